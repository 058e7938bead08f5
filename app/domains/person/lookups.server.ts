// The person domain's backend calls, as the person screens use them: a person's record (with its
// history when asked), a family composition (today, on a date, or its history), and the two
// searches. Each builds on the shared subject lookup, so a route module only asks and renders.
import type { z } from 'zod';
import { consultationOptions } from '@contracts/consultation';
import type { OrderDirection } from '@contracts/http';
import {
  addressOrderFields,
  getHousehold,
  getHouseholdHistory,
  getPersonDetails,
  getPersonHistory,
  maximumPersonMatches,
  nameOrderFields,
  searchPageSize,
  searchPersonsByAddress,
  searchPersonsByName,
  type householdSchema,
  type personMatchesSchema,
  type personMatchSchema,
  type PersonSource,
} from '@contracts/person';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { pagedSearch } from '~/consultation/paged-search.server';
import { lookupSubject } from '~/consultation/subject-lookup.server';
import { inszSubject } from '~/consultation/subject-rules';
import type { Failed } from '~/consultation/url-search.server';
import { displayDateToIso, toIsoDate } from '~/lib/validation/dates';
import { EARLIEST_HISTORY_DATE } from '~/lib/validation/history-date';
import type { RequestArgs } from '~/load-context';
import { type TablePage, type TableState } from '~/page-state/table-state';
import type { Consultation } from '~/routing/href';
import type { AddressSearchValue } from './address-search.server';
import { personCapabilities } from './capabilities';
import { readPreferences } from './preferences.server';
import { birthDateParam, type nameSearchSchema } from './search-schema';

type NameSearchValue = z.output<ReturnType<typeof nameSearchSchema>>;

/** 'vanaf' a date, or the situation 'op' a date, as the history calls take it. */
function historyPeriod(choice: 'vanaf' | 'op', displayDate: string) {
  const date = displayDateToIso(displayDate) ?? toIsoDate(EARLIEST_HISTORY_DATE);
  return choice === 'op' ? { op: date } : { vanaf: date };
}

/**
 * The person detail: the record (compact or extended, as the user prefers) and, with history on,
 * the history since or on the chosen date. History is asked only from a source the role's
 * history grants allow; otherwise the record is shown without it.
 */
export async function lookupPerson(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = personCapabilities(role);
  const preferences = readPreferences(request);
  const historyOn =
    capabilities.history.forced || (capabilities.history.available && preferences.history);
  const historySources = consultationOptions(role, getPersonHistory).sources;
  const lookup = await lookupSubject({
    request,
    context,
    typed: args.params?.insz,
    subject: inszSubject,
    options: capabilities.lookups.insz,
    consult: async ({ subject, source, reference }) => {
      const consultation = { bron: source as PersonSource, reference: reference || undefined };
      const withHistory = historyOn && historySources.includes(source);
      const [person, history] = await Promise.all([
        callBackend(getPersonDetails, {
          request,
          context,
          params: { insz: subject },
          query: {
            ...consultation,
            compact: preferences.displayMode === 'compact' ? 'true' : 'false',
          },
        }),
        withHistory
          ? callBackend(getPersonHistory, {
              request,
              context,
              params: { insz: subject },
              query: {
                ...consultation,
                ...historyPeriod(preferences.dateChoice, preferences.date),
              },
            })
          : null,
      ]);
      return { person, history, consultedAt: new Date().toISOString() };
    },
  });
  return {
    ...lookup,
    capabilities,
    preferences: { history: historyOn, dateChoice: preferences.dateChoice, date: preferences.date },
    displayMode: preferences.displayMode,
  };
}

type Household = z.infer<typeof householdSchema>;
/** A composition: today's or on a date, or one of the history with its period. */
export type Composition = Household & { datumBegin?: string; datumEinde?: string | null };

/** The family composition: today's (or on a date), or with history on, every one since a date. */
export async function lookupFamily(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = personCapabilities(role);
  const preferences = readPreferences(request);
  const history = capabilities.familyHistory;
  const historyOn = history.forced || (history.available && preferences.familyHistory);
  const lookup = await lookupSubject({
    request,
    context,
    typed: args.params?.insz,
    subject: inszSubject,
    options: capabilities.lookups.family,
    consult: async ({ subject, source, reference }): Promise<Composition[]> => {
      const query = { bron: source as PersonSource, reference: reference || undefined };
      const params = { insz: subject };
      if (!historyOn) return [await callBackend(getHousehold, { request, context, params, query })];
      const period = historyPeriod(preferences.familyHistoryDateChoice, preferences.familyDate);
      const answer = await callBackend(getHouseholdHistory, {
        request,
        context,
        params,
        query: { ...query, ...period },
      });
      return answer.samenstellingen;
    },
  });
  return {
    ...lookup,
    capabilities,
    historyOn,
    /** When the source answered, for the 'Geraadpleegd op' line (as on the person detail). */
    consultedAt: lookup.outcome.state === 'found' ? new Date().toISOString() : null,
    preferences: {
      history: historyOn,
      dateChoice: preferences.familyHistoryDateChoice,
      date: preferences.familyDate,
    },
  };
}

export type NameOrder = (typeof nameOrderFields)[number];

/** The order a name search starts in: by name when exact, the closest first when tolerant. */
export function defaultNameOrder(tolerance: '0' | '1' | '2'): {
  orderBy: NameOrder;
  order: OrderDirection;
} {
  return tolerance === '0'
    ? { orderBy: 'ACHTERNAAM', order: 'Asc' }
    : { orderBy: 'OVEREENKOMST', order: 'Desc' };
}

/** A search's answer: one page of matches with the table's state, or a failure's reference. */
export type SearchOutcome =
  | {
      matches: PersonMatch[];
      page: TablePage;
      /** Source and reference travel to the detail screen: it consults the source itself. */
      detail: Consultation;
      showScore: boolean;
      /** An exact name search: when it finds nobody, the same search with small differences is offered. */
      exact: boolean;
      /** The search as its URL carries it, without the table's order and page. */
      query: [string, string][];
    }
  /** The source failed: which one was asked, for its alert. */
  | (Failed & { source: string });

type PersonMatch = z.infer<typeof personMatchSchema>;
type Matches = z.infer<typeof personMatchesSchema>;

async function search<Field extends string>(
  args: RequestArgs,
  params: URLSearchParams,
  {
    fields,
    defaults,
    consultation,
    showScore,
    exact = false,
    call,
  }: {
    fields: readonly Field[];
    defaults: { orderBy: Field; order: OrderDirection };
    consultation: Consultation;
    showScore: boolean;
    exact?: boolean;
    /** The backend call, and what names it whole (call, criteria, source, reference, page). */
    call: (state: TableState<Field>) => { key: unknown[]; consult: () => Promise<Matches> };
  },
): Promise<SearchOutcome> {
  const outcome = await pagedSearch(args.context, params, {
    fields,
    defaults,
    pageSize: searchPageSize,
    maximumRows: maximumPersonMatches,
    reference: consultation.reference,
    call,
  });
  if ('failed' in outcome) return { ...outcome, source: consultation.source };
  return {
    matches: outcome.rows,
    page: outcome.page,
    query: outcome.query,
    detail: consultation,
    showScore,
    exact,
  };
}

/** The name search, with the place of residence already resolved to its NIS code. */
export function searchByName(
  args: RequestArgs,
  params: URLSearchParams,
  value: NameSearchValue & { residenceNis?: string },
): Promise<SearchOutcome> {
  const { request, context } = args;
  return search(args, params, {
    fields: nameOrderFields,
    defaults: defaultNameOrder(value.tolerance),
    consultation: { source: value.bron, reference: value.reference },
    showScore: value.tolerance !== '0',
    exact: value.tolerance === '0',
    call: (state) => {
      const input = {
        params: { lastname: value.lastName, birthdate: birthDateParam(value.birthDate) },
        query: {
          voornaam: value.firstName,
          geslacht: value.sex,
          niscode: value.residenceNis,
          tolerantie: value.tolerance,
          bron: value.bron,
          reference: value.reference,
          take: searchPageSize,
          ...state,
        },
      };
      return {
        key: [searchPersonsByName.id, input],
        consult: () => callBackend(searchPersonsByName, { request, context, ...input }),
      };
    },
  });
}

/** The address search: who lives at the address now, the oldest first by default. */
export function searchByAddress(
  args: RequestArgs,
  params: URLSearchParams,
  value: AddressSearchValue,
): Promise<SearchOutcome> {
  const { request, context } = args;
  return search(args, params, {
    fields: addressOrderFields,
    defaults: { orderBy: 'GEBOORTEDATUM', order: 'Asc' },
    consultation: { source: value.bron, reference: value.reference },
    showScore: false,
    call: (state) => {
      const input = {
        params: {
          niscode: value.nisCode,
          postcode: value.postcode,
          straat: value.straat,
          huisnummer: value.nummer,
        },
        query: {
          busnummer: value.bus || undefined,
          bron: value.bron,
          reference: value.reference,
          take: searchPageSize,
          ...state,
        },
      };
      return {
        key: [searchPersonsByAddress.id, input],
        consult: () => callBackend(searchPersonsByAddress, { request, context, ...input }),
      };
    },
  });
}

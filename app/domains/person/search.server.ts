// The person search forms read on the server. A search by number opens the detail (or the
// family composition), which consults the source itself; a search by name or address lives in
// the screen's URL and lists its matches. The history switch and date are remembered, apart for the family composition.
import { data, redirect } from '@remix-run/node';
import type { z } from 'zod';
import {
  schemaForm,
  urlSearch,
  type DetailLink,
  type FormReply,
  type SearchForm,
} from '~/consultation/url-search.server';
import { addressFromForm } from '~/domains/address/address-check.server';
import { resolveMunicipality } from '~/domains/address/municipality.server';
import { requestLocale } from '~/i18n/i18next.server';
import type { RequestArgs } from '~/load-context';
import { replyWithErrors, submissionReply } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { searchModeParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import {
  checkAddressSearch,
  type AddressSearchState,
  type AddressSearchValue,
} from './address-search.server';
import { searchModes, type PersonCapabilities, type SearchMode } from './capabilities';
import { searchByAddress, searchByName, type SearchOutcome } from './lookups.server';
import { preferencesCookie, readPreferences } from './preferences.server';
import { earliestHistoryDisplayDate, familyDateChoiceField } from './search-fields';
import { inszSearchSchema, nameSearchSchema } from './search-schema';

type NameSearch = z.output<ReturnType<typeof nameSearchSchema>> & { residenceNis?: string };

/**
 * A search by number: to the detail screen (the person's, or the family composition's), which
 * consults the source itself; the history switch and date are remembered for that screen.
 */
function openDetail(
  args: RequestArgs,
  formData: FormData,
  capabilities: PersonCapabilities,
  screen: 'personDetail' | 'familyDetail',
) {
  const family = screen === 'familyDetail';
  const history = family ? capabilities.familyHistory : capabilities.history;
  const options = family ? capabilities.lookups.family : capabilities.lookups.insz;
  const submission = parseForm(formData, inszSearchSchema(options, history));
  if (submission.status !== 'success') return replyWithErrors(args.context, submission);
  const value = submission.value;
  const preferences = readPreferences(args.request);
  const on = value.history === 'on';
  const remembered = {
    // A forced switch is not a choice: what was stored stays.
    history: history.forced ? undefined : on,
    dateChoice: value.dateChoice,
    date: on ? value.historyDate.trim() : undefined,
  };
  const cookie = preferencesCookie(
    family
      ? {
          ...preferences,
          familyHistory: remembered.history ?? preferences.familyHistory,
          familyHistoryDateChoice: remembered.dateChoice,
          familyDate: remembered.date ?? preferences.familyDate,
        }
      : {
          ...preferences,
          history: remembered.history ?? preferences.history,
          dateChoice: remembered.dateChoice,
          date: remembered.date ?? (preferences.date || earliestHistoryDisplayDate),
        },
  );
  const consultation = { source: value.bron, reference: value.reference };
  const locale = requestLocale(args.request);
  return redirect(href(screen, { insz: value.insz }, locale, consultation), {
    headers: { 'Set-Cookie': cookie },
  });
}

/**
 * The name search's form: its rules, then a place of residence typed rather than chosen looked
 * up, whose problem is the field's error.
 */
function nameForm(capabilities: PersonCapabilities): SearchForm<NameSearch, FormReply> {
  const schema = nameSearchSchema(capabilities.lookups.naam);
  return {
    typed: schemaForm(schema).typed,
    read: async (args, params) => {
      const submission = parseForm(params, schema);
      if (submission.status !== 'success') return { result: submissionReply(submission) };
      const value = submission.value;
      if (value.residenceNis || !value.residence) {
        return { value, result: submissionReply(submission) };
      }
      const town = await resolveMunicipality(args, value.residence);
      if (town.problem)
        return { result: submissionReply(submission, { residence: [town.problem] }) };
      return {
        value: { ...value, residenceNis: town.nisCode },
        result: submissionReply(submission),
      };
    },
  };
}

function formDataOf(params: URLSearchParams): FormData {
  const formData = new FormData();
  for (const [name, value] of params) formData.append(name, value);
  return formData;
}

/** The address search's form: its fields checked against the code lists, then its own rules. */
const addressForm = (
  capabilities: PersonCapabilities,
): SearchForm<AddressSearchValue, AddressSearchState> => ({
  typed: (params) => {
    const formData = formDataOf(params);
    const reference = String(formData.get('reference') ?? '');
    return { values: addressFromForm(formData), errors: {}, reference };
  },
  read: async (args, params) => {
    const checked = await checkAddressSearch(args, formDataOf(params), capabilities.lookups.adres);
    return checked.search
      ? { value: checked.search, result: checked.address }
      : { result: checked.address };
  },
});

/** One match opens the person's detail, when the role may open it. */
function opensDetail(capabilities: PersonCapabilities) {
  return (outcome: SearchOutcome): DetailLink | null => {
    if (!('matches' in outcome) || outcome.page.total !== 1) return null;
    const [only] = outcome.matches;
    if (!only || !capabilities.modes.includes('insz')) return null;
    return { screen: 'personDetail', params: { insz: only.insz }, consultation: outcome.detail };
  };
}

/** The forms always send the source; a tab's link does not. */
const asksSource = (params: URLSearchParams) => params.has('bron');

/**
 * A search by name or address lives in the screen's URL (a GET form, see urlSearch): its matches,
 * and the same search in the same session answered from the session's last results. One match
 * opens the person's detail.
 */
export async function personSearchFromUrl(
  args: RequestArgs,
  capabilities: PersonCapabilities,
  mode: SearchMode | null,
) {
  const opens = opensDetail(capabilities);
  const byName =
    mode === 'naam'
      ? await urlSearch(args, {
          asks: asksSource,
          form: nameForm(capabilities),
          search: (value, params) => searchByName(args, params, value),
          opens,
        })
      : null;
  const byAddress =
    mode === 'adres'
      ? await urlSearch(args, {
          asks: asksSource,
          form: addressForm(capabilities),
          search: (value, params) => searchByAddress(args, params, value),
          opens,
        })
      : null;
  return { byName, byAddress };
}

/**
 * The person search screen's post. A search by number opens the detail; a search by name or
 * address posted (an older form, a bookmark of one) goes to its URL.
 */
export async function personSearch(args: RequestArgs, capabilities: PersonCapabilities) {
  const formData = await args.request.formData();
  const mode = searchModes.find((candidate) => candidate === formData.get('mode'));
  if (!mode || !capabilities.modes.includes(mode)) throw data(null, { status: 400 });
  if (mode === 'insz') return openDetail(args, formData, capabilities, 'personDetail');
  const query = new URLSearchParams([[searchModeParameter, mode]]);
  for (const [name, value] of formData) {
    if (typeof value === 'string' && name !== 'mode') query.append(name, value);
  }
  const locale = requestLocale(args.request);
  return redirect(href('personSearch', {}, locale, query), 303);
}

/** The family composition search: to its detail screen, with its own history choice. */
export async function familySearch(args: RequestArgs, capabilities: PersonCapabilities) {
  if (!capabilities.family) throw data(null, { status: 403 });
  const formData = await args.request.formData();
  // The family form names its date choice apart; the schema reads one name.
  formData.set('dateChoice', String(formData.get(familyDateChoiceField) ?? 'vanaf'));
  return openDetail(args, formData, capabilities, 'familyDetail');
}

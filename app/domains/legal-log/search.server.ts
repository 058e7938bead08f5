// The legal-log search as its screen asks it: the lists its form offers (asked side by side with
// the search), and the search in the URL (a GET form) as one page of entries, paged and sorted by
// the backend, with the chain verified over the entries the page shows. The filters travel to the
// backend as request headers, never in the backend's address: they name national numbers and
// plates, which proxies and access logs keep (contracts/legal-log-filters.ts).
import { maximumPagedRows } from '@contracts/http';
import {
  listLegalLogOperations,
  listLegalLogOrganisations,
  listLegalLogPurposes,
  listLegalLogRegisters,
  listLegalLogUsers,
  legalLogSortFields,
  searchLegalLog,
  type LegalLogEntry,
  type LegalLogVerification,
} from '@contracts/legal-log';
import { callBackend } from '~/backend/client.server';
import { isSourceFailure } from '~/backend/errors';
import { pagedSearch, type PagedOutcome } from '~/consultation/paged-search.server';
import { schemaForm, urlSearch, type SearchAnswer } from '~/consultation/url-search.server';
import type { RequestArgs } from '~/load-context';
import { maskSubject } from './mask';
import { legalLogFields } from './search-fields';
import { legalLogFilterHeadersOf, legalLogFiltersOf, legalLogSearchSchema } from './search-schema';

/** Entries per page of the results. */
export const legalLogPageSize = 20;

/** One value a list filter offers: its code and its label. */
export interface LegalLogOption {
  value: string;
  label: string;
}

export interface LegalLogOptions {
  users: LegalLogOption[];
  organisations: LegalLogOption[];
  purposes: LegalLogOption[];
  operations: LegalLogOption[];
  registers: LegalLogOption[];
  /** A list could not be read: the form offers what it has, and says so. */
  incomplete: boolean;
}

/**
 * The values the form's lists offer, each list in the order of its labels. A list the backend
 * cannot give leaves its filter empty, and the form says that some lists are missing: the search
 * itself may still work.
 */
export async function legalLogOptions(args: RequestArgs): Promise<LegalLogOptions> {
  const { request, context } = args;
  let incomplete = false;
  const list = async (call: typeof listLegalLogUsers): Promise<LegalLogOption[]> => {
    try {
      const items = await callBackend(call, { request, context });
      return items
        .map((item) => ({ value: item.code, label: item.label || item.code }))
        .sort((a, b) => a.label.localeCompare(b.label, 'nl'));
    } catch (error) {
      if (!isSourceFailure(error)) throw error;
      incomplete = true;
      return [];
    }
  };
  const [users, organisations, purposes, operations, registers] = await Promise.all([
    list(listLegalLogUsers),
    list(listLegalLogOrganisations),
    list(listLegalLogPurposes),
    list(listLegalLogOperations),
    list(listLegalLogRegisters),
  ]);
  return { users, organisations, purposes, operations, registers, incomplete };
}

export type LegalLogOutcome = PagedOutcome<LegalLogEntry, LegalLogVerification>;

/**
 * A page's entries with their subjects masked before they leave the server: the page (and the
 * data it carries for the browser) never holds a subject in full; the entry's own screen does.
 */
function masked(outcome: LegalLogOutcome): LegalLogOutcome {
  if (!('rows' in outcome)) return outcome;
  return {
    ...outcome,
    rows: outcome.rows.map((row) => ({
      ...row,
      onderwerp: { ...row.onderwerp, waarde: maskSubject(row.onderwerp.waarde) },
    })),
  };
}

/**
 * The search in the URL (see urlSearch): its errors (400), or a page of entries with the chain's
 * verification over them. A search without any filter lists the latest entries. A link from
 * another site is shown on the form to confirm: reading the log is itself logged in the user's
 * name when it names subjects.
 */
export function legalLogSearchFromUrl(
  args: RequestArgs,
): Promise<SearchAnswer<LegalLogOutcome> | null> {
  const { request, context } = args;
  return urlSearch(args, {
    asks: (params) => params.has(legalLogFields.search),
    form: schemaForm(legalLogSearchSchema()),
    search: async (search, params) => {
      const filters = legalLogFilterHeadersOf(legalLogFiltersOf(search));
      const outcome = await pagedSearch(context, params, {
        fields: legalLogSortFields,
        defaults: { orderBy: 'tijdstip', order: 'Desc' },
        pageSize: legalLogPageSize,
        maximumRows: maximumPagedRows,
        reference: undefined,
        // The log is read live: a consultant must see the entry written a minute ago, and a
        // search that names a subject is itself written to the log every time it is made.
        remember: false,
        call: (state) => {
          const page = {
            limit: legalLogPageSize,
            offset: state.skip,
            sortering: `${state.orderBy}:${state.order}`,
          };
          return {
            key: [searchLegalLog.id, filters, page],
            consult: () =>
              callBackend(searchLegalLog, { request, context, headers: { ...filters, ...page } }),
          };
        },
        extra: (answer) => answer.keten,
      });
      return masked(outcome);
    },
  });
}

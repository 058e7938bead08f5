// One page of a search that lives in its screen's URL: the table's order and page read from the
// URL, the backend asked for that page, and the same search again in the session (Back, the way
// back from a detail, another page and back) answered from the session's memory without a second
// legal-log entry. Every list screen's search is built on it; only the call differs.
import type { AppLoadContext } from '@remix-run/node';
import type { OrderDirection } from '@contracts/http';
import { BackendError } from '~/backend/errors';
import {
  type TablePage,
  readTableState,
  tableParameters,
  type TableState,
} from '~/page-state/table-state';
import { rememberedConsultation } from './consultation-memory.server';
import { rememberReference } from './subject-lookup.server';
import { sourceFailure, type Failed } from './url-search.server';

/** One page of a list, as a paged call answers it. */
export interface AnsweredPage<Row> {
  resultaten: Row[];
  totaal: number;
  afgekapt: boolean;
}

/**
 * A search's answer: one page of rows with the table's state, or a failure's reference. `Extra` is
 * what else the answer says about its page (a log search's chain verified over the page's
 * entries), for a search that asks for it (`PagedSearch.extra`).
 */
export type PagedOutcome<Row, Extra = never> =
  | {
      rows: Row[];
      page: TablePage;
      /** The search as its URL carries it, without the table's order and page. */
      query: [string, string][];
      /** What else the answer said; none when nothing matched (a 404). */
      extra?: Extra;
    }
  | Failed;

/** The one row a search found, when it found exactly one (a detail it may open directly). */
export function onlyRow<Row>(outcome: PagedOutcome<Row>): Row | undefined {
  return 'rows' in outcome && outcome.page.total === 1 ? outcome.rows[0] : undefined;
}

/** What the table's own links add to a search's URL; left out of the search itself. */
const tableFields = new Set<string>(Object.values(tableParameters));

/** The search's own fields in its URL; the table's order and page are read apart. */
export function searchQueryOf(params: URLSearchParams): [string, string][] {
  return [...params.entries()].filter(([name]) => !tableFields.has(name));
}

export interface PagedSearch<
  Field extends string,
  Row,
  Answer extends object = object,
  Extra = never,
> {
  /** The backend's order fields and the order a search starts in. */
  fields: readonly Field[];
  defaults: { orderBy: Field; order: OrderDirection };
  /** Rows per page, and the most rows the backend ranks (no page lies beyond them). */
  pageSize: number;
  maximumRows: number;
  /** 'Uw referentie' the search was made under: offered again on the session's next forms. */
  reference: string | undefined;
  /** The backend call, and what names it whole (call, criteria, source, reference, page). */
  call: (state: TableState<Field>) => {
    key: unknown[];
    consult: () => Promise<AnsweredPage<Row> & Answer>;
  };
  /**
   * What the outcome keeps of the answer beside its rows; read from the remembered answer too, so
   * it shows again with them.
   */
  extra?: (answer: AnsweredPage<Row> & Answer) => Extra;
  /**
   * Whether the same search again within the session's memory is shown from there (ADR 009);
   * true unless the source is read live (the legal log).
   */
  remember?: boolean;
}

export async function pagedSearch<
  Field extends string,
  Row,
  Answer extends object = object,
  Extra = never,
>(
  context: AppLoadContext,
  params: URLSearchParams,
  {
    fields,
    defaults,
    pageSize,
    maximumRows,
    reference,
    call,
    extra,
    remember = true,
  }: PagedSearch<Field, Row, Answer, Extra>,
): Promise<PagedOutcome<Row, Extra>> {
  const asked = readTableState(params, fields, defaults);
  // No page lies beyond the most rows a search ranks; a page past the last of this search (an old
  // link) shows no rows but keeps its pager, without asking the source again.
  const lastPageSkip = Math.floor((maximumRows - 1) / pageSize) * pageSize;
  const state = { ...asked, skip: Math.min(asked.skip, lastPageSkip) };
  const { key, consult } = call(state);
  const asking = async () => {
    try {
      return await consult();
    } catch (error) {
      // No match is an answer too (and in the legal log as such).
      if (error instanceof BackendError && error.status === 404) return null;
      throw error;
    }
  };
  try {
    const answer = remember
      ? await rememberedConsultation(
          context,
          // The answer holds data, not texts: the other language shows the same answer again.
          JSON.stringify(key),
          asking,
        )
      : await asking();
    rememberReference(context, reference);
    return {
      rows: answer?.resultaten ?? [],
      page: {
        total: answer?.totaal ?? 0,
        truncated: answer?.afgekapt ?? false,
        take: pageSize,
        state,
      },
      query: searchQueryOf(params),
      ...(answer && extra ? { extra: extra(answer) } : {}),
    };
  } catch (error) {
    return sourceFailure(context, error);
  }
}

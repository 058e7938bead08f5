// The state of a paged, sorted table as a request carries it: the sort a header button asked for
// ('FIELD:Asc'), or the current order with the first row of the page a pager button asked for.
// The same names in a form post and in a link's query, so tables work without JavaScript.
import type { OrderDirection } from '@contracts/http';

export const tableParameters = {
  sort: 'sorteer',
  orderBy: 'orderBy',
  order: 'order',
  skip: 'skip',
} as const;

export interface TableState<Field extends string = string> {
  orderBy: Field;
  order: OrderDirection;
  skip: number;
}

function direction(value: unknown): OrderDirection | null {
  return value === 'Asc' || value === 'Desc' ? value : null;
}

/**
 * Reads the table's state; anything unknown falls back to the defaults. A new sort starts at the
 * first page; a page beyond the last is the backend's to refuse.
 */
export function readTableState<Field extends string>(
  data: FormData | URLSearchParams,
  fields: readonly Field[],
  defaults: { orderBy: Field; order: OrderDirection },
): TableState<Field> {
  const known = (value: unknown): Field | null => fields.find((field) => field === value) ?? null;
  const sort = data.get(tableParameters.sort);
  if (typeof sort === 'string') {
    const [field, order] = sort.split(':');
    const orderBy = known(field);
    const asked = direction(order);
    if (orderBy && asked) return { orderBy, order: asked, skip: 0 };
  }
  const skip = Number(data.get(tableParameters.skip) ?? 0);
  return {
    orderBy: known(data.get(tableParameters.orderBy)) ?? defaults.orderBy,
    order: direction(data.get(tableParameters.order)) ?? defaults.order,
    skip: Number.isSafeInteger(skip) && skip > 0 ? skip : 0,
  };
}

/** The page's place: its number, the number of pages, the rows it shows (1-based). */
export function pageOf(skip: number, take: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / take));
  const page = Math.min(pages, Math.floor(skip / take) + 1);
  return {
    page,
    pages,
    first: total === 0 ? 0 : (page - 1) * take + 1,
    last: Math.min(total, page * take),
    previousSkip: page > 1 ? (page - 2) * take : null,
    nextSkip: page < pages ? page * take : null,
  };
}

/** A search's URL at another page or order: its own fields, then the table's state. */
export function tablePageHref(
  pathname: string,
  search: readonly (readonly [string, string])[],
  state: TableState,
): string {
  const query = new URLSearchParams(search.map(([name, value]) => [name, value]));
  query.set(tableParameters.orderBy, state.orderBy);
  query.set(tableParameters.order, state.order);
  if (state.skip > 0) query.set(tableParameters.skip, String(state.skip));
  return `${pathname}?${query.toString()}`;
}

/** One page of a list's answer, with the table's state it was asked in. */
export interface TablePage {
  /** How many rows match in all (at most the backend's maximum). */
  total: number;
  /** More rows matched than the backend ranks: the search must be refined. */
  truncated: boolean;
  take: number;
  state: TableState;
}

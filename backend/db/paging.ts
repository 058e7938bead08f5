// The window one page of a paged search reads. A search answers at most a ceiling of rows
// (`maximumPagedRows`, or a smaller one of its own): `totaal` counts the rows a client can page
// through, `afgekapt` says more matched than that, and a page reads `take` rows from `skip` on,
// fewer at the end, none beyond it.
import { maximumPagedRows } from '@contracts/http';

export interface PageWindow {
  /** How many rows the page reads from `skip` on; 0 when it starts at or past the last one. */
  limit: number;
  /** The rows that can be paged through: all that match, at most the ceiling. */
  totaal: number;
  /** Whether more rows matched than the ceiling lets a client page through. */
  afgekapt: boolean;
}

export function pageWindow(
  total: number,
  { take, skip }: { take: number; skip: number },
  ceiling: number = maximumPagedRows,
): PageWindow {
  const reachable = Math.min(total, ceiling);
  return {
    limit: Math.max(0, Math.min(take, reachable - skip)),
    totaal: reachable,
    afgekapt: total > ceiling,
  };
}

// Bursts of consultations: at least `count` consultations by one user within `minutes` minutes.
// The database gives every window that holds such a burst (a consultation and the `count - 1`
// after it, when they lie within the minutes); overlapping windows of the same user are one burst.

/** A window of one user's consultations: their numbers in the user's order, and their times. */
export interface BurstWindow {
  /** Who: windows of different keys never merge. */
  key: string;
  /** The numbers (1, 2, …) of the window's first and last consultation in the key's order. */
  first: number;
  last: number;
  from: Date;
  to: Date;
}

export interface Burst {
  key: string;
  from: Date;
  to: Date;
  /** How many consultations the burst holds. */
  count: number;
}

/**
 * The bursts the windows make: windows of one key that share a consultation are merged into one
 * burst, from the first window's start to the last one's end.
 */
export function mergeBurstWindows(windows: readonly BurstWindow[]): Burst[] {
  const sorted = [...windows].sort((a, b) =>
    a.key === b.key ? a.first - b.first : a.key < b.key ? -1 : 1,
  );
  const bursts: (Burst & { first: number; last: number })[] = [];
  for (const window of sorted) {
    const current = bursts.at(-1);
    if (current && current.key === window.key && window.first <= current.last) {
      if (window.last > current.last) {
        current.last = window.last;
        current.to = window.to;
      }
      current.count = current.last - current.first + 1;
    } else {
      bursts.push({
        key: window.key,
        first: window.first,
        last: window.last,
        from: window.from,
        to: window.to,
        count: window.last - window.first + 1,
      });
    }
  }
  return bursts.map(({ key, from, to, count }) => ({ key, from, to, count }));
}

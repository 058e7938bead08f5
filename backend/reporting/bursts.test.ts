import { describe, expect, it } from 'vitest';
import { mergeBurstWindows, type BurstWindow } from './bursts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute));
const window = (key: string, first: number, size = 20): BurstWindow => ({
  key,
  first,
  last: first + size - 1,
  from: at(first),
  to: at(first + size - 1),
});

describe('merging burst windows', () => {
  it('makes one burst of windows that share consultations, counting each consultation once', () => {
    const bursts = mergeBurstWindows([window('a', 3), window('a', 1), window('a', 2)]);
    expect(bursts).toEqual([{ key: 'a', from: at(1), to: at(22), count: 22 }]);
  });

  it('keeps windows apart that share none, and never merges two users', () => {
    const bursts = mergeBurstWindows([window('a', 1), window('a', 21), window('b', 5)]);
    expect(bursts.map((burst) => [burst.key, burst.count])).toEqual([
      ['a', 20],
      ['a', 20],
      ['b', 20],
    ]);
  });

  it('merges a window that starts at the last consultation of the one before', () => {
    expect(mergeBurstWindows([window('a', 1), window('a', 20)])).toEqual([
      { key: 'a', from: at(1), to: at(39), count: 39 },
    ]);
  });

  it('finds nothing in no windows', () => {
    expect(mergeBurstWindows([])).toEqual([]);
  });
});

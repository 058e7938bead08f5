// The page window's arithmetic, at its edges: the ceiling, the last page and past it.
import { describe, expect, it } from 'vitest';
import { maximumPagedRows } from '@contracts/http';
import { pageWindow } from './paging';

describe('the window of one page', () => {
  it('reads a whole page inside the rows that match', () => {
    expect(pageWindow(95, { take: 20, skip: 0 })).toEqual({
      limit: 20,
      totaal: 95,
      afgekapt: false,
    });
    expect(pageWindow(95, { take: 20, skip: 60 })).toEqual({
      limit: 20,
      totaal: 95,
      afgekapt: false,
    });
  });

  it('reads what is left on the last page, and nothing past it', () => {
    expect(pageWindow(95, { take: 20, skip: 80 })).toEqual({
      limit: 15,
      totaal: 95,
      afgekapt: false,
    });
    expect(pageWindow(95, { take: 20, skip: 94 })).toMatchObject({ limit: 1 });
    expect(pageWindow(95, { take: 20, skip: 95 })).toMatchObject({ limit: 0, totaal: 95 });
    expect(pageWindow(95, { take: 20, skip: 200 })).toMatchObject({ limit: 0, totaal: 95 });
    expect(pageWindow(0, { take: 20, skip: 0 })).toEqual({
      limit: 0,
      totaal: 0,
      afgekapt: false,
    });
  });

  it('counts at most maximumPagedRows rows, and says when more matched', () => {
    expect(pageWindow(maximumPagedRows, { take: 50, skip: 0 })).toEqual({
      limit: 50,
      totaal: maximumPagedRows,
      afgekapt: false,
    });
    expect(pageWindow(maximumPagedRows + 1, { take: 50, skip: 0 })).toEqual({
      limit: 50,
      totaal: maximumPagedRows,
      afgekapt: true,
    });
    expect(pageWindow(5000, { take: 50, skip: maximumPagedRows - 10 })).toEqual({
      limit: 10,
      totaal: maximumPagedRows,
      afgekapt: true,
    });
    expect(pageWindow(5000, { take: 50, skip: maximumPagedRows })).toMatchObject({ limit: 0 });
  });

  it('holds a search to a smaller ceiling of its own', () => {
    expect(pageWindow(501, { take: 25, skip: 490 }, 500)).toEqual({
      limit: 10,
      totaal: 500,
      afgekapt: true,
    });
    expect(pageWindow(500, { take: 25, skip: 0 }, 500)).toEqual({
      limit: 25,
      totaal: 500,
      afgekapt: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { pageOf, readTableState } from './table-state';

const fields = ['ACHTERNAAM', 'GEBOORTEDATUM'] as const;
const defaults = { orderBy: 'ACHTERNAAM', order: 'Asc' } as const;
const data = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('readTableState', () => {
  it('starts at the defaults', () => {
    expect(readTableState(data({}), fields, defaults)).toEqual({ ...defaults, skip: 0 });
  });

  it('takes a header button’s sort and goes back to the first page', () => {
    expect(
      readTableState(
        data({ sorteer: 'GEBOORTEDATUM:Desc', orderBy: 'ACHTERNAAM', skip: '50' }),
        fields,
        defaults,
      ),
    ).toEqual({ orderBy: 'GEBOORTEDATUM', order: 'Desc', skip: 0 });
  });

  it('keeps the current order for a pager button', () => {
    expect(
      readTableState(
        data({ orderBy: 'GEBOORTEDATUM', order: 'Desc', skip: '25' }),
        fields,
        defaults,
      ),
    ).toEqual({ orderBy: 'GEBOORTEDATUM', order: 'Desc', skip: 25 });
  });

  it.each([
    [{ sorteer: 'INSZ:Asc' }],
    [{ sorteer: 'ACHTERNAAM:Sideways' }],
    [{ orderBy: 'DROP TABLE', order: 'x', skip: '-5' }],
    [{ skip: '1e99' }],
    [{ skip: 'abc' }],
  ])('falls back to the defaults for %j', (entries) => {
    expect(readTableState(data(entries), fields, defaults)).toEqual({ ...defaults, skip: 0 });
  });
});

describe('pageOf', () => {
  it('places a middle page', () => {
    expect(pageOf(25, 25, 180)).toEqual({
      page: 2,
      pages: 8,
      first: 26,
      last: 50,
      previousSkip: 0,
      nextSkip: 50,
    });
  });

  it('has no pager links for one page, and counts nothing for no rows', () => {
    expect(pageOf(0, 25, 3)).toMatchObject({ pages: 1, previousSkip: null, nextSkip: null });
    expect(pageOf(0, 25, 0)).toMatchObject({ first: 0, last: 0, pages: 1 });
  });

  it('keeps a page beyond the last on the last', () => {
    expect(pageOf(500, 25, 30)).toMatchObject({ page: 2, first: 26, last: 30 });
  });
});

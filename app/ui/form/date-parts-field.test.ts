import { describe, expect, it } from 'vitest';
import { splitPastedDate } from './date-parts-field';

describe('splitPastedDate', () => {
  it.each([
    ['30071985', { day: '30', month: '07', year: '1985' }],
    ['30.07.1985', { day: '30', month: '07', year: '1985' }],
    [' 01-01-1901 ', { day: '01', month: '01', year: '1901' }],
    ['29/02/2000', { day: '29', month: '02', year: '2000' }],
  ])('splits %s', (text, parts) => {
    expect(splitPastedDate(text)).toEqual(parts);
  });

  it.each(['3071985', '300719850', '1985-07-30', 'abc', ''])('leaves %s to the browser', (text) => {
    expect(splitPastedDate(text)).toBeNull();
  });
});

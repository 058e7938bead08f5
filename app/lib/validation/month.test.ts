import { describe, expect, it } from 'vitest';
import { parseMonth, toDisplayMonth, toMonthText, validateMonth } from './month';

describe('parseMonth', () => {
  it.each([
    ['03/2024', { year: 2024, month: 3 }],
    ['3/2024', { year: 2024, month: 3 }],
    ['03-2024', { year: 2024, month: 3 }],
    ['03.2024', { year: 2024, month: 3 }],
    ['2024-03', { year: 2024, month: 3 }],
    ['15/03/2024', { year: 2024, month: 3 }],
    ['15.03.2024', { year: 2024, month: 3 }],
    ['1/3/2024', { year: 2024, month: 3 }],
    ['2024-03-15', { year: 2024, month: 3 }],
    [' 2024-03 ', { year: 2024, month: 3 }],
  ])('reads %s', (text, expected) => {
    expect(parseMonth(text)).toEqual(expected);
  });

  it.each(['13/2024', '00/2024', '2024-13', '31/02/2024', '2024-02-30', 'maart 2024', '03/24', ''])(
    'names no month in %s',
    (text) => {
      expect(parseMonth(text)).toBeNull();
    },
  );

  it('writes the source’s form and the portal’s', () => {
    expect(toMonthText({ year: 2024, month: 3 })).toBe('2024-03');
    expect(toDisplayMonth({ year: 2024, month: 3 })).toBe('03/2024');
  });
});

describe('validateMonth', () => {
  it('takes an empty month and a month from January 2019 on', () => {
    expect(validateMonth('')).toBeNull();
    expect(validateMonth('01/2019')).toBeNull();
  });

  it('refuses what names no month, a month before the source, and an end before its start', () => {
    expect(validateMonth('14/2024')).toEqual({ key: 'month.invalid' });
    expect(validateMonth('12/2018')).toEqual({
      key: 'month.notBefore',
      values: { month: '01/2019' },
    });
    expect(validateMonth('02/2024', { year: 2024, month: 3 })).toEqual({
      key: 'monthYear.endBeforeStart',
    });
    expect(validateMonth('03/2024', { year: 2024, month: 3 })).toBeNull();
  });
});

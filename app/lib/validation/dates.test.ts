import { describe, expect, it } from 'vitest';
import {
  addYears,
  calendarDateInBelgium,
  compareDates,
  daysInMonth,
  displayDateToIso,
  isLeapYear,
  isoDateToDisplay,
  parseDate,
  parseDisplayDate,
  parseIsoDate,
  parsePartialDate,
  toDisplayDate,
  toIsoDate,
  validateDate,
  validateDateParts,
  type DateParts,
  type DatePartsRules,
  type DateRules,
} from './dates';
import { datePartsSchema, dateSchema } from './schemas';

/** 15 March 2026, midday in Belgium. */
const today = new Date('2026-03-15T11:00:00Z');

describe('isLeapYear and daysInMonth', () => {
  it.each([
    [2000, true, 29],
    [1900, false, 28],
    [2024, true, 29],
    [2023, false, 28],
    [2100, false, 28],
  ])('%i: leap %s, February has %i days', (year, leap, days) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(days);
  });

  it.each([
    [1, 31],
    [4, 30],
    [12, 31],
    [0, 0],
    [13, 0],
  ])('month %i has %i days', (month, days) => {
    expect(daysInMonth(2025, month)).toBe(days);
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['29.02.2000', { year: 2000, month: 2, day: 29 }],
    ['29.02.2024', { year: 2024, month: 2, day: 29 }],
    ['01.01.1901', { year: 1901, month: 1, day: 1 }],
    ['31.12.9999', { year: 9999, month: 12, day: 31 }],
    [' 15.03.2026 ', { year: 2026, month: 3, day: 15 }],
    ['29.02.1900', null],
    ['29.02.2023', null],
    ['31.04.2025', null],
    ['00.01.2025', null],
    ['01.13.2025', null],
    ['01.00.2025', null],
    ['1.01.2025', null],
    ['01.1.2025', null],
    ['01.01.25', null],
    ['01-01-2025', null],
    ['2025-01-01', null],
    ['01.01.0000', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(parseDisplayDate(value)).toEqual(expected);
  });
});

describe('parseDate (the sent formats D.MM.YYYY, DD.MM.YYYY, ISO)', () => {
  it.each([
    ['5.03.2026', { year: 2026, month: 3, day: 5 }],
    ['05.03.2026', { year: 2026, month: 3, day: 5 }],
    ['2026-03-05', { year: 2026, month: 3, day: 5 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['5.3.2026', null],
    ['2026-3-05', null],
    ['2026-03-05T10:00:00Z', null],
  ])('%j → %j', (value, expected) => {
    expect(parseDate(value)).toEqual(expected);
  });

  it('reads ISO strictly with parseIsoDate', () => {
    expect(parseIsoDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseIsoDate('05.03.2026')).toBeNull();
  });
});

describe('conversions', () => {
  it.each([
    ['05.03.2026', '2026-03-05'],
    ['29.02.2000', '2000-02-29'],
  ])('%j ↔ %j', (display, iso) => {
    expect(displayDateToIso(display)).toBe(iso);
    expect(isoDateToDisplay(iso)).toBe(display);
  });

  it('answers null for dates that do not exist', () => {
    expect(displayDateToIso('29.02.2023')).toBeNull();
    expect(isoDateToDisplay('2023-02-29')).toBeNull();
  });

  it('pads every part', () => {
    const date = { year: 987, month: 1, day: 2 };
    expect(toIsoDate(date)).toBe('0987-01-02');
    expect(toDisplayDate(date)).toBe('02.01.0987');
  });
});

describe('compareDates and addYears', () => {
  it.each([
    [{ year: 2026, month: 3, day: 15 }, { year: 2026, month: 3, day: 15 }, 0],
    [{ year: 2026, month: 3, day: 14 }, { year: 2026, month: 3, day: 15 }, -1],
    [{ year: 2026, month: 4, day: 1 }, { year: 2026, month: 3, day: 31 }, 1],
    [{ year: 2025, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 }, -1],
  ])('%j vs %j → %i', (a, b, sign) => {
    expect(Math.sign(compareDates(a, b))).toBe(sign);
  });

  it.each([
    [{ year: 2024, month: 2, day: 29 }, 3, { year: 2027, month: 2, day: 28 }],
    [{ year: 2024, month: 2, day: 29 }, 4, { year: 2028, month: 2, day: 29 }],
    [{ year: 2025, month: 1, day: 31 }, 3, { year: 2028, month: 1, day: 31 }],
  ])('%j + %i years → %j', (date, years, expected) => {
    expect(addYears(date, years)).toEqual(expected);
  });
});

describe('calendarDateInBelgium', () => {
  it.each([
    ['2026-03-15T22:59:00Z', { year: 2026, month: 3, day: 15 }],
    ['2026-03-15T23:00:00Z', { year: 2026, month: 3, day: 16 }],
    ['2026-07-31T22:30:00Z', { year: 2026, month: 8, day: 1 }],
    ['2025-12-31T23:30:00Z', { year: 2026, month: 1, day: 1 }],
  ])('%s is %j in Brussels', (instant, expected) => {
    expect(calendarDateInBelgium(new Date(instant))).toEqual(expected);
  });
});

describe('parsePartialDate', () => {
  it.each([
    ['2026', { year: 2026, month: null, day: null }],
    ['03-2026', { year: 2026, month: 3, day: null }],
    ['15.03.2026', { year: 2026, month: 3, day: 15 }],
    ['13-2026', null],
    ['00-2026', null],
    ['3-2026', null],
    ['0000', null],
    ['26', null],
    ['2026-03', null],
    ['29.02.2023', null],
  ])('%j → %j', (value, expected) => {
    expect(parsePartialDate(value)).toEqual(expected);
  });
});

describe('validateDate', () => {
  it.each<[string, DateRules, string | null]>([
    ['15.03.2026', {}, null],
    ['', {}, 'required'],
    ['  ', {}, 'required'],
    ['29.02.2000', {}, null],
    ['29.02.1900', {}, 'date.invalid'],
    ['29.02.2024', {}, null],
    ['29.02.2023', {}, 'date.invalid'],
    ['2026', {}, 'date.invalid'],
    ['2026', { allowPartial: true }, null],
    ['03-2026', { allowPartial: true }, null],
    ['13-2026', { allowPartial: true }, 'date.invalidPartial'],
    ['15.03.2026', { notInFuture: true, today }, null],
    ['16.03.2026', { notInFuture: true, today }, 'date.future'],
    ['16.03.2026', { today }, null],
    // A partial date is only in the future when all of it is.
    ['2026', { allowPartial: true, notInFuture: true, today }, null],
    ['03-2026', { allowPartial: true, notInFuture: true, today }, null],
    ['04-2026', { allowPartial: true, notInFuture: true, today }, 'date.future'],
    ['2027', { allowPartial: true, notInFuture: true, today }, 'date.future'],
  ])('%j with %j → %s', (value, rules, key) => {
    expect(validateDate(value, rules)?.key ?? null).toBe(key);
  });

  it('takes the moment from Belgium, not from UTC', () => {
    const lateEvening = new Date('2026-03-15T23:30:00Z');
    expect(validateDate('16.03.2026', { notInFuture: true, today: lateEvening })).toBeNull();
  });

  it.each<[string, DateRules, ReturnType<typeof validateDate>]>([
    [
      '10.03.2026',
      { after: '10.03.2026' },
      { key: 'date.mustBeAfter', values: { date: '10.03.2026' } },
    ],
    ['11.03.2026', { after: '10.03.2026' }, null],
    [
      '10.03.2026',
      { before: '2026-03-10' },
      { key: 'date.mustBeBefore', values: { date: '10.03.2026' } },
    ],
    ['09.03.2026', { before: { year: 2026, month: 3, day: 10 } }, null],
    ['10.03.2026', { min: '10.03.2026' }, null],
    [
      '09.03.2026',
      { min: '10.03.2026' },
      { key: 'date.notBefore', values: { date: '10.03.2026' } },
    ],
    ['10.03.2026', { max: '10.03.2026' }, null],
    ['11.03.2026', { max: '10.03.2026' }, { key: 'date.notAfter', values: { date: '10.03.2026' } }],
    ['2026', { allowPartial: true, after: '31.12.2025' }, null],
    [
      '2025',
      { allowPartial: true, after: '31.12.2025' },
      { key: 'date.mustBeAfter', values: { date: '31.12.2025' } },
    ],
    ['11.03.2026', { after: 'not a date' }, null],
  ])('%j with %j → %j', (value, rules, expected) => {
    expect(validateDate(value, rules)).toEqual(expected);
  });
});

describe('validateDateParts', () => {
  const parts = (day: string, month: string, year: string): DateParts => ({ day, month, year });

  it.each<[DateParts, DatePartsRules, string | null]>([
    [parts('15', '03', '2026'), {}, null],
    [parts('5', '3', '2026'), {}, null],
    [parts('', '', ''), {}, 'date.dayRequired'],
    [parts('', '', ''), { required: false }, null],
    [parts('', '03', '2026'), {}, 'date.dayRequired'],
    [parts('15', '', '2026'), {}, 'date.monthRequired'],
    [parts('15', '03', ''), {}, 'date.yearRequired'],
    [parts('15', '03', ''), { required: false }, 'date.yearRequired'],
    [parts('29', '02', '2023'), {}, 'date.invalidParts'],
    [parts('29', '02', '2024'), {}, null],
    [parts('15', '03', '26'), {}, 'date.invalidParts'],
    [parts('1a', '03', '2026'), {}, 'date.invalidParts'],
    [parts('15', '03', '2027'), { notInFuture: true, today }, 'date.future'],
    // Partial dates: a day needs a month, and any date needs a year.
    [parts('', '', '2026'), { allowPartial: true }, null],
    [parts('', '03', '2026'), { allowPartial: true }, null],
    [parts('15', '', '2026'), { allowPartial: true }, 'date.dayWithoutMonth'],
    [parts('15', '', ''), { allowPartial: true }, 'date.dayWithoutMonth'],
    [parts('', '03', ''), { allowPartial: true }, 'date.yearRequired'],
    [parts('', '', ''), { allowPartial: true }, 'date.yearRequired'],
    [parts('', '13', '2026'), { allowPartial: true }, 'date.invalidParts'],
    [parts('', '04', '2026'), { allowPartial: true, notInFuture: true, today }, 'date.future'],
  ])('%j with %j → %s', (value, rules, key) => {
    expect(validateDateParts(value, rules)?.key ?? null).toBe(key);
  });
});

describe('schemas', () => {
  it('dateSchema reports the rule that fails', () => {
    const schema = dateSchema({ notInFuture: true, today });
    expect(schema.parse('15.03.2026')).toBe('15.03.2026');
    expect(schema.safeParse('16.03.2026').error?.issues[0]?.message).toBe('date.future');
  });

  it('datePartsSchema reports the missing part', () => {
    const schema = datePartsSchema();
    expect(schema.safeParse({ day: '15', month: '', year: '2026' }).error?.issues[0]?.message).toBe(
      'date.monthRequired',
    );
  });
});

// The months and years the picker offers, their names, and its schema as a form posts it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseForm } from '~/page-state/parse-form';
import { monthYearFieldSchema } from './field-schemas';
import { monthName, offeredMonths, offeredYears } from './month-year-picker';

/** 15 May 2026 in Belgium, the date the end-to-end test sets. */
const today = new Date('2026-05-15T10:00:00Z');

describe('offeredMonths and offeredYears', () => {
  it('offers the years from now back to 2019', () => {
    expect(offeredYears(today)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
  });

  it('offers no future month in the current year', () => {
    expect(offeredMonths(2026, today)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [2025, 12],
    [2019, 12],
    [null, 12],
    // A year the picker does not offer: every month, the rule reports the year.
    [2018, 12],
  ])('offers %s: %i months', (year, count) => {
    expect(offeredMonths(year, today)).toHaveLength(count);
  });
});

describe('monthName', () => {
  it.each([
    [1, 'nl', 'januari'],
    [5, 'nl', 'mei'],
    [3, 'en', 'March'],
    [12, 'fr', 'december'],
  ])('%i in %s → %s', (month, language, name) => {
    expect(monthName(month, language)).toBe(name);
  });
});

describe('monthYearFieldSchema', () => {
  const schema = z.object({ period: monthYearFieldSchema(today) });
  const parse = (month: string, year: string) =>
    parseForm(new URLSearchParams({ 'period.month': month, 'period.year': year }), schema);

  it('accepts neither, as two unpicked selects send', () => {
    const submission = parse('', '');
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.period).toEqual({
      month: null,
      year: null,
    });
  });

  it('reads a picked month as numbers', () => {
    const submission = parse('5', '2026');
    expect(submission.status === 'success' && submission.value.period).toEqual({
      month: 5,
      year: 2026,
    });
  });

  it.each([
    ['6', '2026', 'monthYear.future'],
    ['3', '', 'monthYear.incomplete'],
    ['', '2025', 'monthYear.incomplete'],
    ['1', '2018', 'monthYear.yearOutOfRange'],
  ])('%j/%j → %s on the group', (month, year, key) => {
    expect(parse(month, year).reply().error?.period?.[0]?.key).toBe(key);
  });
});

import { describe, expect, it } from 'vitest';
import {
  monthPickerYears,
  selectableMonths,
  validateMonthOrder,
  validateMonthYear,
  type MonthYear,
} from './month-picker';
import { monthYearSchema } from './schemas';

/** 15 March 2026 in Belgium. */
const today = new Date('2026-03-15T11:00:00Z');

describe('monthPickerYears and selectableMonths', () => {
  it('offers 2019 up to the current year', () => {
    expect(monthPickerYears(today)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  });

  it.each([
    [2018, []],
    [2019, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [2025, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [2026, [1, 2, 3]],
    [2027, []],
  ])('in %i offers %j', (year, months) => {
    expect(selectableMonths(year, today)).toEqual(months);
  });

  it('turns the year over in Belgian time', () => {
    const newYearsEve = new Date('2026-12-31T23:30:00Z');
    expect(monthPickerYears(newYearsEve).at(-1)).toBe(2027);
    expect(selectableMonths(2027, newYearsEve)).toEqual([1]);
  });
});

describe('validateMonthYear', () => {
  it.each<[MonthYear, string | null]>([
    [{ month: null, year: null }, null],
    [{ month: 3, year: 2026 }, null],
    [{ month: 1, year: 2019 }, null],
    [{ month: 12, year: 2025 }, null],
    [{ month: 3, year: null }, 'monthYear.incomplete'],
    [{ month: null, year: 2026 }, 'monthYear.incomplete'],
    [{ month: 0, year: 2026 }, 'monthYear.invalid'],
    [{ month: 13, year: 2025 }, 'monthYear.invalid'],
    [{ month: 1.5, year: 2025 }, 'monthYear.invalid'],
    [{ month: 4, year: 2026 }, 'monthYear.future'],
    [{ month: 12, year: 2018 }, 'monthYear.yearOutOfRange'],
    [{ month: 1, year: 2027 }, 'monthYear.yearOutOfRange'],
  ])('%j → %s', (value, key) => {
    expect(validateMonthYear(value, today)?.key ?? null).toBe(key);
  });

  it('names the years that can be chosen', () => {
    expect(validateMonthYear({ month: 1, year: 2018 }, today)?.values).toEqual({
      from: 2019,
      to: 2026,
    });
  });

  it('reports the key through the schema', () => {
    expect(
      monthYearSchema(today).safeParse({ month: 5, year: 2026 }).error?.issues[0]?.message,
    ).toBe('monthYear.future');
  });
});

describe('validateMonthOrder', () => {
  it.each<[MonthYear, MonthYear, string | null]>([
    [{ month: 1, year: 2025 }, { month: 1, year: 2025 }, null],
    [{ month: 1, year: 2025 }, { month: 2, year: 2025 }, null],
    [{ month: 12, year: 2024 }, { month: 1, year: 2025 }, null],
    [{ month: 2, year: 2025 }, { month: 1, year: 2025 }, 'monthYear.endBeforeStart'],
    [{ month: 1, year: 2025 }, { month: 12, year: 2024 }, 'monthYear.endBeforeStart'],
    [{ month: null, year: null }, { month: 1, year: 2024 }, null],
    [{ month: 2, year: 2025 }, { month: null, year: null }, null],
  ])('%j to %j → %s', (start, end, key) => {
    expect(validateMonthOrder(start, end)?.key ?? null).toBe(key);
  });
});

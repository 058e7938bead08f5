// The month/year picker: years from 2019 to now, no future months, ordered periods.
import { calendarDateInBelgium } from './dates';
import { issue, type ValidationIssue } from './issue';

export const MONTH_PICKER_FIRST_YEAR = 2019;

/** A picked month (1-12) and year; both null while nothing is picked. */
export interface MonthYear {
  month: number | null;
  year: number | null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** The years the picker offers, oldest first. */
export function monthPickerYears(today: Date = new Date()): number[] {
  return range(MONTH_PICKER_FIRST_YEAR, calendarDateInBelgium(today).year);
}

/** The months the picker offers in a year: up to the current month in the current year. */
export function selectableMonths(year: number, today: Date = new Date()): number[] {
  const now = calendarDateInBelgium(today);
  if (year < MONTH_PICKER_FIRST_YEAR || year > now.year) return [];
  return range(1, year === now.year ? now.month : 12);
}

export function validateMonthYear(
  value: MonthYear,
  today: Date = new Date(),
): ValidationIssue | null {
  const { month, year } = value;
  if (month === null && year === null) return null;
  if (month === null || year === null) return issue('monthYear.incomplete');
  if (!Number.isInteger(month) || month < 1 || month > 12) return issue('monthYear.invalid');
  const years = monthPickerYears(today);
  if (!years.includes(year)) {
    return issue('monthYear.yearOutOfRange', {
      from: MONTH_PICKER_FIRST_YEAR,
      to: calendarDateInBelgium(today).year,
    });
  }
  return selectableMonths(year, today).includes(month) ? null : issue('monthYear.future');
}

function monthIndex({ month, year }: MonthYear): number | null {
  return month === null || year === null ? null : year * 12 + month;
}

/** The end of a month period may be its start month but not an earlier one. */
export function validateMonthOrder(start: MonthYear, end: MonthYear): ValidationIssue | null {
  const from = monthIndex(start);
  const to = monthIndex(end);
  return from !== null && to !== null && to < from ? issue('monthYear.endBeforeStart') : null;
}

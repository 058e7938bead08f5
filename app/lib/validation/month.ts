// A calendar month as people and spreadsheets write it: MM/JJJJ (also with - or . between), the
// ISO JJJJ-MM the source uses, or a whole date (DD/MM/JJJJ, DD.MM.JJJJ, JJJJ-MM-DD: its month),
// as a csv saved from Excel may hold either. Its value is the source's form, 'yyyy-MM'.
import { daysInMonth } from './dates';
import { issue, type ValidationIssue } from './issue';

export interface Month {
  year: number;
  month: number;
}

/** The first month a question may name: the Flemish child benefits began in January 2019. */
export const EARLIEST_BENEFIT_MONTH: Month = { year: 2019, month: 1 };

const monthFirst = /^(\d{1,2})[/.-](\d{4})$/;
const isoMonth = /^(\d{4})-(\d{1,2})$/;
const dayMonthYear = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function month(year: number, value: number): Month | null {
  return value >= 1 && value <= 12 && year >= 1000 ? { year, month: value } : null;
}

/** The month a text names, or null when it names none. */
export function parseMonth(text: string): Month | null {
  const value = text.trim();
  let found = monthFirst.exec(value);
  if (found) return month(Number(found[2]), Number(found[1]));
  found = isoMonth.exec(value);
  if (found) return month(Number(found[1]), Number(found[2]));
  found = dayMonthYear.exec(value) ?? null;
  let day: number;
  let result: Month | null;
  if (found) {
    day = Number(found[1]);
    result = month(Number(found[3]), Number(found[2]));
  } else {
    found = isoDate.exec(value);
    if (!found) return null;
    day = Number(found[3]);
    result = month(Number(found[1]), Number(found[2]));
  }
  return result && day >= 1 && day <= daysInMonth(result.year, result.month) ? result : null;
}

export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** 'yyyy-MM', as the source counts months. */
export function toMonthText({ year, month: value }: Month): string {
  return `${year}-${String(value).padStart(2, '0')}`;
}

/** 'MM/JJJJ', as the portal shows a month. */
export function toDisplayMonth({ year, month: value }: Month): string {
  return `${String(value).padStart(2, '0')}/${year}`;
}

/**
 * A month of a question (empty: none): one the text names, not before the first month the
 * source has, and, given, not before `notBefore` (the period's first month).
 */
export function validateMonth(text: string, notBefore?: Month | null): ValidationIssue | null {
  if (text.trim() === '') return null;
  const found = parseMonth(text);
  if (!found) return issue('month.invalid');
  if (compareMonths(found, EARLIEST_BENEFIT_MONTH) < 0) {
    return issue('month.notBefore', { month: toDisplayMonth(EARLIEST_BENEFIT_MONTH) });
  }
  if (notBefore && compareMonths(found, notBefore) < 0) return issue('monthYear.endBeforeStart');
  return null;
}

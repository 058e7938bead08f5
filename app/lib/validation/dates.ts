// Calendar dates: strict DD.MM.YYYY input, partial dates, the sent formats and date rules.
import { issue, type ValidationIssue, type ValidationMessageKey } from './issue';
import { isBlank } from './required';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A date of which only the year, or the month and year, may be known. */
export interface PartialDate {
  year: number;
  month: number | null;
  day: number | null;
}

/** A date, or its text in one of the formats `parseDate` reads; used for the bounds of a rule. */
export type DateInput = CalendarDate | string;

export interface DateRules {
  /** Also accept YYYY and MM-YYYY where the screen allows a partially known date. */
  allowPartial?: boolean;
  notInFuture?: boolean;
  /** Strictly after this date (e.g. an end date after its start date). */
  after?: DateInput;
  /** Strictly before this date. */
  before?: DateInput;
  /** Earliest allowed date, itself included (the date picker's min). */
  min?: DateInput;
  /** Latest allowed date, itself included (the date picker's max). */
  max?: DateInput;
  /** The moment that counts as now; a parameter so that results never depend on the clock. */
  today?: Date;
}

/** A date group is mandatory unless `required` is false. */
export type DatePartsRules = DateRules & { required?: boolean };

/** The day, month and year inputs of a masked date group. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const daysPerMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return daysPerMonth[month - 1] ?? 0;
}

export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    [year, month, day].every(Number.isInteger) &&
    year >= 1 &&
    year <= 9999 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function calendarDate(year: string, month: string, day: string): CalendarDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isCalendarDate(date) ? date : null;
}

function matchDate(pattern: RegExp, value: string): CalendarDate | null {
  const match = pattern.exec(value.trim());
  if (!match?.groups) return null;
  const { year = '', month = '', day = '' } = match.groups;
  return calendarDate(year, month, day);
}

const displayPattern = /^(?<day>\d{2})\.(?<month>\d{2})\.(?<year>\d{4})$/;
const isoPattern = /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/;
/** The backend also sends and accepts a one-digit day (D.MM.YYYY). */
const sentPattern = /^(?<day>\d{1,2})\.(?<month>\d{2})\.(?<year>\d{4})$/;

/** Strict DD.MM.YYYY, the only format users type; impossible dates (31.04, 29.02.2023) fail. */
export function parseDisplayDate(value: string): CalendarDate | null {
  return matchDate(displayPattern, value);
}

export function parseIsoDate(value: string): CalendarDate | null {
  return matchDate(isoPattern, value);
}

/** Any of the formats dates travel in: D.MM.YYYY, DD.MM.YYYY or ISO YYYY-MM-DD. */
export function parseDate(value: string): CalendarDate | null {
  return matchDate(sentPattern, value) ?? parseIsoDate(value);
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function toDisplayDate({ year, month, day }: CalendarDate): string {
  return `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`;
}

export function displayDateToIso(value: string): string | null {
  const date = parseDisplayDate(value);
  return date && toIsoDate(date);
}

export function isoDateToDisplay(value: string): string | null {
  const date = parseIsoDate(value);
  return date && toDisplayDate(date);
}

export function toCalendarDate(input: DateInput): CalendarDate | null {
  return typeof input === 'string' ? parseDate(input) : input;
}

/** Negative when a is earlier, positive when later, 0 on the same day. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const belgianDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar day it is in Belgium at an instant: 'today' for every date rule. */
export function calendarDateInBelgium(instant: Date): CalendarDate {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(belgianDate.formatToParts(instant).find((found) => found.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The same day some years later; 29 February becomes 28 February in a common year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** DD.MM.YYYY, or where allowed the partial forms YYYY and MM-YYYY. */
export function parsePartialDate(value: string): PartialDate | null {
  const trimmed = value.trim();
  if (/^\d{4}$/.test(trimmed)) return partialDate(Number(trimmed), null, null);
  const monthYear = /^(?<month>\d{2})-(?<year>\d{4})$/.exec(trimmed);
  if (monthYear?.groups) {
    return partialDate(Number(monthYear.groups.year), Number(monthYear.groups.month), null);
  }
  return parseDisplayDate(trimmed);
}

function partialDate(year: number, month: number | null, day: number | null): PartialDate | null {
  const date = { year, month, day };
  if (day !== null) return isCalendarDate({ year, month: month ?? 0, day }) ? date : null;
  const monthValid = month === null || (month >= 1 && month <= 12);
  return year >= 1 && monthValid ? date : null;
}

/** The first and last day a (partial) date can stand for. */
function dateSpan({ year, month, day }: PartialDate): { first: CalendarDate; last: CalendarDate } {
  const firstMonth = month ?? 1;
  const lastMonth = month ?? 12;
  return {
    first: { year, month: firstMonth, day: day ?? 1 },
    last: { year, month: lastMonth, day: day ?? daysInMonth(year, lastMonth) },
  };
}

/**
 * The date rules that compare with other dates. A partial date is refused only when every day it
 * can stand for breaks the rule: '2026' is not in the future on 1 January 2026. A bound that is
 * not a valid date is skipped; its own field reports that.
 */
function checkDateRules(date: PartialDate, rules: DateRules): ValidationIssue | null {
  const { first, last } = dateSpan(date);
  const bound = (input: DateInput | undefined) =>
    input === undefined ? null : toCalendarDate(input);
  const today = calendarDateInBelgium(rules.today ?? new Date());
  if (rules.notInFuture && compareDates(first, today) > 0) return issue('date.future');
  const min = bound(rules.min);
  if (min && compareDates(last, min) < 0) return issue('date.notBefore', shown(min));
  const max = bound(rules.max);
  if (max && compareDates(first, max) > 0) return issue('date.notAfter', shown(max));
  const after = bound(rules.after);
  if (after && compareDates(last, after) <= 0) return issue('date.mustBeAfter', shown(after));
  const before = bound(rules.before);
  if (before && compareDates(first, before) >= 0) return issue('date.mustBeBefore', shown(before));
  return null;
}

function shown(date: CalendarDate): { date: string } {
  return { date: toDisplayDate(date) };
}

function invalidDate(rules: DateRules): ValidationIssue {
  return issue(rules.allowPartial ? 'date.invalidPartial' : 'date.invalid');
}

/** A typed date field: mandatory, DD.MM.YYYY (or partial where allowed), then the date rules. */
export function validateDate(value: string, rules: DateRules = {}): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  const date = rules.allowPartial ? parsePartialDate(value) : parseDisplayDate(value);
  return date ? checkDateRules(date, rules) : invalidDate(rules);
}

const partRequired = {
  day: 'date.dayRequired',
  month: 'date.monthRequired',
  year: 'date.yearRequired',
} as const satisfies Record<keyof DateParts, ValidationMessageKey>;

const partOrder = ['day', 'month', 'year'] as const;

/** Which part is missing, when the parts filled in do not make up a date the rules allow. */
function missingPart(parts: DateParts, allowPartial: boolean): ValidationIssue | null {
  const filled = (part: keyof DateParts) => parts[part].trim() !== '';
  if (!allowPartial) {
    const missing = partOrder.find((part) => !filled(part));
    return missing ? issue(partRequired[missing]) : null;
  }
  // A partial date is YYYY, MM-YYYY or a full date: a day needs a month, and any date needs a
  // year (which also makes the year mandatory when searching on a birth date).
  if (filled('day') && !filled('month')) return issue('date.dayWithoutMonth');
  return filled('year') ? null : issue('date.yearRequired');
}

function partsToDate(parts: DateParts): PartialDate | null {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  const twoDigits = /^\d{1,2}$/;
  if (!/^\d{4}$/.test(year)) return null;
  if (month && !twoDigits.test(month)) return null;
  if (day && !twoDigits.test(day)) return null;
  return partialDate(Number(year), month ? Number(month) : null, day ? Number(day) : null);
}

/**
 * A date group of day, month and year inputs, each with its own 'required' message. An empty
 * group only passes when `required` is false.
 */
export function validateDateParts(
  parts: DateParts,
  rules: DatePartsRules = {},
): ValidationIssue | null {
  const allowPartial = rules.allowPartial ?? false;
  const empty = partOrder.every((part) => parts[part].trim() === '');
  if (empty && rules.required === false) return null;
  const missing = missingPart(parts, allowPartial);
  if (missing) return missing;
  const date = partsToDate(parts);
  // The message speaks of the boxes, not of a format typed in one field.
  return date ? checkDateRules(date, rules) : issue('date.invalidParts');
}

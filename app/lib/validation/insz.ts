// The national register number (insz, including BIS numbers): mask, normalisation, check digits.
import { isCalendarDate, type CalendarDate } from './dates';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export const INSZ_LENGTH = 11;

/** Digits per group of the display mask 00.00.00-000.00 and the separator after each group. */
const maskGroups = [
  { size: 2, separator: '.' },
  { size: 2, separator: '.' },
  { size: 2, separator: '-' },
  { size: 3, separator: '.' },
  { size: 2, separator: '' },
] as const;

/** Besides digits, a typed or pasted number may only hold the mask's separators and spaces. */
const inszCharacters = /^[\d.\-\s]+$/;

/** Strips everything but digits; the backend only ever receives the bare 11 digits. */
export function normaliseInsz(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Shows the digits in the mask 00.00.00-000.00. Works on partial input too, so that an input can
 * reformat while the user types; digits beyond the eleventh are dropped.
 */
export function formatInsz(value: string): string {
  let digits = normaliseInsz(value).slice(0, INSZ_LENGTH);
  let formatted = '';
  for (const { size, separator } of maskGroups) {
    if (digits === '') break;
    formatted += digits.slice(0, size);
    digits = digits.slice(size);
    if (digits !== '') formatted += separator;
  }
  return formatted;
}

function checkDigits(firstNine: number): number {
  return 97 - (firstNine % 97);
}

/**
 * The century the check digits point to: people born from 2000 on have check digits computed as
 * if the number were prefixed with '2'. Null when neither check matches.
 */
function inszCentury(digits: string): 1900 | 2000 | null {
  const firstNine = Number(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  if (check === checkDigits(firstNine)) return 1900;
  if (check === checkDigits(2_000_000_000 + firstNine)) return 2000;
  return null;
}

/** The 11 digits of a well-formed number (check digits not yet verified), else null. */
function inszDigits(value: string): string | null {
  const digits = normaliseInsz(value);
  return inszCharacters.test(value) && digits.length === INSZ_LENGTH ? digits : null;
}

export function validateInsz(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  const digits = inszDigits(value);
  if (digits === null) return issue('insz.invalid');
  return inszCentury(digits) === null ? issue('insz.checkDigit') : null;
}

/** The month in a BIS number is raised by 20 (sex unknown) or 40 (sex known). */
function bisOffset(month: number): 0 | 20 | 40 {
  if (month >= 40) return 40;
  if (month >= 20) return 20;
  return 0;
}

/** A BIS number: an identification number for people not in the national register. */
export function isBisNumber(value: string): boolean {
  const digits = inszDigits(value);
  if (digits === null) return false;
  const codedMonth = Number(digits.slice(2, 4));
  const offset = bisOffset(codedMonth);
  // Month 00 stands for an unknown month, so 20 and 40 themselves are BIS months too.
  return offset !== 0 && codedMonth - offset <= 12;
}

/**
 * The birth date encoded in a valid number, or null when the number is invalid or the date is
 * not fully known (BIS numbers may carry month 00 or day 00).
 */
export function birthDateFromInsz(value: string): CalendarDate | null {
  const digits = inszDigits(value);
  const century = digits === null ? null : inszCentury(digits);
  if (digits === null || century === null) return null;
  const codedMonth = Number(digits.slice(2, 4));
  const date = {
    year: century + Number(digits.slice(0, 2)),
    month: codedMonth - bisOffset(codedMonth),
    day: Number(digits.slice(4, 6)),
  };
  return isCalendarDate(date) ? date : null;
}

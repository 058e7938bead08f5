// Validity periods: an end date not before the start and at most 3 years after it.
import { addYears, compareDates, toCalendarDate, type DateInput } from './dates';
import { issue, type ValidationIssue } from './issue';

export const VALIDITY_PERIOD_MAX_YEARS = 3;

/**
 * The end may fall on the same calendar day three years on (01.01.2024 to 01.01.2027). A date that
 * does not parse is left to the date field's own rule.
 */
export function validateValidityPeriod(start: DateInput, end: DateInput): ValidationIssue | null {
  const from = toCalendarDate(start);
  const to = toCalendarDate(end);
  if (!from || !to) return null;
  if (compareDates(to, from) < 0) return issue('validityPeriod.endBeforeStart');
  return compareDates(to, addYears(from, VALIDITY_PERIOD_MAX_YEARS)) > 0
    ? issue('validityPeriod.tooLong', { amount: VALIDITY_PERIOD_MAX_YEARS })
    : null;
}

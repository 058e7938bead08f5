// The issue date of a learning or experience proof: within one of its validity periods.
import { compareDates, toCalendarDate, type DateInput } from './dates';
import { issue, type ValidationIssue } from './issue';

/** A validity period of a proof; an open end means it is still valid. */
export interface ProofValidity {
  start: DateInput;
  end: DateInput | null;
}

function within(date: DateInput, period: ProofValidity): boolean {
  const day = toCalendarDate(date);
  const start = toCalendarDate(period.start);
  const end = period.end === null ? null : toCalendarDate(period.end);
  // A period whose end is given but unreadable cannot vouch for any date.
  if (!day || !start || (period.end !== null && !end)) return false;
  return compareDates(day, start) >= 0 && (end === null || compareDates(day, end) <= 0);
}

/**
 * Both ends of a period count as inside it. A proof without known periods gives nothing to check
 * against, and an unreadable date is left to the date field's own rule.
 */
export function validateProofIssueDate(
  issueDate: DateInput,
  periods: readonly ProofValidity[],
): ValidationIssue | null {
  if (periods.length === 0 || !toCalendarDate(issueDate)) return null;
  return periods.some((period) => within(issueDate, period))
    ? null
    : issue('proofIssueDate.outsideValidity');
}

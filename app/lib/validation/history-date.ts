// The history date of a person search: from 1901-01-01, with the 'vanaf'/'op' choice.
import { compareDates, parseIsoDate, toDisplayDate, type CalendarDate } from './dates';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export const EARLIEST_HISTORY_DATE: CalendarDate = { year: 1901, month: 1, day: 1 };
export const EARLIEST_HISTORY_DATE_ISO = '1901-01-01';

/** History from a date on ('vanaf') or as it was on one date ('op'). */
export const historyDateChoices = ['vanaf', 'op'] as const;
export type HistoryDateChoice = (typeof historyDateChoices)[number];

/**
 * The date after the user picks a choice: 'vanaf' defaults an empty date to the earliest history
 * date (all history) and keeps one already entered; 'op' needs a date of its own, so it starts
 * empty.
 */
export function historyDateForChoice(choice: HistoryDateChoice, current: string): string {
  if (choice === 'op') return '';
  return isBlank(current) ? EARLIEST_HISTORY_DATE_ISO : current;
}

/** The date (ISO YYYY-MM-DD, as the date input hands it over) is only checked with history on. */
export function validateHistoryDate(value: string, historyChosen: boolean): ValidationIssue | null {
  if (!historyChosen) return null;
  if (isBlank(value)) return issue('required');
  const date = parseIsoDate(value);
  if (!date) return issue('date.invalid');
  return compareDates(date, EARLIEST_HISTORY_DATE) < 0
    ? issue('date.notBefore', { date: toDisplayDate(EARLIEST_HISTORY_DATE) })
    : null;
}

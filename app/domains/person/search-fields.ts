// What the person search forms and screens need of the search on every page, without its rules:
// the earliest history date as the date input shows it and the family form's own name for the
// date choice. The schemas (search-schema.ts, with zod) are loaded only when a form is checked.
import { toDisplayDate } from '~/lib/validation/dates';
import { EARLIEST_HISTORY_DATE } from '~/lib/validation/history-date';

/** 'vanaf' starts at the earliest history date (01.01.1901), shown as the date input shows it. */
export const earliestHistoryDisplayDate = toDisplayDate(EARLIEST_HISTORY_DATE);

/** The family composition form's own name for the date choice. */
export const familyDateChoiceField = 'familyHistoryDateChoice';

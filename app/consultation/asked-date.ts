// A day a consultation's link asks besides its subject (the date of the facts a vehicle's holder
// is asked for, the day whose ownership state is shown first): YYYY-MM-DD in the link, DD.MM.YYYY
// on the form it is shown on again. It must be a real date, not in the future; a day that fails
// is refused before the source is asked, with its error on its own field.
import {
  calendarDateInBelgium,
  compareDates,
  isoDateToDisplay,
  parseIsoDate,
} from '~/lib/validation/dates';
import { issue } from '~/lib/validation/issue';
import type { AlsoAsked } from './subject-lookup.server';

/** The day the link's `field` asks, checked; `iso` is empty when none is asked or it failed. */
export function askedPastDate(
  url: URL,
  field: string,
  today = new Date(),
): AlsoAsked & { iso: string } {
  const iso = url.searchParams.get(field)?.trim() ?? '';
  if (iso === '') return { field, typed: '', issue: null, iso };
  const date = parseIsoDate(iso);
  const found = !date
    ? issue('date.invalid')
    : compareDates(date, calendarDateInBelgium(today)) > 0
      ? issue('date.future')
      : null;
  return { field, typed: isoDateToDisplay(iso) ?? iso, issue: found, iso: found ? '' : iso };
}

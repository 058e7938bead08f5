// The ownership history search as a zod schema shared by the browser and the server, under the
// names of the screen's URL: a capakey (typed in upper or lower case, with spaces around it) and,
// optionally, a day (DD.MM.YYYY, not in the future) whose ownership state is shown first.
import { z } from 'zod';
import { capakeySchema } from '~/lib/validation/capakey';
import { datePickerSchema } from '~/lib/validation/date-time';
import { displayDateToIso } from '~/lib/validation/dates';
import { referenceFieldSchema } from '~/lib/validation/reference';
import { isBlank } from '~/lib/validation/required';

/** The query names of the search form, and of the detail screen's own choices. */
export const historyFields = {
  capakey: 'capakey',
  date: 'datum',
  reference: 'reference',
  /** The detail screen's chosen partition (P0001) and ownership state (its id). */
  partition: 'partitie',
  state: 'toestand',
} as const;

/** The day asked for, as typed (DD.MM.YYYY, not in the future), parsed to YYYY-MM-DD or ''. */
const historyDateSchema = datePickerSchema({ required: false, notInFuture: true }).transform(
  (value) => (isBlank(value) ? '' : (displayDateToIso(value.trim()) ?? '')),
);

export function historySearchSchema({ referenceRequired }: { referenceRequired: boolean }) {
  return z.object({
    [historyFields.capakey]: capakeySchema,
    [historyFields.date]: historyDateSchema,
    [historyFields.reference]: referenceFieldSchema(referenceRequired),
  });
}

export type HistorySearch = z.output<ReturnType<typeof historySearchSchema>>;

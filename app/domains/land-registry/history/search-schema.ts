// The ownership history search as a zod schema shared by the browser and the server, under the
// names of the screen's URL: a capakey (typed in upper or lower case, with spaces around it) and,
// optionally, a day (DD.MM.YYYY, not in the future) whose ownership state is shown first.
import { z } from 'zod';
import { displayDateToIso } from '~/lib/validation/dates';
import { isBlank } from '~/lib/validation/required';
import { referenceFieldSchema, datePickerSchema, capakeySchema } from '~/lib/validation/schemas';
import { historyFields } from './search-fields';

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

// The CTPC search as a zod schema shared by the browser and the server: a code, a phone number, or
// a name with a birth date. Its own module: the phone check carries libphonenumber's metadata,
// which the other health attestation forms, loading their rules, should not download.
import { z } from 'zod';
import { validateCtpcCode } from '~/lib/validation/ctpc';
import { validateDateParts } from '~/lib/validation/dates';
import { issue, reportIssue } from '~/lib/validation/issue';
import { validateFirstName, validateSurname } from '~/lib/validation/names';
import { validatePhone } from '~/lib/validation/phone';
import { isBlank } from '~/lib/validation/required';
import { referenceFieldSchema } from '~/lib/validation/schemas';
import { ctpcFields } from './search-fields';

const optionalText = z.string().trim().default('');

/** The CTPC search: a code, or a phone number, or last name, first name and birth date. */
export function ctpcSearchSchema({ referenceRequired }: { referenceRequired: boolean }) {
  const f = ctpcFields;
  const part = z.string().default('');
  return z
    .object({
      [f.mode]: z.literal('ctpc'),
      [f.code]: optionalText,
      [f.phone]: optionalText,
      [f.lastName]: optionalText,
      [f.firstName]: optionalText,
      [f.birthDate]: z.object({ day: part, month: part, year: part }).default({
        day: '',
        month: '',
        year: '',
      }),
      [f.reference]: referenceFieldSchema(referenceRequired),
    })
    .superRefine((search, ctx) => {
      const birth = search[f.birthDate];
      const byName = [
        search[f.lastName],
        search[f.firstName],
        birth.day,
        birth.month,
        birth.year,
      ].some((value) => !isBlank(value));
      if (!byName && isBlank(search[f.code]) && isBlank(search[f.phone])) {
        reportIssue(ctx, issue('ctpc.nothingAsked'), [f.code]);
        return;
      }
      if (!isBlank(search[f.code])) reportIssue(ctx, validateCtpcCode(search[f.code]), [f.code]);
      if (!isBlank(search[f.phone])) reportIssue(ctx, validatePhone(search[f.phone]), [f.phone]);
      if (byName) {
        reportIssue(ctx, validateSurname(search[f.lastName]), [f.lastName]);
        reportIssue(ctx, validateFirstName(search[f.firstName]), [f.firstName]);
        reportIssue(ctx, validateDateParts(birth, { notInFuture: true }), [f.birthDate]);
      }
    });
}

export type CtpcSearch = z.output<ReturnType<typeof ctpcSearchSchema>>;

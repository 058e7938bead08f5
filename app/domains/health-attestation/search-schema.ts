// The health attestation screens' forms as zod schemas shared by the browser and the server, under
// the names of the screens' URLs: the attestation search (by national number, or by last name,
// first name and birth date, with its filters) and the one-dose question (a national number); the
// CTPC search's is in ctpc-search-schema.ts, with the phone numbers' metadata only it needs. A search's URL is the
// consultation's link itself, so Back, paging and sorting show it again without JavaScript.
import { z } from 'zod';
import { attestationStates, attestationTypes } from '@contracts/health-attestation-codes';
import { validateDate, validateDateParts } from '~/lib/validation/dates';
import { validateInsz } from '~/lib/validation/insz';
import { issue, reportIssue } from '~/lib/validation/issue';
import { validateFirstName, validateSurname } from '~/lib/validation/names';
import { isBlank } from '~/lib/validation/required';
import { inszSchema, referenceFieldSchema } from '~/lib/validation/schemas';
import {
  activeOnlyValue,
  attestationFields,
  EARLIEST_FILTER_DISPLAY_DATE,
  oneDoseFields,
  oneDoseValues,
  type SearchMode,
} from './search-fields';

const optionalText = z.string().trim().default('');
const filterDate = (value: string) =>
  isBlank(value) ? null : validateDate(value, { min: EARLIEST_FILTER_DISPLAY_DATE });

/**
 * A birth date as the source keeps it: the full date, or only the year when day and month are
 * unknown (a year finds only the people known by their year). A month with a year is neither.
 */
export function validateAttestationBirthDate(parts: { day: string; month: string; year: string }) {
  const found = validateDateParts(parts, { allowPartial: true, notInFuture: true });
  if (found) return found;
  const month = !isBlank(parts.month);
  const day = !isBlank(parts.day);
  return month && !day ? issue('date.yearOrFullDate') : null;
}

export interface AttestationSearchOptions {
  /** The modes the screen offers (name search only with its toggle). */
  modes: readonly SearchMode[];
  referenceRequired: boolean;
}

export function attestationSearchSchema({ modes, referenceRequired }: AttestationSearchOptions) {
  const f = attestationFields;
  const part = z.string().default('');
  return z
    .object({
      [f.mode]: z.enum(['insz', 'naam']).default('insz'),
      [f.insz]: optionalText,
      [f.lastName]: optionalText,
      [f.firstName]: optionalText,
      [f.birthDate]: z.object({ day: part, month: part, year: part }).default({
        day: '',
        month: '',
        year: '',
      }),
      [f.issuedAfter]: optionalText,
      [f.issuedBefore]: optionalText,
      [f.changedAfter]: optionalText,
      // A type or state the source does not know is not a choice.
      [f.types]: z.array(z.enum(attestationTypes)).default([]).catch([]),
      [f.states]: z.array(z.enum(attestationStates)).default([]).catch([]),
      [f.activeOnly]: z.array(z.literal(activeOnlyValue)).default([]).catch([]),
      [f.reference]: referenceFieldSchema(referenceRequired),
    })
    .superRefine((search, ctx) => {
      const mode = search[f.mode];
      if (!modes.includes(mode)) reportIssue(ctx, issue('invalid'), [f.mode]);
      if (mode === 'insz') {
        reportIssue(ctx, validateInsz(search[f.insz]), [f.insz]);
      } else {
        reportIssue(ctx, validateSurname(search[f.lastName]), [f.lastName]);
        reportIssue(ctx, validateFirstName(search[f.firstName]), [f.firstName]);
        reportIssue(ctx, validateAttestationBirthDate(search[f.birthDate]), [f.birthDate]);
      }
      reportIssue(ctx, filterDate(search[f.issuedAfter]), [f.issuedAfter]);
      const before = filterDate(search[f.issuedBefore]);
      reportIssue(
        ctx,
        before ??
          (isBlank(search[f.issuedAfter]) ||
          isBlank(search[f.issuedBefore]) ||
          filterDate(search[f.issuedAfter])
            ? null
            : validateDate(search[f.issuedBefore], { min: search[f.issuedAfter] })),
        [f.issuedBefore],
      );
      reportIssue(ctx, filterDate(search[f.changedAfter]), [f.changedAfter]);
    });
}

export type AttestationSearch = z.output<ReturnType<typeof attestationSearchSchema>>;

/** The birth date the source takes: YYYY-MM-DD, or YYYY alone. */
export function birthDateParam(parts: { day: string; month: string; year: string }): string {
  const year = parts.year.trim();
  if (isBlank(parts.day)) return year;
  return `${year}-${parts.month.trim().padStart(2, '0')}-${parts.day.trim().padStart(2, '0')}`;
}

export function oneDoseLookupSchema({ referenceRequired }: { referenceRequired: boolean }) {
  return z.object({
    [oneDoseFields.insz]: inszSchema,
    [oneDoseFields.reference]: referenceFieldSchema(referenceRequired),
  });
}

export function oneDoseChangeSchema({ referenceRequired }: { referenceRequired: boolean }) {
  return z.object({
    [oneDoseFields.insz]: inszSchema,
    [oneDoseFields.required]: z.enum(oneDoseValues),
    [oneDoseFields.reference]: referenceFieldSchema(referenceRequired),
  });
}

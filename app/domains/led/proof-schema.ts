// The form that registers one learning or experience proof, as a zod schema shared by the browser
// and the server, and the registration it makes. Its fields carry the names of the registration's
// own fields (`instelling.naam`, `geldigheidsperiodes[0].einde`), so a refusal by the source names
// the field it refuses. Every date is a group of day, month and year boxes: the issue date (not in
// the future) and one to five validity periods (a beginning, and an end that may stay open but
// does not come before the beginning). The issue date must lie within one of the periods.
import { z } from 'zod';
import {
  MAX_VALIDITY_PERIODS,
  PROOF_TEXT_MAX_LENGTH,
  type RegisterProofRequest,
} from '@contracts/led';
import {
  awardingBodyCodes,
  categoryCodes,
  proofStageCodes,
  proofTypeCodes,
  qualificationLevelCodes,
} from '@contracts/led-codes';
import type { CodeLabels } from '@contracts/person-codes';
import {
  compareDates,
  toIsoDate,
  validateDateParts,
  type CalendarDate,
  type DateParts,
} from '~/lib/validation/dates';
import { issue, reportIssue, type ValidationIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import { validateProofIssueDate } from '~/lib/validation/proof-issue-date';
import { isBlank } from '~/lib/validation/required';
import {
  stringField,
  inszSchema,
  referenceFieldSchema,
  datePartsSchema,
} from '~/lib/validation/schemas';

/** A code of its list: the select sends nothing until one is chosen. */
function codeField(list: Readonly<Record<string, CodeLabels>>) {
  return stringField((value) => {
    if (isBlank(value)) return issue('required');
    return Object.hasOwn(list, value.trim()) ? null : issue('invalid');
  }).transform((value) => value.trim());
}

const textRule = (value: string) => validateMaxLength(value.trim(), PROOF_TEXT_MAX_LENGTH);

/** A mandatory text of at most the length the source keeps. */
const requiredText = stringField((value) =>
  isBlank(value) ? issue('required') : textRule(value),
).transform((value) => value.trim());

/** The same, where it may stay empty. */
const optionalText = stringField(textRule)
  .transform((value) => value.trim())
  .optional();

/** The institution's number: digits only, at most ten. */
export function validateInstitutionNumber(value: string): ValidationIssue | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return issue('range.notANumber');
  return validateMaxLength(trimmed, 10);
}

const institutionNumber = stringField(validateInstitutionNumber)
  .transform((value) => value.trim())
  .optional();

/**
 * A date group whose boxes came as the form never sends them (a box twice) is refused by the
 * group's own rule, on the group: where the form shows a date's message.
 */
function dateGroup<Schema extends z.ZodType>(schema: Schema): Schema {
  const boxesAsText = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).map(([name, part]) => [
            name,
            part === undefined || typeof part === 'string' ? part : '?',
          ]),
        )
      : value;
  // The same input and output as the group: only what no form sends is read differently.
  return z.preprocess(boxesAsText, schema) as unknown as Schema;
}

const issueDate = dateGroup(datePartsSchema({ notInFuture: true, required: true }));
const periodBegin = dateGroup(datePartsSchema({ required: true }));
const periodEnd = dateGroup(datePartsSchema({ required: false }));

const periodSchema = z.object({ begin: periodBegin, einde: periodEnd });

/** A box of a date group as sent: text, or '' for anything else (a box sent twice). */
function box(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A date group read as a whole date when it is one (its own rules left to its field). The rules
 * between dates also read groups that failed their own rules: whatever was sent is checked here.
 */
function wholeDate(parts: Partial<DateParts> | undefined): CalendarDate | null {
  if (!parts || typeof parts !== 'object') return null;
  const filled = { day: box(parts.day), month: box(parts.month), year: box(parts.year) };
  if (validateDateParts(filled, { required: true })) return null;
  return { year: Number(filled.year), month: Number(filled.month), day: Number(filled.day) };
}

function isEmptyDate(parts: Partial<DateParts> | undefined): boolean {
  if (!parts || typeof parts !== 'object') return true;
  return [parts.day, parts.month, parts.year].every((part) => isBlank(box(part)));
}

interface PeriodsInput {
  uitreikingsdatum?: Partial<DateParts>;
  geldigheidsperiodes?: { begin?: Partial<DateParts>; einde?: Partial<DateParts> }[];
}

/**
 * The rules between the dates, checked even while other fields still fail so that one submission
 * shows them all: an end not before its beginning, and the issue date within a period (once the
 * issue date and every period are whole dates).
 */
function periodRules(value: PeriodsInput, ctx: z.RefinementCtx) {
  const periods = Array.isArray(value.geldigheidsperiodes) ? value.geldigheidsperiodes : [];
  const read = periods.map((period) => ({
    begin: wholeDate(period?.begin),
    end: isEmptyDate(period?.einde) ? null : wholeDate(period?.einde),
    endGiven: !isEmptyDate(period?.einde),
  }));
  read.forEach(({ begin, end }, index) => {
    if (begin && end && compareDates(end, begin) < 0) {
      reportIssue(ctx, issue('validityPeriod.endBeforeStart'), [
        'geldigheidsperiodes',
        index,
        'einde',
      ]);
    }
  });
  const issued = wholeDate(value.uitreikingsdatum);
  const complete = read.every(({ begin, end, endGiven }) => begin && (!endGiven || end));
  if (!issued || read.length === 0 || !complete) return;
  const outside = validateProofIssueDate(
    issued,
    read.flatMap(({ begin, end }) => (begin ? [{ start: begin, end }] : [])),
  );
  reportIssue(ctx, outside, ['uitreikingsdatum']);
}

/**
 * The form's schema, its fields in the order the form shows them. 'Uw referentie' is mandatory
 * when the role's rules demand one for registering or for the proof's detail shown next.
 */
export function proofFormSchema(referenceRequired: boolean) {
  return z
    .object({
      insz: inszSchema,
      categorie: codeField(categoryCodes),
      bewijstype: codeField(proofTypeCodes),
      bewijsstaat: codeField(proofStageCodes),
      titel: requiredText,
      studierichting: optionalText,
      instelling: z.object({ naam: requiredText, nummer: institutionNumber }),
      instantie: codeField(awardingBodyCodes),
      niveau: codeField(qualificationLevelCodes),
      uitreikingsdatum: issueDate,
      geldigheidsperiodes: z
        .array(periodSchema, { error: 'required' })
        .min(1, { error: 'required' })
        .max(MAX_VALIDITY_PERIODS, { error: 'invalid' }),
      reference: referenceFieldSchema(referenceRequired),
    })
    .superRefine(periodRules, { when: () => true });
}

export type ProofFormValues = z.output<ReturnType<typeof proofFormSchema>>;
export type ProofFormInput = z.input<ReturnType<typeof proofFormSchema>>;

/** The form's fields in the order it shows them: the error summary's order. */
export const proofFieldOrder = [
  'insz',
  'categorie',
  'bewijstype',
  'bewijsstaat',
  'titel',
  'studierichting',
  'instelling.naam',
  'instelling.nummer',
  'instantie',
  'niveau',
  'uitreikingsdatum',
] as const;

function isoOf(parts: DateParts): string {
  const date = wholeDate(parts);
  if (!date) throw new Error('a date that passed its rules is a whole date');
  return toIsoDate(date);
}

/** The registration the form's values make. */
export function toRegisterRequest(value: ProofFormValues): RegisterProofRequest {
  return {
    insz: value.insz,
    categorie: value.categorie,
    bewijstype: value.bewijstype,
    bewijsstaat: value.bewijsstaat,
    titel: value.titel,
    ...(value.studierichting ? { studierichting: value.studierichting } : {}),
    instelling: {
      naam: value.instelling.naam,
      ...(value.instelling.nummer ? { nummer: value.instelling.nummer } : {}),
    },
    instantie: value.instantie,
    niveau: value.niveau,
    uitreikingsdatum: isoOf(value.uitreikingsdatum),
    geldigheidsperiodes: value.geldigheidsperiodes.map((period) => ({
      begin: isoOf(period.begin),
      ...(isEmptyDate(period.einde) ? {} : { einde: isoOf(period.einde) }),
    })),
    ...(value.reference ? { reference: value.reference } : {}),
  };
}

/**
 * A field the source refused, as its answer names it ('geldigheidsperiodes.0.einde'), by its name
 * in the form ('geldigheidsperiodes[0].einde'); null for a name the form does not have.
 */
export function formFieldOfSourceField(path: string): string | null {
  const name = path
    .split('.')
    .map((segment, index) => (/^\d+$/.test(segment) && index > 0 ? `[${segment}]` : segment))
    .join('.')
    .replaceAll('.[', '[');
  const known: readonly string[] = proofFieldOrder;
  if (known.includes(name)) return name;
  return /^geldigheidsperiodes\[[0-4]\]\.(begin|einde)$/.test(name) ? name : null;
}

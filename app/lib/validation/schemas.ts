// The validators as zod schemas: the fields of the forms' rules (a domain's search-schema.ts) and of
// the server's checks are built from them. In a module of their own, next to the validators they
// call: a page imports the validators to mask, format and check values as they are typed, and
// carries no zod; the schemas come with a form's rules, loaded when the form is first used. So
// the validator modules hold no schema and import no zod; only the phone number's schema stays
// in phone.ts, with libphonenumber's metadata, which the CTPC search's rules alone load.
import { z } from 'zod';
import { normaliseAccountNumber, validateAccountNumber } from './account-number';
import {
  requiredLetterAddressFields,
  validateLetterAddress,
  type LetterAddressField,
} from './address';
import { normaliseCapakey, validateCapakey } from './capakey';
import { validateCtpcCode } from './ctpc';
import { validateDatePicker, type DatePickerRules } from './date-time';
import { validateDate, validateDateParts, type DatePartsRules, type DateRules } from './dates';
import { validateEmail } from './email';
import { normaliseEnterpriseNumber, validateEnterpriseNumber } from './enterprise-number';
import { validateFiche60, type Fiche60Field } from './fiche60';
import { validateBulkFile, validateLogo, validateNotificationFiles } from './files';
import { validateHistoryDate } from './history-date';
import { validateHouseNumber } from './house-number';
import { normaliseInsz, validateInsz } from './insz';
import { issue, reportIssue, type ValidationMessageKey, type Validator } from './issue';
import { validateMaxLength } from './max-length';
import { validateMonthYear } from './month-picker';
import { validateFirstName, validateName, validatePersonName, validateSurname } from './names';
import { normalisePaymentReference, validatePaymentReference } from './payment-reference';
import { normalisePlate, validateBelgianPlate, validateForeignPlate } from './plate';
import { parseRange, validateRange, type RangeRules } from './range';
import { validateReference } from './reference';
import { validateValidityPeriod } from './validity-period';
import { validateVCode } from './vcode';

/**
 * A text field checked by a validator. A missing value (not even an empty string) counts as an
 * unfilled mandatory field, so that a form that leaves the field out still gets a message.
 */
export function stringField(validate: Validator<string>) {
  return z
    .string({ error: 'required' satisfies ValidationMessageKey })
    .superRefine((value, ctx) => reportIssue(ctx, validate(value)));
}

/** Mandatory insz field; the parsed value is the bare 11 digits that are sent. */
export const inszSchema = stringField(validateInsz).transform(normaliseInsz);

export function referenceSchema(required: boolean) {
  return stringField((value) => validateReference(value, required)).transform((value) =>
    value.trim(),
  );
}

/** The field of a form: mandatory when required, otherwise it may be left out. */
export function referenceFieldSchema(required: boolean) {
  return required ? referenceSchema(true) : referenceSchema(false).optional();
}

export function dateSchema(rules: DateRules = {}) {
  return stringField((value) => validateDate(value, rules));
}

export function datePartsSchema(rules: DatePartsRules = {}) {
  // Forms send an empty part as nothing at all: it is an empty string to the group's own rules,
  // so the group reports which part is missing ('Dag is verplicht') rather than a generic error.
  const part = z.string().default('');
  return z
    .object({ day: part, month: part, year: part })
    .superRefine((parts, ctx) => reportIssue(ctx, validateDateParts(parts, rules)));
}

export function datePickerSchema(rules: DatePickerRules = {}) {
  // An empty input arrives as nothing at all; it is an empty text to the rules.
  return z
    .string()
    .default('')
    .superRefine((value, ctx) => reportIssue(ctx, validateDatePicker(value, rules)));
}

/** A list of chosen values that must not exceed the maximum (e.g. 3 municipalities). */
export function multiSelectSchema(maximum: number) {
  return z.array(z.string()).superRefine((selected, ctx) => {
    if (selected.length > maximum) {
      reportIssue(ctx, issue('multiSelect.maximumReached', { amount: maximum }));
    }
  });
}

/** The history date while history is chosen. */
export const historyDateSchema = stringField((value) => validateHistoryDate(value, true));

/** A text field with a maximum length that may be left empty. */
export function maxLengthSchema(amount: number) {
  return stringField((value) => validateMaxLength(value, amount));
}

const optionalLetterText = z.string().optional();

/** A letter address; every field may be left out, the mandatory ones then get their message. */
export const letterAddressSchema = z
  .object({
    organisatie: optionalLetterText,
    aanspreking: optionalLetterText,
    voornaam: optionalLetterText,
    naam: optionalLetterText,
    land: optionalLetterText,
    postcode_gemeente: optionalLetterText,
    postcode: optionalLetterText,
    gemeente: optionalLetterText,
    straat: optionalLetterText,
    nummer: optionalLetterText,
    bus: optionalLetterText,
    lijn2: optionalLetterText,
    regio: optionalLetterText,
  } satisfies Record<LetterAddressField, typeof optionalLetterText>)
  .superRefine((address, ctx) => {
    const missing = validateLetterAddress(address);
    for (const field of requiredLetterAddressFields) {
      reportIssue(ctx, missing[field] ?? null, [field]);
    }
  });

export const fiche60Schema = z
  .object({
    jaar: z.string(),
    kantoorNummer: z.string(),
    volgNummer: z.string(),
    typeFiche: z.string(),
    goedNummer: z.string(),
  } satisfies Record<Fiche60Field, z.ZodString>)
  .superRefine((value, ctx) => reportIssue(ctx, validateFiche60(value)));

const uploadedFile = z.object({
  name: z.string(),
  size: z.number(),
  bytes: z.instanceof(Uint8Array),
});

export const bulkFileSchema = uploadedFile.superRefine((file, ctx) =>
  reportIssue(ctx, validateBulkFile(file)),
);

export const notificationFilesSchema = z
  .array(uploadedFile)
  .superRefine((files, ctx) => reportIssue(ctx, validateNotificationFiles(files)));

export const logoSchema = uploadedFile.superRefine((file, ctx) =>
  reportIssue(ctx, validateLogo(file)),
);

/** A month/year value; `today` is read at validation time unless given (tests). */
export function monthYearSchema(today?: Date) {
  return z
    .object({ month: z.number().nullable(), year: z.number().nullable() })
    .superRefine((value, ctx) => reportIssue(ctx, validateMonthYear(value, today)));
}

export function rangeSchema(rules: RangeRules = {}) {
  return z
    .object({ min: z.string(), max: z.string() })
    .superRefine((input, ctx) => reportIssue(ctx, validateRange(input, rules)))
    .transform(parseRange);
}

/** Mandatory capakey; the parsed value is trimmed and in upper case. */
export const capakeySchema = stringField(validateCapakey).transform(normaliseCapakey);

/** Mandatory CTPC code; the parsed value is trimmed. */
export const ctpcCodeSchema = stringField(validateCtpcCode).transform((value) => value.trim());

/** Mandatory e-mail address; the parsed value is trimmed. */
export const emailSchema = stringField(validateEmail).transform((value) => value.trim());

/** Mandatory enterprise number; the parsed value is the bare 10 digits. */
export const enterpriseNumberSchema =
  stringField(validateEnterpriseNumber).transform(normaliseEnterpriseNumber);

/** Mandatory house number; the parsed value is trimmed. */
export const houseNumberSchema = stringField(validateHouseNumber).transform((value) =>
  value.trim(),
);

/** Mandatory name fields; the parsed values are trimmed. */
const trim = (value: string) => value.trim();

export const nameSchema = stringField(validateName).transform(trim);

export const personNameSchema = stringField(validatePersonName).transform(trim);

export const surnameSchema = stringField(validateSurname).transform(trim);

export const firstNameSchema = stringField(validateFirstName).transform(trim);

/** Mandatory Belgian plate; the parsed value is normalised. */
export const belgianPlateSchema = stringField(validateBelgianPlate).transform(normalisePlate);

/** Mandatory foreign plate; the parsed value is normalised. */
export const foreignPlateSchema = stringField(validateForeignPlate).transform(normalisePlate);

/** Mandatory vCode; the parsed value is trimmed. */
export const vCodeSchema = stringField(validateVCode).transform((value) => value.trim());

/** Mandatory account number; the parsed value has no spaces and upper-case letters. */
export const accountNumberSchema =
  stringField(validateAccountNumber).transform(normaliseAccountNumber);

/** Mandatory structured reference; the parsed value is the bare 12 digits. */
export const paymentReferenceSchema =
  stringField(validatePaymentReference).transform(normalisePaymentReference);

/** A start and end date in any accepted date format; the issue is reported on the end date. */
export const validityPeriodSchema = z
  .object({ start: z.string(), end: z.string() })
  .superRefine((period, ctx) =>
    reportIssue(ctx, validateValidityPeriod(period.start, period.end), ['end']),
  );

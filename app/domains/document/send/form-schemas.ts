// The send forms' schemas, shared by the browser and the server: a letter (the recipient by
// national number, by enterprise number or a free address; options; an optional payment; how it
// travels), an eBox message and an e-mail. The address itself comes from the address form and is
// checked on the server (address-check.server.ts); the attachments are read apart.
import { z } from 'zod';
import { documentLimits } from '@contracts/document-codes';
import { validateAccountNumber } from '~/lib/validation/account-number';
import { validateEmail } from '~/lib/validation/email';
import { validateEnterpriseNumber } from '~/lib/validation/enterprise-number';
import { validateInsz } from '~/lib/validation/insz';
import { issue, reportIssue, type ValidationIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import { validatePaymentReference } from '~/lib/validation/payment-reference';
import { isBlank } from '~/lib/validation/required';
import { recipientModes, letterDeliveries, sendIntents } from './form-fields';

const optionalText = (maximum: number) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) =>
      reportIssue(ctx, value ? validateMaxLength(value, maximum) : null),
    );
const requiredText = (maximum: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .superRefine((value, ctx) => reportIssue(ctx, validateMaxLength(value, maximum)));
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');
const kept = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
  z.array(z.string().max(documentLimits.fileName)).max(documentLimits.attachments),
);

/** Payment fields: both or neither, each checked by its rule. */
const checkedWhenGiven = (validate: (value: string) => ValidationIssue | null) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => reportIssue(ctx, isBlank(value) ? null : validate(value ?? '')));
const paymentFields = {
  rekeningnummer: checkedWhenGiven(validateAccountNumber),
  gestructureerdeMededeling: checkedWhenGiven(validatePaymentReference),
};
/** A national and an enterprise number, each checked when given (which one is needed: below). */
const numberFields = {
  insz: checkedWhenGiven(validateInsz),
  kbo: checkedWhenGiven(validateEnterpriseNumber),
};

function checkPayment(
  values: { rekeningnummer?: string | undefined; gestructureerdeMededeling?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const account = values.rekeningnummer ?? '';
  const reference = values.gestructureerdeMededeling ?? '';
  if (isBlank(account) === isBlank(reference)) return;
  if (isBlank(account)) reportIssue(ctx, issue('required'), ['rekeningnummer']);
  else reportIssue(ctx, issue('required'), ['gestructureerdeMededeling']);
}

const baseFields = {
  intent: z.enum(sendIntents).default('verzenden'),
  afzender: z.string({ error: 'required' }).min(1, { error: 'required' }),
  onderwerp: requiredText(documentLimits.subject),
  uwReferentie: optionalText(100),
  bijlagenVanOrigineel: kept,
  ...paymentFields,
};

export const letterFormSchema = z
  .object({
    ...baseFields,
    ontvangerWijze: z.enum(recipientModes).default('insz'),
    ...numberFields,
    organisatie: optionalText(100),
    voornaam: optionalText(48),
    naam: optionalText(128),
    aangetekend: checkbox,
    ontvangstbewijs: checkbox,
    rectoVerso: checkbox,
    prioritair: checkbox,
    verzendwijze: z.enum(letterDeliveries).default('paper'),
  })
  .superRefine((values, ctx) => {
    if (values.ontvangerWijze === 'insz' && isBlank(values.insz))
      reportIssue(ctx, issue('required'), ['insz']);
    if (values.ontvangerWijze === 'kbo' && isBlank(values.kbo))
      reportIssue(ctx, issue('required'), ['kbo']);
    // A recipient by number is looked up in the register: a consultation, logged under the
    // letter's reference, which it therefore needs.
    if (values.ontvangerWijze !== 'adres' && isBlank(values.uwReferentie))
      reportIssue(ctx, issue('required'), ['uwReferentie']);
    if (values.ontvangerWijze === 'adres' && values.verzendwijze !== 'paper')
      reportIssue(ctx, issue('invalid'), ['verzendwijze']);
    if (values.ontvangstbewijs && !values.aangetekend)
      reportIssue(ctx, issue('invalid'), ['ontvangstbewijs']);
    checkPayment(values, ctx);
  });
export type LetterFormValues = z.output<typeof letterFormSchema>;

/**
 * 'Adres ophalen' on the letter form: only the recipient's number and 'Uw referentie' are read, so
 * the register's address can be fetched before the rest of the form is filled in. Fetching it is
 * a consultation of the register, logged under the reference: the reference is required for it.
 */
export const recipientLookupSchema = z
  .object({
    ontvangerWijze: z.enum(['insz', 'kbo']).default('insz'),
    uwReferentie: optionalText(100),
    ...numberFields,
  })
  .superRefine((values, ctx) => {
    const field = values.ontvangerWijze;
    if (isBlank(values[field])) reportIssue(ctx, issue('required'), [field]);
    if (isBlank(values.uwReferentie)) reportIssue(ctx, issue('required'), ['uwReferentie']);
  });

/**
 * The eBox check: whose eBox, the number and 'Uw referentie'. The check names the person or
 * enterprise, a consultation of the register logged under the reference, which it therefore needs.
 */
export const eboxCheckSchema = z
  .object({
    eboxType: z.enum(['burger', 'onderneming']).default('burger'),
    uwReferentie: optionalText(100),
    ...numberFields,
  })
  .superRefine((values, ctx) => {
    const field = values.eboxType === 'burger' ? 'insz' : 'kbo';
    if (isBlank(values[field])) reportIssue(ctx, issue('required'), [field]);
    if (isBlank(values.uwReferentie)) reportIssue(ctx, issue('required'), ['uwReferentie']);
  });

export const eboxFormSchema = z
  .object({
    ...baseFields,
    eboxType: z.enum(['burger', 'onderneming']).default('burger'),
    ...numberFields,
    bericht: requiredText(documentLimits.message),
  })
  .superRefine((values, ctx) => {
    const field = values.eboxType === 'burger' ? 'insz' : 'kbo';
    if (isBlank(values[field])) reportIssue(ctx, issue('required'), [field]);
    checkPayment(values, ctx);
  });
export type EboxFormValues = z.output<typeof eboxFormSchema>;

export const emailFormSchema = z
  .object({
    ...baseFields,
    emailType: z.enum(['registered', 'regular']).default('regular'),
    email: z
      .string({ error: 'required' })
      .superRefine((value, ctx) => reportIssue(ctx, validateEmail(value))),
    ontvangerNaam: optionalText(128),
    bericht: requiredText(documentLimits.message),
  })
  .superRefine(checkPayment);
export type EmailFormValues = z.output<typeof emailFormSchema>;

/** The payment a form asks, in the backend's form, or null. */
export function paymentOf(values: {
  rekeningnummer?: string | undefined;
  gestructureerdeMededeling?: string | undefined;
}) {
  if (isBlank(values.rekeningnummer) || isBlank(values.gestructureerdeMededeling)) return null;
  return {
    rekeningnummer: (values.rekeningnummer ?? '').replace(/\s/g, '').toUpperCase(),
    gestructureerdeMededeling: (values.gestructureerdeMededeling ?? '').replace(/\D/g, ''),
  };
}

/** The national or enterprise number as digits. */
export const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

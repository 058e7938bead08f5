// What the send forms need on the page, without their schemas (form-schemas.ts, with zod, which
// the server checks a sent form with): the attachments' limits and field, the idempotency key's
// field, the address form's prefix, the submit buttons' intents, the recipient modes and how a
// letter travels.
import { documentLimits } from '@contracts/document-codes';
import { letterPdfLimits, type PdfLimits } from '~/lib/validation/files';

/** An eBox message's or an e-mail's attachments: 10 MB together. */
export const eboxPdfLimits: PdfLimits = {
  ...letterPdfLimits,
  maxTotalBytes: documentLimits.defaultBytes,
};

/** The name of the file input of every send form. */
export const attachmentsField = 'bijlagen';
/** The hidden field with the form's idempotency key. */
export const idempotencyKeyField = 'idempotencyKey';
/** The prefix of the address form's field names. */
export const addressPrefix = 'adres_';
/** What a send form's submit button asks. */
export const sendIntents = ['verzenden', 'adresOphalen', 'voorbeeld', 'controleer'] as const;
export type SendIntent = (typeof sendIntents)[number];

export const recipientModes = ['insz', 'kbo', 'adres'] as const;
export type RecipientMode = (typeof recipientModes)[number];
export const letterDeliveries = ['paper', 'paperAndEbox', 'automatic'] as const;
export type LetterDelivery = (typeof letterDeliveries)[number];

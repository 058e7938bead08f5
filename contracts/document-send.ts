// The document service's sending: a letter on paper, a message to a citizen's or an enterprise's
// eBox, an e-mail, a letter on paper and to the eBox (a pair of two shipments), or a letter the
// service routes itself (to the eBox when the recipient's is active, else on paper), each with up
// to six PDF attachments; the organisation's sender profiles; whether an eBox is active; and a
// list of recipients checked for their eBox. Sending to a person or an enterprise, and the eBox
// check, are consultations written to the legal log.
import { z } from 'zod';
import { referenceText } from './consultation';
import {
  channels,
  documentLimits,
  eboxTypes,
  emailTypes,
  letterAddressSchema,
  letterOptionsSchema,
  messageIdParam,
  paymentSchema,
  senderProfileSchema,
} from './document';
import { documentPermissions } from './document-permissions';
import { anyOf, defineCall } from './http';

const base = '/sss/api/backend/document';

const insz = z.string().regex(/^\d{11}$/, { error: 'must be 11 digits' });
const kbo = z.string().regex(/^[01]\d{9}$/, { error: 'must be 10 digits, the first 0 or 1' });
const text = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum)
    .refine((value) => !value.includes('\u0000'), { error: 'must not contain a NUL character' });
const optionalText = (maximum: number) => text(maximum).default('');

/** What every shipment carries besides its recipient. */
const shipmentBase = z.object({
  /** The sender profile (its id from geefAfzenders) the shipment is sent under. */
  afzender: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'must be a sender profile id' }),
  onderwerp: text(documentLimits.subject).pipe(z.string().min(1)),
  /** 'Uw referentie': kept with the shipment and in the legal log, never printed. */
  uwReferentie: referenceText.optional(),
  betaling: paymentSchema.nullable().default(null),
  /** The shipment this one sends again, when it is a resend. */
  herverzendingVan: messageIdParam.nullable().default(null),
  /** For a resend: the names of the original's attachments it carries again (copied by the service). */
  bijlagenVanOrigineel: z
    .array(z.string().min(1).max(documentLimits.fileName))
    .max(documentLimits.attachments)
    .default([]),
});

/**
 * A letter's recipient: a person (national number) or an enterprise (enterprise number) whose
 * address the sender may have edited, or a free address.
 */
export const letterRecipientSchema = z.object({
  insz: insz.nullable().default(null),
  kbo: kbo.nullable().default(null),
  adres: letterAddressSchema,
});

/** A letter on paper, on paper and to the eBox, or routed by the service. */
export const sendLetterRequest = shipmentBase.extend({
  ontvanger: letterRecipientSchema,
  opties: letterOptionsSchema,
});
export type SendLetterRequest = z.input<typeof sendLetterRequest>;

/** A message to a citizen's or an enterprise's eBox. */
export const sendEboxRequest = shipmentBase.extend({
  ontvanger: z.object({ eboxType: z.enum(eboxTypes), nummer: z.string().regex(/^\d{10,11}$/) }),
  bericht: text(documentLimits.message).pipe(z.string().min(1)),
});
export type SendEboxRequest = z.input<typeof sendEboxRequest>;

/** An e-mail, registered (the recipient acknowledges receipt) or regular. */
export const sendEmailRequest = shipmentBase.extend({
  emailType: z.enum(emailTypes),
  ontvanger: z.object({ email: z.email().max(254), naam: optionalText(128) }),
  bericht: text(documentLimits.message).pipe(z.string().min(1)),
});
export type SendEmailRequest = z.input<typeof sendEmailRequest>;

/** What a send answers: the shipment (or, for paper + eBox, the pair) and how it travels. */
export const sendResponse = z.object({
  berichtIds: z.array(z.uuid()).min(1).max(2),
  verzendwijze: z.enum(channels),
});
export type SendResponse = z.infer<typeof sendResponse>;

const attachmentFiles = (maxTotalBytes: number) => ({
  field: 'bijlagen',
  maxFiles: documentLimits.attachments,
  maxTotalBytes,
});

/** A letter on paper. */
export const sendLetter = defineCall({
  id: 'verstuurBrief',
  method: 'POST',
  path: `${base}/verstuur/brief`,
  access: anyOf(documentPermissions.letter),
  files: attachmentFiles(documentLimits.letterBytes),
  request: sendLetterRequest,
  response: sendResponse,
});

/** A letter on paper and the same to the recipient's eBox (which must be active): a pair. */
export const sendPaperAndEbox = defineCall({
  id: 'verstuurPaperAndEbox',
  method: 'POST',
  path: `${base}/verstuur/paperAndEbox`,
  access: anyOf(documentPermissions.letter),
  files: attachmentFiles(documentLimits.letterBytes),
  request: sendLetterRequest,
  response: sendResponse,
});

/** A letter the service routes: to the eBox when the recipient's is active, else on paper. */
export const sendAutomatic = defineCall({
  id: 'verstuurAutomatisch',
  method: 'POST',
  path: `${base}/verstuur/automatic`,
  access: anyOf(documentPermissions.letter),
  files: attachmentFiles(documentLimits.letterBytes),
  request: sendLetterRequest,
  response: sendResponse,
});

/** A message to an eBox: a citizen's needs verstuurEboxBurger, an enterprise's the other. */
export const sendEbox = defineCall({
  id: 'verstuurEbox',
  method: 'POST',
  path: `${base}/verstuur/ebox`,
  access: anyOf(documentPermissions.ebox),
  files: attachmentFiles(documentLimits.defaultBytes),
  request: sendEboxRequest,
  response: sendResponse,
});

/** An e-mail. */
export const sendEmail = defineCall({
  id: 'verstuurEmail',
  method: 'POST',
  path: `${base}/verstuur/email`,
  access: anyOf(documentPermissions.email),
  files: attachmentFiles(documentLimits.defaultBytes),
  request: sendEmailRequest,
  response: sendResponse,
});

export const getSenderProfiles = defineCall({
  id: 'geefAfzenders',
  method: 'GET',
  path: `${base}/afzenders`,
  access: anyOf(documentPermissions.any),
  response: z.array(senderProfileSchema),
});

/** Whether a citizen's or an enterprise's eBox is active (a consultation: it names a person). */
export const eboxActive = defineCall({
  id: 'geefEboxActief',
  method: 'GET',
  path: `${base}/ebox/actief/:eboxType/:nummer`,
  // A role that may write to an eBox of either kind; the kind asked needs its own permission.
  access: anyOf(documentPermissions.ebox),
  params: z.object({
    eboxType: z.enum(eboxTypes),
    nummer: z.string().regex(/^\d{10,11}$/, { error: 'must be 10 or 11 digits' }),
  }),
  // It names the person or enterprise: a consultation of the register, like an address lookup
  // (logged under the message's reference, counted against the same quota).
  query: z.object({ uwReferentie: z.string().trim().min(1).max(100) }),
  response: z.object({
    actief: z.boolean(),
    /** Since when it is active. */
    sinds: z.iso.date().nullable(),
    /** The person's or enterprise's name, to show whom the check was about. */
    naam: z.string(),
  }),
});

/** A recipient of a list: a national or an enterprise number, and what the service knows. */
export const listedRecipientSchema = z.object({
  lijn: z.number().int().min(1),
  nummer: z.string(),
  eboxType: z.enum(eboxTypes).nullable(),
  naam: z.string().nullable(),
  eboxActief: z.boolean().nullable(),
  fout: z.string().nullable(),
});

/** A list of recipients (one national or enterprise number per line): who has an active eBox. */
export const uploadRecipients = defineCall({
  id: 'uploadOntvangers',
  method: 'POST',
  path: `${base}/ontvanger/upload`,
  access: anyOf(documentPermissions.send),
  files: { field: 'bestand', maxFiles: 1, maxTotalBytes: 10 * 1024 * 1024 },
  request: z.object({}),
  response: z.object({ ontvangers: z.array(listedRecipientSchema).max(1000) }),
});

/** The same list as a workbook. */
export const downloadRecipients = defineCall({
  id: 'downloadOntvangers',
  method: 'POST',
  path: `${base}/ontvanger/download`,
  access: anyOf(documentPermissions.send),
  answersFile: true,
  request: z.object({
    ontvangers: z
      .array(z.string().regex(/^\d{10,11}$/))
      .min(1)
      .max(1000),
  }),
  response: undefined,
});

/** The first page of a PDF as a PNG image, to check a letter before it is sent. */
export const previewAttachment = defineCall({
  id: 'voorbeeldBijlage',
  method: 'POST',
  path: `${base}/voorbeeld`,
  access: anyOf(documentPermissions.send),
  answersFile: true,
  files: { field: 'bestand', maxFiles: 1, maxTotalBytes: documentLimits.letterBytes },
  request: z.object({ breedte: z.number().int().min(200).max(1200).default(600) }),
  response: undefined,
});

/**
 * A letter's recipient by number: the person's name and main residence, or the enterprise's name
 * and seat, to prefill the letter's address (a consultation: it names a person).
 */
export const recipientAddress = defineCall({
  id: 'geefOntvangerAdres',
  method: 'GET',
  path: `${base}/ontvanger/adres/:eboxType/:nummer`,
  access: anyOf(documentPermissions.letter),
  params: z.object({
    eboxType: z.enum(eboxTypes),
    nummer: z.string().regex(/^\d{10,11}$/, { error: 'must be 10 or 11 digits' }),
  }),
  // A lookup is a consultation of the register: logged under the letter's reference, which it
  // therefore needs, and counted against the user's hourly quota (registerLookupQuota).
  query: z.object({ uwReferentie: z.string().trim().min(1).max(100) }),
  response: z.object({ naam: z.string(), adres: letterAddressSchema.nullable() }),
});

/**
 * Register lookups (an address for a letter, an eBox check) one user may make in an hour, across
 * the backend's instances.
 */
export const registerLookupQuota = { perHour: 60 } as const;

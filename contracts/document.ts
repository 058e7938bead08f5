// The document service (documentendienst), its shipments: searching the organisation's shipments,
// one shipment with its status history, its attachments and its proof of posting, and its latest
// status. A shipment belongs to the organisation whose profile sent it: another organisation's
// shipment is not found. Reading a shipment to a person or an enterprise is a consultation written
// to the legal log. Sending is contracts/document-send.ts; the shapes both use are here.
import { z } from 'zod';
import {
  channels,
  deliveryTypes,
  documentLimits,
  eboxTypes,
  emailTypes,
  shipmentStatuses,
} from './document-codes';
import { documentPermissions } from './document-permissions';
import { anyOf, defineCall, pageSchema, pagingQuery } from './http';

export * from './document-codes';
export { documentPermissions } from './document-permissions';

const base = '/sss/api/backend/document';

/** A shipment's id, as the service gives it (a UUID). */
export const messageIdParam = z.uuid({ error: 'must be a shipment id (a UUID)' });
export const shipmentParams = z.object({ id: messageIdParam });

const text = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum)
    .refine((value) => !value.includes('\u0000'), { error: 'must not contain a NUL character' });
const optionalText = (maximum: number) => text(maximum).default('');

/**
 * A letter's address (a sender's or a recipient's): the postal code, the municipality and the
 * street are required, the rest may be empty. `land` is an ISO 3166 code ('BE').
 */
export const letterAddressSchema = z.object({
  organisatie: optionalText(100),
  aanspreking: optionalText(50),
  voornaam: optionalText(48),
  naam: optionalText(128),
  land: z.string().regex(/^[A-Z]{2}$/, { error: 'must be an ISO country code' }),
  postcode: text(12).pipe(z.string().min(1)),
  gemeente: text(100).pipe(z.string().min(1)),
  straat: text(100).pipe(z.string().min(1)),
  nummer: optionalText(10),
  bus: optionalText(10),
  lijn2: optionalText(100),
  regio: optionalText(100),
});
export type LetterAddressValue = z.infer<typeof letterAddressSchema>;

/** A letter's options; an acknowledgement of receipt needs a registered letter. */
export const letterOptionsSchema = z
  .object({
    aangetekend: z.boolean().default(false),
    ontvangstbewijs: z.boolean().default(false),
    rectoVerso: z.boolean().default(false),
    prioritair: z.boolean().default(false),
  })
  .refine((options) => !options.ontvangstbewijs || options.aangetekend, {
    path: ['ontvangstbewijs'],
    error: 'an acknowledgement of receipt needs a registered letter',
  });
export type LetterOptionsValue = z.infer<typeof letterOptionsSchema>;

/** A payment the recipient is asked to make: the account, the structured reference, the amount. */
export const paymentSchema = z.object({
  rekeningnummer: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, {
    error: 'must be an account number (IBAN) without spaces',
  }),
  gestructureerdeMededeling: z.string().regex(/^\d{12}$/, { error: 'must be 12 digits' }),
  /** In euro cents. */
  bedragInCent: z.number().int().min(1).max(100_000_000).nullable().default(null),
});
export type PaymentValue = z.infer<typeof paymentSchema>;

/** A sender profile of the caller's organisation: the name and return address letters carry. */
export const senderProfileSchema = z.object({
  id: z.string(),
  naam: z.string(),
  adres: letterAddressSchema,
});
export type SenderProfile = z.infer<typeof senderProfileSchema>;

/** A status the shipment reached, and when. */
export const statusEventSchema = z.object({
  status: z.enum(shipmentStatuses),
  op: z.iso.datetime({ offset: true }),
});

const recipientSummary = z.object({
  naam: z.string(),
  insz: z.string().nullable(),
  kbo: z.string().nullable(),
  email: z.string().nullable(),
  adres: letterAddressSchema.nullable(),
});

/** A shipment as the search lists it. */
export const shipmentSummarySchema = z.object({
  id: z.uuid(),
  kanaal: z.enum(channels),
  /** Whose eBox, for an eBox shipment. */
  eboxType: z.enum(eboxTypes).nullable(),
  /** The other shipment of a paper + eBox pair. */
  gekoppeldId: z.uuid().nullable(),
  onderwerp: z.string(),
  uwReferentie: z.string().nullable(),
  ontvanger: recipientSummary,
  status: z.enum(shipmentStatuses),
  statusOp: z.iso.datetime({ offset: true }),
  aangemaaktOp: z.iso.datetime({ offset: true }),
});
export type ShipmentSummary = z.infer<typeof shipmentSummarySchema>;

export const attachmentSchema = z.object({
  naam: z.string(),
  grootte: z.number().int().min(0),
  paginas: z.number().int().min(1),
});

/** A shipment whole. */
export const shipmentSchema = shipmentSummarySchema.extend({
  gevraagdeVerzendwijze: z.enum(deliveryTypes),
  emailType: z.enum(emailTypes).nullable(),
  afzender: senderProfileSchema,
  verzondenDoor: z.string(),
  bericht: z.string().nullable(),
  opties: z.object({
    aangetekend: z.boolean(),
    ontvangstbewijs: z.boolean(),
    rectoVerso: z.boolean(),
    prioritair: z.boolean(),
  }),
  betaling: paymentSchema.nullable(),
  bijlagen: z.array(attachmentSchema),
  historiek: z.array(statusEventSchema),
  /** The postal service's track and trace, from the hand-over until two days later. */
  trackAndTrace: z.object({ code: z.string(), url: z.url() }).nullable(),
  /** Whether a proof of posting can be downloaded (a letter handed to the postal service). */
  attestBeschikbaar: z.boolean(),
  herverzendingVan: z.uuid().nullable(),
  herverzendingen: z.array(z.uuid()),
  /**
   * The links an e-mail's recipient downloads its attachments with (the public download): until
   * when each is valid and how often it was used. The token is in the e-mail only.
   */
  downloadLinks: z.array(
    z.object({
      bijlage: z.string(),
      geldigTot: z.iso.datetime({ offset: true }),
      downloads: z.number().int().min(0),
      laatsteDownload: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentOrderFields = ['aangemaaktOp', 'status', 'onderwerp', 'ontvanger'] as const;

/** The organisation's shipments: every filter is optional; the period is of the creation date. */
export const searchShipments = defineCall({
  id: 'zoekVerzending',
  method: 'POST',
  path: `${base}/zoek`,
  access: anyOf(documentPermissions.search),
  request: z
    .object({
      uwReferentie: optionalText(100),
      /** A national number, an enterprise number, an e-mail address or part of a name. */
      ontvanger: optionalText(128),
      van: z.iso.date().nullable().default(null),
      tot: z.iso.date().nullable().default(null),
      kanaal: z.enum(channels).nullable().default(null),
      status: z.enum(shipmentStatuses).nullable().default(null),
      ...pagingQuery(shipmentOrderFields, { orderBy: 'aangemaaktOp', order: 'Desc', take: 20 }),
    })
    .refine((search) => !search.van || !search.tot || search.van <= search.tot, {
      path: ['tot'],
      error: 'the end must not be before the start',
    }),
  response: pageSchema(shipmentSummarySchema),
});

export const getShipment = defineCall({
  id: 'geefVerzending',
  method: 'GET',
  path: `${base}/:id`,
  access: anyOf(documentPermissions.search),
  params: shipmentParams,
  response: shipmentSchema,
});

export const downloadAttachment = defineCall({
  id: 'downloadBijlage',
  method: 'GET',
  path: `${base}/:id/downloadAttachment`,
  access: anyOf(documentPermissions.search),
  answersFile: true,
  params: shipmentParams,
  query: z.object({ attachmentName: z.string().min(1).max(documentLimits.fileName) }),
  response: undefined,
});

/** The proof of posting of a letter handed to the postal service (a PDF the service renders). */
export const downloadProofOfPosting = defineCall({
  id: 'downloadAttest',
  method: 'GET',
  path: `${base}/:id/attest`,
  access: anyOf(documentPermissions.search),
  answersFile: true,
  params: shipmentParams,
  response: undefined,
});

/** Asks the postal service (or the eBox, or the mail server) for the shipment's latest status. */
export const refreshStatus = defineCall({
  id: 'geefStatus',
  method: 'POST',
  path: `${base}/:id/status`,
  access: anyOf(documentPermissions.search),
  params: shipmentParams,
  response: z.object({
    status: z.enum(shipmentStatuses),
    historiek: z.array(statusEventSchema),
  }),
});

// The document service's codes: how a shipment travels, the statuses it passes, the options of a
// letter and the kinds of e-mail. Their labels in both languages live in
// app/lib/code-lists/document.ts.

/** What the sender asks for: paper, the eBox, both, or the eBox when it is active and else paper. */
export const deliveryTypes = ['paper', 'ebox', 'paperAndEbox', 'automatic', 'email'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

/** How one shipment travels: a paper + eBox request is two shipments, one of each, as a pair. */
export const channels = ['paper', 'ebox', 'email'] as const;
export type Channel = (typeof channels)[number];

/** Whose eBox: a citizen's (national number) or an enterprise's (enterprise number). */
export const eboxTypes = ['burger', 'onderneming'] as const;
export type EboxType = (typeof eboxTypes)[number];

/** Registered e-mail asks the recipient to acknowledge receipt; regular e-mail does not. */
export const emailTypes = ['registered', 'regular'] as const;
export type EmailType = (typeof emailTypes)[number];

/**
 * The statuses a shipment passes, in the order a channel passes them:
 * - paper: created → printed → handedOver (to the postal service) → delivered, or returned;
 * - eBox: created → delivered (in the eBox) → read;
 * - e-mail: created → sent → delivered, or bounced.
 */
export const shipmentStatuses = [
  'created',
  'printed',
  'handedOver',
  'sent',
  'delivered',
  'read',
  'returned',
  'bounced',
] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export const statusesOfChannel: Readonly<Record<Channel, readonly ShipmentStatus[]>> = {
  paper: ['created', 'printed', 'handedOver', 'delivered', 'returned'],
  ebox: ['created', 'delivered', 'read'],
  email: ['created', 'sent', 'delivered', 'bounced'],
};

/** A status after which nothing changes any more. */
export const finalStatuses: readonly ShipmentStatus[] = ['read', 'returned', 'bounced'];

/** A letter's options: registered (with or without acknowledgement of receipt), duplex, priority. */
export const letterOptions = [
  'aangetekend',
  'ontvangstbewijs',
  'rectoVerso',
  'prioritair',
] as const;
export type LetterOption = (typeof letterOptions)[number];

/** The source's own error answers. */
export const documentErrorCodes = {
  /** No shipment with this id for the caller's organisation. */
  shipmentNotFound: '50001',
  /** The postal service cannot tell the status now. */
  statusUnavailable: '50002',
  /** An attachment is not a PDF that may be sent (not a PDF, damaged, encrypted, active content). */
  attachmentRefused: '50003',
  /** The recipient has no active eBox. */
  eboxInactive: '50004',
  /** The national or enterprise number is not known. */
  recipientUnknown: '50005',
  /** No proof of posting yet: the letter was not handed to the postal service. */
  proofNotAvailable: '50006',
  /** The role may not resend this shipment. */
  resendRefused: '50007',
  /** A public download's link is wrong, expired or used up. */
  downloadLinkInvalid: '50008',
  /** The captcha's answer is wrong or expired. */
  captchaFailed: '50009',
  /** Two attachments of one shipment have the same name (once cleaned: contracts/attachment-name.ts). */
  attachmentNameTwice: '50010',
  /** The user made as many register lookups (addresses, eBox checks) as an hour allows. */
  lookupQuotaUsed: '50011',
} as const;

/** Limits of the document service. */
export const documentLimits = {
  /** The most attachments of one shipment. */
  attachments: 6,
  /** All attachments of one letter together, with the 30 MB toggle on. */
  letterBytes: 30 * 1024 * 1024,
  /** All attachments of one letter together, with the 30 MB toggle off, and of an eBox or e-mail. */
  defaultBytes: 10 * 1024 * 1024,
  /** An attachment's file name, extension included. */
  fileName: 128,
  /** A subject. */
  subject: 200,
  /** The text of an eBox message or an e-mail (the editor's limit). */
  message: 993,
  /** How long the track and trace link stays after the letter was handed over, in days. */
  trackAndTraceDays: 2,
} as const;

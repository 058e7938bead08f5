// Push notifications: an organisation's members (citizens registered by national number) and
// their devices (the receivers), its groups, and the notifications it sends to one member, to
// all, to a group or as a test to phone numbers, each delivery recorded per device. Sending to
// many devices is a durable job: the send call answers at once with the notification, whose
// delivery counts grow while the job runs. Sending by file is push-notification-bulk.ts.
import { z } from 'zod';
import { anyOf, defineCall, pageSchema, pagingQuery } from './http';
import { hasInszCheckDigits } from './person';
import {
  audienceKinds,
  deliveryOutcomes,
  devicePlatforms,
  deviceStatuses,
  deviceStatusFilters,
  imageContentTypes,
  notificationLanguages,
  pushErrorCodes,
  pushLimits,
} from './push-notification-codes';
import { pushPermissions } from './push-notification-permissions';

export * from './push-notification-codes';
export { pushPermissions } from './push-notification-permissions';

const base = '/api/v1/push';
const notificationAccess = anyOf(pushPermissions.notifications);
const receiverAccess = anyOf(pushPermissions.receivers);

const moment = z.iso.datetime({ offset: true });
const text = (maximum: number) => z.string().trim().max(maximum);
const httpsUrl = z
  .url({ protocol: /^https$/, error: 'must be an https address' })
  .max(pushLimits.url);

/** A national number: eleven digits with their check digits. */
export const memberInsz = z
  .string()
  .regex(/^\d{11}$/, { error: 'must be 11 digits' })
  .refine(hasInszCheckDigits, { error: 'the check digits do not match' });

/** A phone number in international form (+32470123456); the backend checks it is a real one. */
export const internationalPhoneNumber = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, { error: 'must be in international form, e.g. +32470123456' });

/** One language's content: a title, optionally a subtitle, the message (HTML), a link, an image. */
export const notificationTextSchema = z.object({
  titel: text(pushLimits.title).min(1),
  subtitel: text(pushLimits.subtitle).default(''),
  /** The message as the editor's allow-listed HTML; at most 993 characters of text. */
  bericht: z.string().min(1).max(pushLimits.messageHtml),
  url: httpsUrl.nullable().default(null),
  afbeelding: httpsUrl.nullable().default(null),
});
export type NotificationText = z.infer<typeof notificationTextSchema>;

/** A notification's content: Dutch always, French, German and English when written. */
export const notificationContentSchema = z.object({
  nl: notificationTextSchema,
  fr: notificationTextSchema.nullable().default(null),
  de: notificationTextSchema.nullable().default(null),
  en: notificationTextSchema.nullable().default(null),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;
export type NotificationContentInput = z.input<typeof notificationContentSchema>;

const reference = z.object({ id: z.uuid(), naam: z.string() });

export const deviceSchema = z.object({
  id: z.uuid(),
  platform: z.enum(devicePlatforms),
  appVersie: z.string(),
  status: z.enum(deviceStatuses),
  geregistreerd: moment,
  laatstGezien: moment.nullable(),
  /** Failed deliveries in a row (at three the device is inactive). */
  mislukt: z.number().int().min(0),
});
export type Device = z.infer<typeof deviceSchema>;

export const groupSchema = z.object({
  id: z.uuid(),
  naam: z.string(),
  beschrijving: z.string(),
  leden: z.number().int().min(0),
});
export type Group = z.infer<typeof groupSchema>;

export const memberSummarySchema = z.object({
  id: z.uuid(),
  insz: z.string(),
  naam: z.string(),
  voornaam: z.string(),
  telefoon: z.string().nullable(),
  email: z.string().nullable(),
  /** The member's devices per status (statuses without devices left out). */
  toestellen: z.partialRecord(z.enum(deviceStatuses), z.number().int().min(1)),
  aangemaakt: moment,
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberSchema = memberSummarySchema.extend({
  groepen: z.array(reference),
  apparaten: z.array(deviceSchema),
  /** Notifications delivered to (or tried on) the member's devices: such a member stays. */
  meldingen: z.number().int().min(0),
  gewijzigd: moment,
});
export type Member = z.infer<typeof memberSchema>;

/** What a member is registered with; the national number cannot change afterwards. */
export const memberRequestSchema = z.object({
  naam: text(pushLimits.memberName).min(1),
  voornaam: text(pushLimits.memberName).min(1),
  telefoon: internationalPhoneNumber.nullable().default(null),
  email: z.email().max(pushLimits.email).nullable().default(null),
  groepen: z.array(z.uuid()).max(pushLimits.memberGroups).default([]),
});

export const memberOrderFields = ['naam', 'aangemaakt'] as const;

export const memberParams = z.object({ lid: z.uuid() });
export const deviceParams = z.object({ toestel: z.uuid() });
export const notificationParams = z.object({ notificatie: z.uuid() });
export const imageParams = z.object({ afbeelding: z.uuid() });

/**
 * GET members: the organisation's members, by name or national number and device status. Who
 * sends notifications searches them too, to choose the member a notification goes to.
 */
export const searchMembers = defineCall({
  id: 'zoekLeden',
  method: 'GET',
  path: `${base}/members`,
  access: anyOf([...pushPermissions.notifications, ...pushPermissions.receivers]),
  query: z.object({
    /** Part of a name, or a national number (digits, with or without separators). */
    zoek: text(100).default(''),
    status: z.enum(deviceStatusFilters).default('all'),
    groep: z.uuid().optional(),
    ...pagingQuery(memberOrderFields, { orderBy: 'naam', order: 'Asc', take: 20 }),
  }),
  response: pageSchema(memberSummarySchema),
});

export const createMember = defineCall({
  id: 'maakLid',
  method: 'POST',
  path: `${base}/members`,
  access: receiverAccess,
  request: memberRequestSchema.extend({ insz: memberInsz }),
  response: memberSchema,
});

export const getMember = defineCall({
  id: 'geefLid',
  method: 'GET',
  path: `${base}/members/:lid`,
  access: receiverAccess,
  params: memberParams,
  response: memberSchema,
});

export const updateMember = defineCall({
  id: 'wijzigLid',
  method: 'PUT',
  path: `${base}/members/:lid`,
  access: receiverAccess,
  params: memberParams,
  request: memberRequestSchema,
  response: memberSchema,
});

/** Deletes a member no notification reached yet (409 otherwise); 204. */
export const deleteMember = defineCall({
  id: 'verwijderLid',
  method: 'DELETE',
  path: `${base}/members/:lid`,
  access: receiverAccess,
  params: memberParams,
  response: undefined,
});

export const receiverSchema = deviceSchema.extend({ lid: reference });

/** GET receivers: the organisation's devices, with their member. */
export const searchReceivers = defineCall({
  id: 'zoekOntvangers',
  method: 'GET',
  path: `${base}/receivers`,
  access: receiverAccess,
  query: z.object({
    status: z.enum(deviceStatusFilters).default('all'),
    lid: z.uuid().optional(),
    ...pagingQuery(['geregistreerd', 'laatstGezien'], {
      orderBy: 'geregistreerd',
      order: 'Desc',
      take: 20,
    }),
  }),
  response: pageSchema(receiverSchema),
});

/** Removes a device: its status becomes cancelled (409 when it cannot be removed). */
export const removeReceiver = defineCall({
  id: 'verwijderOntvanger',
  method: 'DELETE',
  path: `${base}/receiver/:toestel`,
  access: receiverAccess,
  params: deviceParams,
  response: receiverSchema,
});

/** The groups: to send to one, and to place a member in them. */
export const getGroups = defineCall({
  id: 'geefGroepen',
  method: 'GET',
  path: `${base}/groups`,
  access: anyOf([...pushPermissions.notifications, ...pushPermissions.receivers]),
  response: z.array(groupSchema),
});

/** Whom a send would reach: the members and their reachable devices. */
export const audienceQuery = z
  .object({
    doelgroep: z.enum(['allen', 'groep', 'lid']),
    groep: z.uuid().optional(),
    lid: z.uuid().optional(),
  })
  .refine((query) => query.doelgroep !== 'groep' || query.groep !== undefined, {
    path: ['groep'],
    error: 'a group is needed',
  })
  .refine((query) => query.doelgroep !== 'lid' || query.lid !== undefined, {
    path: ['lid'],
    error: 'a member is needed',
  });

export const getAudience = defineCall({
  id: 'geefDoelgroep',
  method: 'GET',
  path: `${base}/notify/audience`,
  access: notificationAccess,
  query: audienceQuery,
  response: z.object({
    leden: z.number().int().min(0),
    toestellen: z.number().int().min(0),
    /** The member's name ("first name family name") or the group's; null for everyone. */
    naam: z.string().nullable(),
  }),
});

export const notificationSummarySchema = z.object({
  id: z.uuid(),
  doelgroep: z.object({
    soort: z.enum(audienceKinds),
    lid: reference.nullable(),
    groep: reference.nullable(),
    /** The file's name (bulk) or the phone numbers (test). */
    omschrijving: z.string().nullable(),
  }),
  talen: z.array(z.enum(notificationLanguages)),
  titel: z.string(),
  verstuurd: moment,
  verstuurdDoor: z.string(),
  /** The devices the send was made for. */
  toestellen: z.number().int().min(0),
  afgeleverd: z.number().int().min(0),
  mislukt: z.number().int().min(0),
  inactief: z.number().int().min(0),
  /** Devices not yet tried (the job still runs). */
  bezig: z.number().int().min(0),
  /**
   * Lines of the file had content of their own: what each of their members got is that line's,
   * not the content shown (the file's common content, or its first line's).
   */
  inhoudPerRegel: z.boolean(),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

export const notificationSchema = notificationSummarySchema.extend({
  inhoud: notificationContentSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const sendToMember = defineCall({
  id: 'notificeerOntvanger',
  method: 'POST',
  path: `${base}/notify/receiver`,
  access: notificationAccess,
  request: z.object({ lid: z.uuid(), notificatie: notificationContentSchema }),
  response: notificationSummarySchema,
});

export const sendToAll = defineCall({
  id: 'notificeerAllen',
  method: 'POST',
  path: `${base}/notify/all`,
  access: notificationAccess,
  request: z.object({ notificatie: notificationContentSchema }),
  response: notificationSummarySchema,
});

export const sendToGroup = defineCall({
  id: 'notificeerGroep',
  method: 'POST',
  path: `${base}/notify/group`,
  access: notificationAccess,
  request: z.object({ groep: z.uuid(), notificatie: notificationContentSchema }),
  response: notificationSummarySchema,
});

/** A test: the members registered with these phone numbers get it on their devices at once. */
export const sendTest = defineCall({
  id: 'notificeerTest',
  method: 'POST',
  path: `${base}/notify/test`,
  access: notificationAccess,
  request: z.object({
    notificatie: notificationContentSchema,
    telefoonnummers: z.array(internationalPhoneNumber).min(1).max(pushLimits.testPhoneNumbers),
  }),
  response: z.object({
    melding: notificationSummarySchema,
    nummers: z.array(
      z.object({
        telefoonnummer: z.string(),
        toestellen: z.number().int().min(0),
        afgeleverd: z.number().int().min(0),
      }),
    ),
  }),
});

export const notificationOrderFields = ['verstuurd'] as const;

export const searchNotifications = defineCall({
  id: 'zoekNotificaties',
  method: 'GET',
  path: `${base}/notifications`,
  access: notificationAccess,
  query: z.object({
    /** The notification a job delivers (a send's or a file's job). */
    opdracht: z.uuid().optional(),
    ...pagingQuery(notificationOrderFields, { orderBy: 'verstuurd', order: 'Desc', take: 20 }),
  }),
  response: pageSchema(notificationSummarySchema),
});

export const getNotification = defineCall({
  id: 'geefNotificatie',
  method: 'GET',
  path: `${base}/notifications/:notificatie`,
  access: notificationAccess,
  params: notificationParams,
  response: notificationSchema,
});

export const deliverySchema = z.object({
  toestel: z.object({
    id: z.uuid(),
    platform: z.enum(devicePlatforms),
    status: z.enum(deviceStatuses),
  }),
  lid: reference,
  uitkomst: z.enum(deliveryOutcomes),
  tijdstip: moment,
});
export type Delivery = z.infer<typeof deliverySchema>;

export const getDeliveries = defineCall({
  id: 'geefAfleveringen',
  method: 'GET',
  path: `${base}/notifications/:notificatie/deliveries`,
  access: notificationAccess,
  params: notificationParams,
  query: z.object({
    uitkomst: z.enum(deliveryOutcomes).optional(),
    ...pagingQuery(['tijdstip'], { orderBy: 'tijdstip', order: 'Asc', take: 50 }),
  }),
  response: pageSchema(deliverySchema),
});

/** An image of the organisation, as an upload answers it. */
export const pushImageSchema = z.object({
  id: z.uuid(),
  /** The https address a notification carries: where the push service's receivers fetch it. */
  adres: httpsUrl,
  type: z.enum(imageContentTypes),
  /** Its real width and height in pixels, as decoded. */
  breedte: z.number().int().positive(),
  hoogte: z.number().int().positive(),
  /** Its size in bytes. */
  grootte: z.number().int().positive(),
});
export type PushImage = z.infer<typeof pushImageSchema>;

/**
 * Uploads an image for notifications: one PNG or JPEG file of at most `pushLimits.imageBytes`,
 * its sides within `pushLimits.imageMinSide`..`imageMaxSide`, all checked by its content. The
 * same bytes uploaded again by the organisation are the same image (its id and address).
 */
export const uploadImage = defineCall({
  id: 'laadAfbeeldingOp',
  method: 'POST',
  path: `${base}/images`,
  access: notificationAccess,
  files: {
    field: 'afbeelding',
    maxFiles: 1,
    maxTotalBytes: pushLimits.imageBytes,
    tooLargeCode: pushErrorCodes.imageTooLarge,
  },
  request: z.object({}),
  response: pushImageSchema,
});

/** An image of the organisation's: its bytes with their content type (another's: 404). */
export const getImageContent = defineCall({
  id: 'geefAfbeelding',
  method: 'GET',
  path: `${base}/images/:afbeelding/content`,
  access: notificationAccess,
  answersFile: true,
  params: imageParams,
  response: undefined,
});

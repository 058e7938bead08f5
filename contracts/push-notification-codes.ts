// Push notifications: the code lists and limits the portal and the reference backend share. An
// organisation (a city) sends short messages to the citizens who installed its app and registered
// as its members; each member has devices, each delivery to a device has an outcome.

/** A device's statuses: registered but not yet reached (onboarding), reached (active), not
 * reached lately (inactive), held back by the organisation (suspended), removed (cancelled). */
export const deviceStatuses = [
  'onboarding',
  'active',
  'inactive',
  'suspended',
  'cancelled',
] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];

/** The members' filter on their devices' status: 'all', or members with a device in that status. */
export const deviceStatusFilters = ['all', ...deviceStatuses] as const;
export type DeviceStatusFilter = (typeof deviceStatusFilters)[number];

/** The devices a send reaches: every one not removed and not held back. */
export const reachableStatuses: readonly DeviceStatus[] = ['onboarding', 'active', 'inactive'];

export const devicePlatforms = ['ios', 'android'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

/** A notification's languages: Dutch always, the others when written. */
export const notificationLanguages = ['nl', 'fr', 'de', 'en'] as const;
export type NotificationLanguage = (typeof notificationLanguages)[number];

/** What the push service answered for one device. */
export const deliveryOutcomes = ['delivered', 'failed', 'inactive'] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/** Whom a notification was sent to: one member, every member, a group, the lines of a file, or
 * a test to phone numbers. */
export const audienceKinds = ['lid', 'allen', 'groep', 'bestand', 'test'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

export const pushLimits = {
  title: 60,
  subtitle: 100,
  /** The message's characters of text (markup not counted). */
  messageCharacters: 993,
  /** The message's HTML as posted (the formatting's markup included). */
  messageHtml: 8000,
  url: 2000,
  /** Phone numbers of one test send. */
  testPhoneNumbers: 5,
  memberName: 100,
  email: 254,
  /** Groups one member belongs to. */
  memberGroups: 20,
  /** An uploaded image's bytes. */
  imageBytes: 1024 * 1024,
  /** An uploaded image's narrowest and lowest side, and its widest and highest, in pixels. */
  imageMinSide: 100,
  imageMaxSide: 4096,
} as const;

/** The image types an upload may be, by content (never by name or declared type). */
export const imageContentTypes = ['image/png', 'image/jpeg'] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

/** After this many failed deliveries in a row a device is inactive. */
export const failuresBeforeInactive = 3;

/** The errors a push call answers with (the `code` of the error body), each translated. */
export const pushErrorCodes = {
  deviceCannotBeRemoved: 'toestelKanNietVerwijderdWorden',
  memberExists: 'lidBestaatAl',
  memberHasNotifications: 'lidHeeftMeldingen',
  noReachableDevices: 'geenBereikbareToestellen',
  /** The upload is no PNG or JPEG image, or cannot be decoded as one. */
  imageType: 'afbeeldingGeenPngOfJpeg',
  /** The upload is larger than `pushLimits.imageBytes`. */
  imageTooLarge: 'afbeeldingTeGroot',
  /** The image's sides are outside `pushLimits.imageMinSide`..`imageMaxSide`. */
  imageDimensions: 'afbeeldingAfmetingen',
  /** The upload holds no file, or more than one. */
  imageMissing: 'afbeeldingOntbreekt',
} as const;

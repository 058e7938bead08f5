// The push notification permission sets, in a module of their own: the route table (and so every
// page's first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/** The push notification permission sets, declared once (the domain pattern). */
export const pushPermissions = {
  /** Write, test and send notifications; see what they reached; send by file. */
  notifications: ['pushNotifications.notifications'],
  /** The members and their devices: search, register, change, remove. */
  receivers: ['pushNotifications.receivers'],
} as const satisfies Record<string, readonly Permission[]>;

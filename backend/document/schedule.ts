// How a shipment's status advances by itself, the way a postal service, the eBox and a mail
// server would: each channel passes its statuses in order, each step due some time after the
// previous one, and ends the way its fate (drawn when it was sent) says. The `realistic` schedule
// takes hours and days; the `fast` one takes two seconds a step, for tests and demonstrations.
import type { Channel, ShipmentStatus } from '@contracts/document';
import type { Clock } from '../clock';
import type { ShipmentFate } from '../db/schema';

export const postalSchedules = ['realistic', 'fast'] as const;
export type PostalSchedule = (typeof postalSchedules)[number];

/** The document service's sense of time: the backend's clock and how fast shipments advance. */
export interface PostalClock extends Clock {
  schedule: PostalSchedule;
}

/** The schedule a backend runs when none is configured. */
export const defaultPostalSchedule: PostalSchedule = 'realistic';

export const systemPostalClock: PostalClock = {
  now: () => new Date(),
  schedule: defaultPostalSchedule,
};

/** The backend's clock with the document service's schedule. */
export function postalClock(clock: Clock, schedule: PostalSchedule): PostalClock {
  return { now: () => clock.now(), schedule };
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Realistic delays before each status, after the one before it. */
const realisticDelay: Readonly<Partial<Record<ShipmentStatus, number>>> = {
  printed: 2 * hour,
  handedOver: 4 * hour,
  sent: minute,
  read: day,
};

function delayOf(channel: Channel, status: ShipmentStatus, schedule: PostalSchedule): number {
  if (schedule === 'fast') return 2000;
  if (status === 'delivered') return channel === 'paper' ? day : minute;
  if (status === 'returned') return 3 * day;
  if (status === 'bounced') return 5 * minute;
  return realisticDelay[status] ?? hour;
}

/** The status that follows, or null when the shipment reached its last. */
export function followingStatus(
  channel: Channel,
  status: ShipmentStatus,
  fate: ShipmentFate,
): ShipmentStatus | null {
  switch (channel) {
    case 'paper':
      if (status === 'created') return 'printed';
      if (status === 'printed') return 'handedOver';
      if (status === 'handedOver') return fate === 'returned' ? 'returned' : 'delivered';
      return null;
    case 'ebox':
      if (status === 'created') return 'delivered';
      if (status === 'delivered' && fate === 'read') return 'read';
      return null;
    case 'email':
      if (status === 'created') return 'sent';
      if (status === 'sent') return fate === 'bounced' ? 'bounced' : 'delivered';
      return null;
  }
}

/** The next status and when it is due after reaching `status` at `at`; null when none follows. */
export function nextStep(
  channel: Channel,
  status: ShipmentStatus,
  at: Date,
  fate: ShipmentFate,
  schedule: PostalSchedule,
): { status: ShipmentStatus; at: Date } | null {
  const next = followingStatus(channel, status, fate);
  if (!next) return null;
  return { status: next, at: new Date(at.getTime() + delayOf(channel, next, schedule)) };
}

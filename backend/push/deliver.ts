// One delivery: the push service's answer recorded for the notification and the device, and the
// device moved on by it, in the caller's transaction. A delivered notification makes the device
// active (an onboarding device is then reached for the first time, an inactive one is back) and
// clears its failures; a failure counts, and the third in a row makes the device inactive; the
// service saying the device no longer has the app makes it inactive at once. A device that was
// removed or suspended meanwhile gets nothing. A delivery already recorded (a job's item done again
// after a restart) is not made twice: the notification and the device are its key. A line of a
// file with content of its own is delivered with that content, recorded under the file's
// notification all the same.
import { sql, type Kysely } from 'kysely';
import {
  failuresBeforeInactive,
  reachableStatuses,
  type DeliveryOutcome,
  type NotificationContent,
} from '@contracts/push-notification';
import type { Database } from '../db/schema';
import type { PushService } from './push-service';

export type DeliveryResult = DeliveryOutcome | 'skipped';

export async function deliverTo(
  trx: Kysely<Database>,
  service: PushService,
  notificationId: string,
  deviceId: string,
  at: Date,
  content?: NotificationContent,
): Promise<DeliveryResult> {
  const device = await trx
    .selectFrom('push_devices')
    .where('id', '=', deviceId)
    .select(['id', 'status', 'failures'])
    .forUpdate()
    .executeTakeFirst();
  if (!device || !reachableStatuses.includes(device.status)) return 'skipped';
  const done = await trx
    .selectFrom('push_deliveries')
    .where('notification_id', '=', notificationId)
    .where('device_id', '=', deviceId)
    .select('outcome')
    .executeTakeFirst();
  if (done) return done.outcome;
  const outcome = await service.deliver(notificationId, device, content);
  await trx
    .insertInto('push_deliveries')
    .values({ notification_id: notificationId, device_id: deviceId, outcome, delivered_at: at })
    .execute();
  if (outcome === 'delivered') {
    await trx
      .updateTable('push_devices')
      .set({
        status: 'active',
        failures: 0,
        last_seen_at: at,
        status_at: device.status === 'active' ? sql`status_at` : at,
      })
      .where('id', '=', deviceId)
      .execute();
  } else {
    const failures = device.failures + 1;
    const inactive =
      outcome === 'inactive' || failures >= failuresBeforeInactive || device.status === 'inactive';
    await trx
      .updateTable('push_devices')
      .set({
        status: inactive ? 'inactive' : device.status,
        failures,
        status_at: inactive && device.status !== 'inactive' ? at : sql`status_at`,
      })
      .where('id', '=', deviceId)
      .execute();
  }
  return outcome;
}

// A notification's delivery job, item by item: each item is one device, delivered through the
// push service inside the item's transaction (deliver.ts), so the delivery, the device's new
// status and the item's end are written together. An item done again after a restart finds its
// delivery recorded and does not deliver twice.
import { z } from 'zod';
import { bulkItemStatus } from '@contracts/bulk';
import type { BulkOutcome, BulkProcessor } from '../bulk/processor';
import { message } from '../http/messages';
import { deliverTo } from './deliver';
import { pushSendKind } from './notifications';
import type { PushService } from './push-service';

const payloadSchema = z.object({ toestel: z.uuid() });

export function pushSendProcessor(service: PushService): BulkProcessor {
  // A job's notification never changes: asked once per job.
  const notificationOfJob = new Map<string, string>();
  return {
    kind: pushSendKind,
    async process(trx, item, job): Promise<BulkOutcome> {
      const { toestel } = payloadSchema.parse(item.payload);
      let notification = notificationOfJob.get(job.id);
      if (!notification) {
        const row = await trx
          .selectFrom('push_notifications')
          .where('job_id', '=', job.id)
          .select('id')
          .executeTakeFirstOrThrow();
        notification = row.id;
        if (notificationOfJob.size >= 1000) notificationOfJob.clear();
        notificationOfJob.set(job.id, notification);
      }
      const outcome = await deliverTo(trx, service, notification, toestel, new Date());
      switch (outcome) {
        case 'delivered':
          return { status: bulkItemStatus.done, message: message(job.language, 'pushDelivered') };
        case 'failed':
          return { status: 502, message: message(job.language, 'pushFailed') };
        case 'inactive':
          return { status: 410, message: message(job.language, 'pushInactive') };
        case 'skipped':
          return { status: 409, message: message(job.language, 'pushSkipped') };
      }
    },
  };
}

// Push notifications by file: the generic bulk calls (backend/bulk/api.ts) for the
// 'pushNotification' kind, and its create call, which sends a validated file with the content
// common to its lines: the notification (audience 'bestand') and the job that delivers it, one item
// a line, made in one transaction. The content common to the file is required when a line has no
// content of its own (400 naming it); the file and its job are its sender's, in the organisation
// of the active role, and not found for anyone else.
import type { Express } from 'express';
import {
  createPushSheetJob,
  downloadPushJobResult,
  downloadPushSheetFindings,
  getPushJob,
  getPushJobs,
  getPushSheet,
  validatePushSheet,
} from '@contracts/push-notification-bulk';
import { serveBulkCalls } from '../bulk/api';
import { sendFile } from '../bulk/jobs';
import { systemClock } from '../clock';
import { invalidField, serveCall, type BackendServices } from '../http/call';
import { message } from '../http/messages';
import { insertFileNotification, pushBulkFileKind, pushBulkKind } from '../push/bulk';
import { contentOf, senderOf } from '../push/sender';

export function pushNotificationBulkApi(app: Express, services: BackendServices): void {
  const clock = services.clock ?? systemClock;

  serveBulkCalls(app, services, pushBulkFileKind, {
    validate: validatePushSheet,
    file: getPushSheet,
    validationDownload: downloadPushSheetFindings,
    progress: getPushJob,
    resultDownload: downloadPushJobResult,
    overview: getPushJobs,
  });

  serveCall(app, services, createPushSheetJob, async (context) => {
    const { bestand, notificatie } = context.body;
    const common = notificatie === null ? null : contentOf(context, notificatie);
    const sender = senderOf(context);
    return sendFile(context, pushBulkKind, createPushSheetJob, bestand, {}, async (trx, job) => {
      const id = await insertFileNotification(trx, sender, job, common, clock.now());
      if (!id) {
        throw invalidField(
          context.language,
          'notificatie',
          message(context.language, 'pushBulkContentRequired'),
        );
      }
      context.log.info({ notification: id, job: job.id }, 'push notification sent by file');
    });
  });
}

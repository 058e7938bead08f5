// GET /api/notificatie/bulk/opdracht: a push bulk job of the user's. `?opdracht=<id>&poll=<n>`: its
// progress as JSON (the progress panel's poll); `?opdracht=<id>&download=resultaat`: its result
// workbook (each line with its status, message and the devices it reached), streamed from the
// backend. `taal` is the language of the file. The result screen's access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { bulkJobPoll, downloadBulkResult } from '~/consultation/bulk-screens.server';
import { pushBulkNames } from '~/domains/push/bulk-links';
import { pushBulkCalls } from '~/domains/push/bulk.server';
import { isLocale } from '~/i18n/locale';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushBulkResult');
  const query = new URL(args.request.url).searchParams;
  const job = query.get(pushBulkNames.job) ?? '';
  if (query.get(pushBulkNames.download) === pushBulkNames.result) {
    const language = query.get(pushBulkNames.language);
    return downloadBulkResult(args, pushBulkCalls, job, isLocale(language) ? language : 'nl');
  }
  return bulkJobPoll(args, pushBulkCalls, job);
}

// /api/led/bulk/opdracht: an LED bulk job of the user's. GET `?opdracht=<id>&poll=<n>`: its
// progress as JSON (the progress panel's poll); GET `?opdracht=<id>&download=resultaat`: its
// result file; POST (opdracht, taal): the metadata of every proof it registered, for a role that
// may read metadata. `taal` is the language of a file. The result screen's own access rule.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import {
  bulkJobPoll,
  downloadBulkMetadata,
  downloadBulkResult,
} from '~/consultation/bulk-screens.server';
import { ledBulkNames } from '~/domains/led/bulk-links';
import { ledBulkCalls, ledBulkCapabilities } from '~/domains/led/bulk.server';
import { isLocale, type Locale } from '~/i18n/locale';

function localeOf(value: FormDataEntryValue | null): Locale {
  return isLocale(value) ? value : 'nl';
}

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'ledBulkResult');
  const query = new URL(args.request.url).searchParams;
  const job = query.get(ledBulkNames.job) ?? '';
  if (query.get(ledBulkNames.download) === ledBulkNames.result) {
    return downloadBulkResult(args, ledBulkCalls, job, localeOf(query.get(ledBulkNames.language)));
  }
  return bulkJobPoll(args, ledBulkCalls, job);
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledBulkResult');
  if (!ledBulkCapabilities(activeRole).mayDownloadMetadata) {
    return new Response(null, { status: 403 });
  }
  const form = await args.request.formData();
  const job = form.get(ledBulkNames.job);
  return downloadBulkMetadata(
    args,
    ledBulkCalls,
    typeof job === 'string' ? job : '',
    localeOf(form.get(ledBulkNames.language)),
  );
}

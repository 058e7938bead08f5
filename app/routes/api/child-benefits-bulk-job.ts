// GET /api/gezin/bulk/opdracht: a child-benefits bulk job of the user's. `?opdracht=<id>&poll=<n>`:
// its progress as JSON (the progress panel's poll); `?opdracht=<id>&download=resultaat`: its
// result file, streamed from the backend with the backend's status: 206 with the lines done so
// far while the job runs, 200 once it is complete. `taal` is the language of the file. The
// screen's own access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { bulkJobPoll, downloadBulkResult } from '~/consultation/bulk-screens.server';
import { childBenefitsBulkNames } from '~/domains/child-benefits/bulk-links';
import { childBenefitsBulkCalls } from '~/domains/child-benefits/bulk.server';
import { isLocale } from '~/i18n/locale';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'childBenefits');
  const query = new URL(args.request.url).searchParams;
  const job = query.get(childBenefitsBulkNames.job) ?? '';
  if (query.get(childBenefitsBulkNames.download) === childBenefitsBulkNames.result) {
    const language = query.get(childBenefitsBulkNames.language);
    return downloadBulkResult(
      args,
      childBenefitsBulkCalls,
      job,
      isLocale(language) ? language : 'nl',
    );
  }
  return bulkJobPoll(args, childBenefitsBulkCalls, job);
}

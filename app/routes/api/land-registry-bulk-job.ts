// GET /api/kadaster/bulk/opdracht: a land registry bulk job of the user's, for the mode `soort`
// names (one the role may use, else not found). `?opdracht=<id>&poll=<n>`: its progress as JSON
// (the progress panel's poll); `?opdracht=<id>&download=resultaat`: its result workbook, streamed
// from the backend. `taal` is the language of the file. The result screen's access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { bulkJobPoll, downloadBulkResult } from '~/consultation/bulk-screens.server';
import { landRegistryBulkNames } from '~/domains/land-registry/bulk/links';
import { askedMode, landRegistryBulkModeSpecs } from '~/domains/land-registry/bulk/screen.server';
import { isLocale } from '~/i18n/locale';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryBulkResult');
  const mode = askedMode(args.request, activeRole);
  if (!mode) {
    return Response.json({ code: 404 }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const { calls } = landRegistryBulkModeSpecs[mode];
  const query = new URL(args.request.url).searchParams;
  const job = query.get(landRegistryBulkNames.job) ?? '';
  if (query.get(landRegistryBulkNames.download) === landRegistryBulkNames.result) {
    const language = query.get(landRegistryBulkNames.language);
    return downloadBulkResult(args, calls, job, isLocale(language) ? language : 'nl');
  }
  return bulkJobPoll(args, calls, job);
}

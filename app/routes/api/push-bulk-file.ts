// GET /api/notificatie/bulk/bestand: the push bulk screen's files. `?sjabloon=1`: the template
// workbook; `?bestand=<id>`: a stored file's error file (the sheet with an error column), streamed
// from the backend. `taal` is the language of the file (nl by default). The bulk screen's own
// access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { downloadBulkFindings } from '~/consultation/bulk-screens.server';
import { pushBulkNames } from '~/domains/push/bulk-links';
import { pushBulkCalls, pushBulkSheet, pushTemplateFileName } from '~/domains/push/bulk.server';
import { isLocale } from '~/i18n/locale';
import { bulkTemplateResponse } from '~/lib/bulk/template.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushBulk');
  const query = new URL(args.request.url).searchParams;
  const language = query.get(pushBulkNames.language);
  const locale = isLocale(language) ? language : 'nl';
  if (query.get(pushBulkNames.template) === '1') {
    return bulkTemplateResponse(pushBulkSheet.columns, locale, pushTemplateFileName[locale]);
  }
  const file = query.get(pushBulkNames.file);
  if (file !== null) return downloadBulkFindings(args, pushBulkCalls, file, locale);
  return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

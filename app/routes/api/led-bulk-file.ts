// GET /api/led/bulk/bestand: the LED bulk screen's files. `?sjabloon=1`: the template workbook;
// `?bestand=<id>`: a stored file's error file (the sheet with an error column), streamed from the
// backend. `taal` is the language of the file (nl by default). The bulk screen's own access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { downloadBulkFindings } from '~/consultation/bulk-screens.server';
import { ledBulkNames } from '~/domains/led/bulk-links';
import { ledBulkCalls, ledBulkSheet, ledTemplateFileName } from '~/domains/led/bulk.server';
import { isLocale } from '~/i18n/locale';
import { bulkTemplateResponse } from '~/lib/bulk/template.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'ledBulk');
  const query = new URL(args.request.url).searchParams;
  const language = query.get(ledBulkNames.language);
  const locale = isLocale(language) ? language : 'nl';
  if (query.get(ledBulkNames.template) === '1') {
    return bulkTemplateResponse(ledBulkSheet.columns, locale, ledTemplateFileName[locale]);
  }
  const file = query.get(ledBulkNames.file);
  if (file !== null) return downloadBulkFindings(args, ledBulkCalls, file, locale);
  return new Response(null, { status: 404 });
}

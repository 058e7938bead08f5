// GET /api/kadaster/bulk/bestand: the land registry bulk screen's files, for the mode `soort`
// names (one the role may use, else not found). `?sjabloon=1`: the mode's template workbook;
// `?bestand=<id>`: a stored file's error file (the sheet with an error column), streamed from the
// backend. `taal` is the language of the file (nl by default). The upload screen's access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { downloadBulkFindings } from '~/consultation/bulk-screens.server';
import { landRegistryBulkNames } from '~/domains/land-registry/bulk/links';
import { askedMode, landRegistryBulkModeSpecs } from '~/domains/land-registry/bulk/screen.server';
import { isLocale } from '~/i18n/locale';
import { bulkTemplateResponse } from '~/lib/bulk/template.server';

const notFound = () =>
  new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryBulk');
  const mode = askedMode(args.request, activeRole);
  if (!mode) return notFound();
  const spec = landRegistryBulkModeSpecs[mode];
  const query = new URL(args.request.url).searchParams;
  const language = query.get(landRegistryBulkNames.language);
  const locale = isLocale(language) ? language : 'nl';
  if (query.get(landRegistryBulkNames.template) === '1') {
    return bulkTemplateResponse(spec.sheet.columns, locale, spec.templateFileName[locale]);
  }
  const file = query.get(landRegistryBulkNames.file);
  if (file !== null) return downloadBulkFindings(args, spec.calls, file, locale);
  return notFound();
}

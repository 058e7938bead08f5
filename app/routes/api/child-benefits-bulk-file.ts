// GET /api/gezin/bulk/bestand: the child-benefits bulk lookup's files. `?sjabloon=1`: the csv
// template; `?bestand=<id>`: a stored file's error file (the csv with a column of findings),
// streamed from the backend. `taal` is the language of the file (nl by default). The screen's own
// access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { downloadBulkFindings } from '~/consultation/bulk-screens.server';
import { childBenefitsBulkNames } from '~/domains/child-benefits/bulk-links';
import {
  childBenefitsBulkCalls,
  childBenefitsBulkSheet,
  childBenefitsTemplateFileName,
} from '~/domains/child-benefits/bulk.server';
import { isLocale } from '~/i18n/locale';
import { bulkTemplateResponse } from '~/lib/bulk/template.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'childBenefits');
  const query = new URL(args.request.url).searchParams;
  const language = query.get(childBenefitsBulkNames.language);
  const locale = isLocale(language) ? language : 'nl';
  if (query.get(childBenefitsBulkNames.template) === '1') {
    return bulkTemplateResponse(
      childBenefitsBulkSheet.columns,
      locale,
      childBenefitsTemplateFileName[locale],
      'csv',
    );
  }
  const file = query.get(childBenefitsBulkNames.file);
  if (file !== null) return downloadBulkFindings(args, childBenefitsBulkCalls, file, locale);
  return new Response(null, { status: 404 });
}

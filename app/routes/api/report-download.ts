// GET /api/rapportering/download?rapport=…&van=…&tot=…[&organisatie=…][&drempel=…]&formaat=xlsx|csv
// [&taal=en]: a report's table as a file, asked from the report's screen under that screen's
// access rule. The file is the screen's table as it stands (the same model, the same labels in
// the same language), its links left out. A selection the screen would refuse leads back to it.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { isReportId } from '@contracts/reporting-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { selectionOfQuery, selectionQuery } from '~/domains/reporting/period';
import { reportTitle } from '~/domains/reporting/report-titles';
import {
  downloadFormats,
  lookupReport,
  modelOf,
  reportFile,
  type DownloadFormat,
} from '~/domains/reporting/reports.server';
import { i18nServer } from '~/i18n/i18next.server';
import { isLocale } from '~/i18n/locale';
import { href } from '~/routing/href';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'report');
  const query = new URL(args.request.url).searchParams;
  const language = query.get('taal');
  const locale = isLocale(language) ? language : 'nl';
  const id = query.get('rapport') ?? '';
  const format = query.get('formaat') ?? '';
  if (!isReportId(id)) throw redirect(href('reports', {}, locale));
  const screen = (search: URLSearchParams | string) =>
    href('report', { titel: reportTitle(id, locale) }, locale, search);
  const chosen = selectionOfQuery(query);
  if (!(downloadFormats as readonly string[]).includes(format) || 'problem' in chosen) {
    throw redirect(screen(query));
  }
  const lookup = await lookupReport(args, id, chosen.selection);
  if (lookup.state !== 'found') throw redirect(screen(selectionQuery(chosen.selection)));
  // The labels of the screen the link was on: its language, not the endpoint's path.
  const localised = {
    ...args,
    request: new Request(new URL(screen(''), args.request.url), args.request),
  };
  const model = await modelOf(localised, lookup.report, { activeRole, locale });
  const t = await i18nServer.getFixedT(locale, 'reporting');
  return reportFile(
    t(`reports.${id}.title`),
    chosen.selection,
    model.table,
    format as DownloadFormat,
  );
}

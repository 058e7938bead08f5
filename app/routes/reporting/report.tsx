// One report (rapportering/:titel): its period, organisations and when it was computed; the chart
// drawn on the server as SVG, the table with the same figures and its totals right below; the
// downloads of that table as a workbook or a csv file; and the way to another period or
// organisation. The selection travels in the URL (`van`, `tot`, `organisatie`, `drempel`), so a
// report can be bookmarked, shared and reloaded; without a period it covers the last three months.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { BarChart } from '~/domains/reporting/bar-chart';
import { selectionOfQuery, selectionQuery } from '~/domains/reporting/period';
import { monthLabel } from '~/domains/reporting/report-model';
import { ReportTable } from '~/domains/reporting/report-table';
import { reportOfTitle } from '~/domains/reporting/report-titles';
import { lookupReport, modelOf } from '~/domains/reporting/reports.server';
import { endpointHref } from '~/endpoints';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { formatWhole } from '~/lib/format/number';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'report');
  const id = reportOfTitle(args.params.titel);
  if (!id) throw data(null, { status: 404 });
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18nServer.getFixedT(args.request, 'reporting');
  const title = t(`reports.${id}.title`);
  const chosen = selectionOfQuery(url.searchParams);
  if ('problem' in chosen) {
    return data(
      {
        title,
        id,
        state: 'invalid' as const,
        problem: chosen.problem,
        correlationId: args.context.correlationId,
      },
      { status: 400 },
    );
  }
  const { selection } = chosen;
  const lookup = await lookupReport(args, id, selection);
  if (lookup.state !== 'found') {
    return data(
      {
        title,
        id,
        state: lookup.state,
        ...(lookup.state === 'refused' ? { status: lookup.status } : {}),
        correlationId: args.context.correlationId,
      },
      { status: lookup.state === 'refused' ? lookup.status : 502 },
    );
  }
  const model = await modelOf(args, lookup.report, { activeRole, locale });
  const query = selectionQuery(selection).toString();
  return data({
    title: `${title} – ${monthLabel(selection.period.from, locale)} – ${monthLabel(selection.period.to, locale)}`,
    id,
    state: 'found' as const,
    report: {
      from: lookup.report.van,
      to: lookup.report.tot,
      organisations: lookup.report.organisaties,
      computed: lookup.report.berekend,
      ...(lookup.report.rapport === 'ongebruikelijk-gebruik'
        ? { rules: lookup.report.regels, truncated: lookup.report.afgekapt }
        : {}),
      ...(lookup.report.rapport === 'bronbeschikbaarheid'
        ? { timeoutMs: lookup.report.timeoutMs }
        : {}),
    },
    model,
    query,
    correlationId: args.context.correlationId,
  });
}

export const meta = screenMeta;

export default function ReportScreen() {
  const { t, i18n } = useTranslation('reporting');
  const loaded = useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const heading = t(`reports.${loaded.id}.title`);
  const changeHref = href(
    'reportSelection',
    {},
    locale,
    `rapport=${loaded.id}${location.search ? `&${location.search.slice(1)}` : ''}`,
  );
  return (
    <div className="report-page">
      <h1>{heading}</h1>
      <p className="lead">{t(`reports.${loaded.id}.description`)}</p>
      {loaded.state === 'found' ? (
        <>
          <dl className="report-facts">
            <dt>{t('report.period')}</dt>
            <dd>
              {t('report.periodText', {
                from: monthLabel(loaded.report.from, locale),
                to: monthLabel(loaded.report.to, locale),
              })}
            </dd>
            <dt>{t('report.organisations')}</dt>
            <dd>
              {loaded.report.organisations.map((organisation) => organisation.naam).join(', ')}
            </dd>
            <dt>{t('report.computed')}</dt>
            <dd>{formatDateTime(loaded.report.computed)}</dd>
          </dl>
          {'rules' in loaded.report && loaded.report.rules ? (
            <p className="form-hint">
              {t('report.rules', {
                from: loaded.report.rules.kantoorurenVan,
                to: loaded.report.rules.kantoorurenTot,
                threshold: loaded.report.rules.drempel,
                burst: loaded.report.rules.piekAantal,
                minutes: loaded.report.rules.piekMinuten,
              })}
            </p>
          ) : null}
          {'timeoutMs' in loaded.report && loaded.report.timeoutMs ? (
            <p className="form-hint">
              {t('report.timeout', { seconds: loaded.report.timeoutMs / 1000 })}
            </p>
          ) : null}
          {'truncated' in loaded.report && loaded.report.truncated ? (
            <Alert kind="warning" title={t('report.truncated')}>
              {null}
            </Alert>
          ) : null}
          {loaded.model.table.rows.length === 0 ? (
            <p className="panel panel--empty">{t('report.empty')}</p>
          ) : (
            <>
              <BarChart
                id="report-chart"
                chart={loaded.model.chart}
                title={heading}
                description={t(`reports.${loaded.id}.chartDescription`)}
                formatValue={(value) => formatWhole(value, i18n.language)}
              />
              <ReportTable
                id="report-table"
                caption={t('report.table')}
                table={loaded.model.table}
              />
            </>
          )}
          <div className="report-actions">
            <h2>{t('report.downloads')}</h2>
            <ul className="link-list">
              {(['xlsx', 'csv'] as const).map((format) => (
                <li key={format}>
                  <a
                    href={endpointHref('reportDownload', {
                      ...Object.fromEntries(new URLSearchParams(loaded.query)),
                      rapport: loaded.id,
                      formaat: format,
                      taal: locale,
                    })}
                    download
                  >
                    {t(`report.${format}`)}
                  </a>
                </li>
              ))}
            </ul>
            <p className="link-row">
              <Link to={changeHref}>{t('selection.change')}</Link>
              <Link to={href('reports', {}, locale)}>{t('report.toList')}</Link>
            </p>
          </div>
        </>
      ) : (
        <>
          {loaded.state === 'failed' ? (
            <LookupFailure source="RAPPORTERING" correlationId={loaded.correlationId} />
          ) : (
            <Alert
              kind="error"
              title={
                loaded.state === 'invalid'
                  ? t('errors.period', { reason: t(`errors.${loaded.problem}`) })
                  : 'status' in loaded && loaded.status === 403
                    ? t('errors.forbidden')
                    : t('errors.invalid')
              }
            >
              {null}
            </Alert>
          )}
          <p className="link-row">
            <Link to={changeHref}>{t('selection.change')}</Link>
            <Link to={href('reports', {}, locale)}>{t('report.toList')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

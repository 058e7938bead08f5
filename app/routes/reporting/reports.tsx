// Reports (rapportering): the usage reports of the role's organisation (and of the organisations
// its grant adds), each with its title linking to the report over the last three months, a
// one-line description and the time this user last viewed it; and the way to choose a report,
// period and organisation.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { reportTitle } from '~/domains/reporting/report-titles';
import { reportList } from '~/domains/reporting/reports.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Table } from '~/ui/data-table/table';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'reports');
  const [t, list] = await Promise.all([
    i18nServer.getFixedT(args.request, 'reporting'),
    reportList(args),
  ]);
  return data(
    { title: t('title'), list, correlationId: args.context.correlationId },
    { status: list.state === 'found' ? 200 : 502 },
  );
}

export const meta = screenMeta;

export default function ReportsScreen() {
  const { t } = useTranslation('reporting');
  const { list, correlationId } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {list.state === 'found' ? (
        <>
          <Table
            name={{ caption: t('list.caption'), id: 'reports-caption' }}
            columns={[
              {
                key: 'report',
                header: t('list.report'),
                cell: (row) => (
                  <Link to={href('report', { titel: reportTitle(row.id, locale) }, locale)}>
                    {t(`reports.${row.id}.title`)}
                  </Link>
                ),
              },
              {
                key: 'description',
                header: t('list.description'),
                cell: (row) => t(`reports.${row.id}.description`),
              },
              {
                key: 'lastViewed',
                header: t('list.lastViewed'),
                cell: (row) =>
                  row.laatstBekeken ? formatDateTime(row.laatstBekeken) : t('list.never'),
              },
            ]}
            rows={list.list.rapporten}
            rowKey={(row) => row.id}
          />
          <p className="link-row">
            <Link className="button" to={href('reportSelection', {}, locale)}>
              {t('list.select')}
            </Link>
          </p>
        </>
      ) : (
        <LookupFailure source="RAPPORTERING" correlationId={correlationId} />
      )}
    </>
  );
}

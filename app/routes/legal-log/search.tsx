// The legal log (logging): the security consultant's search of the consultations made in the
// portal, by period, user, organisation, purpose, operation, register, subject, request and entry.
// The search is a GET form, so it lives in the URL: its results, page and order show again on Back
// and work without JavaScript; a search without any filter lists the latest entries. The chain's
// status over the entries shown stands above them. Below, the user's audit reports: a report of
// the search shown is asked by a post to this screen's own address (which carries the search),
// followed while it is made, and downloaded once ready.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { ReportsPanel } from '~/domains/legal-log/reports-panel';
import {
  auditReports,
  newReportKey,
  requestReportAction,
} from '~/domains/legal-log/reports.server';
import { legalLogFormValues } from '~/domains/legal-log/search-fields';
import { LegalLogSearchForm } from '~/domains/legal-log/search-form';
import { legalLogOptions, legalLogSearchFromUrl } from '~/domains/legal-log/search.server';
import { EntriesTable } from '~/domains/legal-log/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { CrossSiteConfirmation, SearchFailure } from '~/ui/lookup-outcome';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'legalLog');
  // The lists, the search and the reports are asked side by side: none waits for another.
  const [t, { incomplete, ...options }, search, reports] = await Promise.all([
    i18nServer.getFixedT(args.request, 'logging'),
    legalLogOptions(args),
    legalLogSearchFromUrl(args),
    auditReports(args),
  ]);
  const outcome = search && 'outcome' in search ? search.outcome : null;
  // The count in the document title: announced when the page arrives, and kept in the history.
  const title =
    outcome && 'rows' in outcome
      ? `${t('table.title', { count: outcome.page.total })} – ${t('title')}`
      : t('title');
  return data(
    {
      title,
      options,
      optionsIncomplete: incomplete,
      search,
      reports: 'reports' in reports ? reports.reports : [],
      reportsFailed: 'failed' in reports,
      reportKey: newReportKey(),
      correlationId: args.context.correlationId,
    },
    { status: search?.status ?? 200 },
  );
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'legalLog');
  return requestReportAction(args);
}

export const meta = screenMeta;

export default function LegalLogScreen() {
  const { t } = useTranslation('logging');
  const { options, optionsIncomplete, search, reports, reportsFailed, reportKey, correlationId } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const outcome = search && 'outcome' in search ? search.outcome : null;
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <SearchFailure outcome={outcome} source="LEGALLOG" correlationId={correlationId} />
      <SearchPanel id="search-legal-log" heading={t('search.heading')}>
        {search && 'crossSite' in search ? <CrossSiteConfirmation confirmWith="search" /> : null}
        {optionsIncomplete ? <p className="form-hint">{t('search.listsIncomplete')}</p> : null}
        <LegalLogSearchForm
          options={options}
          lastResult={search?.result ?? null}
          action={href('legalLog', {}, locale)}
          clearHref={href('legalLog', {}, locale, { [clearedFormParameter]: '1' })}
          values={legalLogFormValues(new URLSearchParams(location.search))}
        />
      </SearchPanel>
      {outcome && 'rows' in outcome ? (
        outcome.page.total === 0 ? (
          <NoResultPanel announce text={t('search.noResultText')} />
        ) : (
          <EntriesTable found={outcome} />
        )
      ) : null}
      <ReportsPanel
        reports={reports}
        failed={reportsFailed}
        mayRequest={Boolean(outcome && 'rows' in outcome && outcome.page.total > 0)}
        reportKey={reportKey}
      />
    </>
  );
}

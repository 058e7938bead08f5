// The document service's start page (documentendienst): the section navigation and, for a role
// that may search, the shipment search. The search is a GET form, so it lives in the URL: its
// results, page and order show again on Back and work without JavaScript; a search that finds
// exactly one shipment opens it.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { mayFindShipments } from '~/domains/document/capabilities';
import { ShipmentSearchForm, shipmentFormValues } from '~/domains/document/search-form';
import { shipmentSearchFromUrl } from '~/domains/document/search.server';
import { DocumentSections } from '~/domains/document/sections';
import { ShipmentsTable } from '~/domains/document/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { CrossSiteConfirmation, SearchFailure } from '~/ui/lookup-outcome';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'document');
  const maySearch = mayFindShipments(activeRole);
  const [t, search] = await Promise.all([
    i18nServer.getFixedT(args.request, 'document'),
    maySearch ? shipmentSearchFromUrl(args) : null,
  ]);
  const outcome = search && 'outcome' in search ? search.outcome : null;
  const title =
    outcome && 'rows' in outcome
      ? `${t('table.title', { count: outcome.page.total })} – ${t('title')}`
      : t('title');
  return data(
    { title, maySearch, search, activeRole, correlationId: args.context.correlationId },
    { status: search?.status ?? 200 },
  );
}

export const meta = screenMeta;

export default function DocumentStartScreen() {
  const { t } = useTranslation('document');
  const { maySearch, search, activeRole, correlationId } = useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const outcome = search && 'outcome' in search ? search.outcome : null;
  return (
    <>
      <h1>{t('title')}</h1>
      <DocumentSections role={activeRole} current="document" />
      <p className="lead">{t('intro')}</p>
      <SearchFailure outcome={outcome} source="DOCUMENTENDIENST" correlationId={correlationId} />
      {maySearch ? (
        <SearchPanel id="search-shipments" heading={t('search.heading')}>
          {search && 'crossSite' in search ? <CrossSiteConfirmation confirmWith="search" /> : null}
          <ShipmentSearchForm
            lastResult={search?.result ?? null}
            action={href('document', {}, locale)}
            clearHref={href('document', {}, locale, { [clearedFormParameter]: '1' })}
            values={shipmentFormValues(new URLSearchParams(location.search))}
          />
        </SearchPanel>
      ) : null}
      {outcome && 'rows' in outcome ? (
        outcome.page.total === 0 ? (
          <NoResultPanel announce text={t('search.noResultText')} />
        ) : (
          <ShipmentsTable found={outcome} />
        )
      ) : null}
    </>
  );
}

// The land registry's sale prices (kadaster/verkoopprijzen): a search of the registered sales by
// place, kind, ranges, period and fiche 60. The search is a GET form, so it lives in the URL: its
// results, page and order show again on Back and work without JavaScript. Every matching sale can
// be downloaded as one workbook. A sale names no parties: the search is not a consultation.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { landRegistrySources } from '@contracts/land-registry-codes';
import { requirePermission } from '~/auth/require-permission.server';
import {
  downloadQueryOf,
  salesOptions,
  salesSearchFromUrl,
} from '~/domains/land-registry/sales/lookups.server';
import { SalesSearchForm, salesFormValues } from '~/domains/land-registry/sales/search-form';
import { SalesTable } from '~/domains/land-registry/sales/tables';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { endpointHref } from '~/endpoints';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { SearchFailure } from '~/ui/lookup-outcome';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistrySales');
  const params = new URL(args.request.url).searchParams;
  // The code lists and the search are asked side by side: none waits for another.
  const [t, options, search] = await Promise.all([
    i18nServer.getFixedT(args.request, 'landregistrysales'),
    salesOptions(args, params),
    salesSearchFromUrl(args),
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
      search,
      download:
        outcome && 'rows' in outcome && outcome.page.total > 0
          ? `${endpointHref('landRegistrySalesDownload')}?${downloadQueryOf(params).toString()}`
          : null,
      activeRole,
      correlationId: args.context.correlationId,
    },
    { status: search?.status ?? 200 },
  );
}

export const meta = screenMeta;

export default function LandRegistrySalesScreen() {
  const { t } = useTranslation('landregistrysales');
  const { options, search, download, activeRole, correlationId } = useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const outcome = search && 'outcome' in search ? search.outcome : null;
  return (
    <>
      <h1>{t('title')}</h1>
      <LandRegistrySections role={activeRole} current="landRegistrySales" />
      <p className="lead">{t('intro')}</p>
      <SearchFailure
        outcome={outcome}
        source={landRegistrySources[0]}
        correlationId={correlationId}
      />
      <SearchPanel id="search-sales" heading={t('search.heading')}>
        <SalesSearchForm
          options={options}
          lastResult={search?.result ?? null}
          action={href('landRegistrySales', {}, locale)}
          clearHref={href('landRegistrySales', {}, locale, { [clearedFormParameter]: '1' })}
          values={salesFormValues(new URLSearchParams(location.search))}
        />
      </SearchPanel>
      {outcome && 'rows' in outcome ? (
        outcome.page.total === 0 ? (
          <NoResultPanel announce text={t('search.noResultText')} />
        ) : (
          <>
            <SalesTable found={outcome} />
            {download ? (
              <p className="link-row">
                <a href={download} download>
                  {t('table.download')}
                </a>
              </p>
            ) : null}
          </>
        )
      ) : null}
    </>
  );
}

// Ownership history search (kadaster/historiek): a capakey and, optionally, the day whose state is
// shown first. A GET form to this screen, so the search lives in the URL: a valid capakey leads to
// the parcel's history (which consults, and shows the no-result panel for an unknown parcel), an
// invalid capakey or date is shown here with its field's error.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { searchScreen } from '~/consultation/lookup-screen.server';
import { landRegistryHistoryCapabilities } from '~/domains/land-registry/history/capabilities';
import { historySearchFromUrl } from '~/domains/land-registry/history/lookups.server';
import { HistorySearchForm } from '~/domains/land-registry/history/search-form';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryHistory');
  const search = await historySearchFromUrl(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'landregistryhistory');
  return searchScreen(args, search, {
    title: t('search.title'),
    capabilities: landRegistryHistoryCapabilities(activeRole),
    activeRole,
  });
}

export const meta = screenMeta;

export default function LandRegistryHistorySearchScreen() {
  const { t } = useTranslation('landregistryhistory');
  const { capabilities, search, reference, activeRole } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <h1>{t('search.title')}</h1>
      <LandRegistrySections role={activeRole} current="landRegistryHistory" />
      <p className="lead">{t('search.intro')}</p>
      <SearchPanel id="search-history" heading={t('search.title')} hiddenHeading>
        <HistorySearchForm
          options={capabilities.history}
          lastResult={search?.result ?? null}
          action={href('landRegistryHistory', {}, locale)}
          clearHref={href('landRegistryHistory', {}, locale, { [clearedFormParameter]: '1' })}
          defaultReference={reference}
        />
      </SearchPanel>
    </>
  );
}

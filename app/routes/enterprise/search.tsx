// Enterprise search: an enterprise by its number, an association by its vCode. Both forms are GET
// forms to this screen, so a search lives in the URL: a valid one leads to its detail screen
// (which consults, and shows the no-result panel for a miss), an invalid one is shown here with
// its field's error.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { searchScreen } from '~/consultation/lookup-screen.server';
import { enterpriseCapabilities } from '~/domains/enterprise/capabilities';
import { enterpriseSearchFromUrl } from '~/domains/enterprise/lookups.server';
import { AssociationSearchForm, EnterpriseSearchForm } from '~/domains/enterprise/search-forms';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'enterpriseSearch');
  const search = await enterpriseSearchFromUrl(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'enterprise');
  return searchScreen(args, search, {
    title: t('search.title'),
    capabilities: enterpriseCapabilities(activeRole),
  });
}

export const meta = screenMeta;

export default function EnterpriseSearchScreen() {
  const { t } = useTranslation('enterprise');
  const { capabilities, search, reference } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const action = href('enterpriseSearch', {}, locale);
  const clearHref = href('enterpriseSearch', {}, locale, { [clearedFormParameter]: '1' });
  return (
    <>
      <h1>{t('search.title')}</h1>
      <p className="lead">{t('search.intro')}</p>
      <SearchPanel id="search-enterprise" heading={t('search.enterpriseTitle')}>
        <EnterpriseSearchForm
          options={capabilities.lookup}
          lastResult={search?.form === 'enterprise' ? search.result : null}
          action={action}
          clearHref={clearHref}
          defaultReference={reference}
        />
      </SearchPanel>
      <SearchPanel id="search-association" heading={t('search.associationTitle')}>
        <AssociationSearchForm
          options={capabilities.association}
          lastResult={search?.form === 'association' ? search.result : null}
          action={action}
          clearHref={clearHref}
          defaultReference={reference}
        />
      </SearchPanel>
    </>
  );
}

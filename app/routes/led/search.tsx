// Learning and experience proofs (leer_en_ervaring): the search for a person's proofs by national
// number. The form is a GET form to this screen, so a search lives in the URL: a valid number
// leads to the person's proofs (which consults, and shows the no-result panel for a person
// without any), an invalid one is shown here with its field's error. A role that may register
// proofs finds the ways to add one here: a single proof, or many from a file.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { searchScreen } from '~/consultation/lookup-screen.server';
import { ledCapabilities } from '~/domains/led/capabilities';
import { ledSearchFromUrl } from '~/domains/led/lookups.server';
import { LedSearchForm } from '~/domains/led/search-form';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledSearch');
  const search = await ledSearchFromUrl(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'led');
  return searchScreen(args, search, {
    title: t('search.title'),
    capabilities: ledCapabilities(activeRole),
  });
}

export const meta = screenMeta;

export default function LedSearchScreen() {
  const { t } = useTranslation('led');
  const { capabilities, search, reference } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const action = href('ledSearch', {}, locale);
  return (
    <>
      <h1>{t('search.title')}</h1>
      <p className="lead">{t('search.intro')}</p>
      <SearchPanel id="led-search" heading={t('search.heading')}>
        <LedSearchForm
          options={capabilities.lookup}
          lastResult={search?.result ?? null}
          action={action}
          clearHref={href('ledSearch', {}, locale, { [clearedFormParameter]: '1' })}
          defaultReference={reference}
        />
      </SearchPanel>
      {capabilities.mayRegister ? (
        <section aria-labelledby="led-add" className="no-print">
          <h2 id="led-add">{t('search.addHeading')}</h2>
          <div className="button-row">
            <Link to={href('ledAdd', {}, locale)} className="button button--secondary">
              {t('search.add')}
            </Link>
            <Link to={href('ledBulk', {}, locale)} className="button button--secondary">
              {t('search.addFromFile')}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}

// Vehicle search: a Belgian vehicle by its plate, a foreign one by its country and plate, each
// with the optional date of the facts. Both forms are GET forms to this screen, so a search lives
// in the URL: a valid one leads to the vehicle's screen (which consults, and shows the no-result
// panel for a miss), an invalid one is shown here with its field's error. A role sees the forms of
// the lookups it may make.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { searchScreen } from '~/consultation/lookup-screen.server';
import { vehicleSearchScreen } from '~/domains/vehicle/lookups.server';
import { BelgianVehicleSearchForm, ForeignVehicleSearchForm } from '~/domains/vehicle/search-forms';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'vehicleSearch');
  const [screen, t] = await Promise.all([
    vehicleSearchScreen(args, activeRole),
    i18nServer.getFixedT(args.request, 'vehicle'),
  ]);
  const { search, ...shown } = screen;
  return searchScreen(args, search, { title: t('search.title'), ...shown });
}

export const meta = screenMeta;

export default function VehicleSearchScreen() {
  const { t } = useTranslation('vehicle');
  const { capabilities, countries, search, reference } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const action = href('vehicleSearch', {}, locale);
  const clearHref = href('vehicleSearch', {}, locale, { [clearedFormParameter]: '1' });
  return (
    <>
      <h1>{t('search.title')}</h1>
      <p className="lead">{t('search.intro')}</p>
      {capabilities.belgian.sources.length > 0 ? (
        <SearchPanel id="search-belgian" heading={t('search.belgianTitle')}>
          <BelgianVehicleSearchForm
            options={capabilities.belgian}
            lastResult={search?.form === 'belgian' ? search.result : null}
            action={action}
            clearHref={clearHref}
            defaultReference={reference}
          />
        </SearchPanel>
      ) : null}
      {capabilities.foreign.sources.length > 0 ? (
        <SearchPanel id="search-foreign" heading={t('search.foreignTitle')}>
          <ForeignVehicleSearchForm
            options={capabilities.foreign}
            countries={countries}
            secondPlate={capabilities.secondPlate}
            lastResult={search?.form === 'foreign' ? search.result : null}
            action={action}
            clearHref={clearHref}
            defaultReference={reference}
          />
        </SearchPanel>
      ) : null}
    </>
  );
}

// One sale (kadaster/verkoopprijzen/:saleId): the sale (date, price, type, office, fiche 60) and
// the partition it concerns (capakey, partition, place, nature, surface, building), with a link to
// the partition's screen for a role that may open it. A malformed id is not a page (404); an id the
// cadastre does not know answers the no-result panel (404). A sale names no parties.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { landRegistrySources } from '@contracts/land-registry-codes';
import { mayOpenScreen } from '~/auth/access';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupSale, saleIdPattern } from '~/domains/land-registry/sales/lookups.server';
import { SaleView } from '~/domains/land-registry/sales/sale-view';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistrySale');
  const id = args.params.saleId ?? '';
  if (!saleIdPattern.test(id)) throw data(null, { status: 404 });
  const [t, lookup] = await Promise.all([
    i18nServer.getFixedT(args.request, 'landregistrysales'),
    lookupSale(args, id),
  ]);
  return data(
    {
      title: lookup.state === 'found' ? `${t('sale.title')} ${id}` : t('sale.title'),
      lookup,
      activeRole,
      mayOpenPartition: mayOpenScreen('landRegistryPartition', activeRole),
      correlationId: args.context.correlationId,
    },
    { status: lookup.state === 'found' ? 200 : lookup.state === 'notFound' ? 404 : 502 },
  );
}

export const meta = screenMeta;

export default function LandRegistrySaleScreen() {
  const { t } = useTranslation('landregistrysales');
  const { lookup, activeRole, mayOpenPartition, correlationId } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <h1>{t('sale.title')}</h1>
      <LandRegistrySections role={activeRole} current="landRegistrySales" />
      {lookup.state === 'found' ? (
        <SaleView sale={lookup.sale} mayOpenPartition={mayOpenPartition} />
      ) : lookup.state === 'notFound' ? (
        <NoResultPanel text={t('sale.noResultText')} />
      ) : (
        <LookupFailure source={landRegistrySources[0]} correlationId={correlationId} />
      )}
      <p className="link-row">
        <Link to={href('landRegistrySales', {}, locale)}>{t('sale.toSearch')}</Link>
      </p>
    </>
  );
}

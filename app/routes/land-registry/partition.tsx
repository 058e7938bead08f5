// One partition of a parcel (kadaster/:capakeyPartitionId): its parcel data and current ownership
// state, the other partitions of its parcel, and its owners' download. Every load is a
// consultation the backend writes to the legal log under the capakey.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { landRegistrySources } from '@contracts/land-registry-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupPartition } from '~/domains/land-registry/lookups.server';
import { PartitionView } from '~/domains/land-registry/partition-view';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { consultationNames, href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { LookupNotFound } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryPartition');
  const [lookup, t] = await Promise.all([
    lookupPartition(args, activeRole),
    i18nServer.getFixedT(args.request, 'landregistry'),
  ]);
  const { outcome } = lookup;
  const found = outcome.state === 'found' ? outcome.found.detail : null;
  return data(
    {
      link: lookup.link,
      results: lookup.results,
      outcome,
      activeRole,
      downloadHref: lookup.links.download,
      historyHref: lookup.links.history,
      title: found
        ? `${t('partition.heading', { capakey: found.perceel.capakey, partition: found.perceel.partitie })} – ${t('title')}`
        : `${t('partition.title')} – ${t('title')}`,
      correlationId: args.context.correlationId,
    },
    { status: lookup.status },
  );
}

export const meta = screenMeta;

export default function LandRegistryPartitionScreen() {
  const { t } = useTranslation('landregistry');
  const loaded = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { link, outcome } = loaded;

  if (outcome.state !== 'found') {
    return (
      <LookupNotFound
        lookup={loaded}
        title={t('partition.title')}
        noResult={t('partition.noResultText')}
        confirmWith="open"
      >
        {outcome.state === 'invalid' && outcome.crossSite ? (
          <Form method="get" action={pathname} className="no-print">
            <input type="hidden" name={consultationNames.source} value={landRegistrySources[0]} />
            {link.reference ? (
              <input type="hidden" name={consultationNames.reference} value={link.reference} />
            ) : null}
            <button type="submit" className="button">
              {t('partition.open')}
            </button>
          </Form>
        ) : (
          <>
            {outcome.state === 'invalid' ? <p>{t('partition.invalidId')}</p> : null}
            <p>
              <Link to={href('landRegistry', {}, locale)}>{t('partition.toSearch')}</Link>
            </p>
          </>
        )}
      </LookupNotFound>
    );
  }

  const { detail, siblings } = outcome.found;
  return (
    <article className="land-registry-partition">
      <BackToResults href={loaded.results} />
      <h1>
        {t('partition.heading', {
          capakey: detail.perceel.capakey,
          partition: detail.perceel.partitie,
        })}
      </h1>
      <LandRegistrySections role={loaded.activeRole} current="landRegistryPartition" />
      <PartitionView
        detail={detail}
        siblings={siblings}
        reference={link.reference}
        results={loaded.results}
        downloadHref={loaded.downloadHref}
      />
      {loaded.historyHref ? (
        <p>
          <Link to={loaded.historyHref}>{t('partition.historyLink')}</Link>
        </p>
      ) : null}
    </article>
  );
}

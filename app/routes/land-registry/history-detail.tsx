// A parcel's ownership history (kadaster/historiek/:capakey, the capakey with '-' for its '/'): its
// partitions to choose from when it is divided, and the chosen partition's ownership states as a
// timeline, with one state in full (the link's `toestand`, else the state on the day asked, else
// the current one) and the links to the states before and after it. Every load is a consultation
// the backend writes to the legal log; an unknown parcel shows the no-result panel, and a
// partition or state this history does not hold answers 404 with the history still listed.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { partitionIdOf } from '@contracts/land-registry-paths';
import { mayOpenScreen } from '~/auth/access';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import {
  OwnershipTimeline,
  PartitionChoice,
  type HistoryLinks,
} from '~/domains/land-registry/history/history-view';
import { lookupHistory } from '~/domains/land-registry/history/lookups.server';
import { historyFields } from '~/domains/land-registry/history/search-fields';
import { HistorySearchForm } from '~/domains/land-registry/history/search-form';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { isoDateToDisplay } from '~/lib/validation/dates';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { ConsultedNote } from '~/ui/consulted-note';
import { Alert } from '~/ui/feedback/alert';
import { LookupDetail } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryHistoryDetail');
  const lookup = await lookupHistory(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'landregistryhistory');
  return lookupScreen(args, lookup, {
    title:
      lookup.outcome.state === 'found'
        ? t('detail.title', { capakey: lookup.link.subject })
        : t('search.title'),
    activeRole,
  });
}

export const meta = screenMeta;

export default function LandRegistryHistoryDetailScreen() {
  const { t } = useTranslation('landregistryhistory');
  const loaded = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const { link, outcome, capabilities, date, choice } = loaded;

  return (
    <LookupDetail
      lookup={loaded}
      title={t('search.title')}
      noResult={t('search.noResultText', { capakey: link.subject })}
      searchHref={href('landRegistryHistory', {}, locale)}
      searchForm={(again) => (
        <HistorySearchForm
          options={capabilities.history}
          {...again}
          defaults={{
            capakey: outcome.state === 'invalid' ? link.typed : link.subject,
            datum: date ? (isoDateToDisplay(date) ?? '') : '',
          }}
        />
      )}
    >
      {({ history, consultedAt }, searchForm) => {
        const partitions = history.partities;
        const shown = choice?.partition ?? null;
        const parcel = shown?.perceel ?? partitions[0]?.perceel;
        const links: HistoryLinks = {
          capakey: history.capakey,
          source: link.source,
          reference: link.reference,
        };
        const asked = new URLSearchParams(search);
        return (
          <article className="ownership-history">
            <header>
              <h1>{t('detail.title', { capakey: history.capakey })}</h1>
              <LandRegistrySections role={loaded.activeRole} current="landRegistryHistory" />
              {parcel ? (
                <p className="lead">
                  {t('detail.lead', {
                    municipality: parcel.gemeente.naam,
                    division: parcel.afdeling.naam,
                    section: parcel.sectie,
                    plot: parcel.perceelnummer,
                  })}
                </p>
              ) : null}
              {shown && mayOpenScreen('landRegistryPartition', loaded.activeRole) ? (
                <p>
                  <Link
                    to={href(
                      'landRegistryPartition',
                      {
                        capakeyPartitionId: partitionIdOf(history.capakey, shown.perceel.partitie),
                      },
                      locale,
                      { source: link.source, reference: link.reference },
                    )}
                  >
                    {t('detail.partitionLink', { partition: shown.perceel.partitie })}
                  </Link>
                </p>
              ) : null}
            </header>
            {choice?.unknown === 'partition' ? (
              <Alert kind="error" scrollIntoView>
                <p>
                  {t('detail.unknownPartition', {
                    partition: asked.get(historyFields.partition) ?? '',
                    shown: shown?.perceel.partitie ?? '',
                  })}
                </p>
              </Alert>
            ) : null}
            {choice?.unknown === 'state' ? (
              <Alert kind="error" scrollIntoView>
                <p>{t('detail.unknownState')}</p>
              </Alert>
            ) : null}
            {partitions.length > 1 ? (
              <PartitionChoice
                partitions={partitions}
                shown={shown?.perceel.partitie ?? null}
                links={links}
              />
            ) : null}
            {shown ? (
              <OwnershipTimeline
                partition={shown}
                selected={choice?.selected ?? null}
                focus={asked.has(historyFields.state)}
                date={date}
                links={links}
              />
            ) : null}
            <ConsultedNote text={t('detail.consulted', { time: formatDateTime(consultedAt) })} />
            {searchForm}
          </article>
        );
      }}
    </LookupDetail>
  );
}

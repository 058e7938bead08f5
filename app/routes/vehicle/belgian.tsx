// Belgian vehicle (mobiliteit/belgischvoertuig/:nummerplaat): the registration and its status,
// the vehicle, the holder on the date of the facts (today when none is asked) and the history of
// holders. Every load is a consultation that the backend writes to the legal log; an unknown plate
// shows the no-result panel, a deregistered one its status.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupBelgianVehicle } from '~/domains/vehicle/lookups.server';
import { BelgianVehicleSearchForm } from '~/domains/vehicle/search-forms';
import {
  BelgianHolderName,
  BelgianRegistrationList,
  HolderOnDate,
  HoldersTable,
  VehicleList,
  type HolderLinks,
} from '~/domains/vehicle/vehicle-record';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatBelgianPlate } from '~/lib/format/plate';
import { isoDateToDisplay } from '~/lib/validation/dates';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { CopyButton } from '~/ui/copy-button';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { LookupNotFound } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'belgianVehicle');
  const lookup = await lookupBelgianVehicle(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'vehicle');
  const plate = formatBelgianPlate(lookup.link.subject);
  return data(
    {
      ...lookup,
      title:
        lookup.outcome.state === 'found' ? t('detail.belgianTitle', { plate }) : t('search.title'),
      correlationId: args.context.correlationId,
    },
    { status: lookup.status },
  );
}

export const meta = screenMeta;

export default function BelgianVehicleScreen() {
  const { t } = useTranslation('vehicle');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const { link, outcome, capabilities, date } = loaded;

  const searchForm = (
    <section
      aria-labelledby="detail-search"
      className="search-panel search-panel--compact no-print"
    >
      <h2 id="detail-search">{t('detail.newSearch')}</h2>
      <BelgianVehicleSearchForm
        options={capabilities.belgian}
        lastResult={outcome.state === 'invalid' ? outcome.formResult : null}
        action={href('vehicleSearch', {}, locale)}
        clearHref={href('vehicleSearch', {}, locale)}
        defaults={{
          nummerplaat: outcome.state === 'invalid' ? link.typed : formatBelgianPlate(link.subject),
          datum: date ? (isoDateToDisplay(date) ?? '') : '',
        }}
        defaultReference={link.reference}
      />
    </section>
  );

  if (outcome.state !== 'found') {
    return (
      <LookupNotFound
        outcome={outcome}
        results={loaded.results}
        title={t('search.title')}
        errors={{
          title: t('search.errorTitle'),
          failed: t('search.errorText', { correlationId: loaded.correlationId }),
          timedOut: t('search.errorTimeout', { correlationId: loaded.correlationId }),
        }}
        noResult={t('search.noResultText', { subject: formatBelgianPlate(link.subject) })}
        confirmLink={t('detail.confirmLink')}
      >
        {searchForm}
      </LookupNotFound>
    );
  }

  const { vehicle, consultedAt } = outcome.found;
  const plate = formatBelgianPlate(vehicle.nummerplaat.nummer);
  const links: HolderLinks = {
    reference: link.reference,
    personSource: capabilities.personLinkSource,
    enterpriseSource: capabilities.enterpriseLinkSource,
  };
  const name = (period: (typeof vehicle.houders)[number]) => (
    <BelgianHolderName holder={period.houder} links={links} />
  );
  return (
    <article className="vehicle-detail">
      <BackToResults href={loaded.results} />
      <header>
        <h1>{t('detail.belgianTitle', { plate })}</h1>
        <p className="lead">
          <span>
            {vehicle.voertuig.merk} {vehicle.voertuig.handelsbenaming}
          </span>{' '}
          <CopyButton value={vehicle.nummerplaat.nummer} label={t('detail.copyPlate')} />
        </p>
        {vehicle.nummerplaat.datumSchrapping ? (
          <p className="tag tag--deceased">
            {t('detail.deregistered', { date: formatDate(vehicle.nummerplaat.datumSchrapping) })}
          </p>
        ) : null}
      </header>
      <section aria-labelledby="detail-holder">
        <h2 id="detail-holder">
          {date
            ? t('detail.holderOn', { date: formatDate(vehicle.situatieDatum) })
            : t('detail.holderToday')}
        </h2>
        <HolderOnDate period={vehicle.houder} date={vehicle.situatieDatum} name={name} />
      </section>
      <section aria-labelledby="detail-registration">
        <h2 id="detail-registration">{t('detail.registration')}</h2>
        <BelgianRegistrationList vehicle={vehicle} />
      </section>
      <section aria-labelledby="detail-vehicle">
        <h2 id="detail-vehicle">{t('detail.vehicle')}</h2>
        <VehicleList vehicle={vehicle.voertuig} />
      </section>
      {/* A section holding a table is not a landmark of its own: the table is, by its heading. */}
      <section>
        <h2 id="detail-holders">{t('detail.holders')}</h2>
        <HoldersTable periods={vehicle.houders} headingId="detail-holders" name={name} />
      </section>
      <p className="form-hint consulted">
        {t('detail.consulted', { time: formatDateTime(consultedAt) })}
      </p>
      {searchForm}
    </article>
  );
}

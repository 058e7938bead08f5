// Belgian vehicle (mobiliteit/belgischvoertuig/:nummerplaat): the registration and its status,
// the vehicle, the holder on the date of the facts (today when none is asked) and the history of
// holders. Every load is a consultation that the backend writes to the legal log; an unknown plate
// shows the no-result panel, a deregistered one its status.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { lookupBelgianVehicle } from '~/domains/vehicle/lookups.server';
import { BelgianVehicleSearchForm } from '~/domains/vehicle/search-forms';
import {
  BelgianHolderName,
  BelgianRegistrationList,
  VehicleDetail,
  type HolderLinks,
} from '~/domains/vehicle/vehicle-record';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { formatBelgianPlate } from '~/lib/format/plate';
import { isoDateToDisplay } from '~/lib/validation/dates';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { LookupDetail } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'belgianVehicle');
  const lookup = await lookupBelgianVehicle(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'vehicle');
  const plate = formatBelgianPlate(lookup.link.subject);
  return lookupScreen(args, lookup, {
    title:
      lookup.outcome.state === 'found' ? t('detail.belgianTitle', { plate }) : t('search.title'),
  });
}

export const meta = screenMeta;

export default function BelgianVehicleScreen() {
  const { t } = useTranslation('vehicle');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const { link, capabilities, date } = loaded;

  return (
    <LookupDetail
      lookup={loaded}
      title={t('search.title')}
      noResult={t('search.noResultText', { subject: formatBelgianPlate(link.subject) })}
      searchHref={href('vehicleSearch', {}, locale)}
      searchForm={(again) => (
        <BelgianVehicleSearchForm
          options={capabilities.belgian}
          {...again}
          defaults={{
            nummerplaat:
              loaded.outcome.state === 'invalid' ? link.typed : formatBelgianPlate(link.subject),
            datum: date ? (isoDateToDisplay(date) ?? '') : '',
          }}
        />
      )}
    >
      {({ vehicle, consultedAt }, searchForm) => {
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
          <VehicleDetail
            title={t('detail.belgianTitle', { plate })}
            plate={vehicle.nummerplaat.nummer}
            deregistered={vehicle.nummerplaat.datumSchrapping}
            vehicle={vehicle.voertuig}
            holder={vehicle.houder}
            holders={vehicle.houders}
            situationDate={vehicle.situatieDatum}
            dateAsked={Boolean(date)}
            registration={<BelgianRegistrationList vehicle={vehicle} />}
            name={name}
            consulted={t('detail.consulted', { time: formatDateTime(consultedAt) })}
            results={loaded.results}
          >
            {searchForm}
          </VehicleDetail>
        );
      }}
    </LookupDetail>
  );
}

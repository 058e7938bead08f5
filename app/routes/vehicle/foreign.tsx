// Foreign vehicle (mobiliteit/buitenlandsvoertuig/:land/:nummerplaat1[/:nummerplaat2]): a vehicle
// of another EU member state's register, asked through EUCARIS, with its registration, the holder
// on the date of the facts and the history of holders as that register names them. The second
// plate exists only with its build-time toggle; without it such a path is not found. Every load
// is a consultation written to the legal log; an unknown plate shows the no-result panel.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { lookupForeignVehicle } from '~/domains/vehicle/lookups.server';
import { ForeignVehicleSearchForm } from '~/domains/vehicle/search-forms';
import {
  ForeignHolderName,
  ForeignRegistrationList,
  VehicleDetail,
} from '~/domains/vehicle/vehicle-record';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { isoDateToDisplay } from '~/lib/validation/dates';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { LookupNotFound, NewSearchPanel } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'foreignVehicle');
  const [lookup, t] = await Promise.all([
    lookupForeignVehicle(args, activeRole),
    i18nServer.getFixedT(args.request, 'vehicle'),
  ]);
  return lookupScreen(args, lookup, {
    title:
      lookup.outcome.state === 'found'
        ? t('detail.foreignTitle', { plate: lookup.link.subject, country: lookup.country })
        : t('search.title'),
  });
}

export const meta = screenMeta;

export default function ForeignVehicleScreen() {
  const { t } = useTranslation('vehicle');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const { link, outcome, capabilities, date, country } = loaded;

  const searchForm = (
    <NewSearchPanel>
      <ForeignVehicleSearchForm
        options={capabilities.foreign}
        countries={loaded.countries}
        secondPlate={capabilities.secondPlate}
        lastResult={outcome.state === 'invalid' ? outcome.formResult : null}
        action={href('vehicleSearch', {}, locale)}
        clearHref={href('vehicleSearch', {}, locale)}
        defaults={{
          land: loaded.land,
          nummerplaat1: outcome.state === 'invalid' ? link.typed : link.subject,
          nummerplaat2: loaded.plate2 ?? '',
          datum: date ? (isoDateToDisplay(date) ?? '') : '',
        }}
        defaultReference={link.reference}
      />
    </NewSearchPanel>
  );

  if (outcome.state !== 'found') {
    const plates = [link.subject, loaded.plate2].filter(Boolean).join(' / ');
    return (
      <LookupNotFound
        lookup={loaded}
        title={t('search.title')}
        noResult={t('search.noResultForeignText', { subject: plates, country })}
      >
        {searchForm}
      </LookupNotFound>
    );
  }

  const { vehicle, consultedAt } = outcome.found;
  const name = (period: (typeof vehicle.houders)[number]) => (
    <ForeignHolderName holder={period.houder} />
  );
  return (
    <VehicleDetail
      title={t('detail.foreignTitle', { plate: vehicle.nummerplaat1, country: vehicle.land.naam })}
      plate={vehicle.nummerplaat1}
      deregistered={vehicle.datumSchrapping}
      vehicle={vehicle.voertuig}
      holder={vehicle.houder}
      holders={vehicle.houders}
      situationDate={vehicle.situatieDatum}
      dateAsked={Boolean(date)}
      registration={<ForeignRegistrationList vehicle={vehicle} />}
      name={name}
      consulted={t('detail.consultedForeign', {
        country: vehicle.land.naam,
        time: formatDateTime(consultedAt),
      })}
      results={loaded.results}
    >
      {searchForm}
    </VehicleDetail>
  );
}

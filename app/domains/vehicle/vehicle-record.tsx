// The parts of a vehicle's record as the vehicle screens show them: the registration, the vehicle,
// the holder on the date asked (today when none) and the history of holders. Code values in the
// screen's language with their code. A Belgian holder links to the person or enterprise detail only
// when the role may open it; a holder in a foreign register is shown as that register names it.
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BelgianHolder,
  BelgianVehicle,
  ForeignHolder,
  ForeignVehicle,
  VehicleAddress,
} from '@contracts/vehicle';
import { localeFromPath } from '~/i18n/locale';
import { vehicleCodeLists } from '~/lib/code-lists/vehicle';
import { formatAddressLines } from '~/lib/format/address';
import { formatDate } from '~/lib/format/date-time';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { formatBelgianPlate } from '~/lib/format/plate';
import { href } from '~/routing/href';
import { AddressLines } from '~/ui/address-lines';
import { CodeValue } from '~/ui/code-value';
import { CopyButton } from '~/ui/copy-button';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { Table, type TableColumn } from '~/ui/data-table/table';
import { CodeRow, OptionalRow, PeriodText, SummaryRow } from '~/ui/summary-list';

type Vehicle = BelgianVehicle | ForeignVehicle;
type Identity = Vehicle['voertuig'];
type BelgianPeriod = BelgianVehicle['houders'][number];
type ForeignPeriod = ForeignVehicle['houders'][number];

/** Where a holder may link to: the sources the details are asked from, null for no link. */
export interface HolderLinks {
  /** 'Uw referentie' the vehicle was consulted under, carried to the holder's detail. */
  reference: string;
  personSource: string | null;
  enterpriseSource: string | null;
}

function AddressText({ address }: { address: VehicleAddress }) {
  const { t } = useTranslation();
  const lines = formatAddressLines(address, t);
  return <AddressLines lines={lines} />;
}

export function BelgianRegistrationList({ vehicle }: { vehicle: BelgianVehicle }) {
  const { t } = useTranslation('vehicle');
  const plate = vehicle.nummerplaat;
  return (
    <dl className="summary-list">
      <SummaryRow label={t('fields.plate')}>{formatBelgianPlate(plate.nummer)}</SummaryRow>
      <SummaryRow label={t('fields.plateType')}>
        <CodeValue list={vehicleCodeLists.plateType} value={plate.type} />
      </SummaryRow>
      <SummaryRow label={t('fields.status')}>
        <CodeValue list={vehicleCodeLists.registrationStatus} value={plate.status} />
      </SummaryRow>
      <SummaryRow label={t('fields.registered')}>{formatDate(plate.datumInschrijving)}</SummaryRow>
      <OptionalRow label={t('fields.deregisteredOn')} value={plate.datumSchrapping}>
        {formatDate}
      </OptionalRow>
    </dl>
  );
}

export function ForeignRegistrationList({ vehicle }: { vehicle: ForeignVehicle }) {
  const { t } = useTranslation('vehicle');
  return (
    <dl className="summary-list">
      <SummaryRow label={t('fields.country')}>{vehicle.land.naam}</SummaryRow>
      <SummaryRow label={t('fields.plate')}>{vehicle.nummerplaat1}</SummaryRow>
      {vehicle.nummerplaat2 ? (
        <SummaryRow label={t('fields.plate2')}>{vehicle.nummerplaat2}</SummaryRow>
      ) : null}
      <SummaryRow label={t('fields.status')}>
        <CodeValue list={vehicleCodeLists.registrationStatus} value={vehicle.status} />
      </SummaryRow>
      <SummaryRow label={t('fields.registered')}>
        {formatDate(vehicle.datumInschrijving)}
      </SummaryRow>
      <OptionalRow label={t('fields.deregisteredOn')} value={vehicle.datumSchrapping}>
        {formatDate}
      </OptionalRow>
    </dl>
  );
}

function useUnits() {
  const { t, i18n } = useTranslation('vehicle');
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-BE');
  return (unit: 'cc' | 'kw' | 'co2' | 'kg', value: number) =>
    t(`units.${unit}`, { value: number.format(value) });
}

export function VehicleList({ vehicle }: { vehicle: Identity | BelgianVehicle['voertuig'] }) {
  const { t } = useTranslation('vehicle');
  const unit = useUnits();
  const technical = 'maximaleMassa' in vehicle ? vehicle : null;
  return (
    <dl className="summary-list">
      <SummaryRow label={t('fields.make')}>{vehicle.merk}</SummaryRow>
      <SummaryRow label={t('fields.model')}>{vehicle.handelsbenaming}</SummaryRow>
      <SummaryRow label={t('fields.vin')}>
        <span className="nowrap">{vehicle.vin}</span>{' '}
        <CopyButton value={vehicle.vin} label={t('detail.copyVin')} />
      </SummaryRow>
      <SummaryRow label={t('fields.category')}>
        <CodeValue list={vehicleCodeLists.vehicleCategory} value={vehicle.categorie} />
      </SummaryRow>
      <CodeRow
        label={t('fields.bodywork')}
        list={vehicleCodeLists.bodywork}
        value={vehicle.carrosserie}
      />
      <CodeRow label={t('fields.colour')} list={vehicleCodeLists.colour} value={vehicle.kleur} />
      <CodeRow label={t('fields.fuel')} list={vehicleCodeLists.fuel} value={vehicle.brandstof} />
      <SummaryRow label={t('fields.firstRegistration')}>
        {formatDate(vehicle.datumEersteInschrijving)}
      </SummaryRow>
      {technical?.cilinderinhoud ? (
        <SummaryRow label={t('fields.engineCapacity')}>
          {unit('cc', technical.cilinderinhoud)}
        </SummaryRow>
      ) : null}
      {technical?.vermogenKw ? (
        <SummaryRow label={t('fields.power')}>{unit('kw', technical.vermogenKw)}</SummaryRow>
      ) : null}
      {technical?.euronorm ? (
        <SummaryRow label={t('fields.euroNorm')}>{technical.euronorm}</SummaryRow>
      ) : null}
      {technical?.co2 !== null && technical?.co2 !== undefined ? (
        <SummaryRow label={t('fields.co2')}>{unit('co2', technical.co2)}</SummaryRow>
      ) : null}
      {technical?.zitplaatsen ? (
        <SummaryRow label={t('fields.seats')}>{technical.zitplaatsen}</SummaryRow>
      ) : null}
      {technical ? (
        <SummaryRow label={t('fields.maximumMass')}>
          {unit('kg', technical.maximaleMassa)}
        </SummaryRow>
      ) : null}
      {technical?.keuringGeldigTot ? (
        <SummaryRow label={t('fields.inspection')}>
          {formatDate(technical.keuringGeldigTot)}
        </SummaryRow>
      ) : null}
    </dl>
  );
}

/** A Belgian holder: a link to their detail where the role may open it, with their number. */
export function BelgianHolderName({
  holder,
  links,
}: {
  holder: BelgianHolder;
  links: HolderLinks;
}) {
  const { t } = useTranslation('vehicle');
  const locale = localeFromPath(useLocation().pathname);
  if (holder.soort === 'onderneming') {
    const number = formatEnterpriseNumber(holder.ondernemingsnummer);
    return (
      <>
        {links.enterpriseSource ? (
          <Link
            to={href('enterpriseDetail', { kbo: holder.ondernemingsnummer }, locale, {
              source: links.enterpriseSource,
              reference: links.reference,
            })}
            aria-label={t('holder.enterpriseLink', { name: holder.naam })}
          >
            {holder.naam}
          </Link>
        ) : (
          holder.naam
        )}{' '}
        <span>({number})</span>
        {holder.leasemaatschappij ? (
          <>
            {' '}
            <span className="tag">{t('holder.leasing')}</span>
          </>
        ) : null}
      </>
    );
  }
  const born = t('holder.born', { year: holder.geboortejaar });
  if (links.personSource === null) {
    return (
      <>
        {holder.naam} <span>({born})</span>
      </>
    );
  }
  return (
    <>
      <Link
        to={href('personDetail', { insz: holder.insz }, locale, {
          source: links.personSource,
          reference: links.reference,
        })}
        aria-label={t('holder.personLink', { name: holder.naam })}
      >
        {holder.naam}
      </Link>{' '}
      <span>({born})</span>
    </>
  );
}

export function ForeignHolderName({ holder }: { holder: ForeignHolder }) {
  if (holder.soort === 'onderneming' || !holder.geboortedatum) return <>{holder.naam}</>;
  return (
    <>
      {holder.naam} <span>({formatDate(holder.geboortedatum)})</span>
    </>
  );
}

function HolderKind({ holder }: { holder: BelgianHolder | ForeignHolder }) {
  const { t } = useTranslation('vehicle');
  return <>{t(holder.soort === 'persoon' ? 'holder.person' : 'holder.enterprise')}</>;
}

/** The holder on the date asked, or the notice that no one held the plate then. */
export function HolderOnDate<Period extends BelgianPeriod | ForeignPeriod>({
  period,
  date,
  name,
}: {
  period: Period | null;
  date: string;
  name: (period: Period) => ReactNode;
}) {
  const { t } = useTranslation('vehicle');
  if (!period) return <p>{t('detail.noHolder', { date: formatDate(date) })}</p>;
  return (
    <dl className="summary-list">
      <SummaryRow label={t('fields.holder')}>{name(period)}</SummaryRow>
      <SummaryRow label={t('fields.holderKind')}>
        <HolderKind holder={period.houder} />
      </SummaryRow>
      <SummaryRow label={t('fields.address')}>
        <AddressText address={period.adres} />
      </SummaryRow>
      <SummaryRow label={t('fields.period')}>
        <PeriodText from={period.datumBegin} to={period.datumEinde} />
      </SummaryRow>
      <SummaryRow label={t('fields.transaction')}>
        <CodeValue list={vehicleCodeLists.vehicleTransaction} value={period.transactie} />
      </SummaryRow>
    </dl>
  );
}

/** Every holder period, the newest first, in the shared table. */
export function HoldersTable<Period extends BelgianPeriod | ForeignPeriod>({
  periods,
  headingId,
  name,
}: {
  periods: readonly Period[];
  headingId: string;
  name: (period: Period) => ReactNode;
}) {
  const { t } = useTranslation('vehicle');
  if (periods.length === 0) return <p>{t('history.none')}</p>;
  const columns: TableColumn<Period>[] = [
    { key: 'holder', header: t('fields.holder'), cell: (row) => name(row) },
    {
      key: 'kind',
      header: t('fields.holderKind'),
      cell: (row) => <HolderKind holder={row.houder} />,
    },
    {
      key: 'address',
      header: t('fields.address'),
      cell: (row) => <AddressText address={row.adres} />,
    },
    {
      key: 'period',
      header: t('fields.period'),
      cell: (row) => <PeriodText from={row.datumBegin} to={row.datumEinde} />,
    },
    {
      key: 'transaction',
      header: t('fields.transaction'),
      cell: (row) => (
        <CodeValue list={vehicleCodeLists.vehicleTransaction} value={row.transactie} />
      ),
    },
  ];
  return (
    <Table
      name={{ headingId }}
      columns={columns}
      rows={[...periods]}
      rowKey={(row) => `${row.datumBegin}-${row.houder.naam}`}
    />
  );
}

/**
 * A vehicle's screen, Belgian or foreign alike: the plate and the vehicle, its status when it was
 * deregistered, the holder on the date asked, the registration (the register's own list), the
 * vehicle, the history of holders and when it was consulted; the search form follows.
 */
export function VehicleDetail<Period extends BelgianPeriod | ForeignPeriod>({
  title,
  plate,
  deregistered,
  vehicle,
  holder,
  holders,
  situationDate,
  dateAsked,
  registration,
  name,
  consulted,
  results,
  children,
}: {
  title: string;
  /** The plate as the register keeps it, for the copy button. */
  plate: string;
  deregistered: string | null;
  vehicle: Identity | BelgianVehicle['voertuig'];
  holder: Period | null;
  holders: readonly Period[];
  situationDate: string;
  /** A date of the facts was asked: the holder is named for that date, not for today. */
  dateAsked: boolean;
  registration: ReactNode;
  name: (period: Period) => ReactNode;
  consulted: string;
  results: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('vehicle');
  return (
    <article className="vehicle-detail">
      <BackToResults href={results} />
      <header>
        <h1>{title}</h1>
        <p className="lead">
          <span>
            {vehicle.merk} {vehicle.handelsbenaming}
          </span>{' '}
          <CopyButton value={plate} label={t('detail.copyPlate')} />
        </p>
        {deregistered ? (
          <p className="tag tag--deceased">
            {t('detail.deregistered', { date: formatDate(deregistered) })}
          </p>
        ) : null}
      </header>
      <section aria-labelledby="detail-holder">
        <h2 id="detail-holder">
          {dateAsked
            ? t('detail.holderOn', { date: formatDate(situationDate) })
            : t('detail.holderToday')}
        </h2>
        <HolderOnDate period={holder} date={situationDate} name={name} />
      </section>
      <section aria-labelledby="detail-registration">
        <h2 id="detail-registration">{t('detail.registration')}</h2>
        {registration}
      </section>
      <section aria-labelledby="detail-vehicle">
        <h2 id="detail-vehicle">{t('detail.vehicle')}</h2>
        <VehicleList vehicle={vehicle} />
      </section>
      {/* A section holding a table is not a landmark of its own: the table is, by its heading. */}
      <section>
        <h2 id="detail-holders">{t('detail.holders')}</h2>
        <HoldersTable periods={holders} headingId="detail-holders" name={name} />
      </section>
      <p className="form-hint consulted">{consulted}</p>
      {children}
    </article>
  );
}

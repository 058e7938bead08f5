// Reads the vehicle registers into the shapes of contracts/vehicle.ts, with the Dutch labels of
// contracts/vehicle-codes.ts: a registration or foreign vehicle with every holder period (the
// newest first) and the one that covers the asked date. A person holder is named from the
// population, an enterprise from the enterprise register with the leasing rule of leasing.ts.
import { sql, type Kysely } from 'kysely';
import type { CodeLabels } from '@contracts/person-codes';
import type {
  BelgianHolder,
  BelgianVehicle,
  ForeignHolder,
  ForeignVehicle,
  VehicleAddress,
} from '@contracts/vehicle';
import {
  bodyworkCodes,
  colourCodes,
  fuelCodes,
  plateTypeCodes,
  registrationStatusCodes,
  transactionCodes,
  vehicleCategoryCodes,
} from '@contracts/vehicle-codes';
import type { Database } from '../db/schema';
import { isLeasingCompany } from './leasing';

type Db = Kysely<Database>;

function labelled(list: Readonly<Record<string, CodeLabels>>, code: string) {
  return { code, omschrijving: list[code]?.nl ?? code };
}

const optionalLabel = (list: Readonly<Record<string, CodeLabels>>, code: string | null) =>
  code === null ? null : labelled(list, code);

/** The period that covers the day (both ends included), else null. */
function periodOn<Period extends { datumBegin: string; datumEinde: string | null }>(
  periods: readonly Period[],
  date: string,
): Period | null {
  return (
    periods.find(
      (period) =>
        period.datumBegin <= date && (period.datumEinde === null || period.datumEinde >= date),
    ) ?? null
  );
}

/** The columns a Belgian and a foreign vehicle share, dates as 'YYYY-MM-DD' text. */
const identityColumns = [
  'status',
  sql<string>`registration_date::text`.as('registration_date'),
  sql<string | null>`deregistration_date::text`.as('deregistration_date'),
  'vin',
  'make',
  'model',
  'category',
  'bodywork',
  'colour',
  'fuel',
  sql<string>`first_registration_date::text`.as('first_registration_date'),
] as const;

interface IdentityRow {
  vin: string;
  make: string;
  model: string;
  category: string;
  bodywork: string | null;
  colour: string | null;
  fuel: string | null;
  first_registration_date: string;
}

function identityOf(row: IdentityRow) {
  return {
    vin: row.vin,
    merk: row.make,
    handelsbenaming: row.model,
    categorie: labelled(vehicleCategoryCodes, row.category),
    carrosserie: optionalLabel(bodyworkCodes, row.bodywork),
    kleur: optionalLabel(colourCodes, row.colour),
    brandstof: optionalLabel(fuelCodes, row.fuel),
    datumEersteInschrijving: row.first_registration_date,
  };
}

const belgium = { isoCode: 'BE', naam: 'België' };

/**
 * Which of the enterprises that held a plate are leasing companies (leasing.ts reads their
 * activities): one statement, and none when no enterprise held it.
 */
async function leasingCompanies(
  db: Db,
  enterprises: readonly { number: string; kind: '1' | '2' }[],
): Promise<Set<string>> {
  if (enterprises.length === 0) return new Set();
  const numbers = [...new Set(enterprises.map((enterprise) => enterprise.number))];
  const activities = await db
    .selectFrom('enterprise_activities')
    .select(['enterprise_number', 'nace_code', 'type'])
    .where('enterprise_number', 'in', numbers)
    .execute();
  return new Set(
    enterprises
      .filter((enterprise) =>
        isLeasingCompany({
          enterpriseNumber: enterprise.number,
          kind: enterprise.kind,
          activities: activities
            .filter((activity) => activity.enterprise_number === enterprise.number)
            .map((activity) => ({ nace: activity.nace_code, main: activity.type === 'P' })),
        }),
      )
      .map((enterprise) => enterprise.number),
  );
}

/** A Belgian vehicle by its plate, with its holder on `date`; null when no vehicle has it. */
export async function findBelgianVehicle(
  db: Db,
  plate: string,
  date: string,
): Promise<BelgianVehicle | null> {
  const row = await db
    .selectFrom('vehicle_registrations')
    .select([
      'plate',
      'plate_type',
      ...identityColumns,
      'cylinder_capacity',
      'power_kw',
      'euro_norm',
      'co2',
      'seats',
      'max_mass',
      sql<string | null>`inspection_valid_until::text`.as('inspection_valid_until'),
    ])
    .where('plate', '=', plate)
    .executeTakeFirst();
  if (!row) return null;
  // The holders are named from the population and the enterprise register in the same statement.
  const periods = await db
    .selectFrom('vehicle_holders as h')
    .leftJoin('persons as p', 'p.insz', 'h.holder_insz')
    .leftJoin('enterprises as e', 'e.enterprise_number', 'h.holder_enterprise')
    .select([
      'h.holder_insz',
      'h.holder_enterprise',
      'h.street',
      'h.house_number',
      'h.box',
      'h.postcode',
      'h.municipality_nis',
      'h.municipality',
      sql<string>`h.valid_from::text`.as('valid_from'),
      sql<string | null>`h.valid_to::text`.as('valid_to'),
      'h.transaction',
      'p.first_names',
      'p.last_name',
      sql<string | null>`p.birth_date::text`.as('birth_date'),
      'e.official_name',
      'e.kind as enterprise_kind',
    ])
    .where('h.plate', '=', plate)
    .orderBy('h.valid_from', 'desc')
    .execute();
  const leasing = await leasingCompanies(
    db,
    periods.flatMap((period) =>
      period.holder_enterprise !== null && period.enterprise_kind !== null
        ? [{ number: period.holder_enterprise, kind: period.enterprise_kind }]
        : [],
    ),
  );
  const holderOf = (period: (typeof periods)[number]): BelgianHolder => {
    if (period.holder_insz !== null) {
      return {
        soort: 'persoon',
        insz: period.holder_insz,
        naam: `${period.first_names?.[0] ?? ''} ${period.last_name ?? ''}`.trim(),
        geboortejaar: Number(period.birth_date?.slice(0, 4) ?? 0),
      };
    }
    const number = period.holder_enterprise ?? '';
    return {
      soort: 'onderneming',
      ondernemingsnummer: number,
      naam: period.official_name ?? number,
      leasemaatschappij: leasing.has(number),
    };
  };
  const houders = periods.map((period) => ({
    houder: holderOf(period),
    adres: {
      soort: 'binnenland',
      straat: period.street,
      huisnummer: period.house_number,
      busnummer: period.box,
      postcode: period.postcode,
      gemeente: { nisCode: period.municipality_nis, naam: period.municipality },
      land: belgium,
      lijnen: [],
    } satisfies VehicleAddress,
    datumBegin: period.valid_from,
    datumEinde: period.valid_to,
    transactie: labelled(transactionCodes, period.transaction),
  }));
  return {
    nummerplaat: {
      nummer: row.plate,
      type: labelled(plateTypeCodes, row.plate_type),
      status: labelled(registrationStatusCodes, row.status),
      datumInschrijving: row.registration_date,
      datumSchrapping: row.deregistration_date,
    },
    voertuig: {
      ...identityOf(row),
      cilinderinhoud: row.cylinder_capacity,
      vermogenKw: row.power_kw,
      euronorm: row.euro_norm,
      co2: row.co2,
      zitplaatsen: row.seats,
      maximaleMassa: row.max_mass,
      keuringGeldigTot: row.inspection_valid_until,
    },
    situatieDatum: date,
    houder: periodOn(houders, date),
    houders,
  };
}

/**
 * A foreign vehicle by its country and plate, with its holder on `date`. A second plate, when
 * asked, must be the one the register knows with the first; null otherwise.
 */
export async function findForeignVehicle(
  db: Db,
  asked: { country: string; plate1: string; plate2: string | undefined },
  date: string,
): Promise<ForeignVehicle | null> {
  const row = await db
    .selectFrom('foreign_vehicles as v')
    .leftJoin('iso_countries as c', 'c.iso_alpha2', 'v.country')
    .select(['v.country', 'v.plate1', 'v.plate2', 'c.name_nl as country_name', ...identityColumns])
    .where('v.country', '=', asked.country)
    .where('v.plate1', '=', asked.plate1)
    .executeTakeFirst();
  if (!row || (asked.plate2 !== undefined && row.plate2 !== asked.plate2)) return null;
  const periods = await db
    .selectFrom('foreign_vehicle_holders')
    .select([
      'kind',
      'name',
      sql<string | null>`birth_date::text`.as('birth_date'),
      'address_lines',
      sql<string>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_to::text`.as('valid_to'),
      'transaction',
    ])
    .where('country', '=', row.country)
    .where('plate1', '=', row.plate1)
    .orderBy('valid_from', 'desc')
    .execute();
  const land = { isoCode: row.country, naam: row.country_name ?? row.country };
  const houders = periods.map((period) => ({
    houder: (period.kind === 'persoon'
      ? { soort: 'persoon', naam: period.name, geboortedatum: period.birth_date }
      : { soort: 'onderneming', naam: period.name }) satisfies ForeignHolder,
    adres: {
      soort: 'buitenland',
      straat: null,
      huisnummer: null,
      busnummer: null,
      postcode: null,
      gemeente: null,
      land,
      lijnen: period.address_lines,
    } satisfies VehicleAddress,
    datumBegin: period.valid_from,
    datumEinde: period.valid_to,
    transactie: labelled(transactionCodes, period.transaction),
  }));
  return {
    land,
    nummerplaat1: row.plate1,
    nummerplaat2: row.plate2,
    status: labelled(registrationStatusCodes, row.status),
    datumInschrijving: row.registration_date,
    datumSchrapping: row.deregistration_date,
    voertuig: identityOf(row),
    situatieDatum: date,
    houder: periodOn(houders, date),
    houders,
  };
}

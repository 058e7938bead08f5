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

/** The people and enterprises that held a plate: names, birth years, leasing companies. */
async function holderDetails(db: Db, insz: readonly string[], numbers: readonly string[]) {
  const [persons, enterprises, activities] = await Promise.all([
    insz.length === 0
      ? []
      : db
          .selectFrom('persons')
          .select(['insz', 'first_names', 'last_name', sql<string>`birth_date::text`.as('birth')])
          .where('insz', 'in', [...new Set(insz)])
          .execute(),
    numbers.length === 0
      ? []
      : db
          .selectFrom('enterprises')
          .select(['enterprise_number', 'official_name', 'kind'])
          .where('enterprise_number', 'in', [...new Set(numbers)])
          .execute(),
    numbers.length === 0
      ? []
      : db
          .selectFrom('enterprise_activities')
          .select(['enterprise_number', 'nace_code', 'type'])
          .where('enterprise_number', 'in', [...new Set(numbers)])
          .execute(),
  ]);
  return {
    person: new Map(
      persons.map((row) => [
        row.insz,
        {
          naam: `${row.first_names[0] ?? ''} ${row.last_name}`.trim(),
          geboortejaar: Number(row.birth.slice(0, 4)),
        },
      ]),
    ),
    enterprise: new Map(
      enterprises.map((row) => [
        row.enterprise_number,
        {
          naam: row.official_name,
          leasemaatschappij: isLeasingCompany({
            enterpriseNumber: row.enterprise_number,
            kind: row.kind,
            activities: activities
              .filter((activity) => activity.enterprise_number === row.enterprise_number)
              .map((activity) => ({ nace: activity.nace_code, main: activity.type === 'P' })),
          }),
        },
      ]),
    ),
  };
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
  const periods = await db
    .selectFrom('vehicle_holders')
    .select([
      'holder_insz',
      'holder_enterprise',
      'street',
      'house_number',
      'box',
      'postcode',
      'municipality_nis',
      'municipality',
      sql<string>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_to::text`.as('valid_to'),
      'transaction',
    ])
    .where('plate', '=', plate)
    .orderBy('valid_from', 'desc')
    .execute();
  const details = await holderDetails(
    db,
    periods.flatMap((period) => (period.holder_insz ? [period.holder_insz] : [])),
    periods.flatMap((period) => (period.holder_enterprise ? [period.holder_enterprise] : [])),
  );
  const holderOf = (period: (typeof periods)[number]): BelgianHolder => {
    if (period.holder_insz !== null) {
      const person = details.person.get(period.holder_insz);
      return {
        soort: 'persoon',
        insz: period.holder_insz,
        naam: person?.naam ?? period.holder_insz,
        geboortejaar: person?.geboortejaar ?? 0,
      };
    }
    const number = period.holder_enterprise ?? '';
    const enterprise = details.enterprise.get(number);
    return {
      soort: 'onderneming',
      ondernemingsnummer: number,
      naam: enterprise?.naam ?? number,
      leasemaatschappij: enterprise?.leasemaatschappij ?? false,
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

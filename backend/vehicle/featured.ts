// Vehicles of the generated registers worth trying in the portal, picked by rule among the first
// vehicles (those the small register holds too), so that both sizes point at the same plates.
// docs/demo-data.md lists them, written as the portal writes them.
import type { ForeignVehicleRow, HolderRow, RegistrationRow, VehicleRegister } from './generate';
import { unissuedPlate, writtenPlate } from './plates';

export type FeaturedVehicleKind =
  | 'personWithHistory'
  | 'leasing'
  | 'olderFormat'
  | 'motorcycle'
  | 'trailer'
  | 'deregistered'
  | 'diplomatic'
  | 'vintage'
  | 'tradePlate';

export type FeaturedForeignKind = 'dutch' | 'germanWithTrailer';

export interface FeaturedVehicle {
  kind: FeaturedVehicleKind;
  /** As the register keeps it and the calls take it: '1ABC123'. */
  plate: string;
  /** As the portal writes it: '1-ABC-123'. */
  written: string;
  /** Make and commercial name. */
  vehicle: string;
  description: string;
}

export interface FeaturedForeignVehicle {
  kind: FeaturedForeignKind;
  country: string;
  plate1: string;
  plate2: string | null;
  /** Country and plate as written there: 'NL GB-123-K'. */
  written: string;
  /** The second plate as written there, without the country. */
  written2: string | null;
  vehicle: string;
  description: string;
}

/** How many of the first vehicles the picks look at: the small register's sizes. */
export const featuredWithin = { vehicles: 1_500, foreignVehicles: 120 } as const;

/** A plate no vehicle has (the 2- series has not reached ZZZ), for the no-result panel. */
export const unknownPlate = { plate: unissuedPlate, written: writtenPlate(unissuedPlate) };

const current = /^[12][A-Z]{3}\d{3}$/;
const older = /^[A-Z]{3}\d{3}$/;

export function featuredVehicles(register: VehicleRegister): FeaturedVehicle[] {
  const candidates = register.registrations.slice(0, featuredWithin.vehicles);
  const periods = new Map<string, HolderRow[]>();
  for (const row of register.holders) {
    periods.set(row.plate, [...(periods.get(row.plate) ?? []), row]);
  }
  const historyOf = (row: RegistrationRow) => periods.get(row.plate) ?? [];
  const holderNow = (row: RegistrationRow) => historyOf(row).find((period) => !period.valid_to);
  const registered = (row: RegistrationRow) => row.status === 'REG';
  const featured: FeaturedVehicle[] = [];
  const add = (
    kind: FeaturedVehicleKind,
    test: (row: RegistrationRow) => boolean,
    description: string,
  ) => {
    const row = candidates.find(test);
    if (row) {
      featured.push({
        kind,
        plate: row.plate,
        written: writtenPlate(row.plate),
        vehicle: `${row.make} ${row.model}`,
        description,
      });
    }
  };

  add(
    'personWithHistory',
    (row) =>
      registered(row) &&
      current.test(row.plate) &&
      row.category === 'M1' &&
      historyOf(row).length >= 3 &&
      historyOf(row).every((period) => period.holder_insz !== null),
    'a car of the current series held by a person, after two or more earlier holders who were people too: ask it on an earlier date to see who held it then',
  );
  add(
    'leasing',
    (row) => {
      const holder = holderNow(row)?.holder_enterprise;
      return (
        registered(row) &&
        current.test(row.plate) &&
        row.category === 'M1' &&
        holder !== null &&
        holder !== undefined &&
        register.leasingCompanies.has(holder)
      );
    },
    'a company car: held by a leasing company of the enterprise register, at its registered seat',
  );
  add(
    'olderFormat',
    (row) => registered(row) && older.test(row.plate) && row.category === 'M1',
    'a plate of the series before 2008 (ABC-123), still registered',
  );
  add(
    'motorcycle',
    (row) => registered(row) && row.plate_type === 'MO',
    'a motorcycle (plate type MO, category L3e)',
  );
  add(
    'trailer',
    (row) => registered(row) && row.plate_type === 'AH' && row.category === 'O2',
    'a trailer (plate type AH, category O2): no engine, no fuel',
  );
  add(
    'deregistered',
    (row) =>
      row.status === 'SCH' &&
      row.plate_type === 'NM' &&
      row.category === 'M1' &&
      historyOf(row).length >= 2,
    'deregistered (SCH): every holder period ended by the date the registration was cancelled, so no one holds it today',
  );
  add(
    'diplomatic',
    (row) => registered(row) && row.plate_type === 'CD',
    'a diplomatic plate (type CD)',
  );
  add(
    'vintage',
    (row) => registered(row) && row.plate_type === 'OT',
    'an oldtimer plate (type OT): a car of 25 years or more, no Euro norm or CO₂',
  );
  add(
    'tradePlate',
    (row) => registered(row) && row.plate_type === 'HP',
    'a trade plate (type HP), held by an enterprise',
  );
  return featured;
}

export function featuredForeignVehicles(register: VehicleRegister): FeaturedForeignVehicle[] {
  const candidates = register.foreignVehicles.slice(0, featuredWithin.foreignVehicles);
  const holders = new Map<string, number>();
  for (const row of register.foreignHolders) {
    const key = `${row.country}:${row.plate1}`;
    holders.set(key, (holders.get(key) ?? 0) + 1);
  }
  const featured: FeaturedForeignVehicle[] = [];
  const add = (
    kind: FeaturedForeignKind,
    test: (row: ForeignVehicleRow) => boolean,
    description: string,
  ) => {
    const row = candidates.find(test);
    if (row) {
      featured.push({
        kind,
        country: row.country,
        plate1: row.plate1,
        plate2: row.plate2,
        written: `${row.country} ${row.plate1_written}`,
        written2: row.plate2_written,
        vehicle: `${row.make} ${row.model}`,
        description,
      });
    }
  };
  add(
    'dutch',
    (row) =>
      row.country === 'NL' &&
      row.status === 'REG' &&
      row.plate2 === null &&
      row.category === 'M1' &&
      (holders.get(`${row.country}:${row.plate1}`) ?? 0) >= 2,
    'a Dutch car with holders in the Netherlands, the current one and those before',
  );
  add(
    'germanWithTrailer',
    (row) => row.country === 'DE' && row.status === 'REG' && row.plate2 !== null,
    'a German tractor unit asked with the plate of its semi-trailer as the second plate',
  );
  return featured;
}

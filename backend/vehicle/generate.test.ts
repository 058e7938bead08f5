// The vehicle register generator: plates of the series in use and unique, VINs with their check
// digit, technical data that fit the vehicle, holder periods in order and held by people and
// enterprises that exist then, the small register as the first part of the full one, and the
// featured vehicles that docs/demo-data.md lists.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bodyworkCodes,
  colourCodes,
  fuelCodes,
  plateTypeCodes,
  transactionCodes,
  vehicleCategoryCodes,
} from '@contracts/vehicle-codes';
import { parseCsv } from '../codelists/csv';
import { dataDirectory } from '../data-directory';
import { generateEnterprises, type EnterpriseCodeLists } from '../enterprise/generate';
import { enterpriseOptions } from '../enterprise/size';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import { generatePopulation } from '../population/generate';
import { populationOptions, type PopulationSize } from '../population/size';
import { catalogueMakes } from './catalogue';
import { featuredForeignVehicles, featuredVehicles, unknownPlate } from './featured';
import {
  defaultVehicleOptions,
  generateVehicles,
  type VehicleRegister,
  type VehicleSources,
} from './generate';
import { writtenPlate } from './plates';
import { vehicleOptions } from './size';
import { vehicleSources } from './sources';
import { isValidVin } from './vin';

function readList<Column extends string>(file: string, columns: readonly Column[]) {
  return parseCsv(readFileSync(new URL(file, dataDirectory), 'utf8'), columns);
}

const makes = readList('vehicle_makes.csv', ['name']).map((row) => row.name);

function enterpriseLists(): EnterpriseCodeLists {
  return {
    municipalities: readList('municipalities.csv', ['nis_code', 'name_nl', 'name_fr']).map(
      (row) => ({ nisCode: row.nis_code, nameNl: row.name_nl, nameFr: row.name_fr }),
    ),
    postalCodes: readList('postal_codes.csv', ['postcode', 'nis_code']).map((row) => ({
      postcode: row.postcode,
      nisCode: row.nis_code,
    })),
    streets: readList('streets.csv', ['postcode', 'street_name']).map((row) => ({
      postcode: row.postcode,
      name: row.street_name,
    })),
    naceCodes: readList('nace_codes.csv', ['code']).map((row) => row.code),
    legalForms: readList('legal_forms.csv', ['code']).map((row) => row.code),
  };
}

/** The people and enterprises the seed of a size finds in the database, from the generators. */
function sourcesOf(size: PopulationSize): VehicleSources {
  const population = generatePopulation(codeListsFromFiles(), populationOptions(size));
  const people = population.persons.map((person) => ({
    insz: person.insz,
    lastName: person.last_name,
    firstNames: person.first_names,
    birthDate: person.birth_date,
    deathDate: person.death_date,
  }));
  const enterprises = generateEnterprises(enterpriseLists(), people, enterpriseOptions(size));
  return vehicleSources({
    makes,
    persons: population.persons,
    addresses: population.addresses,
    enterprises: enterprises.enterprises,
    activities: enterprises.activities,
  });
}

/** A date's year plus some years, as ISO text (29 February becomes 1 March). */
function plusYears(date: string, count: number): string {
  const year = Number(date.slice(0, 4)) + count;
  const rest = date.slice(4) === '-02-29' ? '-03-01' : date.slice(4);
  return `${year}${rest}`;
}

function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const series: Readonly<Record<string, RegExp>> = {
  current: /^[12][A-Z]{3}\d{3}$/,
  older: /^[A-Z]{3}\d{3}$/,
  reversed: /^\d{3}[A-Z]{3}$/,
  motorcycle: /^M[A-Z]{3}\d{3}$/,
  trailer: /^[QU][A-Z]{3}\d{3}$/,
  vintage: /^O[A-Z]{3}\d{3}$/,
  trade: /^Z[A-Z]{3}\d{3}$/,
  diplomatic: /^CD\d{4}$/,
};

const seriesOfType: Readonly<Record<string, readonly string[]>> = {
  NM: ['current', 'older', 'reversed'],
  MO: ['motorcycle'],
  AH: ['trailer'],
  OT: ['vintage'],
  HP: ['trade'],
  CD: ['diplomatic'],
};

/** Every rule the registers must keep, as a list of broken ones (empty when all hold). */
function problems(register: VehicleRegister, sources: VehicleSources, today: string): string[] {
  const found: string[] = [];
  const report = (message: string) => {
    if (found.length < 50) found.push(message);
  };
  const persons = new Map(sources.persons.map((person) => [person.insz, person]));
  const enterprises = new Map(
    sources.enterprises.map((enterprise) => [enterprise.enterpriseNumber, enterprise]),
  );
  const knownMakes = new Set(makes);
  const registrations = new Map(register.registrations.map((row) => [row.plate, row]));
  if (registrations.size !== register.registrations.length) report('plates not unique');
  const vins = new Set([
    ...register.registrations.map((row) => row.vin),
    ...register.foreignVehicles.map((row) => row.vin),
  ]);
  if (vins.size !== register.registrations.length + register.foreignVehicles.length) {
    report('VINs not unique');
  }

  for (const row of register.registrations) {
    const plate = row.plate;
    // The portal's rule for a Belgian plate: 2 to 8 letters and digits, at least one digit.
    if (!/^[A-Z0-9]{2,8}$/.test(plate) || !/\d/.test(plate)) report(`${plate}: not a plate`);
    const kinds = seriesOfType[row.plate_type] ?? [];
    if (!kinds.some((kind) => series[kind]?.test(plate))) report(`${plate}: ${row.plate_type}`);
    if (series.current?.test(plate) && row.registration_date < '2010-11-16') {
      report(`${plate}: current series before 2010`);
    }
    if (series.older?.test(plate) && row.registration_date >= '2008-07-01') {
      report(`${plate}: older series after 2008`);
    }
    if (writtenPlate(plate) === plate) report(`${plate}: no written form`);
    if (!isValidVin(row.vin)) report(`${plate}: VIN ${row.vin}`);
    if (!knownMakes.has(row.make)) report(`${plate}: make ${row.make}`);
    if (!(row.plate_type in plateTypeCodes)) report(`${plate}: plate type`);
    if (!(row.category in vehicleCategoryCodes)) report(`${plate}: category ${row.category}`);
    if (row.bodywork !== null && !(row.bodywork in bodyworkCodes)) report(`${plate}: body`);
    if (row.colour !== null && !(row.colour in colourCodes)) report(`${plate}: colour`);
    if (row.fuel !== null && !(row.fuel in fuelCodes)) report(`${plate}: fuel ${row.fuel}`);
    if (row.first_registration_date > row.registration_date) report(`${plate}: registered early`);
    if (row.registration_date >= today) report(`${plate}: registered in the future`);
    if ((row.status === 'SCH') !== (row.deregistration_date !== null)) report(`${plate}: status`);
    if (
      row.deregistration_date !== null &&
      (row.deregistration_date <= row.registration_date || row.deregistration_date >= today)
    ) {
      report(`${plate}: deregistration date`);
    }
    // What the vehicle is tells what it has: a trailer no engine, an electric car no cylinders.
    const trailer = row.category.startsWith('O');
    if (trailer !== (row.fuel === null)) report(`${plate}: fuel of a trailer`);
    if (trailer && [row.cylinder_capacity, row.power_kw, row.euro_norm, row.co2].some(Boolean)) {
      report(`${plate}: engine of a trailer`);
    }
    const electric = row.fuel === '60' || row.fuel === '50';
    // Zero emissions, or none measured (heavy vehicles).
    const co2 = row.co2 !== null && row.co2 !== 0;
    if (electric && (row.cylinder_capacity !== null || co2 || row.euro_norm !== null)) {
      report(`${plate}: electric with cylinders, CO₂ or a Euro norm`);
    }
    if (!trailer && !electric && row.cylinder_capacity === null) report(`${plate}: no cylinders`);
    if (!trailer && row.power_kw === null) report(`${plate}: no power`);
    if ((row.category === 'L3e') !== (row.plate_type === 'MO')) report(`${plate}: motorcycle`);
    if (trailer !== (row.plate_type === 'AH')) report(`${plate}: trailer plate`);
    if (row.max_mass <= 0) report(`${plate}: mass`);
  }

  const periods = new Map<string, typeof register.holders>();
  for (const row of register.holders) {
    periods.set(row.plate, [...(periods.get(row.plate) ?? []), row]);
    if (!(row.transaction in transactionCodes)) report(`${row.id}: transaction`);
    if ((row.holder_insz === null) === (row.holder_enterprise === null)) {
      report(`${row.id}: a person or an enterprise`);
    }
    const to = row.valid_to;
    if (to !== null && to < row.valid_from) report(`${row.id}: ends before it begins`);
    if (row.holder_insz !== null) {
      const person = persons.get(row.holder_insz);
      if (!person) {
        report(`${row.id}: holder is not a person of the population`);
        continue;
      }
      if (plusYears(person.birthDate, 18) > row.valid_from) report(`${row.id}: holder not adult`);
      if (person.deathDate !== null && (to === null || person.deathDate <= to)) {
        report(`${row.id}: holder dies while holding`);
      }
      const home = person.residences.find(
        (entry) =>
          entry.from <= row.valid_from && (entry.to === null || entry.to >= row.valid_from),
      );
      if (!home || home.street !== row.street || home.postcode !== row.postcode) {
        report(`${row.id}: not the holder's main residence`);
      }
    } else {
      const enterprise = enterprises.get(row.holder_enterprise ?? '');
      if (!enterprise) {
        report(`${row.id}: holder is not an enterprise of the register`);
        continue;
      }
      if (enterprise.startDate > row.valid_from) report(`${row.id}: enterprise not started`);
      if (enterprise.cessationDate !== null && (to === null || enterprise.cessationDate <= to)) {
        report(`${row.id}: enterprise stops while holding`);
      }
      if (enterprise.seat.street !== row.street) report(`${row.id}: not the enterprise's seat`);
    }
  }
  for (const row of register.registrations) {
    const history = periods.get(row.plate) ?? [];
    if (history.length < 1 || history.length > 4) report(`${row.plate}: ${history.length} holders`);
    if (history[0]?.valid_from !== row.registration_date) report(`${row.plate}: first holder`);
    history.forEach((period, position) => {
      const next = history[position + 1];
      if (position === 0 && !['REGNM', 'REGIM'].includes(period.transaction)) {
        report(`${row.plate}: first transaction ${period.transaction}`);
      }
      if (position > 0 && period.transaction !== 'REGOV') report(`${row.plate}: transfer`);
      if (next && (period.valid_to === null || dayAfter(period.valid_to) !== next.valid_from)) {
        report(`${row.plate}: periods not contiguous`);
      }
    });
    const last = history[history.length - 1];
    if (row.status === 'REG' && last?.valid_to !== null) report(`${row.plate}: no current holder`);
    if (row.status === 'SCH' && last?.valid_to !== row.deregistration_date) {
      report(`${row.plate}: a holder outlives the deregistration`);
    }
  }

  const foreign = new Set<string>();
  for (const row of register.foreignVehicles) {
    const key = `${row.country}:${row.plate1}`;
    if (foreign.has(key)) report(`${key}: twice`);
    foreign.add(key);
    for (const plate of [row.plate1, row.plate2]) {
      if (plate !== null && !/^[A-Z0-9ÄÖÜ]{1,10}$/.test(plate)) report(`${key}: plate ${plate}`);
    }
    if (row.plate1_written.replace(/[\s-]/g, '') !== row.plate1) report(`${key}: written`);
    if (!isValidVin(row.vin)) report(`${key}: VIN`);
    if (!knownMakes.has(row.make)) report(`${key}: make`);
    if ((row.status === 'SCH') !== (row.deregistration_date !== null)) report(`${key}: status`);
  }
  const foreignPeriods = new Map<string, typeof register.foreignHolders>();
  for (const row of register.foreignHolders) {
    const key = `${row.country}:${row.plate1}`;
    if (!foreign.has(key)) report(`${row.id}: holder of no vehicle`);
    foreignPeriods.set(key, [...(foreignPeriods.get(key) ?? []), row]);
    if (row.address_lines.length !== 2) report(`${row.id}: address lines`);
    if (row.kind === 'onderneming' && row.birth_date !== null) report(`${row.id}: birth date`);
  }
  for (const row of register.foreignVehicles) {
    const history = foreignPeriods.get(`${row.country}:${row.plate1}`) ?? [];
    history.forEach((period, position) => {
      const next = history[position + 1];
      if (next && (period.valid_to === null || dayAfter(period.valid_to) !== next.valid_from)) {
        report(`${row.country}:${row.plate1}: periods not contiguous`);
      }
    });
    const last = history[history.length - 1];
    if (!last || last.valid_to !== row.deregistration_date) {
      report(`${row.country}:${row.plate1}: last holder`);
    }
  }
  return found;
}

describe('vehicle makes', () => {
  it('are all in backend/data/vehicle_makes.csv, the common ones of Belgium among them', () => {
    const known = new Set(makes);
    expect(catalogueMakes().filter((make) => !known.has(make))).toEqual([]);
    const used = new Set(catalogueMakes());
    for (const make of [
      'Volkswagen',
      'BMW',
      'Mercedes-Benz',
      'Audi',
      'Peugeot',
      'Renault',
      'Toyota',
      'Škoda',
      'Volvo',
      'Ford',
      'Opel',
      'Citroën',
      'Kia',
      'Hyundai',
      'Dacia',
      'Tesla',
      'Honda',
      'Yamaha',
      'Kawasaki',
      'KTM',
      'Harley-Davidson',
      'Ducati',
      'Humbaur',
      'Böckmann',
      'Anssems',
      'Brian James',
      'Krone',
      'Schmitz Cargobull',
    ]) {
      expect(used, make).toContain(make);
    }
  });

  it('refuses a catalogue make the list does not have', () => {
    expect(() => generateVehicles({ makes: ['Volkswagen'], persons: [], enterprises: [] })).toThrow(
      /is not in vehicle_makes.csv/,
    );
  });
});

describe('generateVehicles', () => {
  let sources: VehicleSources;
  let full: VehicleRegister;
  let small: VehicleRegister;
  beforeAll(() => {
    sources = sourcesOf('small');
    full = generateVehicles(sources);
    small = generateVehicles(sources, vehicleOptions('small'));
  }, 30_000);

  it('holds at least 15,000 Belgian and a few hundred foreign vehicles, and keeps every rule', () => {
    expect(full.registrations.length).toBeGreaterThanOrEqual(15_000);
    expect(full.foreignVehicles.length).toBeGreaterThanOrEqual(300);
    expect(problems(full, sources, defaultVehicleOptions.today)).toEqual([]);
    expect(problems(small, sources, defaultVehicleOptions.today)).toEqual([]);
  });

  it('uses every plate series, status, kind of holder and transaction', () => {
    for (const [name, pattern] of Object.entries(series)) {
      expect(
        small.registrations.some((row) => pattern.test(row.plate)),
        name,
      ).toBe(true);
    }
    expect(new Set(full.registrations.map((row) => row.plate_type))).toEqual(
      new Set(Object.keys(plateTypeCodes)),
    );
    const deregistered = full.registrations.filter((row) => row.status === 'SCH').length;
    expect(deregistered / full.registrations.length).toBeGreaterThan(0.05);
    expect(deregistered / full.registrations.length).toBeLessThan(0.12);
    expect(new Set(full.holders.map((row) => row.transaction))).toEqual(
      new Set(['REGNM', 'REGOV', 'REGIM']),
    );
    expect(full.holders.some((row) => row.holder_enterprise !== null)).toBe(true);
    expect(full.holders.some((row) => full.leasingCompanies.has(row.holder_enterprise ?? ''))).toBe(
      true,
    );
    const categories = new Set(full.registrations.map((row) => row.category));
    for (const category of ['M1', 'N1', 'N3', 'L3e', 'O1', 'O2', 'O4']) {
      expect(categories).toContain(category);
    }
    expect(new Set(full.foreignVehicles.map((row) => row.country))).toEqual(
      new Set(['NL', 'DE', 'FR', 'LU']),
    );
    expect(full.foreignVehicles.some((row) => row.plate2 !== null)).toBe(true);
    expect(full.foreignVehicles.some((row) => /[ÄÖÜ]/.test(row.plate1))).toBe(true);
  });

  it('gives the same rows on every run', () => {
    expect(generateVehicles(sources, vehicleOptions('small'))).toEqual(small);
  });

  it('makes the small register the first part of the full one', () => {
    expect(small.registrations).toEqual(full.registrations.slice(0, small.registrations.length));
    expect(small.foreignVehicles).toEqual(
      full.foreignVehicles.slice(0, small.foreignVehicles.length),
    );
    expect(small.holders).toEqual(full.holders.slice(0, small.holders.length));
    expect(featuredVehicles(small)).toEqual(featuredVehicles(full));
    expect(featuredForeignVehicles(small)).toEqual(featuredForeignVehicles(full));
  });

  it('features the same vehicles whichever population and enterprises hold them', () => {
    // The demo's full population and register against the tests' small ones.
    const demo = generateVehicles(sourcesOf('full'), vehicleOptions('full'));
    expect(featuredVehicles(demo)).toEqual(featuredVehicles(small));
    expect(featuredForeignVehicles(demo)).toEqual(featuredForeignVehicles(small));
    expect(demo.registrations.map((row) => row.plate).includes(unknownPlate.plate)).toBe(false);
  }, 60_000);

  it('has the featured vehicles that docs/demo-data.md lists', () => {
    const vehicles = featuredVehicles(small);
    const foreign = featuredForeignVehicles(small);
    expect(vehicles.map((row) => row.kind)).toEqual([
      'personWithHistory',
      'leasing',
      'olderFormat',
      'motorcycle',
      'trailer',
      'deregistered',
      'diplomatic',
      'vintage',
      'tradePlate',
    ]);
    expect(foreign.map((row) => row.kind)).toEqual(['dutch', 'germanWithTrailer']);
    expect(foreign[1]?.plate2).not.toBeNull();
    expect(small.registrations.some((row) => row.plate === unknownPlate.plate)).toBe(false);
    const document = readFileSync(new URL('../../docs/demo-data.md', import.meta.url), 'utf8');
    const start = document.indexOf('# Demo data: the synthetic vehicle register');
    expect(start).toBeGreaterThanOrEqual(0);
    const section = document.slice(start);
    for (const row of vehicles) {
      expect(section).toContain(`| ${row.written} `);
      expect(section).toContain(row.vehicle);
    }
    for (const row of foreign) {
      expect(section).toContain(`| ${row.written} `);
      if (row.written2 !== null) expect(section).toContain(row.written2);
    }
    expect(section).toContain(`| ${unknownPlate.written} `);
  });
});

describe('writtenPlate', () => {
  it('writes each series as the portal does', () => {
    expect(writtenPlate('1ABC123')).toBe('1-ABC-123');
    expect(writtenPlate('MABC123')).toBe('M-ABC-123');
    expect(writtenPlate('ABC123')).toBe('ABC-123');
    expect(writtenPlate('123ABC')).toBe('123-ABC');
    expect(writtenPlate('CD1234')).toBe('CD-1234');
    expect(writtenPlate('AB12')).toBe('AB12');
  });
});

// Generates the synthetic vehicle registers: Belgian registrations (a plate of a series in use,
// the vehicle's identity and technical data, and the history of its holders, who are people of
// the population or enterprises of the register, at their address of the time), and vehicles of
// the neighbouring countries' registers with holders abroad. Pure and deterministic. Each vehicle
// draws its plate, identity, dates and the kinds of its holders from its own index, so the small
// register is the first part of the full one with the same plates and vehicles; only the people
// and enterprises picked as holders depend on the population and the enterprise register.
import { dayOf, isoDate, type Day } from '../population/generate';
import { Random } from '../population/random';
import {
  busMakes,
  camperMakes,
  carMakes,
  catalogueMakes,
  classicMakes,
  diplomaticMakes,
  motorcycleMakes,
  segments,
  trailerMakes,
  truckMakes,
  vanMakes,
  type MakeModels,
  type Model,
  type SegmentSpec,
} from './catalogue';
import {
  foreignAddress,
  foreignCountries,
  foreignEnterpriseName,
  foreignPersonName,
  foreignPlate,
  countries as foreignStyles,
  type ForeignCountry,
  type PlateUse,
} from './foreign';
import { belgianPlate, type PlateType } from './plates';
import { modelYearCode, vinAlphabet, withCheckDigit } from './vin';

// ---------------------------------------------------------------------------------------------
// Inputs and outputs

/** An address in Belgium, as the population and the enterprise register keep it. */
export interface AddressColumns {
  street: string;
  house_number: string;
  box: string | null;
  postcode: string;
  municipality_nis: string;
  municipality: string;
}

/** A main residence of a person, both days included. */
export interface Residence extends AddressColumns {
  from: string;
  to: string | null;
}

/** A person of the population, as the register needs them. */
export interface VehiclePerson {
  insz: string;
  birthDate: string;
  deathDate: string | null;
  /** Main residences in Belgium. */
  residences: readonly Residence[];
}

/** An enterprise of the register, as the register needs it. */
export interface VehicleEnterprise {
  enterpriseNumber: string;
  startDate: string;
  cessationDate: string | null;
  /** A leasing company (leasing.ts): it holds the cars others drive. */
  leasing: boolean;
  /** The registered seat. */
  seat: AddressColumns;
}

export interface VehicleSources {
  /** The make names of backend/data/vehicle_makes.csv. */
  makes: readonly string[];
  persons: readonly VehiclePerson[];
  enterprises: readonly VehicleEnterprise[];
}

export interface VehicleOptions {
  /** Belgian registrations. */
  vehicles: number;
  /** Vehicles of the neighbouring countries' registers. */
  foreignVehicles: number;
  /** The reference date: nothing happens on or after it. */
  today: string;
}

export const defaultVehicleOptions: VehicleOptions = {
  vehicles: 16_000,
  foreignVehicles: 400,
  today: '2026-01-01',
};

type Transaction = 'REGNM' | 'REGOV' | 'REGIM';

export interface RegistrationRow {
  plate: string;
  plate_type: PlateType;
  status: 'REG' | 'SCH';
  registration_date: string;
  deregistration_date: string | null;
  vin: string;
  make: string;
  model: string;
  category: string;
  bodywork: string | null;
  colour: string | null;
  fuel: string | null;
  first_registration_date: string;
  cylinder_capacity: number | null;
  power_kw: number | null;
  euro_norm: string | null;
  co2: number | null;
  seats: number | null;
  max_mass: number;
  inspection_valid_until: string | null;
}

export interface HolderRow extends AddressColumns {
  id: number;
  plate: string;
  holder_insz: string | null;
  holder_enterprise: string | null;
  valid_from: string;
  valid_to: string | null;
  transaction: Transaction;
}

export interface ForeignVehicleRow {
  country: ForeignCountry;
  plate1: string;
  plate2: string | null;
  plate1_written: string;
  plate2_written: string | null;
  status: 'REG' | 'SCH';
  registration_date: string;
  deregistration_date: string | null;
  vin: string;
  make: string;
  model: string;
  category: string;
  bodywork: string | null;
  colour: string | null;
  fuel: string | null;
  first_registration_date: string;
}

export interface ForeignHolderRow {
  id: number;
  country: ForeignCountry;
  plate1: string;
  kind: 'persoon' | 'onderneming';
  name: string;
  birth_date: string | null;
  address_lines: string[];
  valid_from: string;
  valid_to: string | null;
  transaction: Transaction;
}

export interface VehicleRegister {
  registrations: RegistrationRow[];
  holders: HolderRow[];
  foreignVehicles: ForeignVehicleRow[];
  foreignHolders: ForeignHolderRow[];
  /** The enterprises of the sources that are leasing companies (not a table of its own). */
  leasingCompanies: ReadonlySet<string>;
}

// ---------------------------------------------------------------------------------------------
// Kinds of vehicle

type Weighted<T> = readonly (readonly [T, number])[];

type Kind =
  | 'car'
  | 'van'
  | 'truck'
  | 'bus'
  | 'camper'
  | 'motorcycle'
  | 'trailer'
  | 'classic'
  | 'trade'
  | 'diplomatic';

/** The Belgian fleet: mostly cars, then vans, motorcycles and trailers. */
const kinds: Weighted<Kind> = [
  ['car', 72],
  ['van', 8],
  ['truck', 1.6],
  ['bus', 0.3],
  ['camper', 1.1],
  ['motorcycle', 7],
  ['trailer', 7],
  ['classic', 1.2],
  ['trade', 0.5],
  ['diplomatic', 0.5],
];

const makesOf: Readonly<Record<Kind, readonly MakeModels[]>> = {
  car: carMakes,
  van: vanMakes,
  truck: truckMakes,
  bus: busMakes,
  camper: camperMakes,
  motorcycle: motorcycleMakes,
  trailer: trailerMakes,
  classic: classicMakes,
  trade: carMakes,
  diplomatic: diplomaticMakes,
};

const plateTypeOf: Readonly<Record<Kind, PlateType>> = {
  car: 'NM',
  van: 'NM',
  truck: 'NM',
  bus: 'NM',
  camper: 'NM',
  motorcycle: 'MO',
  trailer: 'AH',
  classic: 'OT',
  trade: 'HP',
  diplomatic: 'CD',
};

/** The vehicle's age today, in years: a bucket, then a day within it. */
const ages: Readonly<Record<'common' | 'heavy' | 'trade' | 'diplomatic', Weighted<Range>>> = {
  common: [
    [[0, 3], 22],
    [[3, 6], 20],
    [[6, 10], 22],
    [[10, 15], 20],
    [[15, 20], 10],
    [[20, 33], 6],
  ],
  heavy: [
    [[0, 3], 30],
    [[3, 6], 30],
    [[6, 10], 25],
    [[10, 18], 15],
  ],
  trade: [[[0, 2], 1]],
  diplomatic: [
    [[0, 3], 50],
    [[3, 8], 50],
  ],
};

/** Who holds a vehicle of a kind: a person, an enterprise, or a leasing company. */
type HolderKind = 'person' | 'enterprise' | 'leasing';

function holderKinds(kind: Kind, segment: string, first: boolean, recent: boolean) {
  const weights = (person: number, enterprise: number, leasing: number): Weighted<HolderKind> => [
    ['person', person],
    ['enterprise', enterprise],
    ['leasing', leasing],
  ];
  switch (kind) {
    case 'car':
      // Company cars are leased new and sold to people after a few years.
      return first && recent ? weights(58, 10, 32) : weights(86, 9, 5);
    case 'van':
      return weights(28, 52, 20);
    case 'truck':
    case 'bus':
      return weights(0, 80, 20);
    case 'camper':
      return weights(90, 10, 0);
    case 'motorcycle':
    case 'classic':
      return weights(97, 3, 0);
    case 'trailer':
      return segment === 'semiTrailer' || segment === 'mediumTrailer'
        ? weights(0, 85, 15)
        : weights(70, 30, 0);
    case 'trade':
      return weights(0, 1, 0);
    case 'diplomatic':
      // The register has no embassies: a diplomat of the population holds the plate.
      return weights(1, 0, 0);
  }
}

const colours: Weighted<string> = [
  ['8', 25],
  ['0', 22],
  ['1', 20],
  ['6', 12],
  ['4', 8],
  ['7', 3],
  ['9', 3],
  ['2', 2],
  ['3', 2],
  ['5', 1],
];

/** Cylinder capacities engines are built with, preferred to an arbitrary number in the range. */
const commonCapacities = [
  125, 292, 471, 599, 649, 689, 998, 999, 1108, 1197, 1199, 1242, 1332, 1395, 1461, 1498, 1499,
  1560, 1598, 1798, 1968, 1995, 1997, 1998, 2143, 2179, 2287, 2487, 2993, 2996, 2998, 3996, 4461,
  5132, 6700, 7698, 10_837, 12_419, 12_742, 12_902, 12_777, 16_120,
];

// ---------------------------------------------------------------------------------------------
// Days

const years = (count: number): number => Math.round(count * 365.25);
const yearOf = (day: Day): number => Number(isoDate(day).slice(0, 4));
const iso = (day: Day | null): string | null => (day === null ? null : isoDate(day));

type Range = readonly [number, number];

/**
 * The days holder periods begin: the first on `start`, the others after it, at least about a
 * month apart, all before `end`. Fewer than `count` when the time is too short for them.
 */
function periodStarts(random: Random, start: Day, end: Day, count: number): Day[] {
  const room = end - start;
  const periods = Math.max(1, Math.min(count, Math.floor(room / 120)));
  const weights = Array.from({ length: periods }, () => random.int(3, 10));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const starts: Day[] = [];
  let covered = 0;
  for (const weight of weights) {
    starts.push(start + Math.floor((room * covered) / total));
    covered += weight;
  }
  return starts;
}

// ---------------------------------------------------------------------------------------------
// The vehicle: identity and technical data, drawn from its own stream

interface Identity {
  make: MakeModels;
  model: Model;
  spec: SegmentSpec;
  firstRegistration: Day;
  fuel: string | null;
  bodywork: string;
  colour: string;
  cylinderCapacity: number | null;
  powerKw: number | null;
  euroNorm: string | null;
  co2: number | null;
  seats: number | null;
  maxMass: number;
}

/** A make (by its share) and one of its models sold new in the year; electric ones more lately. */
function pickModel(random: Random, makes: readonly MakeModels[], year: number) {
  const sold = (model: Model) => model.from <= year && (model.to ?? Infinity) >= year;
  for (let attempt = 0; attempt < 30; attempt++) {
    const make = random.weighted(makes.map((entry) => [entry, entry.weight] as const));
    const models = make.models.filter(sold);
    if (models.length === 0) continue;
    // Electric models sell better every year; hydrogen ones hardly at all.
    const electric = year >= 2023 ? 2 : year >= 2020 ? 1.5 : 1;
    const model = random.weighted(
      models.map(
        (entry) =>
          [
            entry,
            entry.drive === 'electric' ? electric : entry.drive === 'hydrogen' ? 0.05 : 1,
          ] as const,
      ),
    );
    return { make, model };
  }
  const all = makes.flatMap((make) => make.models.filter(sold).map((model) => ({ make, model })));
  return random.pick(all);
}

/** The first year any model of the list was sold. */
const firstYear = (makes: readonly MakeModels[]) =>
  Math.min(...makes.flatMap((make) => make.models.map((model) => model.from)));

function fuelOf(random: Random, model: Model, spec: SegmentSpec, year: number): string | null {
  if (spec.cc === null) return null;
  if (model.drive === 'electric') return '60';
  if (model.drive === 'hydrogen') return '50';
  switch (model.segment) {
    case 'motorcycle':
    case 'classic':
      return '10';
    case 'heavyTruck':
    case 'lightTruck':
      return random.weighted([
        ['20', 93],
        ['21', 3],
        ['40', 4],
      ]);
    case 'coach':
      return random.weighted([
        ['20', 88],
        ['40', 12],
      ]);
    case 'van':
    case 'minibus':
    case 'camper':
      return random.weighted([
        ['20', 92],
        ['10', 5],
        ['40', 3],
      ]);
    default:
      // Cars: LPG in the nineties, diesel in the 2000s, hybrids since.
      if (year < 2000)
        return random.weighted([
          ['10', 55],
          ['20', 35],
          ['30', 10],
        ]);
      if (year < 2015)
        return random.weighted([
          ['10', 32],
          ['20', 63],
          ['30', 3],
          ['40', 2],
        ]);
      if (year < 2020)
        return random.weighted([
          ['10', 50],
          ['20', 42],
          ['61', 6],
          ['40', 2],
        ]);
      return random.weighted([
        ['10', 50],
        ['20', 14],
        ['61', 32],
        ['16', 2],
        ['40', 2],
      ]);
  }
}

function euroNormOf(spec: SegmentSpec, fuel: string | null, year: number): string | null {
  if (fuel === null || fuel === '60' || fuel === '50' || spec === segments.classic) return null;
  if (spec.category === 'L3e') {
    if (year < 2006) return null;
    return year < 2017 ? 'Euro 3' : year < 2021 ? 'Euro 4' : 'Euro 5';
  }
  if (spec.heavy) {
    if (year < 1996) return 'Euro I';
    if (year < 2001) return 'Euro II';
    if (year < 2006) return 'Euro III';
    if (year < 2009) return 'Euro IV';
    return year < 2014 ? 'Euro V' : 'Euro VI';
  }
  const norms: readonly (readonly [number, string])[] = [
    [2024, 'Euro 6e'],
    [2021, 'Euro 6d'],
    [2019, 'Euro 6d-TEMP'],
    [2015, 'Euro 6b'],
    [2011, 'Euro 5'],
    [2006, 'Euro 4'],
    [2001, 'Euro 3'],
    [1997, 'Euro 2'],
    [1993, 'Euro 1'],
  ];
  return norms.find(([since]) => year >= since)?.[1] ?? null;
}

/** WLTP combined g/km: none for heavy vehicles, trailers and cars from before it was measured. */
function co2Of(
  random: Random,
  spec: SegmentSpec,
  fuel: string | null,
  cc: number | null,
  kw: number | null,
  year: number,
): number | null {
  if (fuel === null || spec.heavy || spec === segments.classic) return null;
  if (fuel === '60' || fuel === '50') return 0;
  if (cc === null || kw === null) return null;
  if (spec.category === 'L3e') return year < 2017 ? null : Math.round(40 + cc * 0.07);
  if (year < 2001) return null;
  if (fuel === '61') return random.chance(0.5) ? random.int(22, 50) : random.int(85, 115);
  const base =
    fuel === '20'
      ? 75 + cc * 0.025 + kw * 0.22
      : 85 + cc * 0.03 + kw * 0.25 - (fuel === '40' ? 20 : 0);
  const age = Math.max(0, 2020 - year) * 1.5;
  const van = spec.category === 'N1' ? 40 : 0;
  return Math.round(base + age + van + random.int(-10, 10));
}

function identityOf(random: Random, kind: Kind, lastDay: Day): Identity {
  const makes = makesOf[kind];
  let firstRegistration: Day;
  let choice: { make: MakeModels; model: Model };
  if (kind === 'classic') {
    // At least 25 years old: a model sold new long ago, in one of its years.
    choice = pickModel(random, makes, 1960 + random.int(0, 33));
    const last = Math.min(choice.model.to ?? 1998, yearOf(lastDay) - 25);
    const year = random.int(choice.model.from, Math.max(choice.model.from, last));
    firstRegistration = dayOf(`${year}-01-01`) + random.int(0, 364);
  } else {
    const bucket =
      kind === 'truck' || kind === 'bus'
        ? ages.heavy
        : kind === 'trade' || kind === 'diplomatic'
          ? ages[kind]
          : ages.common;
    const [from, to] = random.weighted(bucket);
    const age = random.int(years(from), Math.max(years(from), years(to) - 1));
    firstRegistration = Math.max(lastDay - age, dayOf(`${firstYear(makes)}-03-01`));
    choice = pickModel(random, makes, yearOf(firstRegistration));
  }
  const { make, model } = choice;
  const spec = segments[model.segment];
  const year = yearOf(firstRegistration);
  const fuel = fuelOf(random, model, spec, year);
  const electric = fuel === '60' || fuel === '50';
  let cylinderCapacity: number | null = null;
  let powerKw: number | null = null;
  if (spec.cc !== null && spec.kw !== null) {
    if (model.engine) {
      cylinderCapacity = electric ? null : model.engine.cc;
      powerKw = model.engine.kw;
    } else if (electric) {
      const [low, high] = spec.evKw ?? spec.kw;
      powerKw = random.int(low, high);
    } else {
      const [low, high] = spec.cc;
      // Diesel engines of cars are seldom smaller than 1.4 litres.
      const diesel = fuel === '20' || fuel === '21';
      const usual = commonCapacities.filter(
        (cc) => cc >= low && cc <= high && (!diesel || cc >= 1400 || high < 1400),
      );
      cylinderCapacity = usual.length > 0 ? random.pick(usual) : random.int(low, high);
      const share = (cylinderCapacity - low) / Math.max(1, high - low);
      const [kwLow, kwHigh] = spec.kw;
      powerKw = Math.round(
        Math.min(kwHigh, kwLow + share * (kwHigh - kwLow) * (0.7 + random.next() * 0.5)),
      );
    }
  }
  const [massLow, massHigh] = spec.mass;
  const extra = electric && spec.category === 'M1' ? 250 : 0;
  const maxMass = Math.round((random.int(massLow, massHigh) + extra) / 5) * 5;
  return {
    make,
    model,
    spec,
    firstRegistration,
    fuel,
    bodywork: model.body ?? random.weighted(spec.bodies),
    colour: random.weighted(colours),
    cylinderCapacity,
    powerKw,
    euroNorm: euroNormOf(spec, fuel, year),
    co2: co2Of(random, spec, fuel, cylinderCapacity, powerKw, year),
    seats: spec.seats === null ? null : random.weighted(spec.seats),
    maxMass,
  };
}

/** A VIN of the make's manufacturer, for the model year; its ninth character the check digit. */
function vinOf(random: Random, make: MakeModels, year: number): string {
  const pickOf = (characters: string, count: number) =>
    Array.from({ length: count }, () => random.pick([...characters])).join('');
  const descriptor = pickOf(vinAlphabet.slice(10), 2) + pickOf(vinAlphabet, 3);
  const plant = pickOf(vinAlphabet.slice(10), 1);
  const serial = String(random.int(0, 999_999)).padStart(6, '0');
  return withCheckDigit(`${make.wmi}${descriptor}0${modelYearCode(year)}${plant}${serial}`);
}

// ---------------------------------------------------------------------------------------------
// Holders: people of the population and enterprises of the register, picked by rule

interface Person {
  insz: string;
  adult: Day;
  death: Day | null;
  residences: { from: Day; to: Day | null; address: AddressColumns }[];
}

interface Enterprise {
  number: string;
  start: Day;
  cessation: Day | null;
  seat: AddressColumns;
}

interface Holder {
  insz: string | null;
  enterprise: string | null;
  address: AddressColumns;
}

class Holders {
  private readonly persons: Person[];
  private readonly enterprises: Enterprise[];
  private readonly leasing: Enterprise[];

  constructor(persons: readonly VehiclePerson[], enterprises: readonly VehicleEnterprise[]) {
    const byKey =
      <T>(key: (item: T) => string) =>
      (a: T, b: T) =>
        key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    this.persons = persons
      .map((person) => ({
        insz: person.insz,
        adult: dayOf(person.birthDate) + years(18),
        death: person.deathDate === null ? null : dayOf(person.deathDate),
        residences: person.residences.map(({ from, to, ...address }) => ({
          from: dayOf(from),
          to: to === null ? null : dayOf(to),
          address,
        })),
      }))
      .sort(byKey((person) => person.insz));
    const all = enterprises
      .map((enterprise) => ({
        number: enterprise.enterpriseNumber,
        start: dayOf(enterprise.startDate),
        cessation: enterprise.cessationDate === null ? null : dayOf(enterprise.cessationDate),
        seat: enterprise.seat,
        leasing: enterprise.leasing,
      }))
      .sort(byKey((enterprise) => enterprise.number));
    this.enterprises = all;
    this.leasing = all.filter((enterprise) => enterprise.leasing);
    if (this.persons.length === 0) throw new Error('the vehicle register needs people');
  }

  /** An adult of the population alive from `from` to `to` (open: still alive), living in Belgium. */
  private person(candidate: Person | undefined, from: Day, to: Day | null): Holder | null {
    if (!candidate || candidate.adult > from) return null;
    if (candidate.death !== null && (to === null || candidate.death <= to)) return null;
    const residence = candidate.residences.find(
      (entry) => entry.from <= from && (entry.to === null || entry.to >= from),
    );
    if (!residence) return null;
    return { insz: candidate.insz, enterprise: null, address: residence.address };
  }

  /** An enterprise that exists from `from` to `to` (open: still active). */
  private enterprise(candidate: Enterprise | undefined, from: Day, to: Day | null): Holder | null {
    if (!candidate || candidate.start > from) return null;
    if (candidate.cessation !== null && (to === null || candidate.cessation <= to)) return null;
    return { insz: null, enterprise: candidate.number, address: candidate.seat };
  }

  private attempt(random: Random, kind: HolderKind, from: Day, to: Day | null): Holder | null {
    const list = kind === 'leasing' ? this.leasing : this.enterprises;
    if (kind !== 'person' && list.length === 0) return null;
    for (let attempt = 0; attempt < 60; attempt++) {
      const found =
        kind === 'person'
          ? this.person(random.pick(this.persons), from, to)
          : this.enterprise(random.pick(list), from, to);
      if (found) return found;
    }
    return null;
  }

  /** The holder of the wanted kind, else of another, else the first who fits in list order. */
  pick(random: Random, wanted: HolderKind, from: Day, to: Day | null): Holder {
    const order: readonly HolderKind[] =
      wanted === 'person'
        ? ['person', 'enterprise']
        : wanted === 'leasing'
          ? ['leasing', 'enterprise', 'person']
          : ['enterprise', 'person'];
    for (const kind of order) {
      const found = this.attempt(random, kind, from, to);
      if (found) return found;
    }
    const offset = random.int(0, this.persons.length - 1);
    for (let index = 0; index < this.persons.length; index++) {
      const found = this.person(this.persons[(offset + index) % this.persons.length], from, to);
      if (found) return found;
    }
    for (const candidate of this.enterprises) {
      const found = this.enterprise(candidate, from, to);
      if (found) return found;
    }
    throw new Error(`no holder exists from ${isoDate(from)} to ${iso(to) ?? 'today'}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The registers

export function generateVehicles(
  sources: VehicleSources,
  options: VehicleOptions = defaultVehicleOptions,
): VehicleRegister {
  const known = new Set(sources.makes);
  for (const make of catalogueMakes()) {
    if (!known.has(make)) throw new Error(`make ${make} is not in vehicle_makes.csv`);
  }
  const root = new Random('flemish-vehicles-1');
  const holders = new Holders(sources.persons, sources.enterprises);
  const lastDay = dayOf(options.today) - 2;
  const register: VehicleRegister = {
    registrations: [],
    holders: [],
    foreignVehicles: [],
    foreignHolders: [],
    leasingCompanies: new Set(
      sources.enterprises
        .filter((enterprise) => enterprise.leasing)
        .map((enterprise) => enterprise.enterpriseNumber),
    ),
  };
  const plates = new Set<string>();
  const vins = new Set<string>();
  const uniqueVin = (random: Random, make: MakeModels, year: number) => {
    let vin = vinOf(random, make, year);
    while (vins.has(vin)) vin = vinOf(random, make, year);
    vins.add(vin);
    return vin;
  };

  for (let index = 0; index < options.vehicles; index++) {
    const random = root.fork(`vehicle ${index}`);
    const kind = random.weighted(kinds);
    const identity = identityOf(random, kind, lastDay);
    const first = identity.firstRegistration;
    // Imported vehicles were registered abroad first; oldtimers get their O plate at 25 or later.
    const imported = random.chance(
      kind === 'classic' ? 0.4 : kind === 'car' || kind === 'motorcycle' ? 0.1 : 0.04,
    );
    let registered = first;
    if (kind === 'classic') {
      const earliest = Math.max(first + years(25), dayOf('2001-01-01'));
      registered = random.int(Math.min(earliest, lastDay - 60), lastDay - 60);
    } else if (imported) {
      registered = Math.min(first + random.int(180, years(10)), lastDay - 30);
    }
    registered = Math.max(registered, first);
    const type = plateTypeOf[kind];
    let plate = belgianPlate(random, type, registered);
    while (plates.has(plate)) plate = belgianPlate(random, type, registered);
    plates.add(plate);

    const deregistrationChance = kind === 'trade' ? 0.15 : kind === 'classic' ? 0.04 : 0.085;
    let deregistered: Day | null = null;
    if (random.chance(deregistrationChance) && lastDay - 1 - registered >= 150) {
      deregistered = registered + random.int(150, lastDay - 1 - registered);
    }
    const end = deregistered ?? lastDay;
    const life = (end - registered) / 365.25;
    const wanted =
      kind === 'trade'
        ? 1
        : random.weighted<number>(
            life > 8
              ? [
                  [1, 30],
                  [2, 35],
                  [3, 22],
                  [4, 13],
                ]
              : life > 2
                ? [
                    [1, 50],
                    [2, 32],
                    [3, 13],
                    [4, 5],
                  ]
                : [
                    [1, 85],
                    [2, 15],
                  ],
          );
    const starts = periodStarts(random, registered, end, wanted);
    const recent = !imported && yearOf(registered) >= 2005;
    const kindsOfHolders = starts.map((_, position) =>
      random.weighted(holderKinds(kind, identity.model.segment, position === 0, recent)),
    );
    const vin = uniqueVin(random, identity.make, yearOf(first));
    const inspection = identity.spec.inspection;
    let inspectionValidUntil: Day | null = null;
    if (inspection !== null && first + years(inspection.first) <= end) {
      inspectionValidUntil =
        deregistered === null ? lastDay + random.int(-30, 364) : end + random.int(-200, 200);
    }

    register.registrations.push({
      plate,
      plate_type: type,
      status: deregistered === null ? 'REG' : 'SCH',
      registration_date: isoDate(registered),
      deregistration_date: iso(deregistered),
      vin,
      make: identity.make.make,
      model: identity.model.name,
      category: identity.spec.category,
      bodywork: identity.bodywork,
      colour: identity.colour,
      fuel: identity.fuel,
      first_registration_date: isoDate(first),
      cylinder_capacity: identity.cylinderCapacity,
      power_kw: identity.powerKw,
      euro_norm: identity.euroNorm,
      co2: identity.co2,
      seats: identity.seats,
      max_mass: identity.maxMass,
      inspection_valid_until: iso(inspectionValidUntil),
    });

    // The holders, from a stream of their own: who is found does not change the vehicle's draws.
    const holderRandom = root.fork(`holders ${index}`);
    starts.forEach((from, position) => {
      const next = starts[position + 1];
      const to = next !== undefined ? next - 1 : deregistered;
      const holder = holders.pick(holderRandom, kindsOfHolders[position] ?? 'person', from, to);
      register.holders.push({
        id: register.holders.length + 1,
        plate,
        holder_insz: holder.insz,
        holder_enterprise: holder.enterprise,
        ...holder.address,
        valid_from: isoDate(from),
        valid_to: iso(to),
        transaction: position > 0 ? 'REGOV' : imported ? 'REGIM' : 'REGNM',
      });
    });
  }

  addForeignVehicles(register, root, options, lastDay, uniqueVin);
  return register;
}

// ---------------------------------------------------------------------------------------------
// The neighbouring countries' registers

type ForeignKind = 'car' | 'van' | 'truck' | 'motorcycle' | 'camper';

const foreignKinds: Weighted<ForeignKind> = [
  ['car', 68],
  ['van', 10],
  ['truck', 12],
  ['motorcycle', 5],
  ['camper', 5],
];

const plateUse: Readonly<Record<ForeignKind, PlateUse>> = {
  car: 'car',
  van: 'commercial',
  truck: 'commercial',
  motorcycle: 'motorcycle',
  camper: 'car',
};

function addForeignVehicles(
  register: VehicleRegister,
  root: Random,
  options: VehicleOptions,
  lastDay: Day,
  uniqueVin: (random: Random, make: MakeModels, year: number) => string,
): void {
  const taken = new Set<string>();
  const countryWeights: Weighted<ForeignCountry> = [
    ['NL', 35],
    ['DE', 30],
    ['FR', 25],
    ['LU', 10],
  ];
  if (countryWeights.length !== foreignCountries.length) throw new Error('a country is missing');
  for (let index = 0; index < options.foreignVehicles; index++) {
    const random = root.fork(`foreign vehicle ${index}`);
    const country = random.weighted(countryWeights);
    const kind = random.weighted(foreignKinds);
    const identity = identityOf(random, kind === 'truck' ? 'truck' : kind, lastDay);
    const first = identity.firstRegistration;
    const registered = random.chance(0.05)
      ? Math.min(first + random.int(180, years(8)), lastDay - 30)
      : first;
    const year = yearOf(registered);
    const electric = identity.fuel === '60';
    const draw = (use: PlateUse) => {
      let plate = foreignPlate(random, country, use, year, electric);
      while (taken.has(`${country}:${plate.plate}`)) {
        plate = foreignPlate(random, country, use, year, electric);
      }
      taken.add(`${country}:${plate.plate}`);
      return plate;
    };
    const plate1 = draw(plateUse[kind]);
    // A tractor unit is asked with the plate of the semi-trailer it pulls.
    const plate2 =
      kind === 'truck' && identity.model.segment === 'heavyTruck' && random.chance(0.7)
        ? draw('trailer')
        : null;
    let deregistered: Day | null = null;
    if (random.chance(0.06) && lastDay - 1 - registered >= 150) {
      deregistered = registered + random.int(150, lastDay - 1 - registered);
    }
    const end = deregistered ?? lastDay;
    // A French plate of the old format was never transferred: the SIV replaced it on a sale.
    const oldFrench = country === 'FR' && year < 2009;
    const starts = periodStarts(
      random,
      registered,
      end,
      oldFrench
        ? 1
        : random.weighted([
            [1, 55],
            [2, 30],
            [3, 15],
          ]),
    );
    const style = foreignStyles[country];
    register.foreignVehicles.push({
      country,
      plate1: plate1.plate,
      plate2: plate2?.plate ?? null,
      plate1_written: plate1.written,
      plate2_written: plate2?.written ?? null,
      status: deregistered === null ? 'REG' : 'SCH',
      registration_date: isoDate(registered),
      deregistration_date: iso(deregistered),
      vin: uniqueVin(random, identity.make, yearOf(first)),
      make: identity.make.make,
      model: identity.model.name,
      category: identity.spec.category,
      bodywork: identity.bodywork,
      colour: identity.colour,
      fuel: identity.fuel,
      first_registration_date: isoDate(first),
    });
    starts.forEach((from, position) => {
      const next = starts[position + 1];
      const to = next !== undefined ? next - 1 : deregistered;
      const enterprise = random.chance(kind === 'truck' ? 1 : kind === 'van' ? 0.6 : 0.12);
      const address = foreignAddress(random, country);
      const birth = from - years(random.int(20, 70)) - random.int(0, 364);
      register.foreignHolders.push({
        id: register.foreignHolders.length + 1,
        country,
        plate1: plate1.plate,
        kind: enterprise ? 'onderneming' : 'persoon',
        name: enterprise
          ? foreignEnterpriseName(random, country, address)
          : foreignPersonName(random, country),
        birth_date: enterprise || !style.birthDates ? null : isoDate(birth),
        address_lines: address,
        valid_from: isoDate(from),
        valid_to: iso(to),
        transaction: position > 0 ? 'REGOV' : registered > first ? 'REGIM' : 'REGNM',
      });
    });
  }
}

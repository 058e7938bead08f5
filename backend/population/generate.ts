// Generates the synthetic population of the reference backend: households followed through their
// history (unions, births, separations, moves, deaths, emigration) in Flemish municipalities and a
// few in Brussels, plus non-residents known only by a BIS number. Pure and deterministic: the same
// code lists and options give the same rows, on any machine.
import { foldName } from './fold';
import { InszRegistry, type Sex } from './insz';
import {
  abroadAddressStyles,
  brusselsStreets,
  flemish,
  generationOf,
  origins,
  surnameFor,
  type AbroadAddressStyle,
  type Origin,
  type Surname,
} from './names';
import { flemishProvinces, walloonProvinces } from './places';
import { hashText, Random } from './random';

// ---------------------------------------------------------------------------------------------
// Inputs and outputs

/** The code lists the generator draws from, as read from the database. */
export interface PopulationCodeLists {
  municipalities: readonly { nisCode: string; nameNl: string; province: string | null }[];
  postalCodes: readonly { postcode: string; nisCode: string }[];
  streets: readonly { postcode: string; name: string }[];
  countries: readonly { nisCode: string; isoAlpha2: string | null; validTo: string | null }[];
  civilStatuses: readonly string[];
}

export interface PopulationOptions {
  /** Founding households: each is followed through its history, which adds further households. */
  households: number;
  /** The reference date ('YYYY-MM-DD'): every history ends before it. */
  today: string;
  /**
   * Further founding households and non-residents, by their index in a larger population. Each
   * history draws from its own index only, so the people of these households, and these
   * non-residents, come out as they do in the larger population.
   */
  extra?: { households: readonly number[]; nonResidents: readonly number[] };
}

export const defaultPopulationOptions: PopulationOptions = {
  households: 3_400,
  today: '2026-01-01',
};

/** The row types of the six tables, with the jsonb columns as plain arrays. */
export interface PersonRow {
  insz: string;
  source: 'RR' | 'KSZ';
  register: string;
  last_name: string;
  first_names: string[];
  search_last_name: string;
  search_first_name: string;
  sex: Sex;
  birth_date: string;
  birth_municipality_nis: string | null;
  birth_place: string | null;
  birth_country_nis: string;
  death_date: string | null;
  death_municipality_nis: string | null;
  death_place: string | null;
  death_country_nis: string | null;
  status: string | null;
  created_at: string;
  modified_at: string;
}

export interface NationalityRow {
  id: number;
  insz: string;
  country_nis: string;
  valid_from: string;
  valid_to: string | null;
}

export interface CivilStatusRow {
  id: number;
  insz: string;
  code: string;
  valid_from: string;
  valid_to: string | null;
  partner_insz: string | null;
  municipality_nis: string | null;
  place: string | null;
  country_nis: string | null;
}

export interface AddressRow {
  id: number;
  insz: string;
  kind: 'hoofdverblijfplaats' | 'contactadres' | 'buitenland';
  contact_type: string | null;
  street: string | null;
  street_code: string | null;
  house_number: string | null;
  box: string | null;
  postcode: string | null;
  municipality_nis: string | null;
  municipality: string | null;
  country_nis: string;
  lines: string[] | null;
  valid_from: string;
  valid_to: string | null;
}

export interface HouseholdRow {
  id: number;
}

export interface HouseholdMemberRow {
  id: number;
  household_id: number;
  insz: string;
  position: string;
  valid_from: string;
  valid_to: string | null;
}

export interface Population {
  persons: PersonRow[];
  nationalities: NationalityRow[];
  civilStatuses: CivilStatusRow[];
  addresses: AddressRow[];
  households: HouseholdRow[];
  householdMembers: HouseholdMemberRow[];
}

// ---------------------------------------------------------------------------------------------
// Calendar days: whole days since 1970-01-01, converted without Date or the time zone.

export type Day = number;

export function dayOf(isoDate: string): Day {
  const [y = NaN, m = NaN, d = NaN] = isoDate.split('-').map(Number);
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The day `years` whole years after `date` (29 February becomes 1 March in other years). */
export function addYears(date: string, years: number): Day {
  const year = Number(date.slice(0, 4)) + years;
  const rest = date.slice(5) === '02-29' ? '03-01' : date.slice(5);
  return dayOf(`${year}-${rest}`);
}

export function isoDate(day: Day): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whole days in a number of years (close enough for drawing dates). */
const years = (count: number): number => Math.round(count * 365.25);
const yearOf = (day: Day): number => Number(isoDate(day).slice(0, 4));
const ageAt = (birth: Day, day: Day): number => (day - birth) / 365.25;

// ---------------------------------------------------------------------------------------------
// Codes

const belgium = '150';
/** Position in the household towards its reference person. */
const position = {
  head: '01',
  spouse: '02',
  child: '03',
  parent: '06',
  unrelated: '12',
  partner: '21',
  legalPartner: '22',
} as const;
const civil = {
  single: '10',
  married: '20',
  widowed: '30',
  divorced: '40',
  partnership: '80',
  partnershipEnded: '81',
} as const;
const status = { abroad: '992', deceased: '99990' } as const;
/** Contact address type 1: Tijdelijk verblijf. */
const temporaryStay = '1';

type UnionKind = 'married' | 'cohabiting' | 'legal';
const unionPosition: Record<UnionKind, string> = {
  married: position.spouse,
  cohabiting: position.partner,
  legal: position.legalPartner,
};

/** Share of the addresses drawn in Brussels. */
const brusselsShare = 0.03;
/** The national register exists since 1968: no record is older. */
const registerStart = dayOf('1968-01-01');
/** BIS numbers are handed out since 1991. */
const bisStart = dayOf('1991-01-01');

/** Years in which newcomers of an origin arrived (guest workers, EU enlargement, refugees, …). */
const arrivals: Record<Exclude<Origin, 'flemish' | 'walloon'>, readonly [number, number]> = {
  dutch: [1960, 2024],
  moroccan: [1964, 2024],
  turkish: [1964, 2024],
  polish: [1990, 2024],
  italian: [1947, 1995],
  congolese: [1962, 2024],
  romanian: [2002, 2024],
  spanish: [1958, 2024],
  portuguese: [1965, 2024],
  german: [1960, 2024],
  ukrainian: [2014, 2024],
};
const immigrantOrigins: readonly (readonly [Exclude<Origin, 'flemish' | 'walloon'>, number])[] = [
  ['moroccan', 26],
  ['turkish', 14],
  ['dutch', 14],
  ['polish', 10],
  ['italian', 8],
  ['romanian', 8],
  ['congolese', 7],
  ['spanish', 4],
  ['portuguese', 3],
  ['german', 3],
  ['ukrainian', 3],
];
/** Non-residents with a BIS number: cross-border and seasonal workers, mostly. */
const bisOrigins: readonly (readonly [Exclude<Origin, 'flemish'>, number])[] = [
  ['dutch', 30],
  ['walloon', 18],
  ['polish', 14],
  ['romanian', 12],
  ['german', 8],
  ['portuguese', 6],
  ['spanish', 6],
  ['italian', 6],
];
/** French nationals use the Walloon name list but are born, and live, in France. */
const france = {
  countryNis: '111',
  birthPlaces: ['Lille', 'Roubaix', 'Tourcoing', 'Dunkerque', 'Paris', 'Valenciennes'],
};
/** Where emigrants from Flanders go. */
const emigrationCountries: readonly (readonly [string, number])[] = [
  ['111', 22],
  ['129', 20],
  ['109', 14],
  ['103', 8],
  ['112', 8],
  ['127', 8],
  ['113', 8],
  ['401', 6],
];

// ---------------------------------------------------------------------------------------------
// The simulation's model

interface Municipality {
  nisCode: string;
  name: string;
}

interface Postcode {
  postcode: string;
  municipality: Municipality;
  streets: readonly string[];
}

interface Address {
  street: string;
  streetCode: string;
  houseNumber: string;
  box: string | null;
  postcode: string;
  municipality: Municipality;
}

/** Where something happened: a Belgian municipality, or a country with an optional place. */
interface Place {
  municipalityNis: string | null;
  place: string | null;
  countryNis: string;
}

interface Period {
  from: Day;
  to: Day | null;
}

interface CivilPeriod extends Period {
  code: string;
  partner: SimPerson | null;
  place: Place | null;
}

interface Membership extends Period {
  household: SimHousehold;
  position: string;
}

interface SimPerson {
  insz: string;
  source: 'RR' | 'KSZ';
  sex: Sex;
  birth: Day;
  origin: Origin;
  surname: Surname;
  lastName: string;
  firstNames: string[];
  birthPlace: Place;
  bornAbroad: boolean;
  /** When the register first knew the person: birth, arrival or BIS registration. */
  registered: Day;
  /** The day of death the simulation aims for; null when it lies beyond the reference date. */
  plannedDeath: Day | null;
  death: (Place & { day: Day }) | null;
  emigrated: Day | null;
  nationalities: (Period & { countryNis: string })[];
  civil: CivilPeriod[];
  memberships: Membership[];
  abroad: (Period & { countryNis: string; lines: string[] })[];
  contacts: (Period & { address: Address })[];
  partner: SimPerson | null;
  union: UnionKind | null;
  mother: SimPerson | null;
  father: SimPerson | null;
  children: SimPerson[];
}

interface SimHousehold {
  id: number;
  /** Index into the postcodes: where the household lives and mostly moves around. */
  region: number;
  addresses: (Period & { address: Address })[];
  members: SimPerson[];
}

interface QueuedEvent {
  day: Day;
  order: number;
  run: () => void;
}

/** What a new person starts with; names are drawn unless given. */
interface PersonSpec {
  sex: Sex;
  birth: Day;
  origin: Origin;
  birthPlace: Place;
  bornAbroad: boolean;
  registered: Day;
  nationality: string;
  /** The person lives at least until this day. */
  aliveOn: Day;
  surname?: Surname;
  lastName?: string;
  source?: 'RR' | 'KSZ';
}

// ---------------------------------------------------------------------------------------------
// Code lists, sorted by code so that picks do not depend on the order the database returned

class Places {
  readonly postcodes: Postcode[];
  readonly walloonMunicipalities: Municipality[];
  private readonly cumulative: number[];
  private readonly countries: Map<string, { isoAlpha2: string | null; validTo: string | null }>;

  constructor(lists: PopulationCodeLists) {
    const byCode = <T>(items: T[], code: (item: T) => string): T[] =>
      items.sort((a, b) => (code(a) < code(b) ? -1 : code(a) > code(b) ? 1 : 0));
    const municipalities = new Map<string, { municipality: Municipality; province: string | null }>(
      lists.municipalities.map((row) => [
        row.nisCode,
        { municipality: { nisCode: row.nisCode, name: row.nameNl }, province: row.province },
      ]),
    );
    // A postcode shared by several municipalities belongs here to the lowest NIS code.
    const municipalityOf = new Map<string, string>();
    for (const row of byCode([...lists.postalCodes], (row) => `${row.postcode} ${row.nisCode}`)) {
      if (!municipalityOf.has(row.postcode)) municipalityOf.set(row.postcode, row.nisCode);
    }
    const streets = new Map<string, string[]>();
    for (const { postcode, name } of lists.streets) {
      const list = streets.get(postcode) ?? [];
      list.push(name);
      streets.set(postcode, list);
    }
    for (const [postcode, names] of Object.entries(brusselsStreets)) {
      if (!streets.has(postcode)) streets.set(postcode, [...names]);
    }

    const postcodes: Postcode[] = [];
    for (const [postcode, names] of streets) {
      const nisCode = municipalityOf.get(postcode);
      const entry = nisCode === undefined ? undefined : municipalities.get(nisCode);
      if (!entry) continue;
      const brussels = entry.province === null && entry.municipality.nisCode.startsWith('21');
      if (!brussels && !flemishProvinces.has(entry.province ?? '')) continue;
      postcodes.push({
        postcode,
        municipality: entry.municipality,
        streets: [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      });
    }
    this.postcodes = byCode(postcodes, (row) => row.postcode);
    if (this.postcodes.length === 0) throw new Error('no Flemish streets in the code lists');

    // More streets, more people; Brussels gets a fixed share of the draws.
    const flemishStreets = this.postcodes
      .filter((row) => !isBrussels(row))
      .reduce((sum, row) => sum + row.streets.length, 0);
    const brusselsCount = this.postcodes.filter(isBrussels).length;
    let total = 0;
    this.cumulative = this.postcodes.map((row) => {
      total += isBrussels(row)
        ? (flemishStreets * brusselsShare) / Math.max(1, brusselsCount)
        : row.streets.length;
      return total;
    });

    this.walloonMunicipalities = byCode(
      [...municipalities.values()]
        .filter((entry) => walloonProvinces.has(entry.province ?? ''))
        .map((entry) => entry.municipality),
      (row) => row.nisCode,
    );
    this.countries = new Map(lists.countries.map((row) => [row.nisCode, row]));
  }

  /** A postcode index, each postcode as likely as its number of streets. */
  anywhere(random: Random): number {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const target = random.next() * total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** A postcode index near another: postcodes close in number are close on the map. */
  near(random: Random, index: number): number {
    const next = index + random.int(-6, 6);
    return Math.min(this.postcodes.length - 1, Math.max(0, next));
  }

  postcode(index: number): Postcode {
    const postcode = this.postcodes[index];
    if (!postcode) throw new RangeError(`no postcode ${index}`);
    return postcode;
  }

  requireCountry(nisCode: string, withIsoCode = false): void {
    const country = this.countries.get(nisCode);
    if (!country || country.validTo !== null) {
      throw new Error(`country ${nisCode} is missing from the code lists or no longer in use`);
    }
    if (withIsoCode && !country.isoAlpha2) throw new Error(`country ${nisCode} has no ISO code`);
  }
}

const isBrussels = (postcode: Postcode): boolean => postcode.municipality.nisCode.startsWith('21');

// ---------------------------------------------------------------------------------------------
// The generator

class Generator {
  readonly persons: SimPerson[] = [];
  readonly households: SimHousehold[] = [];
  private readonly registry = new InszRegistry();
  private readonly today: Day;
  /** Events happen up to two days before the reference date, so follow-ups end before it. */
  private readonly lastEventDay: Day;
  private random: Random;
  private queue: QueuedEvent[] = [];
  private order = 0;
  private now = -Infinity;

  constructor(
    private readonly places: Places,
    private readonly root: Random,
    today: string,
  ) {
    this.today = dayOf(today);
    this.lastEventDay = this.today - 2;
    this.random = root;
  }

  // ----- Stories

  /** One founding household followed through its whole history. */
  story(index: number): void {
    this.random = this.root.fork(`household ${index}`);
    this.queue = [];
    this.now = -Infinity;
    const kind = this.random.weighted([
      ['native', 80],
      ['immigrant', 13],
      ['secondGeneration', 7],
    ] as const);
    if (kind === 'immigrant') this.immigrantFounder();
    else this.residentFounder(kind === 'secondGeneration');
    this.drain();
  }

  /** Someone born in Belgium who leaves the (unrecorded) parental home between 19 and 29. */
  private residentFounder(secondGeneration: boolean): void {
    const random = this.random;
    const origin: Origin = secondGeneration
      ? random.weighted(immigrantOrigins)
      : random.chance(0.05)
        ? 'walloon'
        : 'flemish';
    const decade = random.weighted([
      [1925, 6],
      [1935, 14],
      [1945, 22],
      [1955, 18],
      [1965, 6],
      [1975, 4],
      [1985, 6],
      [1995, 7],
    ] as const);
    const latestBirth = this.lastEventDay - years(20);
    const birth = Math.min(latestBirth, dayOf(`${decade}-01-01`) + random.int(0, years(10)));
    const settled = Math.min(this.lastEventDay - 30, birth + random.int(years(19), years(29)));
    const region = this.places.anywhere(random);
    const sex: Sex = random.chance(0.5) ? '1' : '2';
    const nationality = secondGeneration ? this.secondGenerationNationality(origin, birth) : null;
    const founder = this.createPerson({
      sex,
      birth,
      origin,
      birthPlace: this.belgianBirthPlace(origin, region),
      bornAbroad: false,
      registered: birth + random.int(2, 10),
      nationality: nationality?.first ?? belgium,
      aliveOn: settled,
    });
    if (nationality?.naturalised !== undefined) {
      this.schedule(Math.max(settled, nationality.naturalised), () =>
        this.naturalise(founder, this.now),
      );
    }
    this.settle(founder, settled, region);
  }

  /** Second generation: Belgian from birth (double ius soli), or later, or not at all. */
  private secondGenerationNationality(
    origin: Origin,
    birth: Day,
  ): { first: string; naturalised?: Day } {
    const country = profileOf(origin).countryNis;
    const outcome = this.random.weighted([
      ['belgian', birth >= dayOf('1985-01-01') ? 50 : 10],
      ['later', 35],
      ['foreign', 15],
    ] as const);
    if (outcome === 'belgian') return { first: belgium };
    if (outcome === 'foreign') return { first: country };
    return { first: country, naturalised: birth + this.random.int(years(18), years(26)) };
  }

  /** A newcomer: arrives as an adult, alone or married (the spouse now or a little later). */
  private immigrantFounder(): void {
    const random = this.random;
    const origin = random.weighted(immigrantOrigins);
    const [firstYear, lastYear] = arrivals[origin];
    const arrival = Math.min(
      this.lastEventDay - 60,
      dayOf(`${random.int(firstYear, lastYear)}-01-01`) + random.int(0, 364),
    );
    const birth = arrival - random.int(years(18), years(36));
    const sex: Sex = random.chance(0.6) ? '1' : '2';
    const founder = this.createPerson({
      sex,
      birth,
      origin,
      birthPlace: this.foreignBirthPlace(origin),
      bornAbroad: true,
      registered: arrival,
      nationality: profileOf(origin).countryNis,
      aliveOn: arrival + years(1),
    });
    const region = this.places.anywhere(random);
    this.settle(founder, arrival, region, { plansUnion: false });
    this.planNaturalisation(founder, arrival);
    const age = ageAt(birth, arrival);
    if (age >= 21 && random.chance(0.45)) {
      // Married before coming: the spouse arrives with them or follows within three years.
      const married = arrival - random.int(30, Math.min(years(6), years(age - 20)));
      const joins = random.chance(0.5) ? arrival : arrival + random.int(120, years(3));
      this.schedule(joins, () =>
        this.unite(founder, this.now, {
          day: married,
          place: {
            municipalityNis: null,
            place: random.chance(0.7) ? random.pick(profileOf(origin).birthPlaces) : null,
            countryNis: profileOf(origin).countryNis,
          },
        }),
      );
    } else {
      this.planUnion(founder, arrival);
    }
  }

  /** A non-resident known to social security only: born abroad, maybe with an address abroad. */
  bisPerson(index: number): void {
    this.random = this.root.fork(`bis ${index}`);
    const random = this.random;
    const origin = random.weighted(bisOrigins);
    const french = origin === 'walloon';
    const countryNis = french ? france.countryNis : profileOf(origin).countryNis;
    const birth = dayOf(`${random.int(1950, 2006)}-01-01`) + random.int(0, 364);
    const earliest = Math.max(bisStart, birth + years(17));
    const registered = random.int(earliest, Math.max(earliest, this.lastEventDay));
    const sex: Sex = random.chance(0.05) ? '0' : random.chance(0.7) ? '1' : '2';
    const places = french ? france.birthPlaces : profileOf(origin).birthPlaces;
    const person = this.createPerson({
      sex,
      birth,
      origin,
      birthPlace: {
        municipalityNis: null,
        place: random.chance(0.7) ? random.pick(places) : null,
        countryNis,
      },
      bornAbroad: true,
      registered,
      nationality: countryNis,
      aliveOn: this.today,
      source: 'KSZ',
    });
    // The civil status of a non-resident is often unknown.
    if (random.chance(0.4)) person.civil = [];
    if (random.chance(0.7)) {
      const style = abroadAddressStyles.find((candidate) => candidate.countryNis === countryNis);
      if (style) {
        person.abroad.push({
          countryNis,
          lines: this.abroadLines(style),
          from: registered,
          to: null,
        });
      }
    }
  }

  // ----- Events

  private schedule(day: Day, run: () => void): void {
    if (day > this.lastEventDay) return;
    if (day < this.now) throw new Error(`event on ${isoDate(day)} before ${isoDate(this.now)}`);
    const event = { day, order: this.order++, run };
    let low = 0;
    let high = this.queue.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = this.queue[middle];
      if (other && (other.day < day || (other.day === day && other.order < event.order))) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    this.queue.splice(low, 0, event);
  }

  private drain(): void {
    for (let event = this.queue.shift(); event; event = this.queue.shift()) {
      this.now = event.day;
      event.run();
    }
  }

  /** Alive, living in Belgium and not about to die: able to take part in an event on `day`. */
  private active(person: SimPerson, day: Day): boolean {
    return (
      person.death === null &&
      person.emigrated === null &&
      (person.plannedDeath === null || person.plannedDeath > day + 1)
    );
  }

  /** Whether the person's last membership and civil status both began before `day`. */
  private freeOn(person: SimPerson, day: Day): boolean {
    const membership = person.memberships[person.memberships.length - 1];
    const civilStatus = person.civil[person.civil.length - 1];
    return (membership?.from ?? -Infinity) < day && (civilStatus?.from ?? -Infinity) < day;
  }

  // ----- People

  private createPerson(spec: PersonSpec): SimPerson {
    const random = this.random;
    const surname = spec.surname ?? random.pick(profileOf(spec.origin).surnames);
    const person: SimPerson = {
      insz: this.registry.allocate(isoDate(spec.birth), spec.sex, spec.source === 'KSZ', random),
      source: spec.source ?? 'RR',
      sex: spec.sex,
      birth: spec.birth,
      origin: spec.origin,
      surname,
      lastName: spec.lastName ?? surnameFor(surname, spec.sex),
      firstNames: this.firstNames(spec.origin, spec.sex, spec.birth, spec.bornAbroad),
      birthPlace: spec.birthPlace,
      bornAbroad: spec.bornAbroad,
      registered: spec.registered,
      plannedDeath: this.plannedDeath(spec.sex, spec.birth, spec.aliveOn),
      death: null,
      emigrated: null,
      nationalities: [{ countryNis: spec.nationality, from: spec.birth, to: null }],
      civil: [{ code: civil.single, from: spec.birth, to: null, partner: null, place: null }],
      memberships: [],
      abroad: [],
      contacts: [],
      partner: null,
      union: null,
      mother: null,
      father: null,
      children: [],
    };
    this.persons.push(person);
    if (person.plannedDeath !== null && spec.source !== 'KSZ') {
      this.schedule(Math.max(person.plannedDeath, this.now), () => this.die(person, this.now));
    }
    return person;
  }

  private firstNames(origin: Origin, sex: Sex, birth: Day, bornAbroad: boolean): string[] {
    const random = this.random;
    const year = yearOf(birth);
    const gender = sex === '0' ? (random.chance(0.5) ? '1' : '2') : sex;
    // Children of newcomers born here from 1990 on often get names from the Flemish lists.
    const useFlemish =
      origin === 'flemish' ||
      (!bornAbroad && year >= 1990 && origin !== 'walloon' && random.chance(0.3));
    const lists = useFlemish
      ? flemish.firstNames(generationOf(year))
      : profileOf(origin).firstNames;
    const names = gender === '1' ? lists.male : lists.female;
    const count =
      origin === 'flemish' && year < 1960
        ? random.weighted([
            [1, 45],
            [2, 40],
            [3, 15],
          ] as const)
        : year < 2000 && (origin === 'flemish' || origin === 'walloon')
          ? random.weighted([
              [1, 70],
              [2, 27],
              [3, 3],
            ] as const)
          : random.weighted([
              [1, 85],
              [2, 15],
            ] as const);
    const chosen = [random.pick(names)];
    while (chosen.length < count) {
      // Catholic custom: boys of the older generations often got Maria as a further name.
      const next =
        origin === 'flemish' && gender === '1' && year < 1960 && random.chance(0.15)
          ? 'Maria'
          : random.pick(names);
      if (!chosen.includes(next)) chosen.push(next);
    }
    return chosen;
  }

  /** The planned day of death, at least a day after `aliveOn`; null beyond the reference date. */
  private plannedDeath(sex: Sex, birth: Day, aliveOn: Day): Day | null {
    const random = this.random;
    const bands = [
      [1, 40, 1.5],
      [40, 60, 5],
      [60, 70, 9],
      [70, 80, 20],
      [80, 90, 38],
      [90, 96, 22],
      [96, 101, 2],
    ] as const;
    const minimumAge = ageAt(birth, aliveOn);
    for (let attempt = 0; attempt < 12; attempt++) {
      const band = random.weighted(bands.map((entry) => [entry, entry[2]] as const));
      const age = band[0] + random.next() * (band[1] - band[0]) + (sex === '2' ? 2 : 0);
      if (age <= minimumAge) continue;
      const day = Math.max(birth + years(age), aliveOn + 1);
      return day > this.lastEventDay ? null : day;
    }
    return null;
  }

  private belgianBirthPlace(origin: Origin, region: number): Place {
    const municipality =
      origin === 'walloon'
        ? this.random.pick(this.places.walloonMunicipalities)
        : this.places.postcode(this.places.near(this.random, region)).municipality;
    return { municipalityNis: municipality.nisCode, place: municipality.name, countryNis: belgium };
  }

  private foreignBirthPlace(origin: Origin): Place {
    const profile = profileOf(origin);
    return {
      municipalityNis: null,
      place: this.random.chance(0.8) ? this.random.pick(profile.birthPlaces) : null,
      countryNis: profile.countryNis,
    };
  }

  // ----- Households and addresses

  private newAddress(region: number): Address {
    const random = this.random;
    const postcode = this.places.postcode(region);
    const street = random.pick(postcode.streets);
    const number = Math.min(random.int(1, 220), random.int(1, 220));
    const suffix = random.chance(0.06) ? random.pick(['A', 'B', 'C']) : '';
    const box = random.chance(0.18)
      ? random.weighted<() => string>([
          [() => String(random.int(1, 12)), 50],
          [() => String(random.int(1, 12)).padStart(3, '0'), 20],
          [() => random.pick(['A', 'B', 'C', 'D']), 15],
          [() => `${random.int(1, 4)}0${random.int(1, 4)}`, 15],
        ])()
      : null;
    return {
      street,
      streetCode: String(1000 + (hashText(`${postcode.postcode} ${street}`) % 9000)),
      houseNumber: `${number}${suffix}`,
      box,
      postcode: postcode.postcode,
      municipality: postcode.municipality,
    };
  }

  private newHousehold(day: Day, region: number): SimHousehold {
    const household: SimHousehold = {
      id: this.households.length + 1,
      region,
      addresses: [{ address: this.newAddress(region), from: day, to: null }],
      members: [],
    };
    this.households.push(household);
    return household;
  }

  private addressAt(household: SimHousehold, day: Day): Address | null {
    for (const period of household.addresses) {
      if (period.from <= day && (period.to === null || period.to >= day)) return period.address;
    }
    return null;
  }

  /** A new address for the household from `day`: mostly nearby, sometimes anywhere. */
  private relocate(household: SimHousehold, day: Day): void {
    const current = household.addresses[household.addresses.length - 1];
    if (!current || current.from >= day) return;
    const region = this.random.chance(0.75)
      ? this.places.near(this.random, household.region)
      : this.places.anywhere(this.random);
    current.to = day - 1;
    household.addresses.push({ address: this.newAddress(region), from: day, to: null });
    household.region = region;
  }

  private current(person: SimPerson): Membership | null {
    const last = person.memberships[person.memberships.length - 1];
    return last && last.to === null ? last : null;
  }

  private join(person: SimPerson, household: SimHousehold, role: string, day: Day): void {
    if (this.current(person)) throw new Error(`${person.insz} is already in a household`);
    person.memberships.push({ household, position: role, from: day, to: null });
    household.members.push(person);
  }

  /**
   * Ends the membership on `lastDay`. When the reference person leaves, the partner (or else the
   * eldest member) takes over from the next day.
   */
  private leave(person: SimPerson, lastDay: Day, succession = true): void {
    const membership = this.current(person);
    if (!membership) return;
    if (lastDay < membership.from) throw new Error(`${person.insz} leaves before joining`);
    membership.to = lastDay;
    const household = membership.household;
    household.members = household.members.filter((member) => member !== person);
    if (!succession || membership.position !== position.head || household.members.length === 0) {
      return;
    }
    const eligible = household.members.filter(
      (member) => (this.current(member)?.from ?? Infinity) <= lastDay + 1,
    );
    const successor =
      eligible.find((member) => member === person.partner) ??
      [...eligible].sort((a, b) => a.birth - b.birth)[0];
    if (successor) this.reposition(successor, position.head, lastDay + 1);
  }

  /** A new position in the same household from `day` (a new membership row). */
  private reposition(person: SimPerson, role: string, day: Day): void {
    const membership = this.current(person);
    if (!membership || membership.position === role) return;
    if (membership.from >= day) {
      membership.position = role;
      return;
    }
    membership.to = day - 1;
    person.memberships.push({
      household: membership.household,
      position: role,
      from: day,
      to: null,
    });
  }

  /** The person sets up a household of their own, with the children that come along. */
  private settle(
    person: SimPerson,
    day: Day,
    region: number,
    options: { children?: SimPerson[]; plansUnion?: boolean } = {},
  ): SimHousehold {
    const household = this.newHousehold(day, region);
    this.join(person, household, position.head, day);
    for (const child of options.children ?? []) this.join(child, household, position.child, day);
    const random = this.random;
    const moves = random.weighted([
      [0, 55],
      [1, 33],
      [2, 12],
    ] as const);
    for (let move = 0; move < moves; move++) {
      this.schedule(day + random.int(years(1), years(35)), () => this.move(household, this.now));
    }
    const emigrates = person.bornAbroad ? 0.06 : 0.012;
    if (random.chance(emigrates)) {
      this.schedule(day + random.int(years(1), years(30)), () =>
        this.emigrate(household, this.now),
      );
    }
    if (options.plansUnion !== false) this.planUnion(person, day);
    return household;
  }

  /** A partner later on, more likely for the young; young singles sometimes share a house. */
  private planUnion(person: SimPerson, day: Day): void {
    const random = this.random;
    const age = ageAt(person.birth, day);
    const likelihood = age < 35 ? 0.82 : age < 50 ? 0.45 : age < 65 ? 0.2 : 0.04;
    if (random.chance(likelihood)) {
      const earliest = Math.max(day + 60, person.birth + years(20));
      this.schedule(earliest + random.int(0, years(age < 35 ? 7 : 5)), () =>
        this.unite(person, this.now),
      );
    } else if (age < 35 && random.chance(0.25)) {
      this.schedule(day + random.int(30, years(3)), () => this.housemate(person, this.now));
    }
  }

  // ----- Event handlers

  /**
   * A partner moves in with the person (the reference person of their household): married,
   * cohabiting or legally cohabiting; or married before (`marriage`, abroad).
   */
  private unite(person: SimPerson, day: Day, marriage?: { day: Day; place: Place }): void {
    const random = this.random;
    const membership = this.current(person);
    if (!this.active(person, day) || person.partner || !membership) return;
    if (membership.position !== position.head) return;
    // A marriage abroad is older than the household; anything else happens in it.
    if (!marriage && !this.freeOn(person, day)) return;
    const household = membership.household;

    const sameSex = !marriage && day >= dayOf('2003-06-01') && random.chance(0.025);
    const sex: Sex = sameSex ? person.sex : person.sex === '1' ? '2' : '1';
    const gap = random.weighted([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 2],
      [5, 1.2],
      [8, 0.4],
    ] as const);
    // Mostly the man is the elder.
    const older = random.chance(0.7) === (sex === '1');
    let birth = person.birth + (older ? -1 : 1) * (years(gap) + random.int(0, 364));
    birth = Math.min(birth, (marriage?.day ?? day) - years(19) - random.int(0, years(3)));

    const origin: Origin = marriage
      ? person.origin
      : person.origin === 'flemish' || person.origin === 'walloon'
        ? random.weighted([
            ['flemish', 88],
            ['walloon', 4],
            ['dutch', 2],
            [random.weighted(immigrantOrigins), 6],
          ] as const)
        : random.chance(0.7)
          ? person.origin
          : 'flemish';
    const bornAbroad =
      marriage !== undefined ||
      (origin !== 'flemish' &&
        origin !== 'walloon' &&
        random.chance(person.bornAbroad ? 0.8 : 0.4));
    const region = household.region;
    const partner = this.createPerson({
      sex,
      birth,
      origin,
      birthPlace: bornAbroad
        ? this.foreignBirthPlace(origin)
        : this.belgianBirthPlace(origin, region),
      bornAbroad,
      registered: bornAbroad ? day : birth + random.int(2, 10),
      nationality: bornAbroad ? profileOf(origin).countryNis : belgium,
      aliveOn: day + 2,
    });
    if (bornAbroad) this.planNaturalisation(partner, day);
    else if (ageAt(birth, day) >= 22 && random.chance(0.35)) {
      // Lived alone for a while before moving in.
      const from = day - random.int(years(1), years(Math.min(6, ageAt(birth, day) - 20)));
      const previous = this.newHousehold(from, this.places.near(random, region));
      this.join(partner, previous, position.head, from);
      this.leave(partner, day - 1);
    }

    const year = yearOf(day);
    const kind: UnionKind = marriage
      ? 'married'
      : random.weighted<UnionKind>([
          ['married', year < 1975 ? 95 : year < 1995 ? 75 : 40],
          ['cohabiting', year < 1975 ? 5 : year < 1995 ? 25 : 42],
          ['legal', year < 2000 ? 0 : 18],
        ]);
    if (random.chance(0.45) && this.fewAddresses(household)) this.relocate(household, day);
    this.join(partner, household, unionPosition[kind], day);
    if (kind !== 'cohabiting') {
      const since = marriage?.day ?? day;
      const place = marriage?.place ?? this.localPlace(household, day, kind === 'married');
      const code = kind === 'married' ? civil.married : civil.partnership;
      this.changeCivil(person, code, since, partner, place);
      this.changeCivil(partner, code, since, person, place);
      if (marriage) this.childrenBornAbroad(person, partner, marriage.day, day, household);
    }
    person.partner = partner;
    partner.partner = person;
    person.union = kind;
    partner.union = kind;

    this.planChildren(person, partner, day);
    if (kind !== 'married' && random.chance(0.4)) {
      this.schedule(day + random.int(years(1), years(8)), () =>
        this.marry(person, partner, this.now),
      );
    }
    const separates = year < 1970 ? 0.08 : year < 1990 ? 0.25 : kind === 'married' ? 0.3 : 0.4;
    if (random.chance(separates)) {
      this.schedule(day + random.int(years(2), years(22)), () =>
        this.separate(person, partner, this.now),
      );
    }
  }

  /** Where a marriage or declaration took place: the couple's municipality, or now and then abroad. */
  private localPlace(household: SimHousehold, day: Day, married: boolean): Place {
    if (married && this.random.chance(0.04)) {
      const countryNis = this.random.pick(['128', '109', '111', '123']);
      return { municipalityNis: null, place: null, countryNis };
    }
    const municipality = (this.addressAt(household, day) ?? this.newAddress(household.region))
      .municipality;
    return { municipalityNis: municipality.nisCode, place: municipality.name, countryNis: belgium };
  }

  /** Children of a couple married abroad who were born before the family came over. */
  private childrenBornAbroad(
    first: SimPerson,
    second: SimPerson,
    married: Day,
    arrival: Day,
    household: SimHousehold,
  ): void {
    const random = this.random;
    const mother = first.sex === '2' ? first : second;
    const father = mother === first ? second : first;
    let birth = married + random.int(years(1), years(3));
    while (birth < arrival - 90 && arrival - birth < years(12) && random.chance(0.6)) {
      const child = this.createChild(mother, father, birth, this.foreignBirthPlace(mother.origin), {
        registered: arrival,
        aliveOn: arrival + 2,
      });
      this.join(child, household, position.child, arrival);
      birth += random.int(years(1.5), years(4));
    }
  }

  private planChildren(first: SimPerson, second: SimPerson, day: Day): void {
    const random = this.random;
    const mother = first.sex === '2' ? first : second.sex === '2' ? second : null;
    if (!mother) return;
    const father = mother === first ? second : first;
    const year = yearOf(day);
    const hadChildren = first.children.length > 0 || second.children.length > 0;
    const count = hadChildren
      ? random.weighted([
          [0, 55],
          [1, 30],
          [2, 15],
        ] as const)
      : father.sex === '2'
        ? random.weighted([
            [0, 50],
            [1, 30],
            [2, 20],
          ] as const)
        : random.weighted([
            [0, year < 1970 ? 8 : 16],
            [1, year < 1970 ? 16 : 19],
            [2, year < 1970 ? 34 : 38],
            [3, year < 1970 ? 25 : 19],
            [4, year < 1970 ? 17 : 8],
          ] as const);
    let birth = day + random.int(years(0.8), years(5));
    for (let child = 0; child < count; child++) {
      if (ageAt(mother.birth, birth) > 43) break;
      const born = birth;
      this.schedule(born, () => this.birth(mother, father, born));
      birth += random.int(years(1.3), years(4.5));
    }
  }

  private birth(mother: SimPerson, otherParent: SimPerson, day: Day): void {
    const membership = this.current(mother);
    if (!membership || !this.active(mother, day) || mother.partner !== otherParent) return;
    if (this.current(otherParent)?.household !== membership.household) return;
    const address = this.addressAt(membership.household, day);
    if (!address) return;
    const municipality = address.municipality;
    const child = this.createChild(
      mother,
      otherParent,
      day,
      { municipalityNis: municipality.nisCode, place: municipality.name, countryNis: belgium },
      { registered: day + this.random.int(2, 10), aliveOn: day + 1 },
    );
    this.join(child, membership.household, position.child, day);
  }

  private createChild(
    mother: SimPerson,
    otherParent: SimPerson,
    birth: Day,
    birthPlace: Place,
    { registered, aliveOn }: { registered: Day; aliveOn: Day },
  ): SimPerson {
    const random = this.random;
    const father = otherParent.sex === '1' ? otherParent : null;
    const surnameParent = father ?? mother;
    const sex: Sex = random.chance(0.51) ? '1' : '2';
    const bornAbroad = birthPlace.countryNis !== belgium;
    // Since June 2014 parents may give both their names.
    const doubleName =
      father !== null && birth >= dayOf('2014-06-01') && !bornAbroad && random.chance(0.05);
    const belgianParent = [mother, otherParent].some((parent) =>
      parent.nationalities.some((period) => period.countryNis === belgium && period.to === null),
    );
    const nationality = belgianParent
      ? belgium
      : (mother.nationalities.find((period) => period.to === null)?.countryNis ?? belgium);
    const child = this.createPerson({
      sex,
      birth,
      origin: surnameParent.origin,
      birthPlace,
      bornAbroad,
      registered,
      nationality,
      aliveOn,
      surname: surnameParent.surname,
      lastName: doubleName
        ? `${surnameFor(surnameParent.surname, sex)} ${mother.lastName}`
        : undefined,
    });
    child.mother = mother;
    child.father = father;
    mother.children.push(child);
    otherParent.children.push(child);
    if (nationality !== belgium && !bornAbroad && random.chance(0.5)) {
      this.schedule(birth + random.int(years(0.5), years(18)), () =>
        this.naturalise(child, this.now),
      );
    }
    if (random.chance(0.88)) {
      this.schedule(birth + random.int(years(19), years(30)), () =>
        this.leaveHome(child, this.now),
      );
    }
    return child;
  }

  /** A cohabiting couple marries (or legal cohabitants do). */
  private marry(first: SimPerson, second: SimPerson, day: Day): void {
    if (first.partner !== second || !this.active(first, day) || !this.active(second, day)) return;
    if (!this.freeOn(first, day) || !this.freeOn(second, day)) return;
    const household = this.current(first)?.household;
    if (!household || this.current(second)?.household !== household) return;
    const place = this.localPlace(household, day, true);
    this.changeCivil(first, civil.married, day, second, place);
    this.changeCivil(second, civil.married, day, first, place);
    first.union = 'married';
    second.union = 'married';
    for (const person of [first, second]) {
      if (this.current(person)?.position !== position.head) {
        this.reposition(person, position.spouse, day);
      }
    }
  }

  /** The couple splits: one moves out (with some of the children); a marriage ends in divorce. */
  private separate(first: SimPerson, second: SimPerson, day: Day): void {
    const random = this.random;
    if (first.partner !== second || !this.active(first, day) || !this.active(second, day)) return;
    if (!this.freeOn(first, day) || !this.freeOn(second, day)) return;
    const household = this.current(first)?.household;
    if (!household || this.current(second)?.household !== household) return;
    const mixed = first.sex !== second.sex;
    const man = first.sex === '1' ? first : second;
    const leaver = mixed ? (random.chance(0.7) ? man : man === first ? second : first) : first;
    const stayer = leaver === first ? second : first;

    const children = household.members
      .filter((member) => member.mother === leaver || member.father === leaver)
      .filter(
        (child) => this.current(child)?.position === position.child && this.freeOn(child, day),
      )
      .sort((a, b) => a.birth - b.birth);
    const along = random.weighted([
      ['none', 60],
      ['all', 25],
      ['eldest', 15],
    ] as const);
    const moving = along === 'all' ? children : along === 'eldest' ? children.slice(0, 1) : [];
    for (const child of moving) this.leave(child, day - 1);
    this.leave(leaver, day - 1);

    if (leaver.union === 'married' || leaver.union === 'legal') {
      const code = leaver.union === 'married' ? civil.divorced : civil.partnershipEnded;
      this.changeCivil(leaver, code, day, null, null);
      this.changeCivil(stayer, code, day, null, null);
    }
    leaver.partner = null;
    stayer.partner = null;
    leaver.union = null;
    stayer.union = null;

    const region = random.chance(0.8)
      ? this.places.near(random, household.region)
      : this.places.anywhere(random);
    this.settle(leaver, day, region, { children: moving });
    this.planUnion(stayer, day);
  }

  private leaveHome(child: SimPerson, day: Day): void {
    const membership = this.current(child);
    if (!membership || !this.active(child, day) || !this.freeOn(child, day)) return;
    if (membership.position !== position.child) return;
    this.leave(child, day - 1);
    const region = this.random.chance(0.7)
      ? this.places.near(this.random, membership.household.region)
      : this.places.anywhere(this.random);
    this.settle(child, day, region);
  }

  private move(household: SimHousehold, day: Day): void {
    if (household.members.length === 0) return;
    if (!household.members.every((member) => this.active(member, day))) return;
    if (this.fewAddresses(household)) this.relocate(household, day);
  }

  /** Whether the members have lived at few enough addresses to move again: lives keep to a handful. */
  private fewAddresses(household: SimHousehold): boolean {
    return household.members.every((member) => this.mainAddresses(member).length < 3);
  }

  /** A household leaves for abroad: its Belgian residence ends and an address abroad begins. */
  private emigrate(household: SimHousehold, day: Day): void {
    const members = [...household.members];
    if (members.length === 0) return;
    if (!members.every((member) => this.active(member, day) && this.freeOn(member, day))) return;
    const random = this.random;
    const returning = members.find((member) => member.bornAbroad);
    const homeStyle = returning
      ? abroadAddressStyles.find(
          (style) => style.countryNis === profileOf(returning.origin).countryNis,
        )
      : undefined;
    const countryNis =
      homeStyle && random.chance(0.7) ? homeStyle.countryNis : random.weighted(emigrationCountries);
    const style = abroadAddressStyles.find((candidate) => candidate.countryNis === countryNis);
    if (!style) throw new Error(`no address style for country ${countryNis}`);
    const lines = this.abroadLines(style);
    for (const member of members) {
      this.leave(member, day - 1, false);
      member.emigrated = day;
      member.abroad.push({ countryNis, lines, from: day, to: null });
    }
  }

  private abroadLines(style: AbroadAddressStyle): string[] {
    const street = this.random.pick(style.streets);
    const number = String(this.random.int(1, 160));
    return [
      style.numberFirst ? `${number} ${street}` : `${street} ${number}`,
      this.random.pick(style.towns),
    ];
  }

  private die(person: SimPerson, day: Day): void {
    if (person.death) return;
    const membership = this.current(person);
    const address = membership ? this.addressAt(membership.household, day) : null;
    const abroad = person.abroad.find((period) => period.to === null);
    person.death = address
      ? {
          day,
          municipalityNis: address.municipality.nisCode,
          place: address.municipality.name,
          countryNis: belgium,
        }
      : { day, municipalityNis: null, place: null, countryNis: abroad?.countryNis ?? belgium };
    if (membership) this.leave(person, day);
    if (abroad) abroad.to = day;

    const survivor = person.partner;
    if (!survivor) return;
    if (person.union === 'married' || person.union === 'legal') {
      const code = person.union === 'married' ? civil.widowed : civil.partnershipEnded;
      this.changeCivil(survivor, code, day, person.union === 'married' ? person : null, null);
    }
    survivor.partner = null;
    survivor.union = null;
    person.partner = null;
    // Elderly widows and widowers sometimes move in with a son or daughter.
    if (ageAt(survivor.birth, day) >= 72 && this.random.chance(0.15)) {
      this.schedule(day + this.random.int(120, years(4)), () =>
        this.moveInWithChild(survivor, this.now),
      );
    } else if (!survivor.emigrated) {
      this.planUnion(survivor, day);
    }
  }

  private moveInWithChild(parent: SimPerson, day: Day): void {
    const membership = this.current(parent);
    if (!membership || !this.active(parent, day) || !this.freeOn(parent, day)) return;
    if (parent.partner) return;
    const child = parent.children.find((candidate) => {
      const own = this.current(candidate);
      return (
        own !== null &&
        own.position === position.head &&
        own.household !== membership.household &&
        this.active(candidate, day)
      );
    });
    const household = child ? this.current(child)?.household : undefined;
    if (!household) return;
    this.leave(parent, day - 1);
    this.join(parent, household, position.parent, day);
  }

  /** An unrelated housemate moves in with a young single, and moves out again after a while. */
  private housemate(head: SimPerson, day: Day): void {
    const random = this.random;
    const membership = this.current(head);
    if (!membership || membership.position !== position.head || head.partner) return;
    if (!this.active(head, day)) return;
    const origin: Origin = random.chance(0.85) ? 'flemish' : random.weighted(immigrantOrigins);
    const birth = Math.min(day - years(18), head.birth + random.int(-years(4), years(4)));
    const region = membership.household.region;
    const bornAbroad = origin !== 'flemish' && random.chance(0.6);
    const housemate = this.createPerson({
      sex: random.chance(0.5) ? '1' : '2',
      birth,
      origin,
      birthPlace: bornAbroad
        ? this.foreignBirthPlace(origin)
        : this.belgianBirthPlace(origin, region),
      bornAbroad,
      registered: bornAbroad ? day : birth + random.int(2, 10),
      nationality: bornAbroad ? profileOf(origin).countryNis : belgium,
      aliveOn: day + 2,
    });
    this.join(housemate, membership.household, position.unrelated, day);
    this.schedule(day + random.int(years(1), years(4)), () => {
      const own = this.current(housemate);
      if (!own || own.position !== position.unrelated) return;
      if (!this.active(housemate, this.now) || !this.freeOn(housemate, this.now)) return;
      this.leave(housemate, this.now - 1);
      this.settle(housemate, this.now, this.places.near(random, region));
    });
  }

  private planNaturalisation(person: SimPerson, arrival: Day): void {
    const likely = ['moroccan', 'turkish', 'congolese', 'ukrainian'].includes(person.origin)
      ? 0.6
      : 0.2;
    if (this.random.chance(likely)) {
      this.schedule(arrival + this.random.int(years(5), years(15)), () =>
        this.naturalise(person, this.now),
      );
    }
  }

  /**
   * The person becomes Belgian, and so do their foreign minor children at home. Some keep their
   * first nationality, others lose it.
   */
  private naturalise(person: SimPerson, day: Day): void {
    if (!this.active(person, day)) return;
    const household = this.current(person)?.household;
    const minors = (household?.members ?? []).filter(
      (member) => person.children.includes(member) && ageAt(member.birth, day) < 18,
    );
    const keepsFirst = this.random.chance(0.5);
    for (const someone of [person, ...minors]) {
      const periods = someone.nationalities;
      if (periods.some((period) => period.countryNis === belgium && period.to === null)) continue;
      if (!periods.every((period) => period.from < day)) continue;
      if (!keepsFirst) for (const period of periods) if (period.to === null) period.to = day - 1;
      periods.push({ countryNis: belgium, from: day, to: null });
    }
  }

  private changeCivil(
    person: SimPerson,
    code: string,
    day: Day,
    partner: SimPerson | null,
    place: Place | null,
  ): void {
    const current = person.civil[person.civil.length - 1];
    if (current) {
      if (current.from >= day) throw new Error(`${person.insz}: civil status change on one day`);
      current.to = day - 1;
    }
    person.civil.push({ code, from: day, to: null, partner, place });
  }

  // ----- After the stories

  /** The main residence periods of a person: their households' addresses while a member. */
  mainAddresses(person: SimPerson): (Period & { address: Address })[] {
    const periods: (Period & { address: Address })[] = [];
    for (const membership of person.memberships) {
      for (const period of membership.household.addresses) {
        const from = Math.max(membership.from, period.from);
        const to = Math.min(membership.to ?? Infinity, period.to ?? Infinity);
        if (from > to) continue;
        const last = periods[periods.length - 1];
        if (last && last.address === period.address && last.to !== null && last.to + 1 === from) {
          last.to = to === Infinity ? null : to;
        } else {
          periods.push({ address: period.address, from, to: to === Infinity ? null : to });
        }
      }
    }
    return periods;
  }

  /** Some people have a temporary contact address during one of their main residences. */
  contactAddresses(): void {
    this.random = this.root.fork('contact addresses');
    const random = this.random;
    for (const person of this.persons) {
      if (person.source !== 'RR' || !random.chance(0.035)) continue;
      const residences = this.mainAddresses(person).filter(
        (period) => (period.to ?? this.lastEventDay) - period.from > 90,
      );
      if (residences.length === 0) continue;
      const residence = random.chance(0.6)
        ? (residences[residences.length - 1] ?? random.pick(residences))
        : random.pick(residences);
      const end = residence.to ?? this.lastEventDay;
      const from = residence.from + random.int(30, end - residence.from - 30);
      const open = residence.to === null && random.chance(0.4);
      const to = open ? null : Math.min(end, from + random.int(20, years(2)));
      let region = this.places.anywhere(random);
      if (this.places.postcode(region).postcode === residence.address.postcode) {
        region = (region + 1) % this.places.postcodes.length;
      }
      person.contacts.push({ address: this.newAddress(region), from, to });
    }
  }

  rows(): Population {
    const population: Population = {
      persons: [],
      nationalities: [],
      civilStatuses: [],
      addresses: [],
      households: this.households.map((household) => ({ id: household.id })),
      householdMembers: [],
    };
    const date = (day: Day | null): string | null => (day === null ? null : isoDate(day));
    for (const person of this.persons) {
      const { insz } = person;
      const belgian = person.nationalities.some(
        (period) => period.countryNis === belgium && period.to === null,
      );
      const changes: Day[] = [person.registered];
      const track = (period: Period) => {
        changes.push(period.from);
        if (period.to !== null) changes.push(period.to + 1);
      };

      for (const period of person.nationalities) {
        track(period);
        population.nationalities.push({
          id: population.nationalities.length + 1,
          insz,
          country_nis: period.countryNis,
          valid_from: isoDate(period.from),
          valid_to: date(period.to),
        });
      }
      for (const period of person.civil) {
        track(period);
        population.civilStatuses.push({
          id: population.civilStatuses.length + 1,
          insz,
          code: period.code,
          valid_from: isoDate(period.from),
          valid_to: date(period.to),
          partner_insz: period.partner?.insz ?? null,
          municipality_nis: period.place?.municipalityNis ?? null,
          place: period.place?.place ?? null,
          country_nis: period.place?.countryNis ?? null,
        });
      }
      const addressRow = (
        kind: AddressRow['kind'],
        period: Period & { address: Address },
      ): AddressRow => ({
        id: population.addresses.length + 1,
        insz,
        kind,
        contact_type: kind === 'contactadres' ? temporaryStay : null,
        street: period.address.street,
        street_code: period.address.streetCode,
        house_number: period.address.houseNumber,
        box: period.address.box,
        postcode: period.address.postcode,
        municipality_nis: period.address.municipality.nisCode,
        municipality: period.address.municipality.name,
        country_nis: belgium,
        lines: null,
        valid_from: isoDate(period.from),
        valid_to: date(period.to),
      });
      for (const period of this.mainAddresses(person)) {
        track(period);
        population.addresses.push(addressRow('hoofdverblijfplaats', period));
      }
      for (const period of person.contacts) {
        track(period);
        population.addresses.push(addressRow('contactadres', period));
      }
      for (const period of person.abroad) {
        track(period);
        population.addresses.push({
          id: population.addresses.length + 1,
          insz,
          kind: 'buitenland',
          contact_type: null,
          street: null,
          street_code: null,
          house_number: null,
          box: null,
          postcode: null,
          municipality_nis: null,
          municipality: null,
          country_nis: period.countryNis,
          lines: period.lines,
          valid_from: isoDate(period.from),
          valid_to: date(period.to),
        });
      }
      for (const membership of person.memberships) {
        track(membership);
        population.householdMembers.push({
          id: population.householdMembers.length + 1,
          household_id: membership.household.id,
          insz,
          position: membership.position,
          valid_from: isoDate(membership.from),
          valid_to: date(membership.to),
        });
      }
      if (person.death) changes.push(person.death.day);

      const created = Math.min(
        this.lastEventDay + 1,
        Math.max(person.registered, person.source === 'KSZ' ? bisStart : registerStart),
      );
      const modified = Math.max(created, Math.min(this.lastEventDay + 1, Math.max(...changes)));
      const createdAt = timestamp(created, hashText(`created ${insz}`));
      const modifiedAt = timestamp(modified, hashText(`modified ${insz}`));
      const firstName = person.firstNames[0] ?? '';
      population.persons.push({
        insz,
        source: person.source,
        register: person.source === 'KSZ' ? 'BIS' : belgian ? '2' : '1',
        last_name: person.lastName,
        first_names: person.firstNames,
        search_last_name: foldName(person.lastName),
        search_first_name: foldName(firstName),
        sex: person.sex,
        birth_date: isoDate(person.birth),
        birth_municipality_nis: person.birthPlace.municipalityNis,
        birth_place: person.birthPlace.place,
        birth_country_nis: person.birthPlace.countryNis,
        death_date: date(person.death?.day ?? null),
        death_municipality_nis: person.death?.municipalityNis ?? null,
        death_place: person.death?.place ?? null,
        death_country_nis: person.death?.countryNis ?? null,
        status: person.death ? status.deceased : person.emigrated !== null ? status.abroad : null,
        created_at: createdAt,
        modified_at: modifiedAt < createdAt ? createdAt : modifiedAt,
      });
    }
    return population;
  }
}

function profileOf(origin: Origin): {
  countryNis: string;
  surnames: readonly Surname[];
  firstNames: { male: readonly string[]; female: readonly string[] };
  birthPlaces: readonly string[];
} {
  if (origin === 'flemish') {
    return {
      countryNis: belgium,
      surnames: flemish.surnames,
      firstNames: flemish.firstNames('from1950'),
      birthPlaces: [],
    };
  }
  return origins[origin];
}

/** A timestamp on a day, at an office hour taken from `seed`. */
function timestamp(day: Day, seed: number): string {
  const hour = 8 + (seed % 9);
  const minute = (seed >>> 8) % 60;
  const second = (seed >>> 16) % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${isoDate(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}Z`;
}

/** Checks that every code the generator writes exists in the code lists. */
function checkCodeLists(lists: PopulationCodeLists, places: Places): void {
  const countries = new Set<string>([belgium, france.countryNis, '128', '109', '123']);
  for (const profile of Object.values(origins)) countries.add(profile.countryNis);
  for (const country of countries) places.requireCountry(country);
  for (const style of abroadAddressStyles) places.requireCountry(style.countryNis, true);
  for (const [country] of emigrationCountries) places.requireCountry(country, true);
  const statuses = new Set(lists.civilStatuses);
  for (const code of Object.values(civil)) {
    if (!statuses.has(code)) throw new Error(`civil status ${code} is missing from the code lists`);
  }
}

/** The synthetic population: the same rows for the same code lists and options, every time. */
export function generatePopulation(
  codeLists: PopulationCodeLists,
  options: PopulationOptions = defaultPopulationOptions,
): Population {
  const places = new Places(codeLists);
  checkCodeLists(codeLists, places);
  const generator = new Generator(places, new Random('flemish-population-1'), options.today);
  for (let index = 0; index < options.households; index++) generator.story(index);
  for (const index of new Set(options.extra?.households)) {
    if (index >= options.households) generator.story(index);
  }
  const residents = generator.persons.length;
  // About 2.5 % of the people are non-residents with a BIS number.
  const bisCount = Math.round((residents * 0.025) / 0.975);
  for (let index = 0; index < bisCount; index++) generator.bisPerson(index);
  for (const index of new Set(options.extra?.nonResidents)) {
    if (index >= bisCount) generator.bisPerson(index);
  }
  generator.contactAddresses();
  return generator.rows();
}

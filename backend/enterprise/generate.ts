// Generates the synthetic enterprise register: enterprises (natural and legal persons) with their
// names, legal form, status, seat on a real street, NACE-BEL 2025 activities, establishment
// units, functions held by people of the population or by other enterprises, joint committee
// and employment class, participations, and the associations (vCode) with their representatives.
// Pure and deterministic. Each enterprise draws from its own index, and links to other
// enterprises only by index: the small register is the first part of the full one, with the
// same numbers, names and links among its enterprises. Only the people picked from the
// population (directors, representatives, owners of a one-person business) depend on it.
import { legalFormCodes } from '@contracts/enterprise-codes';
import { dayOf, isoDate, type Day } from '../population/generate';
import { brusselsStreets, flemishSurnames, surnameFor, walloonSurnames } from '../population/names';
import { hashText, Random } from '../population/random';
import {
  deFactoAssociationOffset,
  enterpriseNumberOf,
  establishmentNumberOf,
  vCodeOf,
} from './numbers';
import { associationWords, fancyNames, sectors, type Sector } from './sectors';

// ---------------------------------------------------------------------------------------------
// Inputs and outputs

export interface EnterpriseCodeLists {
  municipalities: readonly { nisCode: string; nameNl: string; nameFr: string }[];
  postalCodes: readonly { postcode: string; nisCode: string }[];
  streets: readonly { postcode: string; name: string }[];
  naceCodes: readonly string[];
  legalForms: readonly string[];
}

/** A person of the population, as the register needs them. */
export interface RegisterPerson {
  insz: string;
  lastName: string;
  firstNames: readonly string[];
  birthDate: string;
  deathDate: string | null;
}

export interface EnterpriseOptions {
  enterprises: number;
  /** Associations without legal personality (no KBO number), on top of the 017/416/417 ones. */
  deFactoAssociations: number;
  /** The reference date: nothing happens on or after it. */
  today: string;
}

export const defaultEnterpriseOptions: EnterpriseOptions = {
  enterprises: 5_400,
  deFactoAssociations: 700,
  today: '2026-01-01',
};

type Language = 'nl' | 'fr' | 'de';

interface AddressColumns {
  street: string;
  street_code: string;
  house_number: string;
  box: string | null;
  postcode: string;
  municipality_nis: string;
  municipality: string;
}

export interface EnterpriseRow extends AddressColumns {
  enterprise_number: string;
  official_name: string;
  kind: '1' | '2';
  holder_insz: string | null;
  language: Language;
  legal_form: string | null;
  legal_form_since: string | null;
  status: 'AC' | 'ST';
  cessation_code: string | null;
  cessation_date: string | null;
  start_date: string;
  registration_date: string;
  joint_committee: string | null;
  employment_class: string | null;
  employment_since: string | null;
}

export interface EnterpriseNameRow {
  id: number;
  enterprise_number: string;
  kind: 'maatschappelijk' | 'afgekort' | 'commercieel';
  language: Language;
  name: string;
  valid_from: string;
}

export interface ActivityRow {
  id: number;
  enterprise_number: string;
  nace_code: string;
  nace_version: string;
  type: 'P' | 'S';
  activity_group: string;
  valid_from: string;
}

export interface EstablishmentRow extends AddressColumns {
  establishment_number: string;
  enterprise_number: string;
  name: string | null;
  status: 'AC' | 'ST';
  start_date: string;
  end_date: string | null;
}

export interface FunctionRow {
  id: number;
  enterprise_number: string;
  function_code: string;
  holder_insz: string | null;
  holder_enterprise: string | null;
  valid_from: string;
  valid_to: string | null;
}

export interface ParticipationRow {
  id: number;
  enterprise_number: string;
  holder_enterprise: string | null;
  holder_insz: string | null;
  share_basis_points: number;
  valid_from: string;
  valid_to: string | null;
}

export interface AssociationRow extends AddressColumns {
  vcode: string;
  name: string;
  abbreviation: string | null;
  legal_form: string;
  enterprise_number: string | null;
  start_date: string;
  nace_code: string | null;
}

export interface RepresentativeRow {
  id: number;
  vcode: string;
  insz: string;
  role: string;
  valid_from: string;
  valid_to: string | null;
}

export interface EnterpriseRegister {
  enterprises: EnterpriseRow[];
  names: EnterpriseNameRow[];
  activities: ActivityRow[];
  establishments: EstablishmentRow[];
  functions: FunctionRow[];
  participations: ParticipationRow[];
  associations: AssociationRow[];
  representatives: RepresentativeRow[];
}

// ---------------------------------------------------------------------------------------------
// Places: the streets of the code lists, by postcode, with their municipality

interface Place {
  postcode: string;
  nisCode: string;
  municipalityNl: string;
  municipalityFr: string;
  streets: readonly string[];
  brussels: boolean;
}

/** The KBO exists since 1 July 2003: older enterprises were registered on that day. */
const kboStart = dayOf('2003-07-01');
/** The 2019 company law: new private companies are BV, and older BVBA became BV on 1 Jan 2024. */
const companyLawStart = dayOf('2019-05-01');
const bvbaConversion = dayOf('2024-01-01');
/** Enterprises started since 2023 have a number that starts with 1. */
const recentNumbers = dayOf('2023-01-01');

const years = (count: number): number => Math.round(count * 365.25);

class Places {
  readonly flemish: Place[];
  readonly brussels: Place[];

  constructor(lists: EnterpriseCodeLists) {
    const municipalities = new Map(lists.municipalities.map((row) => [row.nisCode, row]));
    const municipalityOf = new Map<string, string>();
    for (const row of [...lists.postalCodes].sort((a, b) =>
      compare(`${a.postcode} ${a.nisCode}`, `${b.postcode} ${b.nisCode}`),
    )) {
      if (!municipalityOf.has(row.postcode)) municipalityOf.set(row.postcode, row.nisCode);
    }
    const streets = new Map<string, Set<string>>();
    for (const { postcode, name } of lists.streets) {
      const set = streets.get(postcode) ?? new Set();
      set.add(name);
      streets.set(postcode, set);
    }
    for (const [postcode, names] of Object.entries(brusselsStreets)) {
      if (!streets.has(postcode)) streets.set(postcode, new Set(names));
    }
    const places: Place[] = [];
    for (const [postcode, names] of streets) {
      const nisCode = municipalityOf.get(postcode);
      const municipality = nisCode === undefined ? undefined : municipalities.get(nisCode);
      if (!municipality || nisCode === undefined) continue;
      places.push({
        postcode,
        nisCode,
        municipalityNl: municipality.nameNl,
        municipalityFr: municipality.nameFr,
        streets: [...names].sort(compare),
        brussels: nisCode.startsWith('21'),
      });
    }
    places.sort((a, b) => compare(a.postcode, b.postcode));
    this.flemish = places.filter((place) => !place.brussels);
    this.brussels = places.filter((place) => place.brussels);
    if (this.flemish.length === 0 || this.brussels.length === 0) {
      throw new Error('the code lists hold no streets for the enterprise register');
    }
  }

  address(random: Random, near?: AddressColumns): AddressColumns {
    let place: Place;
    if (near && random.chance(0.5)) {
      place =
        [...this.flemish, ...this.brussels].find((entry) => entry.postcode === near.postcode) ??
        random.pick(this.flemish);
    } else {
      place = random.chance(0.1) ? random.pick(this.brussels) : random.pick(this.flemish);
    }
    const street = random.pick(place.streets);
    const number = Math.min(random.int(1, 250), random.int(1, 250));
    return {
      street,
      street_code: String(1000 + (hashText(`${place.postcode} ${street}`) % 9000)),
      house_number: `${number}${random.chance(0.05) ? random.pick(['A', 'B']) : ''}`,
      box: random.chance(0.15) ? String(random.int(1, 12)) : null,
      postcode: place.postcode,
      municipality_nis: place.nisCode,
      municipality: place.municipalityNl,
    };
  }

  isBrussels(postcode: string): boolean {
    return this.brussels.some((place) => place.postcode === postcode);
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The enterprise's core: everything drawn from its own index

interface Core {
  index: number;
  number: string;
  sector: Sector;
  kind: '1' | '2';
  legalForm: string | null;
  legalFormSince: Day | null;
  start: Day;
  stop: { day: Day; code: string } | null;
  seat: AddressColumns;
  language: Language;
  baseName: string;
  names: { kind: EnterpriseNameRow['kind']; language: Language; name: string; from: Day }[];
  /** Associations (017, 416, 417): they get a vCode. */
  association: boolean;
  staff: { committee: string; employmentClass: string; since: Day } | null;
}

const legalFormWeights: readonly (readonly [string, number])[] = [
  ['bv', 62],
  ['014', 22],
  ['011', 5],
  ['012', 6],
];

function surname(random: Random, french: boolean): string {
  return surnameFor(random.pick(french ? walloonSurnames : flemishSurnames), '1');
}

function initials(name: string): string {
  return name
    .split(/[\s&'-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

class Generator {
  private readonly lastDay: Day;

  constructor(
    private readonly places: Places,
    private readonly root: Random,
    today: string,
  ) {
    this.lastDay = dayOf(today) - 2;
  }

  core(index: number): Core {
    const random = this.root.fork(`enterprise ${index}`);
    const sector = random.weighted(sectors.map((entry) => [entry, entry.weight] as const));
    const kind: '1' | '2' = random.chance(sector.naturalPersons) ? '1' : '2';
    const start =
      dayOf(
        `${random.weighted([
          [1965, 3],
          [1975, 5],
          [1985, 8],
          [1995, 12],
          [2005, 16],
          [2015, 20],
        ] as const)}-01-01`,
      ) + random.int(0, years(10) - 1);
    const startDay = Math.min(start, this.lastDay - 400);
    let legalForm: string | null = null;
    let legalFormSince: Day | null = null;
    let association = false;
    if (kind === '2') {
      if (sector.association) {
        legalForm = random.chance(0.06) ? random.pick(['416', '417']) : '017';
        association = true;
      } else if (sector.agriculture && random.chance(0.4)) {
        legalForm = '025';
      } else {
        const drawn = random.weighted(legalFormWeights);
        if (drawn === 'bv') {
          legalForm = startDay >= companyLawStart ? '610' : '015';
        } else {
          legalForm = drawn;
        }
      }
      legalFormSince = startDay;
    }
    const stopped = random.chance(kind === '1' ? 0.2 : 0.12);
    let stop: Core['stop'] = null;
    if (stopped) {
      const day = random.int(startDay + years(1), this.lastDay - 30);
      const code = kind === '1' ? '016' : random.pick(['012', '013', '014']);
      stop = { day, code };
    }
    // A BVBA still in business on 1 January 2024 became a BV that day.
    if (legalForm === '015' && (stop === null || stop.day > bvbaConversion)) {
      legalForm = '610';
      legalFormSince = bvbaConversion;
    }
    const seat = this.places.address(random);
    const brussels = this.places.isBrussels(seat.postcode);
    const language: Language = brussels && random.chance(0.6) ? 'fr' : 'nl';
    const french = language === 'fr';
    const word = random.pick(sector.words[language === 'fr' ? 'fr' : 'nl']);
    const family = surname(random, french);
    let baseName: string;
    if (sector.association) {
      baseName = `${word} ${random.pick(associationWords.places)}`;
      if (legalForm === '416' || legalForm === '417') {
        baseName = `${random.pick(associationWords.intermunicipal)} ${random.pick(fancyNames)}`;
      }
    } else {
      baseName = random.weighted<() => string>([
        [() => `${word} ${family}`, 40],
        [() => `${family} ${word}`, 20],
        [() => `${word} ${random.pick(fancyNames)}`, 25],
        [() => `${family} & ${surname(random, french)}`, 15],
      ])();
    }
    const names: Core['names'] = [];
    if (kind === '2') {
      names.push({ kind: 'maatschappelijk', language, name: baseName, from: startDay });
      // Brussels enterprises often register their name in both languages, a few also in German.
      if (brussels && random.chance(0.5)) {
        const other: Language = language === 'fr' ? 'nl' : 'fr';
        const translated = `${random.pick(sector.words[other === 'fr' ? 'fr' : 'nl'])} ${family}`;
        names.push({ kind: 'maatschappelijk', language: other, name: translated, from: startDay });
      }
      if (random.chance(0.02)) {
        names.push({ kind: 'maatschappelijk', language: 'de', name: baseName, from: startDay });
      }
      if (random.chance(0.3)) {
        names.push({ kind: 'afgekort', language, name: initials(baseName), from: startDay });
      }
    }
    if (random.chance(0.35)) {
      names.push({
        kind: 'commercieel',
        language,
        name: `${random.pick(fancyNames)} ${random.pick(sector.words[french ? 'fr' : 'nl'])}`,
        from: startDay + random.int(0, years(3)),
      });
    }
    let staff: Core['staff'] = null;
    if (random.chance(kind === '1' ? 0.15 : 0.55)) {
      const employmentClass = random.weighted([
        ['1', 40],
        ['2', 22],
        ['3', 15],
        ['4', 12],
        ['5', 6],
        ['6', 3],
        ['7', 2],
      ] as const);
      const since = Math.min(startDay + random.int(0, years(4)), stop?.day ?? this.lastDay);
      staff = { committee: sector.jointCommittee, employmentClass, since };
    }
    return {
      index,
      number: enterpriseNumberOf(index, startDay >= recentNumbers),
      sector,
      kind,
      legalForm,
      legalFormSince,
      start: startDay,
      stop,
      seat,
      language,
      baseName,
      names,
      association,
      staff,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// People of the population: picked by rule, from the list in insz order

class People {
  private readonly persons: RegisterPerson[];

  constructor(persons: readonly RegisterPerson[]) {
    this.persons = [...persons].sort((a, b) => compare(a.insz, b.insz));
    if (this.persons.length === 0) throw new Error('the register needs people');
  }

  /** Someone of at least 18 who is alive from `from` to `until` (or today), or null. */
  adult(
    random: Random,
    from: Day,
    until: Day,
    excluded: ReadonlySet<string>,
  ): RegisterPerson | null {
    for (let attempt = 0; attempt < 40; attempt++) {
      const person = random.pick(this.persons);
      if (excluded.has(person.insz)) continue;
      if (dayOf(person.birthDate) + years(18) > from) continue;
      if (person.deathDate !== null && dayOf(person.deathDate) <= until) continue;
      return person;
    }
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The register

export function generateEnterprises(
  codeLists: EnterpriseCodeLists,
  persons: readonly RegisterPerson[],
  options: EnterpriseOptions = defaultEnterpriseOptions,
): EnterpriseRegister {
  const naceCodes = new Set(codeLists.naceCodes);
  for (const sector of sectors) {
    for (const code of sector.nace) {
      if (!naceCodes.has(code)) throw new Error(`NACE code ${code} is not in the code list`);
    }
  }
  const legalForms = new Set(codeLists.legalForms);
  for (const code of Object.keys(legalFormCodes)) {
    if (!legalForms.has(code)) throw new Error(`legal form ${code} is not in the code list`);
  }
  const places = new Places(codeLists);
  const root = new Random('flemish-enterprises-1');
  const generator = new Generator(places, root, options.today);
  const people = new People(persons);
  const today = dayOf(options.today);
  const lastDay = today - 2;
  const cores: Core[] = [];
  for (let index = 0; index < options.enterprises; index++) cores.push(generator.core(index));

  const register: EnterpriseRegister = {
    enterprises: [],
    names: [],
    activities: [],
    establishments: [],
    functions: [],
    participations: [],
    associations: [],
    representatives: [],
  };
  const ids = { name: 0, activity: 0, function: 0, participation: 0, representative: 0 };
  const endOf = (core: Core): Day | null => core.stop?.day ?? null;
  const iso = (day: Day | null) => (day === null ? null : isoDate(day));

  for (const core of cores) {
    const random = root.fork(`details ${core.index}`);
    const personRandom = root.fork(`people ${core.index}`);
    let start = core.start;
    let holder: RegisterPerson | null = null;
    let stop = core.stop;
    let officialName = core.baseName;
    if (core.kind === '1') {
      // A one-person business: its name is its owner's, and it cannot outlive them.
      holder = people.adult(personRandom, start, start, new Set());
      if (holder === null) throw new Error('no adult for a one-person business');
      officialName = `${holder.lastName}, ${holder.firstNames[0] ?? ''}`.trim();
      if (holder.deathDate !== null) {
        const death = dayOf(holder.deathDate);
        if (stop === null || stop.day > death)
          stop = { day: Math.max(start + 1, death), code: '016' };
      }
      if (stop !== null && stop.day <= start) start = stop.day - 1;
      register.names.push({
        id: ++ids.name,
        enterprise_number: core.number,
        kind: 'maatschappelijk',
        language: core.language,
        name: officialName,
        valid_from: isoDate(start),
      });
    }
    const end = stop?.day ?? null;
    const registration = Math.max(start, kboStart) + (start >= kboStart ? random.int(0, 20) : 0);
    register.enterprises.push({
      enterprise_number: core.number,
      official_name: officialName,
      kind: core.kind,
      holder_insz: holder?.insz ?? null,
      language: core.language,
      legal_form: core.legalForm,
      legal_form_since: iso(core.legalFormSince),
      status: stop === null ? 'AC' : 'ST',
      cessation_code: stop?.code ?? null,
      cessation_date: iso(stop?.day ?? null),
      start_date: isoDate(start),
      registration_date: isoDate(Math.min(registration, lastDay)),
      joint_committee: core.staff?.committee ?? null,
      employment_class: core.staff?.employmentClass ?? null,
      employment_since: iso(core.staff?.since ?? null),
      ...core.seat,
    });
    for (const name of core.names) {
      if (name.from >= (end ?? Infinity)) continue;
      register.names.push({
        id: ++ids.name,
        enterprise_number: core.number,
        kind: name.kind,
        language: name.language,
        name: name.name,
        valid_from: isoDate(Math.max(name.from, start)),
      });
    }

    // Activities: one main, up to three secondary ones of the same sector.
    const nace = [...core.sector.nace];
    const main = random.pick(nace);
    const secondary = nace.filter((code) => code !== main);
    const activities = [main];
    const extra = random.weighted([
      [0, 45],
      [1, 30],
      [2, 18],
      [3, 7],
    ] as const);
    for (let count = 0; count < extra && secondary.length > 0; count++) {
      const pick = secondary.splice(random.int(0, secondary.length - 1), 1)[0];
      if (pick !== undefined) activities.push(pick);
    }
    activities.forEach((code, position) => {
      register.activities.push({
        id: ++ids.activity,
        enterprise_number: core.number,
        nace_code: code,
        nace_version: '2025',
        type: position === 0 ? 'P' : 'S',
        activity_group: core.staff !== null && position === 0 ? '006' : '001',
        valid_from: isoDate(Math.max(start, dayOf('2025-01-01'))),
      });
    });

    // Establishment units: where the enterprise works, maybe at its seat.
    const units = random.weighted([
      [0, core.kind === '1' ? 60 : 35],
      [1, 45],
      [2, 12],
      [3, 5],
      [4, 3],
    ] as const);
    for (let unit = 0; unit < units; unit++) {
      const unitStart = Math.min(start + random.int(0, years(8)), end ?? lastDay, lastDay - 1);
      const closed =
        end !== null ? end : random.chance(0.1) ? random.int(unitStart + 1, lastDay) : null;
      const commercial = core.names.find((name) => name.kind === 'commercieel');
      register.establishments.push({
        establishment_number: establishmentNumberOf(core.index, unit),
        enterprise_number: core.number,
        name:
          unit === 0 && commercial
            ? commercial.name
            : random.chance(0.4)
              ? `${officialName} ${random.pick(fancyNames)}`
              : null,
        status: closed === null ? 'AC' : 'ST',
        start_date: isoDate(unitStart),
        end_date: iso(closed),
        ...(unit === 0 && random.chance(0.5) ? core.seat : places.address(random, core.seat)),
      });
    }

    if (core.kind === '2') {
      addFunctions(core, start, end);
      addParticipations(core, start, end);
    }
    if (core.association) addAssociation(core, start, end, main);
  }

  /** Directors and the like: people, and for some companies another company with its representative. */
  function addFunctions(core: Core, start: Day, end: Day | null): void {
    const random = root.fork(`functions ${core.index}`);
    const personRandom = root.fork(`function holders ${core.index}`);
    const mainCode = core.legalForm === '015' ? '10006' : '10002';
    const count =
      core.legalForm === '014'
        ? random.int(3, 5)
        : core.association
          ? random.int(3, 4)
          : random.int(1, 2);
    const holders = new Set<string>();
    for (let position = 0; position < count; position++) {
      const from = Math.min(
        start + (position === 0 ? 0 : random.int(0, years(10))),
        end ?? lastDay,
      );
      const ends = random.chance(0.2) ? random.int(from + 30, lastDay + 400) : null;
      const to =
        end !== null ? Math.min(end, ends ?? end) : ends !== null && ends < lastDay ? ends : null;
      // Now and then the director is a management company: an older, active company.
      if (!core.association && position === 0 && core.index > 0 && random.chance(0.15)) {
        const other = cores[random.int(Math.max(0, core.index - 300), core.index - 1)];
        if (
          other &&
          other.kind === '2' &&
          !other.association &&
          other.start < from &&
          (other.stop === null || other.stop.day > (to ?? lastDay))
        ) {
          register.functions.push({
            id: ++ids.function,
            enterprise_number: core.number,
            function_code: mainCode,
            holder_insz: null,
            holder_enterprise: other.number,
            valid_from: isoDate(from),
            valid_to: iso(to),
          });
          const representative = people.adult(personRandom, from, to ?? lastDay, holders);
          if (representative) {
            holders.add(representative.insz);
            register.functions.push({
              id: ++ids.function,
              enterprise_number: core.number,
              function_code: '10003',
              holder_insz: representative.insz,
              holder_enterprise: null,
              valid_from: isoDate(from),
              valid_to: iso(to),
            });
          }
          continue;
        }
      }
      // Drawn before the person, so that who is found does not change the later draws.
      const committee = random.chance(0.4);
      const code =
        core.legalForm === '014' && position === 0
          ? '10007'
          : core.legalForm === '014' && position === count - 1 && committee
            ? '10005'
            : mainCode;
      const person = people.adult(personRandom, from, to ?? lastDay, holders);
      if (!person) continue;
      holders.add(person.insz);
      register.functions.push({
        id: ++ids.function,
        enterprise_number: core.number,
        function_code: code,
        holder_insz: person.insz,
        holder_enterprise: null,
        valid_from: isoDate(from),
        valid_to: iso(to),
      });
    }
  }

  /**
   * Who holds shares in a company: other companies nearby in index (those beyond the register's
   * size are left out) and people; the shares never add up to more than 100 %.
   */
  function addParticipations(core: Core, start: Day, end: Day | null): void {
    if (core.association || core.legalForm === '011') return;
    const random = root.fork(`participations ${core.index}`);
    const personRandom = root.fork(`shareholders ${core.index}`);
    if (!random.chance(0.3)) return;
    const holderCount = random.weighted([
      [1, 50],
      [2, 35],
      [3, 15],
    ] as const);
    let left = 10_000;
    for (let position = 0; position < holderCount; position++) {
      const share =
        position === holderCount - 1
          ? left
          : random.int(500, Math.max(500, left - 500 * (holderCount - position)));
      left -= share;
      if (share <= 0) break;
      // Every draw comes before a holder is left out, so the small register's draws are the
      // full one's.
      const enterpriseHolder = random.chance(0.6);
      const otherIndex = core.index + random.int(-300, 300);
      const delay = random.int(30, years(5));
      const personFrom = start + random.int(0, years(3));
      if (enterpriseHolder) {
        if (otherIndex === core.index || otherIndex < 0 || otherIndex >= options.enterprises)
          continue;
        const other = cores[otherIndex];
        if (!other || other.kind !== '2' || other.association) continue;
        const from = Math.max(start, other.start) + delay;
        const otherEnd = endOf(other);
        const to = [end, otherEnd]
          .filter((day): day is Day => day !== null)
          .sort((a, b) => a - b)[0];
        if (from >= (to ?? lastDay)) continue;
        register.participations.push({
          id: ++ids.participation,
          enterprise_number: core.number,
          holder_enterprise: other.number,
          holder_insz: null,
          share_basis_points: share,
          valid_from: isoDate(from),
          valid_to: iso(to ?? null),
        });
      } else {
        const from = personFrom;
        if (from >= (end ?? lastDay)) continue;
        const person = people.adult(personRandom, from, end ?? lastDay, new Set());
        if (!person) continue;
        register.participations.push({
          id: ++ids.participation,
          enterprise_number: core.number,
          holder_enterprise: null,
          holder_insz: person.insz,
          share_basis_points: share,
          valid_from: isoDate(from),
          valid_to: iso(end),
        });
      }
    }
  }

  function addAssociation(core: Core, start: Day, end: Day | null, mainActivity: string): void {
    const vcode = vCodeOf(core.index);
    const abbreviation = core.names.find((name) => name.kind === 'afgekort');
    register.associations.push({
      vcode,
      name: core.baseName,
      abbreviation: abbreviation?.name ?? null,
      legal_form: core.legalForm ?? '017',
      enterprise_number: core.number,
      start_date: isoDate(start),
      nace_code: mainActivity,
      ...core.seat,
    });
    addRepresentatives(vcode, root.fork(`representatives ${core.index}`), start, end);
  }

  function addRepresentatives(vcode: string, random: Random, start: Day, end: Day | null): void {
    const taken = new Set<string>();
    for (const role of ['voorzitter', 'secretaris', 'penningmeester']) {
      if (role !== 'voorzitter' && !random.chance(0.7)) continue;
      const from = Math.min(start + random.int(0, years(6)), end ?? lastDay);
      const person = people.adult(random, from, end ?? lastDay, taken);
      if (!person) continue;
      taken.add(person.insz);
      register.representatives.push({
        id: ++ids.representative,
        vcode,
        insz: person.insz,
        role,
        valid_from: isoDate(from),
        valid_to: iso(end),
      });
    }
  }

  // Associations without legal personality: a vCode, no KBO number.
  for (let index = 0; index < options.deFactoAssociations; index++) {
    const random = root.fork(`association ${index}`);
    const seat = places.address(random);
    const start = dayOf(`${random.int(1975, 2023)}-01-01`) + random.int(0, 364);
    const name = `${random.pick(associationWords.clubs)} ${random.pick(associationWords.places)}`;
    const vcode = vCodeOf(deFactoAssociationOffset + index);
    register.associations.push({
      vcode,
      name,
      abbreviation: null,
      legal_form: '721',
      enterprise_number: null,
      start_date: isoDate(start),
      nace_code: random.pick(['94999', '93129', '90312', '94992']),
      ...seat,
    });
    addRepresentatives(vcode, random.fork('representatives'), start, null);
  }
  return register;
}

// The synthetic land registry: five Flemish municipalities (their real NIS codes) with their
// cadastral divisions, sections A–F and parcels numbered as the cadastre numbers them (a radical
// rising through the section, a bis number, an exponent letter after a split and a power), each
// with its nature, cadastral income, surface, coordinates and buildings; apartment buildings
// divided into private parts (partitions P0001…). Every partition but public roads and the common
// parts of a building has a history of one to six ownership states, each begun by a registration
// (a survey, a sale, an inheritance, a gift, a split…), with its rights held by adults of the
// population or enterprises of the register: full ownership alone or jointly with shares,
// usufruct with bare ownership, a long lease; a few current states are deliberately incomplete
// (the shares of their rights do not add up). Every sale that began a state has its price.
//
// Each parcel's layout comes from its own seed, so the small cadastre (the first parcels of each
// section) is part of the full one with the same capakeys, natures and stories; only the people
// and enterprises picked as holders come from the population and register of the size. The
// featured parcels (featured.ts) are held by the featured people and enterprises of both sizes.
import { partitionIdOf, rightsComplete } from '@contracts/land-registry';
import { cadastralNatures, rightTypes, type NatureKind } from '@contracts/land-registry-codes';
import { Random } from '../population/random';
import { featuredParcels, featuredPlan, type PlannedState } from './featured';
import type { LandRegistry, PartitionRow, RightRow, SaleRow, StateRow } from './registry';

export interface LandRegistryOptions {
  /** Parcels in each section of each division. */
  parcelsPerSection: number;
  /** The day the cadastre is drawn up to: no state begins after it. */
  referenceDate: string;
}

export const defaultLandRegistryOptions: LandRegistryOptions = {
  parcelsPerSection: 60,
  referenceDate: '2026-01-01',
};

export interface LandRegistryInput {
  persons: readonly { insz: string; birth_date: string; death_date: string | null }[];
  enterprises: readonly {
    enterprise_number: string;
    start_date: string;
    cessation_date: string | null;
  }[];
  /** Street names of the cadastre's municipalities, by their NIS code. */
  streets: readonly { nisCode: string; postcode: string; name: string }[];
}

/** The municipalities of the cadastre: NIS code, name, divisions, Lambert 72 centre, office. */
export const cadastreMunicipalities = [
  { nis: '44021', name: 'Gent', divisions: 3, x: 104_500, y: 194_000, offices: ['91', '92'] },
  { nis: '24062', name: 'Leuven', divisions: 2, x: 173_000, y: 174_500, offices: ['71'] },
  { nis: '31005', name: 'Brugge', divisions: 2, x: 70_000, y: 211_500, offices: ['81'] },
  { nis: '12025', name: 'Mechelen', divisions: 2, x: 157_500, y: 190_000, offices: ['66'] },
  { nis: '46021', name: 'Sint-Niklaas', divisions: 2, x: 133_500, y: 206_000, offices: ['95'] },
] as const;

export const sections = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/**
 * A division's code: the first has the municipality's NIS code, the next ones the arrondissement's
 * two digits followed by 802, 803, … (synthetic codes in the style of the real ones).
 */
export function divisionCode(nis: string, number: number): string {
  return number === 1 ? nis : `${nis.slice(0, 2)}${800 + number}`;
}

const natureWeights: readonly (readonly [string, number])[] = [
  ['200', 34],
  ['1', 10],
  ['2', 8],
  ['7', 6],
  ['78', 5],
  ['222', 5],
  ['9', 3],
  ['70', 3],
  ['250', 3],
  ['240', 3],
  ['10', 2],
  ['3', 2],
  ['203', 2],
  ['261', 2],
  ['371', 2],
  ['60', 2],
  ['21', 1],
  ['38', 1],
  ['300', 1],
  ['204', 1],
  ['415', 1],
  ['503', 1],
  ['620', 0.5],
];

export type StateKind =
  'single' | 'couple' | 'siblings' | 'usufruct' | 'enterprise' | 'longLease' | 'incomplete';

const stateKindWeights: readonly (readonly [StateKind, number])[] = [
  ['single', 40],
  ['couple', 28],
  ['siblings', 5],
  ['usufruct', 7],
  ['enterprise', 12],
  ['longLease', 3],
];

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function yearsBefore(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A building's PUR number: AB12.CD34.EF. */
function purNumber(random: Random): string {
  const two = () => `${random.pick([...letters])}${random.pick([...letters])}`;
  return `${two()}${pad(random.int(0, 99), 2)}.${two()}${pad(random.int(0, 99), 2)}.${two()}`;
}

/** Picks holders of the population and the register who fit a day, leaving out the featured. */
class Holders {
  private readonly persons: LandRegistryInput['persons'];
  private readonly enterprises: LandRegistryInput['enterprises'];

  constructor(input: LandRegistryInput, reserved: ReadonlySet<string>) {
    this.persons = [...input.persons]
      .filter((person) => !reserved.has(person.insz))
      .sort((a, b) => (a.insz < b.insz ? -1 : 1));
    this.enterprises = [...input.enterprises]
      .filter((enterprise) => !reserved.has(enterprise.enterprise_number))
      .sort((a, b) => (a.enterprise_number < b.enterprise_number ? -1 : 1));
  }

  /** An adult alive on the day (and still alive on `aliveOn`, for a current state). */
  person(random: Random, day: string, aliveOn: string | null, taken: Set<string>): string {
    const adultBorn = yearsBefore(day, 18);
    for (let attempt = 0; attempt < 200; attempt++) {
      const person = random.pick(this.persons);
      if (person.birth_date > adultBorn || taken.has(person.insz)) continue;
      const deathLimit = aliveOn ?? day;
      if (person.death_date !== null && person.death_date <= deathLimit) continue;
      taken.add(person.insz);
      return person.insz;
    }
    // Few fit a day long ago: pick among those who do.
    const deathLimit = aliveOn ?? day;
    const fitting = this.persons.filter(
      (person) =>
        person.birth_date <= adultBorn &&
        !taken.has(person.insz) &&
        (person.death_date === null || person.death_date > deathLimit),
    );
    if (fitting.length === 0) throw new Error(`no adult alive on ${day} to hold a right`);
    const person = random.pick(fitting);
    taken.add(person.insz);
    return person.insz;
  }

  /** An enterprise that existed on the day (and has not stopped by `aliveOn`); null if none did. */
  enterprise(
    random: Random,
    day: string,
    aliveOn: string | null,
    taken: Set<string>,
  ): string | null {
    for (let attempt = 0; attempt < 200; attempt++) {
      const enterprise = random.pick(this.enterprises);
      if (enterprise.start_date > day || taken.has(enterprise.enterprise_number)) continue;
      const stopLimit = aliveOn ?? day;
      if (enterprise.cessation_date !== null && enterprise.cessation_date <= stopLimit) continue;
      taken.add(enterprise.enterprise_number);
      return enterprise.enterprise_number;
    }
    return null;
  }
}

interface Holding {
  insz?: string;
  enterprise?: string;
  right: string;
  share: [number, number];
  list: RightRow['list_type'];
}

/** The rights of a state of a kind, held by people and enterprises that fit its day. */
function holdingsOf(
  kind: StateKind,
  random: Random,
  holders: Holders,
  day: string,
  aliveOn: string | null,
): Holding[] {
  const taken = new Set<string>();
  const person = () => holders.person(random, day, aliveOn, taken);
  // An enterprise, or a person where no enterprise of the register existed yet.
  const company = (right: string): Holding => {
    const number = holders.enterprise(random, day, aliveOn, taken);
    return number === null
      ? { insz: person(), right, share: [1, 1], list: 'Individueel' }
      : { enterprise: number, right, share: [1, 1], list: 'Onderneming' };
  };
  switch (kind) {
    case 'single':
      return [{ insz: person(), right: 'VE', share: [1, 1], list: 'Individueel' }];
    case 'couple':
      return [1, 2].map(() => ({
        insz: person(),
        right: 'VE',
        share: [1, 2] as [number, number],
        list: 'Gemeenschap' as const,
      }));
    case 'siblings': {
      const count = random.int(3, 4);
      return Array.from({ length: count }, () => ({
        insz: person(),
        right: 'VE',
        share: [1, count] as [number, number],
        list: 'Gemeenschap' as const,
      }));
    }
    case 'usufruct':
      return [
        { insz: person(), right: 'VG', share: [1, 1], list: 'Individueel' },
        { insz: person(), right: 'BE', share: [1, 2], list: 'Gemeenschap' },
        { insz: person(), right: 'BE', share: [1, 2], list: 'Gemeenschap' },
      ];
    case 'enterprise':
      return [company('VE')];
    case 'longLease':
      return [
        random.chance(0.5)
          ? { insz: person(), right: 'GRE', share: [1, 1], list: 'Individueel' }
          : company('GRE'),
        company('ERFP'),
      ];
    case 'incomplete':
      // One of two joint owners: the other half is missing from the source's answer.
      return [{ insz: person(), right: 'VE', share: [1, 2], list: 'Gemeenschap' }];
  }
}

/**
 * A sale's fiche 60 beyond its year and office: the sequence number, the type letter and the
 * good's number, drawn from the sale's own id so the rest of the cadastre does not change with it.
 */
function fiche60Of(saleId: string): Pick<SaleRow, 'fiche_sequence' | 'fiche_type' | 'fiche_good'> {
  const random = new Random(`fiche60/${saleId}`);
  return {
    fiche_sequence: random.int(1, 99_999),
    fiche_type: random.weighted([
      ['A', 80],
      ['B', 15],
      ['C', 5],
    ]),
    fiche_good: random.int(1, 4),
  };
}

/** A sale's price in whole euros: by the kind of property, its surface and the year. */
function salePrice(random: Random, nature: string, surface: number, year: number): number {
  const kind = cadastralNatures[nature]?.kind ?? 'land';
  const today =
    kind === 'land'
      ? nature === '78'
        ? surface * random.int(150, 420)
        : surface * random.int(3, 9)
      : kind === 'privatePart'
        ? random.int(170, 360) * 1_000
        : kind === 'industry'
          ? random.int(350, 2_400) * 1_000
          : random.int(210, 620) * 1_000;
  // About 4 % a year.
  const price = today * Math.pow(0.96, Math.max(0, 2025 - year));
  return Math.max(1_000, Math.round(price / 500) * 500);
}

interface PartitionPlan {
  row: PartitionRow;
  kind: NatureKind;
  hasBuilding: boolean;
}

/** The day states may begin until: a few weeks before the reference date. */
function lastBegin(options: LandRegistryOptions): string {
  return addDays(options.referenceDate, -30);
}

export function generateLandRegistry(
  input: LandRegistryInput,
  options: LandRegistryOptions = defaultLandRegistryOptions,
): LandRegistry {
  const plan = featuredPlan();
  const reserved = new Set(plan.reserved);
  const known = new Set([
    ...input.persons.map((person) => person.insz),
    ...input.enterprises.map((enterprise) => enterprise.enterprise_number),
  ]);
  for (const holder of plan.reserved) {
    if (!known.has(holder))
      throw new Error(`featured holder ${holder} is not in the population or register`);
  }
  const holders = new Holders(input, reserved);
  const registry: LandRegistry = {
    divisions: [],
    partitions: [],
    buildings: [],
    states: [],
    rights: [],
    sales: [],
  };
  const root = new Random('flemish-cadastre-1');
  const streetsOf = new Map<string, { postcode: string; name: string }[]>();
  for (const street of input.streets) {
    const list = streetsOf.get(street.nisCode) ?? [];
    list.push(street);
    streetsOf.set(street.nisCode, list);
  }

  for (const municipality of cadastreMunicipalities) {
    const streets = streetsOf.get(municipality.nis);
    if (!streets?.length) throw new Error(`no streets for ${municipality.name}`);
    for (let number = 1; number <= municipality.divisions; number++) {
      const code = divisionCode(municipality.nis, number);
      registry.divisions.push({
        code,
        municipality_nis: municipality.nis,
        number,
        name: `${municipality.name.toUpperCase()} ${number} AFD`,
      });
      for (const section of sections) {
        let radical = 0;
        const sectionRandom = root.fork(`${code}${section}`);
        // Each section's parcels rise from a radical of its own.
        radical = sectionRandom.int(1, 40);
        for (let index = 0; index < options.parcelsPerSection; index++) {
          const random = sectionRandom.fork(index);
          const featured = plan.parcels.get(`${code}${section}${index}`);
          radical += random.int(1, 24);
          const bis = random.chance(0.05) ? '02' : '00';
          const split = random.chance(0.65);
          const exponent = split
            ? random.weighted(
                [...letters.slice(0, 12)].map((letter, at) => [letter, 12 - at] as const),
              )
            : '_';
          const power = split && random.chance(0.15) ? pad(random.int(2, 9), 3) : '000';
          const capakey = `${code}${section}${pad(radical, 4)}/${bis}${exponent}${power}`;
          const nature = featured?.nature ?? random.weighted(natureWeights);
          const street = random.pick(streets);
          const houseNumber = random.int(1, 180);
          const address = `${street.name} ${houseNumber}, ${street.postcode} ${municipality.name}`;
          const x = municipality.x + random.int(-4_000, 4_000);
          const y = municipality.y + random.int(-4_000, 4_000);
          const plans: PartitionPlan[] = [];
          const partition = (
            number_: number,
            natureCode: string,
            surface: number,
            partAddress: string | null,
          ): PartitionPlan => {
            const kind = cadastralNatures[natureCode]?.kind ?? 'land';
            return {
              kind,
              hasBuilding: kind === 'building' || kind === 'privatePart' || kind === 'industry',
              row: {
                id: partitionIdOf(capakey, `P${pad(number_, 4)}`),
                capakey,
                partition: `P${pad(number_, 4)}`,
                division_code: code,
                section,
                radical: pad(radical, 4),
                bis,
                exponent,
                power,
                nature: natureCode,
                income_amount: 0,
                income_letter: 'F',
                income_digit: '1',
                surface,
                x,
                y,
                address: partAddress,
              },
            };
          };
          const kind = cadastralNatures[nature]?.kind ?? 'land';
          if (nature === '222') {
            // The building's common parts, then its private parts.
            plans.push(partition(0, '222', random.int(400, 1_800), address));
            const parts = featured?.parts ?? random.int(4, 10);
            for (let part = 1; part <= parts; part++) {
              plans.push(
                partition(
                  part,
                  '220',
                  random.int(55, 140),
                  `${street.name} ${houseNumber} bus ${part}, ${street.postcode} ${municipality.name}`,
                ),
              );
            }
          } else {
            const surface =
              kind === 'land'
                ? random.int(250, 28_000)
                : kind === 'industry'
                  ? random.int(800, 12_000)
                  : kind === 'public'
                    ? random.int(300, 4_000)
                    : random.int(110, 1_100);
            plans.push(partition(0, nature, surface, kind === 'land' ? null : address));
          }

          for (const { row, kind: partKind, hasBuilding } of plans) {
            const partRandom = random.fork(row.partition);
            const built = hasBuilding && !(nature === '222' && row.partition === 'P0000');
            const year = built
              ? partRandom.weighted([
                  [partRandom.int(1860, 1918), 2],
                  [partRandom.int(1919, 1970), 4],
                  [partRandom.int(1971, 2005), 4],
                  [partRandom.int(2006, 2025), 2],
                ])
              : null;
            // Income: land by its surface, buildings by their kind; public property exempt.
            if (partKind === 'public') {
              row.income_amount = 0;
              row.income_letter = 'Q';
              row.income_digit = nature === '60' ? '1' : '2';
            } else if (partKind === 'land') {
              row.income_amount = Math.max(
                1,
                Math.round((row.surface / 10_000) * partRandom.int(35, 140)),
              );
              row.income_digit = '1';
            } else if (partKind === 'industry') {
              row.income_amount = partRandom.int(1_500, 16_000);
              row.income_digit = '4';
            } else if (nature === '222' && row.partition === 'P0000') {
              row.income_amount = 0;
              row.income_digit = '2';
            } else {
              row.income_amount = partRandom.int(380, 2_400);
              row.income_digit = '2';
            }
            if (year !== null && year >= 2025) row.income_letter = 'P';
            else if (year !== null && year >= 2023) row.income_letter = 'K';
            else if (built && partRandom.chance(0.02)) row.income_letter = 'L';
            registry.partitions.push(row);

            if (built && year !== null) {
              const indication =
                row.nature === '220'
                  ? '101'
                  : row.nature === '250'
                    ? partRandom.pick(['111', '200'])
                    : row.nature === '240'
                      ? '10'
                      : partKind === 'industry'
                        ? '300'
                        : partRandom.chance(0.15)
                          ? '30'
                          : '40';
              registry.buildings.push({
                id: `${row.id}-G1`,
                partition_id: row.id,
                address: row.address ?? address,
                indication,
                quality: partRandom.weighted([
                  ['1', 1],
                  ['2', 3],
                  ['3', 8],
                  ['4', 6],
                  ['5', 2],
                ]),
                type:
                  indication === '30'
                    ? 'C'
                    : partRandom.weighted([
                        ['A', 5],
                        ['B', 3],
                        ['C', 2],
                      ]),
                year,
                pur_nature: row.nature,
                pur_number: purNumber(partRandom),
                built_surface:
                  row.nature === '220'
                    ? row.surface
                    : Math.round((row.surface * partRandom.int(25, 70)) / 100),
                floors:
                  row.nature === '220' ? 1 : partRandom.int(1, partKind === 'industry' ? 2 : 3),
                rooms: partKind === 'industry' ? partRandom.int(1, 4) : partRandom.int(3, 9),
                bathrooms: partKind === 'industry' ? 0 : partRandom.int(1, 3),
                garages: row.nature === '220' ? partRandom.int(0, 1) : partRandom.int(0, 2),
                central_heating: partRandom.chance(year >= 1970 ? 0.97 : 0.8),
              });
            }

            // Public roads and a building's common parts have no ownership state of their own.
            if (partKind === 'public' || (nature === '222' && row.partition === 'P0000')) continue;
            const planned = featured?.states.get(row.partition);
            addHistory(registry, {
              random: partRandom.fork('history'),
              holders,
              partition: row,
              buildYear: year,
              offices: municipality.offices,
              options,
              planned: planned ?? null,
              longHistory: featured?.longHistory ?? false,
            });
          }
        }
      }
    }
  }
  coverSalesMonths(registry, options.referenceDate);
  return registry;
}

/** The days between two dates (yyyy-MM-dd). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Sale prices are searched by month from January 2019: every month up to the reference date has a
 * sale. A month without one takes a sale of the nearest month from 2019 on that has several (of a
 * parcel that is not featured) and moves it, with the state it began, to the same day of the
 * missing month, when that keeps the parcel's states in their order.
 */
function coverSalesMonths(registry: LandRegistry, referenceDate: string): void {
  const end = referenceDate.slice(0, 7);
  const featured = new Set(featuredParcels(registry).map((parcel) => parcel.capakey));
  const partitions = new Map(registry.partitions.map((row) => [row.id, row]));
  const states = new Map(registry.states.map((state) => [state.id, state]));
  const monthOf = (sale: SaleRow) => sale.sale_date.slice(0, 7);
  const counts = new Map<string, number>();
  for (const sale of registry.sales)
    counts.set(monthOf(sale), (counts.get(monthOf(sale)) ?? 0) + 1);
  const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  for (let year = 2019; `${year}-01` < end; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const missing = `${year}-${pad(month, 2)}`;
      if (missing >= end || (counts.get(missing) ?? 0) > 0) continue;
      const candidates = registry.sales
        .filter((sale) => {
          const from = monthOf(sale);
          if (from < '2019-01' || (counts.get(from) ?? 0) < 2) return false;
          const partition = partitions.get(sale.partition_id);
          return partition !== undefined && !featured.has(partition.capakey);
        })
        .sort(
          (a, b) =>
            Math.abs(monthIndex(monthOf(a)) - monthIndex(missing)) -
              Math.abs(monthIndex(monthOf(b)) - monthIndex(missing)) || a.id.localeCompare(b.id),
        );
      for (const sale of candidates) {
        const state = states.get(sale.state_id);
        const previous = states.get(sale.previous_state_id);
        if (!state || !previous) continue;
        const day = `${missing}-${sale.sale_date.slice(8, 10) > '28' ? '28' : sale.sale_date.slice(8, 10)}`;
        if (day <= previous.valid_from || (state.valid_to !== null && day >= state.valid_to))
          continue;
        const shift = daysBetween(sale.sale_date, day);
        counts.set(monthOf(sale), (counts.get(monthOf(sale)) ?? 0) - 1);
        counts.set(missing, 1);
        const [versionDate = '', versionTime = ''] = state.version_begin.split(' ');
        state.version_begin = `${addDays(versionDate, shift)} ${versionTime}`;
        state.valid_from = day;
        previous.valid_to = day;
        sale.sale_date = day;
        break;
      }
    }
  }
}

function addHistory(
  registry: LandRegistry,
  {
    random,
    holders,
    partition,
    buildYear,
    offices,
    options,
    planned,
    longHistory,
  }: {
    random: Random;
    holders: Holders;
    partition: PartitionRow;
    buildYear: number | null;
    offices: readonly string[];
    options: LandRegistryOptions;
    planned: PlannedState | null;
    longHistory: boolean;
  },
): void {
  const last = lastBegin(options);
  const count = longHistory
    ? 6
    : (planned?.previous ? 1 : 0) +
      random.weighted([
        [1, 30],
        [2, 35],
        [3, 20],
        [4, 10],
        [5, 5],
      ]);
  // The first registration: a private part from the building's division into apartments (its
  // year, or later for an older building), other parcels from the 1960s on.
  const firstYear =
    partition.nature === '220' && buildYear !== null
      ? Math.min(Math.max(buildYear, random.int(1975, 2012)), 2024)
      : longHistory
        ? 1962
        : random.int(1962, 2012);
  const firstDay = `${firstYear}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`;
  // The planned states close the history; the drawn ones fill the years before them, one in
  // each equal slot from the first registration on.
  const fixed = planned
    ? [planned.previous?.begin, planned.begin].filter((day) => day !== undefined)
    : [];
  const drawnUntil = Date.parse(fixed[0] ?? last) - 86_400_000;
  const firstTime = Math.min(Date.parse(firstDay), drawnUntil);
  const drawn = Math.max(fixed.length === 0 ? 1 : 0, count - fixed.length);
  const slot = (drawnUntil - firstTime) / Math.max(1, drawn);
  const begins: string[] = [];
  for (let index = 0; index < drawn; index++) {
    const offset = index === 0 ? 0 : slot * index + random.next() * slot * 0.5;
    const day = new Date(firstTime + Math.round(offset / 86_400_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (begins.at(-1) !== day) begins.push(day);
  }
  begins.push(...fixed);

  let previous: StateRow | null = null;
  const complete = (holdings: readonly Holding[]) =>
    rightsComplete(
      holdings.map((holding) => ({
        right: holding.right,
        share: { teller: holding.share[0], noemer: holding.share[1] },
      })),
      rightTypes,
    );
  for (const [index, begin] of begins.entries()) {
    const current = index === begins.length - 1;
    const end = current ? null : (begins[index + 1] ?? null);
    const stateKind: StateKind = random.weighted(stateKindWeights);
    const kind: StateKind = current && !planned && random.chance(0.015) ? 'incomplete' : stateKind;
    const plannedHere =
      planned && current
        ? planned
        : planned?.previous && index === begins.length - 2
          ? planned.previous
          : null;
    const holdings: Holding[] = plannedHere
      ? plannedHere.holdings.map((holding) => ({ ...holding }))
      : holdingsOf(kind, random, holders, begin, current ? options.referenceDate : end);
    const registration = plannedHere
      ? plannedHere.registration
      : index === 0
        ? begin < '1980-01-01'
          ? 'OPM'
          : 'VERK'
        : kind === 'usufruct' || kind === 'siblings'
          ? 'ERF'
          : kind === 'longLease'
            ? 'VESTIG'
            : random.weighted([
                ['VERK', 70],
                ['SCHENK', 10],
                ['ERF', 10],
                [partition.exponent === '_' ? 'RUIL' : 'SPLITS', 5],
                ['RUIL', 5],
              ] as const);
    const state: StateRow = {
      id: `${partition.id}-${pad(index + 1, 2)}`,
      partition_id: partition.id,
      article: `${pad(random.int(1, 39_999), 5)}`,
      previous_article: previous?.article ?? null,
      previous_state_id: previous?.id ?? null,
      valid_from: begin,
      valid_to: end,
      version_begin: `${addDays(begin, random.int(3, 40))} ${pad(random.int(7, 18), 2)}:${pad(random.int(0, 59), 2)}:${pad(random.int(0, 59), 2)}`,
      registration_type: registration,
      complete: complete(holdings),
    };
    registry.states.push(state);
    for (const [position, holding] of holdings.entries()) {
      registry.rights.push({
        state_id: state.id,
        position: position + 1,
        party_id: `P${position + 1}`,
        insz: holding.insz ?? null,
        enterprise_number: holding.enterprise ?? null,
        right_type: holding.right,
        share_numerator: holding.share[0],
        share_denominator: holding.share[1],
        list_type: holding.list,
        lives_on_property:
          holding.insz !== undefined &&
          (partition.nature === '200' || partition.nature === '220') &&
          (holding.right === 'VE' || holding.right === 'VG') &&
          random.chance(0.7),
      });
    }
    if (previous && registration === 'VERK') {
      registry.sales.push({
        id: `${state.id}-V`,
        partition_id: partition.id,
        previous_state_id: previous.id,
        state_id: state.id,
        sale_date: begin,
        price: salePrice(random, partition.nature, partition.surface, Number(begin.slice(0, 4))),
        sale_type: random.weighted([
          ['1', 86],
          ['2', 5],
          ['3', partition.nature === '220' ? 12 : 2],
          ['4', 4],
        ]),
        office: random.pick(offices),
        ...fiche60Of(`${state.id}-V`),
      });
    }
    previous = state;
  }
}

// The land registry generator: the same cadastre every time, the small one part of the full one,
// capakeys in the real format and unique partitions, histories in order with one current state at
// most, shares that add up except in the deliberately incomplete states, holders who exist and
// fit the day, sales for the sales, and the featured parcels that docs/demo-data.md lists.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  capakeyPattern,
  partitionIdOf,
  partitionOfId,
  rightsComplete,
} from '@contracts/land-registry';
import {
  cadastralNatures,
  constructionIndications,
  constructionQualities,
  constructionTypes,
  incomeDigitCodes,
  incomeLetterCodes,
  registrationOffices,
  registrationTypes,
  rightTypes,
  salesTypes,
} from '@contracts/land-registry-codes';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { enterpriseCodeListsFromFiles } from '../enterprise/code-lists-from-files';
import { generateEnterprises } from '../enterprise/generate';
import { enterpriseOptions } from '../enterprise/size';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import { generatePopulation } from '../population/generate';
import { populationOptions, type PopulationSize } from '../population/size';
import { featuredOwners, featuredParcels } from './featured';
import {
  cadastreMunicipalities,
  defaultLandRegistryOptions,
  generateLandRegistry,
  type LandRegistryInput,
} from './generate';
import type { LandRegistry } from './registry';
import { landRegistryOptions } from './size';

/** What the seed of a size reads from the database, from the generators. */
function inputOf(size: PopulationSize): LandRegistryInput {
  const population = generatePopulation(codeListsFromFiles(), populationOptions(size));
  const lists = enterpriseCodeListsFromFiles();
  const people = population.persons.map((person) => ({
    insz: person.insz,
    lastName: person.last_name,
    firstNames: person.first_names,
    birthDate: person.birth_date,
    deathDate: person.death_date,
  }));
  const enterprises = generateEnterprises(lists, people, enterpriseOptions(size));
  const nisCodes = new Set<string>(cadastreMunicipalities.map((municipality) => municipality.nis));
  const postcodes = lists.postalCodes.filter((row) => nisCodes.has(row.nisCode));
  const streets = postcodes.flatMap((postcode) =>
    lists.streets
      .filter((street) => street.postcode === postcode.postcode)
      .map((street) => ({
        nisCode: postcode.nisCode,
        postcode: street.postcode,
        name: street.name,
      })),
  );
  return {
    persons: population.persons.map((person) => ({
      insz: person.insz,
      birth_date: person.birth_date,
      death_date: person.death_date,
    })),
    enterprises: enterprises.enterprises.map((enterprise) => ({
      enterprise_number: enterprise.enterprise_number,
      start_date: enterprise.start_date,
      cessation_date: enterprise.cessation_date,
    })),
    streets,
  };
}

const yearsBefore = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

describe('the land registry', () => {
  let input: LandRegistryInput;
  let registry: LandRegistry;
  const options = landRegistryOptions('small');

  beforeAll(() => {
    input = inputOf('small');
    registry = generateLandRegistry(input, options);
  }, 120_000);

  it('is the same every time', () => {
    expect(generateLandRegistry(input, options)).toEqual(registry);
  });

  it('is part of the full cadastre, with the same parcels', () => {
    const full = generateLandRegistry(input, landRegistryOptions('full'));
    const fullPartitions = new Map(full.partitions.map((row) => [row.id, row]));
    expect(full.partitions.length).toBeGreaterThan(registry.partitions.length * 4);
    for (const row of registry.partitions) expect(fullPartitions.get(row.id)).toEqual(row);
    // The full size too has a sale in each of the 84 months from January 2019 to December 2025.
    const months = new Set(
      full.sales
        .map((sale) => sale.sale_date.slice(0, 7))
        .filter((month) => month >= '2019-01' && month <= '2025-12'),
    );
    expect(months.size).toBe(84);
  });

  it('numbers parcels as the cadastre does: capakeys, partitions, divisions', () => {
    const ids = registry.partitions.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const divisions = new Set(registry.divisions.map((row) => row.code));
    expect(divisions.size).toBe(registry.divisions.length);
    for (const row of registry.partitions) {
      expect(row.capakey).toMatch(capakeyPattern);
      expect(row.capakey).toBe(
        `${row.division_code}${row.section}${row.radical}/${row.bis}${row.exponent}${row.power}`,
      );
      expect(partitionOfId(row.id)).toEqual({ capakey: row.capakey, partition: row.partition });
      expect(partitionIdOf(row.capakey, row.partition)).toBe(row.id);
      expect(divisions.has(row.division_code)).toBe(true);
      expect(cadastralNatures[row.nature]).toBeDefined();
      expect(incomeLetterCodes[row.income_letter]).toBeDefined();
      expect(incomeDigitCodes[row.income_digit]).toBeDefined();
      expect(row.surface).toBeGreaterThan(0);
    }
    for (const row of registry.buildings) {
      expect(constructionIndications[row.indication]).toBeDefined();
      expect(constructionQualities[row.quality]).toBeDefined();
      expect(constructionTypes[row.type]).toBeDefined();
      expect(row.pur_number).toMatch(/^[A-Z]{2}\d{2}\.[A-Z]{2}\d{2}\.[A-Z]{2}$/);
    }
    // A municipality alone finds more partitions than a search shows.
    const gent = registry.partitions.filter((row) => row.division_code.startsWith('44'));
    expect(gent.length).toBeGreaterThan(100);
  });

  it('keeps every history in order, with one current state at most', () => {
    const byPartition = new Map<string, LandRegistry['states']>();
    for (const state of registry.states) {
      const list = byPartition.get(state.partition_id) ?? [];
      list.push(state);
      byPartition.set(state.partition_id, list);
    }
    const problems: string[] = [];
    for (const [partition, states] of byPartition) {
      const current = states.filter((state) => state.valid_to === null);
      if (current.length !== 1) problems.push(`${partition}: ${current.length} current states`);
      for (const [index, state] of states.entries()) {
        const next = states[index + 1];
        if (state.valid_to !== null && state.valid_from >= state.valid_to)
          problems.push(`${state.id}: ends before it begins`);
        if (next && next.valid_from !== state.valid_to)
          problems.push(`${state.id}: the next state does not begin as it ends`);
        if (next && next.previous_state_id !== state.id)
          problems.push(`${next.id}: previous state is not ${state.id}`);
        if (state.valid_from > options.referenceDate) problems.push(`${state.id}: in the future`);
        if (registrationTypes[state.registration_type] === undefined)
          problems.push(`${state.id}: registration type ${state.registration_type}`);
      }
    }
    expect(problems).toEqual([]);
    // Public roads and buildings' common parts only have no state.
    for (const row of registry.partitions) {
      const hasState = byPartition.has(row.id);
      const stateless = row.nature === '60' || row.nature === '620' || row.nature === '222';
      expect(hasState, row.id).toBe(!stateless);
    }
  });

  it('adds the shares of each state up to one, except the deliberately incomplete ones', () => {
    const rightsOf = new Map<string, LandRegistry['rights']>();
    for (const right of registry.rights) {
      const list = rightsOf.get(right.state_id) ?? [];
      list.push(right);
      rightsOf.set(right.state_id, list);
    }
    let incomplete = 0;
    for (const state of registry.states) {
      const rights = rightsOf.get(state.id) ?? [];
      expect(rights.length, state.id).toBeGreaterThan(0);
      for (const right of rights) expect(rightTypes[right.right_type]).toBeDefined();
      const complete = rightsComplete(
        rights.map((right) => ({
          right: right.right_type,
          share: { teller: right.share_numerator, noemer: right.share_denominator },
        })),
        rightTypes,
      );
      expect(state.complete, state.id).toBe(complete);
      if (!complete) {
        incomplete++;
        // Only a current state is incomplete, with one joint owner's half.
        expect(state.valid_to).toBeNull();
        expect(
          rights.map((right) => [right.right_type, right.share_numerator, right.share_denominator]),
        ).toEqual([['VE', 1, 2]]);
      }
    }
    expect(incomplete).toBeGreaterThan(0);
    expect(incomplete / registry.states.length).toBeLessThan(0.02);
  });

  it('names holders who exist and fit the day', () => {
    const persons = new Map(input.persons.map((person) => [person.insz, person]));
    const enterprises = new Map(
      input.enterprises.map((enterprise) => [enterprise.enterprise_number, enterprise]),
    );
    const states = new Map(registry.states.map((state) => [state.id, state]));
    const reserved = new Set<string>(Object.values(featuredOwners));
    const problems: string[] = [];
    for (const right of registry.rights) {
      const state = states.get(right.state_id);
      if (!state) {
        problems.push(`${right.state_id}: no state`);
        continue;
      }
      if ((right.insz === null) === (right.enterprise_number === null))
        problems.push(`${right.state_id}: one holder`);
      if (right.insz !== null) {
        const person = persons.get(right.insz);
        if (!person) problems.push(`${right.state_id}: unknown person ${right.insz}`);
        else if (state.valid_to === null && person.death_date !== null)
          problems.push(`${right.state_id}: current holder ${right.insz} died`);
        else if (!reserved.has(right.insz) && person.birth_date > yearsBefore(state.valid_from, 18))
          problems.push(`${right.state_id}: ${right.insz} a minor`);
      }
      if (right.enterprise_number !== null) {
        const enterprise = enterprises.get(right.enterprise_number);
        if (!enterprise) problems.push(`${right.state_id}: unknown enterprise`);
        else if (enterprise.start_date > state.valid_from)
          problems.push(
            `${right.state_id}: enterprise ${right.enterprise_number} did not exist yet`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a sale with its price for every state a sale began', () => {
    const states = new Map(registry.states.map((state) => [state.id, state]));
    const sold = registry.states.filter(
      (state) => state.registration_type === 'VERK' && state.previous_state_id !== null,
    );
    expect(registry.sales.length).toBe(sold.length);
    for (const sale of registry.sales) {
      const state = states.get(sale.state_id);
      expect(state?.valid_from).toBe(sale.sale_date);
      expect(state?.previous_state_id).toBe(sale.previous_state_id);
      expect(sale.price).toBeGreaterThanOrEqual(1_000);
      expect(salesTypes[sale.sale_type]).toBeDefined();
      expect(registrationOffices[sale.office]).toBeDefined();
    }
  });

  it('has sales in every month from January 2019 to the month before the reference date, each with its fiche 60', () => {
    const months = new Set(registry.sales.map((sale) => sale.sale_date.slice(0, 7)));
    const missing: string[] = [];
    const end = defaultLandRegistryOptions.referenceDate.slice(0, 7);
    for (let year = 2019; `${year}-01` < end; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        if (key < end && !months.has(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
    const fiches = new Set<string>();
    for (const sale of registry.sales) {
      expect(sale.fiche_sequence).toBeGreaterThanOrEqual(1);
      expect(['A', 'B', 'C']).toContain(sale.fiche_type);
      expect(sale.fiche_good).toBeGreaterThanOrEqual(1);
      fiches.add(
        `${sale.sale_date.slice(0, 4)}/${sale.office}/${sale.fiche_sequence}/${sale.fiche_type}/${sale.fiche_good}`,
      );
    }
    expect(fiches.size).toBe(registry.sales.length);
  });

  it('holds the featured parcels with what they promise, listed in docs/demo-data.md', () => {
    const featured = featuredParcels(registry);
    const rightsOf = (partitionId: string) => {
      const state = registry.states.find(
        (row) => row.partition_id === partitionId && row.valid_to === null,
      );
      return {
        state,
        rights: registry.rights
          .filter((right) => right.state_id === state?.id)
          .map((right) => [
            right.insz ?? right.enterprise_number,
            right.right_type,
            `${right.share_numerator}/${right.share_denominator}`,
          ]),
      };
    };
    const byKind = new Map(featured.map((parcel) => [parcel.kind, parcel]));
    const o = featuredOwners;
    expect(rightsOf(byKind.get('jointOwnership')?.partitionId ?? '').rights).toEqual([
      [o.rita, 'VE', '1/2'],
      [o.walter, 'VE', '1/2'],
    ]);
    expect(rightsOf(byKind.get('usufruct')?.partitionId ?? '').rights).toEqual([
      [o.agnes, 'VG', '1/1'],
      [o.ellie, 'BE', '1/2'],
      [o.jules, 'BE', '1/2'],
    ]);
    expect(rightsOf(byKind.get('longLease')?.partitionId ?? '').rights).toEqual([
      [o.vanLoon, 'GRE', '1/1'],
      [o.vrancken, 'ERFP', '1/1'],
    ]);
    expect(rightsOf(byKind.get('incompleteRights')?.partitionId ?? '').state?.complete).toBe(false);
    expect(byKind.get('longHistory')?.states).toBe(6);
    expect(byKind.get('noOwnershipState')?.states).toBe(0);
    // Rita Wuyts holds three parcels; Stien Verheyen none.
    const held = (insz: string) =>
      new Set(
        registry.rights
          .filter((right) => right.insz === insz)
          .map((right) => registry.states.find((state) => state.id === right.state_id))
          .filter((state) => state?.valid_to === null)
          .map((state) => state?.partition_id),
      );
    expect(held(o.rita).size).toBe(3);
    expect(held(o.stien).size).toBe(0);

    const section = demoDataSection('Demo data: land registry');
    for (const parcel of featured) {
      expect(section, parcel.kind).toContain(parcel.capakey);
      if (parcel.kind === 'apartment') expect(section).toContain(parcel.partitionId);
    }
    for (const insz of [o.rita, o.walter, o.agnes, o.julien, o.ellie, o.jules, o.stien]) {
      expect(section).toContain(displayedInsz(insz));
    }
    expect(section).toContain('0424.871.480');
    expect(section).toContain('0785.196.984');
  });

  it('holds the sale docs/demo-data.md names under Sale prices, and sales of Gent in 2019-2021', () => {
    const section = demoDataSection('Demo data: land registry');
    expect(section).toContain('## Sale prices');
    const sale = registry.sales.find((row) => row.id === '44021A0041-00A000-P0000-03-V');
    expect(sale).toMatchObject({
      sale_date: '2013-10-15',
      price: 139_500,
      office: '91',
      fiche_sequence: 79_900,
      fiche_type: 'A',
      fiche_good: 2,
    });
    expect(section).toContain('44021A0041-00A000-P0000-03-V');
    expect(section).toContain('fiche 60 2013 / 91 / 79900 / A / 2');
    expect(section).toContain('€ 139,500');
    const gent = registry.sales.filter(
      (row) =>
        row.partition_id.startsWith('44021') &&
        row.sale_date >= '2019-01-01' &&
        row.sale_date < '2022-01-01',
    );
    expect(gent.length).toBeGreaterThan(3);
  });
});

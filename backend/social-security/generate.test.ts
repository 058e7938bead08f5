// The social security source's generator: its rules on the small population (nothing before the
// source's first day, birth or the age it fits, nothing after death or the reference date, no
// overlapping periods, the increased reimbursement with every right that brings it and passed on
// to the household, the Ghent parking rate only in Ghent, the living wage's statute as its
// records, paid by the OCMW of where the beneficiary lives), the shares it aims at, the people
// docs/demo-data.md lists, and the same answers for them in the full population.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import { generatePopulation, type Population } from '../population/generate';
import { populationOptions } from '../population/size';
import { featuredBeneficiaries } from './featured';
import {
  catalogueWelfareCentres,
  defaultSocialSecurityOptions,
  earliestRecord,
  generateSocialSecurity,
  ghentNisCode,
  welfareCentreNumber,
  type SocialSecuritySource,
} from './generate';

const lists = codeListsFromFiles();

function sourceOf(population: Population): SocialSecuritySource {
  return generateSocialSecurity({
    persons: population.persons,
    addresses: population.addresses,
    householdMembers: population.householdMembers,
    nationalities: population.nationalities,
    municipalities: lists.municipalities,
    welfareCentres: catalogueWelfareCentres(),
  });
}

/** The date `years` after a birth date (29 February counts from 1 March). */
function birthday(birthDate: string, years: number): string {
  const rest = birthDate.slice(5) === '02-29' ? '03-01' : birthDate.slice(5);
  return `${Number(birthDate.slice(0, 4)) + years}-${rest}`;
}

interface Dated {
  start_date: string;
  end_date: string | null;
}

/** Whether a period holds a day (an open end runs on). */
const holds = (period: { start_date: string; end_date: string | null }, day: string) =>
  period.start_date <= day && (period.end_date === null || day <= period.end_date);
const residenceHolds = (row: { valid_from: string; valid_to: string | null }, day: string) =>
  row.valid_from <= day && (row.valid_to === null || day <= row.valid_to);
/** Whether `outer` holds all of `inner`. */
const covers = (outer: Dated, inner: Dated) =>
  outer.start_date <= inner.start_date &&
  (outer.end_date === null || (inner.end_date !== null && inner.end_date <= outer.end_date));

/** Every rule the source must keep, as a list of broken ones (empty when all hold). */
function problems(population: Population, source: SocialSecuritySource): string[] {
  const found: string[] = [];
  const today = defaultSocialSecurityOptions.today;
  const persons = new Map(population.persons.map((person) => [person.insz, person]));
  const dossiers = new Map(source.dossiers.map((row) => [row.insz, row]));
  const centres = new Map(source.welfareCentres.map((row) => [row.number, row]));
  const residences = population.addresses.filter((row) => row.kind === 'hoofdverblijfplaats');
  const homeOn = (insz: string, day: string) =>
    residences.find((row) => row.insz === insz && residenceHolds(row, day))?.municipality_nis;

  for (const person of population.persons) {
    const knowable =
      person.source === 'RR' && (person.death_date === null || person.death_date >= earliestRecord);
    if (knowable !== dossiers.has(person.insz)) {
      found.push(`${person.insz}: ${knowable ? 'no file' : 'a file it cannot have'}`);
    }
  }

  /** The rules of any period of a person. */
  const periodRules = (where: string, insz: string, row: Dated & { provisional: boolean }) => {
    const person = persons.get(insz);
    if (!person || !dossiers.has(insz)) {
      found.push(`${where}: a person without a file`);
      return null;
    }
    if (row.start_date < earliestRecord) found.push(`${where}: before the source`);
    if (row.start_date < person.birth_date) found.push(`${where}: before birth`);
    if (row.start_date > today) found.push(`${where}: starts after today`);
    if (row.end_date !== null && row.end_date < row.start_date) found.push(`${where}: ends first`);
    if (row.end_date !== null && row.end_date >= today) found.push(`${where}: ends after today`);
    if (row.provisional && row.end_date !== null) found.push(`${where}: provisional, not running`);
    if (person.death_date !== null) {
      if (row.start_date > person.death_date) found.push(`${where}: starts after death`);
      if (row.end_date === null || row.end_date > person.death_date) {
        found.push(`${where}: runs after death`);
      }
    }
    return person;
  };

  const byStatute = new Map<string, typeof source.statuses>();
  for (const row of source.statuses) {
    const key = `${row.insz} ${row.name}`;
    byStatute.set(key, [...(byStatute.get(key) ?? []), row]);
  }
  const statutesOf = (insz: string, name: string) => byStatute.get(`${insz} ${name}`) ?? [];
  for (const [key, rows] of byStatute) {
    rows.forEach((row, index) => {
      const where = `${key} ${row.start_date}`;
      const person = periodRules(where, row.insz, row);
      if (!person) return;
      const previous = rows[index - 1];
      if (previous && (previous.end_date === null || previous.end_date >= row.start_date)) {
        found.push(`${where}: overlaps the one before`);
      }
      const adult = birthday(person.birth_date, 18);
      switch (row.name) {
        case 'BIM_BVT':
        case 'INCOME_GUARANTEE_ELDERLY':
        case 'UNEMPLOYMENT_BENEFIT':
        case 'DISABILITY_ALLOWANCE':
        case 'PCSA_AND_BIM_HELP':
          if (homeOn(row.insz, row.start_date) === undefined)
            found.push(`${where}: not living here`);
          if (row.start_date < adult) found.push(`${where}: before eighteen`);
          break;
        case 'RETIREMENT_PENSION':
          if (
            row.start_date < birthday(person.birth_date, 60) &&
            row.start_date !== earliestRecord
          ) {
            found.push(`${where}: retired before sixty`);
          }
          break;
        case 'BIM_BVT_IN_FAMILY':
          if (statutesOf(row.insz, 'BIM_BVT').some((own) => holds(own, row.start_date))) {
            found.push(`${where}: in the family while holding it`);
          }
          break;
        case 'GENT_PARKING_CHILD':
        case 'GENT_PARKING_ADULT': {
          if (homeOn(row.insz, row.start_date) !== ghentNisCode) {
            found.push(`${where}: not living in Ghent`);
          }
          const reimbursed = [
            ...statutesOf(row.insz, 'BIM_BVT'),
            ...statutesOf(row.insz, 'BIM_BVT_IN_FAMILY'),
          ].some((other) => holds(other, row.start_date));
          if (!reimbursed) found.push(`${where}: without the increased reimbursement`);
          const child = row.name === 'GENT_PARKING_CHILD';
          const after = child ? row.start_date >= adult : row.start_date < adult;
          const ends = child && (row.end_date === null ? today >= adult : row.end_date >= adult);
          if (after || ends) found.push(`${where}: the wrong age`);
          break;
        }
        case 'LIVING_WAGES_PCSA_HELP':
          if (!statutesOf(row.insz, 'BIM_BVT').some((bim) => covers(bim, row))) {
            found.push(`${where}: without the increased reimbursement all along`);
          }
          break;
      }
      // Every right that brings the increased reimbursement brings it from its first day.
      if (
        ['INCOME_GUARANTEE_ELDERLY', 'DISABILITY_ALLOWANCE', 'PCSA_AND_BIM_HELP'].includes(
          row.name,
        ) &&
        !statutesOf(row.insz, 'BIM_BVT').some((bim) => holds(bim, row.start_date))
      ) {
        found.push(`${where}: without the increased reimbursement`);
      }
    });
  }

  const recordsOf = new Map<string, typeof source.livingWages>();
  for (const row of source.livingWages) {
    recordsOf.set(row.insz, [...(recordsOf.get(row.insz) ?? []), row]);
  }
  for (const [insz, rows] of recordsOf) {
    const own = rows.filter((row) => !row.partner);
    own.forEach((row, index) => {
      const previous = own[index - 1];
      if (previous && (previous.end_date === null || previous.end_date >= row.start_date)) {
        found.push(`${insz} living wage ${row.start_date}: overlaps the one before`);
      }
    });
    const statute = statutesOf(insz, 'LIVING_WAGES_PCSA_HELP').map(
      ({ start_date, end_date, provisional }) => ({ start_date, end_date, provisional }),
    );
    const records = own.map(({ start_date, end_date, provisional }) => ({
      start_date,
      end_date,
      provisional,
    }));
    if (JSON.stringify(statute) !== JSON.stringify(records)) {
      found.push(`${insz}: the living wage's statute is not its records`);
    }
    for (const row of rows) {
      const where = `${insz} living wage ${row.start_date}`;
      periodRules(where, insz, row);
      const beneficiary = persons.get(row.beneficiary_insz);
      const centre = centres.get(row.centre_number);
      if (!beneficiary || !centre) {
        found.push(`${where}: unknown beneficiary or centre`);
        continue;
      }
      if (row.partner !== (row.beneficiary_insz !== insz)) found.push(`${where}: partner flag`);
      if (row.partner) {
        const theirs = (recordsOf.get(row.beneficiary_insz) ?? []).find(
          (other) =>
            !other.partner &&
            other.centre_number === row.centre_number &&
            other.kind === row.kind &&
            covers(other, row),
        );
        if (!theirs) found.push(`${where}: the partner's without the beneficiary's`);
        continue;
      }
      if (
        row.start_date < birthday(beneficiary.birth_date, 18) ||
        row.start_date >= birthday(beneficiary.birth_date, 65)
      ) {
        found.push(`${where}: not between eighteen and sixty-five`);
      }
      if (homeOn(insz, row.start_date) !== centre.municipality_nis) {
        found.push(`${where}: paid by the OCMW of ${centre.name}, not where the person lives`);
      }
    }
  }
  return found;
}

describe('generateSocialSecurity on the small population', () => {
  let population: Population;
  let source: SocialSecuritySource;

  beforeAll(() => {
    population = generatePopulation(lists, populationOptions('small'));
    source = sourceOf(population);
  });

  it('keeps every rule', () => {
    expect(problems(population, source)).toEqual([]);
  });

  it('notices when a rule is broken', () => {
    const broken = structuredClone(source);
    const [first] = broken.statuses;
    const wage = broken.livingWages.find((row) => !row.partner);
    if (!first || !wage) throw new Error('no statutes or living wages');
    first.start_date = '1999-12-31';
    wage.centre_number = welfareCentreNumber('99999');
    broken.welfareCentres.push({
      number: wage.centre_number,
      name: 'X',
      municipality_nis: '99999',
    });
    const found = problems(population, broken);
    expect(found.some((problem) => problem.includes('before the source'))).toBe(true);
    expect(found.some((problem) => problem.includes('not where the person lives'))).toBe(true);
  });

  it('gives every statute, and about the shares it aims at', () => {
    const holders = (name: string) =>
      new Set(source.statuses.filter((row) => row.name === name).map((row) => row.insz)).size;
    const files = source.dossiers.length;
    const names = new Set(source.statuses.map((row) => row.name));
    expect(names.size).toBe(10);
    // About one in seven has the increased reimbursement, about one in fifty a living wage.
    expect(holders('BIM_BVT') / files).toBeGreaterThan(0.1);
    expect(holders('BIM_BVT') / files).toBeLessThan(0.2);
    expect(holders('BIM_BVT_IN_FAMILY')).toBeGreaterThan(holders('BIM_BVT') / 2);
    expect(holders('LIVING_WAGES_PCSA_HELP') / files).toBeGreaterThan(0.015);
    expect(holders('LIVING_WAGES_PCSA_HELP') / files).toBeLessThan(0.035);
    // Files the source cannot answer for, provisional statutes and decisions, partners on a
    // living wage, and its equivalent.
    expect(source.dossiers.some((row) => row.blocked)).toBe(true);
    expect(source.statuses.some((row) => row.provisional)).toBe(true);
    expect(source.livingWages.some((row) => row.provisional)).toBe(true);
    expect(source.livingWages.some((row) => row.partner)).toBe(true);
    expect(source.livingWages.some((row) => row.kind === 'EquivalentLeefloon')).toBe(true);
    // The catalogue's OCMW, or a made-up one that says so.
    const catalogue = new Set(catalogueWelfareCentres().map((centre) => centre.name));
    for (const centre of source.welfareCentres) {
      expect(catalogue.has(centre.name) || centre.name.startsWith('Fictief OCMW ')).toBe(true);
    }
  });

  it('gives the same rows on every run', () => {
    expect(sourceOf(population)).toEqual(source);
  });

  it('has the featured people that docs/demo-data.md lists', () => {
    const featured = featuredBeneficiaries(population, source);
    expect(featured.map((person) => [person.kind, person.status])).toEqual([
      ['increasedReimbursement', 'OK'],
      ['householdMember', 'OK'],
      ['livingWage', 'OK'],
      ['provisional', 'VA'],
      ['unknownToSource', 'DNK'],
      ['sourceFailed', 'NOK'],
    ]);
    const section = demoDataSection('Demo data: social security');
    for (const person of featured) {
      expect(section).toContain(displayedInsz(person.insz));
      expect(section).toContain(person.name);
    }
  });

  it('gives the featured people the same statutes and living wage in the full population', () => {
    const full = generatePopulation(lists, populationOptions('full'));
    const fullSource = sourceOf(full);
    for (const person of featuredBeneficiaries(population, source)) {
      const of = (from: SocialSecuritySource) => ({
        file: from.dossiers.find((row) => row.insz === person.insz) ?? null,
        statuses: from.statuses.filter((row) => row.insz === person.insz),
        livingWages: from.livingWages.filter((row) => row.insz === person.insz),
      });
      expect(of(fullSource)).toEqual(of(source));
    }
  }, 30_000);
});

// The education source's generator: its rules on the small population (nobody enrolled before
// birth, too young or after death, levels that fit the age, schools where the pupil lives, no
// overlapping periods), the people docs/demo-data.md lists, and the same histories in the full one.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import { dayOf, generatePopulation, type Population } from '../population/generate';
import { populationOptions } from '../population/size';
import { featuredLearners } from './featured';
import {
  defaultEducationOptions,
  earliestSchoolYear,
  generateEducation,
  type EducationSource,
} from './generate';

const lists = codeListsFromFiles();

function educationOf(population: Population): EducationSource {
  return generateEducation({
    persons: population.persons,
    addresses: population.addresses,
    municipalities: lists.municipalities,
    postalCodes: lists.postalCodes,
    streets: lists.streets,
  });
}

/** Age in years (with a fraction) on a date. */
const ageOn = (birth: string, date: string) => (dayOf(date) - dayOf(birth)) / 365.2425;

/** Every rule the source must keep, as a list of broken ones (empty when all hold). */
function problems(population: Population, education: EducationSource): string[] {
  const found: string[] = [];
  const today = defaultEducationOptions.today;
  const persons = new Map(population.persons.map((person) => [person.insz, person]));
  const institutions = new Map(education.institutions.map((row) => [row.number, row]));
  const residences = population.addresses.filter((row) => row.kind === 'hoofdverblijfplaats');
  const last = new Map<string, string | null>();
  const references = new Set<string>();
  // Rows come per person and per source in time order.
  for (const row of education.enrolments) {
    const where = `${row.insz} ${row.source} ${row.start_date}`;
    const person = persons.get(row.insz);
    const school = institutions.get(row.institution_number);
    if (!person || !school) {
      found.push(`${where}: unknown person or institution`);
      continue;
    }
    if (person.source !== 'RR') found.push(`${where}: a non-resident enrolled`);
    if (references.has(row.reference)) found.push(`${where}: reference used twice`);
    references.add(row.reference);
    if (row.start_date < `${earliestSchoolYear}-09-01`) found.push(`${where}: before the source`);
    if (row.start_date > today) found.push(`${where}: starts after today`);
    if (row.end_date !== null && row.end_date < row.start_date) found.push(`${where}: ends first`);
    if (person.death_date !== null) {
      if (row.start_date >= person.death_date) found.push(`${where}: starts after death`);
      if (row.end_date === null || row.end_date > person.death_date) {
        found.push(`${where}: runs after death`);
      }
    }
    const key = `${row.insz} ${row.source}`;
    const previous = last.get(key);
    if (previous === null) found.push(`${where}: after an enrolment that still runs`);
    if (previous && previous >= row.start_date) found.push(`${where}: overlaps the one before`);
    last.set(key, row.end_date);
    const age = ageOn(person.birth_date, row.start_date);
    const fits =
      row.source === 'LP'
        ? row.details.niveau === '1'
          ? age >= 2.5 && age < 6.7
          : row.details.niveau === '2'
            ? age >= 5.6 && age < 14
            : age >= 11.6 && age < 21
        : row.source === 'HO'
          ? age >= 17.5 && age < 40
          : age >= 18 && age < 66;
    if (!fits) found.push(`${where}: age ${age.toFixed(1)} does not fit`);
    // The first day of the source finds older children in nursery school already.
    const sourceStart = `${earliestSchoolYear}-09-01`;
    if (
      row.source === 'LP' &&
      row.details.niveau === '1' &&
      age > 3.01 &&
      row.start_date !== sourceStart
    ) {
      // Only a child that came to live here later starts after three.
      const third = `${Number(person.birth_date.slice(0, 4)) + 3}${person.birth_date.slice(4)}`;
      const livedHere = residences.some(
        (address) =>
          address.insz === row.insz &&
          address.valid_from <= third &&
          (address.valid_to === null || address.valid_to >= third),
      );
      const earlier = education.enrolments.some(
        (other) =>
          other.insz === row.insz && other.source === 'LP' && other.start_date < row.start_date,
      );
      if (livedHere && !earlier) {
        found.push(`${where}: nursery school first at ${age.toFixed(2)}`);
      }
    }
    if (row.source !== 'HO') {
      const home = residences.find(
        (address) =>
          address.insz === row.insz &&
          address.valid_from <= row.start_date &&
          (address.valid_to === null || address.valid_to >= row.start_date),
      );
      if (home?.municipality_nis !== school.municipality_nis) {
        found.push(`${where}: school in ${school.municipality}, not where the pupil lives`);
      }
    }
    const kind = school.kind;
    const expectedKinds =
      row.source === 'LP'
        ? { '1': ['KLEUTERSCHOOL'], '2': ['BASISSCHOOL'], '3': ['SECUNDAIRE_SCHOOL', 'SYNTRA'] }[
            row.details.niveau
          ]
        : row.source === 'HO'
          ? ['HOGESCHOOL', 'UNIVERSITEIT']
          : ['CVO', 'CBE'];
    if (!expectedKinds.includes(kind)) found.push(`${where}: at a ${kind}`);
  }
  return found;
}

describe('generateEducation on the small population', () => {
  let population: Population;
  let education: EducationSource;

  beforeAll(() => {
    population = generatePopulation(lists, populationOptions('small'));
    education = educationOf(population);
  });

  it('keeps every rule', () => {
    expect(problems(population, education)).toEqual([]);
    const sources = new Set(education.enrolments.map((row) => row.source));
    expect([...sources].sort()).toEqual(['HO', 'LP', 'VWO']);
    const kinds = new Set(education.institutions.map((row) => row.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(7);
    expect(education.institutions.every((row) => /^Fictie(f|ve) /.test(row.name))).toBe(true);
  });

  it('notices when a rule is broken', () => {
    const broken = structuredClone(education);
    const [first, second] = broken.enrolments;
    if (!first || !second) throw new Error('no enrolments');
    first.start_date = '1990-09-01';
    second.institution_number = broken.institutions.find((row) => row.kind === 'UNIVERSITEIT')
      ?.number as string;
    const found = problems(population, broken);
    expect(found.some((problem) => problem.includes('before the source'))).toBe(true);
    expect(found.some((problem) => problem.includes('at a UNIVERSITEIT'))).toBe(true);
  });

  it('gives the same rows on every run', () => {
    expect(educationOf(population)).toEqual(education);
  });

  it('has the featured learners that docs/demo-data.md lists', () => {
    const featured = featuredLearners(population, education);
    expect(featured.map((person) => person.kind)).toEqual([
      'primaryPupil',
      'student',
      'adultLearner',
      'noEnrolments',
    ]);
    const section = demoDataSection('Demo data: education enrolment histories');
    for (const person of featured) {
      expect(section).toContain(displayedInsz(person.insz));
      expect(section).toContain(person.name);
    }
  });

  it('gives the featured learners the same history in the full population', () => {
    const full = generatePopulation(lists, populationOptions('full'));
    const fullEducation = educationOf(full);
    for (const person of featuredLearners(population, education)) {
      const of = (source: EducationSource) =>
        source.enrolments.filter((row) => row.insz === person.insz);
      expect(of(fullEducation)).toEqual(of(education));
    }
  }, 30_000);
});

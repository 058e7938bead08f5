// People of the education source worth trying in the portal, picked by rule (the first in insz
// order that fits) from the small population, which the full one holds with the same histories:
// the same generator always points at the same people, in tests and in the demo alike.
import { featuredPeople, featuring, groupBy } from '../population/featured';
import type { PersonRow, Population } from '../population/generate';
import type { EducationSource } from './generate';

export type FeaturedEducationKind = 'primaryPupil' | 'student' | 'adultLearner' | 'noEnrolments';

export interface FeaturedLearner {
  kind: FeaturedEducationKind;
  insz: string;
  /** First names and last name. */
  name: string;
  birthDate: string;
  description: string;
}

const yearOf = (date: string) => Number(date.slice(0, 4));

export function featuredLearners(
  population: Population,
  education: EducationSource,
): FeaturedLearner[] {
  const { persons, livesHere, entry } = featuring(population);
  const rows = groupBy(education.enrolments);
  const featured: FeaturedLearner[] = [];
  const add = (kind: FeaturedEducationKind, person: PersonRow, description: string) =>
    featured.push({ kind, ...entry(person), description });

  // A young one: in the first years of primary school.
  const pupil = persons.find((person) => {
    const own = rows.get(person.insz) ?? [];
    return (
      livesHere(person) &&
      person.birth_date >= '2016-01-01' &&
      own.some((row) => row.source === 'LP' && row.details.niveau === '1') &&
      own.some((row) => row.source === 'LP' && row.details.niveau === '2' && row.end_date === null)
    );
  });
  if (pupil) add('primaryPupil', pupil, 'in primary school now, nursery school before');

  const student = persons.find((person) => {
    const own = rows.get(person.insz) ?? [];
    return (
      livesHere(person) &&
      own.some((row) => row.source === 'LP' && row.details.niveau === '3') &&
      own.some((row) => row.source === 'HO' && row.end_date === null) &&
      own.filter((row) => row.source === 'HO').length >= 2
    );
  });
  if (student) add('student', student, 'in higher education now, after secondary school');

  const adult = persons.find((person) => {
    const own = rows.get(person.insz) ?? [];
    const courses = own.filter((row) => row.source === 'VWO');
    return (
      livesHere(person) &&
      courses.length >= 2 &&
      courses.every((row) => yearOf(row.start_date) - yearOf(person.birth_date) >= 30) &&
      courses.some((row) => yearOf(row.start_date) >= 2020)
    );
  });
  if (adult) add('adultLearner', adult, 'courses at a centre for adult education as an adult');

  // The non-resident with a BIS number: never at school in Flanders.
  const bis = featuredPeople(population).find((person) => person.kind === 'bis');
  const bisRow = persons.find((person) => person.insz === bis?.insz);
  if (bisRow && !rows.has(bisRow.insz)) {
    add('noEnrolments', bisRow, 'a non-resident: known to the population, no enrolments');
  }
  return featured;
}

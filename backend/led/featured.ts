// People of the LED source worth trying in the portal, picked by rule from the small population,
// which the full one holds with the same proofs: the same generator always points at the same
// people, in tests and in the demo alike. docs/demo-data.md lists them.
import { featuredPeople, featuring, groupBy } from '../population/featured';
import { dayOf, type PersonRow, type Population } from '../population/generate';
import { defaultLedOptions, type LedSource } from './generate';

export type FeaturedLedKind = 'severalProofs' | 'oneProof' | 'noProofs';

export interface FeaturedProof {
  reference: string;
  /** The latest mutation: what a cancellation names. */
  mutationReference: string;
  title: string;
  issueDate: string;
  status: '1' | '10';
}

export interface FeaturedProofHolder {
  kind: FeaturedLedKind;
  insz: string;
  /** First names and last name. */
  name: string;
  birthDate: string;
  description: string;
  /** Their proofs, newest issue date first (cancelled ones included). */
  proofs: FeaturedProof[];
}

export function featuredProofHolders(
  population: Population,
  led: LedSource,
): FeaturedProofHolder[] {
  const { persons, livesHere, entry } = featuring(population);
  const byInsz = new Map(persons.map((person) => [person.insz, person]));
  const rows = groupBy(led.proofs);
  const today = dayOf(defaultLedOptions.today);
  const featured: FeaturedProofHolder[] = [];
  const add = (kind: FeaturedLedKind, person: PersonRow, description: string) =>
    featured.push({
      kind,
      ...entry(person),
      description,
      proofs: (rows.get(person.insz) ?? [])
        .map((row) => ({
          reference: row.reference,
          mutationReference: row.mutation_reference,
          title: row.title,
          issueDate: row.issue_date,
          status: row.status,
        }))
        .sort((a, b) => (a.issueDate < b.issueDate ? 1 : a.issueDate > b.issueDate ? -1 : 0)),
    });
  const severalWithOneCancelled = (insz: string) => {
    const own = rows.get(insz) ?? [];
    return own.length >= 3 && own.filter((row) => row.status === '10').length === 1;
  };

  // Several proofs, one of them cancelled: the population's example person (the screens' tests
  // open her) when she fits, the first who does otherwise.
  const example = featuredPeople(population)[0];
  const several = [byInsz.get(example?.insz ?? ''), ...persons].find(
    (person) => person !== undefined && livesHere(person) && severalWithOneCancelled(person.insz),
  );
  if (several) {
    add('severalProofs', several, 'several proofs from school on; one was cancelled later');
  }

  // Exactly one proof: a qualification valid for a few years and renewed once.
  const one = persons.find((person) => {
    const own = rows.get(person.insz) ?? [];
    return (
      livesHere(person) &&
      own.length === 1 &&
      own[0]?.status === '1' &&
      own[0].validity.length === 2
    );
  });
  if (one) add('oneProof', one, 'one proof: a qualification valid for a limited time, renewed');

  // Known to the population, of age, without any proof: the first of the population's featured
  // people who fits.
  const none = featuredPeople(population)
    .map((person) => byInsz.get(person.insz))
    .find(
      (person) =>
        person !== undefined &&
        livesHere(person) &&
        (today - dayOf(person.birth_date)) / 365.2425 >= 18 &&
        !rows.has(person.insz),
    );
  if (none) add('noProofs', none, 'known to the population, of age, no proofs');
  return featured;
}

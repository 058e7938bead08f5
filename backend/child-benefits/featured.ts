// People of the child-benefits source worth trying, picked by rule (the first in insz order that
// fits) from the small population, which the full one holds with the same files: the same
// generator always points at the same people, in tests and in the demo alike.
import type { PaymentCategory } from '@contracts/child-benefits-codes';
import { featuring } from '../population/featured';
import type { Population, PersonRow } from '../population/generate';
import type { ChildBenefitsSource, PaymentPeriodRow } from './generate';

export type FeaturedChildBenefitsKind =
  'severalKinds' | 'parent' | 'noFile' | 'provisional' | 'unavailable';

export interface FeaturedChildBenefitsPerson {
  kind: FeaturedChildBenefitsKind;
  insz: string;
  /** First names and last name. */
  name: string;
  birthDate: string;
  description: string;
}

/** The kinds of payment the first featured child has, besides the basic amount. */
const severalKinds: readonly PaymentCategory[] = [
  'KINDEROPVANG',
  'KLEUTER',
  'PARTICIPATIE_UNIVERSEEL',
  'PARTICIPATIE_SELECTIEF',
];

export function featuredChildBenefitsPeople(
  population: Population,
  source: ChildBenefitsSource,
): FeaturedChildBenefitsPerson[] {
  const { persons, livesHere, entry } = featuring(population);
  const statusOf = new Map(source.files.map((file) => [file.child_insz, file.status]));
  const ofChild = new Map<string, PaymentPeriodRow[]>();
  const ofBeneficiary = new Map<string, PaymentPeriodRow[]>();
  for (const row of source.periods) {
    ofChild.set(row.child_insz, [...(ofChild.get(row.child_insz) ?? []), row]);
    ofBeneficiary.set(row.beneficiary_insz, [
      ...(ofBeneficiary.get(row.beneficiary_insz) ?? []),
      row,
    ]);
  }
  const featured: FeaturedChildBenefitsPerson[] = [];
  const add = (kind: FeaturedChildBenefitsKind, person: PersonRow, description: string) =>
    featured.push({ kind, ...entry(person), description });
  /** A child with a file whose answer is its own file only: it receives for nobody else. */
  const childOnly = (person: PersonRow, status: string) =>
    livesHere(person) &&
    person.birth_date >= '2010-01-01' &&
    statusOf.get(person.insz) === status &&
    (ofBeneficiary.get(person.insz) ?? []).every((row) => row.child_insz === person.insz);

  const child = persons.find((person) => {
    const categories = new Set((ofChild.get(person.insz) ?? []).map((row) => row.category));
    return childOnly(person, 'OK') && severalKinds.every((category) => categories.has(category));
  });
  if (child) {
    add(
      'severalKinds',
      child,
      'a child with the basic amount and the childcare, pre-school, school bonus and school supplements',
    );
  }

  // A parent of several children, one of them born since the source began, with its advance.
  const parent = persons.find((person) => {
    const paid = ofBeneficiary.get(person.insz) ?? [];
    const children = new Set(paid.map((row) => row.child_insz));
    return (
      livesHere(person) &&
      !statusOf.has(person.insz) &&
      children.size >= 2 &&
      [...children].every((insz) => statusOf.get(insz) === 'OK') &&
      paid.some((row) => row.category === 'BASIS' && row.end_month === null) &&
      source.bonuses.some((bonus) => bonus.beneficiary_insz === person.insz)
    );
  });
  if (parent) add('parent', parent, 'a parent: the answer holds the children paid to them');

  // Resident, known to the population, without a file and nobody's beneficiary.
  const withoutFile = persons.find(
    (person) =>
      livesHere(person) &&
      person.birth_date >= '2010-01-01' &&
      !statusOf.has(person.insz) &&
      !ofBeneficiary.has(person.insz),
  );
  if (withoutFile) add('noFile', withoutFile, 'a child without a file: DNK');

  const provisional = persons.find((person) => childOnly(person, 'VA'));
  if (provisional) add('provisional', provisional, 'a provisional answer: VA');

  const unavailable = persons.find((person) => childOnly(person, 'NOK'));
  if (unavailable) add('unavailable', unavailable, 'a file the source cannot read now: NOK');
  return featured;
}

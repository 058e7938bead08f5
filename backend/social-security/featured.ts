// People of the social security source worth trying, one or more per status of its answers (OK,
// VA, DNK, NOK) and one with a living wage, picked by rule (the first in insz order that fits)
// from the small population, which the full one holds with the same statutes: the same generator
// always points at the same people, in tests and in the demo alike.
import type { SocialSecurityStatusCode } from '@contracts/social-security';
import type { SocialStatusName } from '@contracts/social-security-codes';
import { featuredPeople, featuring, groupBy } from '../population/featured';
import type { PersonRow, Population } from '../population/generate';
import {
  catalogueWelfareCentres,
  welfareCentreNumber,
  type SocialSecuritySource,
} from './generate';

export type FeaturedSocialSecurityKind =
  | 'increasedReimbursement'
  | 'householdMember'
  | 'livingWage'
  | 'provisional'
  | 'unknownToSource'
  | 'sourceFailed';

export interface FeaturedBeneficiary {
  kind: FeaturedSocialSecurityKind;
  insz: string;
  /** First names and last name. */
  name: string;
  birthDate: string;
  /** The status of the source's answer for the statutes named in `statutes`. */
  status: SocialSecurityStatusCode;
  /** The statutes worth asking for this person. */
  statutes: SocialStatusName[];
  description: string;
}

export function featuredBeneficiaries(
  population: Population,
  source: SocialSecuritySource,
): FeaturedBeneficiary[] {
  const { persons, livesHere, entry } = featuring(population);
  const dossiers = new Map(source.dossiers.map((row) => [row.insz, row]));
  const statuses = groupBy(source.statuses);
  const records = groupBy(source.livingWages);
  const featured: FeaturedBeneficiary[] = [];
  const add = (
    kind: FeaturedSocialSecurityKind,
    person: PersonRow,
    status: SocialSecurityStatusCode,
    statutes: SocialStatusName[],
    description: string,
  ) => featured.push({ kind, ...entry(person), status, statutes, description });
  const answers = (person: PersonRow) =>
    livesHere(person) && dossiers.get(person.insz)?.blocked === false;
  /** The person's statutes running today, when none of them is provisional. */
  const settled = (person: PersonRow) => {
    const own = statuses.get(person.insz) ?? [];
    return own.some((row) => row.provisional)
      ? null
      : own.filter((row) => row.end_date === null).map((row) => row.name);
  };
  /** Of age on the population's reference date, 1 January 2026. */
  const isAdult = (person: PersonRow) => person.birth_date < '2008-01-01';
  /** Still a child for years after the reference date. */
  const isYoungChild = (person: PersonRow) => person.birth_date >= '2014-01-01';

  // OK: the increased reimbursement, in Ghent with the social parking rate as well.
  const reimbursed = persons.find((person) => {
    const running = answers(person) ? settled(person) : null;
    return (
      running?.includes('BIM_BVT') === true &&
      running.includes('GENT_PARKING_ADULT') &&
      isAdult(person)
    );
  });
  if (reimbursed) {
    add(
      'increasedReimbursement',
      reimbursed,
      'OK',
      ['BIM_BVT', 'GENT_PARKING_ADULT', 'LIVING_WAGES_PCSA_HELP'],
      'increased reimbursement and the social parking rate in Ghent, running',
    );
  }

  // OK: a child with the increased reimbursement through a parent.
  const member = persons.find((person) => {
    const running = answers(person) ? settled(person) : null;
    return running?.includes('BIM_BVT_IN_FAMILY') === true && isYoungChild(person);
  });
  if (member) {
    add(
      'householdMember',
      member,
      'OK',
      ['BIM_BVT', 'BIM_BVT_IN_FAMILY'],
      'a child with the increased reimbursement through a parent, running',
    );
  }

  // OK: a running living wage: of the OCMW the demo's social service works for (the catalogue's)
  // where one fits, else one with the partner on it.
  const livingWageFits = (person: PersonRow, centres: readonly string[] | null) =>
    answers(person) &&
    settled(person) !== null &&
    (records.get(person.insz) ?? []).some(
      (row) =>
        !row.partner &&
        row.end_date === null &&
        (centres === null
          ? source.livingWages.some(
              (other) =>
                other.partner && other.beneficiary_insz === person.insz && other.end_date === null,
            )
          : centres.includes(row.centre_number)),
    );
  const demoCentres = catalogueWelfareCentres().map((centre) =>
    welfareCentreNumber(centre.nisCode),
  );
  const earner =
    persons.find((person) => livingWageFits(person, demoCentres)) ??
    persons.find((person) => livingWageFits(person, null));
  if (earner) {
    add('livingWage', earner, 'OK', ['LIVING_WAGES_PCSA_HELP', 'BIM_BVT'], 'a running living wage');
  }

  // VA: a running statute still being examined.
  const provisional = persons.find(
    (person) =>
      answers(person) &&
      (statuses.get(person.insz) ?? []).some((row) => row.provisional && row.end_date === null),
  );
  if (provisional) {
    const names = (statuses.get(provisional.insz) ?? [])
      .filter((row) => row.provisional)
      .map((row) => row.name);
    add('provisional', provisional, 'VA', names, 'a running statute still being examined');
  }

  // DNK: the non-resident with a BIS number the population features.
  const bis = featuredPeople(population).find((person) => person.kind === 'bis');
  const bisRow = persons.find((person) => person.insz === bis?.insz);
  if (bisRow && !dossiers.has(bisRow.insz)) {
    add(
      'unknownToSource',
      bisRow,
      'DNK',
      ['BIM_BVT'],
      'known to the population, not to the source',
    );
  }

  // NOK: a resident the source cannot answer for.
  const failing = persons.find(
    (person) => livesHere(person) && isAdult(person) && dossiers.get(person.insz)?.blocked === true,
  );
  if (failing) {
    add('sourceFailed', failing, 'NOK', ['BIM_BVT'], 'the source cannot answer for this person');
  }
  return featured;
}

// People of the generated population worth trying in the portal, picked by rule (the first in insz
// order that fits), so that the same generator always points at the same people.
import type { AddressRow, HouseholdMemberRow, Population, PersonRow } from './generate';

export type FeaturedKind =
  | 'divorcedParent'
  | 'childWhoMoved'
  | 'bornAfter2000'
  | 'bis'
  | 'deceased'
  | 'widowedPartner'
  | 'movedAbroad'
  | 'naturalised'
  | 'nameSearch';

export interface FeaturedPerson {
  kind: FeaturedKind;
  insz: string;
  /** First names and last name. */
  name: string;
  birthDate: string;
  description: string;
  /** For the name search: what to type, a near miss of the real name. */
  search?: { lastName: string; birthDate: string };
}

/** The rows of each person (by `insz`), in the order given. */
export function groupBy<T extends { insz: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.insz) ?? [];
    group.push(row);
    groups.set(row.insz, group);
  }
  return groups;
}

const nameOf = (person: PersonRow): string => `${person.first_names.join(' ')} ${person.last_name}`;

/**
 * The population as every source picks its featured people from it: the people in insz order (a
 * rule's first fit is the one featured), who lives here now (in the national register, with no
 * special status, alive), and a person's part of a featured entry.
 */
export function featuring(population: Population) {
  return {
    persons: [...population.persons].sort((a, b) => (a.insz < b.insz ? -1 : 1)),
    livesHere: (person: PersonRow | undefined): person is PersonRow =>
      person !== undefined &&
      person.source === 'RR' &&
      person.status === null &&
      person.death_date === null,
    /** Number, first names and last name, date of birth. */
    entry: (person: PersonRow) => ({
      insz: person.insz,
      name: nameOf(person),
      birthDate: person.birth_date,
    }),
  };
}

export function featuredPeople(population: Population): FeaturedPerson[] {
  const { persons, entry } = featuring(population);
  const byInsz = new Map(persons.map((person) => [person.insz, person]));
  const civil = groupBy(population.civilStatuses);
  const nationalities = groupBy(population.nationalities);
  const addresses = groupBy(population.addresses);
  const memberships = groupBy(population.householdMembers);
  const heads = new Map<number, HouseholdMemberRow[]>();
  for (const row of population.householdMembers) {
    if (row.position !== '01') continue;
    heads.set(row.household_id, [...(heads.get(row.household_id) ?? []), row]);
  }
  const livesHere = (person: PersonRow | undefined): person is PersonRow =>
    person !== undefined && person.source === 'RR' && person.status === null;
  const mains = (insz: string): AddressRow[] =>
    (addresses.get(insz) ?? []).filter((row) => row.kind === 'hoofdverblijfplaats');
  const featured: FeaturedPerson[] = [];
  const add = (kind: FeaturedKind, person: PersonRow, description: string) =>
    featured.push({ kind, ...entry(person), description });

  // A family with history: a child who went along with a parent when the parents divorced; the
  // parent has remarried since.
  for (const child of persons) {
    if (!livesHere(child)) continue;
    const rows = (memberships.get(child.insz) ?? []).filter((row) => row.position === '03');
    const moved = rows.find((row, index) => {
      const before = rows[index - 1];
      return (
        before !== undefined &&
        before.household_id !== row.household_id &&
        yearsBetween(child.birth_date, row.valid_from) < 18
      );
    });
    if (!moved) continue;
    const head = (heads.get(moved.household_id) ?? []).find(
      (row) => row.valid_from === moved.valid_from,
    );
    const parent = byInsz.get(head?.insz ?? '');
    if (!livesHere(parent)) continue;
    const history = civil.get(parent.insz) ?? [];
    const divorce = history.findIndex(
      (row) => row.code === '40' && row.valid_from === moved.valid_from,
    );
    const remarriage = history.slice(divorce).find((row) => row.code === '20');
    if (divorce === -1 || !remarriage) continue;
    add(
      'divorcedParent',
      parent,
      `divorced on ${moved.valid_from} and moved out with a child, married again on ${remarriage.valid_from}`,
    );
    add(
      'childWhoMoved',
      child,
      `moved along with ${parent.first_names[0] ?? ''} on ${moved.valid_from}, when the parents divorced`,
    );
    break;
  }

  const young = persons.find(
    (person) =>
      livesHere(person) &&
      person.birth_date >= '2000-01-01' &&
      person.first_names.length >= 2 &&
      mains(person.insz).length >= 2,
  );
  if (young) {
    add(
      'bornAfter2000',
      young,
      'born after 2000 (the check digits are computed on 2 followed by the first nine digits), moved at least once',
    );
  }

  const bis = persons.find(
    (person) =>
      person.source === 'KSZ' &&
      person.sex !== '0' &&
      (addresses.get(person.insz) ?? []).some((row) => row.kind === 'buitenland'),
  );
  if (bis) add('bis', bis, 'non-resident with a BIS number (birth month + 40), address abroad');

  const widowedBy = new Map(
    population.civilStatuses
      .filter((row) => row.code === '30' && row.partner_insz !== null)
      .map((row) => [row.partner_insz, row]),
  );
  for (const person of persons) {
    if (person.death_date === null || person.death_date < '2010-01-01') continue;
    const widowed = widowedBy.get(person.insz);
    const survivor = byInsz.get(widowed?.insz ?? '');
    if (!livesHere(survivor)) continue;
    add('deceased', person, `died on ${person.death_date} in ${person.death_place ?? 'Belgium'}`);
    add('widowedPartner', survivor, `widow(er) of ${nameOf(person)} since ${person.death_date}`);
    break;
  }

  const abroad = persons.find((person) => {
    const row = (addresses.get(person.insz) ?? []).find((entry) => entry.kind === 'buitenland');
    return (
      person.status === '992' &&
      person.death_date === null &&
      person.birth_country_nis === '150' &&
      row !== undefined &&
      yearsBetween(person.birth_date, row.valid_from) >= 18
    );
  });
  if (abroad) {
    const row = (addresses.get(abroad.insz) ?? []).find((entry) => entry.kind === 'buitenland');
    add(
      'movedAbroad',
      abroad,
      `moved abroad on ${row?.valid_from ?? ''} (status 992): ${(row?.lines ?? []).join(', ')}`,
    );
  }

  const naturalised = persons.find((person) => {
    const rows = nationalities.get(person.insz) ?? [];
    return (
      livesHere(person) &&
      person.birth_country_nis !== '150' &&
      rows.length === 2 &&
      rows[0]?.country_nis !== '150' &&
      rows[1]?.country_nis === '150' &&
      rows[0]?.valid_to !== null &&
      yearsBetween(person.birth_date, rows[1].valid_from) >= 18
    );
  });
  if (naturalised) {
    const rows = nationalities.get(naturalised.insz) ?? [];
    add(
      'naturalised',
      naturalised,
      `born abroad with nationality ${rows[0]?.country_nis ?? ''}, Belgian since ${rows[1]?.valid_from ?? ''}`,
    );
  }

  // A name search with a near miss: 'Peters' finds a Peeters with tolerance 1.
  const peeters = persons.find(
    (person) =>
      livesHere(person) &&
      person.last_name === 'Peeters' &&
      persons.filter(
        (other) => other.search_last_name === 'peeters' && other.birth_date === person.birth_date,
      ).length === 1,
  );
  if (peeters) {
    featured.push({
      kind: 'nameSearch',
      insz: peeters.insz,
      name: nameOf(peeters),
      birthDate: peeters.birth_date,
      description: `search 'Peters' born ${peeters.birth_date} with tolerance 1`,
      search: { lastName: 'Peters', birthDate: peeters.birth_date },
    });
  }
  return featured;
}

/** Whole years from one date to another ('YYYY-MM-DD'). */
function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

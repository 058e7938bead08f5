// What the sources drawn from the population read of it before they generate: every person,
// their main residences and their household memberships over time, dates as ISO text. The
// queries are shared so that every source sees the same people in the same order.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dayOf, type Day } from './generate';

const validFrom = sql<string>`valid_from::text`.as('valid_from');
const validTo = sql<string | null>`valid_to::text`.as('valid_to');

/**
 * Every person's number, birth and death date, in no set order: a source adds the columns and
 * the order it needs.
 */
export function selectLifespans(db: Kysely<Database>) {
  return db
    .selectFrom('persons')
    .select([
      'insz',
      sql<string>`birth_date::text`.as('birth_date'),
      sql<string | null>`death_date::text`.as('death_date'),
    ]);
}

/** Every main residence over time, in the order they were recorded: a source may add columns. */
export function selectMainResidences(db: Kysely<Database>) {
  return db
    .selectFrom('person_addresses')
    .where('kind', '=', 'hoofdverblijfplaats')
    .select(['insz', 'kind', 'municipality_nis', validFrom, validTo])
    .orderBy('id');
}

/** A stay in a municipality, as days; a stay that has not ended runs to Infinity. */
export interface Stay {
  nis: string;
  from: Day;
  to: Day;
}

/** Every person's main residences in a known municipality, in the order they were recorded. */
export function staysByPerson(addresses: readonly MainResidence[]): Map<string, Stay[]> {
  const stays = new Map<string, Stay[]>();
  for (const row of addresses) {
    if (row.kind !== 'hoofdverblijfplaats' || row.municipality_nis === null) continue;
    const list = stays.get(row.insz) ?? [];
    list.push({
      nis: row.municipality_nis,
      from: dayOf(row.valid_from),
      to: row.valid_to === null ? Infinity : dayOf(row.valid_to),
    });
    stays.set(row.insz, list);
  }
  return stays;
}

/** A person as the generators drawn from the population read them. */
export interface ResidentPerson {
  insz: string;
  source: 'RR' | 'KSZ';
  sex: string;
  birth_date: string;
  death_date: string | null;
}

/** A main residence over time (other kinds of address are not read). */
export interface MainResidence {
  insz: string;
  kind: string;
  municipality_nis: string | null;
  valid_from: string;
  valid_to: string | null;
}

/** A membership of a household over time. */
export interface HouseholdMembership {
  household_id: number;
  insz: string;
  position: string;
  valid_from: string;
  valid_to: string | null;
}

export interface Residents {
  persons: readonly ResidentPerson[];
  addresses: readonly MainResidence[];
  householdMembers: readonly HouseholdMembership[];
}

export async function residents(db: Kysely<Database>): Promise<Residents> {
  const [persons, addresses, householdMembers] = await Promise.all([
    selectLifespans(db).select(['source', 'sex']).orderBy('insz').execute(),
    selectMainResidences(db).execute(),
    db
      .selectFrom('household_members')
      .select(['household_id', 'insz', 'position', validFrom, validTo])
      .orderBy('id')
      .execute(),
  ]);
  return { persons, addresses, householdMembers };
}

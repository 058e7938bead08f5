// What the sources drawn from the population read of it before they generate: every person,
// their main residences and their household memberships over time, dates as ISO text.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
  const validFrom = sql<string>`valid_from::text`.as('valid_from');
  const validTo = sql<string | null>`valid_to::text`.as('valid_to');
  const [persons, addresses, householdMembers] = await Promise.all([
    db
      .selectFrom('persons')
      .select([
        'insz',
        'source',
        'sex',
        sql<string>`birth_date::text`.as('birth_date'),
        sql<string | null>`death_date::text`.as('death_date'),
      ])
      .orderBy('insz')
      .execute(),
    db
      .selectFrom('person_addresses')
      .where('kind', '=', 'hoofdverblijfplaats')
      .select(['insz', 'kind', 'municipality_nis', validFrom, validTo])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('household_members')
      .select(['household_id', 'insz', 'position', validFrom, validTo])
      .orderBy('id')
      .execute(),
  ]);
  return { persons, addresses, householdMembers };
}

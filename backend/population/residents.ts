// What the sources drawn from the population read of it before they generate: every person,
// their main residences and their household memberships over time, dates as ISO text.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function residents(db: Kysely<Database>) {
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

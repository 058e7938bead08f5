// Loads the synthetic social security source once, after the population: the files, statutes,
// welfare centres and living-wage records, in one transaction, from the people, their main
// residences, households and nationalities and the municipalities already in the database, and
// the role catalogue's welfare centres. A database that has the source is left as it is.
import { sql, type Kysely } from 'kysely';
import { insertAll } from '../db/insert-all';
import type { Database } from '../db/schema';
import type { PopulationSize } from '../population/size';
import { catalogueWelfareCentres, generateSocialSecurity } from './generate';

/** Any constant of its own: two backends on one empty database seed it once. */
const seedLock = 7_291_114;

/**
 * Generates and loads the social security source when it is not there yet. The size is the
 * population's: every person's facts come from their own seed, so it only says how many people
 * there are to go through.
 */
export async function seedSocialSecurity(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<{ statuses: number; livingWages: number; generated: boolean; size: PopulationSize }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${seedLock})`.execute(trx);
    const seeded = await trx
      .selectFrom('social_security_seed')
      .select('seeded_at')
      .executeTakeFirst();
    if (seeded) {
      const [statuses, livingWages] = await Promise.all(
        (['social_statuses', 'living_wages'] as const).map((table) =>
          trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return {
        statuses: Number(statuses?.count),
        livingWages: Number(livingWages?.count),
        generated: false,
        size,
      };
    }
    const validFrom = sql<string>`valid_from::text`.as('valid_from');
    const validTo = sql<string | null>`valid_to::text`.as('valid_to');
    const [persons, addresses, householdMembers, nationalities, municipalities] = await Promise.all(
      [
        trx
          .selectFrom('persons')
          .select([
            'insz',
            'source',
            sql<string>`birth_date::text`.as('birth_date'),
            sql<string | null>`death_date::text`.as('death_date'),
          ])
          .orderBy('insz')
          .execute(),
        trx
          .selectFrom('person_addresses')
          .where('kind', '=', 'hoofdverblijfplaats')
          .select(['insz', 'kind', 'municipality_nis', validFrom, validTo])
          .orderBy('id')
          .execute(),
        trx
          .selectFrom('household_members')
          .select(['household_id', 'insz', 'position', validFrom, validTo])
          .orderBy('id')
          .execute(),
        trx
          .selectFrom('person_nationalities')
          .select(['insz', 'country_nis', validFrom, validTo])
          .orderBy('id')
          .execute(),
        trx.selectFrom('municipalities').select(['nis_code', 'name_nl']).execute(),
      ],
    );
    const source = generateSocialSecurity({
      persons,
      addresses,
      householdMembers,
      nationalities,
      municipalities: municipalities.map((row) => ({ nisCode: row.nis_code, nameNl: row.name_nl })),
      welfareCentres: catalogueWelfareCentres(),
    });
    await insertAll(trx, 'social_security_dossiers', source.dossiers);
    await insertAll(trx, 'social_statuses', source.statuses);
    await insertAll(trx, 'social_welfare_centres', source.welfareCentres);
    await insertAll(trx, 'living_wages', source.livingWages);
    await trx.insertInto('social_security_seed').defaultValues().execute();
    await sql`analyze social_security_dossiers, social_statuses, social_welfare_centres, living_wages`.execute(
      trx,
    );
    return {
      statuses: source.statuses.length,
      livingWages: source.livingWages.length,
      generated: true,
      size,
    };
  });
}

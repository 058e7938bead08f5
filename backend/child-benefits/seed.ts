// Loads the synthetic child-benefits source once, after the population: every file, its payment
// periods and bonuses, in one transaction, from the people, their main residences, their
// households and the municipalities already in the database. A database that has the source is
// left as it is.
import { sql, type Kysely } from 'kysely';
import { insertAll } from '../db/insert-all';
import type { Database } from '../db/schema';
import type { PopulationSize } from '../population/size';
import { generateChildBenefits } from './generate';

/** Any constant of its own: two backends on one empty database seed it once. */
const seedLock = 7_291_015;

/**
 * Generates and loads the child-benefits source when it is not there yet. The size is the
 * population's: every child's file comes from their own seed, so it only says how many people
 * there are to go through.
 */
export async function seedChildBenefits(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<{ files: number; periods: number; generated: boolean; size: PopulationSize }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${seedLock})`.execute(trx);
    const seeded = await trx
      .selectFrom('child_benefit_seed')
      .select('seeded_at')
      .executeTakeFirst();
    if (seeded) {
      const [files, periods] = await Promise.all(
        (['child_benefit_files', 'child_benefit_periods'] as const).map((table) =>
          trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return {
        files: Number(files?.count),
        periods: Number(periods?.count),
        generated: false,
        size,
      };
    }
    const [persons, addresses, householdMembers, municipalities] = await Promise.all([
      trx
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
      trx
        .selectFrom('person_addresses')
        .where('kind', '=', 'hoofdverblijfplaats')
        .select([
          'insz',
          'kind',
          'municipality_nis',
          sql<string>`valid_from::text`.as('valid_from'),
          sql<string | null>`valid_to::text`.as('valid_to'),
        ])
        .orderBy('id')
        .execute(),
      trx
        .selectFrom('household_members')
        .select([
          'household_id',
          'insz',
          'position',
          sql<string>`valid_from::text`.as('valid_from'),
          sql<string | null>`valid_to::text`.as('valid_to'),
        ])
        .orderBy('id')
        .execute(),
      trx.selectFrom('municipalities').select(['nis_code', 'province_nl']).execute(),
    ]);
    const source = generateChildBenefits({
      persons,
      addresses,
      householdMembers,
      municipalities: municipalities.map((row) => ({
        nisCode: row.nis_code,
        province: row.province_nl,
      })),
    });
    await insertAll(trx, 'child_benefit_files', source.files);
    await insertAll(trx, 'child_benefit_periods', source.periods);
    await insertAll(trx, 'child_benefit_bonuses', source.bonuses);
    await trx.insertInto('child_benefit_seed').defaultValues().execute();
    await sql`analyze child_benefit_files, child_benefit_periods, child_benefit_bonuses`.execute(
      trx,
    );
    return {
      files: source.files.length,
      periods: source.periods.length,
      generated: true,
      size,
    };
  });
}

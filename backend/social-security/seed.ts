// Loads the synthetic social security source once, after the population: the files, statutes,
// welfare centres and living-wage records, in one transaction, from the people, their main
// residences, households and nationalities and the municipalities already in the database, and
// the role catalogue's welfare centres. A database that has the source is left as it is.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { residents } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { catalogueWelfareCentres, generateSocialSecurity } from './generate';

/**
 * Generates and loads the social security source when it is not there yet. The size is the
 * population's: every person's facts come from their own seed, so it only says how many people
 * there are to go through.
 */
export async function seedSocialSecurity(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'statuses' | 'livingWages'> & { size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_114,
    marker: 'social_security_seed',
    counted: { statuses: 'social_statuses', livingWages: 'living_wages' },
    load: async (trx) => {
      const [people, nationalities, municipalities] = await Promise.all([
        residents(trx),
        trx
          .selectFrom('person_nationalities')
          .select([
            'insz',
            'country_nis',
            sql<string>`valid_from::text`.as('valid_from'),
            sql<string | null>`valid_to::text`.as('valid_to'),
          ])
          .orderBy('id')
          .execute(),
        trx.selectFrom('municipalities').select(['nis_code', 'name_nl']).execute(),
      ]);
      const source = generateSocialSecurity({
        ...people,
        nationalities,
        municipalities: municipalities.map((row) => ({
          nisCode: row.nis_code,
          nameNl: row.name_nl,
        })),
        welfareCentres: catalogueWelfareCentres(),
      });
      return {
        social_security_dossiers: source.dossiers,
        social_statuses: source.statuses,
        social_welfare_centres: source.welfareCentres,
        living_wages: source.livingWages,
      };
    },
  });
  return { ...seeded, size };
}

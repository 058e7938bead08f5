// Loads the synthetic child-benefits source once, after the population: every file, its payment
// periods and bonuses, in one transaction, from the people, their main residences, their
// households and the municipalities already in the database. A database that has the source is
// left as it is.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { residents } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { generateChildBenefits } from './generate';

/**
 * Generates and loads the child-benefits source when it is not there yet. The size is the
 * population's: every child's file comes from their own seed, so it only says how many people
 * there are to go through.
 */
export async function seedChildBenefits(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'files' | 'periods'> & { size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_015,
    marker: 'child_benefit_seed',
    counted: { files: 'child_benefit_files', periods: 'child_benefit_periods' },
    load: async (trx) => {
      const [people, municipalities] = await Promise.all([
        residents(trx),
        trx.selectFrom('municipalities').select(['nis_code', 'province_nl']).execute(),
      ]);
      const source = generateChildBenefits({
        ...people,
        municipalities: municipalities.map((row) => ({
          nisCode: row.nis_code,
          province: row.province_nl,
        })),
      });
      return {
        child_benefit_files: source.files,
        child_benefit_periods: source.periods,
        child_benefit_bonuses: source.bonuses,
      };
    },
  });
  return { ...seeded, size };
}

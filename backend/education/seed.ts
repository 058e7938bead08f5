// Loads the synthetic education source once, after the population: the institutions and every
// enrolment, in one transaction, from the people, their main residences and the code lists
// already in the database. A database that has the source is left as it is.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { readMunicipalities, readPostalAddresses } from '../population/places';
import { selectLifespans, selectMainResidences } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { generateEducation } from './generate';

/**
 * Generates and loads the education source when it is not there yet. The size is the
 * population's: every person's history comes from their own seed, so it only says how many
 * people there are to go through.
 */
export async function seedEducation(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'enrolments'> & { size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_011,
    marker: 'education_seed',
    counted: { enrolments: 'education_enrolments' },
    load: async (trx) => {
      const [persons, addresses, municipalities, { postalCodes, streets }] = await Promise.all([
        selectLifespans(trx).select('source').orderBy('insz').execute(),
        selectMainResidences(trx).execute(),
        readMunicipalities(trx),
        readPostalAddresses(trx),
      ]);
      const source = generateEducation({
        persons,
        addresses,
        municipalities,
        postalCodes,
        streets,
      });
      return {
        education_institutions: source.institutions,
        education_enrolments: source.enrolments.map((row) => ({
          ...row,
          details: JSON.stringify(row.details),
        })),
      };
    },
  });
  return { ...seeded, size };
}

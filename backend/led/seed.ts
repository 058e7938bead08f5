// Loads the synthetic LED source once, after the population: every proof and its mutations, in
// one transaction, from the people, their main residences and the municipalities already in the
// database. A database that has the source is left as it is (proofs registered since included).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { readMunicipalities } from '../population/places';
import { selectLifespans, selectMainResidences } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { generateLed } from './generate';

/**
 * Generates and loads the LED source when it is not there yet. The size is the population's:
 * every person's proofs come from their own seed, so it only says how many people there are.
 */
export async function seedLed(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'proofs'> & { size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_013,
    marker: 'led_seed',
    counted: { proofs: 'led_proofs' },
    load: async (trx) => {
      const [persons, addresses, municipalities] = await Promise.all([
        selectLifespans(trx).select(['source', 'birth_country_nis']).orderBy('insz').execute(),
        selectMainResidences(trx).execute(),
        readMunicipalities(trx),
      ]);
      const source = generateLed({ persons, addresses, municipalities });
      return {
        led_proofs: source.proofs.map((row) => ({
          ...row,
          validity: JSON.stringify(row.validity),
          organisation_code: null,
          organisation_name: null,
          job_id: null,
          job_position: null,
          idempotency_key: null,
          registered_by: null,
        })),
        led_proof_mutations: source.mutations,
      };
    },
  });
  return { ...seeded, size };
}

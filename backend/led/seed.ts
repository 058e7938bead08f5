// Loads the synthetic LED source once, after the population: every proof and its mutations, in
// one transaction, from the people, their main residences and the municipalities already in the
// database. A database that has the source is left as it is (proofs registered since included).
import { sql, type Kysely } from 'kysely';
import { insertAll } from '../db/insert-all';
import type { Database } from '../db/schema';
import { seedOnce } from '../db/seed-once';
import type { PopulationSize } from '../population/size';
import { generateLed } from './generate';

/**
 * Generates and loads the LED source when it is not there yet. The size is the population's:
 * every person's proofs come from their own seed, so it only says how many people there are.
 */
export async function seedLed(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<{ proofs: number; generated: boolean; size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_013,
    marker: 'led_seed',
    counted: { proofs: 'led_proofs' },
    loaded: ['led_proofs', 'led_proof_mutations'],
    load: async (trx) => {
      const [persons, addresses, municipalities] = await Promise.all([
        trx
          .selectFrom('persons')
          .select([
            'insz',
            'source',
            sql<string>`birth_date::text`.as('birth_date'),
            sql<string | null>`death_date::text`.as('death_date'),
            'birth_country_nis',
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
        trx.selectFrom('municipalities').select(['nis_code', 'name_nl', 'province_nl']).execute(),
      ]);
      const source = generateLed({
        persons,
        addresses,
        municipalities: municipalities.map((row) => ({
          nisCode: row.nis_code,
          nameNl: row.name_nl,
          province: row.province_nl,
        })),
      });
      await insertAll(
        trx,
        'led_proofs',
        source.proofs.map((row) => ({
          ...row,
          validity: JSON.stringify(row.validity),
          organisation_code: null,
          organisation_name: null,
          job_id: null,
          job_position: null,
          idempotency_key: null,
          registered_by: null,
        })),
      );
      await insertAll(trx, 'led_proof_mutations', source.mutations);
      return { proofs: source.proofs.length };
    },
  });
  return { ...seeded, size };
}

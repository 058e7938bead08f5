// Loads the synthetic health attestation source once, after the population: the certificates, the
// prescription codes, the letters sent and the one-dose rules, in one transaction, from the people
// and their addresses already in the database. A database that has the source is left as it is
// (certificates recreated and documents sent since included).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { selectLifespans } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { defaultHealthAttestationOptions, generateHealthAttestations } from './generate';

/**
 * Generates and loads the health attestation source when it is not there yet. The size is the
 * population's: every person's certificates come from their own seed, so it only says how many
 * people there are to go through.
 */
export async function seedHealthAttestations(
  db: Kysely<Database>,
  { size = 'full', now = new Date() }: { size?: PopulationSize; now?: Date } = {},
): Promise<Seeded<'attestations' | 'ctpcs'> & { size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_116,
    marker: 'health_attestation_seed',
    counted: { attestations: 'health_attestations', ctpcs: 'ctpc_records' },
    load: async (trx) => {
      const [persons, addresses] = await Promise.all([
        selectLifespans(trx).select(['last_name', 'first_names']).orderBy('insz').execute(),
        trx
          .selectFrom('person_addresses')
          .select([
            'insz',
            'kind',
            'house_number',
            'postcode',
            'municipality',
            sql<string>`valid_from::text`.as('valid_from'),
            sql<string | null>`valid_to::text`.as('valid_to'),
          ])
          .orderBy('id')
          .execute(),
      ]);
      const source = generateHealthAttestations(
        { persons, addresses },
        { ...defaultHealthAttestationOptions, now },
      );
      return {
        ctpc_records: source.ctpcs,
        health_attestations: source.attestations.map((row) => ({
          ...row,
          history: JSON.stringify(row.history),
        })),
        health_attestation_sendings: source.sendings,
        health_one_dose_required: source.oneDose,
      };
    },
  });
  return { ...seeded, size };
}

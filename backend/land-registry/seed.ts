// Loads the synthetic land registry once, after the population and the enterprise register: the
// divisions, partitions, buildings, ownership states with their rights, and the sales, in one
// transaction, with holders drawn from the people and enterprises already in the database and
// addresses on the streets of the cadastre's municipalities. A database that has it is left as it is.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { selectLifespans } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { cadastreMunicipalities, generateLandRegistry } from './generate';
import { landRegistryOptions } from './size';

export async function seedLandRegistry(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'partitions' | 'states'> & { size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_117,
    marker: 'land_registry_seed',
    counted: { partitions: 'land_partitions', states: 'land_ownership_states' },
    load: async (trx) => {
      const nisCodes = cadastreMunicipalities.map((municipality) => municipality.nis);
      const [persons, enterprises, streets] = await Promise.all([
        selectLifespans(trx).orderBy('insz').execute(),
        trx
          .selectFrom('enterprises')
          .select([
            'enterprise_number',
            sql<string>`start_date::text`.as('start_date'),
            sql<string | null>`cessation_date::text`.as('cessation_date'),
          ])
          .orderBy('enterprise_number')
          .execute(),
        trx
          .selectFrom('streets')
          .innerJoin('postal_codes', 'postal_codes.postcode', 'streets.postcode')
          .where('postal_codes.nis_code', 'in', nisCodes)
          .select(['postal_codes.nis_code as nisCode', 'streets.postcode', 'streets.name'])
          .orderBy('streets.postcode')
          .orderBy('streets.name')
          .execute(),
      ]);
      const registry = generateLandRegistry(
        { persons, enterprises, streets },
        landRegistryOptions(size),
      );
      return {
        land_divisions: registry.divisions,
        land_partitions: registry.partitions,
        land_buildings: registry.buildings,
        land_ownership_states: registry.states,
        land_rights: registry.rights,
        land_sales: registry.sales,
      };
    },
  });
  return { ...seeded, size };
}

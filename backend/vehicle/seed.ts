// Loads the vehicle registers into an empty database at start: the make names from backend/data,
// then the registrations and foreign vehicles generated from the people and enterprises already
// there (their main residences and seats are the holders' addresses). A database that has
// vehicles is left as it is. Runs after the population's and the enterprise register's seeds,
// whose size it follows.
import { readFile } from 'node:fs/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import { parseCsv } from '../codelists/csv';
import { dataDirectory } from '../data-directory';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { selectLifespans, selectMainResidences } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { generateVehicles } from './generate';
import { vehicleOptions } from './size';
import { vehicleSources } from './sources';

/** The make names of backend/data/vehicle_makes.csv. */
export async function readMakes(): Promise<string[]> {
  const text = await readFile(new URL('vehicle_makes.csv', dataDirectory), 'utf8');
  return parseCsv(text, ['name']).map((row) => row.name);
}

async function readSources(trx: Transaction<Database>) {
  const [makes, persons, addresses, enterprises, activities] = await Promise.all([
    readMakes(),
    selectLifespans(trx).execute(),
    selectMainResidences(trx)
      .select(['street', 'house_number', 'box', 'postcode', 'municipality'])
      .execute(),
    trx
      .selectFrom('enterprises')
      .select([
        'enterprise_number',
        'kind',
        sql<string>`start_date::text`.as('start_date'),
        sql<string | null>`cessation_date::text`.as('cessation_date'),
        'street',
        'house_number',
        'box',
        'postcode',
        'municipality_nis',
        'municipality',
      ])
      .execute(),
    trx
      .selectFrom('enterprise_activities')
      .select(['enterprise_number', 'nace_code', 'type'])
      .execute(),
  ]);
  return vehicleSources({ makes, persons, addresses, enterprises, activities });
}

/**
 * Generates and loads the registers of the given size when there are no vehicles yet, in one
 * transaction. Returns the number of Belgian and foreign vehicles and whether they were
 * generated now.
 */
export async function seedVehicles(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'vehicles' | 'foreignVehicles'>> {
  return seedOnce(db, {
    // Any constant of its own (not the population's or the enterprises').
    lock: 7_291_010,
    presentIn: 'vehicle_registrations',
    counted: { vehicles: 'vehicle_registrations', foreignVehicles: 'foreign_vehicles' },
    givenIds: ['vehicle_holders', 'foreign_vehicle_holders'],
    load: async (trx) => {
      const register = generateVehicles(await readSources(trx), vehicleOptions(size));
      return {
        vehicle_registrations: register.registrations,
        vehicle_holders: register.holders,
        foreign_vehicles: register.foreignVehicles,
        foreign_vehicle_holders: register.foreignHolders.map((row) => ({
          ...row,
          address_lines: JSON.stringify(row.address_lines),
        })),
      };
    },
  });
}

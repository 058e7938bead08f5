// Loads the synthetic population into an empty database at start, from the code lists already
// there; a database that has people is left as it is. The database records the size it was
// seeded with, and a start with another size is refused rather than mixing sizes.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { generatePopulation, type PopulationCodeLists } from './generate';
import { readMunicipalities, readPostalAddresses } from './places';
import { populationOptions, type PopulationSize } from './size';

async function readCodeLists(trx: Transaction<Database>): Promise<PopulationCodeLists> {
  const municipalities = await readMunicipalities(trx);
  const { postalCodes, streets } = await readPostalAddresses(trx);
  const countries = await trx
    .selectFrom('countries')
    .select(['nis_code', 'iso_alpha2', sql<string | null>`valid_to::text`.as('valid_to')])
    .execute();
  const civilStatuses = await trx.selectFrom('civil_statuses').select('code').execute();
  return {
    municipalities,
    postalCodes,
    streets,
    countries: countries.map((row) => ({
      nisCode: row.nis_code,
      isoAlpha2: row.iso_alpha2,
      validTo: row.valid_to,
    })),
    civilStatuses: civilStatuses.map((row) => row.code),
  };
}

/** The database holds another size of the population than the one asked for. */
export class PopulationSizeMismatch extends Error {
  constructor(
    readonly seeded: string,
    readonly asked: PopulationSize,
  ) {
    super(
      `the database holds the ${seeded} population, not the ${asked} one: set ` +
        `POPULATION_SIZE=${seeded}, or start on an empty database for the ${asked} one`,
    );
  }
}

/**
 * Generates and loads the population of the given size when there is nobody yet, all in one
 * transaction; throws PopulationSizeMismatch when the database was seeded with another size.
 * Returns the number of people in the database and whether they were generated now.
 */
export async function seedPopulation(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'persons'>> {
  return seedOnce(db, {
    // Any constant (not the code lists' one).
    lock: 7_291_003,
    presentIn: 'persons',
    // The size the database was seeded with (population_seed) must be the one asked.
    before: async (trx) => {
      const seeded = await trx.selectFrom('population_seed').select('size').executeTakeFirst();
      if (seeded && seeded.size !== size) throw new PopulationSizeMismatch(seeded.size, size);
    },
    counted: { persons: 'persons' },
    givenIds: [
      'person_nationalities',
      'person_civil_statuses',
      'person_addresses',
      'households',
      'household_members',
    ],
    load: async (trx) => {
      const population = generatePopulation(await readCodeLists(trx), populationOptions(size));
      await trx.insertInto('population_seed').values({ size }).execute();
      return {
        persons: population.persons.map((row) => ({
          ...row,
          first_names: JSON.stringify(row.first_names),
        })),
        person_nationalities: population.nationalities,
        person_civil_statuses: population.civilStatuses,
        person_addresses: population.addresses.map((row) => ({
          ...row,
          lines: row.lines === null ? null : JSON.stringify(row.lines),
        })),
        households: population.households,
        household_members: population.householdMembers,
      };
    },
  });
}

// Loads the enterprise register into an empty database at start: its code lists (legal forms,
// NACE-BEL 2025) from backend/data, then the enterprises and associations generated from the
// address code lists and the people already there. A database that has enterprises is left as
// it is. Runs after the population's seed, whose size it follows.
import { readFile } from 'node:fs/promises';
import type { Kysely, Transaction } from 'kysely';
import { parseCsv } from '../codelists/csv';
import { dataDirectory } from '../data-directory';
import { insertAll } from '../db/insert-all';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { readPostalAddresses } from '../population/places';
import { selectLifespans } from '../population/residents';
import type { PopulationSize } from '../population/size';
import { generateEnterprises, type EnterpriseCodeLists, type RegisterPerson } from './generate';
import { enterpriseOptions } from './size';

async function readList<Column extends string>(file: string, columns: readonly Column[]) {
  return parseCsv(await readFile(new URL(file, dataDirectory), 'utf8'), columns);
}

async function loadCodeLists(trx: Transaction<Database>): Promise<void> {
  const legal = await trx.selectFrom('legal_forms').select('code').limit(1).executeTakeFirst();
  if (!legal) {
    const rows = await readList('legal_forms.csv', [
      'code',
      'label_nl',
      'label_fr',
      'label_de',
      'valid_from',
      'valid_to',
    ]);
    await insertAll(
      trx,
      'legal_forms',
      rows.map((row) => ({
        ...row,
        valid_to: row.valid_to === '9999-12-31' ? null : row.valid_to,
      })),
    );
  }
  const nace = await trx.selectFrom('nace_codes').select('code').limit(1).executeTakeFirst();
  if (!nace) {
    const rows = await readList('nace_codes.csv', [
      'code',
      'label_nl',
      'label_fr',
      'label_de',
      'label_en',
    ]);
    await insertAll(trx, 'nace_codes', rows);
  }
}

async function readCodeLists(trx: Transaction<Database>): Promise<EnterpriseCodeLists> {
  const municipalities = await trx
    .selectFrom('municipalities')
    .select(['nis_code', 'name_nl', 'name_fr'])
    .execute();
  const { postalCodes, streets } = await readPostalAddresses(trx);
  const naceCodes = await trx.selectFrom('nace_codes').select('code').execute();
  const legalForms = await trx.selectFrom('legal_forms').select('code').execute();
  return {
    municipalities: municipalities.map((row) => ({
      nisCode: row.nis_code,
      nameNl: row.name_nl,
      nameFr: row.name_fr,
    })),
    postalCodes,
    streets,
    naceCodes: naceCodes.map((row) => row.code),
    legalForms: legalForms.map((row) => row.code),
  };
}

async function readPeople(trx: Transaction<Database>): Promise<RegisterPerson[]> {
  const rows = await selectLifespans(trx).select(['last_name', 'first_names']).execute();
  return rows.map((row) => ({
    insz: row.insz,
    lastName: row.last_name,
    firstNames: row.first_names,
    birthDate: row.birth_date,
    deathDate: row.death_date,
  }));
}

/**
 * Generates and loads the register of the given size when there are no enterprises yet, in one
 * transaction. Returns the number of enterprises and associations and whether they were
 * generated now.
 */
export async function seedEnterprises(
  db: Kysely<Database>,
  { size = 'full' }: { size?: PopulationSize } = {},
): Promise<Seeded<'enterprises' | 'associations'>> {
  return seedOnce(db, {
    // Any constant (not the population's or the code lists').
    lock: 7_291_009,
    presentIn: 'enterprises',
    before: loadCodeLists,
    counted: { enterprises: 'enterprises', associations: 'associations' },
    givenIds: [
      'enterprise_names',
      'enterprise_activities',
      'enterprise_functions',
      'enterprise_participations',
      'association_representatives',
    ],
    load: async (trx) => {
      const register = generateEnterprises(
        await readCodeLists(trx),
        await readPeople(trx),
        enterpriseOptions(size),
      );
      return {
        enterprises: register.enterprises,
        enterprise_names: register.names,
        enterprise_activities: register.activities,
        establishment_units: register.establishments,
        enterprise_functions: register.functions,
        enterprise_participations: register.participations,
        associations: register.associations,
        association_representatives: register.representatives,
      };
    },
  });
}

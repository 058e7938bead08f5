// Loads the code lists of backend/data into their tables at start: only lists whose tables are
// still empty, all in one transaction, with multi-row inserts.
import { readFile } from 'node:fs/promises';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { dataDirectory } from '../data-directory';
import { insertAll } from '../db/insert-all';
import type { Database } from '../db/schema';
import { parseCsv } from './csv';
import { searchKey, wordStarts } from './search';

/** Any constant: two backends starting on one empty PostgreSQL database load it only once. */
const seedLock = 7_291_002;

type Table = keyof Database;

async function readList<Column extends string>(file: string, columns: readonly Column[]) {
  return parseCsv(await readFile(new URL(file, dataDirectory), 'utf8'), columns);
}

const orNull = (value: string) => (value === '' ? null : value);

async function isEmpty(trx: Transaction<Database>, table: Table): Promise<boolean> {
  const row = await trx
    .selectFrom(table)
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/** The search terms of each postcode: every word-start of its municipality's and its own names. */
function townSearchTerms(
  municipalities: { nis_code: string; name_nl: string; name_fr: string; name_de: string }[],
  postalCodes: {
    postcode: string;
    nis_code: string;
    postal_name_nl: string;
    postal_name_fr: string;
  }[],
): Insertable<Database['town_search_terms']>[] {
  const namesOf = new Map(
    municipalities.map((row) => [row.nis_code, [row.name_nl, row.name_fr, row.name_de]]),
  );
  const terms: Insertable<Database['town_search_terms']>[] = [];
  for (const { postcode, nis_code, postal_name_nl, postal_name_fr } of postalCodes) {
    const seen = new Set<string>();
    const add = (name: string, kind: 0 | 1) => {
      for (const { key, first } of wordStarts(name)) {
        if (seen.has(key)) continue;
        seen.add(key);
        terms.push({ term: key, postcode, nis_code, kind: first ? kind : 2 });
      }
    };
    for (const name of namesOf.get(nis_code) ?? []) add(name, 0);
    // One postal name may list several places: 'Astene/Deinze/Gottem', 'Etterbeek + Brussel'.
    for (const name of [postal_name_nl, postal_name_fr]) {
      for (const place of name.split(/\/|\s\+\s/)) add(place, 1);
    }
  }
  return terms;
}

const lists: { table: Table; load: (trx: Transaction<Database>) => Promise<void> }[] = [
  {
    table: 'countries',
    load: async (trx) => {
      const rows = await readList('countries.csv', [
        'nis_code',
        'iso_alpha2',
        'iso_alpha3',
        'name_nl',
        'name_fr',
        'name_de',
        'name_en',
        'valid_from',
        'valid_to',
      ]);
      await insertAll(
        trx,
        'countries',
        rows.map((row) => ({
          ...row,
          iso_alpha2: orNull(row.iso_alpha2),
          iso_alpha3: orNull(row.iso_alpha3),
          // The source marks a code still in use with the end of time.
          valid_to: row.valid_to === '9999-12-31' ? null : orNull(row.valid_to),
        })),
      );
    },
  },
  {
    table: 'iso_countries',
    load: async (trx) => {
      const rows = await readList('iso_countries.csv', [
        'iso_alpha2',
        'iso_alpha3',
        'name_nl',
        'name_fr',
        'name_de',
        'name_en',
      ]);
      await insertAll(trx, 'iso_countries', rows);
    },
  },
  {
    // Postal codes refer to municipalities and the search terms derive from both: one unit.
    table: 'municipalities',
    load: async (trx) => {
      const municipalities = await readList('municipalities.csv', [
        'nis_code',
        'name_nl',
        'name_fr',
        'name_de',
        'province_nl',
      ]);
      const postalCodes = await readList('postal_codes.csv', [
        'postcode',
        'postal_name_nl',
        'postal_name_fr',
        'nis_code',
      ]);
      await insertAll(
        trx,
        'municipalities',
        municipalities.map((row) => ({ ...row, province_nl: orNull(row.province_nl) })),
      );
      await insertAll(
        trx,
        'postal_codes',
        postalCodes.map((row) => ({
          ...row,
          postal_name_nl: orNull(row.postal_name_nl),
          postal_name_fr: orNull(row.postal_name_fr),
        })),
      );
      await insertAll(trx, 'town_search_terms', townSearchTerms(municipalities, postalCodes));
    },
  },
  {
    table: 'streets',
    load: async (trx) => {
      const rows = await readList('streets.csv', ['postcode', 'street_name', 'other_postcodes']);
      // A street listed under one postcode with others gets a row in each, so that a lookup
      // within a postcode needs no second index on the others.
      const streets = new Map<string, Insertable<Database['streets']>>();
      for (const row of rows) {
        const postcodes = [row.postcode, ...row.other_postcodes.split(/\s+/).filter(Boolean)];
        for (const postcode of postcodes) {
          streets.set(`${postcode} ${row.street_name}`, {
            postcode,
            name: row.street_name,
            search_name: searchKey(row.street_name),
            other_postcodes: postcodes.filter((other) => other !== postcode),
          });
        }
      }
      await insertAll(trx, 'streets', [...streets.values()]);
    },
  },
  {
    table: 'civil_statuses',
    load: async (trx) => {
      const rows = await readList('civil_statuses.csv', ['code', 'label_nl', 'label_fr', 'source']);
      await insertAll(
        trx,
        'civil_statuses',
        rows.map((row) => ({
          code: row.code,
          name_nl: row.label_nl,
          name_fr: orNull(row.label_fr),
          source: row.source,
        })),
      );
    },
  },
  {
    table: 'contact_address_types',
    load: async (trx) => {
      const rows = await readList('contact_address_types.csv', ['code', 'label_nl', 'source']);
      await insertAll(
        trx,
        'contact_address_types',
        rows.map((row) => ({ code: row.code, name_nl: row.label_nl, source: row.source })),
      );
    },
  },
  {
    table: 'phone_calling_codes',
    load: async (trx) => {
      const rows = await readList('phone_calling_codes.csv', [
        'iso_alpha2',
        'calling_code',
        'name_en',
      ]);
      await insertAll(trx, 'phone_calling_codes', rows);
    },
  },
];

/**
 * Loads every code list whose table is empty, under the lock two backends on one database share.
 * Not through seedOnce: the lists are not one source seeded once but each loaded on its own, so a
 * list a release adds is loaded into a database that holds the others.
 */
export async function seedCodeLists(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${seedLock})`.execute(trx);
    let loaded = false;
    for (const list of lists) {
      if (!(await isEmpty(trx, list.table))) continue;
      await list.load(trx);
      loaded = true;
    }
    // Fresh statistics, or the planner guesses and scans whole tables instead of the indexes.
    if (loaded) await sql`analyze`.execute(trx);
  });
}

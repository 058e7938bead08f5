// The code lists (countries, municipalities, postal codes, streets and small code
// tables), loaded from backend/data at start; indexed for the address suggestion lookups.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('nis_code', 'text', (column) => column.primaryKey())
    .addColumn('iso_alpha2', 'text')
    .addColumn('iso_alpha3', 'text')
    .addColumn('name_nl', 'text', (column) => column.notNull())
    .addColumn('name_fr', 'text', (column) => column.notNull())
    .addColumn('name_de', 'text', (column) => column.notNull())
    .addColumn('name_en', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    // Null while the code is still in use.
    .addColumn('valid_to', 'date')
    .execute();

  await db.schema
    .createTable('iso_countries')
    .addColumn('iso_alpha2', 'text', (column) => column.primaryKey())
    .addColumn('iso_alpha3', 'text', (column) => column.notNull())
    .addColumn('name_nl', 'text', (column) => column.notNull())
    .addColumn('name_fr', 'text', (column) => column.notNull())
    .addColumn('name_de', 'text', (column) => column.notNull())
    .addColumn('name_en', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('municipalities')
    .addColumn('nis_code', 'text', (column) => column.primaryKey())
    .addColumn('name_nl', 'text', (column) => column.notNull())
    .addColumn('name_fr', 'text', (column) => column.notNull())
    .addColumn('name_de', 'text', (column) => column.notNull())
    // Null for the Brussels-Capital Region, which has no province.
    .addColumn('province_nl', 'text')
    .execute();

  await db.schema
    .createTable('postal_codes')
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('nis_code', 'text', (column) =>
      column.notNull().references('municipalities.nis_code'),
    )
    .addColumn('postal_name_nl', 'text')
    .addColumn('postal_name_fr', 'text')
    .addPrimaryKeyConstraint('postal_codes_pk', ['postcode', 'nis_code'])
    .execute();
  await db.schema
    .createIndex('postal_codes_nis_code_idx')
    .on('postal_codes')
    .column('nis_code')
    .execute();

  // Every word-start of every municipality and postal name, normalised (see codelists/search.ts),
  // so "amandsberg" finds 9040 Sint-Amandsberg with an index range scan instead of a table scan.
  await db.schema
    .createTable('town_search_terms')
    .addColumn('term', 'text', (column) => column.notNull())
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('nis_code', 'text', (column) => column.notNull())
    // 0: a municipality name, 1: a postal name, 2: a later word of either.
    .addColumn('kind', 'smallint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('town_search_terms_term_idx')
    .on('town_search_terms')
    .expression(sql`term text_pattern_ops`)
    .execute();

  await db.schema
    .createTable('streets')
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    // The name normalised for accent- and case-insensitive prefix search.
    .addColumn('search_name', 'text', (column) => column.notNull())
    // A street across several postcodes has a row in each; this lists the others.
    .addColumn('other_postcodes', sql`text[]`, (column) =>
      column.notNull().defaultTo(sql`'{}'::text[]`),
    )
    .addPrimaryKeyConstraint('streets_pk', ['postcode', 'name'])
    .execute();
  // Streets of a postcode whose name starts with the text; and, across Flanders, by name alone.
  await db.schema
    .createIndex('streets_postcode_search_name_idx')
    .on('streets')
    .expression(sql`postcode, search_name text_pattern_ops`)
    .execute();
  await db.schema
    .createIndex('streets_search_name_idx')
    .on('streets')
    .expression(sql`search_name text_pattern_ops`)
    .execute();

  await db.schema
    .createTable('civil_statuses')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name_nl', 'text', (column) => column.notNull())
    .addColumn('name_fr', 'text')
    .addColumn('source', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('contact_address_types')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name_nl', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('phone_calling_codes')
    .addColumn('iso_alpha2', 'text', (column) => column.notNull())
    .addColumn('calling_code', 'text', (column) => column.notNull())
    // The source's own name, for the two codes (AC, TA) that are no ISO 3166 country.
    .addColumn('name_en', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('phone_calling_codes_pk', ['iso_alpha2', 'calling_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'phone_calling_codes',
    'contact_address_types',
    'civil_statuses',
    'streets',
    'town_search_terms',
    'postal_codes',
    'municipalities',
    'iso_countries',
    'countries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

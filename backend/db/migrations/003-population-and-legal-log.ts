// The synthetic population (persons with their nationalities, civil statuses, addresses and
// households, shaped like the national register's person data) and the
// legal log (a tamper-evident chain of consultations).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('persons')
    .addColumn('insz', 'text', (column) => column.primaryKey())
    // RR: national register; KSZ: the BIS register of the Crossroads Bank (non-residents).
    .addColumn('source', 'text', (column) => column.notNull())
    // Register code of the national register: 1 vreemdelingenregister, 2 bevolkingsregister, BIS, …
    .addColumn('register', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('first_names', 'jsonb', (column) => column.notNull())
    // Case- and accent-folded, letters only: what name searches compare.
    .addColumn('search_last_name', 'text', (column) => column.notNull())
    .addColumn('search_first_name', 'text', (column) => column.notNull())
    // 1 Mannelijk, 2 Vrouwelijk, 0 Onbekend.
    .addColumn('sex', 'text', (column) => column.notNull())
    // The first day the birth date can stand for; `birth_date_partial` keeps a partly known one
    // as written ('1985-00-00', '1985-07-00'), null when the date is fully known.
    .addColumn('birth_date', 'date', (column) => column.notNull())
    .addColumn('birth_date_partial', 'text')
    .addColumn('birth_municipality_nis', 'text')
    .addColumn('birth_place', 'text')
    .addColumn('birth_country_nis', 'text', (column) => column.notNull())
    .addColumn('death_date', 'date')
    .addColumn('death_municipality_nis', 'text')
    .addColumn('death_place', 'text')
    .addColumn('death_country_nis', 'text')
    // Register status: 992 afgeschreven naar buitenland, 99990 overleden; null when none.
    .addColumn('status', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('modified_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('persons_name_birth_idx')
    .on('persons')
    .columns(['search_last_name', 'birth_date'])
    .execute();
  await db.schema.createIndex('persons_birth_idx').on('persons').column('birth_date').execute();

  await db.schema
    .createTable('person_nationalities')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    .addColumn('country_nis', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createIndex('person_nationalities_insz_idx')
    .on('person_nationalities')
    .column('insz')
    .execute();

  await db.schema
    .createTable('person_civil_statuses')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    // 10 Ongehuwd, 20 Gehuwd, 30 weduw(e)naar, 40 uit de echt gescheiden, 80 partnerschap, …
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .addColumn('partner_insz', 'text')
    .addColumn('municipality_nis', 'text')
    .addColumn('place', 'text')
    .addColumn('country_nis', 'text')
    .execute();
  await db.schema
    .createIndex('person_civil_statuses_insz_idx')
    .on('person_civil_statuses')
    .column('insz')
    .execute();

  await db.schema
    .createTable('person_addresses')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    // hoofdverblijfplaats (main residence), contactadres, buitenland (residence abroad).
    .addColumn('kind', 'text', (column) => column.notNull())
    // Contact address type (1 Tijdelijk verblijf, …); null for other kinds.
    .addColumn('contact_type', 'text')
    .addColumn('street', 'text')
    .addColumn('street_code', 'text')
    .addColumn('house_number', 'text')
    .addColumn('box', 'text')
    .addColumn('postcode', 'text')
    .addColumn('municipality_nis', 'text')
    .addColumn('municipality', 'text')
    .addColumn('country_nis', 'text', (column) => column.notNull())
    // Address lines abroad, as the register keeps them (free text).
    .addColumn('lines', 'jsonb')
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createIndex('person_addresses_insz_idx')
    .on('person_addresses')
    .column('insz')
    .execute();
  // Address search: who lives (or lived) at a number in a street of a postcode.
  await sql`create index person_addresses_street_idx on person_addresses (postcode, lower(street), house_number)`.execute(
    db,
  );

  await db.schema
    .createTable('households')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .execute();
  await db.schema
    .createTable('household_members')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('household_id', 'integer', (column) =>
      column.notNull().references('households.id').onDelete('cascade'),
    )
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    // Position towards the reference person: 01 gezinshoofd, 02 echtgeno(o)t(e), 03 zoon/dochter, …
    .addColumn('position', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createIndex('household_members_insz_idx')
    .on('household_members')
    .column('insz')
    .execute();
  await db.schema
    .createIndex('household_members_household_idx')
    .on('household_members')
    .column('household_id')
    .execute();

  await db.schema
    .createTable('legal_log')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('logged_at', 'timestamptz', (column) => column.notNull())
    .addColumn('correlation_id', 'text', (column) => column.notNull())
    .addColumn('user_subject', 'text', (column) => column.notNull())
    .addColumn('user_name', 'text', (column) => column.notNull())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('permission', 'text', (column) => column.notNull())
    .addColumn('operation', 'text', (column) => column.notNull())
    // Insz, CapaKey, Nrplaat, KboNummer, … and the subject itself.
    .addColumn('subject_kind', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('reference', 'text')
    // Vip, Solid, Magda (who registered it) and the authentic source asked (RR, KSZ, …).
    .addColumn('registered_by', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('previous_hash', 'text', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull().unique())
    .execute();
  await db.schema
    .createIndex('legal_log_subject_idx')
    .on('legal_log')
    .columns(['subject', 'logged_at'])
    .execute();
  await db.schema
    .createIndex('legal_log_correlation_idx')
    .on('legal_log')
    .column('correlation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'legal_log',
    'household_members',
    'households',
    'person_addresses',
    'person_civil_statuses',
    'person_nationalities',
    'persons',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

// The synthetic enterprise register, shaped like the Crossroads Bank for Enterprises (KBO): its
// code lists (legal forms, NACE-BEL 2025 activities), enterprises with their names, activities,
// establishment units, functions, joint committee and participations, and the associations
// (vCode) with their representatives.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_forms')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('label_nl', 'text', (column) => column.notNull())
    .addColumn('label_fr', 'text', (column) => column.notNull())
    .addColumn('label_de', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createTable('nace_codes')
    // NACE-BEL 2025 subclass, five digits without the dot ('41001').
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('label_nl', 'text', (column) => column.notNull())
    .addColumn('label_fr', 'text', (column) => column.notNull())
    .addColumn('label_de', 'text', (column) => column.notNull())
    .addColumn('label_en', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('enterprises')
    // Ten digits without dots, mod 97: the last two are 97 minus the first eight modulo 97.
    .addColumn('enterprise_number', 'text', (column) => column.primaryKey())
    // The official name in the enterprise's own language (its first MaatschappelijkeNaam).
    .addColumn('official_name', 'text', (column) => column.notNull())
    // SoortOnderneming: 1 natuurlijke persoon, 2 rechtspersoon.
    .addColumn('kind', 'text', (column) => column.notNull())
    // The natural person who is the enterprise (kind 1), else null.
    .addColumn('holder_insz', 'text')
    // nl, fr or de: the language of the official name.
    .addColumn('language', 'text', (column) => column.notNull())
    // Legal form (legal_forms.code); null for a natural person.
    .addColumn('legal_form', 'text')
    .addColumn('legal_form_since', 'date')
    // StatusKBO: AC Actief, ST Stopgezet.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('cessation_code', 'text')
    .addColumn('cessation_date', 'date')
    .addColumn('start_date', 'date', (column) => column.notNull())
    .addColumn('registration_date', 'date', (column) => column.notNull())
    // The registered seat (adres type 001), on a real street of the code lists.
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('street_code', 'text', (column) => column.notNull())
    .addColumn('house_number', 'text', (column) => column.notNull())
    .addColumn('box', 'text')
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('municipality_nis', 'text', (column) => column.notNull())
    .addColumn('municipality', 'text', (column) => column.notNull())
    // Joint committee (synthetic list) and employment class; null without staff.
    .addColumn('joint_committee', 'text')
    .addColumn('employment_class', 'text')
    .addColumn('employment_since', 'date')
    .execute();
  await db.schema
    .createIndex('enterprises_holder_idx')
    .on('enterprises')
    .column('holder_insz')
    .execute();

  await db.schema
    .createTable('enterprise_names')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('enterprise_number', 'text', (column) =>
      column.notNull().references('enterprises.enterprise_number').onDelete('cascade'),
    )
    // maatschappelijk (official), afgekort (abbreviation), commercieel (commercial).
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('enterprise_names_enterprise_idx')
    .on('enterprise_names')
    .column('enterprise_number')
    .execute();

  await db.schema
    .createTable('enterprise_activities')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('enterprise_number', 'text', (column) =>
      column.notNull().references('enterprises.enterprise_number').onDelete('cascade'),
    )
    .addColumn('nace_code', 'text', (column) => column.notNull())
    .addColumn('nace_version', 'text', (column) => column.notNull())
    // P hoofdactiviteit, S nevenactiviteit.
    .addColumn('type', 'text', (column) => column.notNull())
    // 001 BTW, 006 RSZ.
    .addColumn('activity_group', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('enterprise_activities_enterprise_idx')
    .on('enterprise_activities')
    .column('enterprise_number')
    .execute();

  await db.schema
    .createTable('establishment_units')
    // Ten digits starting with 2, mod 97 like an enterprise number.
    .addColumn('establishment_number', 'text', (column) => column.primaryKey())
    .addColumn('enterprise_number', 'text', (column) =>
      column.notNull().references('enterprises.enterprise_number').onDelete('cascade'),
    )
    .addColumn('name', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('start_date', 'date', (column) => column.notNull())
    .addColumn('end_date', 'date')
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('street_code', 'text', (column) => column.notNull())
    .addColumn('house_number', 'text', (column) => column.notNull())
    .addColumn('box', 'text')
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('municipality_nis', 'text', (column) => column.notNull())
    .addColumn('municipality', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('establishment_units_enterprise_idx')
    .on('establishment_units')
    .column('enterprise_number')
    .execute();

  await db.schema
    .createTable('enterprise_functions')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('enterprise_number', 'text', (column) =>
      column.notNull().references('enterprises.enterprise_number').onDelete('cascade'),
    )
    // AardFunctie: 10002 bestuurder, 10003 vast vertegenwoordiger, 10005 directiecomité, …
    .addColumn('function_code', 'text', (column) => column.notNull())
    // The holder: a person of the population or an enterprise, exactly one of the two.
    .addColumn('holder_insz', 'text')
    .addColumn('holder_enterprise', 'text')
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createIndex('enterprise_functions_enterprise_idx')
    .on('enterprise_functions')
    .column('enterprise_number')
    .execute();

  await db.schema
    .createTable('enterprise_participations')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    // The enterprise in which a share is held.
    .addColumn('enterprise_number', 'text', (column) =>
      column.notNull().references('enterprises.enterprise_number').onDelete('cascade'),
    )
    // Who holds it: an enterprise or a person, exactly one of the two.
    .addColumn('holder_enterprise', 'text')
    .addColumn('holder_insz', 'text')
    // Share in hundredths of a percent (2550 is 25.50 %).
    .addColumn('share_basis_points', 'integer', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createIndex('enterprise_participations_enterprise_idx')
    .on('enterprise_participations')
    .column('enterprise_number')
    .execute();
  await db.schema
    .createIndex('enterprise_participations_holder_idx')
    .on('enterprise_participations')
    .column('holder_enterprise')
    .execute();

  await db.schema
    .createTable('associations')
    // 'v' and seven digits.
    .addColumn('vcode', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('abbreviation', 'text')
    // 017 vzw, 416 dienstverlenende vereniging, 417 opdrachthoudende vereniging; 721 for a
    // de facto association without legal personality.
    .addColumn('legal_form', 'text', (column) => column.notNull())
    // The association's KBO number when it has legal personality.
    .addColumn('enterprise_number', 'text')
    .addColumn('start_date', 'date', (column) => column.notNull())
    .addColumn('nace_code', 'text')
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('street_code', 'text', (column) => column.notNull())
    .addColumn('house_number', 'text', (column) => column.notNull())
    .addColumn('box', 'text')
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('municipality_nis', 'text', (column) => column.notNull())
    .addColumn('municipality', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('association_representatives')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('vcode', 'text', (column) =>
      column.notNull().references('associations.vcode').onDelete('cascade'),
    )
    .addColumn('insz', 'text', (column) => column.notNull())
    // voorzitter, secretaris, penningmeester (synthetic roles).
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createIndex('association_representatives_vcode_idx')
    .on('association_representatives')
    .column('vcode')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'association_representatives',
    'associations',
    'enterprise_participations',
    'enterprise_functions',
    'establishment_units',
    'enterprise_activities',
    'enterprise_names',
    'enterprises',
    'nace_codes',
    'legal_forms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

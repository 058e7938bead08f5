// The synthetic land registry (cadastre): cadastral divisions of a few Flemish municipalities,
// parcel partitions with their nature, income and surface, the buildings on them, ownership states
// (current and previous) with the rights their parties hold and the shares, and the sales that
// ended a state. A state's holders are people of the population or enterprises of the register.
import { sql, type Kysely } from 'kysely';
import { createSeedMarker } from '../seed-marker';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('land_divisions')
    .addColumn('code', 'text', (column) => column.primaryKey().check(sql`code ~ '^[0-9]{5}$'`))
    .addColumn('municipality_nis', 'text', (column) => column.notNull())
    // 1 for 'GENT 1 AFD'.
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('land_partitions')
    // The partition id: 12345A0678-00B000-P0000.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('capakey', 'text', (column) =>
      column.notNull().check(sql`capakey ~ '^[0-9]{5}[A-Z][0-9]{4}/[0-9]{2}[A-Z_][0-9]{3}$'`),
    )
    .addColumn('partition', 'text', (column) =>
      column.notNull().check(sql`partition ~ '^P[0-9]{4}$'`),
    )
    .addColumn('division_code', 'text', (column) =>
      column.notNull().references('land_divisions.code'),
    )
    .addColumn('section', 'text', (column) => column.notNull())
    .addColumn('radical', 'text', (column) => column.notNull())
    .addColumn('bis', 'text', (column) => column.notNull())
    .addColumn('exponent', 'text', (column) => column.notNull())
    .addColumn('power', 'text', (column) => column.notNull())
    .addColumn('nature', 'text', (column) => column.notNull())
    // Whole euros.
    .addColumn('income_amount', 'integer', (column) => column.notNull())
    .addColumn('income_letter', 'text', (column) => column.notNull())
    .addColumn('income_digit', 'text', (column) => column.notNull())
    // m².
    .addColumn('surface', 'integer', (column) => column.notNull())
    // Belgian Lambert 72, metres.
    .addColumn('x', 'integer', (column) => column.notNull())
    .addColumn('y', 'integer', (column) => column.notNull())
    .addColumn('address', 'text')
    .addUniqueConstraint('land_partitions_capakey_partition_key', ['capakey', 'partition'])
    .execute();
  await db.schema
    .createIndex('land_partitions_place_idx')
    .on('land_partitions')
    .columns(['division_code', 'section', 'radical'])
    .execute();

  await db.schema
    .createTable('land_buildings')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('partition_id', 'text', (column) =>
      column.notNull().references('land_partitions.id'),
    )
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('indication', 'text', (column) => column.notNull())
    .addColumn('quality', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('pur_nature', 'text', (column) => column.notNull())
    // AB12.CD34.EF.
    .addColumn('pur_number', 'text', (column) =>
      column.notNull().check(sql`pur_number ~ '^[A-Z]{2}[0-9]{2}\\.[A-Z]{2}[0-9]{2}\\.[A-Z]{2}$'`),
    )
    .addColumn('built_surface', 'integer', (column) => column.notNull())
    .addColumn('floors', 'integer', (column) => column.notNull())
    .addColumn('rooms', 'integer', (column) => column.notNull())
    .addColumn('bathrooms', 'integer', (column) => column.notNull())
    .addColumn('garages', 'integer', (column) => column.notNull())
    .addColumn('central_heating', 'boolean', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('land_buildings_partition_idx')
    .on('land_buildings')
    .column('partition_id')
    .execute();

  await db.schema
    .createTable('land_ownership_states')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('partition_id', 'text', (column) =>
      column.notNull().references('land_partitions.id'),
    )
    .addColumn('article', 'text', (column) => column.notNull())
    .addColumn('previous_article', 'text')
    // The state the parcel was in before this one (history), null for the first.
    .addColumn('previous_state_id', 'text')
    .addColumn('valid_from', 'date', (column) => column.notNull())
    // Null while the state is current.
    .addColumn('valid_to', 'date')
    // yyyy-MM-dd HH:mm:ss, as the source writes its versions.
    .addColumn('version_begin', 'text', (column) => column.notNull())
    .addColumn('registration_type', 'text', (column) => column.notNull())
    // The shares of its rights add up (the source's answer about them is complete).
    .addColumn('complete', 'boolean', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('land_ownership_states_partition_idx')
    .on('land_ownership_states')
    .columns(['partition_id', 'valid_from'])
    .execute();

  await db.schema
    .createTable('land_rights')
    .addColumn('state_id', 'text', (column) =>
      column.notNull().references('land_ownership_states.id'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('party_id', 'text', (column) => column.notNull())
    .addColumn('insz', 'text')
    .addColumn('enterprise_number', 'text')
    .addColumn('right_type', 'text', (column) => column.notNull())
    .addColumn('share_numerator', 'integer', (column) => column.notNull())
    .addColumn('share_denominator', 'integer', (column) => column.notNull())
    .addColumn('list_type', 'text', (column) =>
      column.notNull().check(sql`list_type in ('Individueel', 'Gemeenschap', 'Onderneming')`),
    )
    .addColumn('lives_on_property', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('land_rights_pkey', ['state_id', 'position'])
    .addCheckConstraint(
      'land_rights_one_holder',
      sql`(insz is null) <> (enterprise_number is null)`,
    )
    .execute();
  await db.schema.createIndex('land_rights_insz_idx').on('land_rights').column('insz').execute();
  await db.schema
    .createIndex('land_rights_enterprise_idx')
    .on('land_rights')
    .column('enterprise_number')
    .execute();

  await db.schema
    .createTable('land_sales')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('partition_id', 'text', (column) =>
      column.notNull().references('land_partitions.id'),
    )
    // The state the sale ended and the one it began.
    .addColumn('previous_state_id', 'text', (column) => column.notNull())
    .addColumn('state_id', 'text', (column) => column.notNull())
    .addColumn('sale_date', 'date', (column) => column.notNull())
    // Whole euros.
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('sale_type', 'text', (column) => column.notNull())
    // The deed's office of legal security (a fiche 60's office number).
    .addColumn('office', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('land_sales_date_idx')
    .on('land_sales')
    .columns(['sale_date'])
    .execute();

  await createSeedMarker(db, 'land_registry_seed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('land_registry_seed').execute();
  await db.schema.dropTable('land_sales').execute();
  await db.schema.dropTable('land_rights').execute();
  await db.schema.dropTable('land_ownership_states').execute();
  await db.schema.dropTable('land_buildings').execute();
  await db.schema.dropTable('land_partitions').execute();
  await db.schema.dropTable('land_divisions').execute();
}

// The synthetic social security source: the people it has a file for, their social statutes with
// their periods, the public social welfare centres (OCMW) that pay a living wage, and the
// living-wage records as each person concerned sees them (without amounts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_security_dossiers')
    // A person of the population without a row here is unknown to the source (DNK).
    .addColumn('insz', 'text', (column) =>
      column.primaryKey().references('persons.insz').onDelete('cascade'),
    )
    // The source cannot answer for this person (NOK).
    .addColumn('blocked', 'boolean', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('social_statuses')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('social_security_dossiers.insz').onDelete('cascade'),
    )
    // SociaalStatuut/Naam: BIM_BVT, BIM_BVT_IN_FAMILY, LIVING_WAGES_PCSA_HELP, …
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('start_date', 'date', (column) => column.notNull())
    // Null while the statute applies.
    .addColumn('end_date', 'date')
    // Still being examined (VA); only a running period is.
    .addColumn('provisional', 'boolean', (column) => column.notNull())
    .addCheckConstraint(
      'social_statuses_period_check',
      sql`(end_date is null or end_date >= start_date) and (not provisional or end_date is null)`,
    )
    .execute();
  await db.schema
    .createIndex('social_statuses_insz_idx')
    .on('social_statuses')
    .columns(['insz', 'name', 'start_date'])
    .execute();

  await db.schema
    .createTable('social_welfare_centres')
    // Its enterprise number, ten digits.
    .addColumn('number', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('municipality_nis', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('living_wages')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    // The person the record is asked for: the beneficiary, or their partner.
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('social_security_dossiers.insz').onDelete('cascade'),
    )
    .addColumn('beneficiary_insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    .addColumn('partner', 'boolean', (column) => column.notNull())
    // Leefloon or EquivalentLeefloon.
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('Leefloon', 'EquivalentLeefloon')`),
    )
    .addColumn('start_date', 'date', (column) => column.notNull())
    // Null while it is paid.
    .addColumn('end_date', 'date')
    .addColumn('centre_number', 'text', (column) =>
      column.notNull().references('social_welfare_centres.number'),
    )
    // A decision still being examined (VA); only a running one is.
    .addColumn('provisional', 'boolean', (column) => column.notNull())
    .addCheckConstraint(
      'living_wages_record_check',
      sql`(end_date is null or end_date >= start_date) and (not provisional or end_date is null)
        and (partner = (beneficiary_insz <> insz))`,
    )
    .execute();
  await db.schema
    .createIndex('living_wages_insz_idx')
    .on('living_wages')
    .columns(['insz', 'start_date'])
    .execute();

  await db.schema
    .createTable('social_security_seed')
    // One row at most: the source was generated (people it does not know included).
    .addColumn('singleton', 'boolean', (column) =>
      column
        .primaryKey()
        .defaultTo(true)
        .check(sql`singleton`),
    )
    .addColumn('seeded_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_security_seed').execute();
  await db.schema.dropTable('living_wages').execute();
  await db.schema.dropTable('social_welfare_centres').execute();
  await db.schema.dropTable('social_statuses').execute();
  await db.schema.dropTable('social_security_dossiers').execute();
}

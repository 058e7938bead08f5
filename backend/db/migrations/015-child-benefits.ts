// The synthetic child-benefits source (Groeipakket): a file per child, with the months it pays for
// the child to each beneficiary through a fund, and the bonuses paid to a beneficiary. Months are
// 'yyyy-MM' text, which sorts as the months do.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('child_benefit_files')
    .addColumn('child_insz', 'text', (column) =>
      column.primaryKey().references('persons.insz').onDelete('cascade'),
    )
    // What the source answers for the file: OK, VA provisional, NOK cannot be read now.
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('OK', 'VA', 'NOK')`),
    )
    .execute();

  await db.schema
    .createTable('child_benefit_periods')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('child_insz', 'text', (column) =>
      column.notNull().references('child_benefit_files.child_insz').onDelete('cascade'),
    )
    .addColumn('beneficiary_insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    // The fund's short code (contracts/child-benefits-codes.ts).
    .addColumn('fund_code', 'text', (column) => column.notNull())
    // BASIS, KINDEROPVANG, KLEUTER, … (contracts/child-benefits-codes.ts).
    .addColumn('category', 'text', (column) => column.notNull())
    // MET_TYPE_SOCIAAL or ZONDER_TYPE_SOCIAAL.
    .addColumn('social_type', 'text', (column) => column.notNull())
    .addColumn('begin_month', 'text', (column) =>
      column.notNull().check(sql`begin_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    )
    // Null while the period runs.
    .addColumn('end_month', 'text', (column) =>
      column.check(sql`end_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    )
    .addCheckConstraint(
      'child_benefit_periods_order',
      sql`end_month is null or end_month >= begin_month`,
    )
    .execute();
  await db.schema
    .createIndex('child_benefit_periods_child_idx')
    .on('child_benefit_periods')
    .columns(['child_insz', 'begin_month'])
    .execute();
  await db.schema
    .createIndex('child_benefit_periods_beneficiary_idx')
    .on('child_benefit_periods')
    .column('beneficiary_insz')
    .execute();

  await db.schema
    .createTable('child_benefit_bonuses')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('child_insz', 'text', (column) =>
      column.notNull().references('child_benefit_files.child_insz').onDelete('cascade'),
    )
    .addColumn('beneficiary_insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    .addColumn('fund_code', 'text', (column) => column.notNull())
    // VOORAFBETALING_GEBOORTE.
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('payment_date', 'date', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('child_benefit_bonuses_child_idx')
    .on('child_benefit_bonuses')
    .column('child_insz')
    .execute();
  await db.schema
    .createIndex('child_benefit_bonuses_beneficiary_idx')
    .on('child_benefit_bonuses')
    .column('beneficiary_insz')
    .execute();

  await db.schema
    .createTable('child_benefit_seed')
    // One row at most: the source was generated (people without a file included).
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
  await db.schema.dropTable('child_benefit_seed').execute();
  await db.schema.dropTable('child_benefit_bonuses').execute();
  await db.schema.dropTable('child_benefit_periods').execute();
  await db.schema.dropTable('child_benefit_files').execute();
}

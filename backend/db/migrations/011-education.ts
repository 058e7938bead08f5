// The synthetic education source: institutions (schools, centres for adult education, university
// colleges and universities, named after the municipalities they stand in) and the enrolment
// history of the population, per part of the source (compulsory, adult, higher education).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('education_institutions')
    .addColumn('number', 'text', (column) => column.primaryKey())
    // Instantie: KLEUTERSCHOOL, BASISSCHOOL, SECUNDAIRE_SCHOOL, CVO, CBE, HOGESCHOOL, UNIVERSITEIT, SYNTRA.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('house_number', 'text', (column) => column.notNull())
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('municipality_nis', 'text', (column) => column.notNull())
    .addColumn('municipality', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('website', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('education_enrolments')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    // LP compulsory, VWO adult, HO higher education.
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('reference', 'uuid', (column) => column.notNull().unique())
    .addColumn('institution_number', 'text', (column) =>
      column.notNull().references('education_institutions.number'),
    )
    .addColumn('start_date', 'date', (column) => column.notNull())
    // Null while the enrolment runs.
    .addColumn('end_date', 'date')
    // What the part of the source says of the enrolment, in its own shape.
    .addColumn('details', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('education_enrolments_insz_idx')
    .on('education_enrolments')
    .columns(['insz', 'source', 'start_date'])
    .execute();

  await db.schema
    .createTable('education_seed')
    // One row at most: the source was generated (people without enrolments included).
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
  await db.schema.dropTable('education_seed').execute();
  await db.schema.dropTable('education_enrolments').execute();
  await db.schema.dropTable('education_institutions').execute();
}

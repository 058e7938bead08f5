// The bulk pipeline's durable state, shared by every domain with a bulk screen: the sheets users
// uploaded (validated, with their findings), the jobs made of them, and one row per item of a job.
// Workers of any number of backend instances claim items with FOR UPDATE SKIP LOCKED and end each
// item in the same transaction as its effect, so an item is done exactly once (ADR 014).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bulk_files')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    // The domain's bulk kind ('led'): which processor its job's items go to.
    .addColumn('kind', 'text', (column) => column.notNull())
    // Whose it is: only the same user in the same organisation may read or send it.
    .addColumn('owner_subject', 'text', (column) => column.notNull())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('reference', 'text')
    .addColumn('header_row', 'integer', (column) => column.notNull())
    .addColumn('header', 'jsonb', (column) => column.notNull())
    // Every data line: { regel, cellen, fouten, item } as the sheet request gave it, checked.
    .addColumn('lines', 'jsonb', (column) => column.notNull())
    .addColumn('line_count', 'integer', (column) => column.notNull())
    .addColumn('error_line_count', 'integer', (column) => column.notNull())
    // gevalideerdMetFouten, gevalideerd, verzonden.
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('gevalideerdMetFouten', 'gevalideerd', 'verzonden')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bulk_files_owner_idx')
    .on('bulk_files')
    .columns(['owner_subject', 'organisation_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('bulk_jobs')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    // One job per file: sending a file twice answers the job it already has.
    .addColumn('file_id', 'uuid', (column) => column.notNull().unique().references('bulk_files.id'))
    .addColumn('owner_subject', 'text', (column) => column.notNull())
    .addColumn('owner_name', 'text', (column) => column.notNull())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    // The profile and grant the job acts under: its items' legal-log entries name them.
    .addColumn('role_uri', 'text', (column) => column.notNull())
    .addColumn('permission', 'text', (column) => column.notNull())
    .addColumn('correlation_id', 'text', (column) => column.notNull())
    .addColumn('reference', 'text')
    // The language the items' messages are written in (the sender's).
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('item_count', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // Set by the worker that ends the last item.
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('bulk_jobs_owner_idx')
    .on('bulk_jobs')
    .columns(['owner_subject', 'organisation_code', 'kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('bulk_items')
    .addColumn('job_id', 'uuid', (column) =>
      column.notNull().references('bulk_jobs.id').onDelete('cascade'),
    )
    // The item's place in the job (0, 1, …) and its row number in the sheet.
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('line', 'integer', (column) => column.notNull())
    // What the domain's processor takes (the row schema's item).
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    // Null while PROCESSING; then 200 done, 404 not found, 205 and up an error.
    .addColumn('status', 'integer', (column) => column.check(sql`status between 100 and 599`))
    .addColumn('message', 'text')
    // What the processor made (the new proof's reference), for the result file.
    .addColumn('result', 'text')
    // Which worker ended it, when: for the operators and for the exactly-once tests.
    .addColumn('worker', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('bulk_items_pk', ['job_id', 'position'])
    .execute();
  // The queue: the items still waiting, in the order they were sent.
  await sql`create index bulk_items_waiting_idx on bulk_items (job_id, position) where status is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bulk_items').execute();
  await db.schema.dropTable('bulk_jobs').execute();
  await db.schema.dropTable('bulk_files').execute();
}

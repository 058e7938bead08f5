// Reading the legal log (ADR 006, 'Reading the log'). Its entries are searched by subject through
// a blind index, `subject_index`: an HMAC of the subject's kind and normalised value under a key
// of its own, so that the subjects can be found without an index of their clear text (a copy of
// the table's indexes or statistics then names nobody); the clear-text index on the subject
// that nothing searched by is dropped for the same reason. The column is not part of the content
// the chain's hash covers: the chain's format stays 2, and the backend fills the index of the
// entries written before it at its start. The other filters get indexes of their own (the user
// already has `legal_log_user_operation_idx`, which starts with it; `server_id` its unique
// index, the correlation id its own since the table was made). The audit reports are durable jobs of their own table, made by the worker loop every
// instance runs, each with the file it made. The synthetic history of the log has a seed marker
// of its own.
import { sql, type Kysely } from 'kysely';
import { createSeedMarker } from '../seed-marker';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('legal_log').addColumn('subject_index', 'text').execute();
  await db.schema.dropIndex('legal_log_subject_idx').execute();
  const indexes: [string, string[]][] = [
    ['legal_log_subject_index_idx', ['subject_index', 'id']],
    ['legal_log_logged_at_idx', ['logged_at']],
    ['legal_log_organisation_idx', ['organisation_code', 'id']],
    ['legal_log_operation_idx', ['operation', 'id']],
    ['legal_log_source_idx', ['source', 'id']],
    ['legal_log_reference_idx', ['reference', 'id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('legal_log').columns(columns).execute();
  }

  await db.schema
    .createTable('legal_log_reports')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    // Whose it is: only the same user reads it.
    .addColumn('owner_subject', 'text', (column) => column.notNull())
    .addColumn('owner_name', 'text', (column) => column.notNull())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('role_uri', 'text', (column) => column.notNull())
    .addColumn('correlation_id', 'text', (column) => column.notNull())
    // The language its labels are written in (the caller's).
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull().check(sql`format in ('xlsx', 'pdf')`))
    // The filters as JSON, as the request gave them (contracts/legal-log-filters.ts).
    .addColumn('filters', 'jsonb', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('InBehandeling', 'Klaar', 'Mislukt')`),
    )
    .addColumn('entry_count', 'integer')
    .addColumn('file_name', 'text')
    .addColumn('content', 'bytea')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('legal_log_reports_owner_idx')
    .on('legal_log_reports')
    .columns(['owner_subject', 'created_at'])
    .execute();
  // The worker looks for the reports still to make, oldest first.
  await db.schema
    .createIndex('legal_log_reports_waiting_idx')
    .on('legal_log_reports')
    .column('created_at')
    .where(sql.ref('status'), '=', 'InBehandeling')
    .execute();
  await createSeedMarker(db, 'legal_log_history_seed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legal_log_history_seed').execute();
  await db.schema.dropTable('legal_log_reports').execute();
  for (const name of [
    'legal_log_subject_index_idx',
    'legal_log_logged_at_idx',
    'legal_log_organisation_idx',
    'legal_log_operation_idx',
    'legal_log_source_idx',
    'legal_log_reference_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('legal_log').dropColumn('subject_index').execute();
  await db.schema
    .createIndex('legal_log_subject_idx')
    .on('legal_log')
    .columns(['subject', 'logged_at'])
    .execute();
}

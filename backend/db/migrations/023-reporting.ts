// Reporting: the usage reports read the legal log, the bulk jobs and the document service's
// shipments per organisation over a period, so each of those tables gets an index that starts
// with the organisation and its time. The legal log's index carries the columns the reports
// group and count by, so a report over a year reads the index alone (an index-only scan). The
// legal log gets how long the source's answer took (`source_ms`), measured by the backend for the
// consultations it answers itself; like the subject's blind index it lies beside the content the
// chain's hash covers, not in it, so the chain's format stays as it is. `report_views` keeps when
// each user last viewed each report. The synthetic history of bulk jobs has a seed marker of its own.
import { sql, type Kysely } from 'kysely';
import { createSeedMarker } from '../seed-marker';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('legal_log').addColumn('source_ms', 'integer').execute();
  await sql`create index legal_log_organisation_time_idx on legal_log
    (organisation_code, logged_at)
    include (user_subject, user_name, role, permission, source, registered_by, outcome, source_ms)`.execute(
    db,
  );
  await db.schema
    .createIndex('bulk_jobs_organisation_time_idx')
    .on('bulk_jobs')
    .columns(['organisation_code', 'created_at'])
    .execute();
  // The document service's shipments have (organisation_code, created_at) since they exist
  // (document_shipments_created_idx).
  await db.schema
    .createTable('report_views')
    .addColumn('user_subject', 'text', (column) => column.notNull())
    .addColumn('report', 'text', (column) => column.notNull())
    .addColumn('viewed_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('report_views_pk', ['user_subject', 'report'])
    .execute();
  await createSeedMarker(db, 'bulk_history_seed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bulk_history_seed').execute();
  await db.schema.dropTable('report_views').execute();
  await db.schema.dropIndex('bulk_jobs_organisation_time_idx').execute();
  await db.schema.dropIndex('legal_log_organisation_time_idx').execute();
  await db.schema.alterTable('legal_log').dropColumn('source_ms').execute();
}

// Reporting: the reports that count the legal log over a period (per domain and month, per user
// and profile, the source answers per day) read a year of entries every time unless the months
// that can no longer change are counted once. A month is closed when the chain's last entry lies
// after it: the chain takes no entry before its end (id order is time order), so nothing can be
// added to a month that ended before that entry. A closed month is counted once, when a report
// first needs it, into three rollups, and marked rolled in `report_rollup_months`; the months not
// closed (the current one) are counted from the log itself. The source answers' measured times are
// kept per organisation, day and source as a sorted array, so the percentiles over several
// organisations stay exact.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_rollup_months')
    .addColumn('month', 'text', (column) => column.primaryKey())
    .addColumn('rolled_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('report_month_permissions')
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('permission', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('report_month_permissions_pk', [
      'organisation_code',
      'month',
      'permission',
    ])
    .execute();
  await db.schema
    .createTable('report_month_users')
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('user_subject', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('user_name', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('report_month_users_pk', [
      'organisation_code',
      'month',
      'user_subject',
      'role',
    ])
    .execute();
  await db.schema
    .createTable('report_day_sources')
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('ok', 'integer', (column) => column.notNull())
    .addColumn('timeout', 'integer', (column) => column.notNull())
    .addColumn('error', 'integer', (column) => column.notNull())
    .addColumn('source_ms', sql`integer[]`, (column) => column.notNull())
    .addPrimaryKeyConstraint('report_day_sources_pk', ['organisation_code', 'day', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_day_sources').execute();
  await db.schema.dropTable('report_month_users').execute();
  await db.schema.dropTable('report_month_permissions').execute();
  await db.schema.dropTable('report_rollup_months').execute();
}

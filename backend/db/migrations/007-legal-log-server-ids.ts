// Every legal-log entry gets an id the backend makes, next to the correlation id the caller
// chose (kept for tracing): one caller can reuse another request's correlation id, never a
// server id. Entries written before keep no server id and the content format they were hashed
// in (1); new entries are hashed in format 2, which covers the server id (ADR 006).
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('legal_log')
    .addColumn('server_id', 'uuid', (column) => column.unique())
    .addColumn('content_format', 'smallint', (column) => column.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('legal_log')
    .dropColumn('server_id')
    .dropColumn('content_format')
    .execute();
}

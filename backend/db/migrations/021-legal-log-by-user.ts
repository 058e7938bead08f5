// The legal log read by user and operation over time: the per-user quota on address lookups
// counts a user's lookups of the last hour in it, the log being the one record every backend
// instance shares.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('legal_log_user_operation_idx')
    .on('legal_log')
    .columns(['user_subject', 'operation', 'logged_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('legal_log_user_operation_idx').execute();
}

// The idempotency keys of person creations: a caller that sends the same key again gets the
// person its first request created, not a second one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person_creations')
    // The subject of the caller's token: a key only counts for the caller who sent it.
    .addColumn('caller_subject', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    // What the first request asked (a hash of its payload): the same key with another payload is
    // refused rather than answered with a person the caller did not describe.
    .addColumn('payload_hash', 'text', (column) => column.notNull())
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('person_creations_pkey', ['caller_subject', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('person_creations').execute();
}

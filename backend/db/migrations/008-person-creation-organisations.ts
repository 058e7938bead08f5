// An idempotency key counts for the caller and the organisation it acts for: the same user adding
// a person for another organisation gets that organisation's own answer, never the first one's.
// Keys stored before keep an empty organisation (they match no request any more).
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('person_creations')
    .addColumn('organisation_code', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('person_creations').dropConstraint('person_creations_pkey').execute();
  await db.schema
    .alterTable('person_creations')
    .addPrimaryKeyConstraint('person_creations_pkey', [
      'caller_subject',
      'organisation_code',
      'idempotency_key',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('person_creations').dropConstraint('person_creations_pkey').execute();
  await db.schema.alterTable('person_creations').dropColumn('organisation_code').execute();
  await db.schema
    .alterTable('person_creations')
    .addPrimaryKeyConstraint('person_creations_pkey', ['caller_subject', 'idempotency_key'])
    .execute();
}

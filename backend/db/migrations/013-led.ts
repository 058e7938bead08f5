// The synthetic learning and experience proofs source (LED): proofs of the population's
// diplomas, certificates and professional qualifications, each with its validity periods, and
// every mutation of a proof (its registration, a cancellation).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('led_proofs')
    // Bewijsreferte.
    .addColumn('reference', 'uuid', (column) => column.primaryKey())
    .addColumn('insz', 'text', (column) =>
      column.notNull().references('persons.insz').onDelete('cascade'),
    )
    // Bewijsmutatiereferte of the latest mutation.
    .addColumn('mutation_reference', 'uuid', (column) => column.notNull().unique())
    // 1 Geregistreerd, 10 Geannuleerd.
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('1', '10')`))
    .addColumn('status_changed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('supplier_name', 'text', (column) => column.notNull())
    .addColumn('supplier_reference', 'text', (column) => column.notNull())
    .addColumn('authenticity', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('proof_type', 'text', (column) => column.notNull())
    .addColumn('stage', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('field_of_study', 'text')
    .addColumn('institution_name', 'text', (column) => column.notNull())
    .addColumn('institution_number', 'text')
    .addColumn('awarding_body', 'text', (column) => column.notNull())
    .addColumn('level', 'text', (column) => column.notNull())
    .addColumn('issue_date', 'date', (column) => column.notNull())
    // [{ begin, einde }] with einde null for an open period; the issue date lies within one.
    .addColumn('validity', 'jsonb', (column) => column.notNull())
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    // BRON (the source's own), PORTAAL (registered here), BULK (by a bulk job).
    .addColumn('channel', 'text', (column) =>
      column.notNull().check(sql`channel in ('BRON', 'PORTAAL', 'BULK')`),
    )
    .addColumn('organisation_code', 'text')
    .addColumn('organisation_name', 'text')
    .addColumn('registered_at', 'timestamptz', (column) => column.notNull())
    // A proof a bulk job registered names its item: one proof per item, ever.
    .addColumn('job_id', 'uuid', (column) => column.references('bulk_jobs.id'))
    .addColumn('job_position', 'integer')
    // A registration sent with an Idempotency-Key: the same key from the same user answers it again.
    .addColumn('idempotency_key', 'text')
    .addColumn('registered_by', 'text')
    .addUniqueConstraint('led_proofs_job_item_unique', ['job_id', 'job_position'])
    .addUniqueConstraint('led_proofs_idempotency_unique', ['registered_by', 'idempotency_key'])
    .addCheckConstraint(
      'led_proofs_job_item_check',
      sql`(job_id is null) = (job_position is null) and (job_id is null) = (channel <> 'BULK')`,
    )
    .execute();
  await db.schema
    .createIndex('led_proofs_insz_idx')
    .on('led_proofs')
    .columns(['insz', 'issue_date'])
    .execute();

  await db.schema
    .createTable('led_proof_mutations')
    .addColumn('mutation_reference', 'uuid', (column) => column.primaryKey())
    .addColumn('proof_reference', 'uuid', (column) =>
      column.notNull().references('led_proofs.reference').onDelete('cascade'),
    )
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('1', '10')`))
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('led_proof_mutations_proof_idx')
    .on('led_proof_mutations')
    .columns(['proof_reference', 'at'])
    .execute();

  await db.schema
    .createTable('led_seed')
    // One row at most: the source was generated (people without proofs included).
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
  await db.schema.dropTable('led_seed').execute();
  await db.schema.dropTable('led_proof_mutations').execute();
  await db.schema.dropTable('led_proofs').execute();
}

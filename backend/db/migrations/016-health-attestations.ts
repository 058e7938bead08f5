// The synthetic health attestation source: covid certificates of vaccination, test and recovery,
// the covid test prescription codes (CTPC) tests were taken with, the requests to send a
// certificate's document, the one-dose rule per person, and the documents made of certificates and
// prescriptions. A certificate's holder need not be in the population: the source copied their
// name and birth date (the year only when day and month are unknown) when it issued it.
import { sql, type Kysely } from 'kysely';
import { createSeedMarker } from '../seed-marker';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ctpc_records')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    // 16 capitals or digits.
    .addColumn('code', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`code ~ '^[A-Z0-9]{16}$'`),
    )
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    // The names folded for case, accents, spaces and punctuation (population/fold.ts).
    .addColumn('search_first_name', 'text', (column) => column.notNull())
    .addColumn('search_last_name', 'text', (column) => column.notNull())
    .addColumn('birthdate', 'date', (column) => column.notNull())
    // E.164.
    .addColumn('phone', 'text', (column) =>
      column.notNull().check(sql`phone ~ '^\\+[1-9][0-9]{6,14}$'`),
    )
    // The person's number, when the prescriber knew it.
    .addColumn('insz', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    // The last day a test can be taken with it.
    .addColumn('valid_until', 'date', (column) => column.notNull())
    .addColumn('prescriber', 'text', (column) =>
      column.notNull().check(sql`prescriber in ('ARTS', 'ZELFEVALUATIE', 'CONTACTONDERZOEK')`),
    )
    .execute();
  await db.schema
    .createIndex('ctpc_records_phone_idx')
    .on('ctpc_records')
    .column('phone')
    .execute();
  await db.schema
    .createIndex('ctpc_records_name_idx')
    .on('ctpc_records')
    .columns(['search_last_name', 'search_first_name', 'birthdate'])
    .execute();

  await db.schema
    .createTable('health_attestations')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    // The vaccination, test or recovery it certifies: a recreated certificate keeps it.
    .addColumn('fact_id', 'uuid', (column) => column.notNull())
    // Not a reference to persons: the source also holds people the register does not know.
    .addColumn('insz', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('search_first_name', 'text', (column) => column.notNull())
    .addColumn('search_last_name', 'text', (column) => column.notNull())
    // 'YYYY-MM-DD', or 'YYYY' when day and month are unknown.
    .addColumn('birthdate', 'text', (column) =>
      column.notNull().check(sql`birthdate ~ '^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$'`),
    )
    .addColumn('zip_code', 'text')
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('vac', 'tst', 'rec')`),
    )
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('ACTIVE', 'SUSPENDED', 'REVOKED')`),
    )
    // The last day of a suspension: only a suspended certificate has one.
    .addColumn('suspended_until', 'date')
    .addColumn('issued', 'timestamptz', (column) => column.notNull())
    .addColumn('changed', 'timestamptz', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_until', 'date')
    // E.164.
    .addColumn('telephone', 'text')
    // When its document was last sent to the person.
    .addColumn('sent_on', 'timestamptz')
    .addColumn('cst_valid_until', 'date')
    .addColumn('uvci', 'text', (column) => column.notNull().unique())
    // ISO 3166 alpha-2: where the vaccine was given, the test taken or the infection found.
    .addColumn('country', 'text', (column) => column.notNull())
    // A vaccination: the product (EU value set), the dose and its day.
    .addColumn('vaccine_product', 'text')
    .addColumn('dose_number', 'integer')
    .addColumn('vaccinated_on', 'date')
    // A test: its kind and result (EU value sets), when sampled, where, and its prescription.
    .addColumn('test_type', 'text')
    .addColumn('test_result', 'text')
    .addColumn('sampled_at', 'timestamptz')
    .addColumn('test_centre', 'text')
    .addColumn('ctpc_code', 'text', (column) => column.references('ctpc_records.code'))
    // A recovery: the first positive test's day.
    .addColumn('first_positive_on', 'date')
    // [{ at, event }], oldest first.
    .addColumn('history', 'jsonb', (column) => column.notNull())
    .addCheckConstraint(
      'health_attestations_lifecycle_check',
      sql`(state = 'SUSPENDED') = (suspended_until is not null)
        and (valid_until is null or valid_until >= valid_from) and changed >= issued`,
    )
    .addCheckConstraint(
      'health_attestations_facts_check',
      sql`(type = 'vac') = (vaccine_product is not null and dose_number >= 1 and vaccinated_on is not null)
        and (type = 'tst') = (test_type is not null and test_result is not null
          and sampled_at is not null and test_centre is not null)
        and (type = 'rec') = (first_positive_on is not null)
        and (ctpc_code is null or type = 'tst')`,
    )
    .execute();
  await db.schema
    .createIndex('health_attestations_insz_idx')
    .on('health_attestations')
    .columns(['insz', 'issued'])
    .execute();
  await db.schema
    .createIndex('health_attestations_name_idx')
    .on('health_attestations')
    .columns(['search_last_name', 'search_first_name', 'birthdate'])
    .execute();
  await db.schema
    .createIndex('health_attestations_ctpc_idx')
    .on('health_attestations')
    .column('ctpc_code')
    .execute();

  await db.schema
    .createTable('health_attestation_sendings')
    // The request's reference id.
    .addColumn('reference_id', 'uuid', (column) => column.primaryKey())
    .addColumn('attestation_id', 'uuid', (column) =>
      column.notNull().references('health_attestations.id').onDelete('cascade'),
    )
    .addColumn('insz', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) =>
      column.notNull().check(sql`channel in ('PAPER', 'EBOX')`),
    )
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    // Null when sent; the source's error code when not.
    .addColumn('error_code', 'integer', (column) =>
      column.check(sql`error_code in (249, 250, 251, 252, 259)`),
    )
    // The organisation that asked.
    .addColumn('organisation', 'text')
    .execute();
  await db.schema
    .createIndex('health_attestation_sendings_attestation_idx')
    .on('health_attestation_sendings')
    .columns(['attestation_id', 'requested_at'])
    .execute();

  await db.schema
    .createTable('health_one_dose_required')
    .addColumn('insz', 'text', (column) =>
      column.primaryKey().references('persons.insz').onDelete('cascade'),
    )
    .addColumn('is_required', 'boolean', (column) => column.notNull())
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    // The organisation that set it.
    .addColumn('changed_by', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('health_documents')
    // ATTESTATION: a certificate's document; CTPC: a prescription's.
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('ATTESTATION', 'CTPC')`),
    )
    // The certificate's or the prescription's id; its latest document only.
    .addColumn('subject_id', 'uuid', (column) => column.notNull())
    .addColumn('generated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('verification_code', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .addPrimaryKeyConstraint('health_documents_pkey', ['kind', 'subject_id'])
    .execute();

  await createSeedMarker(db, 'health_attestation_seed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_attestation_seed').execute();
  await db.schema.dropTable('health_documents').execute();
  await db.schema.dropTable('health_one_dose_required').execute();
  await db.schema.dropTable('health_attestation_sendings').execute();
  await db.schema.dropTable('health_attestations').execute();
  await db.schema.dropTable('ctpc_records').execute();
}

// The synthetic document service: the sender profiles of the organisations, the shipments they
// sent (a letter on paper, an eBox message, an e-mail; a paper + eBox request is a pair of two),
// their attachments (the files kept once, by their SHA-256, however many shipments carry them),
// the statuses each passed, and which citizens and enterprises have an active eBox.
import { sql, type Kysely } from 'kysely';
import { createSeedMarker } from '../seed-marker';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_sender_profiles')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    // The return address: the letter address's fields (contracts/document.ts).
    .addColumn('address', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('document_sender_profiles_organisation_idx')
    .on('document_sender_profiles')
    .column('organisation_code')
    .execute();

  await db.schema
    .createTable('document_files')
    .addColumn('sha256', 'text', (column) =>
      column.primaryKey().check(sql`sha256 ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('size', 'integer', (column) => column.notNull().check(sql`size > 0`))
    .addColumn('pages', 'integer', (column) => column.notNull().check(sql`pages > 0`))
    .addColumn('content', 'bytea', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('document_shipments')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('sender_profile_id', 'text', (column) =>
      column.notNull().references('document_sender_profiles.id'),
    )
    // Who sent it: the user's name and the role they acted under, as shown on the shipment.
    .addColumn('sent_by', 'text', (column) => column.notNull())
    .addColumn('sent_by_role', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) =>
      column.notNull().check(sql`channel in ('paper', 'ebox', 'email')`),
    )
    .addColumn('requested_delivery', 'text', (column) =>
      column
        .notNull()
        .check(sql`requested_delivery in ('paper', 'ebox', 'paperAndEbox', 'automatic', 'email')`),
    )
    // The other shipment of a paper + eBox pair.
    .addColumn('pair_id', 'uuid')
    .addColumn('resent_from', 'uuid', (column) => column.references('document_shipments.id'))
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('message', 'text')
    // 'Uw referentie': kept, searchable, never printed.
    .addColumn('reference', 'text')
    .addColumn('recipient_name', 'text', (column) => column.notNull())
    // The name folded for case, accents, spaces and punctuation (population/fold.ts).
    .addColumn('recipient_search_name', 'text', (column) => column.notNull())
    .addColumn('recipient_insz', 'text', (column) =>
      column.check(sql`recipient_insz ~ '^\\d{11}$'`),
    )
    .addColumn('recipient_kbo', 'text', (column) => column.check(sql`recipient_kbo ~ '^\\d{10}$'`))
    .addColumn('recipient_email', 'text')
    .addColumn('recipient_address', 'jsonb')
    .addColumn('ebox_type', 'text', (column) =>
      column.check(sql`ebox_type in ('burger', 'onderneming')`),
    )
    .addColumn('email_type', 'text', (column) =>
      column.check(sql`email_type in ('registered', 'regular')`),
    )
    .addColumn('options', 'jsonb', (column) => column.notNull())
    .addColumn('payment', 'jsonb')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`status in ('created', 'printed', 'handedOver', 'sent', 'delivered', 'read', 'returned', 'bounced')`,
        ),
    )
    .addColumn('status_at', 'timestamptz', (column) => column.notNull())
    // When the next status is due; null once the shipment reached its last.
    .addColumn('next_step_at', 'timestamptz')
    // How it ends, drawn when it was sent: paper delivered or returned, eBox read or left
    // unread, e-mail delivered or bounced.
    .addColumn('fate', 'text', (column) =>
      column.notNull().check(sql`fate in ('delivered', 'returned', 'read', 'unread', 'bounced')`),
    )
    // The postal service cannot tell this shipment's status (its status call fails).
    .addColumn('status_unavailable', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('track_code', 'text')
    .addColumn('handed_over_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    // A send's Idempotency-Key, per organisation: a repeated send answers the first shipment.
    .addColumn('idempotency_key', 'text')
    .addUniqueConstraint('document_shipments_idempotency_key', [
      'organisation_code',
      'idempotency_key',
    ])
    .execute();
  for (const [name, columns] of [
    ['document_shipments_created_idx', ['organisation_code', 'created_at']],
    ['document_shipments_insz_idx', ['organisation_code', 'recipient_insz']],
    ['document_shipments_kbo_idx', ['organisation_code', 'recipient_kbo']],
    ['document_shipments_reference_idx', ['organisation_code', 'reference']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('document_shipments')
      .columns([...columns])
      .execute();
  }
  await db.schema
    .createIndex('document_shipments_due_idx')
    .on('document_shipments')
    .column('next_step_at')
    .where(sql.ref('next_step_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('document_attachments')
    .addColumn('shipment_id', 'uuid', (column) =>
      column.notNull().references('document_shipments.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('file_sha256', 'text', (column) =>
      column.notNull().references('document_files.sha256'),
    )
    .addPrimaryKeyConstraint('document_attachments_pk', ['shipment_id', 'position'])
    .addUniqueConstraint('document_attachments_name', ['shipment_id', 'name'])
    .execute();

  await db.schema
    .createTable('document_status_events')
    .addColumn('shipment_id', 'uuid', (column) =>
      column.notNull().references('document_shipments.id').onDelete('cascade'),
    )
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('document_status_events_pk', ['shipment_id', 'sequence'])
    .execute();

  await db.schema
    .createTable('ebox_activations')
    .addColumn('ebox_type', 'text', (column) =>
      column.notNull().check(sql`ebox_type in ('burger', 'onderneming')`),
    )
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('active_since', 'date', (column) => column.notNull())
    .addPrimaryKeyConstraint('ebox_activations_pk', ['ebox_type', 'number'])
    .execute();

  await createSeedMarker(db, 'document_seed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'document_seed',
    'ebox_activations',
    'document_status_events',
    'document_attachments',
    'document_shipments',
    'document_files',
    'document_sender_profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

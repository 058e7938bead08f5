// The public download of a document: a link per attachment of a shipment (its id is the guid in
// the link; the token is kept only as its HMAC, never itself), how often and when it was last
// downloaded, and the one-time values already used (the nonces and the captcha challenges), kept
// until they expire.
import { sql, type Kysely } from 'kysely';
import { createSeedMarker } from '../seed-marker';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_download_links')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('shipment_id', 'uuid', (column) =>
      column.notNull().references('document_shipments.id').onDelete('cascade'),
    )
    .addColumn('attachment_position', 'integer', (column) => column.notNull())
    .addColumn('attachment_name', 'text', (column) => column.notNull())
    // HMAC-SHA-256 of the token with the backend's hash secret, hex.
    .addColumn('token_hash', 'text', (column) =>
      column.notNull().check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('downloads', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`downloads >= 0`),
    )
    .addColumn('last_download_at', 'timestamptz')
    .addForeignKeyConstraint(
      'document_download_links_attachment_fk',
      ['shipment_id', 'attachment_position'],
      'document_attachments',
      ['shipment_id', 'position'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('document_download_links_shipment_idx')
    .on('document_download_links')
    .column('shipment_id')
    .execute();

  await db.schema
    .createTable('document_download_used')
    // 'nonce' or 'captcha'.
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('nonce', 'captcha')`),
    )
    .addColumn('id', 'text', (column) => column.notNull())
    // Once expired the value is refused anyway: the row may go.
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('document_download_used_pk', ['kind', 'id'])
    .execute();
  await db.schema
    .createIndex('document_download_used_expires_idx')
    .on('document_download_used')
    .column('expires_at')
    .execute();

  await createSeedMarker(db, 'document_download_seed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'document_download_seed',
    'document_download_used',
    'document_download_links',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

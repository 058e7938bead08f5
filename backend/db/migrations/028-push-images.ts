// Push notifications' images: an organisation uploads an image once and its notifications carry
// the image's public address. An image is stored once per organisation by the sha256 of its
// bytes (the same bytes uploaded again are the same image, with the same id and address), with
// the content type, width and height its content was checked to have.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_images')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('content_type', 'text', (column) =>
      column.notNull().check(sql`content_type in ('image/png', 'image/jpeg')`),
    )
    .addColumn('width', 'integer', (column) => column.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (column) => column.notNull().check(sql`height > 0`))
    .addColumn('size', 'integer', (column) => column.notNull().check(sql`size > 0`))
    .addColumn('content', 'bytea', (column) => column.notNull())
    .addColumn('uploaded_by_subject', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('push_images_content_unique', ['organisation_code', 'sha256'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_images').execute();
}

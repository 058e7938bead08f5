// Push notifications sent by file: a line of the file may carry content of its own, which the
// line's job item keeps. The notification records whether any line did, so that it can say the
// content it shows (the file's common content, or its first line's) is not what every member got.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_notifications')
    .addColumn('content_per_line', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_notifications').dropColumn('content_per_line').execute();
}

// Push notifications: an organisation's groups and members (citizens registered by national
// number, once per organisation), the members' devices with their status and their failed
// deliveries in a row, the notifications sent (whom to, the content per language, who sent it, the
// job that delivers it) and one delivery per notification and device: its primary key is what
// makes a job that is resumed after a restart deliver to every device once. A send to many
// devices is a bulk job without a file, so a job's file becomes optional.
import { sql, type Kysely } from 'kysely';
import { createSeedMarker } from '../seed-marker';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bulk_jobs alter column file_id drop not null`.execute(db);
  await db.schema
    .createTable('push_groups')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addUniqueConstraint('push_groups_name_unique', ['organisation_code', 'name'])
    .execute();
  await db.schema
    .createTable('push_members')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('insz', 'text', (column) => column.notNull())
    .addColumn('family_name', 'text', (column) => column.notNull())
    .addColumn('given_name', 'text', (column) => column.notNull())
    // Lower case without accents, family name then given name: what a name search matches.
    .addColumn('search_name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('push_members_insz_unique', ['organisation_code', 'insz'])
    .execute();
  await db.schema
    .createIndex('push_members_name_idx')
    .on('push_members')
    .columns(['organisation_code', 'search_name', 'id'])
    .execute();
  await db.schema
    .createIndex('push_members_phone_idx')
    .on('push_members')
    .columns(['organisation_code', 'phone'])
    .execute();
  await db.schema
    .createTable('push_member_groups')
    .addColumn('member_id', 'uuid', (column) =>
      column.notNull().references('push_members.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'uuid', (column) =>
      column.notNull().references('push_groups.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('push_member_groups_pk', ['member_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('push_member_groups_group_idx')
    .on('push_member_groups')
    .columns(['group_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('push_devices')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('member_id', 'uuid', (column) =>
      column.notNull().references('push_members.id').onDelete('cascade'),
    )
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('platform', 'text', (column) => column.notNull())
    .addColumn('app_version', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('registered_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('status_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('push_devices_member_idx')
    .on('push_devices')
    .columns(['member_id'])
    .execute();
  await db.schema
    .createIndex('push_devices_status_idx')
    .on('push_devices')
    .columns(['organisation_code', 'status', 'member_id'])
    .execute();
  await db.schema
    .createTable('push_notifications')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('organisation_code', 'text', (column) => column.notNull())
    .addColumn('audience', 'text', (column) => column.notNull())
    .addColumn('member_id', 'uuid', (column) => column.references('push_members.id'))
    .addColumn('group_id', 'uuid', (column) =>
      column.references('push_groups.id').onDelete('set null'),
    )
    // The file's name (a bulk send) or the phone numbers (a test).
    .addColumn('description', 'text')
    .addColumn('content', 'jsonb', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('sent_by_subject', 'text', (column) => column.notNull())
    .addColumn('sent_by_name', 'text', (column) => column.notNull())
    .addColumn('role_uri', 'text', (column) => column.notNull())
    .addColumn('device_count', 'integer', (column) => column.notNull())
    .addColumn('job_id', 'uuid', (column) => column.references('bulk_jobs.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('push_notifications_organisation_idx')
    .on('push_notifications')
    .columns(['organisation_code', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('push_notifications_job_idx')
    .on('push_notifications')
    .columns(['job_id'])
    .execute();
  await db.schema
    .createTable('push_deliveries')
    .addColumn('notification_id', 'uuid', (column) =>
      column.notNull().references('push_notifications.id'),
    )
    .addColumn('device_id', 'uuid', (column) => column.notNull().references('push_devices.id'))
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('delivered_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('push_deliveries_pk', ['notification_id', 'device_id'])
    .execute();
  await db.schema
    .createIndex('push_deliveries_device_idx')
    .on('push_deliveries')
    .columns(['device_id'])
    .execute();
  await createSeedMarker(db, 'push_seed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_seed').execute();
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropTable('push_notifications').execute();
  await db.schema.dropTable('push_devices').execute();
  await db.schema.dropTable('push_member_groups').execute();
  await db.schema.dropTable('push_members').execute();
  await db.schema.dropTable('push_groups').execute();
  await sql`delete from bulk_items where job_id in (select id from bulk_jobs where file_id is null)`.execute(
    db,
  );
  await sql`delete from bulk_jobs where file_id is null`.execute(db);
  await sql`alter table bulk_jobs alter column file_id set not null`.execute(db);
}

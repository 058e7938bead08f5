// The role catalogue, MAGDA services and backend sessions.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('target_group', 'text', (column) => column.notNull())
    .addColumn('nis_code', 'text')
    .addColumn('service_desk_url', 'text')
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('service', 'text', (column) => column.notNull())
    .addColumn('domains', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_key', 'text', (column) =>
      column.notNull().references('roles.key').onDelete('cascade'),
    )
    .addColumn('permission', 'text', (column) => column.notNull())
    .addColumn('sources', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('parameters', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_key', 'permission'])
    .execute();

  await db.schema
    .createTable('magda_services')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('permission', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sessions',
    'magda_services',
    'role_permissions',
    'roles',
    'organisations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

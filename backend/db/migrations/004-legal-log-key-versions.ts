// The legal log's key versions: every entry names the version of the key its hash was made with,
// so the key can be rotated while older entries still verify under theirs (ADR 006).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_log_keys')
    .addColumn('version', 'integer', (column) => column.primaryKey())
    // An HMAC of a fixed text under the key: tells the keys apart without revealing them. Null for
    // the key of the entries written before versions existed, until the backend recognises it.
    .addColumn('fingerprint', 'text', (column) => column.unique())
    .addColumn('registered_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('legal_log').addColumn('key_version', 'integer').execute();
  // Entries written before: all under one key, version 1.
  await sql`insert into legal_log_keys (version) select 1 where exists (select 1 from legal_log)`.execute(
    db,
  );
  await sql`update legal_log set key_version = 1`.execute(db);
  await db.schema
    .alterTable('legal_log')
    .alterColumn('key_version', (column) => column.setNotNull())
    .execute();
  await db.schema
    .alterTable('legal_log')
    .addForeignKeyConstraint('legal_log_key_version_fk', ['key_version'], 'legal_log_keys', [
      'version',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('legal_log').dropColumn('key_version').execute();
  await db.schema.dropTable('legal_log_keys').execute();
}

// The schema check before migrating: a database migrated by a newer backend is refused, untouched;
// one at this code's latest migration is only read.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationNames, openDatabase, SchemaNewerThanCode } from './database';
import type { Database } from './schema';

async function recordedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

async function record(db: Kysely<Database>, ...names: string[]): Promise<void> {
  for (const name of names) {
    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
      db,
    );
  }
}

async function forget(db: Kysely<Database>, ...names: string[]): Promise<void> {
  for (const name of names) {
    await sql`delete from kysely_migration where name = ${name}`.execute(db);
  }
}

describe('migrate', () => {
  let db: Kysely<Database>;
  let known: string[];
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    known = await recordedMigrations(db);
  }, 30_000);
  afterAll(async () => {
    await db.destroy();
  });

  it('runs on a database at its own latest migration', async () => {
    expect(known).toEqual(migrationNames);
    await migrate(db);
    expect(await recordedMigrations(db)).toEqual(known);
  });

  it('asks a database at its latest migration only what it records, and changes nothing (no lock, no migrator)', async () => {
    const statements: string[] = [];
    const watched = db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    await migrate(watched);
    // Whether kysely_migration exists, then its names.
    expect(statements).toEqual(['RawNode', 'RawNode']);
  });

  it('refuses a database with a later migration than it knows, naming the newest, untouched', async () => {
    await record(db, '900-later', '901-latest');
    try {
      const refused = await migrate(db).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaNewerThanCode);
      expect(refused).toMatchObject({
        name: 'SchemaNewerThanCode',
        databaseMigration: '901-latest',
        codeMigration: known.at(-1),
        message:
          `The database schema is newer than this backend (it has migration 901-latest, this ` +
          `backend knows up to ${known.at(-1)}): deploy the newer backend or restore a matching ` +
          `backup.`,
      });
      expect(await recordedMigrations(db)).toEqual([...known, '900-later', '901-latest']);
    } finally {
      await forget(db, '900-later', '901-latest');
    }
  });

  it('leaves an unknown migration sorting before its latest to the migrator, not calling it newer', async () => {
    await record(db, '000-elsewhere');
    try {
      const refused = await migrate(db).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).not.toBeInstanceOf(SchemaNewerThanCode);
      expect((refused as Error).cause).toMatchObject({
        message: expect.stringContaining('000-elsewhere') as unknown,
      });
    } finally {
      await forget(db, '000-elsewhere');
    }
  });
});

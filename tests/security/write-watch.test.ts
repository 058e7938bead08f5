// The write watch the input fuzzer relies on, on PostgreSQL and, in the full variant, on PGlite
// (whose start takes half a minute on this machine), on a table of the sessions' shape: each committed insert, update and delete is handed
// out once with its table, an update of an ignored column alone is no write, and a write rolled
// back leaves nothing (the log's sequence still counts it as begun).
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/backend-under-test';
import { fullSuite } from '../support/figures';
import { queryKysely, watchWrites } from '../support/write-watch';

interface Schema {
  sessions: { id: string; subject: string; expires_at: Date };
}

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function open(kind: 'pglite' | 'postgresql'): Promise<Kysely<Schema>> {
  let db: Kysely<Schema>;
  if (kind === 'postgresql') {
    const database = await createTestDatabase('empty');
    cleanups.push(() => database.drop());
    db = new Kysely<Schema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    });
  } else {
    db = new Kysely<Schema>({ dialect: new PGliteDialect(new PGlite()) });
  }
  cleanups.push(() => db.destroy());
  await sql`CREATE TABLE sessions (id text PRIMARY KEY, subject text NOT NULL, expires_at timestamptz NOT NULL)`.execute(
    db,
  );
  return db;
}

describe.each(fullSuite ? (['postgresql', 'pglite'] as const) : (['postgresql'] as const))(
  'on %s',
  (kind) => {
    it('hands out each committed write with its table, once', async () => {
      const db = await open(kind);
      const watch = await watchWrites(queryKysely(db), ['sessions'], { sessions: ['expires_at'] });
      expect(await watch.take()).toEqual([]);

      const expiresAt = new Date(Date.now() + 60_000);
      await db
        .insertInto('sessions')
        .values({ id: 'watched-session-0001', subject: 'watch', expires_at: expiresAt })
        .execute();
      expect(await watch.take()).toEqual([{ table: 'sessions', operation: 'INSERT' }]);
      expect(await watch.take()).toEqual([]);

      // The sliding expiry alone is ignored; any other column is a write.
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(expiresAt.getTime() + 60_000) })
        .where('id', '=', 'watched-session-0001')
        .execute();
      expect(await watch.take()).toEqual([]);
      await db
        .updateTable('sessions')
        .set({ subject: 'someone else' })
        .where('id', '=', 'watched-session-0001')
        .execute();
      expect(await watch.take()).toEqual([{ table: 'sessions', operation: 'UPDATE' }]);

      // Rolled back: begun (the sequence counts it), but nothing to hand out.
      const begun = await watch.attempted();
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.deleteFrom('sessions').where('id', '=', 'watched-session-0001').execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await watch.attempted()).toBeGreaterThan(begun);
      expect(await watch.take()).toEqual([]);

      await sql`DELETE FROM sessions WHERE id = 'watched-session-0001'`.execute(db);
      expect(await watch.take()).toEqual([{ table: 'sessions', operation: 'DELETE' }]);
    }, 60_000);
  },
);

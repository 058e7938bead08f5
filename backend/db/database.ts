// Opens the database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR; then migrates.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import * as catalogueAndSessions from './migrations/001-catalogue-and-sessions';
import * as codeLists from './migrations/002-code-lists';
import * as populationAndLegalLog from './migrations/003-population-and-legal-log';
import * as legalLogKeyVersions from './migrations/004-legal-log-key-versions';
import * as populationSize from './migrations/005-population-size';
import * as personCreations from './migrations/006-person-creations';
import * as legalLogServerIds from './migrations/007-legal-log-server-ids';
import * as personCreationOrganisations from './migrations/008-person-creation-organisations';
import * as enterprises from './migrations/009-enterprises';
import * as vehicles from './migrations/010-vehicles';
import * as education from './migrations/011-education';
import * as bulkJobs from './migrations/012-bulk-jobs';
import * as led from './migrations/013-led';
import type { Database } from './schema';

/** Migrations are listed here, not discovered on disk, so the bundled backend carries them. */
const migrations: Record<string, Migration> = {
  '001-catalogue-and-sessions': catalogueAndSessions,
  '002-code-lists': codeLists,
  '003-population-and-legal-log': populationAndLegalLog,
  '004-legal-log-key-versions': legalLogKeyVersions,
  '005-population-size': populationSize,
  '006-person-creations': personCreations,
  '007-legal-log-server-ids': legalLogServerIds,
  '008-person-creation-organisations': personCreationOrganisations,
  '009-enterprises': enterprises,
  '010-vehicles': vehicles,
  '011-education': education,
  '012-bulk-jobs': bulkJobs,
  '013-led': led,
};

const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

export interface DatabaseSettings {
  databaseUrl?: string;
  /** Directory of the embedded database, or 'memory://' for a throwaway one. */
  dataDir: string;
}

export async function openDatabase(settings: DatabaseSettings): Promise<Kysely<Database>> {
  const dialect = settings.databaseUrl
    ? new PostgresDialect({ pool: openPool(settings.databaseUrl) })
    : new PGliteDialect(await openPGlite(settings.dataDir));
  const db = new Kysely<Database>({ dialect });
  await migrate(db);
  return db;
}

function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server ends (restart, failover, a dropped test database) is
  // already discarded by the pool, which opens a new one when needed. Unheard, the pool's
  // 'error' event would end the process.
  pool.on('error', () => {});
  // A connection the server ends while a request holds it (the same restart or failover) fails
  // that request's query, and its client also emits 'error', which unheard would end the
  // process. The pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function openPGlite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith('memory://')) return PGlite.create(dataDir);
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

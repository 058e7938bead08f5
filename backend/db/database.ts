// Opens the database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR; then migrates.
//
// Several instances may start at once on one PostgreSQL database. Kysely's Migrator holds a
// session advisory lock (PostgresAdapter.acquireMigrationLock) on one connection while it reads
// kysely_migration and runs the pending migrations in one transaction, so one instance migrates
// and the others wait, then find nothing left to do. The seeds that follow in backend/main.ts
// fill only empty tables, each under its own transaction-level advisory lock (the catalogue's
// upserts need none).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
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
import * as socialSecurity from './migrations/014-social-security';
import * as childBenefits from './migrations/015-child-benefits';
import * as healthAttestations from './migrations/016-health-attestations';
import * as landRegistry from './migrations/017-land-registry';
import * as landRegistrySales from './migrations/018-land-registry-sales';
import * as documentService from './migrations/019-document-service';
import * as documentDownloads from './migrations/020-document-downloads';
import * as legalLogByUser from './migrations/021-legal-log-by-user';
import * as legalLogReading from './migrations/022-legal-log-reading';
import * as reporting from './migrations/023-reporting';
import * as reportingIndexes from './migrations/024-reporting-indexes';
import * as reportRollups from './migrations/025-report-rollups';
import * as pushNotifications from './migrations/026-push-notifications';
import * as pushNotificationsByFile from './migrations/027-push-notifications-by-file';
import * as pushImages from './migrations/028-push-images';
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
  '014-social-security': socialSecurity,
  '015-child-benefits': childBenefits,
  '016-health-attestations': healthAttestations,
  '017-land-registry': landRegistry,
  '018-land-registry-sales': landRegistrySales,
  '019-document-service': documentService,
  '020-document-downloads': documentDownloads,
  '021-legal-log-by-user': legalLogByUser,
  '022-legal-log-reading': legalLogReading,
  '023-reporting': reporting,
  '024-reporting-indexes': reportingIndexes,
  '025-report-rollups': reportRollups,
  '026-push-notifications': pushNotifications,
  '027-push-notifications-by-file': pushNotificationsByFile,
  '028-push-images': pushImages,
};

const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations this code knows, in the order Kysely runs them (by name). */
export const migrationNames: readonly string[] = Object.keys(migrations).sort();
const latestMigration = migrationNames.at(-1) ?? '';

/**
 * The database was migrated by a newer release of the backend: this one must not run on it, nor
 * touch it, as it does not know what the newer migrations changed.
 */
export class SchemaNewerThanCode extends Error {
  override name = 'SchemaNewerThanCode';

  constructor(
    /** The newest migration the database records. */
    readonly databaseMigration: string,
    /** The newest migration this backend knows. */
    readonly codeMigration: string,
  ) {
    super(
      `The database schema is newer than this backend (it has migration ${databaseMigration}, ` +
        `this backend knows up to ${codeMigration}): deploy the newer backend or restore a ` +
        `matching backup.`,
    );
  }
}

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
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
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

/**
 * Brings the schema up to this code's latest migration; throws SchemaNewerThanCode, before
 * changing anything, when the database already has a later one.
 */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const recorded = await recordedMigrations(db);
  refuseNewerSchema(recorded);
  // A database that records exactly this code's migrations is left as it is: the migrator's own
  // look (its tables' introspection and its lock) would be the largest part of a restart.
  const known = new Set(recorded);
  if (
    recorded.length === migrationNames.length &&
    migrationNames.every((name) => known.has(name))
  ) {
    return;
  }
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    // A newer instance may have migrated between the check above and the migrator's own read;
    // a failure of this second look leaves the migrator's error to be reported.
    const again = await recordedMigrations(db).catch(() => []);
    refuseNewerSchema(again);
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** The migrations kysely_migration records; none on a new database. */
async function recordedMigrations(db: Kysely<Database>): Promise<string[]> {
  // The table Kysely's migrator makes, found the way it queries it (search path); none yet on
  // a new database.
  const { rows: tables } = await sql<{
    found: boolean;
  }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!tables[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Throws SchemaNewerThanCode when the database records a migration this code does not list
 * whose name sorts after the last one it does (the migrator runs them in name order). An unknown
 * name sorting earlier is no newer release's: the migrator's own check reports it.
 */
function refuseNewerSchema(recorded: readonly string[]): void {
  const newer = recorded
    .filter((name) => !Object.hasOwn(migrations, name) && name > latestMigration)
    .sort();
  const newest = newer.at(-1);
  if (newest !== undefined) throw new SchemaNewerThanCode(newest, latestMigration);
}

// Seeded databases made once and cloned for every test. A backend's first start spends most of
// its seconds on its migrations, code lists and synthetic sources; a test database is instead a
// clone of a template that holds them: on PostgreSQL `CREATE DATABASE … TEMPLATE`, on PGlite a
// copy of a seeded data directory. A template is made by the backend's own seeds from the source
// under test, once per version of that source (and per day, as some sources date their records
// from the day they were made), the first time a test asks for it; the integration tests' global
// setup makes them all before the test files start. Three levels, each made from the one before:
//
// - 'bare': the migrations, the call catalogue and the code lists;
// - 'sources': every synthetic source but the document service (people, enterprises, vehicles,
//   education, LED, social security, child benefits, health attestations, land registry);
// - 'full': as a backend's first start leaves its database, with the document service's shipments
//   on the system clock and the public download links (hashed with the tests' secret; a backend
//   process brings them up to date with its own at its start).
//
// A suite that needs data of its own (a fake postal clock, a tampered chain) seeds it on a clone.
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedCatalogue } from '../../backend/catalogue/seed';
import { systemClock } from '../../backend/clock';
import { seedCodeLists } from '../../backend/codelists/seed';
import { openDatabase } from '../../backend/db/database';
import { fillSubjectIndex } from '../../backend/legal-log/subject-index';
import {
  clockedSources,
  syntheticSources,
  type SyntheticSource,
} from '../../backend/synthetic-sources';
import { until } from './until';

export type DatabaseKind = 'pglite' | 'postgresql';
export type TemplateLevel = 'bare' | 'sources' | 'full';

/** The machine's PostgreSQL server (trust authentication on loopback). */
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The backend's hash secret in tests (national-number hashes, the legal-log chain key), and the
 * one the templates' download links are hashed with: an in-process backend uses it as they are,
 * a backend process with another secret rehashes them at its start.
 */
export const testHashSecret = 'test-hash-secret-that-is-long-enough-32';

const templatesFolder = path.resolve('data/test-templates');
const copiesFolder = path.resolve('data/test-runs');

/** What each level adds to the one before it. */
const levels: Record<TemplateLevel, { before: TemplateLevel | null; sources: SyntheticSource[] }> =
  {
    bare: { before: null, sources: [] },
    sources: {
      before: 'bare',
      sources: syntheticSources.filter((source) => !clockedSources.includes(source.name)),
    },
    full: {
      before: 'sources',
      sources: syntheticSources.filter((source) => clockedSources.includes(source.name)),
    },
  };

/** Files whose content makes the templates: the backend, the contracts it reads, the lockfile. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let cachedKey: string | null = null;

/** The templates' version: a hash of what seeds them (this file too) and of today's date (UTC). */
export function templateKey(): string {
  if (cachedKey) return cachedKey;
  const hash = createHash('sha256');
  const files = [
    ...sourceFiles('backend'),
    ...sourceFiles('contracts'),
    'package-lock.json',
    'tests/support/templates.ts',
  ];
  for (const file of files.sort()) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  hash.update(new Date().toISOString().slice(0, 10));
  cachedKey = hash.digest('hex').slice(0, 12);
  return cachedKey;
}

const templateName = (level: TemplateLevel) => `tpl_${level}_${templateKey()}`;

/** Runs the seeds a level adds (the bare level: the catalogue and the code lists). */
async function seedLevel(
  db: Awaited<ReturnType<typeof openDatabase>>,
  level: TemplateLevel,
): Promise<void> {
  if (level === 'bare') {
    await seedCatalogue(db);
    await seedCodeLists(db);
    return;
  }
  const context = {
    size: 'small' as const,
    clock: systemClock,
    postalSchedule: 'fast' as const,
    hashSecret: testHashSecret,
  };
  for (const source of levels[level].sources) await source.seed(db, context);
  // As a backend's start does after its migrations: the blind index of entries written without.
  await fillSubjectIndex(db, testHashSecret);
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const exists = async (admin: pg.Client, name: string) =>
  (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;

/**
 * Makes the PostgreSQL template of a level when it is missing: under an advisory lock, so that two
 * test processes asking at once make it once; made under another name and renamed when complete.
 */
async function ensurePostgresTemplate(level: TemplateLevel): Promise<string> {
  const name = templateName(level);
  const { before } = levels[level];
  if (before) await ensurePostgresTemplate(before);
  await withAdmin(async (admin) => {
    if (await exists(admin, name)) return;
    const lock = Number.parseInt(createHash('sha256').update(name).digest('hex').slice(0, 7), 16);
    await admin.query('SELECT pg_advisory_lock($1)', [lock]);
    try {
      if (await exists(admin, name)) return;
      const making = `${name}_making`;
      await admin.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
      await admin.query(
        before
          ? `CREATE DATABASE ${making} TEMPLATE ${templateName(before)}`
          : `CREATE DATABASE ${making}`,
      );
      const db = await openDatabase({ databaseUrl: databaseUrl(making), dataDir: 'memory://' });
      try {
        await seedLevel(db, level);
      } finally {
        await db.destroy();
      }
      // The seeding connections may take a moment to leave the server.
      await until(`the template ${name} renamed`, () =>
        admin.query(`ALTER DATABASE ${making} RENAME TO ${name}`).then(
          () => true,
          () => null,
        ),
      );
      // When it was made, for ensureTemplates: another version's template is removed only
      // once it is old enough that no run of that version can still be cloning it.
      await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [lock]);
    }
  });
  return name;
}

/** Makes the PGlite template of a level when it is missing: a seeded data directory. */
async function ensurePgliteTemplate(level: TemplateLevel): Promise<string> {
  const folder = path.join(templatesFolder, `${level}-${templateKey()}`);
  if (existsSync(folder)) return folder;
  const { before } = levels[level];
  const making = `${folder}.making-${randomUUID()}`;
  if (before) cpSync(await ensurePgliteTemplate(before), making, { recursive: true });
  else mkdirSync(making, { recursive: true });
  const db = await openDatabase({ dataDir: making });
  try {
    await seedLevel(db, level);
  } finally {
    await db.destroy();
  }
  try {
    renameSync(making, folder);
  } catch (error) {
    // Another test process made it first: theirs is as good.
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}

/** How long another version's PostgreSQL templates are kept: longer than any test run. */
const otherVersionsKeptMs = 3 * 3_600_000;

/**
 * Makes every template of both kinds that is missing, and removes other versions' templates (on
 * PostgreSQL once they are older than a run).
 */
export async function ensureTemplates(): Promise<void> {
  rmSync(copiesFolder, { recursive: true, force: true });
  const key = templateKey();
  for (const entry of existsSync(templatesFolder) ? readdirSync(templatesFolder) : []) {
    if (!entry.includes(key)) rmSync(path.join(templatesFolder, entry), { recursive: true });
  }
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database
        WHERE datname LIKE 'tpl\\_%' AND datname NOT LIKE $1`,
      [`%${key}%`],
    );
    // Another version's templates go once they are a few hours old: two checkouts of different
    // versions testing on one server at the same time keep theirs. One being made is left to
    // the run making it.
    const oldest = Date.now() - otherVersionsKeptMs;
    for (const { datname, made } of rows) {
      if (datname.endsWith('_making')) continue;
      const madeAt = made ? Date.parse(made) : Number.NaN;
      if (Number.isNaN(madeAt) || madeAt < oldest) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  });
  await Promise.all([ensurePostgresTemplate('full'), ensurePgliteTemplate('full')]);
}

export interface TestDatabase {
  /** postgres://… of the new database. */
  url: string;
  name: string;
  /** Drops it, whoever is still connected. */
  drop: () => Promise<void>;
}

/**
 * A new PostgreSQL database on the machine's server, dropped by its `drop`: a clone of the
 * template of the level given, or empty (a test of what a first start does to an empty database).
 * An end-to-end server gives it a fixed name, so a run that was killed leaves one behind at most.
 */
export async function createTestDatabase(
  from: TemplateLevel | 'empty',
  /** A fixed name (letters, digits, underscores) replaces the database of that name if it exists. */
  fixedName?: string,
): Promise<TestDatabase> {
  const template = from === 'empty' ? null : await ensurePostgresTemplate(from);
  if (fixedName !== undefined && !/^[a-z0-9_]+$/.test(fixedName)) {
    throw new Error(`not a database name: ${fixedName}`);
  }
  const name = fixedName ?? `backend_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(async (admin) => {
    if (fixedName) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  });
  return {
    url: databaseUrl(name),
    name,
    drop: async () => {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh copy of a PGlite template for one backend (in the folder given, or a new one under
 * data/test-runs), with the function that removes it.
 */
export async function pgliteClone(
  level: TemplateLevel,
  copy = path.join(copiesFolder, randomUUID()),
): Promise<{ dataDir: string; remove: () => void }> {
  cpSync(await ensurePgliteTemplate(level), copy, { recursive: true });
  return { dataDir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

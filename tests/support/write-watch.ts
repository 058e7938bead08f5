// Every write to the tables the backend's migrations create, recorded by a trigger the test puts
// on its own database (never a migration): a refused request must write nothing, and the suites
// read after each request what it wrote, in one small query instead of counting every table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';

const migrations = path.resolve('backend/db/migrations');

/** The tables the migrations create (a table a later migration adds is watched as well). */
export function migratedTables(): string[] {
  const tables = new Set<string>();
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const source = readFileSync(path.join(migrations, file), 'utf8');
    for (const match of source.matchAll(/\.createTable\(\s*'([a-z_][a-z0-9_]*)'/g)) {
      tables.add(match[1]!);
    }
  }
  if (tables.size === 0) throw new Error(`no createTable found in ${migrations}`);
  return [...tables].sort();
}

/** One statement on the watched database, its rows back. */
export type RunQuery = <Row extends object>(text: string) => Promise<Row[]>;

/** Statements through a plain PostgreSQL connection (the portal's embedded backend's database). */
export const queryPg =
  (client: pg.Client): RunQuery =>
  async <Row extends object>(text: string) =>
    (await client.query<Row>(text)).rows;

/** Statements through the in-process backend's own database handle (PGlite or PostgreSQL). */
export const queryKysely =
  <Schema>(db: Kysely<Schema>): RunQuery =>
  async <Row extends object>(text: string) =>
    (await sql<Row>`${sql.raw(text)}`.execute(db)).rows;

/** A write a trigger saw: the table's name and INSERT, UPDATE, DELETE or TRUNCATE. */
export interface Write {
  table: string;
  operation: string;
}

export interface WriteWatch {
  /**
   * The writes committed since the last call (each is handed out once). Writes that were rolled
   * back leave no row and are not among them: what is checked is what a request left behind.
   */
  take: () => Promise<Write[]>;
  /** How many writes the triggers began, rolled back or not (the log's non-transactional sequence). */
  attempted: () => Promise<number>;
}

const log = 'security_probe_writes';

/**
 * Puts a row trigger on each table (after INSERT, UPDATE, DELETE; a statement trigger after
 * TRUNCATE) that records the table and the operation in a table of its own. An UPDATE counts only
 * when a column outside the table's `ignoredColumns` changes: a session's expiry slides with every
 * authenticated call, refused or not. Fails unless every table got its triggers and a write is seen.
 */
export async function watchWrites(
  run: RunQuery,
  tables: readonly string[],
  ignoredColumns: Readonly<Record<string, readonly string[]>> = {},
): Promise<WriteWatch> {
  const name = (identifier: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(identifier)) throw new Error(`not a plain name: ${identifier}`);
    return identifier;
  };
  await run(`CREATE TABLE ${log} (
    id bigserial PRIMARY KEY,
    table_name text NOT NULL,
    operation text NOT NULL
  )`);
  // TG_ARGV: the columns whose change alone is not a write.
  await run(`CREATE FUNCTION ${log}_record() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - TG_ARGV) = (to_jsonb(OLD) - TG_ARGV) THEN
        RETURN NULL;
      END IF;
      INSERT INTO ${log} (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  // One statement for every table: a single round trip, on PGlite as on PostgreSQL.
  const statements = tables.map((table) => {
    const ignored = (ignoredColumns[table] ?? []).map((column) => `'${name(column)}'`).join(', ');
    return `CREATE TRIGGER ${log}_row AFTER INSERT OR UPDATE OR DELETE ON "${name(table)}"
        FOR EACH ROW EXECUTE FUNCTION ${log}_record(${ignored});
      CREATE TRIGGER ${log}_truncate AFTER TRUNCATE ON "${name(table)}"
        FOR EACH STATEMENT EXECUTE FUNCTION ${log}_record();`;
  });
  await run(
    `DO $$ BEGIN ${statements.map((statement) => `EXECUTE '${statement.replaceAll("'", "''")}';`).join(' ')} END $$`,
  );

  const installed = await run<{ tables: number }>(
    `SELECT count(DISTINCT tgrelid)::int AS tables FROM pg_trigger
      WHERE tgname = '${log}_row' AND tgenabled = 'O'`,
  );
  if (installed[0]?.tables !== tables.length) {
    throw new Error(`the write triggers are on ${installed[0]?.tables} of ${tables.length} tables`);
  }

  const take = async (): Promise<Write[]> =>
    (
      await run<{ table_name: string; operation: string }>(
        `DELETE FROM ${log} RETURNING table_name, operation`,
      )
    ).map((row) => ({ table: row.table_name, operation: row.operation }));
  const attempted = async (): Promise<number> => {
    const [row] = await run<{ last_value: string | number; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${log}_id_seq`,
    );
    return row?.is_called ? Number(row.last_value) : 0;
  };

  // The trigger function records: a table of the test's own, with the same trigger, is written
  // and the write rolled back; the log's sequence still counts it, and no row is left behind.
  const before = await attempted();
  await run(`CREATE TABLE ${log}_canary (x int)`);
  await run(`CREATE TRIGGER ${log}_row AFTER INSERT OR UPDATE OR DELETE ON ${log}_canary
      FOR EACH ROW EXECUTE FUNCTION ${log}_record()`);
  await run(`DO $$ BEGIN
      INSERT INTO ${log}_canary VALUES (1);
      RAISE EXCEPTION 'rolled back';
    EXCEPTION WHEN raise_exception THEN NULL; END $$`);
  await run(`DROP TABLE ${log}_canary`);
  if ((await attempted()) <= before || (await take()).length > 0) {
    throw new Error('the write log does not record as it should');
  }
  return { take, attempted };
}

/** The writes that name a table, as 'table (INSERT ×2, UPDATE)'. */
export function describeWrites(writes: readonly Write[]): string[] {
  const byTable = new Map<string, Map<string, number>>();
  for (const { table, operation } of writes) {
    const operations = byTable.get(table) ?? new Map<string, number>();
    operations.set(operation, (operations.get(operation) ?? 0) + 1);
    byTable.set(table, operations);
  }
  return [...byTable].map(
    ([table, operations]) =>
      `${table} (${[...operations]
        .map(([operation, count]) => (count > 1 ? `${operation} ×${count}` : operation))
        .join(', ')})`,
  );
}

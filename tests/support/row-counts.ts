// Row counts of every table the backend's migrations create, in one query: the security suites
// compare them before and after a refused request, which must leave every table as it was.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';

const migrations = path.resolve('backend/db/migrations');

/** The tables the migrations create (a table a later migration adds is counted as well). */
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

export type RowCounts = Record<string, number>;

function countQuery(tables: readonly string[]): string {
  return tables
    .map((table) => `SELECT '${table}' AS name, count(*)::int AS rows FROM "${table}"`)
    .join(' UNION ALL ');
}

/** Counts through a plain PostgreSQL connection (the portal's embedded backend's database). */
export async function countRowsPg(
  client: pg.Client,
  tables: readonly string[],
): Promise<RowCounts> {
  const answer = await client.query<{ name: string; rows: number }>(countQuery(tables));
  return Object.fromEntries(answer.rows.map((row) => [row.name, row.rows]));
}

/** Counts through the in-process backend's own database handle. */
export async function countRowsKysely<Schema>(
  db: Kysely<Schema>,
  tables: readonly string[],
): Promise<RowCounts> {
  const answer = await sql<{ name: string; rows: number }>`${sql.raw(countQuery(tables))}`.execute(
    db,
  );
  return Object.fromEntries(answer.rows.map((row) => [row.name, Number(row.rows)]));
}

/** The tables whose count changed, as 'table: before → after'. */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}

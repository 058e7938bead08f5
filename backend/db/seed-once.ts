// Seeding a synthetic source once: under an advisory lock (two backends starting together on one
// empty database seed it once), only when the source is not there yet, in one transaction with
// its marker, then ANALYZE of what it loaded. A database that has the source is left as it is and
// the counts of what it holds are given instead. A source says it is there by the row of its
// marker table; the sources older than marker tables (the population, the enterprise and vehicle
// registers) by the first row of one of their own tables, which every database that has them
// already holds.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

type Table = keyof Database & string;

export type SeedOnceOptions<Name extends string> = {
  /** Any constant of the source's own. */
  lock: number;
  /** What the result counts, a table each: read back when the source is already there. */
  counted: Record<Name, Table>;
  /** The tables to ANALYZE after loading. */
  loaded: readonly Table[];
  /** Runs under the lock before the check: what the source needs first, or a refusal. */
  before?: (trx: Transaction<Database>) => Promise<void>;
  /** Generates the source and loads it into its empty tables; the counts of what it loaded. */
  load: (trx: Transaction<Database>) => Promise<Record<Name, number>>;
} & (
  | {
      /** The table whose one row says the source was seeded; the row is added with the source. */
      marker: Table;
      presentIn?: never;
    }
  | {
      /** The table of the source whose first row says it is there (no marker table). */
      presentIn: Table;
      marker?: never;
    }
);

export async function seedOnce<Name extends string>(
  db: Kysely<Database>,
  options: SeedOnceOptions<Name>,
): Promise<Record<Name, number> & { generated: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${options.lock})`.execute(trx);
    await options.before?.(trx);
    const seen = options.marker ?? options.presentIn;
    const present = await sql`select 1 from ${sql.table(seen)} limit 1`.execute(trx);
    if (present.rows.length > 0) {
      const entries = await Promise.all(
        (Object.entries(options.counted) as [Name, string][]).map(async ([name, table]) => {
          const { rows } = await sql<{
            count: string;
          }>`select count(*) as count from ${sql.table(table)}`.execute(trx);
          return [name, Number(rows[0]?.count ?? 0)] as const;
        }),
      );
      return {
        ...(Object.fromEntries(entries) as Record<Name, number>),
        generated: false,
      };
    }
    const counts = await options.load(trx);
    if (options.marker !== undefined)
      await sql`insert into ${sql.table(options.marker)} default values`.execute(trx);
    // Fresh statistics, or the planner guesses and scans whole tables instead of the indexes.
    await sql`analyze ${sql.join(options.loaded.map((table) => sql.table(table)))}`.execute(trx);
    return { ...counts, generated: true };
  });
}

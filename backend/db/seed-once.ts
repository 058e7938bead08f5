// Seeding a synthetic source once: under an advisory lock (two backends starting together on one
// empty database seed it once), only when its marker row is absent, in one transaction with the
// marker, then ANALYZE of what it loaded. A database that has the source is left as it is and the
// counts of what it holds are given instead.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

export interface SeedOnceOptions<Name extends string> {
  /** Any constant of the source's own. */
  lock: number;
  /** The table whose one row says the source was seeded. */
  marker: keyof Database & string;
  /** What the result counts, a table each: read back when the source is already there. */
  counted: Record<Name, keyof Database & string>;
  /** The tables to ANALYZE after loading. */
  loaded: readonly (keyof Database & string)[];
  /** Generates the source and loads it into its empty tables; the counts of what it loaded. */
  load: (trx: Transaction<Database>) => Promise<Record<Name, number>>;
}

export async function seedOnce<Name extends string>(
  db: Kysely<Database>,
  options: SeedOnceOptions<Name>,
): Promise<Record<Name, number> & { generated: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${options.lock})`.execute(trx);
    const marked = await sql`select 1 from ${sql.table(options.marker)} limit 1`.execute(trx);
    if (marked.rows.length > 0) {
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
    await sql`insert into ${sql.table(options.marker)} default values`.execute(trx);
    await sql`analyze ${sql.join(options.loaded.map((table) => sql.table(table)))}`.execute(trx);
    return { ...counts, generated: true };
  });
}

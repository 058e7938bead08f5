// Seeding a synthetic source once: under an advisory lock (two backends starting together on one
// empty database seed it once), only when the source is not there yet, in one transaction with
// its marker: the rows the source generates inserted table by table (multi-row inserts), the
// sequences of the tables whose ids it gives moved past them, then ANALYZE of what it loaded, and
// the counts of what it loaded read back. A database that has the source is left as it is, and
// nothing of it is counted: a restart only checks that each source is there (counting every
// table took half a second of every start). A source says it is there by the row of its
// marker table; the sources older than marker tables (the population, the enterprise and vehicle
// registers) by the first row of one of their own tables, which every database that has them
// already holds.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { insertAll } from './insert-all';
import type { Database } from './schema';

type Table = keyof Database & string;

/** What a seed says: what it made, or that the source was there already. */
export type Seeded<Name extends string> =
  (Record<Name, number> & { generated: true }) | { generated: false };

/** A source's rows, table by table, in the order they are inserted. */
export type SourceRows = { [T in Table]?: Insertable<Database[T]>[] };

export type SeedOnceOptions<Name extends string> = {
  /** Any constant of the source's own. */
  lock: number;
  /** What the result counts, a table each. */
  counted: Record<Name, Table>;
  /** Runs under the lock before the check: what the source needs first, or a refusal. */
  before?: (trx: Transaction<Database>) => Promise<void>;
  /** Generates the source: its rows, inserted into its empty tables in the order given. */
  load: (trx: Transaction<Database>) => Promise<SourceRows>;
  /** The tables the load fills itself (through the domain's own writes), analysed with the rest. */
  writes?: readonly Table[];
  /** The tables whose rows carry their ids: their sequences continue after the largest. */
  givenIds?: readonly Table[];
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
): Promise<Seeded<Name>> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${options.lock})`.execute(trx);
    await options.before?.(trx);
    const seen = options.marker ?? options.presentIn;
    const present = await sql`select 1 from ${sql.table(seen)} limit 1`.execute(trx);
    if (present.rows.length > 0) return { generated: false };
    const rows = await options.load(trx);
    const tables = Object.keys(rows) as Table[];
    for (const table of tables) await insertAll(trx, table, rows[table] as never);
    for (const table of options.givenIds ?? []) await continueSequence(trx, table);
    if (options.marker !== undefined)
      await sql`insert into ${sql.table(options.marker)} default values`.execute(trx);
    // Fresh statistics, or the planner guesses and scans whole tables instead of the indexes.
    const loaded = [...(options.writes ?? []), ...tables];
    await sql`analyze ${sql.join(loaded.map((table) => sql.table(table)))}`.execute(trx);
    return { ...(await countRows(trx, options.counted)), generated: true as const };
  });
}

async function countRows<Name extends string>(
  trx: Transaction<Database>,
  counted: Record<Name, Table>,
): Promise<Record<Name, number>> {
  const entries = await Promise.all(
    (Object.entries(counted) as [Name, Table][]).map(async ([name, table]) => {
      const { rows } = await sql<{
        count: string;
      }>`select count(*) as count from ${sql.table(table)}`.execute(trx);
      return [name, Number(rows[0]?.count ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Name, number>;
}

/** Rows added later to a table whose ids were given get the ids after them (1 in an empty one). */
async function continueSequence(trx: Transaction<Database>, table: Table): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(
    trx,
  );
}

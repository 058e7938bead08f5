// Multi-row inserts of many rows, split so that no statement passes PostgreSQL's parameter limit.
import type { Insertable, Transaction } from 'kysely';
import type { Database } from './schema';

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const parameterLimit = 65_535;

export async function insertAll<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.floor(parameterLimit / Object.keys(first).length);
  for (let start = 0; start < rows.length; start += perStatement) {
    await trx
      .insertInto(table)
      // Kysely cannot tie a generic table name to its row type; `rows` is typed by the caller.
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}

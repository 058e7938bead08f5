// The marker table of a seeded source (seed-once.ts): at most one row, which says the source was
// generated, and when. Migrations create it through this function, so it must keep making the
// same table: a change here changes what every later fresh database gets.
import { sql, type Kysely } from 'kysely';

export async function createSeedMarker(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    // One row at most: the source was generated.
    .addColumn('singleton', 'boolean', (column) =>
      column
        .primaryKey()
        .defaultTo(true)
        .check(sql`singleton`),
    )
    .addColumn('seeded_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

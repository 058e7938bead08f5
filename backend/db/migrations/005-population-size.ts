// Which size of the synthetic population the database holds: a backend started with another size
// refuses the database instead of mixing the two.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('population_seed')
    // One row at most.
    .addColumn('singleton', 'boolean', (column) =>
      column
        .primaryKey()
        .defaultTo(true)
        .check(sql`singleton`),
    )
    // full | small (backend/population/size.ts).
    .addColumn('size', 'text', (column) => column.notNull())
    .addColumn('seeded_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // A database seeded before sizes existed holds the full population, the only one there was.
  await sql`insert into population_seed (size) select 'full' where exists (select 1 from persons)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('population_seed').execute();
}

// The fiche 60 a sale is registered under: its year is the sale's, its office the sale's office;
// this adds its sequence number, its type (a letter) and the number of the good within the fiche.
// Sales loaded before these columns existed have none (a sale without its fiche 60).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('land_sales')
    .addColumn('fiche_sequence', 'integer')
    .addColumn('fiche_type', 'text')
    .addColumn('fiche_good', 'integer')
    .execute();
  await db.schema
    .createIndex('land_sales_fiche_idx')
    .on('land_sales')
    .columns(['office', 'fiche_sequence'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('land_sales_fiche_idx').execute();
  await db.schema
    .alterTable('land_sales')
    .dropColumn('fiche_sequence')
    .dropColumn('fiche_type')
    .dropColumn('fiche_good')
    .execute();
}

// Reading a parcel's ownership history from the synthetic cadastre: its partitions, and per
// partition every ownership state (current and ended) in time order, linked to the states before
// and after it, with the parties and rights each names and the sale a state began with.
import { sql, type Kysely } from 'kysely';
import { registrationTypes, salesTypes } from '@contracts/land-registry-codes';
import { heldOn, type HistoryState, type PartitionHistory } from '@contracts/land-registry-history';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { codeOf, partitionsOfCapakey, rightsOfStates } from './read';

type Executor = Kysely<Database>;
export interface HistoryRequest {
  capakey: string;
  /** Only this partition. */
  partition?: string;
  /** Only the state of this day (YYYY-MM-DD) in each partition. */
  date?: string;
}

/**
 * A parcel's history: its partitions (or only the one asked) with their states, oldest first;
 * with a date, only each partition's state of that day. Null when the parcel, or the partition
 * asked, does not exist.
 */
export async function readOwnershipHistory(
  db: Executor,
  request: HistoryRequest,
  language: Language,
): Promise<PartitionHistory[] | null> {
  const partitions = (await partitionsOfCapakey(db, request.capakey, language)).filter(
    (partition) => request.partition === undefined || partition.partitie === request.partition,
  );
  if (partitions.length === 0) return null;
  const stored = await db
    .selectFrom('land_ownership_states')
    .select([
      'id',
      'partition_id',
      'article',
      'previous_article',
      'previous_state_id',
      sql<string>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_to::text`.as('valid_to'),
      'version_begin',
      'registration_type',
      'complete',
    ])
    .where(
      'partition_id',
      'in',
      partitions.map((partition) => partition.id),
    )
    .orderBy('partition_id')
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
  // The next state is the one that names this one as its previous.
  const next = new Map<string, string>();
  for (const row of stored) if (row.previous_state_id) next.set(row.previous_state_id, row.id);
  const shown = stored.filter(
    (row) =>
      request.date === undefined ||
      heldOn({ begin: row.valid_from, einde: row.valid_to }, request.date),
  );
  const ids = shown.map((row) => row.id);
  const [rights, sales] = await Promise.all([
    rightsOfStates(db, ids, language),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('land_sales')
          .select(['state_id', sql<string>`sale_date::text`.as('sale_date'), 'price', 'sale_type'])
          .where('state_id', 'in', ids)
          .execute(),
  ]);
  const saleOf = new Map(sales.map((sale) => [sale.state_id, sale]));
  return partitions.map((perceel) => ({
    perceel,
    toestanden: shown
      .filter((row) => row.partition_id === perceel.id)
      .map((row): HistoryState => {
        const own = rights.get(row.id) ?? { parties: [], rights: [] };
        const sale = saleOf.get(row.id);
        return {
          eigendomId: row.id,
          artikel: row.article,
          voorgaandArtikel: row.previous_article,
          begin: row.valid_from,
          jaarBegin: Number(row.valid_from.slice(0, 4)),
          versieBegin: row.version_begin,
          inschrijvingType: codeOf(registrationTypes, row.registration_type, language),
          partijen: own.parties,
          rechten: own.rights,
          volledig: row.complete,
          einde: row.valid_to,
          huidig: row.valid_to === null,
          verkoop: sale
            ? {
                datum: sale.sale_date,
                prijs: sale.price,
                type: codeOf(salesTypes, sale.sale_type, language),
              }
            : null,
          vorigeToestandId: row.previous_state_id,
          volgendeToestandId: next.get(row.id) ?? null,
        };
      }),
  }));
}

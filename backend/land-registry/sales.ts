// Reading the land registry's sales: the filters of a sales search (each list, range, period and
// fiche 60 narrows it; left out, it does not), ordered on the asked field with the sale's id as a
// unique tie-breaker so pages never overlap, a page of them or every one for a workbook, and one
// sale by its id; a sale shows its partition, its first building and its fiche 60.
import { sql, type Kysely } from 'kysely';
import { partitionIdOf } from '@contracts/land-registry';
import {
  cadastralNatures,
  constructionIndications,
  constructionTypes,
  registrationOffices,
  salesTypes,
} from '@contracts/land-registry-codes';
import type { Sale, SalesFilters, SalesOrderField } from '@contracts/land-registry-sales';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { codeOf } from './read';

type Executor = Kysely<Database>;
function salesQuery(db: Executor) {
  return (
    db
      .selectFrom('land_sales as s')
      .innerJoin('land_partitions as p', 'p.id', 's.partition_id')
      .innerJoin('land_divisions as d', 'd.code', 'p.division_code')
      .innerJoin('municipalities as m', 'm.nis_code', 'd.municipality_nis')
      // A partition's first building stands for it (a sale of land has none).
      .leftJoin('land_buildings as b', (join) =>
        join.on((eb) =>
          eb(
            'b.id',
            '=',
            eb
              .selectFrom('land_buildings as first')
              .select((inner) => inner.fn.min('first.id').as('id'))
              .whereRef('first.partition_id', '=', 's.partition_id'),
          ),
        ),
      )
  );
}

type SalesQuery = ReturnType<typeof salesQuery>;

function between(
  query: SalesQuery,
  column: 's.price' | 'p.surface' | 'b.year',
  range: { min: number | null; max: number | null } | undefined,
): SalesQuery {
  let narrowed = query;
  if (range?.min != null) narrowed = narrowed.where(column, '>=', range.min);
  if (range?.max != null) narrowed = narrowed.where(column, '<=', range.max);
  return narrowed;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function filtered(db: Executor, filters: SalesFilters): SalesQuery {
  let query = salesQuery(db);
  if (filters.gemeenten.length > 0)
    query = query.where('d.municipality_nis', 'in', filters.gemeenten);
  if (filters.afdelingen.length > 0)
    query = query.where('p.division_code', 'in', filters.afdelingen);
  if (filters.verkoopTypes.length > 0)
    query = query.where('s.sale_type', 'in', filters.verkoopTypes);
  if (filters.kadastraleAarden.length > 0)
    query = query.where('p.nature', 'in', filters.kadastraleAarden);
  if (filters.gebouwIndicaties.length > 0)
    query = query.where('b.indication', 'in', filters.gebouwIndicaties);
  query = between(query, 's.price', filters.prijs);
  query = between(query, 'p.surface', filters.oppervlakte);
  query = between(query, 'b.year', filters.bouwjaar);
  const { van, tot } = filters.periode ?? { van: null, tot: null };
  if (van)
    query = query.where(
      sql<string>`s.sale_date::text`,
      '>=',
      `${van.year}-${pad(van.month, 2)}-01`,
    );
  if (tot) {
    const next =
      tot.month === 12
        ? { year: tot.year + 1, month: 1 }
        : { year: tot.year, month: tot.month + 1 };
    query = query.where(
      sql<string>`s.sale_date::text`,
      '<',
      `${next.year}-${pad(next.month, 2)}-01`,
    );
  }
  const fiche = filters.fiche60;
  if (fiche) {
    query = query
      .where(sql<number>`extract(year from s.sale_date)::integer`, '=', fiche.jaar)
      .where('s.office', '=', fiche.kantoorNummer)
      .where('s.fiche_sequence', '=', fiche.volgNummer)
      .where('s.fiche_type', '=', fiche.typeFiche)
      .where('s.fiche_good', '=', fiche.goedNummer);
  }
  return query;
}

const orderColumns = {
  datum: 's.sale_date',
  prijs: 's.price',
  oppervlakte: 'p.surface',
  bouwjaar: 'b.year',
  gemeente: 'm.name_nl',
} as const satisfies Record<SalesOrderField, string>;

function selected(query: SalesQuery) {
  return query.select([
    's.id',
    sql<string>`s.sale_date::text`.as('sale_date'),
    's.price',
    's.sale_type',
    's.office',
    's.fiche_sequence',
    's.fiche_type',
    's.fiche_good',
    'p.capakey',
    'p.partition',
    'p.division_code',
    'p.section',
    'p.radical',
    'p.bis',
    'p.exponent',
    'p.power',
    'p.nature',
    'p.surface',
    'd.name as division_name',
    'd.municipality_nis',
    'm.name_nl as municipality_name',
    'b.indication',
    'b.year',
    'b.type',
  ]);
}

type StoredSale = Awaited<ReturnType<ReturnType<typeof selected>['execute']>>[number];

function saleOf(row: StoredSale, language: Language): Sale {
  const year = Number(row.sale_date.slice(0, 4));
  return {
    id: row.id,
    datum: row.sale_date,
    prijs: row.price,
    verkoopType: codeOf(salesTypes, row.sale_type, language),
    perceel: {
      id: partitionIdOf(row.capakey, row.partition),
      capakey: row.capakey,
      partitie: row.partition,
      gemeente: { nisCode: row.municipality_nis, naam: row.municipality_name },
      afdeling: { code: row.division_code, naam: row.division_name },
      sectie: row.section,
      perceelnummer: `${row.radical}/${row.bis}${row.exponent}${row.power}`,
      aard: codeOf(cadastralNatures, row.nature, language),
      oppervlakte: row.surface,
    },
    gebouw:
      row.indication !== null && row.year !== null && row.type !== null
        ? {
            indicatie: codeOf(constructionIndications, row.indication, language),
            bouwjaar: row.year,
            type: codeOf(constructionTypes, row.type, language),
          }
        : null,
    fiche60:
      row.fiche_sequence !== null && row.fiche_type !== null && row.fiche_good !== null
        ? {
            jaar: year,
            kantoorNummer: row.office,
            volgNummer: row.fiche_sequence,
            typeFiche: row.fiche_type,
            goedNummer: row.fiche_good,
          }
        : null,
    kantoor: codeOf(registrationOffices, row.office, language),
  };
}

export interface SalesOrder {
  orderBy: SalesOrderField;
  order: 'Asc' | 'Desc';
}

function ordered(query: SalesQuery, { orderBy, order }: SalesOrder): SalesQuery {
  const direction = order === 'Asc' ? 'asc' : 'desc';
  // A sale without a building sorts after every built one on the construction year.
  return query
    .orderBy(sql`${sql.ref(orderColumns[orderBy])} ${sql.raw(direction)} nulls last`)
    .orderBy('s.id', direction);
}

/** How many sales the filters match. */
export async function countSales(db: Executor, filters: SalesFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The sales the filters match, ordered, `take` of them from `skip` on (every one: take null). */
export async function readSales(
  db: Executor,
  filters: SalesFilters,
  order: SalesOrder,
  window: { take: number | null; skip: number },
  language: Language,
): Promise<Sale[]> {
  let query = selected(ordered(filtered(db, filters), order));
  if (window.take !== null) query = query.limit(window.take).offset(window.skip);
  const rows = await query.execute();
  return rows.map((row) => saleOf(row, language));
}

/** One sale by its id; null for an id the cadastre does not know. */
export async function readSale(db: Executor, id: string, language: Language): Promise<Sale | null> {
  const row = await selected(salesQuery(db).where('s.id', '=', id)).executeTakeFirst();
  return row ? saleOf(row, language) : null;
}

// Person searches over the whole population: by name and (partial) birth date with a tolerance,
// and by address. Both narrow down on an index first (name + birth date, birth date, street),
// then rank the few candidates in memory.
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Paging } from '@contracts/http';
import {
  maximumPersonMatches,
  type addressOrderFields,
  type nameOrderFields,
  type PersonSource,
  type personMatchSchema,
} from '@contracts/person';
import type { Database } from '../db/schema';
import { foldName } from '../population/fold';
import { labelled, sexLabels } from './codes';
import type { Labels } from './labels';
import { birthDateWindow, matchScore, type Tolerance } from './name-match';
import { addressesOf, findPersons, type PersonRow } from './read';

type Db = Kysely<Database>;
type Match = z.input<typeof personMatchSchema>;

export interface NameSearch {
  lastName: string;
  firstName?: string;
  span: { from: string; to: string };
  tolerance: Tolerance;
  sex?: '1' | '2';
  /** The municipality of the current main residence. */
  nisCode?: string;
  source: PersonSource;
  paging: Paging<(typeof nameOrderFields)[number]>;
  today: string;
}

/** One page of matches, the number that matched (at most the maximum) and whether more did. */
export interface MatchPage {
  resultaten: Match[];
  totaal: number;
  afgekapt: boolean;
}

async function toMatches(
  db: Db,
  labels: Labels,
  scored: { row: PersonRow; score: number }[],
  today: string,
): Promise<Match[]> {
  return Promise.all(
    scored.map(async ({ row, score }) => {
      const [address] = await addressesOf(db, labels, row.insz, { op: today }, [
        'hoofdverblijfplaats',
        'buitenland',
      ]);
      return {
        insz: row.insz,
        bron: row.source,
        naam: { achternaam: row.last_name, voornamen: row.first_names },
        geslacht: labelled(sexLabels, row.sex),
        geboortedatum: row.birth_date,
        overleden: row.death_date !== null,
        adres: address ?? null,
        overeenkomst: score,
      };
    }),
  );
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'nl');
}

type OrderField = (typeof nameOrderFields)[number] | (typeof addressOrderFields)[number];

function sortKey(row: PersonRow, score: number, orderBy: OrderField): string | number {
  switch (orderBy) {
    case 'VOORNAAM':
      return row.first_names.join(' ');
    case 'GEBOORTEDATUM':
      return row.birth_date;
    case 'OVEREENKOMST':
      return score;
    default:
      return row.last_name;
  }
}

/**
 * The page asked for of the ranked people: sorted on the asked field (the national number breaks
 * ties, so pages never overlap), then cut; only the page's people get their address read.
 */
async function pageOf(
  db: Db,
  labels: Labels,
  ranked: { row: PersonRow; score: number }[],
  paging: Paging<OrderField>,
  today: string,
): Promise<Match[]> {
  const direction = paging.order === 'Asc' ? 1 : -1;
  const ordered = [...ranked].sort(
    (a, b) =>
      direction *
        compare(sortKey(a.row, a.score, paging.orderBy), sortKey(b.row, b.score, paging.orderBy)) ||
      a.row.insz.localeCompare(b.row.insz),
  );
  return toMatches(db, labels, ordered.slice(paging.skip, paging.skip + paging.take), today);
}

export async function searchByName(db: Db, labels: Labels, search: NameSearch): Promise<MatchPage> {
  const window = birthDateWindow(search.span, search.tolerance);
  let query = db
    .selectFrom('persons')
    .select('insz')
    .where(sql<string>`birth_date`, '>=', window.from)
    .where(sql<string>`birth_date`, '<=', window.to);
  const folded = foldName(search.lastName);
  // Exact: the name-and-birth-date index finds the few people at once. With a tolerance, names
  // whose length is further off than any near spelling or sound-alike can be are left out in
  // the database, so fewer rows travel to the ranking below.
  if (search.tolerance === 0) {
    query = query.where('search_last_name', '=', folded);
  } else {
    const slack = search.tolerance + 2;
    query = query
      .where(sql<number>`length(search_last_name)`, '>=', folded.length - slack)
      .where(sql<number>`length(search_last_name)`, '<=', folded.length + slack);
  }
  if (search.sex) query = query.where('sex', '=', search.sex);
  if (search.source === 'RR') query = query.where('source', '=', 'RR');
  if (search.nisCode) {
    const nisCode = search.nisCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('person_addresses')
          .select(sql`1`.as('one'))
          .whereRef('person_addresses.insz', '=', 'persons.insz')
          .where('kind', '=', 'hoofdverblijfplaats')
          .where('municipality_nis', '=', nisCode)
          .where('valid_to', 'is', null),
      ),
    );
  }
  // Only the candidates' keys first: ranking needs the name, the rows come after.
  const candidates = await query
    .select([
      'search_last_name',
      // First names are only read when the search names one.
      search.firstName ? 'first_names' : sql<string[]>`'[]'::jsonb`.as('first_names'),
      sql<string>`birth_date::text`.as('birth_date'),
    ])
    .execute();
  const scored = candidates
    .map((candidate) => ({
      insz: candidate.insz,
      score: matchScore(
        {
          lastName: search.lastName,
          firstName: search.firstName,
          span: search.span,
          tolerance: search.tolerance,
        },
        {
          searchLastName: candidate.search_last_name,
          firstNames: candidate.first_names,
          birthDate: candidate.birth_date,
        },
      ),
    }))
    .filter((entry): entry is { insz: string; score: number } => entry.score !== null)
    // The closest first when cutting off; the order asked for is applied after.
    .sort((a, b) => b.score - a.score);
  const kept = scored.slice(0, maximumPersonMatches);
  const rows = await findPersons(
    db,
    kept.map((entry) => entry.insz),
  );
  const ranked = kept.flatMap((entry) => {
    const row = rows.get(entry.insz);
    return row ? [{ row, score: entry.score }] : [];
  });
  return {
    resultaten: await pageOf(db, labels, ranked, search.paging, search.today),
    totaal: ranked.length,
    afgekapt: scored.length > maximumPersonMatches,
  };
}

export interface AddressSearch {
  nisCode: string;
  postcode: string;
  street: string;
  houseNumber: string;
  box?: string;
  source: PersonSource;
  paging: Paging<(typeof addressOrderFields)[number]>;
  today: string;
}

/** The people whose main residence is at the address now. */
export async function searchByAddress(
  db: Db,
  labels: Labels,
  search: AddressSearch,
): Promise<MatchPage> {
  let query = db
    .selectFrom('person_addresses')
    .select('insz')
    .where('postcode', '=', search.postcode)
    .where(sql<string>`lower(street)`, '=', search.street.toLowerCase())
    .where('house_number', '=', search.houseNumber)
    .where('municipality_nis', '=', search.nisCode)
    .where('kind', '=', 'hoofdverblijfplaats')
    .where('valid_to', 'is', null);
  if (search.box) query = query.where(sql<string>`lower(box)`, '=', search.box.toLowerCase());
  // The national register knows only its own people: filtered before counting, so 'afgekapt'
  // says whether more people of this source live there.
  if (search.source === 'RR') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('persons')
          .select(sql`1`.as('one'))
          .whereRef('persons.insz', '=', 'person_addresses.insz')
          .where('persons.source', '=', 'RR'),
      ),
    );
  }
  const found = await query.limit(maximumPersonMatches + 1).execute();
  const rows = await findPersons(
    db,
    found.slice(0, maximumPersonMatches).map((row) => row.insz),
  );
  const ranked = [...rows.values()].map((row) => ({ row, score: 100 }));
  return {
    resultaten: await pageOf(db, labels, ranked, search.paging, search.today),
    totaal: ranked.length,
    afgekapt: found.length > maximumPersonMatches,
  };
}

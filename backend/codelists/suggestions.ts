// The address lookups: towns, municipalities and streets for a typed text, as indexed prefix
// searches on the normalised names (codelists/search.ts) in the database.
import { sql, type Kysely } from 'kysely';
import {
  addressSuggestionCount,
  maximumSuggestions,
  type AddressSuggestion,
  type Municipality,
  type StreetSuggestion,
  type TownSuggestion,
} from '@contracts/code-lists';
import type { Database } from '../db/schema';
import { parseTypedAddress, searchKey, type TypedAddress } from './search';

/** A postcode with the municipality it lies in. */
interface Town {
  postcode: string;
  nisCode: string;
  gemeente: string;
}

/** A text of a postcode, a name, or both ('9000', 'gent', '9000 Gent'). */
function splitTownText(text: string): { digits: string | null; name: string } {
  const tokens = text.trim().split(/\s+/);
  const digits = tokens.find((token) => /^\d{1,4}$/.test(token)) ?? null;
  return { digits, name: searchKey(tokens.filter((token) => token !== digits).join(' ')) };
}

/** 0-2: a name (municipality, postal, later word) equal to the text; 3-5: one starting with it. */
function townRank(name: string) {
  return sql<number>`min(case when t.term = ${name} then t.kind else t.kind + 3 end)`;
}

/**
 * Postcodes whose municipality or postal name has a word starting with the text, or whose
 * postcode starts with its digits. Exact names first (the municipality before a postal name),
 * then names that start with the text, then names with a later word that does; then by postcode.
 */
export async function findTowns(db: Kysely<Database>, text: string): Promise<TownSuggestion[]> {
  const { digits, name } = splitTownText(text);
  if (digits === null && name === '') return [];
  const rows = await db
    .selectFrom('postal_codes as p')
    .innerJoin('municipalities as m', 'm.nis_code', 'p.nis_code')
    .select(['p.postcode', 'p.nis_code', 'm.name_nl', 'p.postal_name_nl', 'p.postal_name_fr'])
    .$if(digits !== null, (query) => query.where('p.postcode', 'like', `${digits}%`))
    .$if(name !== '', (query) =>
      query
        .innerJoin(
          (terms) =>
            terms
              .selectFrom('town_search_terms as t')
              .select(['t.postcode', 't.nis_code', townRank(name).as('rank')])
              .where('t.term', 'like', `${name}%`)
              .groupBy(['t.postcode', 't.nis_code'])
              .as('r'),
          (join) =>
            join.onRef('r.postcode', '=', 'p.postcode').onRef('r.nis_code', '=', 'p.nis_code'),
        )
        .orderBy('r.rank'),
    )
    .orderBy('p.postcode')
    .orderBy('m.name_nl')
    .limit(maximumSuggestions)
    .execute();
  return rows.map((row) => ({
    nisCode: row.nis_code,
    gemeente: row.name_nl,
    postCode: row.postcode,
    postnaam: row.postal_name_nl ?? row.postal_name_fr,
  }));
}

/** Municipalities found the same way as towns, each with all its postcodes. */
export async function findMunicipalities(
  db: Kysely<Database>,
  text: string,
): Promise<Municipality[]> {
  const { digits, name } = splitTownText(text);
  if (digits === null && name === '') return [];
  const municipalities = await db
    .selectFrom('municipalities as m')
    .innerJoin('postal_codes as p', 'p.nis_code', 'm.nis_code')
    .select(['m.nis_code', 'm.name_nl', 'm.province_nl'])
    .$if(digits !== null, (query) => query.where('p.postcode', 'like', `${digits}%`))
    .$if(name !== '', (query) =>
      query
        .innerJoin('town_search_terms as t', (join) =>
          join.onRef('t.postcode', '=', 'p.postcode').onRef('t.nis_code', '=', 'p.nis_code'),
        )
        .where('t.term', 'like', `${name}%`)
        .orderBy(townRank(name)),
    )
    .groupBy(['m.nis_code', 'm.name_nl', 'm.province_nl'])
    .orderBy('m.name_nl')
    .limit(maximumSuggestions)
    .execute();
  if (municipalities.length === 0) return [];
  const postcodes = await db
    .selectFrom('postal_codes')
    .select(['nis_code', 'postcode'])
    .where(
      'nis_code',
      'in',
      municipalities.map((row) => row.nis_code),
    )
    .orderBy('postcode')
    .execute();
  return municipalities.map((row) => ({
    nisCode: row.nis_code,
    gemeente: row.name_nl,
    provincie: row.province_nl,
    postCodes: postcodes
      .filter((code) => code.nis_code === row.nis_code)
      .map((code) => code.postcode),
  }));
}

/** The postcodes a street lookup may look in: of one municipality, one postcode, or both. */
async function townsOf(
  db: Kysely<Database>,
  scope: { nisCode?: string; postcode?: string },
): Promise<Town[]> {
  let query = db
    .selectFrom('postal_codes as p')
    .innerJoin('municipalities as m', 'm.nis_code', 'p.nis_code')
    .select(['p.postcode', 'p.nis_code', 'm.name_nl'])
    .orderBy('p.postcode')
    .orderBy('p.nis_code');
  if (scope.nisCode !== undefined) query = query.where('p.nis_code', '=', scope.nisCode);
  if (scope.postcode !== undefined) query = query.where('p.postcode', '=', scope.postcode);
  const rows = await query.execute();
  return rows.map((row) => ({
    postcode: row.postcode,
    nisCode: row.nis_code,
    gemeente: row.name_nl,
  }));
}

/**
 * Streets within the towns whose normalised name starts with the street text or has a later
 * word that does: the exact name first, then names that start with it, then alphabetically.
 */
async function streetsIn(
  db: Kysely<Database>,
  towns: Town[],
  typed: TypedAddress,
): Promise<StreetSuggestion[]> {
  if (towns.length === 0 || typed.street.length < 2) return [];
  const postcodes = [...new Set(towns.map((town) => town.postcode))];
  const rows = await db
    .selectFrom('streets')
    .select(['name', 'postcode'])
    .where('postcode', 'in', postcodes)
    .where((where) =>
      where.or([
        where('search_name', 'like', `${typed.street}%`),
        where('search_name', 'like', `% ${typed.street}%`),
      ]),
    )
    .orderBy(sql`search_name = ${typed.street}`, 'desc')
    .orderBy(sql`search_name like ${`${typed.street}%`}`, 'desc')
    .orderBy('name')
    .orderBy('postcode')
    .limit(maximumSuggestions)
    .execute();
  return rows.flatMap((row) => {
    const town = towns.find((candidate) => candidate.postcode === row.postcode);
    if (!town) return [];
    return [
      {
        adres: {
          straat: row.name,
          nummer: typed.nummer,
          bus: typed.bus,
          gemeente: town.gemeente,
          postCode: town.postcode,
          nisCode: town.nisCode,
        },
      },
    ];
  });
}

/**
 * Street suggestions within a postcode and/or a municipality, for a text of a street name and
 * optionally a house number, a box and (when no postcode is given) one of the town's postcodes.
 */
export async function findStreets(
  db: Kysely<Database>,
  scope: { nisCode?: string; postcode?: string },
  text: string,
): Promise<StreetSuggestion[]> {
  const towns = await townsOf(db, scope);
  const typed = parseTypedAddress(text, (token) => towns.some((town) => town.postcode === token));
  const narrowed = typed.postcode
    ? towns.filter((town) => town.postcode === typed.postcode)
    : towns;
  return streetsIn(db, narrowed, typed);
}

/** One line for a suggestion: 'Veldstraat 12 bus 3, 9000 Gent'. */
function labelOf({ adres }: StreetSuggestion): string {
  const number = [adres.nummer, adres.bus && `bus ${adres.bus}`].filter(Boolean).join(' ');
  return `${adres.straat}${number ? ` ${number}` : ''}, ${adres.postCode} ${adres.gemeente}`;
}

/** Readings of a typed text without number or comma: 'Veldstraat Gent' may end in the town. */
function readings(typed: TypedAddress): TypedAddress[] {
  if (typed.town !== '' || typed.nummer !== null || typed.postcode !== null) return [typed];
  const words = typed.street.split(' ');
  return words.map((_, index) => ({
    ...typed,
    street: words.slice(0, words.length - index).join(' '),
    town: words.slice(words.length - index).join(' '),
  }));
}

/**
 * Whole-address suggestions for a free text anywhere in Flanders: streets whose name starts with
 * the street part, in the postcode or town typed after it. The exact name first, then shorter
 * names, then by postcode.
 */
export async function findAddresses(
  db: Kysely<Database>,
  text: string,
): Promise<AddressSuggestion[]> {
  for (const typed of readings(parseTypedAddress(text))) {
    if (typed.street.length < 2) continue;
    let query = db
      .selectFrom('streets as s')
      .innerJoin('postal_codes as p', 'p.postcode', 's.postcode')
      .innerJoin('municipalities as m', 'm.nis_code', 'p.nis_code')
      .select(['s.name', 'p.postcode', 'p.nis_code', 'm.name_nl'])
      .where('s.search_name', 'like', `${typed.street}%`)
      .orderBy(sql`s.search_name = ${typed.street}`, 'desc')
      .orderBy(sql`length(s.name)`)
      .orderBy('s.name')
      .orderBy('p.postcode')
      .limit(addressSuggestionCount);
    if (typed.postcode !== null) query = query.where('p.postcode', '=', typed.postcode);
    if (typed.town !== '') {
      const town = typed.town;
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('town_search_terms as t')
            .select('t.kind')
            .whereRef('t.postcode', '=', 'p.postcode')
            .whereRef('t.nis_code', '=', 'p.nis_code')
            .where('t.term', 'like', `${town}%`),
        ),
      );
    }
    const rows = await query.execute();
    if (rows.length === 0) continue;
    return rows.map((row) => {
      const suggestion: StreetSuggestion = {
        adres: {
          straat: row.name,
          nummer: typed.nummer,
          bus: typed.bus,
          gemeente: row.name_nl,
          postCode: row.postcode,
          nisCode: row.nis_code,
        },
      };
      return { ...suggestion, label: labelOf(suggestion) };
    });
  }
  return [];
}

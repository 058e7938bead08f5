// Reads the small code lists for their calls (api/code-lists.ts): civil statuses, contact address
// types, countries (of the national register, valid on a date, or of ISO) and phone calling codes.
// The calls pick the language and the order; the town and street lookups are in suggestions.ts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database>;

export async function civilStatusRows(db: Executor) {
  return db.selectFrom('civil_statuses').select(['code', 'name_nl']).orderBy('code').execute();
}

export async function contactAddressTypeRows(db: Executor) {
  return db
    .selectFrom('contact_address_types')
    .select(['code', 'name_nl'])
    .orderBy('code')
    .execute();
}

/**
 * The national register's countries, those valid on the date when one is given: a nationality is
 * a state's (an ISO code, 999 Onbekend included); an address needs a real one.
 */
export async function countryRows(
  db: Executor,
  { date, kind }: { date?: string; kind: 'all' | 'nationaliteit' | 'adres' },
) {
  let query = db
    .selectFrom('countries')
    .select([
      'nis_code',
      'iso_alpha2',
      'iso_alpha3',
      'name_nl',
      'name_en',
      sql<string>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_to::text`.as('valid_to'),
    ]);
  if (date !== undefined) {
    query = query
      .where('valid_from', '<=', date)
      .where((where) => where.or([where('valid_to', 'is', null), where('valid_to', '>=', date)]));
  }
  if (kind !== 'all') query = query.where('iso_alpha2', 'is not', null);
  if (kind === 'adres') query = query.where('nis_code', '!=', '999');
  return query.execute();
}

/** The ISO countries, or those of the codes given. */
export async function isoCountryRows(db: Executor, only?: readonly string[]) {
  let query = db.selectFrom('iso_countries').select(['iso_alpha2', 'name_nl', 'name_en']);
  if (only !== undefined) query = query.where('iso_alpha2', 'in', only);
  return query.execute();
}

/** The phone calling codes with their country's names, by code. */
export async function phoneCallingCodeRows(db: Executor) {
  return db
    .selectFrom('phone_calling_codes as p')
    .leftJoin('iso_countries as i', 'i.iso_alpha2', 'p.iso_alpha2')
    .select([
      'p.iso_alpha2',
      'p.calling_code',
      'p.name_en',
      'i.name_nl',
      'i.name_en as iso_name_en',
    ])
    .orderBy('p.calling_code')
    .execute();
}

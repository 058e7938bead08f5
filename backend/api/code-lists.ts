// Code lists and address helpers: countries, civil statuses, phone codes, town and street lookups.
import type { Express } from 'express';
import { sql, type Kysely } from 'kysely';
import {
  findLocations,
  findMunicipalities,
  findStreets,
  getAddressCountries,
  getCivilStatuses,
  getContactAddressTypes,
  getCountries,
  getLetterCountries,
  getNationalities,
  getPhoneCountryCodes,
  getVehicleCountries,
  suggestAddresses,
  suggestStreets,
  suggestTowns,
  type Country,
  type IsoCountry,
} from '@contracts/code-lists';
import * as lookups from '../codelists/suggestions';
import type { Database } from '../db/schema';
import { serveCall, type BackendServices } from '../http/call';

type Language = 'nl' | 'en';

/** Directive (EU) 2015/413 lets the EU member states query each other's vehicle registers. */
// prettier-ignore
const euMemberStates = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

/** Lists are sorted the way a reader of the language expects: 'Åland' next to 'Albanië'. */
function byName<T>(language: Language, nameOf: (item: T) => string) {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return (a: T, b: T) => collator.compare(nameOf(a), nameOf(b));
}

/** Today in Belgium, as the default date of a country list. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
}

async function countries(
  db: Kysely<Database>,
  language: Language,
  filter: { date?: string; kind: 'all' | 'nationaliteit' | 'adres' },
): Promise<Country[]> {
  const { date, kind } = filter;
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
  // A nationality is a state's (ISO code, 999 Onbekend included); an address needs a real one.
  if (kind !== 'all') query = query.where('iso_alpha2', 'is not', null);
  if (kind === 'adres') query = query.where('nis_code', '!=', '999');
  const rows = await query.execute();
  return rows
    .map((row) => ({
      nisCode: row.nis_code,
      isoCode: row.iso_alpha2,
      isoCode3: row.iso_alpha3,
      land: language === 'en' ? row.name_en : row.name_nl,
      geldigVanaf: row.valid_from,
      geldigTot: row.valid_to,
    }))
    .sort(byName(language, (country) => country.land));
}

async function isoCountries(
  db: Kysely<Database>,
  language: Language,
  only?: string[],
): Promise<IsoCountry[]> {
  let query = db.selectFrom('iso_countries').select(['iso_alpha2', 'name_nl', 'name_en']);
  if (only !== undefined) query = query.where('iso_alpha2', 'in', only);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      isoCode: row.iso_alpha2,
      land: language === 'en' ? row.name_en : row.name_nl,
    }))
    .sort(byName(language, (country) => country.land));
}

export function codeListsApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getCivilStatuses, async ({ services: { db } }) => {
    const rows = await db
      .selectFrom('civil_statuses')
      .select(['code', 'name_nl'])
      .orderBy('code')
      .execute();
    return rows.map((row) => ({ code: row.code, omschrijving: row.name_nl }));
  });

  serveCall(app, services, getNationalities, async ({ query, language, services: { db } }) =>
    countries(db, language, { date: query.datum, kind: 'nationaliteit' }),
  );

  serveCall(app, services, getCountries, async ({ params, query, language, services: { db } }) =>
    countries(db, language, {
      date: query.datum ?? today(),
      kind: params.type === 'adres' ? 'adres' : 'all',
    }),
  );

  serveCall(app, services, getContactAddressTypes, async ({ services: { db } }) => {
    const rows = await db
      .selectFrom('contact_address_types')
      .select(['code', 'name_nl'])
      .orderBy('code')
      .execute();
    return rows.map((row) => ({ code: row.code, omschrijving: row.name_nl }));
  });

  serveCall(app, services, getLetterCountries, async ({ language, services: { db } }) =>
    isoCountries(db, language),
  );

  serveCall(app, services, getVehicleCountries, async ({ language, services: { db } }) =>
    isoCountries(
      db,
      language,
      // Belgian vehicles have their own lookup.
      euMemberStates.filter((code) => code !== 'BE'),
    ),
  );

  serveCall(app, services, getPhoneCountryCodes, async ({ language, services: { db } }) => {
    const rows = await db
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
    return rows
      .map((row) => ({
        isoCode: row.iso_alpha2,
        land: (language === 'en' ? row.iso_name_en : row.name_nl) ?? row.name_en,
        code: `+${row.calling_code}`,
      }))
      .sort(byName(language, (entry) => entry.land));
  });

  serveCall(app, services, findLocations, async ({ params, services: { db } }) =>
    lookups.findStreets(db, { nisCode: params.nisCode }, params.text),
  );

  serveCall(app, services, findMunicipalities, async ({ params, services: { db } }) =>
    lookups.findMunicipalities(db, params.text),
  );

  serveCall(
    app,
    services,
    findStreets,
    async ({ params: { nisCode, postcode, text }, services: { db } }) =>
      lookups.findStreets(db, { nisCode, postcode }, text),
  );

  serveCall(app, services, getAddressCountries, async ({ language, services: { db } }) =>
    isoCountries(db, language),
  );

  serveCall(app, services, suggestTowns, async ({ query, services: { db } }) =>
    lookups.findTowns(db, query.q),
  );

  serveCall(
    app,
    services,
    suggestStreets,
    async ({ query: { q, postcode, nisCode }, services: { db } }) =>
      lookups.findStreets(db, { nisCode, postcode }, q),
  );

  serveCall(app, services, suggestAddresses, async ({ query, services: { db } }) =>
    lookups.findAddresses(db, query.q),
  );
}

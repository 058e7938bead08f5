// Code lists and address helpers: countries, civil statuses, phone codes, town and street lookups.
import type { Express } from 'express';
import type { Kysely } from 'kysely';
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
import {
  civilStatusRows,
  contactAddressTypeRows,
  countryRows,
  isoCountryRows,
  phoneCallingCodeRows,
} from '../codelists/read';
import * as lookups from '../codelists/suggestions';
import type { Database } from '../db/schema';
import { serveCall, type BackendServices } from '../http/call';
import type { Language } from '../http/messages';

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
  const rows = await countryRows(db, { date, kind });
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
  const rows = await isoCountryRows(db, only);
  return rows
    .map((row) => ({
      isoCode: row.iso_alpha2,
      land: language === 'en' ? row.name_en : row.name_nl,
    }))
    .sort(byName(language, (country) => country.land));
}

export function codeListsApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getCivilStatuses, async ({ services: { db } }) => {
    const rows = await civilStatusRows(db);
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
    const rows = await contactAddressTypeRows(db);
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
    const rows = await phoneCallingCodeRows(db);
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

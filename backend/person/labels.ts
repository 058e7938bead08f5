// The labels person answers need from the code-list tables (countries, municipalities, civil
// statuses, contact-address types), read once per database: they do not change while running.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Labels {
  country: (nisCode: string) => { nisCode: string; isoCode: string | null; naam: string };
  municipality: (nisCode: string) => string | null;
  civilStatus: (code: string) => string;
  contactType: (code: string) => string;
}

const cache = new WeakMap<Kysely<Database>, Promise<Labels>>();

async function load(db: Kysely<Database>): Promise<Labels> {
  const [countries, municipalities, civilStatuses, contactTypes] = await Promise.all([
    db.selectFrom('countries').select(['nis_code', 'iso_alpha2', 'name_nl']).execute(),
    db.selectFrom('municipalities').select(['nis_code', 'name_nl']).execute(),
    db.selectFrom('civil_statuses').select(['code', 'name_nl']).execute(),
    db.selectFrom('contact_address_types').select(['code', 'name_nl']).execute(),
  ]);
  const countryByCode = new Map(countries.map((row) => [row.nis_code, row]));
  const municipalityByCode = new Map(municipalities.map((row) => [row.nis_code, row.name_nl]));
  const civilStatusByCode = new Map(civilStatuses.map((row) => [row.code, row.name_nl]));
  const contactTypeByCode = new Map(contactTypes.map((row) => [row.code, row.name_nl]));
  return {
    country: (nisCode) => {
      const row = countryByCode.get(nisCode);
      return { nisCode, isoCode: row?.iso_alpha2 ?? null, naam: row?.name_nl ?? nisCode };
    },
    municipality: (nisCode) => municipalityByCode.get(nisCode) ?? null,
    civilStatus: (code) => civilStatusByCode.get(code) ?? code,
    contactType: (code) => contactTypeByCode.get(code) ?? code,
  };
}

export function labelsOf(db: Kysely<Database>): Promise<Labels> {
  let labels = cache.get(db);
  if (!labels) {
    labels = load(db);
    // A failed load (database briefly away) is not remembered.
    labels.catch(() => cache.delete(db));
    cache.set(db, labels);
  }
  return labels;
}

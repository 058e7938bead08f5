// The places the synthetic sources put people, enterprises and institutions in, as the code lists
// in the database hold them: the municipalities, their postal codes and the streets of each
// postal code. Read in the order the database gives them, which the generators' draws follow.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The provinces of Flanders, as the municipalities' code list names them. */
export const flemishProvinces: ReadonlySet<string> = new Set([
  'Provincie Antwerpen',
  'Provincie Limburg',
  'Provincie Oost-Vlaanderen',
  'Provincie Vlaams-Brabant',
  'Provincie West-Vlaanderen',
]);

/** The provinces of Wallonia, as the municipalities' code list names them. */
export const walloonProvinces: ReadonlySet<string> = new Set([
  'Provincie Henegouwen',
  'Provincie Luik',
  'Provincie Luxemburg',
  'Provincie Namen',
  'Provincie Waals-Brabant',
]);

/** A municipality with its Dutch name and its province (none for Brussels). */
export interface Municipality {
  nisCode: string;
  nameNl: string;
  province: string | null;
}

export async function readMunicipalities(db: Kysely<Database>): Promise<Municipality[]> {
  const rows = await db
    .selectFrom('municipalities')
    .select(['nis_code', 'name_nl', 'province_nl'])
    .execute();
  return rows.map((row) => ({
    nisCode: row.nis_code,
    nameNl: row.name_nl,
    province: row.province_nl,
  }));
}

/** Every postal code with the municipality it belongs to, and the streets of every postal code. */
export async function readPostalAddresses(db: Kysely<Database>): Promise<{
  postalCodes: { postcode: string; nisCode: string }[];
  streets: { postcode: string; name: string }[];
}> {
  const postalCodes = await db
    .selectFrom('postal_codes')
    .select(['postcode', 'nis_code'])
    .execute();
  const streets = await db.selectFrom('streets').select(['postcode', 'name']).execute();
  return {
    postalCodes: postalCodes.map((row) => ({ postcode: row.postcode, nisCode: row.nis_code })),
    streets,
  };
}

// The code lists the population is made from, read straight from backend/data as the seed loads
// them: for the unit tests of the generators, which run without a database.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../codelists/csv';
import { dataDirectory } from '../data-directory';
import type { PopulationCodeLists } from './generate';

function readList<Column extends string>(file: string, columns: readonly Column[]) {
  return parseCsv(readFileSync(new URL(file, dataDirectory), 'utf8'), columns);
}

export function codeListsFromFiles(): PopulationCodeLists {
  return {
    municipalities: readList('municipalities.csv', ['nis_code', 'name_nl', 'province_nl']).map(
      (row) => ({ nisCode: row.nis_code, nameNl: row.name_nl, province: row.province_nl || null }),
    ),
    postalCodes: readList('postal_codes.csv', ['postcode', 'nis_code']).map((row) => ({
      postcode: row.postcode,
      nisCode: row.nis_code,
    })),
    streets: readList('streets.csv', ['postcode', 'street_name']).map((row) => ({
      postcode: row.postcode,
      name: row.street_name,
    })),
    countries: readList('countries.csv', ['nis_code', 'iso_alpha2', 'valid_to']).map((row) => ({
      nisCode: row.nis_code,
      isoAlpha2: row.iso_alpha2 || null,
      validTo: row.valid_to === '9999-12-31' ? null : row.valid_to || null,
    })),
    civilStatuses: readList('civil_statuses.csv', ['code']).map((row) => row.code),
  };
}

// The code lists the enterprise register is made from, read straight from backend/data as the
// seed loads them: for the unit tests of the generators that need enterprises, which run without
// a database.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../codelists/csv';
import { dataDirectory } from '../data-directory';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import type { EnterpriseCodeLists } from './generate';

function readList<Column extends string>(file: string, columns: readonly Column[]) {
  return parseCsv(readFileSync(new URL(file, dataDirectory), 'utf8'), columns);
}

export function enterpriseCodeListsFromFiles(): EnterpriseCodeLists {
  const { postalCodes, streets } = codeListsFromFiles();
  return {
    municipalities: readList('municipalities.csv', ['nis_code', 'name_nl', 'name_fr']).map(
      (row) => ({ nisCode: row.nis_code, nameNl: row.name_nl, nameFr: row.name_fr }),
    ),
    postalCodes,
    streets,
    naceCodes: readList('nace_codes.csv', ['code']).map((row) => row.code),
    legalForms: readList('legal_forms.csv', ['code']).map((row) => row.code),
  };
}

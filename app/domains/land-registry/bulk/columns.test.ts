import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ownershipBulkItem, parcelBulkItem } from '@contracts/land-registry-bulk';
import { validateLine, type BulkCells, type RowIssue } from '~/lib/bulk/columns';
import { writeBulkTemplate } from '~/lib/bulk/template.server';
import { demoDataSection } from '../../../../tests/support/demo-data-doc';
import {
  ownershipBulkSheet,
  parcelBulkColumns,
  parcelBulkSheet,
  readOwnershipKey,
  readParcelSearch,
  type ParcelColumnId,
} from './columns';

const emptyParcel: BulkCells<ParcelColumnId> = {
  capakey: '',
  gemeente: '',
  afdeling: '',
  sectie: '',
  perceelnummer: '',
};
const parcel = (cells: Partial<Record<ParcelColumnId, string>>) => ({ ...emptyParcel, ...cells });

/** The findings of a line as 'column: key', the way the upload reports them. */
function findings<Id extends string>(
  sheet: Parameters<typeof validateLine<Id, unknown>>[1],
  cells: BulkCells<Id>,
) {
  const checked = validateLine(
    cells,
    sheet,
    (id) => id,
    (found: RowIssue) => found.key,
  );
  return checked.findings.map((finding) => `${finding.kolom}: ${finding.melding}`);
}

describe('an ownership line', () => {
  it('reads a capakey, in upper case, trimmed', () => {
    expect(readOwnershipKey(' 44021a0041/00a000 ')).toEqual({ capakey: '44021A0041/00A000' });
    expect(readOwnershipKey('44021A0157/00_003')).toEqual({ capakey: '44021A0157/00_003' });
  });

  it('reads a national number with or without its separators', () => {
    expect(readOwnershipKey('60111842284')).toEqual({ insz: '60111842284' });
    expect(readOwnershipKey('60.11.18-422.84')).toEqual({ insz: '60111842284' });
  });

  it('reads an enterprise number with dots, spaces or BE in front', () => {
    expect(readOwnershipKey('0785196984')).toEqual({ ondernemingsnummer: '0785196984' });
    expect(readOwnershipKey('0785.196.984')).toEqual({ ondernemingsnummer: '0785196984' });
    expect(readOwnershipKey('BE 0785 196 984')).toEqual({ ondernemingsnummer: '0785196984' });
  });

  it('names what is wrong: empty, a malformed capakey, bad check digits, anything else', () => {
    expect(readOwnershipKey('  ')).toEqual({ issue: 'required' });
    expect(readOwnershipKey('44021A41/00A000')).toEqual({ issue: 'capakey.invalid' });
    expect(readOwnershipKey('44021A0041-00A000')).toEqual({ issue: 'capakey.invalid' });
    expect(readOwnershipKey('60111842285')).toEqual({ issue: 'insz.checkDigit' });
    expect(readOwnershipKey('0785196985')).toEqual({ issue: 'enterpriseNumber.invalid' });
    expect(readOwnershipKey('2785196984')).toEqual({ issue: 'enterpriseNumber.invalid' });
    expect(readOwnershipKey('12345')).toEqual({ issue: 'landregistrybulk:cell.unknownKey' });
    expect(readOwnershipKey('BE 60111842284')).toEqual({
      issue: 'landregistrybulk:cell.unknownKey',
    });
    expect(readOwnershipKey('=1+1')).toEqual({ issue: 'landregistrybulk:cell.unknownKey' });
    expect(readOwnershipKey('=HYPERLINK("x")')).toEqual({
      issue: 'landregistrybulk:cell.unknownKey',
    });
  });

  it('makes items the backend takes, and reports a finding on its column', () => {
    for (const text of ['44021A0041/00A000', '60.11.18-422.84', '0785.196.984']) {
      const parsed = ownershipBulkSheet.rowSchema.safeParse({ sleutel: text });
      expect(parsed.success, text).toBe(true);
      expect(ownershipBulkItem.safeParse(parsed.data).success, text).toBe(true);
    }
    expect(findings(ownershipBulkSheet, { sleutel: '60111842285' })).toEqual([
      'sleutel: insz.checkDigit',
    ]);
  });
});

describe('a parcel search line', () => {
  it('reads a capakey alone, or a place narrowed from left to right', () => {
    expect(readParcelSearch(parcel({ capakey: '44021a0041/00a000' }))).toEqual({
      capakey: '44021A0041/00A000',
    });
    expect(
      readParcelSearch(
        parcel({ gemeente: '44021', afdeling: '44021', sectie: 'a', perceelnummer: '0041/00a000' }),
      ),
    ).toEqual({
      gemeente: '44021',
      afdeling: '44021',
      sectie: 'A',
      perceelnummer: '0041/00A000',
    });
    expect(readParcelSearch(parcel({ gemeente: '44021' }))).toEqual({ gemeente: '44021' });
  });

  it('names each malformed cell on its own column', () => {
    expect(
      readParcelSearch(
        parcel({
          capakey: '44021A41',
          gemeente: '4402',
          afdeling: 'x',
          sectie: 'AB',
          perceelnummer: '12345',
        }),
      ),
    ).toEqual({
      issues: [
        { column: 'capakey', key: 'capakey.invalid' },
        { column: 'gemeente', key: 'landregistrybulk:cell.nisCode' },
        { column: 'afdeling', key: 'landregistrybulk:cell.division' },
        { column: 'sectie', key: 'landregistrybulk:cell.section' },
        { column: 'perceelnummer', key: 'landregistrybulk:cell.plot' },
      ],
    });
  });

  it('asks a capakey or a municipality, a division for a section and a section for a plot', () => {
    expect(findings(parcelBulkSheet, parcel({}))).toEqual([
      'gemeente: landregistrybulk:cell.capakeyOrMunicipality',
    ]);
    expect(findings(parcelBulkSheet, parcel({ gemeente: '44021', sectie: 'A' }))).toEqual([
      'afdeling: landregistrybulk:cell.sectionNeedsDivision',
    ]);
    expect(findings(parcelBulkSheet, parcel({ gemeente: '44021', perceelnummer: '41' }))).toEqual([
      'sectie: landregistrybulk:cell.plotNeedsSection',
    ]);
  });

  it('makes items the backend takes', () => {
    const parsed = parcelBulkSheet.rowSchema.safeParse(
      parcel({ gemeente: '44021', afdeling: '44021', sectie: 'A', perceelnummer: '86' }),
    );
    expect(parsed.success).toBe(true);
    expect(parcelBulkItem.safeParse(parsed.data).success).toBe(true);
  });
});

describe('the templates', () => {
  it('title the parcel columns in each language, and their example line is valid', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await writeBulkTemplate(parcelBulkColumns, 'en')) as unknown as ExcelJS.Buffer,
    );
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Capakey',
      'Municipality (NIS code)',
      'Division',
      'Section',
      'Plot number',
    ]);
    const example = Object.fromEntries(
      parcelBulkColumns.map((column) => [column.id, column.example]),
    ) as BulkCells<ParcelColumnId>;
    expect(parcelBulkSheet.rowSchema.safeParse(example).success).toBe(true);
  });
});

describe('the bulk lines of docs/demo-data.md', () => {
  const section = demoDataSection('Demo data: land registry');
  const bulk = section.slice(section.indexOf('\n## Bulk\n'));
  const [ownershipBlock = '', parcelBlock = ''] = [...bulk.matchAll(/```\n([\s\S]*?)```/g)].map(
    (match) => match[1] ?? '',
  );
  const linesOf = (block: string) => block.split('\n').filter((line) => line !== '');
  const tables = section.slice(0, section.indexOf('\n## Bulk\n'));

  it('are valid ownership lines naming the parcels and owners the section lists', () => {
    const lines = linesOf(ownershipBlock);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      const read = readOwnershipKey(line);
      expect('issue' in read, line).toBe(false);
      expect(tables, line).toContain(`| ${line} `);
    }
  });

  it('are valid parcel search lines of parcels the section lists', () => {
    const lines = linesOf(parcelBlock);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const [capakey = '', gemeente = '', afdeling = '', sectie = '', perceelnummer = ''] =
        line.split(';');
      const read = readParcelSearch({ capakey, gemeente, afdeling, sectie, perceelnummer });
      expect('issues' in read, line).toBe(false);
      const radical = perceelnummer.padStart(4, '0');
      const named = capakey || `${afdeling}${sectie}${radical}/`;
      expect(tables, line).toContain(`| ${named}`);
    }
  });
});

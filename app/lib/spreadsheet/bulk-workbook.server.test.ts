import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  entry,
  sheetXml,
  workbook as hostileWorkbook,
  workbookEntries,
  zip,
  zipBomb,
} from '../../../tests/support/hostile-files';
import { readBulkWorkbook } from './bulk-workbook.server';

async function workbook(
  rows: ExcelJS.CellValue[][],
  extraSheet?: ExcelJS.CellValue[][],
): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Lijnen');
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) {
    const other = book.addWorksheet('Andere');
    for (const row of extraSheet) other.addRow(row);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const header = ['INSZ', 'Naam'];
const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => [String(index).padStart(11, '0'), `Naam ${index}`]);

describe('readBulkWorkbook', () => {
  it('reads the header and the lines of the first worksheet', async () => {
    const reading = await readBulkWorkbook(
      await workbook(
        [header, ['85073003328', 'Peeters'], ['', ''], ['00000000097', 'Claes']],
        [['not', 'read']],
      ),
    );
    expect(reading).toEqual({
      ok: true,
      workbook: {
        header,
        headerRow: 1,
        lines: [
          { rowNumber: 2, cells: ['85073003328', 'Peeters'] },
          { rowNumber: 4, cells: ['00000000097', 'Claes'] },
        ],
      },
    });
  });

  it('accepts exactly 1000 lines under the header', async () => {
    const reading = await readBulkWorkbook(await workbook([header, ...lines(1000)]));
    expect(reading.ok && reading.workbook.lines).toHaveLength(1000);
  });

  it('refuses 1001 lines, one over the limit, with its message key', async () => {
    const reading = await readBulkWorkbook(await workbook([header, ...lines(1001)]));
    expect(reading).toEqual({
      ok: false,
      issue: { key: 'files.tooManyLines', values: { amount: 1000 } },
    });
  });

  it('stops reading one line past a lower limit', async () => {
    const reading = await readBulkWorkbook(await workbook([header, ...lines(50)]), {
      maxLines: 3,
    });
    expect(reading).toEqual({
      ok: false,
      issue: { key: 'files.tooManyLines', values: { amount: 3 } },
    });
  });

  it('stops at a sheet of blank rows instead of reading it through', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lijnen');
    sheet.addRow(header);
    sheet.addRow(['85073003328', 'Peeters']);
    // Rows with a height but no values: present in the sheet, blank to the reader.
    for (let row = 3; row <= 10_010; row += 1) sheet.getRow(row).height = 20;
    sheet.getCell('A10011').value = 'x';
    const reading = await readBulkWorkbook(new Uint8Array(await book.xlsx.writeBuffer()), {
      maxLines: 3,
    });
    expect(reading).toEqual({
      ok: false,
      issue: { key: 'files.tooManyLines', values: { amount: 3 } },
    });
  });

  it('refuses a workbook with only a header, or nothing at all', async () => {
    for (const rows of [[header], []]) {
      expect(await readBulkWorkbook(await workbook(rows))).toEqual({
        ok: false,
        issue: { key: 'files.noLines' },
      });
    }
  });

  it('refuses a corrupt archive without throwing', async () => {
    const bytes = await workbook([header, ...lines(5)]);
    const corrupt = bytes.slice(0, Math.floor(bytes.length / 2));
    corrupt.fill(0x41, 200, 600);
    expect(await readBulkWorkbook(corrupt)).toEqual({
      ok: false,
      issue: { key: 'files.unreadable' },
    });
  });
});

/** The lines of a workbook read whole, or the issue it was refused with. */
async function linesOf(bytes: Uint8Array) {
  const reading = await readBulkWorkbook(bytes);
  return reading.ok ? reading.workbook.lines.map((line) => line.cells) : reading.issue;
}

describe('what a cell reads as', () => {
  it('reads each kind of cell as the text a person sees in it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lijnen');
    sheet.addRow(['Titel']);
    const values: ExcelJS.CellValue[] = [
      '  Gent ',
      42,
      true,
      new Date(Date.UTC(2024, 1, 29)),
      { richText: [{ text: 'Van ' }, { text: 'den Berg' }] },
      // A formula counts as the value it shows, never as the formula text.
      { formula: 'HYPERLINK("http://x","y")', result: 'y' } as ExcelJS.CellValue,
      { formula: '1+1' } as ExcelJS.CellValue,
      { text: 'site', hyperlink: 'https://example.org' },
      { error: '#N/A' } as ExcelJS.CellValue,
      'a < b & "c"',
    ];
    for (const value of values) sheet.addRow([value, 'x']);
    const cells = await linesOf(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(Array.isArray(cells) && cells.map((line) => line[0])).toEqual([
      'Gent',
      '42',
      'true',
      '29.02.2024',
      'Van den Berg',
      'y',
      '',
      'site',
      '',
      'a < b & "c"',
    ]);
  });

  it('reads a date typed with a custom format, and in the 1904 date system', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lijnen');
    sheet.addRow(['Datum']);
    sheet.addRow([new Date(Date.UTC(2020, 5, 30))]).getCell(1).numFmt = 'dd/mm/yyyy';
    sheet.addRow([12345.5]).getCell(1).numFmt = '0.0';
    expect(await linesOf(new Uint8Array(await book.xlsx.writeBuffer()))).toEqual([
      ['30.06.2020'],
      ['12345.5'],
    ]);
    const in1904 = new ExcelJS.Workbook();
    in1904.properties.date1904 = true;
    const dates = in1904.addWorksheet('Lijnen');
    dates.addRow(['Datum']);
    dates.addRow([new Date(Date.UTC(2020, 5, 30))]);
    expect(await linesOf(new Uint8Array(await in1904.xlsx.writeBuffer()))).toEqual([
      ['30.06.2020'],
    ]);
  });

  it('keeps the leading zeros a format of zeros shows, and only there', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lijnen');
    sheet.addRow(['INSZ']);
    // A national number of someone born in 2008, typed as a number into a column formatted to
    // show eleven digits; the same number in a general cell shows (and reads) without its zeros.
    sheet.addRow([8030112345]).getCell(1).numFmt = '00000000000';
    sheet.addRow([8030112345]);
    sheet.addRow([12.5]).getCell(1).numFmt = '00000';
    expect(await linesOf(new Uint8Array(await book.xlsx.writeBuffer()))).toEqual([
      ['08030112345'],
      ['8030112345'],
      ['12.5'],
    ]);
  });

  it('reads formulas as their cached result, never evaluating them', async () => {
    const bytes = hostileWorkbook([
      ['Naam', 'Waarde'],
      ['Peeters', { formula: 'HYPERLINK("http://kwaadaardig.example/","klik")', result: 'klik' }],
      ['Janssens', { formula: "cmd|' /C calc'!A0", result: '0' }],
      ['Maes', { formula: 'WEBSERVICE("http://kwaadaardig.example/")', result: '' }],
    ]);
    expect(await linesOf(bytes)).toEqual([['Peeters', 'klik'], ['Janssens', '0'], ['Maes']]);
  });

  it('joins the runs of an inline string, without its phonetic guide, and decodes escapes', async () => {
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>Titel</x:t></x:is></x:c></x:row><x:row><x:c t="inlineStr"><x:is><x:r><x:t>Van </x:t></x:r><x:r><x:t>den Berg</x:t></x:r><x:rPh sb="0" eb="1"><x:t>PHONETIC</x:t></x:rPh></x:is></x:c><x:c t="inlineStr"><x:is><x:t>a_x000D_b &#233;&amp;<![CDATA[<c>]]></x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    const bytes = zip(workbookEntries(entry('xl/worksheets/sheet1.xml', sheet)));
    expect(await linesOf(bytes)).toEqual([['Van den Berg', 'a\rb é&<c>']]);
  });

  it('reads the first sheet of the workbook, whatever the order of the parts in the archive', async () => {
    const [sheetEntry, ...others] = workbookEntries(
      entry('xl/worksheets/sheet1.xml', sheetXml([['Naam'], ['Peeters']])),
    ).reverse();
    const bytes = zip([sheetEntry!, ...others.reverse()]);
    expect(await linesOf(bytes)).toEqual([['Peeters']]);
  });

  it('refuses a sheet that declares a document type, so no entity of its own is expanded', async () => {
    const sheet = `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`;
    const bytes = zip(workbookEntries(entry('xl/worksheets/sheet1.xml', sheet)));
    expect(await linesOf(bytes)).toEqual({ key: 'files.unreadable' });
  });

  it('reads no more than the first 40 columns', async () => {
    const wide = [Array.from({ length: 60 }, (_, index) => `K${index + 1}`)];
    const reading = await readBulkWorkbook(await workbook([...wide, ...wide]));
    expect(reading.ok && reading.workbook.header).toEqual(wide[0]?.slice(0, 40));
  });
});

describe('readBulkWorkbook and unpacked size', () => {
  it('refuses a workbook that unpacks to more than the limit', async () => {
    // A few kilobytes of ZIP, a cell of 2 MB once unpacked.
    const bytes = await workbook([header, ['85073003328', 'A'.repeat(2 * 1024 * 1024)]]);
    expect(bytes.length).toBeLessThan(64 * 1024);
    expect(await readBulkWorkbook(bytes, { maxUnpackedSize: 1024 * 1024 })).toEqual({
      ok: false,
      issue: { key: 'files.tooLargeUnpacked', values: { size: '1 MB' } },
    });
    expect((await readBulkWorkbook(bytes, { maxUnpackedSize: 4 * 1024 * 1024 })).ok).toBe(true);
  });

  it('counts what the parts unpack to, not the sizes their headers declare', async () => {
    const bytes = await workbook([header, ['85073003328', 'A'.repeat(2 * 1024 * 1024)]]);
    const lying = Buffer.from(bytes);
    // Every local and central header claims its entry unpacks to one byte.
    for (let offset = 0; offset + 46 <= lying.length; offset += 1) {
      const signature = lying.readUInt32LE(offset);
      if (signature === 0x04034b50) lying.writeUInt32LE(1, offset + 22);
      if (signature === 0x02014b50) lying.writeUInt32LE(1, offset + 24);
    }
    expect(await readBulkWorkbook(lying, { maxUnpackedSize: 1024 * 1024 })).toEqual({
      ok: false,
      issue: { key: 'files.tooLargeUnpacked', values: { size: '1 MB' } },
    });
  });

  it('refuses a zip bomb quickly, without holding what it unpacks to', async () => {
    // About 1 MB of ZIP that unpacks to 1 GB.
    const bomb = zipBomb(1024);
    const started = performance.now();
    expect(await readBulkWorkbook(bomb)).toEqual({
      ok: false,
      issue: { key: 'files.tooLargeUnpacked', values: { size: '40 MB' } },
    });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('answers unreadable for a ZIP cut short', async () => {
    const bytes = await workbook([header, ['85073003328', 'Peeters']]);
    expect(await readBulkWorkbook(bytes.subarray(0, bytes.length / 2))).toEqual({
      ok: false,
      issue: { key: 'files.unreadable' },
    });
  });
});

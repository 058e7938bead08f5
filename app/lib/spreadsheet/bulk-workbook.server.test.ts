import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, readBulkWorkbook, unpackedSizeWithin } from './bulk-workbook.server';

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

describe('cellText', () => {
  it.each<[ExcelJS.CellValue, string]>([
    [null, ''],
    ['  Gent ', 'Gent'],
    [42, '42'],
    [true, 'true'],
    [new Date(Date.UTC(2024, 1, 29)), '29.02.2024'],
    [{ richText: [{ text: 'Van ' }, { text: 'den Berg' }] }, 'Van den Berg'],
    // A formula counts as the value it shows, never as the formula text.
    [{ formula: 'HYPERLINK("http://x","y")', result: 'y' } as ExcelJS.CellValue, 'y'],
    [{ formula: '1+1' } as ExcelJS.CellValue, ''],
    [{ text: 'site', hyperlink: 'https://example.org' }, 'site'],
    [{ error: '#N/A' } as ExcelJS.CellValue, ''],
  ])('%j reads as %j', (value, expected) => {
    expect(cellText(value)).toBe(expected);
  });
});

describe('readBulkWorkbook and unpacked size', () => {
  it('refuses a workbook that unpacks to more than the limit, before reading it', async () => {
    // A few kilobytes of ZIP, a cell of 2 MB once unpacked.
    const bytes = await workbook([header, ['85073003328', 'A'.repeat(2 * 1024 * 1024)]]);
    expect(bytes.length).toBeLessThan(64 * 1024);
    expect(await readBulkWorkbook(bytes, { maxUnpackedSize: 1024 * 1024 })).toEqual({
      ok: false,
      issue: { key: 'files.tooLargeUnpacked', values: { size: '1 MB' } },
    });
    expect((await readBulkWorkbook(bytes, { maxUnpackedSize: 4 * 1024 * 1024 })).ok).toBe(true);
  });

  it('counts what the entries unpack to, not the sizes their headers declare', async () => {
    const bytes = await workbook([header, ['85073003328', 'A'.repeat(2 * 1024 * 1024)]]);
    const lying = Buffer.from(bytes);
    // Every local and central header claims its entry unpacks to one byte.
    for (let offset = 0; offset + 46 <= lying.length; offset += 1) {
      const signature = lying.readUInt32LE(offset);
      if (signature === 0x04034b50) lying.writeUInt32LE(1, offset + 22);
      if (signature === 0x02014b50) lying.writeUInt32LE(1, offset + 24);
    }
    expect(await unpackedSizeWithin(lying, 1024 * 1024)).toBe('tooLarge');
  });

  it('answers unreadable for a ZIP cut short', async () => {
    const bytes = await workbook([header, ['85073003328', 'Peeters']]);
    expect(await unpackedSizeWithin(bytes.subarray(0, bytes.length / 2), 1024 * 1024)).toBe(
      'unreadable',
    );
  });
});

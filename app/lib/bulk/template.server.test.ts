import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { BulkColumn } from './columns';
import { bulkTemplateResponse, writeBulkTemplate } from './template.server';

const columns: BulkColumn[] = [
  {
    id: 'insz',
    title: { nl: 'INSZ', en: 'INSZ' },
    required: true,
    example: '01010100918',
    hint: { nl: 'Elf cijfers', en: 'Eleven digits' },
    text: true,
  },
  {
    id: 'bedrag',
    title: { nl: 'Bedrag', en: 'Amount' },
    required: false,
    // Example values and hints that a spreadsheet would run as formulas.
    example: '=1+1',
    hint: { nl: '+32 en zo', en: '@SUM(A1)' },
  },
];

async function read(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe('the template workbook', () => {
  it('has the titles in the screen language, one example line and the explanation', async () => {
    const book = await read(await writeBulkTemplate(columns, 'nl'));
    const [data, explanation] = book.worksheets;
    expect(data?.name).toBe('Gegevens');
    expect(data?.getRow(1).values).toEqual([undefined, 'INSZ', 'Bedrag']);
    expect(data?.getRow(2).values).toEqual([undefined, '01010100918', "'=1+1"]);
    expect(data?.rowCount).toBe(2);
    // A text column keeps leading zeros as typed.
    expect(data?.getColumn(1).numFmt).toBe('@');
    expect(explanation?.name).toBe('Uitleg');
    expect(explanation?.getRow(1).values).toEqual([
      undefined,
      'Kolom',
      'Verplicht',
      'Uitleg',
      'Voorbeeld',
    ]);
    expect(explanation?.getRow(2).values).toEqual([
      undefined,
      'INSZ',
      'Ja',
      'Elf cijfers',
      '01010100918',
    ]);
    expect(explanation?.getRow(3).values).toEqual([
      undefined,
      'Bedrag',
      'Nee',
      "'+32 en zo",
      "'=1+1",
    ]);
  });

  it('is written in English on the English screens', async () => {
    const book = await read(await writeBulkTemplate(columns, 'en'));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Data', 'Explanation']);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'INSZ', 'Amount']);
    expect(book.worksheets[1]?.getRow(3).values).toEqual([
      undefined,
      'Amount',
      'No',
      "'@SUM(A1)",
      "'=1+1",
    ]);
  });

  it('holds no formula anywhere: every cell is text or a number', async () => {
    const book = await read(await writeBulkTemplate(columns, 'nl'));
    const formulas: string[] = [];
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type === ExcelJS.ValueType.Formula) formulas.push(cell.address);
        }),
      );
    }
    expect(formulas).toEqual([]);
  });

  it('is a download with its own name, never cached', async () => {
    const response = await bulkTemplateResponse(columns, 'nl', 'sjabloon test.xlsx');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="sjabloon_test.xlsx"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxContentType } from '@contracts/bulk';
import {
  derivedFileName,
  findingsText,
  writeErrorWorkbook,
  writeResultWorkbook,
  writeSheetWorkbook,
} from './workbook';

async function read(body: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(body) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** A row's cells as text, 1-based columns from 1 to `width`. */
function rowText(sheet: ExcelJS.Worksheet, row: number, width: number): string[] {
  return Array.from({ length: width }, (_, index) => {
    const value = sheet.getRow(row).getCell(index + 1).value;
    return value === null || value === undefined ? '' : String(value);
  });
}

const hostile = ['=1+1', '+32 2 123 45 67', '-2', '@SUM(A1:A9)'];

describe('the error file', () => {
  const input = {
    fileName: 'Leerbewijzen mei.xlsx',
    headerRow: 3,
    header: ['INSZ', 'Titel', 'Uitreikingsdatum'],
    lines: [
      { regel: 4, cellen: ['80041200285', 'Bachelor', '2020-06-30'], fouten: [] },
      {
        regel: 5,
        cellen: ['123', '', '2020-02-30', 'extra'],
        fouten: [
          { kolom: 'INSZ', melding: 'Dit rijksregisternummer is ongeldig.' },
          { kolom: 'Titel', melding: 'Deze waarde ontbreekt.' },
        ],
      },
      { regel: 9, cellen: hostile.slice(0, 3), fouten: [{ kolom: '', melding: hostile[3] ?? '' }] },
    ],
    language: 'nl' as const,
  };

  it('keeps every line at its own row number, with a column of its findings', async () => {
    const file = await writeErrorWorkbook(input);
    expect(file.fileName).toBe('Leerbewijzen mei-fouten.xlsx');
    expect(file.contentType).toBe(xlsxContentType);
    const sheet = await read(file.body);
    // The widest line has four cells: the findings come after them.
    expect(rowText(sheet, 3, 5)).toEqual(['INSZ', 'Titel', 'Uitreikingsdatum', '', 'Fouten']);
    expect(sheet.getRow(3).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(3).getCell(5).font?.bold).toBe(true);
    expect(rowText(sheet, 4, 5)).toEqual(['80041200285', 'Bachelor', '2020-06-30', '', '']);
    expect(rowText(sheet, 5, 5)).toEqual([
      '123',
      '',
      '2020-02-30',
      'extra',
      'INSZ: Dit rijksregisternummer is ongeldig.\nTitel: Deze waarde ontbreekt.',
    ]);
    for (const empty of [1, 2, 6, 7, 8])
      expect(rowText(sheet, empty, 5)).toEqual(['', '', '', '', '']);
    expect(sheet.getColumn(5).width).toBeGreaterThan(sheet.getColumn(2).width ?? 0);
  });

  it('writes formula-looking cells as text that never runs', async () => {
    const sheet = await read((await writeErrorWorkbook(input)).body);
    const row = sheet.getRow(9);
    expect(rowText(sheet, 9, 5)).toEqual(["'=1+1", "'+32 2 123 45 67", "'-2", '', "'@SUM(A1:A9)"]);
    for (const column of [1, 2, 3, 5]) {
      expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(column).formula).toBeFalsy();
    }
  });

  it('names its columns in English for an English caller', async () => {
    const file = await writeErrorWorkbook({ ...input, language: 'en' });
    expect(file.fileName).toBe('Leerbewijzen mei-errors.xlsx');
    expect(rowText(await read(file.body), 3, 5)[4]).toBe('Errors');
  });
});

describe('the result file', () => {
  it('adds status, message and reference to every line, at its own row', async () => {
    const file = await writeResultWorkbook({
      fileName: 'bewijzen.XLSX',
      headerRow: 1,
      header: ['INSZ', 'Titel'],
      lines: [
        {
          regel: 2,
          cellen: ['80041200285', 'Bachelor'],
          status: 200,
          message: 'Het bewijs werd geregistreerd.',
          result: '6f1c1e0e-8a43-4a57-9a5c-6c7b0e1d2f3a',
        },
        {
          regel: 4,
          cellen: ['85073003328', '=HYPERLINK("x")'],
          status: 404,
          message: 'Geen gegevens gevonden.',
          result: '',
        },
        { regel: 5, cellen: ['59020539826'], status: 'PROCESSING', message: '', result: '' },
      ],
      language: 'nl',
    });
    expect(file.fileName).toBe('bewijzen-resultaat.xlsx');
    const sheet = await read(file.body);
    expect(rowText(sheet, 1, 5)).toEqual(['INSZ', 'Titel', 'Status', 'Melding', 'Referte']);
    expect(rowText(sheet, 2, 5)).toEqual([
      '80041200285',
      'Bachelor',
      '200',
      'Het bewijs werd geregistreerd.',
      '6f1c1e0e-8a43-4a57-9a5c-6c7b0e1d2f3a',
    ]);
    expect(rowText(sheet, 3, 5)).toEqual(['', '', '', '', '']);
    expect(rowText(sheet, 4, 5)).toEqual([
      '85073003328',
      '\'=HYPERLINK("x")',
      '404',
      'Geen gegevens gevonden.',
      '',
    ]);
    expect(rowText(sheet, 5, 5)).toEqual(['59020539826', '', 'PROCESSING', '', '']);
    expect(sheet.getRow(1).getCell(3).font?.bold).toBe(true);
  });

  it('names its columns in English for an English caller', async () => {
    const file = await writeResultWorkbook({
      fileName: 'proofs.xlsx',
      headerRow: 1,
      header: ['INSZ'],
      lines: [{ regel: 2, cellen: ['1'], status: 500, message: 'x', result: '' }],
      language: 'en',
    });
    expect(file.fileName).toBe('proofs-result.xlsx');
    expect(rowText(await read(file.body), 1, 4)).toEqual([
      'INSZ',
      'Status',
      'Message',
      'Reference',
    ]);
  });
});

describe('a plain sheet', () => {
  it('has its header in row 1 and its rows under it, neutralised', async () => {
    const sheet = await read(
      await writeSheetWorkbook({
        sheetName: 'Metadata',
        header: ['INSZ', 'Titel'],
        rows: [
          ['80041200285', '-Master'],
          ['59020539826', 'Bachelor'],
        ],
      }),
    );
    expect(sheet.name).toBe('Metadata');
    expect(rowText(sheet, 1, 2)).toEqual(['INSZ', 'Titel']);
    expect(rowText(sheet, 2, 2)).toEqual(['80041200285', "'-Master"]);
    expect(rowText(sheet, 3, 2)).toEqual(['59020539826', 'Bachelor']);
  });
});

describe('the findings text and file names', () => {
  it('names the column of each finding, one a line', () => {
    expect(
      findingsText([
        { kolom: 'INSZ', melding: 'Ongeldig.' },
        { kolom: '', melding: 'Deze regel kon niet gelezen worden.' },
      ]),
    ).toBe('INSZ: Ongeldig.\nDeze regel kon niet gelezen worden.');
  });

  it('drops .xlsx from the original name, whatever its case', () => {
    expect(derivedFileName('a.b.XLSX', 'fouten')).toBe('a.b-fouten.xlsx');
    expect(derivedFileName('zonder', 'resultaat')).toBe('zonder-resultaat.xlsx');
  });
});

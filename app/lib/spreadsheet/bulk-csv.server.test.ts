import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { i18nServer } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import { validateBulkFile } from '~/lib/validation/files';
import type { ValidationIssue } from '~/lib/validation/issue';
import { formulaCsv } from '../../../tests/support/hostile-files';
import { readBulkCsv } from './bulk-csv.server';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Text as Windows-1252 bytes: Latin-1 for the letters used here, 0x80 for the euro sign. */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((character) => (character === '€' ? 0x80 : character.charCodeAt(0))),
  );
}

/** Text in UTF-16 after its byte-order mark, little-endian unless asked otherwise. */
function utf16(text: string, order: 'le' | 'be' = 'le'): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const [low, high] = order === 'le' ? [0, 1] : [1, 0];
  bytes.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let index = 0; index < text.length; index += 1) {
    bytes[2 + index * 2 + low] = text.charCodeAt(index) & 0xff;
    bytes[2 + index * 2 + high] = text.charCodeAt(index) >> 8;
  }
  return bytes;
}

/** An issue's text as the upload screen shows it. */
async function message(found: ValidationIssue, locale: Locale): Promise<string> {
  const t = (await i18nServer.getFixedT(locale, 'validation')) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  return t(found.key, found.values);
}

/** The issue a refused reading gives, with its Dutch and English texts. */
async function refusal(reading: ReturnType<typeof readBulkCsv>) {
  if (reading.ok) throw new Error('the file was read');
  return {
    key: reading.issue.key,
    nl: await message(reading.issue, 'nl'),
    en: await message(reading.issue, 'en'),
  };
}

const twoLines = {
  header: ['INSZ', 'Naam', 'Begindatum'],
  headerRow: 1,
  lines: [
    { rowNumber: 2, cells: ['85073003328', 'Peeters', '01.09.2024'] },
    { rowNumber: 3, cells: ['00000000097', 'Claes', '31.08.2025'] },
  ],
};

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => `85073003328;Naam ${index}`);

describe('readBulkCsv', () => {
  it.each([
    ['semicolons (Excel in Belgium)', ';'],
    ['commas', ','],
    ['tabs', '\t'],
  ])('reads a file with %s between the cells', (_label, delimiter) => {
    const text = [
      ['INSZ', 'Naam', 'Begindatum'],
      ['85073003328', 'Peeters', '01.09.2024'],
      ['00000000097', 'Claes', '31.08.2025'],
    ]
      .map((row) => row.join(delimiter))
      .join('\r\n');
    expect(readBulkCsv(utf8(`${text}\r\n`))).toEqual({ ok: true, workbook: twoLines });
  });

  it('reads a file of one column, whatever its cells hold', () => {
    const reading = readBulkCsv(utf8('Naam\nPeeters, Jan\nClaes\n'));
    expect(reading.ok && reading.workbook.lines.map((line) => line.cells)).toEqual([
      ['Peeters, Jan'],
      ['Claes'],
    ]);
  });

  it('takes the delimiter the header holds most, a comma inside a quoted title not counted', () => {
    const reading = readBulkCsv(
      utf8('"Naam, voornaam",INSZ,Begindatum\nPeeters; Jan,85073003328,\n'),
    );
    expect(reading.ok && reading.workbook).toEqual({
      header: ['Naam, voornaam', 'INSZ', 'Begindatum'],
      headerRow: 1,
      lines: [{ rowNumber: 2, cells: ['Peeters; Jan', '85073003328'] }],
    });
  });

  it.each([
    ['UTF-8 without a byte-order mark', utf8('INSZ;Naam\n85073003328;Hélène Ëlsen\n')],
    ['UTF-8 with a byte-order mark', utf8('\uFEFFINSZ;Naam\n85073003328;Hélène Ëlsen\n')],
    [
      'Windows-1252 (Excel on a Belgian computer)',
      windows1252('INSZ;Naam\n85073003328;Hélène Ëlsen\n'),
    ],
    ['UTF-16 with its byte-order mark', utf16('INSZ;Naam\r\n85073003328;Hélène Ëlsen\r\n')],
    ['UTF-16 big-endian', utf16('INSZ;Naam\r\n85073003328;Hélène Ëlsen\r\n', 'be')],
  ])('decodes %s', (_label, bytes) => {
    expect(readBulkCsv(bytes)).toEqual({
      ok: true,
      workbook: {
        header: ['INSZ', 'Naam'],
        headerRow: 1,
        lines: [{ rowNumber: 2, cells: ['85073003328', 'Hélène Ëlsen'] }],
      },
    });
  });

  it('reads é, ë, ç and € from a Windows-1252 file', () => {
    const bytes = windows1252('Naam;Bedrag\nFrançois Noël;€ 12,50\nRené;\n');
    expect(bytes.includes(0x80)).toBe(true);
    const reading = readBulkCsv(bytes);
    expect(reading.ok && reading.workbook.lines.map((line) => line.cells)).toEqual([
      ['François Noël', '€ 12,50'],
      ['René'],
    ]);
  });

  it('reads quoted cells holding delimiters, line breaks and doubled quotes', () => {
    const text =
      'INSZ;Naam;Opmerking\r\n' +
      '85073003328;"Peeters; Jan";"eerste lijn\ntweede lijn"\r\n' +
      '00000000097;"Claes ""junior""";"a,b\tc"\r\n';
    expect(readBulkCsv(utf8(text))).toEqual({
      ok: true,
      workbook: {
        header: ['INSZ', 'Naam', 'Opmerking'],
        headerRow: 1,
        lines: [
          { rowNumber: 2, cells: ['85073003328', 'Peeters; Jan', 'eerste lijn\ntweede lijn'] },
          { rowNumber: 3, cells: ['00000000097', 'Claes "junior"', 'a,b\tc'] },
        ],
      },
    });
  });

  it('skips blank lines and keeps the row numbers of the file, the header on its own row', () => {
    const text =
      '\r\n;;\r\nINSZ;Naam\r\n\r\n85073003328;Peeters\r\n;\r\n  ;  \r\n00000000097;Claes\r\n\r\n';
    expect(readBulkCsv(utf8(text))).toEqual({
      ok: true,
      workbook: {
        header: ['INSZ', 'Naam'],
        headerRow: 3,
        lines: [
          { rowNumber: 5, cells: ['85073003328', 'Peeters'] },
          { rowNumber: 8, cells: ['00000000097', 'Claes'] },
        ],
      },
    });
  });

  it('numbers rows as a spreadsheet shows them: a line break inside a cell starts no new row', () => {
    const text = 'INSZ;Adres\n85073003328;"Kerkstraat 1\n9000 Gent"\n00000000097;Markt 2\n';
    const reading = readBulkCsv(utf8(text));
    expect(reading.ok && reading.workbook.lines.map((line) => line.rowNumber)).toEqual([2, 3]);
  });

  it('trims cells and drops empty cells at the end of a line, as the workbook reader does', () => {
    const reading = readBulkCsv(utf8(' INSZ ; Naam ;;\n 85073003328 ;  ; ;\n'));
    expect(reading.ok && reading.workbook).toEqual({
      header: ['INSZ', 'Naam'],
      headerRow: 1,
      lines: [{ rowNumber: 2, cells: ['85073003328'] }],
    });
  });

  it('reads at most the given number of columns', () => {
    const row = (prefix: string) => Array.from({ length: 45 }, (_, index) => `${prefix}${index}`);
    const reading = readBulkCsv(utf8(`${row('T').join(';')}\n${row('v').join(';')}\n`), {
      maxColumns: 40,
    });
    expect(reading.ok && reading.workbook.header).toHaveLength(40);
    expect(reading.ok && reading.workbook.lines[0]?.cells).toEqual(row('v').slice(0, 40));
  });

  it('keeps cells that look like formulas as their text, never evaluated', () => {
    const reading = readBulkCsv(new Uint8Array(formulaCsv()));
    expect(reading.ok && reading.workbook.lines.map((line) => line.cells[1])).toEqual([
      "=cmd|' /C calc'!A0",
      '+1+cmd|" /C calc"!A0',
      '-2+3',
      '@SUM(1+1)',
      '=1+1',
      '=1+1',
    ]);
    const quoted = readBulkCsv(
      utf8('Naam;Waarde\nx;"=HYPERLINK(""http://x.example"";""klik"")"\n'),
    );
    expect(quoted.ok && quoted.workbook.lines[0]?.cells[1]).toBe(
      '=HYPERLINK("http://x.example";"klik")',
    );
  });

  it('accepts exactly 1000 lines under the header', () => {
    const reading = readBulkCsv(utf8(['INSZ;Naam', ...lines(1000)].join('\r\n')));
    expect(reading.ok && reading.workbook.lines).toHaveLength(1000);
    expect(reading.ok && reading.workbook.lines.at(-1)?.rowNumber).toBe(1001);
  });

  it('refuses 1001 lines, one over the limit', async () => {
    const reading = readBulkCsv(utf8(['INSZ;Naam', ...lines(1001)].join('\r\n')));
    expect(await refusal(reading)).toEqual({
      key: 'files.tooManyLines',
      nl: 'Het bestand mag maximum 1000 lijnen bevatten',
      en: 'The file can contain at most 1000 lines',
    });
  });

  it('stops one line past a lower limit, and at a file of blank lines', () => {
    expect(readBulkCsv(utf8(['INSZ;Naam', ...lines(50)].join('\n')), { maxLines: 3 })).toEqual({
      ok: false,
      issue: { key: 'files.tooManyLines', values: { amount: 3 } },
    });
    const blank = `INSZ;Naam\n85073003328;Peeters\n${'\n'.repeat(20_000)}00000000097;Claes\n`;
    expect(readBulkCsv(utf8(blank))).toEqual({
      ok: false,
      issue: { key: 'files.tooManyLines', values: { amount: 1000 } },
    });
  });

  it.each([
    ['a header without a line', utf8('INSZ;Naam\r\n')],
    ['a header and blank lines', utf8('INSZ;Naam\r\n;\r\n\r\n')],
    ['an empty file', new Uint8Array(0)],
    ['blank lines only', utf8('\n\n;;\n')],
  ])('refuses %s', async (_label, bytes) => {
    expect(await refusal(readBulkCsv(bytes))).toEqual({
      key: 'files.noLines',
      nl: 'Het bestand bevat geen lijnen onder de titelrij',
      en: 'The file has no lines below the header row',
    });
  });

  it('refuses a quoted cell that is never closed, naming its row', async () => {
    const reading = readBulkCsv(utf8('INSZ;Naam\n85073003328;Peeters\n00000000097;"Claes\n1;2\n'));
    expect(await refusal(reading)).toEqual({
      key: 'files.csvQuote',
      nl: 'Het bestand kon niet gelezen worden: een aanhalingsteken op rij 3 wordt niet afgesloten',
      en: 'The file could not be read: a quotation mark on row 3 is not closed',
    });
  });

  const notText = {
    key: 'files.notCsvContent',
    nl: 'De inhoud van het bestand is geen csv: bewaar het in Excel als ‘CSV (gescheiden door lijstscheidingsteken)’',
    en: 'The content of the file is not csv: save it in Excel as ‘CSV (comma delimited)’',
  };

  it('refuses a workbook renamed .csv by its content', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Blad1').addRow(['INSZ', 'Naam']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await refusal(readBulkCsv(bytes))).toEqual(notText);
    expect(validateBulkFile({ name: 'lijst.csv', size: bytes.length, bytes }, 'csv')).toEqual({
      key: 'files.notCsvContent',
    });
  });

  it.each([
    ['a PDF', utf8('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')],
    ['a NUL byte', utf8('INSZ;Naam\n85073003328;Pee\u0000ters\n')],
    ['a ZIP archive', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0x00])],
    ['UTF-16 holding a NUL character', utf16('INSZ;Naam\n85073003328;\u0000\n')],
    ['UTF-16 without its byte-order mark', utf16('INSZ;Naam\n85073003328;Peeters\n').subarray(2)],
  ])('refuses binary content: %s', async (_label, bytes) => {
    expect(await refusal(readBulkCsv(bytes))).toEqual(notText);
  });

  it('reads a file of about 10 MB within a reasonable time', () => {
    // 1000 lines of about 10 KB each: long cells the sheet will cut, read all the same.
    const long = 'x'.repeat(10_000);
    const text = ['INSZ;Naam;Opmerking', ...lines(1000).map((line) => `${line};"${long}"`)].join(
      '\r\n',
    );
    const bytes = utf8(text);
    expect(bytes.length).toBeGreaterThan(10_000_000);
    const started = performance.now();
    const reading = readBulkCsv(bytes);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(reading.ok && reading.workbook.lines).toHaveLength(1000);
    expect(reading.ok && reading.workbook.lines[999]?.cells[2]).toHaveLength(10_000);
  });

  it('stops early at 10 MB of short lines', () => {
    const bytes = utf8(['INSZ;Naam', ...lines(500_000)].join('\n'));
    expect(bytes.length).toBeGreaterThan(10_000_000);
    const started = performance.now();
    expect(readBulkCsv(bytes)).toEqual({
      ok: false,
      issue: { key: 'files.tooManyLines', values: { amount: 1000 } },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

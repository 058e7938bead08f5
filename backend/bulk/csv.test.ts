import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvContentType, csvField } from '@contracts/bulk';
import { writeCsv, writeErrorCsv, writeResultCsv } from './csv';

/** The bytes as text, the byte order mark kept. */
function text(body: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(body);
}

/** The records as a csv reader sees them (the last record's CRLF ends it: no record after it). */
function records(body: Uint8Array): string[][] {
  const parsed = Papa.parse<string[]>(text(body), { delimiter: ';', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  const rows = parsed.data;
  expect(rows.at(-1)).toEqual(['']);
  return rows.slice(0, -1);
}

const hostile = ['=1+1', '+32 2 123 45 67', '-2', '@SUM(A1:A9)', '\t=cmd', '\r=cmd'];

describe('a csv field', () => {
  it('is written as it is when it holds nothing special', () => {
    expect(csvField('80041200285')).toBe('80041200285');
    expect(csvField('Kindvoordelen, FONS — 2019-01–2020-12')).toBe(
      'Kindvoordelen, FONS — 2019-01–2020-12',
    );
    expect(csvField('')).toBe('');
  });

  it('is quoted, its quotes doubled, when it holds a separator, a quote, CR or LF', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('zei "ja"')).toBe('"zei ""ja"""');
    expect(csvField('regel 1\nregel 2')).toBe('"regel 1\nregel 2"');
    expect(csvField('regel 1\r\nregel 2')).toBe('"regel 1\r\nregel 2"');
  });

  it('starts a formula-looking cell with an apostrophe', () => {
    expect(hostile.map(csvField)).toEqual([
      "'=1+1",
      "'+32 2 123 45 67",
      "'-2",
      "'@SUM(A1:A9)",
      "'\t=cmd",
      '"\'\r=cmd"',
    ]);
  });
});

describe('a csv sheet', () => {
  it('is UTF-8 with a byte order mark, ; between fields and CRLF after every record', () => {
    const body = writeCsv({
      sheetName: 'x',
      headerRow: 1,
      header: ['INSZ', 'Naam'],
      rows: [{ row: 2, cells: ['80041200285', 'Zoë Ñúñez'] }],
    });
    expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text(body)).toBe('\uFEFFINSZ;Naam\r\n80041200285;Zoë Ñúñez\r\n');
  });

  it('keeps the header and every line at its own row, empty records between them', () => {
    const body = writeCsv({
      sheetName: 'x',
      headerRow: 2,
      header: ['A', 'B'],
      rows: [
        { row: 5, cells: ['5', 'vijf'] },
        { row: 3, cells: ['3', 'drie'] },
      ],
    });
    expect(text(body)).toBe('\uFEFF\r\nA;B\r\n3;drie\r\n\r\n5;vijf\r\n');
  });

  it('reads back as written, every hostile cell neutralised and nothing else changed', () => {
    const cells = ['a;b', 'zei "ja"', 'regel 1\nregel 2', 'regel 1\r\nregel 2', 'ünïcødé €', ''];
    const body = writeCsv({
      sheetName: 'x',
      headerRow: 1,
      header: ['Kolom; 1', 'Kolom "2"'],
      rows: [
        { row: 2, cells },
        { row: 3, cells: hostile },
      ],
    });
    expect(records(body)).toEqual([
      ['Kolom; 1', 'Kolom "2"'],
      cells,
      hostile.map((cell) => `'${cell}`),
    ]);
  });
});

describe('the csv error and result files', () => {
  it('add the findings column right of the widest line, the name ending in .csv', () => {
    const file = writeErrorCsv({
      fileName: 'kinderen mei.csv',
      headerRow: 1,
      header: ['INSZ', 'Zoeksleutel'],
      lines: [
        { regel: 2, cellen: ['16082285273', 'Code'], fouten: [] },
        {
          regel: 3,
          cellen: ['123', 'Naam', '=extra'],
          fouten: [
            { kolom: 'INSZ', melding: 'Dit rijksregisternummer is ongeldig.' },
            { kolom: 'Zoeksleutel', melding: 'Deze code is niet gekend.' },
          ],
        },
      ],
      language: 'nl',
    });
    expect(file.fileName).toBe('kinderen mei-fouten.csv');
    expect(file.contentType).toBe(csvContentType);
    expect(records(file.body)).toEqual([
      ['INSZ', 'Zoeksleutel', '', 'Fouten'],
      ['16082285273', 'Code', '', ''],
      [
        '123',
        'Naam',
        "'=extra",
        'INSZ: Dit rijksregisternummer is ongeldig.\nZoeksleutel: Deze code is niet gekend.',
      ],
    ]);
  });

  it('add status, message and result, titled in the caller’s language', () => {
    const file = writeResultCsv({
      fileName: 'children.CSV',
      headerRow: 1,
      header: ['INSZ'],
      lines: [
        { regel: 2, cellen: ['16082285273'], status: 200, message: 'Found.', result: 'Fund FONS' },
        { regel: 3, cellen: ['85073003328'], status: 'PROCESSING', message: '', result: '' },
      ],
      language: 'en',
      resultTitle: 'Child benefits',
    });
    expect(file.fileName).toBe('children-result.csv');
    expect(records(file.body)).toEqual([
      ['INSZ', 'Status', 'Message', 'Child benefits'],
      ['16082285273', '200', 'Found.', 'Fund FONS'],
      ['85073003328', 'PROCESSING', '', ''],
    ]);
  });
});

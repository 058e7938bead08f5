import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bulkSheetRequest } from '@contracts/bulk';
import {
  formulaCsv,
  workbook as hostileWorkbook,
  zipBomb,
} from '../../../tests/support/hostile-files';
import { codeCell, inszCell, textCell } from './cells';
import { defineBulkSheet, type BulkColumn } from './columns';
import { readBulkSheet, validateBulkSheet } from './read-sheet.server';

const columns = [
  {
    id: 'insz',
    title: { nl: 'INSZ', en: 'INSZ' },
    required: true,
    example: '85073003328',
    hint: { nl: '', en: '' },
  },
  {
    id: 'soort',
    title: { nl: 'Soort', en: 'Kind' },
    required: true,
    example: 'A',
    hint: { nl: '', en: '' },
  },
  {
    id: 'naam',
    title: { nl: 'Naam', en: 'Name' },
    required: false,
    example: 'Peeters',
    hint: { nl: '', en: '' },
  },
] as const satisfies readonly BulkColumn[];

const spec = defineBulkSheet({
  columns,
  rowSchema: z.object({
    insz: inszCell(),
    soort: codeCell(
      { A: { nl: 'Appel', en: 'Apple' }, B: { nl: 'Peer', en: 'Pear' } },
      { required: true },
    ),
    naam: textCell({ required: false, max: 20 }),
  }),
});

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function book(rows: ExcelJS.CellValue[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Blad1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function upload(
  bytes: Uint8Array | Blob | null,
  { name = 'lijst.xlsx', reference }: { name?: string; reference?: string } = {},
): Request {
  const form = new FormData();
  if (bytes) {
    const blob =
      bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)], { type: xlsxType });
    form.append('bestand', blob, name);
  }
  if (reference !== undefined) form.append('referentie', reference);
  return new Request('http://portal.test/leer_en_ervaring/toevoegen/via_bestand', {
    method: 'POST',
    body: form,
  });
}

const read = (request: Request, referenceRequired = false, locale: 'nl' | 'en' = 'nl') =>
  readBulkSheet(request, { ...spec, locale, referenceRequired });

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => ['85073003328', 'A', `Naam ${index}`]);

describe('reading a bulk upload', () => {
  it('reads a clean sheet into the request the validate call takes', async () => {
    const reading = await read(
      upload(await book([['INSZ', 'Soort', 'Naam'], ...lines(3)]), { name: 'mijn/lijst.xlsx' }),
    );
    expect(reading).toEqual({
      ok: true,
      lines: 3,
      linesWithFindings: 0,
      sheet: {
        bestandsnaam: 'lijst.xlsx',
        koprij: 1,
        kolommen: ['INSZ', 'Soort', 'Naam'],
        regels: [2, 3, 4].map((regel, index) => ({
          regel,
          cellen: ['85073003328', 'A', `Naam ${index}`],
          fouten: [],
          item: { insz: '85073003328', soort: 'A', naam: `Naam ${index}` },
        })),
      },
    });
    if (reading.ok) expect(bulkSheetRequest.safeParse(reading.sheet).success).toBe(true);
  });

  it('marks the lines that break a rule, naming the column as the sheet does, in the screen language', async () => {
    const bytes = await book([
      ['naam', 'kind', 'insz'],
      ['Peeters', 'Pear', '85073003328'],
      ['Claes', 'Kers', '85073003329'],
    ]);
    const dutch = await read(upload(bytes));
    expect(dutch.ok && dutch.sheet.regels[1]).toEqual({
      regel: 3,
      cellen: ['Claes', 'Kers', '85073003329'],
      fouten: [
        { kolom: 'insz', melding: 'Het controlegetal klopt niet' },
        {
          kolom: 'kind',
          melding: 'Onbekende waarde: geef een van deze codes of hun omschrijving: A, B',
        },
      ],
    });
    expect(dutch.ok && dutch.linesWithFindings).toBe(1);
    const english = await read(upload(bytes), false, 'en');
    expect(english.ok && english.sheet.regels[1]?.fouten).toEqual([
      { kolom: 'insz', melding: 'The check digits are not correct' },
      { kolom: 'kind', melding: 'Unknown value: give one of these codes or their label: A, B' },
    ]);
  });

  it('reads a formula as its cached value, never as the formula', async () => {
    const bytes = hostileWorkbook([
      ['INSZ', 'Soort', 'Naam'],
      [
        '85073003328',
        { formula: 'IF(1=1,"A","B")', result: 'A' },
        { formula: 'HYPERLINK("http://x.example","klik")', result: 'klik' },
      ],
    ]);
    const reading = await read(upload(bytes));
    expect(reading.ok && reading.sheet.regels[0]?.cellen).toEqual(['85073003328', 'A', 'klik']);
  });

  it('cuts a cell too long to keep, and refuses its line for it', async () => {
    const reading = await read(
      upload(
        await book([
          ['INSZ', 'Soort', 'Naam'],
          ['85073003328', 'A', 'x'.repeat(1500)],
        ]),
      ),
    );
    const [line] = reading.ok ? reading.sheet.regels : [];
    expect(line?.cellen[2]).toHaveLength(1000);
    expect(line?.fouten).toEqual([
      { kolom: 'Naam', melding: 'Dit veld mag maximum 1000 karakters lang zijn' },
    ]);
    expect(line?.item).toBeUndefined();
  });

  it.each<[string, () => Promise<Request>, { key: string; values?: object }]>([
    ['no file', async () => upload(null), { key: 'required' }],
    ['an empty file', async () => upload(new Uint8Array(0)), { key: 'required' }],
    [
      'a csv renamed .xlsx',
      async () => upload(new Uint8Array(formulaCsv())),
      { key: 'files.xlsxOnly' },
    ],
    [
      'a workbook named .csv',
      async () => upload(await book([['INSZ']]), { name: 'lijst.csv' }),
      { key: 'files.xlsxOnly' },
    ],
    [
      'a file of 11 MB',
      async () => upload(new Blob([new Uint8Array(11_000_000).fill(0x50)], { type: xlsxType })),
      { key: 'files.tooLarge', values: { size: '10 MB' } },
    ],
    [
      '1001 lines',
      async () => upload(await book([['INSZ', 'Soort', 'Naam'], ...lines(1001)])),
      { key: 'files.tooManyLines', values: { amount: 1000 } },
    ],
    [
      'a zip bomb',
      async () => upload(new Uint8Array(zipBomb(256))),
      { key: 'files.tooLargeUnpacked', values: { size: '40 MB' } },
    ],
    [
      'a corrupt workbook',
      async () => {
        const bytes = await book([['INSZ', 'Soort'], ...lines(20)]);
        return upload(bytes.slice(0, Math.floor(bytes.length * 0.7)));
      },
      { key: 'files.unreadable' },
    ],
    [
      'a header without a line',
      async () => upload(await book([['INSZ', 'Soort']])),
      { key: 'files.noLines' },
    ],
    [
      'a sheet without a required column',
      async () =>
        upload(
          await book([
            ['INSZ', 'Naam'],
            ['85073003328', 'Peeters'],
          ]),
        ),
      { key: 'files.missingColumn', values: { column: 'Soort' } },
    ],
    [
      'a sheet without two required columns',
      async () => upload(await book([['Naam'], ['Peeters']])),
      { key: 'files.missingColumns', values: { columns: 'INSZ, Soort' } },
    ],
  ])('refuses %s with one message on the file', async (_label, request, expected) => {
    const reading = await read(await request());
    expect(reading).toEqual({ ok: false, errors: { file: [expected] }, values: { reference: '' } });
  });

  it('names a missing column in the screen language', async () => {
    const reading = await read(upload(await book([['Name'], ['Peeters']])), false, 'en');
    expect(reading.ok === false && reading.errors.file).toEqual([
      { key: 'files.missingColumns', values: { columns: 'INSZ, Kind' } },
    ]);
  });

  it("asks 'Uw referentie' when the role's rules demand it, and keeps what was typed", async () => {
    const bytes = await book([
      ['INSZ', 'Soort'],
      ['85073003328', 'A'],
    ]);
    expect(await read(upload(bytes), true)).toEqual({
      ok: false,
      errors: { reference: [{ key: 'required' }] },
      values: { reference: '' },
    });
    expect(await read(upload(bytes, { reference: '\u200b' }), true)).toEqual({
      ok: false,
      errors: { reference: [{ key: 'reference.invisible' }] },
      values: { reference: '\u200b' },
    });
    const refused = await read(upload(null, { reference: 'DOSSIER-1' }), true);
    expect(refused).toEqual({
      ok: false,
      errors: { file: [{ key: 'required' }] },
      values: { reference: 'DOSSIER-1' },
    });
    const taken = await read(upload(bytes, { reference: ' DOSSIER-1 ' }), true);
    expect(taken.ok && taken.sheet.reference).toBe('DOSSIER-1');
  });

  // The unpacked bound stops the reading: the answer names it. No time is asserted (a loaded
  // machine would fail a correct reader); reading speed is the benchmark's (npm run bench).
  it('refuses a zip bomb at the unpacked bound', async () => {
    const reading = await validateBulkSheet(
      { name: 'bom.xlsx', bytes: new Uint8Array(zipBomb(1024)) },
      spec,
      'nl',
    );
    expect(reading).toEqual({
      ok: false,
      issue: { key: 'files.tooLargeUnpacked', values: { size: '40 MB' } },
    });
  });
});

describe('reading a bulk upload of a csv sheet', () => {
  const csvSpec = defineBulkSheet({ ...spec, format: 'csv' });
  const csvType = 'text/csv';
  const utf8 = (text: string) => new TextEncoder().encode(text);

  function csvUpload(bytes: Uint8Array | Blob, name = 'lijst.csv'): Request {
    const form = new FormData();
    form.append(
      'bestand',
      bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)], { type: csvType }),
      name,
    );
    return new Request('http://portal.test/kinderbijslag/via_bestand', {
      method: 'POST',
      body: form,
    });
  }

  const readCsv = (request: Request, locale: 'nl' | 'en' = 'nl') =>
    readBulkSheet(request, { ...csvSpec, locale, referenceRequired: false });

  it('reads a csv from Excel (Windows-1252, semicolons) into the request the validate call takes', async () => {
    // 'Noël' in Windows-1252: ë is the single byte 0xEB.
    const bytes = Uint8Array.from([
      ...utf8('INSZ;Soort;Naam\r\n\r\n85073003328;A;No'),
      0xeb,
      ...utf8('l\r\n;;\r\n85073003329;Kers;"Peeters; Jan"\r\n'),
    ]);
    const reading = await readCsv(csvUpload(bytes, 'map/kinderen.csv'));
    expect(reading).toEqual({
      ok: true,
      lines: 2,
      linesWithFindings: 1,
      sheet: {
        bestandsnaam: 'kinderen.csv',
        koprij: 1,
        kolommen: ['INSZ', 'Soort', 'Naam'],
        regels: [
          {
            regel: 3,
            cellen: ['85073003328', 'A', 'Noël'],
            fouten: [],
            item: { insz: '85073003328', soort: 'A', naam: 'Noël' },
          },
          {
            regel: 5,
            cellen: ['85073003329', 'Kers', 'Peeters; Jan'],
            fouten: [
              { kolom: 'INSZ', melding: 'Het controlegetal klopt niet' },
              {
                kolom: 'Soort',
                melding: 'Onbekende waarde: geef een van deze codes of hun omschrijving: A, B',
              },
            ],
          },
        ],
      },
    });
    if (reading.ok) expect(bulkSheetRequest.safeParse(reading.sheet).success).toBe(true);
  });

  it('keeps a cell that looks like a formula as its text', async () => {
    const reading = await readCsv(
      csvUpload(utf8('INSZ;Soort;Naam\n85073003328;A;"=HYPERLINK(""x"")"\n')),
    );
    expect(reading.ok && reading.sheet.regels[0]).toEqual({
      regel: 2,
      cellen: ['85073003328', 'A', '=HYPERLINK("x")'],
      fouten: [],
      item: { insz: '85073003328', soort: 'A', naam: '=HYPERLINK("x")' },
    });
  });

  it.each<[string, () => Promise<Request>, { key: string; values?: object }]>([
    [
      'a workbook renamed .csv',
      async () => csvUpload(await book([['INSZ', 'Soort'], ...lines(2)])),
      { key: 'files.notCsvContent' },
    ],
    [
      'a csv renamed .xlsx',
      async () => csvUpload(utf8('INSZ;Soort\n85073003328;A\n'), 'lijst.xlsx'),
      { key: 'files.notCsv' },
    ],
    [
      'a workbook under its own name',
      async () => csvUpload(await book([['INSZ', 'Soort'], ...lines(2)]), 'lijst.xlsx'),
      { key: 'files.notCsv' },
    ],
    [
      'a file of 11 MB',
      async () => csvUpload(new Blob([new Uint8Array(11_000_000).fill(0x41)], { type: csvType })),
      { key: 'files.tooLarge', values: { size: '10 MB' } },
    ],
    [
      '1001 lines',
      async () =>
        csvUpload(utf8(['INSZ;Soort;Naam', ...lines(1001).map((row) => row.join(';'))].join('\n'))),
      { key: 'files.tooManyLines', values: { amount: 1000 } },
    ],
    [
      'a header without a line',
      async () => csvUpload(utf8('INSZ;Soort;Naam\r\n')),
      { key: 'files.noLines' },
    ],
    [
      'a file without a required column',
      async () => csvUpload(utf8('INSZ;Naam\n85073003328;Peeters\n')),
      { key: 'files.missingColumn', values: { column: 'Soort' } },
    ],
  ])('refuses %s with one message on the file', async (_label, request, expected) => {
    const reading = await readCsv(await request());
    expect(reading).toEqual({ ok: false, errors: { file: [expected] }, values: { reference: '' } });
  });

  it('takes exactly 1000 lines', async () => {
    const text = ['INSZ;Soort;Naam', ...lines(1000).map((row) => row.join(';'))].join('\n');
    const reading = await readCsv(csvUpload(utf8(text)));
    expect(reading.ok && [reading.lines, reading.linesWithFindings]).toEqual([1000, 0]);
  });
});

// `npx tsx bench/bulk-sheet.ts`: the portal's server-side validation of a bulk upload of 1000
// lines, next to a bare read of the same file by a library, in the same process and the same
// run, alternating, several rounds: medians and their ratio. The target: at most 1.5 times the
// bare read. In-process: no HTTP, no session, no backend call. Two cases:
// - xlsx, the LED sheet: the multipart form streamed, the content recognised as xlsx, every part
//   unpacked once within the zip-bomb budget, the sheet read, the header mapped and every line
//   validated with the row schema; beside exceljs's bare streaming read (every row of the first
//   sheet iterated, nothing else).
// - csv, the child-benefits sheet (a national number, a fund key, two months): the file decoded,
//   its delimiter found, the lines read, the header mapped and every line validated with the row
//   schema (`validateBulkSheet`); beside papaparse's bare parse
//   (the bytes decoded as UTF-8 and parsed with papaparse's defaults, nothing else).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { childBenefitsBulkSheet } from '~/domains/child-benefits/bulk-sheet';
import { ledBulkSheet } from '~/domains/led/bulk-columns';
import { readBulkSheet, validateBulkSheet } from '~/lib/bulk/read-sheet.server';
import { readBulkCsv } from '~/lib/spreadsheet/bulk-csv.server';

const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const warmUp = 8;
const target = 1.5;
const lines = 1000;

/** A valid national number per line: nine digits and their check digits, 97 − (nine mod 97). */
function nationalNumber(index: number): string {
  const first = `850730${String(100 + (index % 800)).padStart(3, '0')}`;
  return `${first}${String(97 - (Number(first) % 97)).padStart(2, '0')}`;
}

/** A workbook as a spreadsheet program writes it: shared strings, numbers, date cells. */
async function ledWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow(ledBulkSheet.columns.map((column) => column.title.nl));
  const issued = new Date(Date.UTC(2020, 5, 30));
  const from = new Date(Date.UTC(2020, 5, 1));
  for (let index = 0; index < lines; index += 1) {
    sheet.addRow([
      nationalNumber(index),
      index % 2 ? 'HO' : 'Hoger onderwijs',
      'DIPLOMA',
      'Eindbewijs',
      `Bachelor in de toegepaste informatica, groep ${index}`,
      'Informatica',
      'Hogeschool Gent',
      12345 + index,
      'HOGESCHOOL',
      6,
      issued,
      from,
      index % 3 ? '' : '31.12.2030',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** exceljs's streaming reader over every row of the first sheet, doing nothing with them. */
async function bareRead(bytes: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  let rows = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      // Touch the row's values, as any use of the row would.
      rows += Array.isArray(row.values) ? 1 : 0;
    }
    break;
  }
  return rows;
}

/** The upload form's body as a browser sends it. */
async function multipart(bytes: Buffer): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  form.append(
    'bestand',
    new Blob([new Uint8Array(bytes)], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    'bewijzen.xlsx',
  );
  const request = new Request('http://portal.bench/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

async function portalValidation(upload: { body: Buffer; type: string }): Promise<number> {
  const request = new Request('http://portal.bench/leer_en_ervaring/toevoegen/via_bestand', {
    method: 'POST',
    body: new Uint8Array(upload.body),
    headers: { 'content-type': upload.type },
  });
  const reading = await readBulkSheet(request, {
    ...ledBulkSheet,
    locale: 'nl',
    referenceRequired: false,
  });
  if (!reading.ok) throw new Error(`the bench file was refused: ${JSON.stringify(reading.errors)}`);
  if (reading.lines !== lines || reading.linesWithFindings !== 0) {
    throw new Error(
      `expected ${lines} good lines, got ${reading.lines - reading.linesWithFindings}`,
    );
  }
  return reading.lines;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The median time of each run, measured in turns over several rounds; each round starts with the
 * next run, so that every run sees the same machine.
 */
async function medians(
  runs: readonly (() => Promise<unknown>)[],
  times: number,
): Promise<number[]> {
  const measured = runs.map((): number[] => []);
  for (let round = 0; round < warmUp + times; round += 1) {
    for (let turn = 0; turn < runs.length; turn += 1) {
      const index = (round + turn) % runs.length;
      const ms = await timed(runs[index]!);
      if (round >= warmUp) measured[index]!.push(ms);
    }
  }
  return measured.map(median);
}

/**
 * The child-benefits bulk lookup's csv as Excel writes it on a Belgian computer: ';' between
 * cells, CRLF after lines; the columns of its template, a fund key on every other line, months
 * on most.
 */
function childBenefitsCsv(): Uint8Array {
  const rows = ['INSZ;Zoeksleutel;Beginmaand;Eindmaand'];
  for (let index = 0; index < lines; index += 1) {
    rows.push(
      `${nationalNumber(index)};${index % 2 ? 'Code' : ''};${index % 5 ? '01/2024' : ''};${index % 3 ? '' : '12/2024'}`,
    );
  }
  return new TextEncoder().encode(`${rows.join('\r\n')}\r\n`);
}

/** The child-benefits screen's own sheet: its columns and row schema. */
const csvSheet = childBenefitsBulkSheet;

/** papaparse's parse of the bytes with its defaults, every row an array of strings. */
function bareParse(csv: Uint8Array): Promise<number> {
  return Promise.resolve(Papa.parse<string[]>(new TextDecoder().decode(csv)).data.length);
}

async function csvValidation(csv: Uint8Array): Promise<number> {
  const reading = await validateBulkSheet({ name: 'kinderen.csv', bytes: csv }, csvSheet, 'nl');
  if (!reading.ok) throw new Error(`the bench csv was refused: ${JSON.stringify(reading.issue)}`);
  const good = reading.sheet.regels.filter((line) => (line.fouten ?? []).length === 0).length;
  if (reading.sheet.regels.length !== lines || good !== lines) {
    throw new Error(`expected ${lines} good csv lines, got ${good}`);
  }
  return good;
}

const bytes = await ledWorkbook();
const upload = await multipart(bytes);
if ((await bareRead(bytes)) !== lines + 1) throw new Error('the bare read missed rows');
const csv = childBenefitsCsv();
if ((await bareParse(csv)) < lines + 1) throw new Error('the bare parse missed rows');

const [xlsxBareMs = 0, xlsxPortalMs = 0] = await medians(
  [() => bareRead(bytes), () => portalValidation(upload)],
  rounds,
);
// A csv round takes a few milliseconds: more rounds for a steady median.
const csvRounds = rounds * 5;
const [csvBareMs = 0, csvReaderMs = 0, csvPortalMs = 0] = await medians(
  [() => bareParse(csv), () => Promise.resolve(readBulkCsv(csv)), () => csvValidation(csv)],
  csvRounds,
);
const xlsxRatio = xlsxPortalMs / xlsxBareMs;
const csvRatio = csvPortalMs / csvBareMs;

const ms = (value: number) => Number(value.toFixed(2));
console.table([
  {
    file: `xlsx, ${lines} lines, ${(bytes.length / 1024).toFixed(0)} KB`,
    rounds,
    'bare read': 'exceljs streaming read',
    'bare ms': ms(xlsxBareMs),
    'reader alone ms': '',
    'portal validation ms': ms(xlsxPortalMs),
    ratio: ms(xlsxRatio),
    target: `≤ ${target}`,
  },
  {
    file: `csv, ${lines} lines, ${(csv.length / 1024).toFixed(0)} KB`,
    rounds: csvRounds,
    'bare read': 'papaparse parse',
    'bare ms': ms(csvBareMs),
    'reader alone ms': ms(csvReaderMs),
    'portal validation ms': ms(csvPortalMs),
    ratio: ms(csvRatio),
    target: `≤ ${target}`,
  },
]);
console.log(
  `csv: the reader alone (readBulkCsv) takes ${(csvReaderMs / csvBareMs).toFixed(2)} × the bare parse; the rest of the validation is the row schema's rules and building the sheet request (medians)`,
);
for (const [name, ratio] of [
  ['xlsx', xlsxRatio],
  ['csv', csvRatio],
] as const) {
  if (ratio > target) {
    console.error(
      `bulk validation (${name}): ${ratio.toFixed(2)} × the bare read, over the target ${target}`,
    );
    process.exitCode = 1;
  }
}

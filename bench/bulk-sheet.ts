// `npx tsx bench/bulk-sheet.ts`: the portal's server-side validation of a bulk upload of 1000
// lines (the LED sheet: the multipart form streamed, the content recognised as xlsx, every part
// unpacked once within the zip-bomb budget, the sheet read, the header mapped and every line
// validated with the row schema), next to exceljs's bare streaming read of the same file (every
// row of the first sheet iterated, nothing else), in the same process and the same run,
// alternating, several rounds: medians and their ratio. The target: at most 1.5 times the bare
// read. In-process: no HTTP, no session, no backend call.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ledBulkSheet } from '~/domains/led/bulk-columns';
import { readBulkSheet } from '~/lib/bulk/read-sheet.server';

const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const warmUp = 8;
const target = 1.5;
const lines = 1000;

/** A workbook as a spreadsheet program writes it: shared strings, numbers, date cells. */
async function ledWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow(ledBulkSheet.columns.map((column) => column.title.nl));
  const issued = new Date(Date.UTC(2020, 5, 30));
  const from = new Date(Date.UTC(2020, 5, 1));
  for (let index = 0; index < lines; index += 1) {
    const first = `850730${String(100 + (index % 800)).padStart(3, '0')}`;
    const insz = `${first}${String(97 - (Number(first) % 97)).padStart(2, '0')}`;
    sheet.addRow([
      insz,
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const bytes = await ledWorkbook();
const upload = await multipart(bytes);
if ((await bareRead(bytes)) !== lines + 1) throw new Error('the bare read missed rows');

const bare: number[] = [];
const portal: number[] = [];
for (let round = 0; round < warmUp + rounds; round += 1) {
  // Alternating which goes first: both see the same machine.
  let bareMs: number;
  let portalMs: number;
  if (round % 2 === 0) {
    bareMs = await timed(() => bareRead(bytes));
    portalMs = await timed(() => portalValidation(upload));
  } else {
    portalMs = await timed(() => portalValidation(upload));
    bareMs = await timed(() => bareRead(bytes));
  }
  if (round >= warmUp) {
    bare.push(bareMs);
    portal.push(portalMs);
  }
}

const bareMs = median(bare);
const portalMs = median(portal);
const ratio = portalMs / bareMs;
console.table([
  {
    workbook: `${lines} lines, ${(bytes.length / 1024).toFixed(0)} KB`,
    rounds,
    'exceljs bare read ms (median)': Number(bareMs.toFixed(1)),
    'portal validation ms (median)': Number(portalMs.toFixed(1)),
    ratio: Number(ratio.toFixed(2)),
    target: `≤ ${target}`,
  },
]);
if (ratio > target) {
  console.error(`bulk validation: ${ratio.toFixed(2)} × the bare read, over the target ${target}`);
  process.exit(1);
}

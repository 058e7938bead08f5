// `npx tsx bench/pdf-check.ts`: the document service's check of a PDF attachment (inspectPdf:
// magic bytes, parse within bounds, encryption, every indirect object walked for active content,
// every stream's unpacked size counted, pages counted, the clean copy written) next to the same
// work done bare by the libraries: pdf-lib's PDFDocument.load, zlib unpacking every stream, and
// pdf-lib writing the document again. In the same process, alternating, several rounds: medians
// and their ratio. Two files written by pdfkit: one page, and a hundred pages of text. The targets:
// for the hundred pages, the check at most 1.5 times the bare work, so what the check adds to it
// stays small; for the one page, whose bare work takes a fraction of a millisecond (so a ratio
// measures fixed costs and noise), the check within 5 ms.
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { inspectPdf } from '../backend/document/pdf-check';
import { textPdf } from '../tests/support/pdf-samples';

const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const warmUp = 5;
const target = 1.5;

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

/** The median time of each run, in turns over the rounds (each round starts with the next run). */
async function medians(runs: readonly (() => Promise<unknown>)[]): Promise<number[]> {
  const measured = runs.map((): number[] => []);
  for (let round = 0; round < warmUp + rounds; round += 1) {
    for (let turn = 0; turn < runs.length; turn += 1) {
      const index = (round + turn) % runs.length;
      const ms = await timed(runs[index]!);
      if (round >= warmUp) measured[index]!.push(ms);
    }
  }
  return measured.map(median);
}

/**
 * The bare work: pdf-lib's load, as inspectPdf loads (encryption not refused, invalid objects
 * thrown), every stream unpacked by zlib, and the document written again as the copy is.
 */
async function bareWork(bytes: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    throwOnInvalidObject: true,
    updateMetadata: false,
  });
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) inflateSync(object.contents);
  }
  return document.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
    objectsPerTick: 2000,
  });
}

async function check(bytes: Uint8Array, pages: number): Promise<void> {
  const inspection = await inspectPdf(bytes);
  if (!inspection.ok || inspection.pages !== pages) {
    throw new Error(`the bench PDF was refused: ${JSON.stringify(inspection)}`);
  }
}

const ms = (value: number) => Number(value.toFixed(2));
/** A small file is held to a time, a large one to its ratio to the bare work. */
const smallFileMs = 5;
const rows = [];
let overTarget = false;
for (const pages of [1, 100]) {
  const bytes = await textPdf(pages);
  await check(bytes, pages);
  const [bareMs = 0, checkMs = 0] = await medians([
    () => bareWork(bytes),
    () => check(bytes, pages),
  ]);
  const ratio = checkMs / bareMs;
  const small = pages === 1;
  overTarget ||= small ? checkMs > smallFileMs : ratio > target;
  rows.push({
    file: `${pages} page${pages === 1 ? '' : 's'}, ${(bytes.length / 1024).toFixed(0)} KB`,
    rounds,
    bare: 'load, unpack, write',
    'bare ms': ms(bareMs),
    'inspectPdf ms': ms(checkMs),
    ratio: ms(ratio),
    target: small ? `≤ ${smallFileMs} ms` : `ratio ≤ ${target}`,
  });
}
console.table(rows);
if (overTarget) {
  console.error('pdf check: over its target (see the table)');
  process.exitCode = 1;
}

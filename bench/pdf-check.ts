// `npx tsx bench/pdf-check.ts`: the document service's check of a PDF attachment (inspectPdf:
// magic bytes, parse, encryption, every indirect object walked for active content, pages
// counted) next to pdf-lib's bare PDFDocument.load of the same bytes, in the same process,
// alternating, several rounds: medians and their ratio. Two files written by pdfkit: one page,
// and a hundred pages of text. The target: the check at most 1.5 times the bare load.
import { PDFDocument } from 'pdf-lib';
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

/** pdf-lib's bare load, as inspectPdf loads (encryption not refused, invalid objects thrown). */
const bareLoad = (bytes: Uint8Array) =>
  PDFDocument.load(bytes, {
    ignoreEncryption: true,
    throwOnInvalidObject: true,
    updateMetadata: false,
  });

async function check(bytes: Uint8Array, pages: number): Promise<void> {
  const inspection = await inspectPdf(bytes);
  if (!inspection.ok || inspection.pages !== pages) {
    throw new Error(`the bench PDF was refused: ${JSON.stringify(inspection)}`);
  }
}

const ms = (value: number) => Number(value.toFixed(2));
const rows = [];
let overTarget = false;
for (const pages of [1, 100]) {
  const bytes = await textPdf(pages);
  await check(bytes, pages);
  const [bareMs = 0, checkMs = 0] = await medians([
    () => bareLoad(bytes),
    () => check(bytes, pages),
  ]);
  const ratio = checkMs / bareMs;
  overTarget ||= ratio > target;
  rows.push({
    file: `${pages} page${pages === 1 ? '' : 's'}, ${(bytes.length / 1024).toFixed(0)} KB`,
    rounds,
    'bare read': 'pdf-lib PDFDocument.load',
    'bare ms': ms(bareMs),
    'inspectPdf ms': ms(checkMs),
    ratio: ms(ratio),
    target: `≤ ${target}`,
  });
}
console.table(rows);
if (overTarget) {
  console.error(`pdf check: over the target of ${target} × the bare load (see ratio)`);
  process.exitCode = 1;
}

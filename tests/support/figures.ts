// The figures a suite reports (screens × accounts checked, leaks, fuzz cases, 5xx count, p95…):
// each test file records them here, and scripts/print-figures.mjs prints them after the run. Test
// files run in several processes at once, so each process keeps its own file per suite
// (<suite>.<pid>.json), and the printer sums them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const directory = path.resolve('test-results/figures');

export type Figure = number | string;

/** Whether the full suite was asked for (npm run test:security / test:load), not the fast variant. */
export const fullSuite = process.env.FULL_SUITE === '1';

/** Adds figures to this process's file of a suite (test-results/figures), summing numbers. */
export function recordFigures(suite: string, figures: Record<string, Figure>): void {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${suite}.${process.pid}.json`);
  let existing: Record<string, Figure> = {};
  try {
    existing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Figure>;
  } catch {
    // first figures of this suite
  }
  for (const [name, value] of Object.entries(figures)) {
    const before = existing[name];
    existing[name] =
      typeof value === 'number' && typeof before === 'number' ? before + value : value;
  }
  writeFileSync(file, `${JSON.stringify(existing, null, 2)}\n`);
}

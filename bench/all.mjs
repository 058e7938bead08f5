// `npm run bench`: every benchmark in turn, each to its end even when one before it missed a
// target, then a non-zero exit when any did, naming them.
import { spawnSync } from 'node:child_process';

const steps = [
  [process.execPath, 'bench/run.mjs'],
  [process.execPath, 'bench/cold-start.mjs'],
  [process.execPath, 'bench/code-lists.mjs'],
  ['node_modules/.bin/tsx', 'bench/person-search.ts'],
  ['node_modules/.bin/tsx', 'bench/bulk-sheet.ts'],
  ['node_modules/.bin/tsx', 'bench/pdf-check.ts'],
  ['node_modules/.bin/tsx', 'bench/legal-log-verify.ts'],
  ['node_modules/.bin/tsx', 'bench/reporting.ts'],
];
const missed = steps.filter(
  ([command, script]) => spawnSync(command, [script], { stdio: 'inherit' }).status !== 0,
);
if (missed.length > 0) {
  console.error(`\nTargets missed in: ${missed.map(([, script]) => script).join(', ')}`);
  process.exit(1);
}

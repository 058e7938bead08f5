// `npm run bench`: every benchmark in turn, each to its end even when one before it missed a
// target, then a non-zero exit when any did, naming them.
import { spawnSync } from 'node:child_process';

// The PostgreSQL server of the steps that run on it as the production topology does.
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const steps = [
  [process.execPath, 'bench/run.mjs'],
  [process.execPath, 'bench/cold-start.mjs'],
  [process.execPath, 'bench/code-lists.mjs'],
  ['node_modules/.bin/tsx', 'bench/person-search.ts'],
  ['node_modules/.bin/tsx', 'bench/bulk-sheet.ts'],
  ['node_modules/.bin/tsx', 'bench/pdf-check.ts'],
  ['node_modules/.bin/tsx', 'bench/legal-log-verify.ts'],
  // The reports on the embedded database, then on PostgreSQL as the production topology runs them.
  ['node_modules/.bin/tsx', 'bench/reporting.ts'],
  ['node_modules/.bin/tsx', 'bench/reporting.ts', { BENCH_DATABASE_URL: postgresUrl }],
  // A send to everyone over 10,000 devices, on the embedded database, then on PostgreSQL.
  ['node_modules/.bin/tsx', 'bench/push-send.ts'],
  ['node_modules/.bin/tsx', 'bench/push-send.ts', { BENCH_DATABASE_URL: postgresUrl }],
];
const missed = steps.filter(
  ([command, script, env]) =>
    spawnSync(command, [script], { stdio: 'inherit', env: { ...process.env, ...env } }).status !==
    0,
);
if (missed.length > 0) {
  console.error(
    `\nTargets missed in: ${missed
      .map(([, script, env]) => (env ? `${script} (PostgreSQL)` : script))
      .join(', ')}`,
  );
  process.exit(1);
}

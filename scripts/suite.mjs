// `npm run test:security` / `npm run test:load`: builds the portal, runs the full variant of the
// generated suites (FULL_SUITE=1) and prints their figures. `npm test` runs the fast variants.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const suite = process.argv[2];
const folders = { security: 'tests/security', load: 'tests/load' };
if (!(suite in folders)) {
  console.error(`usage: node scripts/suite.mjs ${Object.keys(folders).join('|')}`);
  process.exit(2);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

rmSync('test-results/figures', { recursive: true, force: true });
if (run('npm', ['run', 'build']) !== 0) process.exit(1);
const status = run(
  'node_modules/.bin/vitest',
  ['run', '--project', 'integration', folders[suite]],
  { FULL_SUITE: '1' },
);
run('node', ['scripts/print-figures.mjs']);
process.exit(status);

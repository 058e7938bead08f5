// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Each step: its name and the npm commands it runs, one after the other. */
const steps = [
  ['lint', [['run', 'lint']]],
  ['typecheck', [['run', 'typecheck']]],
  ['unit tests', [['run', 'test:unit']]],
  // The product's build, and the builds with other toggles the end-to-end tests serve beside it.
  [
    'build',
    [
      ['run', 'build'],
      ['run', 'build:variants'],
    ],
  ],
  ['integration tests', [['run', 'test:integration']]],
  ['end-to-end tests', [['run', 'test:e2e']]],
  // The production topology (nginx, 2 portals, 2 backends, PostgreSQL, Redis), on the build above.
  [
    'topology tests',
    [['exec', '--', 'playwright', 'test', '--config', 'playwright.topology.config.ts']],
  ],
];

// The generated security and load suites run their fast variants with the integration tests.
rmSync('test-results/figures', { recursive: true, force: true });
const started = Date.now();
for (const [name, commands] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  let failed = null;
  for (const args of commands) {
    const result = spawnSync('npm', args, { stdio: 'inherit' });
    if (result.status !== 0) {
      failed = result;
      break;
    }
  }
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (failed) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(failed.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
  if (name === 'integration tests')
    spawnSync('node', ['scripts/print-figures.mjs'], { stdio: 'inherit' });
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

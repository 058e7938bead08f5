// `npm test`: every check CI runs, in order, stopping at the first failure; at the end each
// step's time and test count, and the slowest test files, so the budget is seen in every run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reports = 'test-results/reports';
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${name}.json`,
];

/**
 * The steps; a step of several commands runs them at once (lint and the type check are each one
 * process on one core), or one after the other when `sequential`. `report` names the JSON report
 * a test step writes.
 */
const steps = [
  {
    name: 'lint and typecheck',
    commands: [
      ['lint', ['run', 'lint']],
      ['typecheck', ['run', 'typecheck']],
    ],
  },
  {
    name: 'unit tests',
    commands: [['unit tests', ['run', 'test:unit', '--', ...vitestReport('unit')]]],
    report: { kind: 'vitest', file: 'unit' },
  },
  {
    name: 'build',
    // The product's build, then the builds with other toggles the end-to-end tests serve beside it.
    commands: [
      ['build', ['run', 'build']],
      ['variant builds', ['run', 'build:variants']],
    ],
    sequential: true,
  },
  {
    name: 'integration tests',
    // The generated security and load suites run their fast variants here.
    commands: [
      ['integration tests', ['run', 'test:integration', '--', ...vitestReport('integration')]],
    ],
    report: { kind: 'vitest', file: 'integration' },
    after: () => run('figures', 'node', ['scripts/print-figures.mjs'], { quiet: false }),
  },
  {
    name: 'end-to-end tests',
    commands: [['end-to-end tests', ['run', 'test:e2e', '--', '--reporter=list,json']]],
    // The whole suite: every state of the axe table must be checked (tests/e2e/screen-states.ts).
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json`, E2E_ALL_STATES: '1' },
    report: { kind: 'playwright', file: 'e2e' },
  },
  {
    // The production topology (nginx, 2 portals, 2 backends, PostgreSQL, Redis), on the build above.
    name: 'topology tests',
    commands: [
      [
        'topology tests',
        [
          'exec',
          '--',
          'playwright',
          'test',
          '--config',
          'playwright.topology.config.ts',
          '--reporter=list,json',
        ],
      ],
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/topology.json` },
    report: { kind: 'playwright', file: 'topology' },
  },
];

/** Runs a command; with `quiet` its output is kept and printed when it ends, in one piece. */
function run(label, command, args, { quiet, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(`\n── ${label}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

/** Test files with their seconds, and the number of tests, from a step's JSON report. */
function readReport({ kind, file }) {
  const where = path.join(reports, `${file}.json`);
  if (!existsSync(where)) return null;
  const report = JSON.parse(readFileSync(where, 'utf8'));
  if (kind === 'vitest') {
    return {
      tests: report.numTotalTests,
      files: report.testResults.map((result) => ({
        file: path.relative(process.cwd(), result.name),
        seconds: (result.endTime - result.startTime) / 1000,
      })),
    };
  }
  const files = new Map();
  let tests = 0;
  const walk = (suite, fileName) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests += 1;
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        files.set(fileName, (files.get(fileName) ?? 0) + seconds);
      }
    }
    for (const child of suite.suites ?? []) walk(child, fileName);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return {
    tests,
    files: [...files].map(([name, seconds]) => ({
      file: path.relative(process.cwd(), path.join(report.config.rootDir, name)),
      seconds,
    })),
  };
}

rmSync('test-results/figures', { recursive: true, force: true });
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const started = Date.now();
const done = [];
let failed = null;
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  const quiet = step.commands.length > 1 && !step.sequential;
  const codes = [];
  if (step.sequential) {
    for (const [label, args] of step.commands) {
      codes.push(await run(label, 'npm', args, { quiet, env: step.env }));
      if (codes.at(-1) !== 0) break;
    }
  } else {
    codes.push(
      ...(await Promise.all(
        step.commands.map(([label, args]) => run(label, 'npm', args, { quiet, env: step.env })),
      )),
    );
  }
  const seconds = (Date.now() - stepStarted) / 1000;
  const report = step.report ? readReport(step.report) : null;
  done.push({ name: step.name, seconds, report });
  if (codes.some((code) => code !== 0)) {
    console.error(`\n✖ ${step.name} failed after ${seconds.toFixed(1)} s`);
    failed = codes.find((code) => code !== 0);
    break;
  }
  console.log(`✔ ${step.name} (${seconds.toFixed(1)} s)`);
  await step.after?.();
}

const total = (Date.now() - started) / 1000;
console.log('\nStep times');
for (const { name, seconds, report } of done) {
  const tests = report ? `${report.tests} tests` : '';
  console.log(`  ${name.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s  ${tests}`);
}
console.log(`  ${'total'.padEnd(20)} ${total.toFixed(1).padStart(7)} s`);
const slowest = done
  .flatMap(({ report }) => report?.files ?? [])
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);
if (slowest.length > 0) {
  console.log('\nSlowest test files (seconds in the file; files of one step run two at a time)');
  for (const { file, seconds } of slowest) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}
if (failed !== null) process.exit(failed);
console.log(`\nAll checks passed in ${total.toFixed(0)} s`);

// An end-to-end server on a database of its own: a clone of the seeded sources template
// (tests/support/templates.ts), so the server starts in seconds instead of generating the
// population; the document service's shipments and download links, which run on the clock, are
// seeded by the server's own start as in production. `tsx tests/e2e/serve.ts <main|toggles-on>`
// with the server's environment; the database is dropped when Playwright stops the server.
import { spawn } from 'node:child_process';
import { createTestDatabase, testHashSecret } from '../support/templates';

const commands = {
  main: ['./build/server.js'],
  'toggles-on': ['scripts/variant-server.mjs', 'toggles-on'],
} as const;

const which = process.argv[2];
if (which !== 'main' && which !== 'toggles-on') {
  console.error(`usage: tsx tests/e2e/serve.ts <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

// One database per server and port: a run that was killed leaves it behind, the next replaces it.
const database = await createTestDatabase(
  'sources',
  `e2e_${which.replace('-', '_')}_${process.env.PORT}`,
);
const server = spawn(process.execPath, commands[which], {
  env: { ...process.env, DATABASE_URL: database.url, HASH_SECRET: testHashSecret },
  stdio: 'inherit',
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await database.drop();
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
server.on('exit', (code) => void stop(code ?? 1));

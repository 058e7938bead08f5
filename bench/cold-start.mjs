// Cold start, as a new colleague and an operator meet it: the README's first command on a fresh
// clone of the committed tree (install, build, first start that makes the data) until the first
// page is served, and a restart on the data the first start made until /readyz answers. Fails
// when the restart takes more than 3 s. BENCH_COLD_START=0 leaves it out.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const restartBudgetMs = 3000;

if (process.env.BENCH_COLD_START === '0') process.exit(0);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Polls `url` until it answers 200; the milliseconds since `since`. */
async function answered(url, since, child, deadlineMs = 600_000) {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the portal exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status === 200) return Date.now() - since;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - since > deadlineMs) throw new Error(`${url} did not answer`);
    // Ten times a second: well within the general rate limit of the address that asks.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopped(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const folder = mkdtempSync(path.join(tmpdir(), 'portal-cold-start-'));
const clone = path.join(folder, 'portal');
let portal = null;
try {
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', '.', clone]);
  if (cloned.status !== 0) throw new Error(`git clone: ${cloned.stderr}`);
  const port = String(await freePort());
  const env = { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;

  const installStart = Date.now();
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, env });
  if (install.status !== 0) throw new Error(`npm ci: ${install.stderr}`);
  const installMs = Date.now() - installStart;

  const startAt = Date.now();
  portal = spawn('npm', ['start'], { cwd: clone, env, stdio: 'ignore', detached: true });
  // The first page a visitor can open: the privacy page needs no sign-in.
  const firstPageMs = await answered(`http://127.0.0.1:${port}/privacy`, startAt, portal);
  process.kill(-portal.pid, 'SIGTERM');
  await stopped(portal);

  // The operator's restart: the built server on the data the first start made.
  const restartAt = Date.now();
  portal = spawn(process.execPath, ['build/server.js'], {
    cwd: clone,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const restartMs = await answered(`http://127.0.0.1:${port}/readyz`, restartAt, portal);
  await stopped(portal);
  portal = null;

  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\ncold start (a fresh clone of HEAD)');
  console.table([
    { step: 'npm ci', time: seconds(installMs) },
    {
      step: 'npm start until the first page (build, first start, data made)',
      time: seconds(firstPageMs),
    },
    { step: 'fresh clone to first page', time: seconds(installMs + firstPageMs) },
    {
      step: 'restart on its data until /readyz',
      time: seconds(restartMs),
      budget: seconds(restartBudgetMs),
      within: restartMs <= restartBudgetMs ? 'yes' : 'NO',
    },
  ]);
  if (restartMs > restartBudgetMs) {
    console.error('A restart on existing data takes longer than 3 s to be ready.');
    process.exitCode = 1;
  }
} finally {
  if (portal && portal.exitCode === null) portal.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
}

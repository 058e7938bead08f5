// `npm run topology`: the production topology of docker-compose.yml as processes on this machine.
// Debian's nginx in front of 2 portal and 2 backend instances and the development identity
// provider, on the machine's PostgreSQL and Redis, all on loopback ports. It prints one line with
// 'ready' and the proxy's address once everything answers; Ctrl-C or SIGTERM stops everything it
// started, each instance draining its requests first.
//
// Variables (all optional): TOPOLOGY_PORT (the proxy's port, 8080; 0 picks a free one),
// TOPOLOGY_DATABASE_URL (postgres://postgres@127.0.0.1:5432/portal_topology, made when missing),
// TOPOLOGY_REDIS_URL (redis://127.0.0.1:6379/0), TOPOLOGY_DIR (data/topology: secrets, logs, the
// proxy's files and state.json with every process's pid and port), and the variables compose
// takes from its environment file (POPULATION_SIZE, LOG_LEVEL, RATE_LIMIT_*, …).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  backendEnvironment,
  identityProviderEnvironment,
  loopback,
  nginxMainConfig,
  overridableVariables,
  portalEnvironment,
  proxyValues,
  publicUrl,
  renderTemplate,
  type TopologySecrets,
  type TopologySettings,
} from './config';

const folder = path.resolve(process.env.TOPOLOGY_DIR ?? 'data/topology');
const databaseUrl =
  process.env.TOPOLOGY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_topology';
const redisUrl = process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const proxyPort = Number(process.env.TOPOLOGY_PORT ?? 8080);

function say(line: string) {
  process.stdout.write(`topology: ${line}\n`);
}

function fail(line: string): never {
  process.stderr.write(`topology: ${line}\n`);
  process.exit(1);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, loopback);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

// ---- What the topology needs from the machine ------------------------------------------------

function ensureBuild() {
  const bundles = ['build/server.js', 'build/backend.js', 'build/dev-idp.js'];
  if (bundles.every((bundle) => existsSync(bundle))) return;
  say('building the portal, the backend and the identity provider');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) fail('the build failed');
}

function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Debian's nginx, installed when missing (as root), without starting its own service. */
function ensureNginx(): string {
  const present = nginxBinary();
  if (present) return present;
  if (process.getuid?.() !== 0) {
    fail('nginx is missing: install it with `sudo apt-get install -y nginx`, then run this again');
  }
  say("installing Debian's nginx");
  // The package would start a server of its own on port 80; the policy file says not to.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const installed = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env,
    });
    if (installed.status !== 0) fail('apt-get could not install nginx');
  } finally {
    if (ownPolicy) spawnSync('rm', ['-f', policy]);
  }
  return nginxBinary() ?? fail('nginx is still missing after its installation');
}

/** The database of the topology, made on the machine's PostgreSQL when it does not exist. */
async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(
      `PostgreSQL does not answer at ${url.host} (${error instanceof Error ? error.message : String(error)}). ` +
        'Start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, ' +
        'or set TOPOLOGY_DATABASE_URL.',
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
      say(`database ${name} made`);
    }
  } finally {
    await client.end();
  }
}

async function ensureRedis() {
  const url = new URL(redisUrl);
  const answered = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(/PONG|NOAUTH/.test(data.toString()));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!answered) {
    fail(
      `Redis does not answer at ${url.host}. Start it with ` +
        "`redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no`, " +
        'or set TOPOLOGY_REDIS_URL.',
    );
  }
}

/** The secrets of compose's environment file: made once, kept in the topology's folder. */
function secrets(): TopologySecrets {
  const file = path.join(folder, 'secrets.env');
  const names = ['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'HASH_SECRET', 'IDP_COOKIE_SECRET'];
  if (!existsSync(file)) {
    const lines = names.map((name) => `${name}=${randomBytes(32).toString('base64url')}`);
    writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  const values = Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  for (const name of names) {
    if (!values[name]) fail(`${file} lacks ${name}`);
  }
  return values as unknown as TopologySecrets;
}

// ---- The processes ----------------------------------------------------------------------------

interface Started {
  name: string;
  child: ChildProcess;
  port: number;
  /** Set once this script stops it on purpose. */
  stopping: boolean;
}

const started: Started[] = [];

function logFile(name: string): string {
  return path.join(folder, 'logs', `${name}.log`);
}
let shuttingDown = false;

function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): Started {
  // The log file itself is the process's standard output (nginx opens /dev/stdout, which a pipe
  // of Node's, a socket, would refuse).
  const log = openSync(logFile(name), 'a');
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const entry: Started = { name, child, port, stopping: false };
  child.once('exit', (code, signal) => {
    if (!shuttingDown) {
      say(
        `${name} ended (${signal ?? `exit code ${code ?? '?'}`}); see ${path.join(folder, 'logs', `${name}.log`)}`,
      );
    }
  });
  started.push(entry);
  return entry;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until every address answers 2xx, or a process ended, or the time is up. */
async function untilAnswering(urls: string[], seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const ended = started.find((entry) => entry.child.exitCode !== null || entry.child.signalCode);
    if (ended) fail(`${ended.name} ended while starting; see ${folder}/logs/${ended.name}.log`);
    const results = await Promise.all(urls.map(answers));
    if (results.every(Boolean)) return;
    if (Date.now() > deadline) {
      fail(`no answer in time from ${urls.filter((_, index) => !results[index]).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopAll(exitCode: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  say('stopping');
  // The portals first (they drain their pages), then what they call, the proxy last.
  const order = ['portal', 'identity-provider', 'backend', 'proxy'];
  for (const prefix of order) {
    const group = started.filter(
      (entry) =>
        entry.name.startsWith(prefix) &&
        entry.child.exitCode === null &&
        entry.child.signalCode === null,
    );
    await Promise.all(
      group.map(async (entry) => {
        const exited = once(entry.child, 'exit');
        // nginx stops gracefully on SIGQUIT; the Node processes drain on SIGTERM.
        entry.child.kill(entry.name === 'proxy' ? 'SIGQUIT' : 'SIGTERM');
        const timer = setTimeout(() => entry.child.kill('SIGKILL'), 25_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
  say('stopped');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// ---- The run -----------------------------------------------------------------------------------

mkdirSync(path.join(folder, 'logs'), { recursive: true });
ensureBuild();
const nginx = ensureNginx();
await ensureDatabase();
await ensureRedis();

const settings: TopologySettings = {
  ports: {
    proxy: proxyPort === 0 ? await freePort() : proxyPort,
    backendProxy: await freePort(),
    portals: [await freePort(), await freePort()],
    backends: [await freePort(), await freePort()],
    identityProvider: await freePort(),
  },
  databaseUrl,
  redisUrl,
  secrets: secrets(),
  overrides: Object.fromEntries(
    overridableVariables.flatMap((name) => {
      const value = process.env[name];
      return value ? [[name, value]] : [];
    }),
  ),
};

// The proxy: the repository's template, filled in with this run's addresses.
const proxyFolder = path.join(folder, 'nginx');
mkdirSync(proxyFolder, { recursive: true });
const root = process.getuid?.() === 0;
for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
  const temp = path.join(proxyFolder, 'temp', kind);
  mkdirSync(temp, { recursive: true });
  // nginx started as root runs its workers as nobody: they write the request bodies there.
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'nobody']).toString());
    const gid = Number(execFileSync('id', ['-g', 'nobody']).toString());
    chownSync(temp, uid, gid);
    chmodSync(temp, 0o700);
  }
}
writeFileSync(
  path.join(proxyFolder, 'portal.conf'),
  renderTemplate(readFileSync('deploy/nginx/portal.conf.template', 'utf8'), proxyValues(settings)),
);
const nginxConfig = path.join(proxyFolder, 'nginx.conf');
writeFileSync(nginxConfig, nginxMainConfig(proxyFolder, root ? 'nobody nogroup' : null));
const nginxArgs = ['-p', proxyFolder, '-e', 'stderr', '-c', nginxConfig];
const checkLog = openSync(logFile('proxy'), 'a');
const checked = spawnSync(nginx, [...nginxArgs, '-t', '-q'], {
  encoding: 'utf8',
  stdio: ['ignore', checkLog, 'pipe'],
});
closeSync(checkLog);
if (checked.status !== 0) fail(`nginx refuses its configuration:\n${checked.stderr}`);

start(
  'proxy',
  nginx,
  [...nginxArgs, '-g', `daemon off; pid ${proxyFolder}/nginx.pid;`],
  {},
  settings.ports.proxy,
);
// Both backends at the same moment: the migrations and the seeding run once, under their locks.
settings.ports.backends.forEach((port, index) =>
  start(
    `backend-${index + 1}`,
    process.execPath,
    ['build/backend.js'],
    backendEnvironment(settings, index),
    port,
  ),
);
start(
  'identity-provider',
  process.execPath,
  ['build/dev-idp.js'],
  identityProviderEnvironment(settings),
  settings.ports.identityProvider,
);
say(
  `starting 2 backends (the first start seeds ${settings.overrides.POPULATION_SIZE ?? 'full'} sources), the identity provider and the proxy`,
);
await untilAnswering(
  [
    ...settings.ports.backends.map((port) => `http://${loopback}:${port}/healthz`),
    `http://${loopback}:${settings.ports.identityProvider}/healthz`,
  ],
  600,
);
settings.ports.portals.forEach((port, index) =>
  start(
    `portal-${index + 1}`,
    process.execPath,
    ['build/server.js'],
    portalEnvironment(settings, index),
    port,
  ),
);
const url = publicUrl(settings);
await untilAnswering(
  [...settings.ports.portals.map((port) => `http://${loopback}:${port}/readyz`), `${url}/readyz`],
  120,
);

writeFileSync(
  path.join(folder, 'state.json'),
  `${JSON.stringify(
    {
      url,
      databaseUrl,
      redisUrl,
      logs: path.join(folder, 'logs'),
      processes: started.map((entry) => ({
        name: entry.name,
        pid: entry.child.pid,
        url: `http://${loopback}:${entry.port}`,
      })),
      backendProxy: `http://${loopback}:${settings.ports.backendProxy}`,
    },
    null,
    2,
  )}\n`,
);
say(`ready ${url}`);

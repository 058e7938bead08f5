// `npm run bench`: throughput and latency of the built portal, and the size of what a page ships.
// Builds if needed, starts build/server.js on a free loopback port, measures, stops it.
// The figure to watch is the person detail page against a bare framework route: what a screen
// that reads a person (a backend call and a legal-log entry) costs on top of rendering a page.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { signIn } from './sign-in.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const budgets = { cssGzipBytes: 30 * 1024, startPageJsGzipBytes: 150 * 1024 };
// A generated person (docs/demo-data.md) and a demo account with one role that may read them.
const personPath = '/persoon/insz/60111842284?bron=RR';
const personReader = 'bart.claes';

if (!existsSync('build/server.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const url = `http://127.0.0.1:${port}`;
const unlimited = '100000000';
const server = spawn(process.execPath, ['build/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    // The benchmark measures rendering, not the rate limiter.
    RATE_LIMIT_GENERAL: unlimited,
    RATE_LIMIT_SIGN_IN: unlimited,
    RATE_LIMIT_MUTATIONS: unlimited,
  },
  stdio: 'inherit',
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/**
 * Loads one path from `connections` clients for `durationSeconds`. Latencies are kept per response
 * (autocannon's own summary has no 95th percentile); answers other than `status` are counted.
 */
async function load(path, { headers = {}, status = 200, label = path } = {}) {
  const latencies = [];
  let unexpected = 0;
  const instance = autocannon({
    url: `${url}${path}`,
    connections,
    duration: durationSeconds,
    headers,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode !== status) unexpected += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    path: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Number(percentile(latencies, 0.5).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 0.95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 0.99).toFixed(1)),
    // Timeouts and connection errors, and answers that were not the expected page.
    errors: result.errors + result.timeouts + unexpected,
  };
}

/** What the start page ships: its stylesheet and the scripts it preloads, gzipped. */
async function startPageWeight(headers) {
  const html = await (await fetch(`${url}/`, { headers, redirect: 'manual' })).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  // Measured on an empty page (a redirect), the budgets would hold for nothing.
  if (assets.length === 0) throw new Error('the start page links no assets');
  const sizes = { css: 0, js: 0 };
  for (const asset of new Set(assets)) {
    const body = Buffer.from(await (await fetch(`${url}${asset}`)).arrayBuffer());
    sizes[asset.endsWith('.css') ? 'css' : 'js'] += gzipSync(body).length;
  }
  return [
    ['start page CSS (gzip)', sizes.css, budgets.cssGzipBytes],
    ['start page JS (gzip)', sizes.js, budgets.startPageJsGzipBytes],
  ];
}

/**
 * Signs in once and checks the person page answers with the person, not an error or the sign-in
 * page: a benchmark of error pages is worthless. The same session cookie serves every request
 * that needs one (the start page too: signed out, it only redirects to the sign-in).
 */
async function personSession() {
  const { jar, landed } = await signIn(url, personReader, personPath);
  if (landed.response.status !== 200 || !landed.url.endsWith(personPath)) {
    throw new Error(`${personPath} as ${personReader}: ${landed.response.status} at ${landed.url}`);
  }
  return { cookie: jar.header() };
}

try {
  // The first start generates the population for the backend: seconds, not milliseconds.
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 1200) throw new Error('portal did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const session = await personSession();
  const sizeRows = await startPageWeight(session);

  const rows = [
    // Express alone: no Remix, no session.
    await load('/healthz'),
    // A bare framework route: the layout rendered, no backend work beyond what every page does.
    await load('/privacy'),
    await load('/', { headers: session, label: '/ (signed in)' }),
    await load('/bestaat-niet', { status: 404 }),
    await load(personPath, { headers: session }),
  ];
  const [, privacy, , , person] = rows;

  console.log(
    `\nportal ${JSON.parse(readFileSync('package.json', 'utf8')).version}, ${connections} connections, ${durationSeconds} s per path`,
  );
  console.table(rows);
  console.log(
    `person detail / bare route (/privacy): ${person['req/s']} / ${privacy['req/s']} req/s = ` +
      `${(person['req/s'] / privacy['req/s']).toFixed(2)} (the ratio to watch; higher is better)`,
  );
  console.table(
    sizeRows.map(([name, bytes, budget]) => ({
      asset: name,
      kB: (bytes / 1024).toFixed(1),
      'budget kB': (budget / 1024).toFixed(0),
      within: bytes <= budget ? 'yes' : 'NO',
    })),
  );
  if (sizeRows.some(([, bytes, budget]) => bytes > budget)) process.exitCode = 1;
  for (const row of rows.filter((measured) => measured.errors > 0)) {
    console.error(`${row.errors} answers of ${row.path} were errors or not the expected page.`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}

// `npm run bench`: throughput and latency of the built portal, and the size of what a page ships.
// Builds if needed, starts build/server.js on a free loopback port, measures, stops it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const budgets = { cssGzipBytes: 30 * 1024, startPageJsGzipBytes: 150 * 1024 };

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
const server = spawn(process.execPath, ['build/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    // The benchmark measures rendering, not the rate limiter.
    RATE_LIMIT_GENERAL: '100000000',
  },
  stdio: 'inherit',
});

try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (attempt > 200) throw new Error('portal did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // What the start page ships: its stylesheet and the scripts it preloads, gzipped.
  const html = await (await fetch(`${url}/`)).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const sizes = { css: 0, js: 0 };
  for (const asset of new Set(assets)) {
    const body = Buffer.from(await (await fetch(`${url}${asset}`)).arrayBuffer());
    sizes[asset.endsWith('.css') ? 'css' : 'js'] += gzipSync(body).length;
  }
  const sizeRows = [
    ['start page CSS (gzip)', sizes.css, budgets.cssGzipBytes],
    ['start page JS (gzip)', sizes.js, budgets.startPageJsGzipBytes],
  ];

  const targets = ['/', '/en/privacy', '/bestaat-niet', '/healthz'];
  const rows = [];
  for (const path of targets) {
    const result = await autocannon({
      url: `${url}${path}`,
      connections,
      duration: durationSeconds,
    });
    rows.push({
      path,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx - (path === '/bestaat-niet' ? result.non2xx : 0),
    });
  }

  console.log(
    `\nportal ${JSON.parse(readFileSync('package.json', 'utf8')).version}, ${connections} connections, ${durationSeconds} s per path`,
  );
  console.table(rows);
  console.table(
    sizeRows.map(([name, bytes, budget]) => ({
      asset: name,
      kB: (bytes / 1024).toFixed(1),
      'budget kB': (budget / 1024).toFixed(0),
      within: bytes <= budget ? 'yes' : 'NO',
    })),
  );
  if (sizeRows.some(([, bytes, budget]) => bytes > budget)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}

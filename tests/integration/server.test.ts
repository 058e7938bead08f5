// The Express layer in front of Remix, tested over HTTP against the built server.
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPortalExpectingExit, startPortal, type PortalProcess } from '../support/portal-process';

let portal: PortalProcess;

beforeAll(async () => {
  // Short request time-outs, so a client that stalls is let go within the test.
  portal = await startPortal({
    REQUEST_HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '2',
  });
});

afterAll(async () => {
  await portal.stop();
});

const get = (path: string, init?: RequestInit) =>
  fetch(`${portal.url}${path}`, { redirect: 'manual', ...init });

describe('correlation ids', () => {
  it('are added to every response, and a given one is kept', async () => {
    for (const path of ['/', '/healthz', '/onbekend', '/buildinfo']) {
      const response = await get(path);
      expect(response.headers.get('x-correlation-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const kept = await get('/privacy', { headers: { 'x-correlation-id': 'trace-42' } });
    expect(kept.headers.get('x-correlation-id')).toBe('trace-42');
  });

  it('replace a malformed incoming id', async () => {
    const response = await get('/privacy', { headers: { 'x-correlation-id': 'a b<c>' } });
    expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/**
 * Sends `head` and then nothing more over a raw connection: what the server answers and how many
 * seconds until it closes the connection.
 */
function stall(head: string): Promise<{ answer: string; seconds: number }> {
  const { hostname, port } = new URL(portal.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(head));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, seconds: (performance.now() - started) / 1000 }));
  });
}

describe('request time-outs', () => {
  it('let go of a client that never ends its headers, or its body, with 408', async () => {
    const [headers, body] = await Promise.all([
      stall('GET /privacy HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a'),
      stall(
        'POST /log HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"level":',
      ),
    ]);
    for (const { answer, seconds } of [headers, body]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // Checked every second: within a second or two of the time-out.
      expect(seconds).toBeLessThan(6);
    }
  });
});

describe('static files', () => {
  it('send a browser that asks for /favicon.ico to the icon', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
    expect((await get('/favicon.svg')).headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('security headers', () => {
  it('send a fresh CSP nonce on every page', async () => {
    const first = (await get('/privacy')).headers.get('content-security-policy') ?? '';
    const second = (await get('/privacy')).headers.get('content-security-policy') ?? '';
    const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toContain("base-uri 'none'");
  });

  it('do not include HSTS on plain http, nor x-powered-by', async () => {
    const response = await get('/');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('static assets', () => {
  it('are cached immutably for a year', async () => {
    const asset = readdirSync('build/client/assets').find((name) => name.endsWith('.js'));
    const response = await get(`/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('are compressed', async () => {
    const asset = readdirSync('build/client/assets').find((name) => name.endsWith('.css'));
    const response = await get(`/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('health', () => {
  it('/healthz is alive and /readyz is ready once the embedded backend answers', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'alive' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { backend: 'up' } });
  });
});

describe('/buildinfo', () => {
  it('downloads a build-info file named in content-disposition', async () => {
    const response = await get('/buildinfo');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="buildinfo-flemish-backoffice-portal-6\.19\.\d+\.json"$/,
    );
    const info = (await response.json()) as Record<string, string>;
    expect(info.version).toMatch(/^6\.19\./);
    expect(info.builtAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(info.commit).toBeTruthy();
  });
});

describe('POST /log', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    get('/log', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: portal.url, ...headers },
    });

  it('writes a client error into the server log, national numbers masked', async () => {
    const response = await post(
      JSON.stringify({ message: 'widget failed for 85073003361', url: '/persoon' }),
    );
    expect(response.status).toBe(204);
    await expect.poll(() => portal.output()).toContain('widget failed for ***********');
  });

  it('refuses a malformed, empty or oversized report', async () => {
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ message: '' }))).status).toBe(400);
    const tooLarge = await post(JSON.stringify({ message: 'x'.repeat(10_000) }));
    expect(tooLarge.status).toBe(413);
  });

  it('refuses a post from another origin', async () => {
    const response = await post(JSON.stringify({ message: 'forged' }), {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('U bent niet gemachtigd om deze actie uit te voeren');
  });
});

describe('rate limits', () => {
  it('limit the sign-in/public tier and answer 429 with a translated text', async () => {
    const limited = await startPortal({ RATE_LIMIT_SIGN_IN: '3' });
    try {
      const report = () =>
        fetch(`${limited.url}/log`, {
          method: 'POST',
          body: JSON.stringify({ message: 'report' }),
          headers: { 'content-type': 'application/json', origin: limited.url },
        });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await report()).status);
      expect(statuses).toEqual([204, 204, 204, 429]);
      const refused = await report();
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.text()).toContain('te veel aanvragen');
      // Pages outside that tier are still served.
      expect((await fetch(`${limited.url}/privacy`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('forgery protection', () => {
  it('answers 403 to a cross-site form post and lets a same-origin one through', async () => {
    const forged = await get('/privacy', {
      method: 'POST',
      body: 'a=1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    });
    expect(forged.status).toBe(403);
    const fetchMetadataOnly = await get('/privacy', {
      method: 'POST',
      body: 'a=1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(fetchMetadataOnly.status).toBe(403);
    const own = await get('/onbekend', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.url },
    });
    expect(own.status).toBe(404);
  });
});

describe('application logs', () => {
  it('are JSON lines with the correlation id and never an 11-digit number', async () => {
    await get('/persoon/onbekend/85073003361?rrn=85.07.30-033.61', {
      headers: { 'x-correlation-id': 'mask-check' },
    });
    await expect.poll(() => portal.output()).toContain('mask-check');
    const lines = portal
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const line = lines.find((candidate) => candidate.includes('mask-check'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 'warn', req: { id: 'mask-check' } });
    // Request ids are UUIDs, whose hex groups can hold eleven digits in a row: left out first.
    const scanned = portal
      .output()
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
    expect(scanned).not.toMatch(/(?<!\d)\d{11}(?!\d)/);
    expect(scanned).not.toContain('85.07.30-033.61');
  });
});

describe('configuration', () => {
  it('refuses to boot with a bad variable, naming it', async () => {
    const result = await runPortalExpectingExit({ PORT: 'eighty', ENVIRONMENT: 'test' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('PORT: must be a port number');
  });

  it('refuses to boot on live without a session secret', async () => {
    const result = await runPortalExpectingExit({
      PORT: '3999',
      ENVIRONMENT: 'live',
      PUBLIC_URL: 'https://portaal.example.org',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('SESSION_SECRET: is required when ENVIRONMENT=live');
  });
});

describe('a deployed environment', () => {
  it('sends HSTS and reports a downstream that cannot be reached as not ready', async () => {
    const staging = await startPortal({
      ENVIRONMENT: 'staging',
      PUBLIC_URL: 'https://portaal.staging.example.org',
      TRUST_PROXY: 'loopback',
      BACKEND_URL: 'http://127.0.0.1:9',
    });
    try {
      const page = await fetch(`${staging.url}/`);
      expect(page.headers.get('strict-transport-security')).toContain('max-age=63072000');
      const ready = await fetch(`${staging.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not ready', checks: { backend: 'down' } });
    } finally {
      await staging.stop();
    }
  });

  it('drains and exits cleanly on SIGTERM', async () => {
    const process = await startPortal();
    expect(await process.stop('SIGTERM')).toBe(0);
    expect(process.output()).toContain('draining connections before exit');
  });
});

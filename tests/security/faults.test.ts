// The portal when what it depends on fails: the reference backend runs as a process of its own on
// a fresh PostgreSQL database, behind a loopback gate the test controls. Its database connections
// are cut during traffic, it hangs, and it stops: the portal answers each with a translated page
// that ends in time, names the request's reference and gives no stack trace, keeps answering its
// health check, and recovers without a restart.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '~/locales/en/common.json';
import nl from '~/locales/nl/common.json';
import { startBackendProcess, type BackendProcess } from '../support/backend-process';
import {
  createTestDatabase,
  postgresAdminUrl,
  testHashSecret,
  type TestDatabase,
} from '../support/backend-under-test';
import { recordFigures } from '../support/figures';
import { signInOverHttp, type CookieJar } from '../support/http-sign-in';
import { freePort, startPortal, type PortalProcess } from '../support/portal-process';
import { pathExamples } from '../support/screen-paths';
import { startTcpGate, type TcpGate } from '../support/tcp-gate';
import { until } from '../support/until';

/** The portal's timeout per backend call in this suite. */
const timeoutSeconds = 2;
const errors = { nl: nl.errors, en: en.errors } as const;
const personPaths = {
  nl: `/persoon/insz/${pathExamples.insz}?bron=RR`,
  en: `/en/person/insz/${pathExamples.insz}?bron=RR`,
} as const;

let database: TestDatabase;
let gate: TcpGate;
let backend: BackendProcess;
let portal: PortalProcess;
let jar: CookieJar;
let survived = 0;

beforeAll(async () => {
  database = await createTestDatabase('full');
  gate = await startTcpGate();
  // The backend trusts the portal's embedded provider: it must know the portal's address first.
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}/idp`;
  // Each kept as soon as it runs, so a failed start of the other still stops it (afterAll).
  const started = await Promise.allSettled([
    startBackendProcess({
      OIDC_ISSUER: issuer,
      OIDC_JWKS_URI: `${issuer}/jwks`,
      DATABASE_URL: database.url,
      HASH_SECRET: testHashSecret,
    }).then((running) => {
      backend = running;
    }),
    startPortal({
      PORT: String(port),
      BACKEND_URL: gate.url,
      BACKEND_TIMEOUT_SECONDS: String(timeoutSeconds),
    }).then((running) => {
      portal = running;
    }),
  ]);
  for (const result of started) if (result.status === 'rejected') throw result.reason as Error;
  gate.forwardTo(backend.url);
  ({ jar } = await signInOverHttp(portal.url, 'bart.claes'));
});

afterAll(async () => {
  await portal?.stop();
  await backend?.stop();
  await gate?.stop();
  await database?.drop();
  recordFigures('faults', { 'faults survived': survived });
});

const open = (path: string) =>
  fetch(`${portal.url}${path}`, { headers: { cookie: jar.header() }, redirect: 'manual' });

/** The error page a failing source gives: translated, its reference, no stack, in time. */
async function expectErrorPage(
  locale: 'nl' | 'en',
  status: number,
  message: string,
): Promise<void> {
  const started = performance.now();
  const response = await open(personPaths[locale]);
  const body = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const label = `${locale} ${status}`;
  expect(response.status, label).toBe(status);
  // Ends within the call's timeout, with room for a busy machine; never a hanging page.
  expect(seconds, label).toBeLessThan(timeoutSeconds + 5);
  expect(body, label).toContain(errors[locale].titles['5xx']);
  expect(body, label).toContain(message);
  const reference = response.headers.get('x-correlation-id') ?? '';
  expect(reference, label).toMatch(/^[0-9a-f-]{36}$/);
  expect(body, label).toContain(
    errors[locale].correlationId.replace('{{correlationId}}', reference),
  );
  expect(body, label).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.js:\d+:\d+/);
  expect(body, label).not.toContain('Wuyts');
  expect((await fetch(`${portal.url}/healthz`)).status, `${label} /healthz`).toBe(200);
}

describe('the database behind the backend', () => {
  it('cut during traffic: the portal recovers without a restart', async () => {
    expect((await open(personPaths.nl)).status).toBe(200);
    let running = true;
    const statuses: number[] = [];
    const unexpected: string[] = [];
    /** Resolves once the traffic has had `count` answers (each answer checks the waiters). */
    const waiters: { count: number; resolve: () => void }[] = [];
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        if (statuses.length >= count) resolve();
        else waiters.push({ count, resolve });
      });
    const traffic = Array.from({ length: 4 }, async () => {
      while (running) {
        const response = await open(personPaths.nl);
        await response.body?.cancel();
        statuses.push(response.status);
        for (const waiter of waiters.filter(({ count }) => statuses.length >= count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        // While the backend's queries fail: a failed consultation (502), or the user could not
        // be loaded, which sends to the profile-not-available page (docs/rules/errors.md).
        const location = response.headers.get('location') ?? '';
        const expected =
          response.status === 200 ||
          response.status === 502 ||
          (response.status === 302 && location === '/profielselectie/nietbeschikbaar');
        if (!expected) unexpected.push(`${response.status} ${location}`);
      }
    });
    // Traffic first, then every connection of the backend to its database is ended.
    await Promise.race([answered(8), Promise.all(traffic)]);
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    const { rows } = await admin.query<{ terminated: boolean }>(
      'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.name],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    const cutAt = statuses.length;
    await Promise.race([answered(cutAt + 16), Promise.all(traffic)]);
    running = false;
    await Promise.all(traffic);

    // Answers again within a deadline: same portal, same backend process, same session.
    const body = await until(
      'the portal answering the person again',
      async () => {
        const response = await open(personPaths.nl);
        const text = await response.text();
        return response.status === 200 ? text : null;
      },
      10_000,
    );
    expect(body).toContain('Wuyts');
    expect(backend.child.exitCode).toBeNull();
    // Nothing the portal answered was a crash of its own.
    expect(unexpected).toEqual([]);
    expect(statuses.slice(-4)).toEqual([200, 200, 200, 200]);
    survived += 1;
  });
});

describe('the backend', () => {
  it('hanging: the page ends within the timeout with the advice to try again', async () => {
    gate.setMode('hang');
    try {
      await expectErrorPage('nl', 504, errors.nl.messages['504']);
      await expectErrorPage('en', 504, errors.en.messages['504']);
    } finally {
      gate.setMode('forward');
    }
    // Answering again, the same session works at once.
    const again = await open(personPaths.en);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Wuyts');
    survived += 1;
  });

  it('stopped: a translated error page with its reference, and the portal stays up', async () => {
    await backend.stop();
    await expectErrorPage('nl', 503, errors.nl.messages['503']);
    await expectErrorPage('en', 503, errors.en.messages['503']);
    // Public pages are still served.
    expect((await fetch(`${portal.url}/privacy`)).status).toBe(200);
    expect(portal.child.exitCode).toBeNull();
    survived += 1;
  });
});

// Load: many signed-in sessions browse and search at once on loopback, against the built portal
// and the reference backend (its own process, as the embedded one) on a fresh PostgreSQL
// database. Every answer is the one expected (no 5xx, no other status), latencies are reported,
// the memory of both processes stays bounded over three runs, and afterwards the legal log is one intact chain holding exactly one entry
// per consultation made, each found by the reference it was made with.
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../backend/db/database';
import type { Database } from '../../backend/db/schema';
import { legalLogKey, verifyChain } from '../../backend/legal-log/chain';
import { startBackendProcess, type BackendProcess } from '../support/backend-process';
import {
  createTestDatabase,
  testHashSecret,
  type TestDatabase,
} from '../support/backend-under-test';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import { fullSuite, recordFigures } from '../support/figures';
import type { CookieJar } from '../support/http-sign-in';
import { freePort, startPortal, type PortalProcess } from '../support/portal-process';

/**
 * The bounds: what the portal's heap holds after a full collection may not grow more than
 * heapDriftMb from the first run to the last (a leak shows there first), nor the resident size of
 * portal and backend together more than driftMb (it also grows as the heaps size themselves).
 */
const settings = fullSuite
  ? { sessions: 200, seconds: 60, runs: 3, driftMb: 128, heapDriftMb: 32 }
  : { sessions: 20, seconds: 5, runs: 3, driftMb: 64, heapDriftMb: 16 };

/** The profiles the sessions browse under, each signed in many times over: Burgerzaken's. */
const profiles = demoProfiles({ full: true }).filter(
  (profile) => profile.roleKey === 'Burgerzaken' && ['an.peeters', 'demo'].includes(profile.login),
);
/** People of the small population (docs/demo-data.md): Rita Wuyts, Jules Peeters. */
const people = ['60111842284', '01060749170'];

let database: TestDatabase;
let portal: PortalProcess;
let backend: BackendProcess;
let db: Kysely<Database>;

/** Each process with its inspector on a loopback port of its own (see heapAfterGc). */
const inspector = '--inspect=127.0.0.1:0';

beforeAll(async () => {
  database = await createTestDatabase('full');
  // The reference backend as a process of its own, as the embedded one runs, so its heap can be
  // read too. It trusts the portal's embedded provider: the portal's address comes first.
  const [port, backendPort] = [await freePort(), await freePort()];
  const issuer = `http://127.0.0.1:${port}/idp`;
  // Each kept as soon as it runs, so a failed start of the other still stops it (afterAll).
  const started = await Promise.allSettled([
    startBackendProcess({
      OIDC_ISSUER: issuer,
      OIDC_JWKS_URI: `${issuer}/jwks`,
      DATABASE_URL: database.url,
      HASH_SECRET: testHashSecret,
      BACKEND_PORT: String(backendPort),
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: inspector,
    }).then((running) => {
      backend = running;
    }),
    startPortal({
      PORT: String(port),
      BACKEND_URL: `http://127.0.0.1:${backendPort}`,
      // Quiet: the test keeps what the processes write.
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: inspector,
      // Every session signs in from this one address: the limits are for a crowd, not one client.
      RATE_LIMIT_GENERAL: '10000000',
      RATE_LIMIT_MUTATIONS: '10000000',
      RATE_LIMIT_SIGN_IN: '10000000',
    }).then((running) => {
      portal = running;
    }),
  ]);
  for (const result of started) if (result.status === 'rejected') throw result.reason as Error;
  db = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await portal?.stop();
  await backend?.stop();
  await database?.drop();
});

/** Resident set size in bytes of a process, from /proc. */
function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/**
 * A process's heap after a full garbage collection, over its inspector (the Chrome DevTools
 * protocol): what survives is what the process holds on to.
 */
async function heapAfterGc(target: { output: () => string }): Promise<number> {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(target.output())?.[1];
  if (!address) throw new Error('the process has no inspector');
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let last = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = (last += 1);
      const answer = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
        if (message.id !== id) return;
        socket.removeEventListener('message', answer);
        resolve(message.result);
      };
      socket.addEventListener('message', answer);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.collectGarbage');
  const evaluated = (await call('Runtime.evaluate', {
    expression: 'process.memoryUsage().heapUsed',
    returnByValue: true,
  })) as { result: { value: number } };
  socket.close();
  return evaluated.result.value;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] ?? 0);
}

interface Tally {
  requests: number;
  errors: string[];
  latencies: number[];
  /** The references of the consultations made: each must be in the legal log once. */
  references: string[];
}

let sequence = 0;

/** One step: a request, its expected status, and where a redirect must lead. */
async function step(
  tally: Tally,
  jar: CookieJar,
  path: string,
  expected: number,
  init: RequestInit = {},
): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${portal.url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    await response.arrayBuffer();
    tally.latencies.push(performance.now() - started);
    tally.requests += 1;
    if (response.status !== expected) {
      tally.errors.push(`${init.method ?? 'GET'} ${path}: ${response.status}`);
      return null;
    }
    return response;
  } catch (error) {
    tally.requests += 1;
    tally.errors.push(`${init.method ?? 'GET'} ${path}: ${String(error)}`);
    return null;
  }
}

/** One round of browsing: the start page, a search by number, a detail, a family, a name search. */
async function browse(tally: Tally, jar: CookieJar, session: number): Promise<void> {
  const insz = people[sequence % people.length] ?? '';
  const reference = () => `load-${session}-${(sequence += 1)}`;

  const start = await step(tally, jar, '/', 302);
  if (start && start.headers.get('location') !== '/persoon') {
    tally.errors.push(`start page sent to ${start.headers.get('location')}`);
  }
  await step(tally, jar, '/persoon', 200);

  // Search by national number: the form's post leads to the detail, which consults.
  const byNumber = reference();
  const posted = await step(tally, jar, '/persoon', 302, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.url },
    body: new URLSearchParams({ mode: 'insz', insz, bron: 'RR', reference: byNumber }).toString(),
  });
  const detail = posted?.headers.get('location');
  if (detail) {
    if (await step(tally, jar, detail, 200)) tally.references.push(byNumber);
  } else if (posted) {
    tally.errors.push('search by number led nowhere');
  }

  const family = reference();
  if (
    await step(
      tally,
      jar,
      `/persoon/gezinssamenstelling/insz/${insz}?bron=RR&referentie=${family}`,
      200,
    )
  ) {
    tally.references.push(family);
  }

  const byName = reference();
  const nameSearch = new URLSearchParams({
    zoekwijze: 'naam',
    lastName: 'Peters',
    'birthDate.year': '2001',
    tolerance: '1',
    bron: 'RR',
    reference: byName,
  });
  if (await step(tally, jar, `/persoon?${nameSearch.toString()}`, 200)) {
    tally.references.push(byName);
  }
}

async function signInSessions(count: number): Promise<CookieJar[]> {
  const jars: CookieJar[] = [];
  // A few at a time: sign-in is part of the load, not a stampede on the provider.
  for (let first = 0; first < count; first += 10) {
    const batch = Array.from({ length: Math.min(10, count - first) }, (_, offset) => {
      const profile = profiles[(first + offset) % profiles.length];
      if (!profile) throw new Error('no Burgerzaken profile among the demo accounts');
      return sessionFor(portal.url, profile);
    });
    jars.push(...(await Promise.all(batch)));
  }
  return jars;
}

describe(`${settings.sessions} sessions for ${settings.seconds} s, ${settings.runs} runs`, () => {
  it(
    'answer without errors, keep memory bounded and log every consultation once in an intact chain',
    async () => {
      const jars = await signInSessions(settings.sessions);
      const tally: Tally = { requests: 0, errors: [], latencies: [], references: [] };
      const memory: { portal: number; backend: number; portalHeap: number; backendHeap: number }[] =
        [];
      for (let run = 0; run < settings.runs; run += 1) {
        const deadline = Date.now() + settings.seconds * 1000;
        await Promise.all(
          jars.map(async (jar, session) => {
            while (Date.now() < deadline) await browse(tally, jar, session);
          }),
        );
        memory.push({
          portalHeap: await heapAfterGc(portal),
          backendHeap: await heapAfterGc(backend),
          portal: rss(portal.child.pid ?? 0),
          backend: rss(backend.child.pid ?? 0),
        });
      }

      const sorted = [...tally.latencies].sort((a, b) => a - b);
      const totals = memory.map(({ portal: p, backend: b }) => p + b);
      const drift = mb((totals.at(-1) ?? 0) - (totals[0] ?? 0));
      const heapDrift = (heap: 'portalHeap' | 'backendHeap') =>
        mb((memory.at(-1)?.[heap] ?? 0) - (memory[0]?.[heap] ?? 0));

      // The legal log: one chain that verifies, and each consultation in it exactly once.
      const chain = await verifyChain(db, legalLogKey(testHashSecret));
      const logged = await db
        .selectFrom('legal_log')
        .select(['reference'])
        .where('reference', 'like', 'load-%')
        .execute();
      const counts = new Map<string, number>();
      for (const { reference } of logged) {
        counts.set(reference ?? '', (counts.get(reference ?? '') ?? 0) + 1);
      }
      const missing = tally.references.filter((reference) => !counts.has(reference));
      const repeated = [...counts].filter(([, count]) => count !== 1);
      const unexplained = [...counts.keys()].filter(
        (reference) => !tally.references.includes(reference),
      );

      recordFigures('load', {
        sessions: settings.sessions,
        seconds: settings.seconds,
        runs: settings.runs,
        requests: tally.requests,
        errors: tally.errors.length,
        'p50 ms': percentile(sorted, 50),
        'p95 ms': percentile(sorted, 95),
        'p99 ms': percentile(sorted, 99),
        'requests per second': Math.round(tally.requests / (settings.seconds * settings.runs)),
        'RSS per run MB (portal + backend)': memory
          .map(({ portal: p, backend: b }) => `${mb(p)} + ${mb(b)}`)
          .join(', '),
        'drift MB': drift,
        'heap after GC per run MB (portal + backend)': memory
          .map(({ portalHeap, backendHeap }) => `${mb(portalHeap)} + ${mb(backendHeap)}`)
          .join(', '),
        'portal heap drift MB': heapDrift('portalHeap'),
        'backend heap drift MB': heapDrift('backendHeap'),
        consultations: tally.references.length,
        'legal-log entries': logged.length,
        'chain intact': chain.ok ? 'yes' : `no (${JSON.stringify(chain)})`,
      });

      expect(tally.errors.slice(0, 10)).toEqual([]);
      expect(tally.requests).toBeGreaterThan(settings.sessions * settings.runs);
      expect(drift).toBeLessThan(settings.driftMb);
      expect(heapDrift('portalHeap')).toBeLessThan(settings.heapDriftMb);
      expect(heapDrift('backendHeap')).toBeLessThan(settings.heapDriftMb);
      expect(chain.ok).toBe(true);
      expect(missing.slice(0, 10)).toEqual([]);
      expect(repeated.slice(0, 10)).toEqual([]);
      expect(unexplained.slice(0, 10)).toEqual([]);
      expect(logged.length).toBe(tally.references.length);
    },
    (settings.seconds * settings.runs + 120) * 1000,
  );
});

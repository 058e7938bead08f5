// Rate limits shared by portal replicas through Redis (REDIS_URL), against the machine's Redis
// (TEST_REDIS_URL, by default the one on 127.0.0.1:6379; skipped, saying so, when none answers
// outside CI). Two built portal processes count one client's requests in the same Redis; without
// REDIS_URL each counts alone. One of them reaches Redis through a loopback gate the test closes:
// its requests pass uncounted, never fail, and it counts again once Redis is back. Every scenario
// uses a client address of its own, drawn at random and given through the trusted proxy's
// X-Forwarded-For, so its keys are this run's alone.
import { randomInt } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  runPortalExpectingExit,
  startPortal,
  type PortalProcess,
} from '../support/portal-process';
import { startTcpGate, type TcpGate } from '../support/tcp-gate';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const signInLimit = 4;
const tiers = ['rl:general:', 'rl:mutations:', 'rl:signin:'];

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: redisUrl, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

const available = await redisAnswers();
/** On CI a Redis is part of the machine: there its absence fails the suite instead of skipping it. */
const runs = available || Boolean(process.env.CI);

/** A client address of this run alone. */
function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A request in the sign-in/public tier (the build-info download), from `client`. */
async function download(portal: PortalProcess, client: string): Promise<number> {
  const response = await fetch(`${portal.url}/buildinfo`, {
    headers: { 'x-forwarded-for': client },
  });
  await response.body?.cancel();
  return response.status;
}

async function readiness(portal: PortalProcess) {
  const response = await fetch(`${portal.url}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.runIf(runs)(
  available
    ? 'rate limits shared through Redis'
    : `rate limits shared through Redis (skipped: no Redis answers at ${redisUrl})`,
  () => {
    const used: string[] = [];
    let gate: TcpGate;
    /** Reaches Redis through the gate. */
    let first: PortalProcess | undefined;
    /** Reaches Redis directly. */
    let second: PortalProcess | undefined;

    const shared = {
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_SIGN_IN: String(signInLimit),
    };

    beforeAll(async () => {
      gate = await startTcpGate();
      gate.forwardTo(redisUrl);
      const throughGate = `redis://127.0.0.1:${new URL(gate.url).port}`;
      // Each kept as soon as it runs, so a failed start of the other still stops it (afterAll).
      const started = await Promise.allSettled([
        startPortal({ ...shared, REDIS_URL: throughGate }).then((running) => {
          first = running;
        }),
        startPortal({ ...shared, REDIS_URL: redisUrl }).then((running) => {
          second = running;
        }),
      ]);
      for (const result of started) if (result.status === 'rejected') throw result.reason;
    });

    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await gate.stop();
      const client = createClient({ url: redisUrl });
      client.on('error', () => undefined);
      await client.connect();
      const keys = used.flatMap((address) => tiers.map((prefix) => `${prefix}${address}`));
      if (keys.length > 0) await client.del(keys);
      await client.close();
    });

    const portals = () => {
      if (!first || !second) throw new Error('portals not started');
      return [first, second] as const;
    };

    it('report Redis in their readiness', async () => {
      for (const portal of portals()) {
        expect(await readiness(portal)).toEqual({
          status: 200,
          body: { status: 'ready', checks: { backend: 'up', redis: 'up' } },
        });
      }
    });

    it('count requests spread over both replicas once', async () => {
      const [a, b] = portals();
      const client = clientAddress();
      used.push(client);
      const statuses = [];
      for (let attempt = 0; attempt < signInLimit; attempt += 1) {
        statuses.push(await download(attempt % 2 === 0 ? a : b, client));
      }
      expect(statuses).toEqual(Array(signInLimit).fill(200));
      // Request N+1 is refused on either replica.
      expect(await download(a, client)).toBe(429);
      expect(await download(b, client)).toBe(429);
      // Another client is not.
      const other = clientAddress();
      used.push(other);
      expect(await download(b, other)).toBe(200);

      // Each tier under its own prefix in the one Redis: N requests and the two refused.
      const redis = createClient({ url: redisUrl });
      redis.on('error', () => undefined);
      await redis.connect();
      try {
        expect(await redis.get(`rl:signin:${client}`)).toBe(String(signInLimit + 2));
        expect(await redis.get(`rl:general:${client}`)).toBe(String(signInLimit + 2));
        expect(await redis.get(`rl:mutations:${client}`)).toBeNull();
        expect(await redis.pTTL(`rl:signin:${client}`)).toBeGreaterThan(0);
      } finally {
        await redis.close();
      }
    });

    it('let requests through uncounted while Redis is away, and count again once it is back', async () => {
      const [a] = portals();
      // Redis stops: the gate's connections end and new ones find nothing behind it.
      gate.forwardTo(`redis://127.0.0.1:${await freePort()}`);
      gate.setMode('forward');
      await expect
        .poll(() => readiness(a), { timeout: 10_000 })
        .toEqual({
          status: 200,
          body: { status: 'ready', checks: { backend: 'up', redis: 'down' } },
        });

      const client = clientAddress();
      used.push(client);
      const statuses = [];
      for (let attempt = 0; attempt < signInLimit + 2; attempt += 1) {
        statuses.push(await download(a, client));
      }
      expect(statuses).toEqual(Array(signInLimit + 2).fill(200));
      // Mutations and pages too.
      const report = await fetch(`${a.url}/log`, {
        method: 'POST',
        body: JSON.stringify({ message: 'report while Redis is away' }),
        headers: { 'content-type': 'application/json', origin: a.url, 'x-forwarded-for': client },
      });
      expect(report.status).toBe(204);
      expect(
        (await fetch(`${a.url}/privacy`, { headers: { 'x-forwarded-for': client } })).status,
      ).toBe(200);
      expect(a.output()).toContain('Redis of the rate limits unreachable');
      expect(a.output()).toContain('error from store, allowing request without rate-limiting');

      // Redis is back: the portal reconnects by itself and counts again.
      gate.forwardTo(redisUrl);
      gate.setMode('forward');
      await expect
        .poll(() => readiness(a), { timeout: 10_000 })
        .toEqual({
          status: 200,
          body: { status: 'ready', checks: { backend: 'up', redis: 'up' } },
        });
      expect(a.output()).toContain('Redis of the rate limits is back');
      const again = clientAddress();
      used.push(again);
      const counted = [];
      for (let attempt = 0; attempt <= signInLimit; attempt += 1) {
        counted.push(await download(a, again));
      }
      expect(counted).toEqual([...Array(signInLimit).fill(200), 429]);
    });

    it('close the connection after draining on SIGTERM', async () => {
      const [a, b] = portals();
      expect(await b.stop()).toBe(0);
      expect(await a.stop()).toBe(0);
      expect(b.output()).toContain('portal stopped');
    });
  },
);

describe('rate limits without REDIS_URL', () => {
  let first: PortalProcess | undefined;
  let second: PortalProcess | undefined;

  beforeAll(async () => {
    const env = { TRUST_PROXY: 'loopback', RATE_LIMIT_SIGN_IN: String(signInLimit) };
    const started = await Promise.allSettled([
      startPortal(env).then((running) => {
        first = running;
      }),
      startPortal(env).then((running) => {
        second = running;
      }),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  it('are counted by each process alone', async () => {
    if (!first || !second) throw new Error('portals not started');
    const client = clientAddress();
    const statuses = [];
    for (let attempt = 0; attempt < signInLimit; attempt += 1) {
      statuses.push(await download(attempt % 2 === 0 ? first : second, client));
    }
    expect(statuses).toEqual(Array(signInLimit).fill(200));
    // Each has counted half: the first refuses only once its own count is over the limit.
    const more = [];
    for (let attempt = 0; attempt <= signInLimit / 2; attempt += 1) {
      more.push(await download(first, client));
    }
    expect(more).toEqual([...Array(signInLimit / 2).fill(200), 429]);
    expect(await download(second, client)).toBe(200);
    expect(await readiness(first)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { backend: 'up' } },
    });
  });
});

describe('REDIS_URL at start-up', () => {
  it('stops the server, naming the variable, when Redis does not answer', async () => {
    const result = await runPortalExpectingExit({
      ENVIRONMENT: 'test',
      PORT: String(await freePort()),
      REDIS_URL: `redis://portal:not-a-real-secret-42@127.0.0.1:${await freePort()}/3`,
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('REDIS_URL: Redis at redis://127.0.0.1:');
    expect(result.output).toContain('does not answer');
    expect(result.output).not.toContain('not-a-real-secret-42');
    expect(result.output).not.toContain('portal listening');
  });

  it('stops the server with a URL of another kind, naming the variable', async () => {
    const result = await runPortalExpectingExit({
      ENVIRONMENT: 'test',
      PORT: String(await freePort()),
      REDIS_URL: 'http://127.0.0.1:6379',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
  });
});

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Options, Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { RedisReply } from 'rate-limit-redis';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../app/config/env.server';
import {
  rateLimits,
  reconnectDelay,
  redisAddress,
  redisKeyPrefixes,
  ReloadingRedisStore,
  signInAndPublicPaths,
  startupAttempts,
  storeFailureLog,
  storeWarningIntervalMs,
} from './rate-limits';

const settings = { windowSeconds: 60, general: 100, mutations: 100, signIn: 100 };

type LogCall = [Record<string, unknown>, string];

/** The two levels the rate limits log at, recorded. */
function fakeLogger() {
  const warnings: LogCall[] = [];
  const errors: LogCall[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push([fields, message]),
    error: (fields: Record<string, unknown>, message: string) => errors.push([fields, message]),
  } as unknown as Logger;
  return { logger, warnings, errors };
}

describe('the sign-in and public tier', () => {
  it.each([
    '/auth/login',
    '/auth/callback',
    '/idp/interaction/abc123/login',
    '/download/1b2c',
    '/en/download/1b2c',
    '/log',
    '/buildinfo',
  ])('covers %s', (path) => {
    expect(signInAndPublicPaths.test(path)).toBe(true);
  });

  it.each([
    '/',
    '/persoon',
    '/idp/jwks',
    '/idp/token',
    '/idp/interaction/abc123',
    '/auth/signout',
    '/logging',
  ])('leaves %s to the general tier', (path) => {
    expect(signInAndPublicPaths.test(path)).toBe(false);
  });
});

describe('the tiers in a shared store', () => {
  it('count under a key prefix of their own', () => {
    const prefixes = Object.values(redisKeyPrefixes);
    expect(new Set(prefixes).size).toBe(3);
    expect(redisKeyPrefixes).toEqual({
      general: 'rl:general:',
      mutations: 'rl:mutations:',
      signIn: 'rl:signin:',
    });
  });

  it('get a store each from the factory', () => {
    const tiers: string[] = [];
    const counting: Store = {
      increment: () => ({ totalHits: 1, resetTime: undefined }),
      decrement: () => undefined,
      resetKey: () => undefined,
    };
    const handlers = rateLimits({
      ...settings,
      store: (tier) => {
        tiers.push(tier);
        return { ...counting };
      },
    });
    expect(handlers).toHaveLength(3);
    expect(tiers).toEqual(['general', 'mutations', 'signIn']);
  });
});

describe('a store that fails', () => {
  it('lets the request through, with one warning per tier and interval', async () => {
    const { logger, warnings, errors } = fakeLogger();
    const failing = (): Store => ({
      increment: () => Promise.reject(new Error('The client is offline')),
      decrement: () => undefined,
      resetKey: () => undefined,
    });
    const app = express();
    app.use(rateLimits({ ...settings, store: failing, logger }));
    app.post('/log', (_req, res) => {
      res.status(204).end();
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await fetch(`http://127.0.0.1:${port}/log`, { method: 'POST' })).status);
      }
      expect(statuses).toEqual([204, 204, 204]);
    } finally {
      server.close();
    }
    expect(errors).toEqual([]);
    expect(warnings.map(([fields]) => fields.tier)).toEqual(['general', 'mutations', 'signIn']);
    expect(warnings[0]?.[0]).toMatchObject({ reason: 'The client is offline', leftOut: 0 });
  });

  it('is reported again after the interval, with the number left out', () => {
    const { logger, warnings, errors } = fakeLogger();
    let now = 1_000;
    const log = storeFailureLog(logger, 'signIn', () => now);
    const failure = 'express-rate-limit: error from store, allowing request without rate-limiting.';
    log.error(new Error('Socket closed unexpectedly'), failure);
    now += 1000;
    log.error(new Error('Socket closed unexpectedly'), failure);
    log.error(new Error('Socket closed unexpectedly'), failure);
    expect(warnings).toHaveLength(1);
    now += storeWarningIntervalMs;
    log.error(new Error('The client is offline'), failure);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toEqual([
      { tier: 'signIn', reason: 'The client is offline', leftOut: 2 },
      failure,
    ]);
    // The limiter's own configuration checks come without a message: errors, never left out.
    log.error(new Error('ERR_ERL_KEY_GEN_IPV6'));
    expect(errors).toHaveLength(1);
  });
});

describe('the Redis store', () => {
  /** A Redis that fails its first `failures` commands, then answers as the scripts would. */
  function flakyRedis(failures: number) {
    const commands: string[] = [];
    let left = failures;
    const sendCommand = (...command: string[]): Promise<RedisReply> => {
      commands.push(command.slice(0, 2).join(' '));
      if (left > 0) {
        left -= 1;
        return Promise.reject(new Error('The client is offline'));
      }
      if (command[0] === 'SCRIPT') return Promise.resolve(`sha-of-${command[2]?.length}`);
      return Promise.resolve([1, 60_000]);
    };
    return { sendCommand, commands };
  }

  it('loads its script again after a load that failed, instead of failing for good', async () => {
    const redis = flakyRedis(2);
    const store = new ReloadingRedisStore({ sendCommand: redis.sendCommand, prefix: 'rl:test:' });
    await expect(store.init({ windowMs: 60_000 } as Options)).rejects.toThrow('offline');
    const counted = await store.increment('10.0.0.1');
    expect(counted.totalHits).toBe(1);
    expect(redis.commands.filter((command) => command === 'SCRIPT LOAD')).toHaveLength(3);
    expect(redis.commands.at(-1)).toMatch(/^EVALSHA sha-of-/);
  });

  it('loads nothing again while its script is loaded', async () => {
    const redis = flakyRedis(0);
    const store = new ReloadingRedisStore({ sendCommand: redis.sendCommand, prefix: 'rl:test:' });
    await store.init({ windowMs: 60_000 } as Options);
    await store.increment('10.0.0.1');
    await store.increment('10.0.0.1');
    expect(redis.commands.filter((command) => command === 'SCRIPT LOAD')).toHaveLength(2);
  });
});

describe('the connection to Redis', () => {
  it('is tried a few times at start-up, then given up', () => {
    const delays = Array.from({ length: startupAttempts }, (_, retries) =>
      reconnectDelay(retries, false),
    );
    expect(delays.slice(0, -1).every((delay) => typeof delay === 'number')).toBe(true);
    expect(delays.at(-1)).toBe(false);
  });

  it('is made again for ever once Redis has answered, every two seconds at most', () => {
    expect(reconnectDelay(0, true)).toBe(100);
    expect(reconnectDelay(3, true)).toBe(800);
    expect(reconnectDelay(10, true)).toBe(2000);
    expect(reconnectDelay(100_000, true)).toBe(2000);
  });

  it('is named in messages without its credentials', () => {
    expect(redisAddress('rediss://portal:s3cret@redis.example.org:6380/2')).toBe(
      'rediss://redis.example.org:6380/2',
    );
    expect(redisAddress('redis://:s3cret@127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});

describe('REDIS_URL', () => {
  it('is optional and takes a redis:// or rediss:// URL', () => {
    const unset = parseEnv({});
    expect(unset.ok && unset.env.REDIS_URL).toBeUndefined();
    const set = parseEnv({ REDIS_URL: 'rediss://portal:s3cret@redis.example.org:6380/2' });
    expect(set.ok && set.env.REDIS_URL).toBe('rediss://portal:s3cret@redis.example.org:6380/2');
  });

  it('stops the server with another URL, naming the variable', () => {
    for (const value of ['http://127.0.0.1:6379', 'localhost:6379', 'redis']) {
      const result = parseEnv({ REDIS_URL: value });
      expect(result.ok ? '' : result.message, value).toContain(
        'REDIS_URL: must be a redis:// or rediss:// URL',
      );
    }
  });
});

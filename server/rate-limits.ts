// Three rate-limit tiers per client address: every request, mutations, and sign-in/public endpoints.
// The counts live in each process's memory, or with REDIS_URL in one Redis that every portal
// replica shares, so a client's requests count once however the proxy spreads them.
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import { rateLimit, type Logger as RateLimitLogger, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { ReadinessCheck } from './health';
import { serverMessage } from './messages';

export type RateLimitTier = 'general' | 'mutations' | 'signIn';

/** Each tier counts under keys of its own: one client's tiers never add up. */
export const redisKeyPrefixes: Record<RateLimitTier, string> = {
  general: 'rl:general:',
  mutations: 'rl:mutations:',
  signIn: 'rl:signin:',
};

export interface RateLimitSettings {
  windowSeconds: number;
  general: number;
  mutations: number;
  signIn: number;
  /** Where a tier keeps its counts; unset: the limiter's own memory. */
  store?: (tier: RateLimitTier) => Store;
  /** Where a failing store is reported; unset: the console. */
  logger?: Logger;
}

/**
 * What anyone can reach without a session and what guesses credentials: starting and finishing a
 * sign-in, submitting a password to the embedded provider, public downloads, client error reports.
 * The provider's other pages and its server-to-server endpoints are only in the general tier.
 */
export const signInAndPublicPaths =
  /^\/(?:auth\/(?:login|callback)$|idp\/interaction\/[^/]+\/login$|(?:(?:nl|en)\/)?download\/|log$|buildinfo$)/;

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** While a tier's store keeps failing, it is reported at most once in this interval. */
export const storeWarningIntervalMs = 60_000;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * express-rate-limit's logger for one tier. A store that fails lets the request through uncounted
 * and is a warning, at most one per interval with the number left out since the last; the
 * limiter's own configuration checks (reported without a message) are errors.
 */
export function storeFailureLog(
  logger: Logger,
  tier: RateLimitTier,
  now: () => number = Date.now,
): RateLimitLogger {
  let lastWarning = -Infinity;
  let leftOut = 0;
  return {
    warn: (error, message) => {
      logger.warn({ tier, reason: reasonOf(error) }, message ?? 'rate limit configuration');
    },
    error: (error, message) => {
      if (message === undefined) {
        logger.error({ tier, reason: reasonOf(error) }, 'rate limit misconfigured');
        return;
      }
      if (now() - lastWarning < storeWarningIntervalMs) {
        leftOut += 1;
        return;
      }
      logger.warn({ tier, reason: reasonOf(error), leftOut }, message);
      lastWarning = now();
      leftOut = 0;
    },
  };
}

function limiter(
  tier: RateLimitTier,
  settings: RateLimitSettings,
  skip: (method: string, path: string) => boolean,
): RequestHandler {
  const { windowSeconds } = settings;
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit: settings[tier],
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: settings.store?.(tier),
    // A store that fails (Redis away) never fails the request: it passes uncounted.
    passOnStoreError: true,
    logger: settings.logger && storeFailureLog(settings.logger, tier),
    skip: (req) => skip(req.method, req.path),
    handler: (req, res) => {
      req.log?.warn({ path: req.path }, 'rate limit reached');
      res
        .status(429)
        .set('Retry-After', String(windowSeconds))
        .type('text/plain; charset=utf-8')
        .send(serverMessage(req.path, 'rateLimited'));
    },
  });
}

export function rateLimits(settings: RateLimitSettings): RequestHandler[] {
  return [
    limiter('general', settings, () => false),
    limiter('mutations', settings, (method) => !mutatingMethods.has(method)),
    limiter('signIn', settings, (_method, path) => !signInAndPublicPaths.test(path)),
  ];
}

/**
 * rate-limit-redis keeps the promise of loading its scripts: one load that failed (Redis away at
 * that moment) would fail every later count for good. A failed load is started again at the next
 * count instead.
 */
export class ReloadingRedisStore extends RedisStore {
  override async increment(key: string) {
    await this.incrementScriptSha.catch(() => {
      this.incrementScriptSha = this.loadIncrementScript();
    });
    return super.increment(key);
  }

  override async get(key: string) {
    await this.getScriptSha.catch(() => {
      this.getScriptSha = this.loadGetScript();
    });
    return super.get(key);
  }
}

/** A Redis URL's address without its credentials: what messages and logs may show. */
export function redisAddress(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/** Attempts to reach Redis at start-up before the server gives up. */
export const startupAttempts = 3;

/**
 * When to try Redis again after a failed connection (node-redis's reconnect strategy): at
 * start-up a few times, then never (the server stops); once it has answered, for ever, backing
 * off to one attempt every two seconds.
 */
export function reconnectDelay(retries: number, answeredBefore: boolean): number | false {
  if (!answeredBefore) return retries + 1 < startupAttempts ? 250 * (retries + 1) : false;
  return Math.min(100 * 2 ** retries, 2000);
}

export interface SharedRateLimitStore {
  /** The Redis, without credentials. */
  address: string;
  /** A new store for one tier, its keys under the tier's prefix. */
  store: (tier: RateLimitTier) => Store;
  /** /readyz: Redis answers a PING. */
  readiness: ReadinessCheck;
  /** Closes the connection, once no request needs it any more. */
  close: () => Promise<void>;
  /** Sends one command on the same connection (the replicas' user store uses it). */
  command: (...command: string[]) => Promise<unknown>;
}

export interface RedisTimeouts {
  /** How long the connection at start-up may take, every attempt included. */
  startupMs: number;
  /** How long a count may wait for Redis before the request passes uncounted. */
  commandMs: number;
}

/**
 * Connects to the Redis of REDIS_URL for the rate-limit counts; rejects, naming REDIS_URL, when
 * it does not answer at start-up. Later outages are logged once and end by themselves: counts
 * fail at once while the connection is down (no queue of waiting requests) and the connection is
 * made again in the background.
 */
export async function connectSharedRateLimitStore(
  url: string,
  logger: Logger,
  timeouts: RedisTimeouts = { startupMs: 5000, commandMs: 500 },
): Promise<SharedRateLimitStore> {
  const address = redisAddress(url);
  let answered = false;
  let reachable = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeouts.commandMs },
    socket: {
      connectTimeout: timeouts.startupMs,
      reconnectStrategy: (retries) => reconnectDelay(retries, answered),
    },
  });
  // Without a listener an error event would end the process.
  client.on('error', (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    logger.warn(
      { redis: address, reason: reasonOf(error) },
      'Redis of the rate limits unreachable: requests pass uncounted until it answers again',
    );
  });
  client.on('ready', () => {
    if (answered && !reachable) logger.info({ redis: address }, 'Redis of the rate limits is back');
    answered = true;
    reachable = true;
  });

  const deadline = new AbortController();
  try {
    await Promise.race([
      client.connect(),
      sleep(timeouts.startupMs, undefined, { signal: deadline.signal }).then(() => {
        throw new Error(`no answer within ${timeouts.startupMs} ms`);
      }),
    ]);
  } catch (error) {
    try {
      client.destroy();
    } catch {
      // already closed by its reconnect strategy
    }
    throw new Error(`REDIS_URL: Redis at ${address} does not answer (${reasonOf(error)})`);
  } finally {
    deadline.abort();
  }

  const sendCommand = (...command: string[]) => client.sendCommand<RedisReply>(command);
  return {
    address,
    command: sendCommand,
    store: (tier) => new ReloadingRedisStore({ sendCommand, prefix: redisKeyPrefixes[tier] }),
    // Without Redis every request passes uncounted (and a warning is logged): the portal still
    // serves, so Redis is reported in /readyz without taking the instance out.
    readiness: {
      name: 'redis',
      degradesOnly: true,
      check: async (signal) => {
        await client.sendCommand(['PING'], { abortSignal: signal });
      },
    },
    close: async () => {
      // Waits for the counts still under way, not for a Redis that never answers.
      await Promise.race([
        client.close().catch(() => undefined),
        sleep(2 * timeouts.commandMs, undefined, { ref: false }),
      ]);
    },
  };
}

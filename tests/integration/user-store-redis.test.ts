// The known users the portal replicas share, in the machine's Redis (TEST_REDIS_URL, by default
// the one on 127.0.0.1:6379; skipped, saying so, when none answers outside CI): what one replica
// keeps another reads, an ended session's entry is read by none (also one written after the end),
// entries expire by themselves, and a Redis that fails is a miss, never an error.
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endedKey,
  redisUserStore,
  tokenDigest,
  userKey,
  type KnownUser,
  type RedisCommand,
} from '../../app/auth/user-store.server';
import { sampleUser } from '../support/sample-user';
import { until } from '../support/until';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function connect() {
  const client = createClient({ url: redisUrl, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

const available = await connect().then(
  async (client) => {
    await client.close();
    return true;
  },
  () => false,
);
/** On CI a Redis is part of the machine: there its absence fails the suite instead of skipping it. */
const runs = available || Boolean(process.env.CI);

const known: KnownUser = {
  user: sampleUser(new Date(Date.now() + 30 * 60_000)),
  token: tokenDigest('access-1'),
};

describe.runIf(runs)(
  available ? 'known users in Redis' : `known users in Redis (skipped: no Redis at ${redisUrl})`,
  () => {
    let client: Awaited<ReturnType<typeof connect>>;
    let send: RedisCommand;
    const sessions: string[] = [];
    const session = () => {
      const id = randomUUID();
      sessions.push(id);
      return id;
    };
    const errors: unknown[] = [];

    beforeAll(async () => {
      client = await connect();
      send = (...command) => client.sendCommand(command);
    });

    afterAll(async () => {
      const keys = sessions.flatMap((id) => [userKey(id), endedKey(id)]);
      if (keys.length > 0) await client.del(keys);
      await client.close();
    });

    it('gives one replica what another kept, under a key that is not the session id', async () => {
      const id = session();
      const one = redisUserStore(send, (error) => errors.push(error));
      const other = redisUserStore(send, (error) => errors.push(error));
      await one.keep(id, known, 60_000);
      expect(await other.read(id)).toEqual(known);
      expect(userKey(id)).not.toContain(id);
      expect(await client.pTTL(userKey(id))).toBeGreaterThan(50_000);
      expect(errors).toEqual([]);
    });

    it('reads no entry of an ended session on any replica, also one kept after the end', async () => {
      const id = session();
      const one = redisUserStore(send, (error) => errors.push(error));
      const other = redisUserStore(send, (error) => errors.push(error));
      await other.keep(id, known, 60_000);
      await one.end(id);
      expect(await other.read(id)).toBeNull();
      await other.keep(id, known, 60_000);
      expect(await other.read(id)).toBeNull();
      expect(await client.pTTL(endedKey(id))).toBeGreaterThan(60_000);
    });

    it('forgets a user on a change of profile, and lets entries expire by themselves', async () => {
      const id = session();
      const store = redisUserStore(send, (error) => errors.push(error));
      await store.keep(id, known, 60_000);
      await store.forget(id);
      expect(await store.read(id)).toBeNull();
      await store.keep(id, known, 50);
      await until('the entry to expire', async () => ((await store.read(id)) ? null : true));
    });

    it('answers a miss and reports it when Redis fails, and says so when an end cannot be marked', async () => {
      const failing: RedisCommand = () => Promise.reject(new Error('connection refused'));
      const reported: unknown[] = [];
      const store = redisUserStore(failing, (error) => reported.push(error));
      expect(await store.read('any')).toBeNull();
      await store.keep('any', known, 60_000);
      await store.forget('any');
      expect(reported).toHaveLength(3);
      await expect(store.end('any')).rejects.toThrow('connection refused');
    });
  },
);

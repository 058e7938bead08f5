// The store of known users in one process: an entry only with its token, for its time, never after
// the session ended (also one written after the end), and the time an entry may live.
import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/session';
import { sampleUser } from '../../tests/support/sample-user';
import {
  keepingMs,
  knownUserMs,
  memoryUserStore,
  tokenDigest,
  type KnownUser,
} from './user-store.server';

const now = Date.parse('2026-11-29T10:00:00Z');

const userExpiringIn = (ms: number): User => sampleUser(new Date(now + ms));

const known = (token = 'access-1'): KnownUser => ({
  user: userExpiringIn(30 * 60_000),
  token: tokenDigest(token),
});

describe('memoryUserStore', () => {
  it('knows a user for the time given, then no more', async () => {
    let clock = now;
    const store = memoryUserStore(() => clock);
    await store.keep('session-1', known(), knownUserMs);
    expect(await store.read('session-1')).toEqual(known());
    expect(await store.read('session-2')).toBeNull();
    clock += knownUserMs;
    expect(await store.read('session-1')).toBeNull();
  });

  it('forgets a user on a change of profile; the next answer is kept again', async () => {
    const store = memoryUserStore(() => now);
    await store.keep('session-1', known(), knownUserMs);
    await store.forget('session-1');
    expect(await store.read('session-1')).toBeNull();
    await store.keep('session-1', known('access-2'), knownUserMs);
    expect((await store.read('session-1'))?.token).toBe(tokenDigest('access-2'));
  });

  it('uses no entry of an ended session, also one written after the end', async () => {
    let clock = now;
    const store = memoryUserStore(() => clock);
    await store.keep('session-1', known(), knownUserMs);
    await store.end('session-1');
    expect(await store.read('session-1')).toBeNull();
    // A request on another path asked the backend just before the end and keeps its answer now.
    await store.keep('session-1', known(), knownUserMs);
    expect(await store.read('session-1')).toBeNull();
    clock += knownUserMs - 1;
    expect(await store.read('session-1')).toBeNull();
  });

  it('keeps at most its limit, the oldest entry going first', async () => {
    const store = memoryUserStore(() => now, 2);
    for (const id of ['a', 'b', 'c']) await store.keep(id, known(), knownUserMs);
    expect(await store.read('a')).toBeNull();
    expect(await store.read('b')).not.toBeNull();
    expect(await store.read('c')).not.toBeNull();
  });

  it('keeps nothing for no time, and reads no entry it cannot parse as a user', async () => {
    const store = memoryUserStore(() => now);
    await store.keep('session-1', known(), 0);
    expect(await store.read('session-1')).toBeNull();
    await store.keep('session-2', { user: { sub: 'x' } as User, token: 't' }, knownUserMs);
    expect(await store.read('session-2')).toBeNull();
  });
});

describe('keepingMs', () => {
  it('is a minute, never past the backend session’s expiry', () => {
    expect(keepingMs(userExpiringIn(30 * 60_000), now)).toBe(knownUserMs);
    expect(keepingMs(userExpiringIn(20_000), now)).toBe(20_000);
    expect(keepingMs(userExpiringIn(-5_000), now)).toBe(0);
  });
});

describe('tokenDigest', () => {
  it('is not the token, and differs per token', () => {
    expect(tokenDigest('access-1')).not.toContain('access-1');
    expect(tokenDigest('access-1')).not.toBe(tokenDigest('access-2'));
  });
});

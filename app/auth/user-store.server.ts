// Who a signed-in session's user is, kept for a minute where every portal replica reads it: in the
// Redis the replicas share, or in the one process that serves an embedded backend on its own
// database. A page then needs no backend call of its own for the user (the backend still checks
// the token, the session and the roles on every data call), and the guarantees of asking the
// backend every time stay (ADR 012, ADR 022):
// - a sign-out marks the session ended once the backend has ended it, before it answers, for every
//   replica: no entry of the session is used after that, also one another replica was writing at
//   the same moment, so the next request asks the backend, which refuses an ended session; a
//   change of profile forgets the entry;
// - an entry is only used with the access token it was made with: a refreshed token (the roles in
//   it may have changed) is a new question;
// - an entry lives at most a minute, and never past the backend session's expiry, so the backend
//   session still slides on a page that makes no call of its own.
// A store that fails is a miss: the backend is asked, as without a store.
import { createHash } from 'node:crypto';
import { userSchema, type User } from '@contracts/session';

/** How long a user is known without asking the backend again. */
export const knownUserMs = 60_000;

export interface KnownUser {
  user: User;
  /** A hash of the access token the backend was asked with. */
  token: string;
}

export interface UserStore {
  /** The session's user, unless unknown or the session was ended. */
  read(sessionId: string): Promise<KnownUser | null>;
  keep(sessionId: string, known: KnownUser, ms: number): Promise<void>;
  /** The entry goes: the next request asks the backend (a change of profile). */
  forget(sessionId: string): Promise<void>;
  /**
   * The session has ended (sign-out): no entry of it is used any more, also one written after
   * this by a request that asked the backend just before the end. Throws when it could not say so.
   */
  end(sessionId: string): Promise<void>;
}

/** The token as a store keeps it: a hash, so the store holds no credential. */
export function tokenDigest(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest('base64url');
}

const sessionDigest = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url');

/** A session's key: a hash of its id, under a prefix of its own. */
export function userKey(sessionId: string): string {
  return `portal:user:${sessionDigest(sessionId)}`;
}

/** The mark of an ended session, kept longer than any entry written before it can live. */
export function endedKey(sessionId: string): string {
  return `portal:ended:${sessionDigest(sessionId)}`;
}
const endedMarkMs = 2 * knownUserMs;

/** How long an entry may live: a minute, and never past the backend session's expiry. */
export function keepingMs(user: User, now = Date.now()): number {
  const left = Date.parse(user.expiresAt) - now;
  return Math.max(0, Math.min(knownUserMs, Number.isNaN(left) ? 0 : left));
}

function parseKnown(text: string | null): KnownUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { user?: unknown; token?: unknown };
    const user = userSchema.safeParse(value.user);
    return user.success && typeof value.token === 'string'
      ? { user: user.data, token: value.token }
      : null;
  } catch {
    return null;
  }
}

/** The process's own store, for a portal that is the only replica (the embedded backend). */
export function memoryUserStore(now: () => number = Date.now, limit = 10_000): UserStore {
  const entries = new Map<string, { text: string; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= now()) entries.delete(key);
    return entry && entry.until > now() ? entry : null;
  };
  const put = (key: string, text: string, ms: number) => {
    entries.delete(key);
    // The oldest entry goes first when the store is full (a Map keeps insertion order).
    if (entries.size >= limit) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { text, until: now() + ms });
  };
  return {
    async read(sessionId) {
      if (live(endedKey(sessionId))) return null;
      return parseKnown(live(userKey(sessionId))?.text ?? null);
    },
    async keep(sessionId, known, ms) {
      if (ms > 0) put(userKey(sessionId), JSON.stringify(known), ms);
    },
    async forget(sessionId) {
      entries.delete(userKey(sessionId));
    },
    async end(sessionId) {
      put(endedKey(sessionId), '1', endedMarkMs);
      entries.delete(userKey(sessionId));
    },
  };
}

/** A Redis command, as the portal's Redis connection sends it. */
export type RedisCommand = (...command: string[]) => Promise<unknown>;

/** The store every replica shares: one Redis key per session, expiring by itself. */
export function redisUserStore(send: RedisCommand, onError: (error: unknown) => void): UserStore {
  return {
    async read(sessionId) {
      try {
        // One round trip: the entry and the session's ended mark.
        const answer = await send('MGET', userKey(sessionId), endedKey(sessionId));
        const [text, ended] = Array.isArray(answer) ? answer : [];
        return ended ? null : parseKnown(typeof text === 'string' ? text : null);
      } catch (error) {
        onError(error);
        return null;
      }
    },
    async keep(sessionId, known, ms) {
      if (ms <= 0) return;
      try {
        await send('SET', userKey(sessionId), JSON.stringify(known), 'PX', String(ms));
      } catch (error) {
        onError(error);
      }
    },
    async forget(sessionId) {
      try {
        await send('DEL', userKey(sessionId));
      } catch (error) {
        onError(error);
      }
    },
    async end(sessionId) {
      // A mark that could not be written would let other replicas know the user for up to a
      // minute more: the caller hears of it.
      await send('SET', endedKey(sessionId), '1', 'PX', String(endedMarkMs));
      await send('DEL', userKey(sessionId));
    },
  };
}

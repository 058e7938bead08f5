// Backend sessions: calls slide the idle expiry (in steps of a minute); an expired or foreign
// session is refused.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SessionCheck =
  { ok: true; expiresAt: Date } | { ok: false; reason: 'expired' | 'foreign' };

/**
 * A live session's expiry moves in steps of at least a minute: the session is written at most
 * once a minute, and between two writes every call reports the same expiry, so the portal has no
 * cookie to rewrite. The idle timeout is kept to within that minute.
 */
const slideStepMs = 60_000;

export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  subject: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<SessionCheck> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const slideUntil = new Date(expiresAt.getTime() - slideStepMs);
  // One statement per call: the session as it was, and the new expiry when it was slid.
  const { rows } = await sql<{
    subject: string;
    expires_at: Date | string;
    slid_to: Date | string | null;
  }>`with slid as (
      update sessions set expires_at = ${expiresAt}
      where id = ${sessionId} and subject = ${subject}
        and expires_at > ${now} and expires_at <= ${slideUntil}
      returning expires_at
    )
    select subject, expires_at, (select expires_at from slid) as slid_to
    from sessions where id = ${sessionId}`.execute(db);
  const existing = rows[0];
  if (existing) {
    if (existing.subject !== subject) return { ok: false, reason: 'foreign' };
    if (existing.slid_to !== null) return { ok: true, expiresAt: new Date(existing.slid_to) };
    const current = new Date(existing.expires_at);
    if (current.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, expiresAt: current };
  }
  await db
    .insertInto('sessions')
    .values({ id: sessionId, subject, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return { ok: true, expiresAt };
}

/**
 * Ends a session now: it stays in the table as expired, so a later call with its id is refused
 * instead of starting it anew (until it is purged, a day later, when its tokens have long lapsed).
 */
export async function endSession(
  db: Kysely<Database>,
  sessionId: string,
  subject: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: now })
    .where('id', '=', sessionId)
    .where('subject', '=', subject)
    .execute();
}

/** Forgets sessions that expired more than a day ago. */
export async function purgeExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

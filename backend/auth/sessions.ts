// Backend sessions: each call slides the idle expiry; an expired or foreign session is refused.
// The expiry moves in steps of a minute: a call within a minute of the last step leaves the stored
// expiry (and the x-session-expiry answer) as it is, so most calls read the session without
// writing it, and the portal has no new expiry to seal into its cookie. A session may therefore
// end up to a minute before a full idle period has passed, never after.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SessionCheck =
  { ok: true; expiresAt: Date } | { ok: false; reason: 'expired' | 'foreign' };

const expiryStepMs = 60_000;

export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  subject: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<SessionCheck> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const existing = await db
    .selectFrom('sessions')
    .select(['subject', 'expires_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (existing) {
    if (existing.subject !== subject) return { ok: false, reason: 'foreign' };
    const stored = new Date(existing.expires_at);
    if (stored.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (expiresAt.getTime() - stored.getTime() < expiryStepMs) {
      return { ok: true, expiresAt: stored };
    }
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('id', '=', sessionId)
      .execute();
    return { ok: true, expiresAt };
  }
  await db
    .insertInto('sessions')
    .values({ id: sessionId, subject, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return { ok: true, expiresAt };
}

/** Forgets sessions that expired more than a day ago. */
export async function purgeExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

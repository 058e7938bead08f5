// Backend sessions: each call slides the idle expiry; an expired or foreign session is refused.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SessionCheck =
  { ok: true; expiresAt: Date } | { ok: false; reason: 'expired' | 'foreign' };

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
    if (new Date(existing.expires_at).getTime() <= now.getTime())
      return { ok: false, reason: 'expired' };
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

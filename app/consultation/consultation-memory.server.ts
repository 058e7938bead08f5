// The session's last answers to searches, kept briefly in this process: coming back to results
// (Back, 'Terug naar de resultaten', another page and back) shows the answer the source already
// gave, and so writes no second entry in the legal log for a consultation it already holds
// (ADR 009). Only answers are kept, never a permission: every loader still checks access first.
import type { AppLoadContext } from '@remix-run/node';

/** How long an answer is shown again without asking the source. */
export const consultationMemoryMs = 10 * 60_000;
/** Answers kept per session (its last searches, pages and orders). */
const perSession = 20;
/** Answers kept in all, the oldest dropped first: the memory a process gives it stays bounded. */
const total = 2_000;

interface Entry {
  session: string;
  value: unknown;
  expiresAt: number;
}

const entries = new Map<string, Entry>();

function keyOf(session: string, role: string, search: string): string {
  return JSON.stringify([session, role, search]);
}

function dropExpired(now: number): void {
  // Entries are in the order they were stored, so the expired ones come first.
  for (const [key, entry] of entries) {
    if (entry.expiresAt > now) break;
    entries.delete(key);
  }
}

function dropOldestOf(session: string): void {
  let count = 0;
  for (const entry of entries.values()) if (entry.session === session) count += 1;
  for (const [key, entry] of entries) {
    if (count <= perSession) break;
    if (entry.session !== session) continue;
    entries.delete(key);
    count -= 1;
  }
}

/**
 * The answer this session got to the same search under the same profile in the last minutes, or
 * the source's answer now (kept for next time). `search` names the consultation whole: the call,
 * every criterion, the source, 'Uw referentie' and the page and order asked. A failure is not
 * kept: the next visit asks again.
 */
export async function rememberedConsultation<Answer>(
  context: AppLoadContext,
  search: string,
  consult: () => Promise<Answer>,
  now: () => number = Date.now,
): Promise<Answer> {
  const session = context.session.data;
  if (!session) return consult();
  const key = keyOf(session.sessionId, session.activeRoleUri ?? '', search);
  dropExpired(now());
  const kept = entries.get(key);
  if (kept) return kept.value as Answer;
  const answer = await consult();
  entries.delete(key);
  entries.set(key, {
    session: session.sessionId,
    value: answer,
    expiresAt: now() + consultationMemoryMs,
  });
  dropOldestOf(session.sessionId);
  while (entries.size > total) {
    const oldest = entries.keys().next();
    if (oldest.done) break;
    entries.delete(oldest.value);
  }
  return answer;
}

/** Sign-out: nothing of the session stays. */
export function forgetSession(sessionId: string): void {
  for (const [key, entry] of entries) if (entry.session === sessionId) entries.delete(key);
}

/** Tests only: an empty memory. */
export function clearConsultationMemory(): void {
  entries.clear();
}

/**
 * What a consultation found with the time the source was asked: shown again from the memory, it
 * still says when that was.
 */
export async function consultedNow<Found extends object>(
  consult: () => Promise<Found>,
): Promise<Found & { consultedAt: string }> {
  const found = await consult();
  return { ...found, consultedAt: new Date().toISOString() };
}

/**
 * A subject's consultation kept for the session (rememberedConsultation) under the call and what
 * it asked (`asked`: the call's id first), with the time it was made.
 */
export function rememberedConsulted<Found extends object>(
  context: AppLoadContext,
  asked: readonly unknown[],
  consult: () => Promise<Found>,
): Promise<Found & { consultedAt: string }> {
  return rememberedConsultation(context, JSON.stringify(asked), () => consultedNow(consult));
}

// The portal's session: encrypted (AES-256-GCM) into one HttpOnly cookie, read by Express before
// Remix runs and written after, so every loader of a request shares one session (ADR 004).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
// Relative: the Express server bundles this module too, outside the app's path aliases.
import { sealJson, unsealJson } from '../lib/crypto/sealed.server';

export const sessionDataSchema = z.object({
  /** Random id of this sign-in, sent to the backend as x-session-id. */
  sessionId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  /** Epoch milliseconds. */
  accessTokenExpiresAt: z.number(),
  activeRoleUri: z.string().nullable(),
  /** Backend session expiry (epoch milliseconds), from its x-session-expiry header. */
  expiresAt: z.number().nullable(),
  signedInAt: z.number(),
  /** 'Uw referentie' of the session's last consultation, offered again on the next search form. */
  reference: z.string().max(100).optional(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

const purpose = 'session-cookie';

/**
 * However active, a sign-in lasts at most this long: then the user signs in again. Inactivity
 * ends it sooner (the backend session's sliding expiry).
 */
export const sessionLifetimeSeconds = 12 * 3600;

export function sealSession(data: SessionData, secret: string): string {
  return sealJson(data, secret, purpose);
}

/** Null for anything that is not a session this portal sealed with this secret. */
export function unsealSession(value: string, secret: string): SessionData | null {
  const parsed = sessionDataSchema.safeParse(unsealJson(value, secret, purpose));
  return parsed.success ? parsed.data : null;
}

/** One request's view of the session; changes are written back once, when headers go out. */
export class PortalSession {
  private current: SessionData | null;
  private changed = false;

  constructor(initial: SessionData | null) {
    this.current = initial;
  }

  get data(): SessionData | null {
    return this.current;
  }

  get dirty(): boolean {
    return this.changed;
  }

  /** Starts a new session (sign-in): a new id, so nothing of an earlier session carries over. */
  start(
    data: Omit<SessionData, 'sessionId' | 'signedInAt' | 'activeRoleUri' | 'expiresAt'>,
  ): SessionData {
    this.current = {
      ...data,
      sessionId: randomBytes(24).toString('base64url'),
      signedInAt: Date.now(),
      activeRoleUri: null,
      expiresAt: null,
    };
    this.changed = true;
    return this.current;
  }

  /** Changes the session; values it already holds change nothing (no cookie to write). */
  update(changes: Partial<Omit<SessionData, 'sessionId' | 'signedInAt'>>): void {
    const current = this.current;
    if (!current) return;
    const names = Object.keys(changes) as (keyof typeof changes)[];
    if (names.every((name) => Object.is(changes[name], current[name]))) return;
    this.current = { ...current, ...changes };
    this.changed = true;
  }

  destroy(): void {
    this.current = null;
    this.changed = true;
  }
}

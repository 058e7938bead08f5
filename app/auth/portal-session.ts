// The portal's session: encrypted (AES-256-GCM) into one HttpOnly cookie, read by Express before
// Remix runs and written after, so every loader of a request shares one session (ADR 004).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';

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
});

export type SessionData = z.infer<typeof sessionDataSchema>;

const version = 'v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'backoffice-portal', 'session-cookie', 32));
}

export function sealSession(data: SessionData, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  cipher.setAAD(Buffer.from(version));
  const plain = deflateRawSync(Buffer.from(JSON.stringify(data)));
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
}

/** Null for anything that is not a session this portal sealed with this secret. */
export function unsealSession(value: string, secret: string): SessionData | null {
  const [prefix, payload] = value.split('.');
  if (prefix !== version || !payload) return null;
  try {
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(version));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const parsed = sessionDataSchema.safeParse(JSON.parse(inflateRawSync(plain).toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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

  update(changes: Partial<Omit<SessionData, 'sessionId' | 'signedInAt'>>): void {
    if (!this.current) return;
    this.current = { ...this.current, ...changes };
    this.changed = true;
  }

  destroy(): void {
    this.current = null;
    this.changed = true;
  }
}

import { describe, expect, it } from 'vitest';
import { PortalSession, type SessionData } from './portal-session';
import { hasLiveSession } from './user.server';

const hour = 3600 * 1000;
const now = Date.parse('2026-11-23T12:00:00Z');

function sessionWith(changes: Partial<SessionData>) {
  const data: SessionData = {
    sessionId: 'id',
    accessToken: 'token',
    refreshToken: null,
    accessTokenExpiresAt: now + hour,
    activeRoleUri: null,
    expiresAt: now + 0.5 * hour,
    signedInAt: now - hour,
    ...changes,
  };
  return { session: new PortalSession(data) } as Parameters<typeof hasLiveSession>[0];
}

describe('hasLiveSession', () => {
  it('holds while signed in and the backend session runs', () => {
    expect(hasLiveSession(sessionWith({}), now)).toBe(true);
    expect(hasLiveSession(sessionWith({ expiresAt: null }), now)).toBe(true);
  });

  it('ends when the backend session expired through inactivity', () => {
    expect(hasLiveSession(sessionWith({ expiresAt: now - 1 }), now)).toBe(false);
  });

  it('ends 12 hours after sign-in, however active the user was', () => {
    expect(hasLiveSession(sessionWith({ signedInAt: now - 12 * hour + 1000 }), now)).toBe(true);
    expect(hasLiveSession(sessionWith({ signedInAt: now - 12 * hour }), now)).toBe(false);
  });

  it('does not hold without a session', () => {
    expect(hasLiveSession({ session: new PortalSession(null) } as never, now)).toBe(false);
  });
});

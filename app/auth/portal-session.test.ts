import { describe, expect, it } from 'vitest';
import { PortalSession, sealSession, unsealSession, type SessionData } from './portal-session';

const secret = 'a-session-secret-of-at-least-32-characters';
const data: SessionData = {
  sessionId: 'abc',
  accessToken: 'header.payload.signature',
  refreshToken: 'refresh',
  accessTokenExpiresAt: 1_800_000_000_000,
  activeRoleUri: 'urn:backoffice:rol:Kadaster:OVO100001',
  expiresAt: null,
  signedInAt: 1_700_000_000_000,
};

describe('the session cookie', () => {
  it('round-trips through encryption', () => {
    expect(unsealSession(sealSession(data, secret), secret)).toEqual(data);
  });

  it('does not show its contents', () => {
    const sealed = sealSession(data, secret);
    expect(sealed).not.toContain('header.payload');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('Kadaster');
  });

  it('is different every time it is sealed', () => {
    expect(sealSession(data, secret)).not.toBe(sealSession(data, secret));
  });

  it('refuses a cookie sealed with another secret, tampered with, or malformed', () => {
    const sealed = sealSession(data, secret);
    expect(unsealSession(sealed, `${secret}-other`)).toBeNull();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(unsealSession(tampered, secret)).toBeNull();
    expect(unsealSession('v1.', secret)).toBeNull();
    expect(unsealSession('nonsense', secret)).toBeNull();
    expect(unsealSession('v2.abc', secret)).toBeNull();
  });
});

describe('PortalSession', () => {
  it('starts a new session with a fresh id and no role', () => {
    const session = new PortalSession({ ...data });
    const started = session.start({
      accessToken: 't',
      refreshToken: null,
      accessTokenExpiresAt: 1,
    });
    expect(started.sessionId).not.toBe('abc');
    expect(started.sessionId.length).toBeGreaterThanOrEqual(32);
    expect(started.activeRoleUri).toBeNull();
    expect(session.dirty).toBe(true);
  });

  it('is clean until changed, and forgets everything when destroyed', () => {
    const session = new PortalSession({ ...data });
    expect(session.dirty).toBe(false);
    session.update({ activeRoleUri: null });
    expect(session.data?.activeRoleUri).toBeNull();
    session.destroy();
    expect(session.data).toBeNull();
    expect(session.dirty).toBe(true);
  });

  it('stays clean when an update holds only what it has (no cookie to write)', () => {
    const session = new PortalSession({ ...data, expiresAt: 1_800_000_000_000 });
    session.update({ expiresAt: 1_800_000_000_000, activeRoleUri: data.activeRoleUri });
    expect(session.dirty).toBe(false);
    session.update({ expiresAt: 1_800_000_060_000 });
    expect(session.dirty).toBe(true);
    expect(session.data?.expiresAt).toBe(1_800_000_060_000);
  });
});

// The reference backend's first calls over HTTP, on both databases it runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@contracts/session';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { parityKinds } from '../support/database-kinds';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** A demo account's token with its national number, in the organisation of its first roles. */
const sessionClaims = (login: string) =>
  demoClaims(login, {
    organisation: ['carla.desmet', 'an.peeters', 'geert.wouters'].includes(login)
      ? 'OVO100001'
      : 'OVO100004',
    nationalNumber: true,
  });

describe.each(parityKinds)('backend session calls on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer);
  });

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    path: string,
    options: {
      token?: string | null;
      sessionId?: string;
      role?: string;
      method?: string;
      body?: unknown;
      language?: string;
    } = {},
  ) {
    const token =
      options.token === undefined
        ? await issuer.sign(sessionClaims('carla.desmet'))
        : options.token;
    const requestHeaders: Record<string, string> = {
      'x-session-id': options.sessionId ?? newSessionId(),
      'accept-language': options.language ?? 'nl',
    };
    if (token) requestHeaders.authorization = `Bearer ${token}`;
    if (options.role) requestHeaders['x-active-role'] = options.role;
    if (options.body !== undefined) requestHeaders['content-type'] = 'application/json';
    return fetch(`${backend.url}${path}`, {
      method: options.method ?? 'GET',
      headers: requestHeaders,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  describe('refuses with 401', () => {
    it('a request without a token, or with a malformed one', async () => {
      const missing = await call('/sss/api/backend/user', { token: null });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({
        code: 401,
        message: 'Niet gemachtigd om de bewerking uit te voeren.',
        errors: [],
      });
      expect((await call('/sss/api/backend/user', { token: 'not-a-jwt' })).status).toBe(401);
    });

    it('an expired token', async () => {
      const token = await issuer.sign(sessionClaims('carla.desmet'), {
        expiresIn: Math.floor(Date.now() / 1000) - 60,
      });
      expect((await call('/sss/api/backend/user', { token })).status).toBe(401);
    });

    it('a token signed with another key', async () => {
      const token = await issuer.signWithForeignKey(sessionClaims('carla.desmet'));
      expect((await call('/sss/api/backend/user', { token })).status).toBe(401);
    });

    it('a token for another audience or from another issuer', async () => {
      const otherAudience = await issuer.sign(sessionClaims('carla.desmet'), {
        audience: 'urn:other:api',
      });
      expect((await call('/sss/api/backend/user', { token: otherAudience })).status).toBe(401);
      const otherIssuer = await issuer.sign(sessionClaims('carla.desmet'), {
        issuer: 'https://elsewhere.example',
      });
      expect((await call('/sss/api/backend/user', { token: otherIssuer })).status).toBe(401);
    });

    it('in English when the caller asks for English', async () => {
      const response = await call('/sss/api/backend/user', {
        token: null,
        language: 'en-GB,en;q=0.9',
      });
      expect((await response.json()).message).toBe('Not authorized to perform the operation.');
    });
  });

  describe('GET user', () => {
    it('maps the claims to the portal user, roles sorted, national number hashed', async () => {
      const response = await call('/sss/api/backend/user', { sessionId: newSessionId() });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-correlation-id')).toBeTruthy();
      const expiryHeader = response.headers.get('x-session-expiry');
      expect(expiryHeader).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const user = userSchema.parse(await response.json());
      expect(user).toMatchObject({
        sub: 'demo-carla.desmet',
        givenName: 'Carla',
        familyName: 'De Smet',
        organisatieCode: 'OVO100001',
        organisatieNaam: 'Gemeente Zonnedorp',
        nisCode: '44021',
        doelgroepCode: 'LB',
        misconfiguredRoles: [],
        expiresAt: expiryHeader,
      });
      expect(user.roles.map((role) => role.naam)).toEqual(['Economie', 'GAS-boetes', 'Kadaster']);
      expect(user.roles[2]).toMatchObject({
        full: 'Kadaster – Gemeente Zonnedorp',
        uri: 'urn:backoffice:rol:Kadaster:OVO100001',
        domains: ['LandRegistry'],
      });
      expect(user.rrn).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(user)).not.toContain('88010502432');
    });

    it('lists role codes the catalogue does not know as misconfigured', async () => {
      const token = await issuer.sign(sessionClaims('geert.wouters'));
      const user = userSchema.parse(await (await call('/sss/api/backend/user', { token })).json());
      expect(user.roles.map((role) => role.naam)).toEqual(['Archief']);
      expect(user.roles[0]?.permissions).toEqual([]);
      expect(user.misconfiguredRoles).toEqual(['BackofficePortaal-Stedenbouw:OVO100001']);
    });

    it('carries sources and parameters of each permission', async () => {
      const token = await issuer.sign(sessionClaims('an.peeters'));
      const user = userSchema.parse(await (await call('/sss/api/backend/user', { token })).json());
      const geefPersoon = user.roles[0]?.permissions.find(
        (permission) => permission.naam === 'persoon.geefPersoon',
      );
      expect(geefPersoon).toEqual({
        naam: 'persoon.geefPersoon',
        bronnen: [{ waarde: 'RR' }, { waarde: 'KSZ' }],
        parameters: [{ naam: 'legalLogReferentieVerplicht', waarde: '1' }],
      });
    });
  });

  describe('the active role', () => {
    const kadaster = 'urn:backoffice:rol:Kadaster:OVO100001';

    it('is chosen with POST /account/activeRole and named on later calls', async () => {
      const chosen = await call('/account/activeRole', { method: 'POST', body: { uri: kadaster } });
      expect(chosen.status).toBe(200);
      expect((await chosen.json()).naam).toBe('Kadaster');
      const active = await call('/sss/api/backend/user/activeRole', { role: kadaster });
      expect((await active.json()).uri).toBe(kadaster);
      const none = await call('/sss/api/backend/user/activeRole');
      expect(await none.json()).toBeNull();
    });

    it('cannot be a role the user does not hold', async () => {
      const foreign = 'urn:backoffice:rol:Burgerzaken:OVO100001';
      expect(
        (await call('/account/activeRole', { method: 'POST', body: { uri: foreign } })).status,
      ).toBe(403);
      expect((await call('/sss/api/backend/user/activeRole', { role: foreign })).status).toBe(403);
    });

    it('refuses a malformed choice with the validation code', async () => {
      const response = await call('/account/activeRole', {
        method: 'POST',
        body: { url: kadaster },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 1, message: 'Validatiefout' });
    });

    it('decides which MAGDA services may be called, and a role without permissions may call none', async () => {
      const services = await call('/sss/api/backend/codetype/magdadiensten', { role: kadaster });
      expect(services.status).toBe(200);
      const names = ((await services.json()) as { naam: string }[]).map((service) => service.naam);
      expect(names).toContain('ZoekPerceel');
      expect(names).not.toContain('GeefPersoon');

      expect((await call('/sss/api/backend/codetype/magdadiensten')).status).toBe(403);
      const token = await issuer.sign(sessionClaims('geert.wouters'));
      const archief = await call('/sss/api/backend/codetype/magdadiensten', {
        token,
        role: 'urn:backoffice:rol:Archief:OVO100001',
      });
      expect(archief.status).toBe(403);
      expect((await archief.json()).message).toBe(
        'Onvoldoende rechten om de bewerking uit te voeren.',
      );
    });
  });

  describe('sessions', () => {
    it('slide their expiry on every call and on refresh', async () => {
      const sessionId = newSessionId();
      const first = new Date(
        (await call('/sss/api/refresh', { sessionId })).headers.get('x-session-expiry') ?? 0,
      );
      const refreshed = await call('/sss/api/refresh', { sessionId });
      const body = (await refreshed.json()) as { expiresAt: string };
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThanOrEqual(first.getTime());
      expect(refreshed.headers.get('x-session-expiry')).toBe(body.expiresAt);
    });

    it('report one expiry between writes, and slide it once it is a minute behind', async () => {
      const sessionId = newSessionId();
      const expiry = async () =>
        new Date(
          (await call('/sss/api/refresh', { sessionId })).headers.get('x-session-expiry') ?? 0,
        );
      const first = await expiry();
      // Within the minute the session is not written again: the portal has no cookie to rewrite.
      expect((await expiry()).getTime()).toBe(first.getTime());
      const behind = new Date(first.getTime() - 2 * 60_000);
      await backend.db
        .updateTable('sessions')
        .set({ expires_at: behind })
        .where('id', '=', sessionId)
        .execute();
      const slid = await expiry();
      expect(slid.getTime()).toBeGreaterThan(behind.getTime() + 60_000);
      const stored = await backend.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      expect(new Date(stored.expires_at).getTime()).toBe(slid.getTime());
    });

    it('refuse a session that expired, and one that belongs to someone else', async () => {
      const sessionId = newSessionId();
      await call('/sss/api/refresh', { sessionId });
      await backend.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', sessionId)
        .execute();
      const expired = await call('/sss/api/backend/user', { sessionId });
      expect(expired.status).toBe(401);
      expect((await expired.json()).message).toBe('De sessie is verlopen.');

      const shared = newSessionId();
      await call('/sss/api/refresh', { sessionId: shared });
      const other = await issuer.sign(sessionClaims('an.peeters'));
      expect(
        (await call('/sss/api/backend/user', { sessionId: shared, token: other })).status,
      ).toBe(401);
    });

    it('need a well-formed session id', async () => {
      expect((await call('/sss/api/backend/user', { sessionId: 'short' })).status).toBe(401);
    });
  });

  it('answers unknown paths with the catalogue 404', async () => {
    const response = await call('/sss/api/backend/bestaat-niet');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'Niet gevonden.', errors: [] });
  });
});

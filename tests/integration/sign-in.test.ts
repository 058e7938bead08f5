// The portal's sign-in against its embedded provider and backend, over HTTP: session cookie,
// server-side token refresh, return targets and a tampered callback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, signInOverHttp, visit } from '../support/http-sign-in';
import { startPortal, type PortalProcess } from '../support/portal-process';

let portal: PortalProcess;

beforeAll(async () => {
  // Access tokens shorter than the refresh margin: every page needs a refreshed token.
  portal = await startPortal({ DEV_IDP_ACCESS_TOKEN_TTL_SECONDS: '30' });
});

afterAll(async () => {
  await portal.stop();
});

describe('signing in', () => {
  it('starts an encrypted session and lands on the start page', async () => {
    const { jar, landed } = await signInOverHttp(portal.url, 'bart.claes');
    expect(landed.url).toBe(`${portal.url}/`);
    expect(landed.response.status).toBe(200);
    expect(landed.body).toContain('Bart Claes');
    const cookie = jar.get('portal_session') ?? '';
    expect(cookie).toMatch(/^v1\./);
    // No token in the clear: a JWT is 'eyJ…' header, '.', 'eyJ…' payload. ('eyJ' alone turns
    // up in random ciphertext now and then.)
    expect(cookie).not.toMatch(/eyJ[\w-]{10,}\.eyJ/);
    expect(landed.body).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
  });

  it('refreshes the access token on the server before it expires', async () => {
    const { jar } = await signInOverHttp(portal.url, 'bart.claes');
    const before = jar.get('portal_session');
    const again = await visit(jar, `${portal.url}/`);
    expect(again.response.status).toBe(200);
    expect(again.body).toContain('Bart Claes');
    // A refreshed token means a rewritten session cookie.
    expect(jar.get('portal_session')).not.toBe(before);
    await expect.poll(() => portal.output()).toMatch(/"url":"\/idp\/token"/);
  });

  it('returns to a same-origin target and refuses any other', async () => {
    const own = await signInOverHttp(
      portal.url,
      'bart.claes',
      '/auth/login?redirectUri=%2Fen%2Fprivacy',
    );
    expect(own.landed.url).toBe(`${portal.url}/en/privacy`);
    const foreign = await signInOverHttp(
      portal.url,
      'bart.claes',
      '/auth/login?redirectUri=https%3A%2F%2Fevil.example%2F',
    );
    expect(foreign.landed.url).toBe(`${portal.url}/`);
  });

  it('refuses a callback whose state it did not issue', async () => {
    const jar = new CookieJar();
    const forged = await visit(jar, `${portal.url}/auth/callback?code=abc&state=forged`);
    expect(forged.response.status).toBe(401);
    expect(forged.body).toContain('Aanmelden is mislukt');
    expect(jar.get('portal_session')).toBeUndefined();
  });

  it('sends a request without a session to sign-in, keeping the return path', async () => {
    const response = await fetch(`${portal.url}/profielselectie?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/auth/login?redirectUri=%2Fprofielselectie%3Fx%3D1',
    );
  });

  it('forgets a session cookie it cannot decrypt', async () => {
    const response = await fetch(`${portal.url}/profielselectie`, {
      redirect: 'manual',
      headers: { cookie: 'portal_session=v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/auth\/login/);
  });
});

describe('signing out', () => {
  const person = '/persoon/insz/60111842284?bron=RR';

  it('ends the session everywhere: a copy of the cookie taken before opens nothing', async () => {
    const { jar } = await signInOverHttp(portal.url, 'bart.claes');
    expect((await visit(jar, `${portal.url}${person}`)).body).toContain('Wuyts');
    const copy = jar.header();

    // A GET, as a link on another site would send, only asks for confirmation.
    const asked = await fetch(`${portal.url}/auth/signout?reason=user`, {
      headers: { cookie: copy, 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Wilt u zich afmelden?');
    expect((await visit(jar, `${portal.url}${person}`)).body).toContain('Wuyts');

    // A POST from another site is refused; from the portal's own page it signs out.
    const forged = await fetch(`${portal.url}/auth/signout`, {
      method: 'POST',
      headers: { cookie: copy, origin: 'https://evil.example' },
      body: new URLSearchParams(),
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    const signedOut = await fetch(`${portal.url}/auth/signout`, {
      method: 'POST',
      headers: { cookie: copy, origin: portal.url },
      body: new URLSearchParams(),
      redirect: 'manual',
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toMatch(/\/idp\/session\/end/);
    await expect.poll(() => portal.output()).toMatch(/"url":"\/idp\/token\/revocation"/);

    // The copy of the cookie now opens no person: the backend session has ended, and the
    // refresh token it carries is refused.
    const replayed = await fetch(`${portal.url}${person}`, {
      headers: { cookie: copy },
      redirect: 'manual',
    });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get('location')).toMatch(/^\/auth\/login/);
    expect(await replayed.text()).not.toContain('Wuyts');
    await expect.poll(() => portal.output()).toMatch(/token refresh refused/);
  });
});

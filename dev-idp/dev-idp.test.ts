// The development identity provider over real HTTP: discovery, PKCE, the sign-in form, tokens, logout.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleClaim } from '@contracts/demo-catalogue';
import en from '../app/locales/en/idp.json';
import nl from '../app/locales/nl/idp.json';
import { createDevIdentityProvider, type DevIdpOptions } from './provider';

const client = {
  clientId: 'backoffice-portal',
  clientSecret: 'portal-client-secret-for-tests',
  redirectUris: ['http://127.0.0.1:9/auth/callback'],
  postLogoutRedirectUris: ['http://127.0.0.1:9/signed-out'],
};
const [redirectUri = ''] = client.redirectUris;
const [postLogoutRedirectUri = ''] = client.postLogoutRedirectUris;
const backendAudience = 'urn:backoffice:backend';
const nonce = 'test-nonce';

const baseOptions: Omit<DevIdpOptions, 'issuer'> = {
  environment: 'dev',
  cookieSecret: 'a-cookie-secret-of-at-least-32-characters',
  clients: [client],
  backendAudience,
  accessTokenTtlSeconds: 600,
  idTokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 28800,
  sessionTtlSeconds: 28800,
  proxy: false,
};

let issuer = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  // As behind the portal's proxy: X-Forwarded-For names the client, so tests can be several.
  app.set('trust proxy', 'loopback');
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const mounted = await createDevIdentityProvider({
    ...baseOptions,
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}/idp`,
  });
  issuer = mounted.issuer;
  app.use((_req, res, next) => {
    res.locals.cspNonce = nonce;
    next();
  });
  app.use('/idp', mounted.handler);
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});

afterAll(() => close());

/** A browser in miniature: keeps cookies by name and never follows redirects on its own. */
class Browser {
  readonly #cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(url, issuer), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }
}

const location = (response: Response): string => {
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
};

const decodeEntities = (value: string) => value.replaceAll('&amp;', '&');

const formAction = (html: string): string =>
  decodeEntities(/<form[^>]*\saction="([^"]+)"/.exec(html)?.[1] ?? '');

const hiddenValue = (html: string, name: string): string =>
  decodeEntities(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');

/** Starts an authorization request with PKCE and returns the sign-in page it leads to. */
async function startSignIn(browser: Browser, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile',
    state,
    nonce: 'n-0S6_WzA2Mj',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  const page = await browser.fetch(location(await browser.fetch(url)));
  return { verifier, state, page, html: await page.text() };
}

const submitSignIn = (browser: Browser, html: string, username: string, password: string) =>
  browser.post(formAction(html), { lang: hiddenValue(html, 'lang'), username, password });

/** Follows the provider's own redirects until it sends the browser back to the portal. */
async function codeFrom(browser: Browser, response: Response, state: string): Promise<string> {
  let next = location(response);
  while (!next.startsWith(redirectUri)) next = location(await browser.fetch(next));
  const callback = new URL(next);
  expect(callback.searchParams.get('state')).toBe(state);
  return callback.searchParams.get('code') ?? '';
}

const tokenRequest = (fields: Record<string, string>) =>
  fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });

interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token?: string;
}

async function signIn(login: string): Promise<{ browser: Browser; tokens: TokenSet }> {
  const browser = new Browser();
  const { verifier, state, html } = await startSignIn(browser);
  const code = await codeFrom(browser, await submitSignIn(browser, html, login, 'demo'), state);
  const response = await tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  expect(response.status).toBe(200);
  return { browser, tokens: (await response.json()) as TokenSet };
}

const keys = () => createRemoteJWKSet(new URL(`${issuer}/jwks`));

describe('development identity provider', () => {
  it('refuses to run in the live environment', async () => {
    await expect(
      createDevIdentityProvider({
        ...baseOptions,
        issuer: 'http://127.0.0.1/idp',
        environment: 'live',
      }),
    ).rejects.toThrow('The development identity provider refuses to run when ENVIRONMENT=live');
  });

  it('publishes its endpoints under the mount path, with S256 as the only PKCE method', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.userinfo_endpoint).toBeUndefined();
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid profile',
      state: 'no-pkce',
    }).toString();
    const callback = new URL(location(await new Browser().fetch(url)));
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('signs in through the form and issues verified ID, access and refresh tokens', async () => {
    const { tokens } = await signIn('an.peeters');
    const expectedRoles = ['BackofficePortaal-Burgerzaken:OVO100001'];

    const { payload: idToken } = await jwtVerify(tokens.id_token, keys(), {
      issuer,
      audience: client.clientId,
    });
    expect(idToken).toMatchObject({
      sub: 'demo-an.peeters',
      given_name: 'An',
      family_name: 'Peeters',
      vo_orgcode: 'OVO100001',
      vo_orgnaam: 'Gemeente Zonnedorp',
      vo_doelgroepcode: 'LB',
      vo_niscode: '44021',
      rrn: '80041200285',
      locale: 'nl',
      [roleClaim]: expectedRoles,
    });

    const { payload: accessToken, protectedHeader } = await jwtVerify(tokens.access_token, keys(), {
      issuer,
      audience: backendAudience,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(accessToken).toMatchObject({
      sub: 'demo-an.peeters',
      client_id: client.clientId,
      vo_orgcode: 'OVO100001',
      rrn: '80041200285',
      [roleClaim]: expectedRoles,
    });

    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as TokenSet;
    expect(decodeJwt(renewed.access_token)).toMatchObject({
      aud: backendAudience,
      [roleClaim]: expectedRoles,
    });
    expect(decodeJwt(renewed.id_token)).toMatchObject({ given_name: 'An' });
  });

  it('shows a Dutch, accessible sign-in form and answers wrong credentials with 401', async () => {
    const browser = new Browser();
    const { page, html } = await startSignIn(browser);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(`<link rel="stylesheet" href="/idp/static/idp.css">`);
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('<caption id="demo-accounts">Demo-accounts</caption>');
    expect(html).not.toMatch(/<style|\sstyle=|<script/);

    const wrong = await submitSignIn(browser, html, 'an.peeters', 'not-the-password');
    const unknown = await submitSignIn(browser, html, 'nobody', 'demo');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(nl.signIn.invalidCredentials);
    expect(wrongHtml).toContain('role="alert"');
    expect(wrongHtml).toContain('aria-invalid="true" aria-describedby="sign-in-error"');
    expect(wrongHtml).toContain('value="an.peeters"');
    expect((await unknown.text()).replace('nobody', 'an.peeters')).toBe(wrongHtml);
  });

  it('speaks English when the application asks for it, or when the user picks it', async () => {
    const browser = new Browser();
    const { html } = await startSignIn(browser, { ui_locales: 'en-GB nl' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1>${en.signIn.title}</h1>`);
    const wrong = await submitSignIn(browser, html, 'an.peeters', 'wrong');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(en.signIn.invalidCredentials);

    const dutchBrowser = new Browser();
    const dutch = await startSignIn(dutchBrowser);
    const switchHref = decodeEntities(/href="([^"]+\?lang=en)"/.exec(dutch.html)?.[1] ?? '');
    const switched = await (await dutchBrowser.fetch(switchHref)).text();
    expect(switched).toContain('<html lang="en">');
    expect(hiddenValue(switched, 'lang')).toBe('en');
  });

  it('sends a role code the catalogue does not know as it is', async () => {
    const { tokens } = await signIn('geert.wouters');
    expect(decodeJwt(tokens.id_token)[roleClaim]).toEqual([
      'BackofficePortaal-Archief:OVO100001',
      'BackofficePortaal-Stedenbouw:OVO100001',
    ]);
  });

  it('stops a username after ten failed attempts with 429', async () => {
    const browser = new Browser();
    const { html } = await startSignIn(browser);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await submitSignIn(browser, html, 'bart.claes', 'wrong')).status).toBe(401);
    }
    const blocked = await submitSignIn(browser, html, 'Bart.Claes ', 'demo');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain(nl.signIn.tooManyAttempts);
    expect((await submitSignIn(browser, html, 'carla.desmet', 'wrong')).status).toBe(401);
  });

  it('stops a username for the client that guessed, not for everyone', async () => {
    const from = (
      client: string,
      browser: Browser,
      html: string,
      username: string,
      password: string,
    ) =>
      browser.fetch(formAction(html), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': client,
        },
        body: new URLSearchParams({ lang: hiddenValue(html, 'lang'), username, password }),
      });
    const attacker = new Browser();
    const { html } = await startSignIn(attacker);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await from('203.0.113.66', attacker, html, 'Frank.Willems', 'wrong');
      expect(wrong.status).toBe(401);
    }
    // The guessing client is stopped for that user, however it writes the name.
    const blocked = await from('203.0.113.66', attacker, html, ' frank.willems', 'demo');
    expect(blocked.status).toBe(429);
    // The user, signing in from elsewhere with the right password, is not.
    const user = new Browser();
    const own = await startSignIn(user);
    const signedIn = await from('198.51.100.7', user, own.html, 'frank.willems', 'demo');
    expect(signedIn.status).toBe(303);
    expect(await codeFrom(user, signedIn, own.state)).not.toBe('');
  });

  it('signs out with a self-submitting form and revokes the refresh token', async () => {
    const { browser, tokens } = await signIn('dirk.maes');
    const url = new URL(`${issuer}/session/end`);
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: postLogoutRedirectUri,
      state: 'bye',
      ui_locales: 'en',
    }).toString();
    const page = await browser.fetch(url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(en.signOut.inProgress);
    expect(html).toContain(`<script nonce="${nonce}">document.forms[0].submit()</script>`);
    expect(hiddenValue(html, 'logout')).toBe('yes');

    const confirmed = await browser.post(formAction(html), {
      xsrf: hiddenValue(html, 'xsrf'),
      logout: 'yes',
    });
    expect(location(confirmed)).toBe(`${postLogoutRedirectUri}?state=bye`);
    const refresh = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refresh.status).toBe(400);
  });

  it('says so in Dutch when signing out without a way back', async () => {
    const { browser } = await signIn('els.jacobs');
    const html = await (await browser.fetch(`${issuer}/session/end`)).text();
    const confirmed = await browser.post(formAction(html), {
      xsrf: hiddenValue(html, 'xsrf'),
      logout: 'yes',
    });
    const done = await browser.fetch(location(confirmed));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`<h1>${nl.signOut.done}</h1>`);
  });

  it('renders its errors as a translated page without internals', async () => {
    const response = await fetch(`${issuer}/auth?client_id=unknown-client`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(`<h1>${en.error.title}</h1>`);
    expect(html).toContain('invalid_client');
    expect(html).not.toMatch(/\bat .+\.js:\d+/);
  });

  it('serves its stylesheet', async () => {
    const response = await fetch(`${issuer}/static/idp.css`);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await response.text()).toContain('#ffe615');
  });

  it('has the same texts in both languages', () => {
    const shape = (texts: object): unknown =>
      Object.fromEntries(
        Object.entries(texts).map(([key, value]) => [
          key,
          typeof value === 'object' && value !== null ? shape(value) : typeof value,
        ]),
      );
    expect(shape(en)).toEqual(shape(nl));
  });
});

// The development identity provider as a service of its own (dev-idp/main.ts), on PostgreSQL:
// a client's authorization code round trip over HTTP, then a restart that signs nobody out, and
// two instances on one database that honour each other's sessions, tokens and keys.
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../dev-idp/postgres-store';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { CookieJar, visit } from '../support/http-sign-in';
import { freePort, startPortal, type PortalProcess } from '../support/portal-process';

const client = { id: 'backoffice-portal', secret: 'portal-client-secret-for-tests' };
/** The portal's address: only named in redirects, never called. */
const publicUrl = 'http://127.0.0.1:9';
const redirectUri = `${publicUrl}/auth/callback`;
const audience = 'urn:backoffice:backend';

interface IdpProcess {
  /** Where this instance answers, mount path included: `http://127.0.0.1:<port>/idp`. */
  base: string;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
}

const running = new Set<ChildProcess>();

function spawnIdp(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = fork('dev-idp/main.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ENVIRONMENT: 'test',
      LOG_LEVEL: 'info',
      IDP_HOST: '127.0.0.1',
      IDP_COOKIE_SECRET: 'a-cookie-secret-of-at-least-32-characters',
      OIDC_CLIENT_ID: client.id,
      OIDC_CLIENT_SECRET: client.secret,
      PUBLIC_URL: publicUrl,
      BACKEND_AUDIENCE: audience,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Starts an instance on `port` whose public issuer is `issuer`, and waits until it listens. */
async function startIdp(options: {
  port: number;
  issuer: string;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<IdpProcess> {
  const { child, output } = spawnIdp({
    IDP_PORT: String(options.port),
    OIDC_ISSUER: options.issuer,
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`identity provider did not start:\n${output()}`));
    }, 30_000);
    child.on('message', (message: { type?: string }) => {
      if (message.type !== 'listening') return;
      clearTimeout(timeout);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`identity provider exited with code ${code}:\n${output()}`));
    });
  });
  return {
    base: `http://127.0.0.1:${options.port}${new URL(options.issuer).pathname}`,
    output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      // 'close' rather than 'exit': by then everything it wrote has been read.
      const closed = once(child, 'close') as Promise<[number | null]>;
      child.kill('SIGTERM');
      const [code] = await closed;
      return code;
    },
  };
}

/** Runs an instance that must refuse to start; its exit code and what it wrote. */
async function runExpectingExit(env: Record<string, string>) {
  const { child, output } = spawnIdp(env);
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, output: output() };
}

interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token: string;
}

const basicAuth = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;

/** The portal's server calling the token endpoint (or another endpoint taking a client's form). */
const clientPost = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const refresh = (base: string, refreshToken: string) =>
  clientPost(`${base}/token`, { grant_type: 'refresh_token', refresh_token: refreshToken });

const decodeEntities = (value: string) => value.replaceAll('&amp;', '&');

/**
 * An authorization request with PKCE from a browser with this cookie jar, followed to the
 * portal's callback. With `login`, a sign-in form on the way is filled in with the demo password;
 * without, a sign-in form fails the request. Returns the tokens for the code and whether the
 * provider asked for a password.
 */
async function authorize(
  base: string,
  jar: CookieJar,
  login?: string,
): Promise<{ tokens: TokenSet; askedForPassword: boolean }> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  let url = `${base}/auth?${new URLSearchParams({
    client_id: client.id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()}`;
  let init: RequestInit = {};
  let askedForPassword = false;
  for (let hop = 0; hop < 15; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      init = {};
      await response.body?.cancel();
      if (!url.startsWith(redirectUri)) continue;
      const callback = new URL(url);
      expect(callback.searchParams.get('error')).toBeNull();
      expect(callback.searchParams.get('state')).toBe(state);
      const exchanged = await clientPost(`${base}/token`, {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
      });
      expect(exchanged.status).toBe(200);
      return { tokens: (await exchanged.json()) as TokenSet, askedForPassword };
    }
    const html = await response.text();
    const action = /<form class="idp-form" method="post" action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !login) {
      throw new Error(`no way on from ${url} (${response.status}):\n${html.slice(0, 500)}`);
    }
    askedForPassword = true;
    url = new URL(decodeEntities(action), url).toString();
    init = {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(base).origin,
      },
      body: new URLSearchParams({ username: login, password: 'demo' }).toString(),
    };
  }
  throw new Error(`too many redirects from ${base}/auth`);
}

const jwksOf = async (base: string): Promise<JSONWebKeySet> => {
  const response = await fetch(`${base}/jwks`);
  expect(response.status).toBe(200);
  return (await response.json()) as JSONWebKeySet;
};

/** Verifies an access token as the backend does: against one instance's published keys. */
const verifyAccessToken = (token: string, base: string, issuer: string) =>
  jwtVerify(token, createRemoteJWKSet(new URL(`${base}/jwks`)), {
    issuer,
    audience,
    algorithms: ['RS256'],
  });

afterAll(() => {
  // A test that failed half-way leaves no process behind.
  for (const child of running) child.kill('SIGKILL');
});

describe('the identity provider restarted on its database', () => {
  let database: TestDatabase;
  let port = 0;
  let issuer = '';
  let idp: IdpProcess;

  beforeAll(async () => {
    database = await createTestDatabase('empty');
    port = await freePort();
    issuer = `http://127.0.0.1:${port}/idp`;
    idp = await startIdp({ port, issuer, databaseUrl: database.url });
  });

  afterAll(async () => {
    await idp?.stop();
    await database?.drop();
  });

  it('signs nobody out: session, refresh token and keys outlive the process', async () => {
    const jar = new CookieJar();
    const first = await authorize(idp.base, jar, 'an.peeters');
    expect(first.askedForPassword).toBe(true);
    expect(decodeJwt(first.tokens.id_token).sub).toBe('demo-an.peeters');
    await verifyAccessToken(first.tokens.access_token, idp.base, issuer);
    const keysBefore = await jwksOf(idp.base);

    // SIGTERM drains and exits cleanly; the same command starts it again.
    expect(await idp.stop()).toBe(0);
    expect(idp.output()).toMatch(/"msg":"draining connections before exit"/);
    idp = await startIdp({ port, issuer, databaseUrl: database.url });

    // The same keys: a token signed before the restart verifies against the keys served after.
    expect(await jwksOf(idp.base)).toEqual(keysBefore);
    const { payload } = await verifyAccessToken(first.tokens.access_token, idp.base, issuer);
    expect(payload.sub).toBe('demo-an.peeters');

    // The provider's own sign-in session: a new request comes back with a code, no password.
    const again = await authorize(idp.base, jar);
    expect(again.askedForPassword).toBe(false);
    expect(decodeJwt(again.tokens.id_token).sub).toBe('demo-an.peeters');

    // The portal's refresh token from before the restart still gets new tokens.
    const refreshed = await refresh(idp.base, first.tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as TokenSet;
    await verifyAccessToken(renewed.access_token, idp.base, issuer);
    expect(decodeJwt(renewed.id_token).sub).toBe('demo-an.peeters');
  });

  it('still refuses what it should: a revoked refresh token and an unknown session', async () => {
    const { tokens } = await authorize(idp.base, new CookieJar(), 'bart.claes');
    const revoked = await clientPost(`${idp.base}/token/revocation`, {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(idp.base, tokens.refresh_token)).status).toBe(400);
    await expect(authorize(idp.base, new CookieJar())).rejects.toThrow(/no way on/);
  });
});

describe('two instances started at once on one new database', () => {
  let database: TestDatabase;
  let issuer = '';
  let first: IdpProcess;
  let second: IdpProcess;

  beforeAll(async () => {
    database = await createTestDatabase('empty');
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    // One public issuer, as behind one reverse proxy that spreads requests over both.
    issuer = `http://127.0.0.1:${firstPort}/idp`;
    [first, second] = await Promise.all([
      startIdp({ port: firstPort, issuer, databaseUrl: database.url }),
      startIdp({ port: secondPort, issuer, databaseUrl: database.url }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('both answer, with one set of keys made once', async () => {
    for (const instance of [first, second]) {
      expect((await fetch(`${new URL(instance.base).origin}/healthz`)).status).toBe(200);
      const ready = await fetch(`${new URL(instance.base).origin}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
    }
    const keys = await jwksOf(first.base);
    expect(keys.keys).toHaveLength(1);
    expect(await jwksOf(second.base)).toEqual(keys);
  });

  it('each honours the sessions and tokens of the other', async () => {
    const jar = new CookieJar();
    const fromFirst = await authorize(first.base, jar, 'carla.desmet');
    // The second verifies the first's tokens, and the first the second's.
    await verifyAccessToken(fromFirst.tokens.access_token, second.base, issuer);
    // The session made on the first signs in on the second without a password.
    const fromSecond = await authorize(second.base, jar);
    expect(fromSecond.askedForPassword).toBe(false);
    await verifyAccessToken(fromSecond.tokens.access_token, first.base, issuer);
    // A refresh token of one is refreshed by the other; revoked by one, refused by the other.
    expect((await refresh(second.base, fromFirst.tokens.refresh_token)).status).toBe(200);
    expect((await refresh(first.base, fromSecond.tokens.refresh_token)).status).toBe(200);
    const revoked = await clientPost(`${first.base}/token/revocation`, {
      token: fromSecond.tokens.refresh_token,
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(second.base, fromSecond.tokens.refresh_token)).status).toBe(400);
  });
});

describe('the built portal signed in through the provider when it restarts', () => {
  let database: TestDatabase;
  let idpPort = 0;
  let issuer = '';
  let idpEnv: Record<string, string> = {};
  let idp: IdpProcess;
  let portal: PortalProcess;

  beforeAll(async () => {
    database = await createTestDatabase('empty');
    idpPort = await freePort();
    const portalPort = await freePort();
    issuer = `http://127.0.0.1:${idpPort}/idp`;
    idpEnv = {
      PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
      // Shorter than the portal's refresh margin: every page it serves refreshes the access token.
      DEV_IDP_ACCESS_TOKEN_TTL_SECONDS: '30',
    };
    idp = await startIdp({ port: idpPort, issuer, databaseUrl: database.url, env: idpEnv });
    portal = await startPortal({
      PORT: String(portalPort),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: client.id,
      OIDC_CLIENT_SECRET: client.secret,
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await idp?.stop();
    await database?.drop();
  });

  it('keeps the portal session: its next page refreshes the token from before', async () => {
    const jar = new CookieJar();
    const signInPage = await visit(jar, `${portal.url}/`);
    const action = /<form class="idp-form" method="post" action="([^"]+)"/.exec(signInPage.body);
    expect(action?.[1]).toBeDefined();
    // The form is the provider's page, so the browser names the provider's origin.
    const landed = await visit(
      jar,
      new URL(decodeEntities(action?.[1] ?? ''), signInPage.url).href,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(issuer).origin,
        },
        body: new URLSearchParams({ username: 'bart.claes', password: 'demo' }).toString(),
      },
    );
    expect(landed.url).toBe(`${portal.url}/`);
    expect(landed.body).toContain('Bart Claes');
    const sessionBefore = jar.get('portal_session');

    expect(await idp.stop()).toBe(0);
    idp = await startIdp({ port: idpPort, issuer, databaseUrl: database.url, env: idpEnv });

    const again = await visit(jar, `${portal.url}/`);
    expect(again.url).toBe(`${portal.url}/`);
    expect(again.body).toContain('Bart Claes');
    // A rewritten session cookie: the refresh token from before the restart was honoured.
    expect(jar.get('portal_session')).not.toBe(sessionBefore);
  });
});

describe('the database store', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('empty');
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('makes its tables and keys once when several instances open it at the same moment', async () => {
    const stores = await Promise.all(
      Array.from({ length: 4 }, () => openPostgresStore(database.url)),
    );
    try {
      const [first] = stores;
      for (const store of stores) expect(store.jwks).toEqual(first?.jwks);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('finds by id, uid and grant, marks consumption, and forgets what expired', async () => {
    const store = await openPostgresStore(database.url);
    try {
      const tokens = store.adapter('RefreshToken');
      const sessions = store.adapter('Session');
      await tokens.upsert('kept', { grantId: 'grant-1', accountId: 'demo-a' }, 3600);
      await tokens.upsert('brief', { grantId: 'grant-2', accountId: 'demo-b' }, 0.05);
      await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'demo-a' }, 3600);

      expect(await tokens.find('kept')).toEqual({ grantId: 'grant-1', accountId: 'demo-a' });
      expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'demo-a' });
      // Kinds do not mix: the same id or grant of another model is another record.
      expect(await sessions.find('kept')).toBeUndefined();

      await tokens.consume('kept');
      const consumed = await tokens.find('kept');
      expect(consumed?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);
      // Saved again (a rotation's bookkeeping), it stays consumed.
      await tokens.upsert('kept', { grantId: 'grant-1', accountId: 'demo-a' }, 3600);
      expect((await tokens.find('kept'))?.consumed).toBe(consumed?.consumed);

      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await tokens.find('brief')).toBeUndefined();
      expect(await store.purgeExpired()).toBe(1);

      await sessions.revokeByGrantId('grant-1');
      expect(await tokens.find('kept')).toBeDefined();
      await tokens.revokeByGrantId('grant-1');
      expect(await tokens.find('kept')).toBeUndefined();
      await sessions.destroy('session-1');
      expect(await sessions.findByUid('uid-1')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe('configuration', () => {
  const valid = {
    IDP_PORT: '0',
    OIDC_ISSUER: 'http://127.0.0.1:9/idp',
  };

  it('refuses to run on live', async () => {
    const { code, output } = await runExpectingExit({ ...valid, ENVIRONMENT: 'live' });
    expect(code).toBe(1);
    expect(output).toContain(
      'ENVIRONMENT: the development identity provider refuses to run when ENVIRONMENT=live',
    );
    expect(output).not.toContain('listening');
  });

  it('names every bad variable and what is wrong with it', async () => {
    const { code, output } = await runExpectingExit({
      OIDC_ISSUER: '',
      IDP_COOKIE_SECRET: 'too-short',
      IDP_PORT: 'eighty',
      DATABASE_URL: 'mysql://somewhere/idp',
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid development identity provider configuration:');
    expect(output).toContain('OIDC_ISSUER: is required');
    expect(output).toContain('IDP_COOKIE_SECRET: must be at least 32 characters');
    expect(output).toContain('IDP_PORT: must be a port number');
    expect(output).toContain('DATABASE_URL: must be a postgres:// URL');
  });
});

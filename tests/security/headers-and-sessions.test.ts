// Generated from the route table: every screen, in both languages, signed in as `demo` with a
// profile that may open it (the full variant: with each such profile) and without a session,
// answers with the security headers and cookie flags; refuses a forged cross-site post and an
// oversized form; and sessions are new at sign-in, end on the server at sign-out and are rate
// limited. A second portal behind a TLS-terminating proxy (PUBLIC_URL https) adds HSTS and
// Secure cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDecision } from '~/auth/access';
import en from '~/locales/en/common.json';
import nl from '~/locales/nl/common.json';
import { href } from '~/routing/href';
import { getScreen, type ScreenId } from '~/screens';
import { demoProfiles, roleUri, sessionFor, type DemoProfile } from '../support/demo-profiles';
import { fullSuite, recordFigures } from '../support/figures';
import { CookieJar, signInOverHttp, visit } from '../support/http-sign-in';
import { startPortal, type PortalProcess } from '../support/portal-process';
import { pathExamples, screenPaths } from '../support/screen-paths';
import { startTlsProxy, type TlsProxy } from '../support/tls-proxy';

const FORM_LIMIT = 64 * 1024;
const texts = { nl: nl.errors, en: en.errors } as const;
type Locale = keyof typeof texts;

/** The source and reference a consultation screen's link carries, as the portal writes them. */
const consultationSearch = new URL(
  href('personDetail', { insz: pathExamples.insz ?? '' }, 'nl', {
    source: 'RR',
    reference: 'security-suite',
  }),
  'http://portal',
).search;

/** Every screen, both languages, with the query a link to it carries. */
const pages = screenPaths().flatMap(({ id, nl: nlPath, en: enPath }) => {
  const query = getScreen(id).consultation ? consultationSearch : '';
  return [
    { id, locale: 'nl' as Locale, path: `${nlPath}${query}` },
    { id, locale: 'en' as Locale, path: `${enPath}${query}` },
  ];
});

const demoGrants = demoProfiles({ full: true }).filter((profile) => profile.login === 'demo');

/** The role a demo profile acts under, as far as access to a screen goes. */
function activeRole(profile: DemoProfile) {
  if (!profile.role) return null;
  return {
    permissions: profile.role.permissions.map(({ naam }) => ({
      naam,
      bronnen: [],
      parameters: [],
    })),
  };
}

/**
 * Demo's profiles that may open the screen: the first in the fast variant, all in the full one.
 * A screen none may open fails here.
 */
function grantsFor(id: ScreenId): DemoProfile[] {
  const screen = getScreen(id);
  const grants = demoGrants.filter(
    (profile) => accessDecision(screen, activeRole(profile)) === 'allowed',
  );
  if (grants.length === 0)
    throw new Error(`screen ${id}: no profile of the demo account may open it`);
  return fullSuite ? grants : grants.slice(0, 1);
}

/** The first of demo's profiles that may open the screen. */
function grantFor(id: ScreenId): DemoProfile {
  const [grant] = grantsFor(id);
  if (!grant) throw new Error(`screen ${id}: no profile of the demo account may open it`);
  return grant;
}

/** A profile of demo that may not consult a person: where a forged profile switch would land. */
const otherGrant = demoGrants.find(
  (profile) => accessDecision(getScreen('personDetail'), activeRole(profile)) !== 'allowed',
);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

let headerChecks = 0;
let forgedRefused = 0;

/** The headers every answer of the portal carries, whoever asks. */
function expectSecurityHeaders(response: Response, label: string, options: { https: boolean }) {
  const csp = response.headers.get('content-security-policy');
  expect(csp, label).toBeTruthy();
  const policy = directives(csp ?? '');
  const scriptSrc = policy.get('script-src') ?? [];
  expect(
    scriptSrc.some((value) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(value)),
    label,
  ).toBe(true);
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc, label).not.toContain("'unsafe-eval'");
  expect(["'none'", "'self'"], label).toContain(policy.get('frame-ancestors')?.join(' '));
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri')?.length, label).toBeGreaterThan(0);
  expect(response.headers.get('referrer-policy'), label).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  if (options.https) {
    expect(response.headers.get('strict-transport-security'), label).toMatch(
      /max-age=(\d{8,}).*includeSubDomains/,
    );
    expect(policy.has('upgrade-insecure-requests'), label).toBe(true);
  } else {
    expect(response.headers.get('strict-transport-security'), label).toBeNull();
  }
  headerChecks += 1;
}

/** Every cookie the answer sets is HttpOnly and SameSite, and Secure exactly when over https. */
function expectCookieFlags(response: Response, label: string, options: { https: boolean }) {
  const cookies = response.headers.getSetCookie();
  for (const cookie of cookies) {
    expect(cookie, label).toMatch(/;\s*HttpOnly/i);
    expect(cookie, label).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    if (options.https) expect(cookie, label).toMatch(/;\s*Secure/i);
    else expect(cookie, label).not.toMatch(/;\s*Secure/i);
  }
  return cookies.length;
}

/** A page's scripts carry the nonce its header names, so the policy lets them, and only them, run. */
function expectNoncedScripts(response: Response, body: string, label: string) {
  if (!response.headers.get('content-type')?.includes('text/html')) return;
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(scripts.length, label).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, label).toContain(`nonce="${nonce}"`);
}

interface Gateway {
  /** The public address browsers use. */
  publicUrl: string;
  /** Where the portal itself listens. */
  localUrl: string;
}

/**
 * A browser's navigation, redirects followed and cookies kept, also every Set-Cookie seen on the
 * way. With a gateway: sent as the TLS proxy forwards it, to the portal's own address with the
 * forwarding headers.
 */
async function follow(jar: CookieJar, url: string, init: RequestInit = {}, gateway?: Gateway) {
  const setCookies: string[] = [];
  let target = url;
  let request = init;
  for (let hop = 0; hop < 15; hop += 1) {
    const forwarded: Record<string, string> = gateway
      ? {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': new URL(gateway.publicUrl).host,
          'x-forwarded-for': nextClient(),
        }
      : {};
    const response = await fetch(
      gateway ? target.replace(gateway.publicUrl, gateway.localUrl) : target,
      {
        ...request,
        redirect: 'manual',
        headers: {
          ...(request.headers as Record<string, string>),
          cookie: jar.header(),
          ...forwarded,
        },
      },
    );
    setCookies.push(...response.headers.getSetCookie());
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      target = new URL(location, target).toString();
      request = {};
      continue;
    }
    return { response, url: target, body: await response.text(), setCookies };
  }
  throw new Error(`too many redirects from ${url}`);
}

/** Signs in through the provider's form with the jar as it is; returns every cookie set on the way. */
async function signIn(jar: CookieJar, baseUrl: string, login: string, gateway?: Gateway) {
  const start = await follow(jar, `${baseUrl}/auth/login?redirectUri=%2F`, {}, gateway);
  const action = /<form class="idp-form" method="post" action="([^"]+)"/.exec(start.body)?.[1];
  if (!action) throw new Error(`no sign-in form at ${start.url}`);
  const landed = await follow(
    jar,
    new URL(action.replaceAll('&amp;', '&'), start.url).toString(),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: new URLSearchParams({ username: login, password: 'demo' }).toString(),
    },
    gateway,
  );
  return { ...landed, setCookies: [...start.setCookies, ...landed.setCookies] };
}

const windowSeconds = 2;
let portal: PortalProcess;
/**
 * A portal whose public address is https, behind the TLS-terminating proxy, with small rate
 * limits: it takes the client address from the trusted proxy.
 */
let secure: PortalProcess;
let proxy: TlsProxy;
const sessions = new Map<string, CookieJar>();

/** A client address of its own per request, so the small limits never count the https checks. */
let clients = 0;
const nextClient = () => `198.51.100.${(clients++ % 254) + 1}`;

beforeAll(async () => {
  proxy = await startTlsProxy();
  // Started side by side: most of a portal's start is its backend seeding its database.
  // Each kept as soon as it runs, so a failed start of the other still stops it (afterAll).
  const started = await Promise.allSettled([
    // Every check here comes from one address: the limits are checked on the other portal.
    startPortal({
      RATE_LIMIT_GENERAL: '1000000',
      RATE_LIMIT_MUTATIONS: '1000000',
      RATE_LIMIT_SIGN_IN: '1000000',
    }).then((running) => {
      portal = running;
    }),
    startPortal({
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: 'loopback',
      NODE_EXTRA_CA_CERTS: proxy.certificateFile,
      RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
      RATE_LIMIT_GENERAL: '30',
      RATE_LIMIT_MUTATIONS: '4',
      RATE_LIMIT_SIGN_IN: '3',
    }).then((running) => {
      secure = running;
    }),
  ]);
  for (const result of started) if (result.status === 'rejected') throw result.reason as Error;
  proxy.forwardTo(secure.url);
  for (const grant of new Set(pages.flatMap(({ id }) => grantsFor(id)))) {
    if (!sessions.has(grant.label)) sessions.set(grant.label, await sessionFor(portal.url, grant));
  }
});

afterAll(async () => {
  await Promise.all([portal?.stop(), secure?.stop()]);
  await proxy?.stop();
  recordFigures('security', {
    'header checks': headerChecks,
    'forged posts refused': forgedRefused,
  });
});

describe('every screen over plain http', () => {
  it('signed in with a profile that may open it: headers, nonced scripts, no-store, cookie flags', async () => {
    for (const [grant, { path }] of pages.flatMap((page) =>
      grantsFor(page.id).map((profile) => [profile, page] as const),
    )) {
      const jar = sessions.get(grant.label) ?? new CookieJar();
      const label = `${path} as ${grant.label}`;
      const response = await fetch(`${portal.url}${path}`, {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      const body = await response.text();
      // The profile may open it: the page itself (the catch-all answers 404), or the start
      // page's redirect to the domain it opens on.
      expect([200, 302, 404], label).toContain(response.status);
      if (response.status === 200) expectNoncedScripts(response, body, label);
      expectSecurityHeaders(response, label, { https: false });
      expectCookieFlags(response, label, { https: false });
      // Signed-in pages may show personal data: never kept by a cache, not even the browser's.
      expect(response.headers.get('cache-control'), label).toMatch(/\bno-store\b/);
    }
  });

  it('without a session: headers and cookie flags, and no page that needs a session', async () => {
    let cookies = 0;
    for (const { id, path } of pages) {
      const label = `${path} without a session`;
      const response = await fetch(`${portal.url}${path}`, { redirect: 'manual' });
      const body = await response.text();
      expectSecurityHeaders(response, label, { https: false });
      cookies += expectCookieFlags(response, label, { https: false });
      if (getScreen(id).access === 'public') {
        expect([200, 404], label).toContain(response.status);
        if (response.status === 200) expectNoncedScripts(response, body, label);
      } else {
        expect(response.status, label).toBe(302);
        expect(response.headers.get('location'), label).toMatch(/^\/auth\/login\?/);
      }
    }
    // Sign-in sets its own cookies (state, return path): the same flags.
    const login = await fetch(`${portal.url}/auth/login?redirectUri=%2F`, { redirect: 'manual' });
    expectSecurityHeaders(login, '/auth/login', { https: false });
    cookies += expectCookieFlags(login, '/auth/login', { https: false });
    expect(cookies).toBeGreaterThan(0);
  });
});

describe('every screen refuses', () => {
  const form = (size: number) => 'a='.padEnd(size, 'x');

  it('a forged cross-site post, by Origin or by Fetch Metadata alone, and nothing changes', async () => {
    if (!otherGrant?.roleKey || !otherGrant.organisation) throw new Error('no second profile');
    // What a forged post would do if it went through: switch the profile (the only post every
    // screen shares is the header's profile switch) and sign out.
    const forgedBody = new URLSearchParams({
      uri: roleUri(otherGrant.roleKey, otherGrant.organisation),
      redirect: '/',
    }).toString();
    for (const { id, path, locale } of pages) {
      const jar = sessions.get(grantFor(id).label) ?? new CookieJar();
      const forgeries: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ];
      for (const forgery of forgeries) {
        const label = `${path} ${JSON.stringify(forgery)}`;
        const response = await fetch(`${portal.url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            'content-type': 'application/x-www-form-urlencoded',
            ...forgery,
          },
          body: forgedBody,
        });
        expect(response.status, label).toBe(403);
        expect(await response.text(), label).toBe(texts[locale].titles['403']);
        expect(response.headers.getSetCookie(), label).toEqual([]);
        expectSecurityHeaders(response, label, { https: false });
        forgedRefused += 1;
      }
    }
    // The sessions are as they were: the profile that consults people still does.
    const consultant = sessions.get(grantFor('personDetail').label) ?? new CookieJar();
    const after = await visit(
      consultant,
      `${portal.url}/persoon/insz/${pathExamples.insz}${consultationSearch}`,
    );
    expect(after.response.status).toBe(200);
    expect(after.body).toContain('Wuyts');
  });

  it('a form post over the form limit with 413, translated, before it is read', async () => {
    for (const { id, path, locale } of pages) {
      const jar = sessions.get(grantFor(id).label) ?? new CookieJar();
      const response = await fetch(`${portal.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          origin: portal.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form(FORM_LIMIT + 1),
      });
      expect(response.status, path).toBe(413);
      expect(await response.text(), path).toBe(texts[locale].messages['413']);
    }
  });
});

describe('sessions', () => {
  const person = `/persoon/insz/${pathExamples.insz}?bron=RR`;

  it('are new at sign-in: a cookie planted before sign-in is replaced and opens nothing of it', async () => {
    // Someone else's session, planted in the browser before its user signs in.
    const planted = await signInOverHttp(portal.url, 'hilde.mertens');
    const plantedValue = planted.jar.get('portal_session');
    expect(plantedValue).toBeTruthy();
    const jar = new CookieJar();
    jar.store(
      new Response(null, {
        headers: [['set-cookie', `portal_session=${plantedValue}; Path=/`]],
      }),
    );
    const before = jar.get('portal_session');
    const signedIn = await signIn(jar, portal.url, 'bart.claes');
    // The session cookie, as sign-in sets it.
    const session = signedIn.setCookies.filter(
      (cookie) => cookie.startsWith('portal_session=') && !/max-age=0/i.test(cookie),
    );
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
    const after = jar.get('portal_session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(after).not.toBe(plantedValue);
    expect((await visit(jar, `${portal.url}${person}`)).body).toContain('Wuyts');
    // The planted cookie is still only its own user's session, who may consult nobody.
    const replayed = await fetch(`${portal.url}${person}`, {
      headers: { cookie: `portal_session=${plantedValue}` },
    });
    expect(await replayed.text()).not.toContain('Wuyts');
  });

  it('end on the server at sign-out: the old cookie opens no person, in either language', async () => {
    for (const [path, signInPath] of [
      [person, /^\/auth\/login\?redirectUri=%2Fpersoon/],
      [`/en/person/insz/${pathExamples.insz}?bron=RR`, /^\/auth\/login\?redirectUri=%2Fen/],
    ] as const) {
      const { jar } = await signInOverHttp(portal.url, 'bart.claes');
      expect((await visit(jar, `${portal.url}${path}`)).body).toContain('Wuyts');
      const copy = jar.header();
      const signedOut = await fetch(`${portal.url}/auth/signout`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: copy,
          origin: portal.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: '',
      });
      expect(signedOut.status).toBe(302);
      const replayed = await fetch(`${portal.url}${path}`, {
        headers: { cookie: copy },
        redirect: 'manual',
      });
      expect(replayed.status).toBe(302);
      expect(replayed.headers.get('location')).toMatch(signInPath);
      expect(await replayed.text()).not.toContain('Wuyts');
    }
  });

  it('are rate limited per tier and client with a translated 429, and recover after the window', async () => {
    // Each tier from a client address of its own (the trusted proxy's X-Forwarded-For), so the
    // tiers run side by side without counting each other's requests.
    const from = (client: number) => ({ 'x-forwarded-for': `203.0.113.${client}` });
    const post = (path: string, client: number) =>
      fetch(`${secure.url}${path}`, {
        method: 'POST',
        headers: {
          ...from(client),
          origin: secure.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'a=1',
      });
    const tiers: {
      name: string;
      send: (client: number) => Promise<Response>;
      limit: number;
      locale: Locale;
    }[] = [
      {
        name: 'sign-in',
        send: (client) =>
          fetch(`${secure.url}/auth/login`, { redirect: 'manual', headers: from(client) }),
        limit: 3,
        locale: 'nl',
      },
      { name: 'mutations', send: (client) => post('/en/privacy', client), limit: 4, locale: 'en' },
      {
        name: 'general',
        send: (client) => fetch(`${secure.url}/privacy`, { headers: from(client) }),
        limit: 30,
        locale: 'nl',
      },
    ];
    await Promise.all(
      tiers.map(async (tier, index) => {
        const client = index + 1;
        // All at once, so they fall within one window however slow the machine is.
        const answers = await Promise.all(
          Array.from({ length: tier.limit + 3 }, () => tier.send(client)),
        );
        const refused = answers.filter((answer) => answer.status === 429);
        expect(refused.length, tier.name).toBeGreaterThan(0);
        expect(refused.length, tier.name).toBeLessThanOrEqual(3);
        expect(refused[0]?.headers.get('retry-after'), tier.name).toBe(String(windowSeconds));
        expect(await refused[0]?.text(), tier.name).toBe(texts[tier.locale].rateLimited);
        await Promise.all(
          answers.filter((answer) => !answer.bodyUsed).map((answer) => answer.body?.cancel()),
        );
        // Another client is served meanwhile: the limit is per client.
        const other = await tier.send(100 + client);
        expect(other.status, `${tier.name}, another client`).not.toBe(429);
        await other.body?.cancel();
        // Served again once the window has passed: polled, with a deadline past the window.
        const deadline = Date.now() + (windowSeconds + 5) * 1000;
        let status = 429;
        while (status === 429 && Date.now() < deadline) {
          const answer = await tier.send(client);
          status = answer.status;
          await answer.body?.cancel();
          if (status === 429) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status, `${tier.name} after the window`).not.toBe(429);
      }),
    );
  });
});

describe('behind a TLS-terminating proxy (PUBLIC_URL https)', () => {
  it('every screen, signed in and not: HSTS, upgrade-insecure-requests, Secure __Host- cookies', async () => {
    // One sign-in through the proxy (the provider's token endpoint is called from the portal's
    // own address, under its tight limits here); then each profile demo needs, in turn.
    const gateway = { publicUrl: proxy.url, localUrl: secure.url };
    const jar = new CookieJar();
    const landed = await signIn(jar, proxy.url, 'demo', gateway);
    expect(landed.url.startsWith(proxy.url)).toBe(true);
    expect(jar.get('portal_session')).toBeUndefined();
    const signInCookies: string[] = [...landed.setCookies];
    const choose = async (grant: ReturnType<typeof grantFor>) => {
      const chosen = await follow(
        jar,
        `${proxy.url}/profielselectie`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: proxy.url },
          body: new URLSearchParams({
            uri: roleUri(grant.roleKey ?? 'Burgerzaken', grant.organisation ?? ''),
            redirect: '/',
          }).toString(),
        },
        gateway,
      );
      expect(chosen.response.status, grant.label).toBe(200);
      signInCookies.push(...chosen.setCookies);
    };
    const byProfile = new Map<string, { grant: ReturnType<typeof grantFor>; paths: string[] }>();
    for (const { id, path } of pages) {
      const grant = grantFor(id);
      const group = byProfile.get(grant.label) ?? { grant, paths: [] };
      group.paths.push(path);
      byProfile.set(grant.label, group);
    }
    for (const { grant, paths } of byProfile.values()) {
      await choose(grant);
      for (const path of paths) {
        for (const cookie of [jar.header(), '']) {
          const label = `https ${path} ${cookie ? `signed in as ${grant.label}` : 'without a session'}`;
          const response = await fetch(`${secure.url}${path}`, {
            redirect: 'manual',
            headers: {
              cookie,
              'x-forwarded-proto': 'https',
              'x-forwarded-host': new URL(proxy.url).host,
              'x-forwarded-for': nextClient(),
            },
          });
          await response.body?.cancel();
          expectSecurityHeaders(response, label, { https: true });
          expectCookieFlags(response, label, { https: true });
          if (cookie) expect(response.headers.get('cache-control'), label).toMatch(/\bno-store\b/);
        }
      }
    }
    // Every cookie of sign-in, the provider's and the session's, is Secure; the session is a
    // __Host- cookie: this host only, https only, path /.
    for (const cookie of signInCookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
    }
    const session = signInCookies.filter(
      (cookie) => cookie.startsWith('__Host-portal_session=') && !/max-age=0/i.test(cookie),
    );
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) {
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
      expect(cookie).not.toMatch(/;\s*Domain=/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }

    // Sign-in's own cookies and the session's, as set during sign-in, were checked too.
    const login = await fetch(`${secure.url}/auth/login?redirectUri=%2F`, {
      redirect: 'manual',
      headers: {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': new URL(proxy.url).host,
        'x-forwarded-for': nextClient(),
      },
    });
    expect(expectCookieFlags(login, 'https /auth/login', { https: true })).toBeGreaterThan(0);
  });
});

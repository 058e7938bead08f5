// Requests a page never expects: unknown methods, bodies that are not forms, oversized or
// unsized forms. Each gets a short translated refusal, never a server error, and the log keeps
// an info line, no error and no stack.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type CookieJar } from '../support/http-sign-in';
import { startPortal, type PortalProcess } from '../support/portal-process';

let portal: PortalProcess;
let live: PortalProcess;
let jar: CookieJar;

beforeAll(async () => {
  [portal, live] = await Promise.all([
    startPortal(),
    startPortal({
      ENVIRONMENT: 'live',
      PUBLIC_URL: 'http://127.0.0.1:3101',
      SESSION_SECRET: 'integration-live-session-secret-unused-elsewhere',
      OIDC_ISSUER: 'http://127.0.0.1:9/idp',
      OIDC_CLIENT_SECRET: 'integration-live-client-secret-unused',
      BACKEND_URL: 'http://127.0.0.1:9',
    }),
  ]);
  ({ jar } = await signInOverHttp(portal.url, 'an.peeters'));
});

afterAll(async () => {
  await Promise.all([portal.stop(), live.stop()]);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A raw request (fetch refuses TRACE and sends the body it is given whole): headers as given,
 * and the body written as is, whatever Content-Length claims.
 */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body: Buffer = Buffer.alloc(0),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // A connection of its own: a body cut short must not be taken for the start of the next.
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
    });
    // The server may answer before the whole body is sent, and the connection may then break:
    // that is the point. An answer already read stands; without one the request fails at once.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) reject(error);
    });
    if (body.length > 0) req.write(body);
    req.end();
  });
}

const signedIn = () => ({ cookie: jar.header(), origin: portal.url });

function logLinesFor(process: PortalProcess, path: string): { level: string; stack?: unknown }[] {
  return process
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(path))
    .map((line) => JSON.parse(line) as { level: string; stack?: unknown });
}

describe('methods a page does not answer', () => {
  it('TRACE answers 405 on any path, also on live', async () => {
    for (const base of [portal.url, live.url]) {
      for (const path of ['/', '/persoon', '/en/person', '/assets/x.js', '/healthz', '/idp/auth']) {
        const answer = await raw(base, 'TRACE', path, { cookie: jar.header() });
        expect(answer.status, `${base} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
        expect(answer.body).not.toContain('cookie');
      }
    }
    const english = await raw(portal.url, 'TRACE', '/en/person');
    expect(english.body).toBe('This method is not allowed here.');
    const dutch = await raw(portal.url, 'TRACE', '/persoon');
    expect(dutch.body).toBe('Deze methode is hier niet toegelaten.');
  });

  it('PUT, PATCH, DELETE and OPTIONS on a page answer 405 with the methods it allows', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const path of ['/persoon', '/en/person', '/persoon/insz/85073003328', '/onbekend']) {
        const answer = await raw(portal.url, method, path, {
          ...signedIn(),
          'content-type': 'application/x-www-form-urlencoded',
        });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
      }
    }
  });
});

describe('page posts that are not forms', () => {
  it('a JSON, text or typeless post answers 415', async () => {
    for (const type of ['application/json', 'text/plain', 'application/xml', '']) {
      const answer = await raw(
        portal.url,
        'POST',
        '/persoon',
        { ...signedIn(), ...(type ? { 'content-type': type } : {}) },
        Buffer.from('{"mode":"insz","insz":"85073003328"}'),
      );
      expect(answer.status, type).toBe(415);
      expect(answer.body).toBe('Dit soort inhoud wordt hier niet aanvaard.');
    }
  });

  it('a form post without a stated length answers 411', async () => {
    const answer = await raw(
      portal.url,
      'POST',
      '/persoon',
      {
        ...signedIn(),
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      Buffer.from('mode=insz&insz=85073003328'),
    );
    expect(answer.status).toBe(411);
  });
});

describe('form bodies', () => {
  it('a 50 MB form post is refused before it is read, with a translated 413', async () => {
    const answer = await raw(
      portal.url,
      'POST',
      '/en/person',
      {
        ...signedIn(),
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(50 * 1024 * 1024),
      },
      Buffer.alloc(1024 * 1024, 'a'),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('The request is too large.');
  });

  it('a 5 MB reference never comes back in a Location header', async () => {
    const body = Buffer.from(
      new URLSearchParams({
        mode: 'insz',
        insz: '85073003328',
        bron: 'RR',
        reference: 'R'.repeat(5 * 1024 * 1024),
      }).toString(),
    );
    // The refusal comes from the stated length, before the body is read: the first megabyte is
    // all that is sent, as a browser would stop once it has the answer.
    const answer = await raw(
      portal.url,
      'POST',
      '/persoon',
      {
        ...signedIn(),
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(body.length),
      },
      body.subarray(0, 1024 * 1024),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toBe('De aanvraag is te groot.');
  });

  it('a multipart post over one upload is refused before it is read off the send screens', async () => {
    const answer = await raw(
      portal.url,
      'POST',
      '/leer_en_ervaring/toevoegen/via_bestand',
      {
        ...signedIn(),
        'content-type': 'multipart/form-data; boundary=grens',
        'content-length': String(20 * 1024 * 1024),
      },
      Buffer.from('--grens\r\n'),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('De aanvraag is te groot.');
  });

  it('a form of ordinary size still goes through', async () => {
    const body = new URLSearchParams({
      mode: 'insz',
      insz: '85073003328',
      bron: 'RR',
      reference: 'R-INT',
    }).toString();
    const response = await fetch(`${portal.url}/persoon`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...signedIn(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/persoon\/insz\/85073003328\?/);
  });
});

describe('data requests of the older protocol', () => {
  it('?_data= is not found, with a translated text, signed in or not', async () => {
    const signedInAnswer = await raw(portal.url, 'GET', '/persoon?_data=routes/person/search', {
      cookie: jar.header(),
    });
    expect(signedInAnswer.status).toBe(404);
    expect(signedInAnswer.body).toBe('Wat u zoekt, bestaat niet of niet meer.');
    const english = await raw(portal.url, 'GET', '/en/privacy?_data=root');
    expect(english.status).toBe(404);
    expect(english.body).toBe('What you are looking for does not exist, or no longer exists.');
    // Logged as any path not found (a warning), never as a server error.
    await expect
      .poll(() => logLinesFor(portal, '/en/privacy?_data').length, { timeout: 5000 })
      .toBe(1);
    expect(logLinesFor(portal, '/en/privacy?_data')[0]?.level).toBe('warn');
    expect(portal.output()).not.toContain('"level":"error"');
  });
});

describe('the log of refused requests', () => {
  it('holds info lines, no error and no stack', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE']) await raw(portal.url, method, '/logcheck');
    await raw(live.url, 'TRACE', '/logcheck');
    await raw(portal.url, 'POST', '/logcheck', { 'content-type': 'application/json' });
    for (const [process, expected] of [
      [portal, 4],
      [live, 1],
    ] as const) {
      // The log is written asynchronously: wait (bounded) until every line has arrived.
      await expect
        .poll(() => logLinesFor(process, '/logcheck').length, { timeout: 5000 })
        .toBe(expected);
      const lines = logLinesFor(process, '/logcheck');
      for (const line of lines) {
        expect(line.level).toBe('info');
        expect(line.stack).toBeUndefined();
      }
      expect(process.output()).not.toContain('"level":"error"');
    }
  });
});

// What two instances of each part behind one proxy must keep: a session that any portal instance
// honours, a sign-out on one that the other honours at the very next request, rate limits counted once across the instances, the client's own address (never one it
// wrote itself) at the limiter, and the correlation id through the proxy in both directions.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInOverHttp } from '../support/http-sign-in';
import { get } from './http';
import { logOf, processOf, signInLimit, topologyState } from './run';

/** A path of the sign-in tier that needs no session: it starts a sign-in (a redirect). */
const signInPath = '/auth/login';

test('a session continues whichever portal instance answers', async () => {
  const state = topologyState();
  const { jar, landed } = await signInOverHttp(state.url, 'an.peeters');
  expect(landed.url).toBe(`${state.url}/persoon`);
  expect(landed.body).toContain('Personen zoeken');
  const cookie = jar.header();
  // Straight at each instance, and through the proxy that alternates between them.
  const targets = [
    processOf(state, 'portal-1').url,
    processOf(state, 'portal-2').url,
    ...Array.from({ length: 4 }, () => state.url),
  ];
  for (const target of targets) {
    const page = await get(`${target}/persoon`, { headers: { cookie } });
    expect(page.status, target).toBe(200);
    expect(page.body, target).toContain('Personen zoeken');
  }
  const upstreams = [...logOf(state, 'proxy').matchAll(/"upstream":"([^"]+)"/g)].map(
    (match) => match[1],
  );
  const portals = [processOf(state, 'portal-1').url, processOf(state, 'portal-2').url].map(
    (url) => new URL(url).host,
  );
  // The proxy did send this run's pages to both instances.
  for (const portal of portals) expect(upstreams).toContain(portal);
});

test('a sign-out on one portal instance is refused on the other at the very next request', async () => {
  const state = topologyState();
  const { jar } = await signInOverHttp(state.url, 'an.peeters');
  const cookie = jar.header();
  const [one, other] = [processOf(state, 'portal-1').url, processOf(state, 'portal-2').url];
  // Both instances have answered the session: each knows its user (the store they share).
  for (const target of [one, other, other]) {
    const page = await get(`${target}/persoon`, { headers: { cookie } });
    expect(page.status, target).toBe(200);
  }
  const signedOut = await fetch(`${one}/auth/signout`, {
    method: 'POST',
    headers: { cookie, origin: one },
    body: new URLSearchParams(),
    redirect: 'manual',
  });
  expect(signedOut.status).toBe(302);
  await signedOut.body?.cancel();
  // The same cookie, kept by someone, opens nothing on the other instance: no minute of grace.
  const replayed = await get(`${other}/persoon`, { headers: { cookie } });
  expect(replayed.status).toBe(302);
  expect(replayed.headers.location).toMatch(/^\/auth\/login/);
  expect(replayed.body).not.toContain('Personen zoeken');
});

test('rate limits count once across the portal instances', async () => {
  const state = topologyState();
  const instances = [processOf(state, 'portal-1').url, processOf(state, 'portal-2').url];
  const from = '127.0.0.2';
  for (let index = 0; index < signInLimit; index += 1) {
    const answer = await get(`${instances[index % 2]}${signInPath}`, { from });
    expect(answer.status, `request ${index + 1}`).not.toBe(429);
  }
  // One more, at either instance: the limit was reached across both.
  for (const instance of instances) {
    expect((await get(`${instance}${signInPath}`, { from })).status).toBe(429);
  }
});

test("through the proxy the limiter counts the client's own address, never one it wrote", async () => {
  const { url } = topologyState();
  // A client that writes another address in every request is still counted as itself.
  const forger = '127.0.0.3';
  for (let index = 0; index < signInLimit; index += 1) {
    const answer = await get(`${url}${signInPath}`, {
      from: forger,
      headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
    });
    expect(answer.status, `request ${index + 1}`).not.toBe(429);
  }
  const refused = await get(`${url}${signInPath}`, {
    from: forger,
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  expect(refused.status).toBe(429);
  expect(refused.body).toMatch(/\S/);
  // Another client, through the same proxy, has its own count.
  expect((await get(`${url}${signInPath}`, { from: '127.0.0.4' })).status).not.toBe(429);
});

test('the correlation id passes the proxy both ways, and the proxy makes one when none is sent', async () => {
  const state = topologyState();
  const sent = `topologie-${randomUUID()}`;
  const answer = await get(`${state.url}/privacy`, { headers: { 'x-correlation-id': sent } });
  expect(answer.status).toBe(200);
  expect(answer.headers['x-correlation-id']).toBe(sent);
  const made = await get(`${state.url}/privacy`);
  const madeId = String(made.headers['x-correlation-id'] ?? '');
  expect(madeId).toMatch(/^[0-9a-f]{32}$/);
  // The portal that answered logged the same ids, and so did the proxy. Each process writes its
  // log lines when it gets to them, so each id is awaited on its own.
  const portalLogs = () => logOf(state, 'portal-1') + logOf(state, 'portal-2');
  await expect.poll(portalLogs).toContain(sent);
  await expect.poll(portalLogs).toContain(madeId);
  await expect.poll(() => logOf(state, 'proxy')).toContain(madeId);
  await expect.poll(() => logOf(state, 'proxy')).toContain(sent);
});

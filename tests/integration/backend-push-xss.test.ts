// The XSS corpus (rich-text/xss-corpus.ts) sent over HTTP as the Dutch message of a notification
// to one member, as Stad Rivierstad's documents service (dirk.maes, Documentendienst): no payload
// makes the backend fail. Each is either refused as the message's fault (400 on
// notificatie.nl.bericht: media or script, nothing left, too long, or a NUL character, which no
// text the backend takes may hold) or sent, and then the message as the backend stored it holds
// nothing a browser could run (rich-text/xss-check.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotification, sendToMember } from '@contracts/push-notification';
import { executableFindings } from '../../rich-text/xss-check';
import { xssCorpus } from '../../rich-text/xss-corpus';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { callerWithRole, callHeaders, type RoleCaller } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** The featured member whose two devices are active (backend/push/featured.ts). */
const member = '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01';

let issuer: TestIssuer;
let backend: BackendUnderTest;
let city: RoleCaller;

beforeAll(async () => {
  issuer = await startTestIssuer();
  backend = await startBackend('postgresql', issuer, { push: true });
  city = await callerWithRole(backend.url, issuer, 'dirk.maes', 'Documentendienst');
});

afterAll(async () => {
  await backend?.stop();
  await issuer?.close();
});

async function send(titel: string, bericht: string) {
  return fetch(`${backend.url}${sendToMember.path}`, {
    method: 'POST',
    headers: { ...callHeaders(city, { language: 'nl' }), 'content-type': 'application/json' },
    body: JSON.stringify({ lid: member, notificatie: { nl: { titel, bericht } } }),
  });
}

/** The stored Dutch message of a notification. */
async function storedMessage(id: string) {
  const response = await fetch(
    `${backend.url}${getNotification.path.replace(':notificatie', id)}`,
    { headers: callHeaders(city, { language: 'nl' }) },
  );
  expect(response.status).toBe(200);
  return getNotification.response.parse(await response.json()).inhoud.nl.bericht;
}

describe('a notification whose message is an XSS payload', () => {
  it('is refused as the message, or stored with nothing executable', async () => {
    const outcomes = { refused: 0, sent: 0 };
    // One at a time: each is a notification and its job in one transaction, a few milliseconds.
    for (const { name, payload } of xssCorpus) {
      const response = await send('XSS', payload);
      expect(response.status, name).toBeLessThan(500);
      if (response.status === 400) {
        const body = (await response.json()) as { errors: { code?: string }[] };
        expect(
          body.errors.map((error) => error.code),
          name,
        ).toEqual(['notificatie.nl.bericht']);
        outcomes.refused += 1;
        continue;
      }
      expect(response.status, name).toBe(200);
      const sent = sendToMember.response.parse(await response.json());
      const stored = await storedMessage(sent.id);
      expect(executableFindings(stored), `${name}: ${stored}`).toEqual([]);
      outcomes.sent += 1;
    }
    // Both ends are reached: the corpus has payloads refused outright and payloads cleaned.
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.sent).toBeGreaterThan(0);
  });
});

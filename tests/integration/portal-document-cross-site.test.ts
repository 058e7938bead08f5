// The document service's consultations asked from a link on another site (the browser says so in
// Sec-Fetch-Site), over HTTP against the shared portal: the search, a shipment, a pair of
// shipments, an attachment and a proof of posting consult nothing; the screens ask the user to
// confirm from the portal itself and the downloads send back to the shipment's screen. The same
// links followed from the portal's own pages consult as usual.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import type { CookieJar } from '../support/http-sign-in';
import { sharedPortal } from '../support/shared-portal';

const portal = sharedPortal();
let documentService: CookieJar;

/** Stad Rivierstad's featured shipments (docs/demo-data.md). */
const handed = '0d0c0001-5eed-4d0c-8000-000000000003';
const pair = ['0d0c0001-5eed-4d0c-8000-00000000000d', '0d0c0001-5eed-4d0c-8000-00000000000e'];

beforeAll(async () => {
  const profile = demoProfiles({ full: true }).find(
    (each) => each.login === 'dirk.maes' && each.roleKey === 'Documentendienst',
  );
  if (!profile) throw new Error('no Documentendienst profile for dirk.maes');
  documentService = await sessionFor(portal.url, profile);
});

function get(path: string, from: 'cross-site' | 'same-origin') {
  return fetch(`${portal.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: documentService.header(), 'sec-fetch-site': from },
  });
}

describe('a document service link from another site', () => {
  it('shows the search in its form to confirm, and searches once confirmed', async () => {
    const path = '/documentendienst?zoeken=1&referentie=RIV-DEMO-PAIR';
    const fromElsewhere = await get(path, 'cross-site');
    expect(fromElsewhere.status).toBe(200);
    const page = await fromElsewhere.text();
    expect(page).toContain('U opende deze zoekopdracht via een link van een andere website');
    expect(page).toContain('value="RIV-DEMO-PAIR"');
    expect(page).not.toContain(`/documentendienst/verzending/${pair[0]}`);
    const confirmed = await get(path, 'same-origin');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`/documentendienst/verzending/${pair[0]}`);
  });

  it('asks to confirm a shipment and a pair before showing them', async () => {
    for (const path of [
      `/documentendienst/verzending/${handed}`,
      `/documentendienst/verzending/${pair[0]}/${pair[1]}`,
      `/en/documentservice/dispatch/${handed}`,
    ]) {
      const fromElsewhere = await get(path, 'cross-site');
      expect(fromElsewhere.status, path).toBe(200);
      const page = await fromElsewhere.text();
      expect(page, path).toMatch(/via een link van een andere website|link from another website/);
      expect(page, path).not.toContain('RIV-DEMO');
      const confirmed = await get(path, 'same-origin');
      expect(confirmed.status, path).toBe(200);
      expect(await confirmed.text(), path).toContain('RIV-DEMO');
    }
  });

  it('sends an attachment or a proof of posting back to the shipment screen', async () => {
    for (const path of [
      `/api/documentendienst/attest?id=${handed}`,
      `/api/documentendienst/bijlage?id=${handed}&naam=brief.pdf`,
    ]) {
      const fromElsewhere = await get(path, 'cross-site');
      expect(fromElsewhere.status, path).toBe(302);
      expect(fromElsewhere.headers.get('location'), path).toBe(
        `/documentendienst/verzending/${handed}`,
      );
    }
    const proof = await get(`/api/documentendienst/attest?id=${handed}`, 'same-origin');
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toContain('application/pdf');
  });
});

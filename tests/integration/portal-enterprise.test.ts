// The enterprise screens over HTTP against the built portal and its embedded backend: the search
// in the URL (a valid number or vCode to its screen, an invalid one on its form), a miss as the
// no-result panel, and the legal log: three entries for a detail (record, joint committee,
// participations), none for the same detail again in the session, three again for another
// reference.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'demo',
    roleKey: 'Economie',
    hashSecret: 'portal-enterprise-hash-secret-long-enough',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

const get = (path: string) => portal.get(path);

async function entriesFor(subject: string) {
  return (await portal.legalLog(subject)).map(({ operation, outcome }) => ({ operation, outcome }));
}

describe('the enterprise search', () => {
  it('sends a number typed with dots or spaces to its detail, and a vCode to its association', async () => {
    for (const typed of ['0424.871.480', '0424 871 480']) {
      const response = await get(`/onderneming?kbo=${encodeURIComponent(typed)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/onderneming/0424871480?bron=KBO');
    }
    const english = await get('/en/enterprise?vcode=v6467981&reference=R-1');
    expect(english.headers.get('location')).toBe(
      '/en/enterprise/association/v6467981?bron=KBO&referentie=R-1',
    );
  });

  it('shows a wrong number or a malformed vCode on its form, naming the field', async () => {
    const wrong = await get('/onderneming?kbo=0123.456.789');
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    // The message names its field.
    expect(html).toContain('Ondernemingsnummer: gelieve een geldig KBO nummer op te geven');
    expect(html).toMatch(/<input[^>]*name="kbo"[^>]*value="0123.456.789"/);
    const vCode = await get('/en/enterprise?vcode=V6467981');
    expect(vCode.status).toBe(400);
    expect(await vCode.text()).toContain('vCode: please enter a valid vCode');
    // A path that cannot hold a number is the form with its error, not an error page.
    const path = await get('/onderneming/0424871481?bron=KBO');
    expect(path.status).toBe(404);
    expect(await path.text()).toContain(
      'Ondernemingsnummer: gelieve een geldig KBO nummer op te geven',
    );
  });
});

describe('the enterprise detail and the legal log', () => {
  it('writes three entries for a detail, none for the same one again, three for another reference', async () => {
    const subject = '0424871480';
    const before = (await entriesFor(subject)).length;
    const first = await get(`/onderneming/${subject}?bron=KBO&referentie=R-${randomUUID()}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Van Loon &amp; Verhaegen');
    const after = await entriesFor(subject);
    expect(after.slice(before).map((entry) => entry.operation)).toEqual(
      expect.arrayContaining(['geefOndernemingOpNummer', 'geefPCenTW', 'geefDeelnemingen']),
    );
    expect(after.length - before).toBe(3);
    const again = await get(new URL(first.url).pathname + new URL(first.url).search);
    expect(again.status).toBe(200);
    expect((await entriesFor(subject)).length).toBe(after.length);
    await get(`/onderneming/${subject}?bron=KBO&referentie=R-${randomUUID()}`);
    expect((await entriesFor(subject)).length).toBe(after.length + 3);
  });

  it('answers an unknown number with the no-result panel and one entry', async () => {
    const response = await get('/onderneming/0123456749?bron=KBO');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Geen resultaat gevonden');
    expect(html).toContain('0123.456.749');
    expect(await entriesFor('0123456749')).toEqual([
      { operation: 'geefOndernemingOpNummer', outcome: 'niet gevonden' },
    ]);
  });

  it('shows an association with its representatives', async () => {
    const response = await get('/en/enterprise/association/v6467981?bron=KBO');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Cultuurkring De Linde');
    expect(html).toContain('Non-profit association');
    expect(await entriesFor('v6467981')).toHaveLength(1);
  });
});

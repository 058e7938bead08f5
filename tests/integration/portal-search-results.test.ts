// Coming back to a person search's results over HTTP, against the built portal and its embedded
// backend on a fresh PostgreSQL database whose legal log the test reads: the search lives in the
// URL, the same search again in the session (Back, the way back from a detail) adds no legal-log
// entry, a new search does, and one match opens its detail directly.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { signInOverHttp, visit, type CookieJar } from '../support/http-sign-in';
import { nameSearchQuery } from '../support/person-searches';
import { startPortal, type PortalProcess } from '../support/portal-process';

let portal: PortalProcess;
let jar: CookieJar;
let database: pg.Client;
let testDatabase: TestDatabase | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase('full');
  const url = testDatabase.url;
  portal = await startPortal({
    DATABASE_URL: url,
    HASH_SECRET: 'results-test-hash-secret-long-enough-32',
  });
  ({ jar } = await signInOverHttp(portal.url, 'an.peeters'));
  database = new pg.Client({ connectionString: url });
  await database.connect();
}, 120_000);

afterAll(async () => {
  await database?.end();
  await portal?.stop();
  await testDatabase?.drop();
});

async function legalLogEntries(): Promise<number> {
  const answer = await database.query<{ count: string }>('SELECT count(*) FROM legal_log');
  return Number(answer.rows[0]?.count);
}

/** A name search's URL as the form sends it (Peters, born 2001, one letter off). */
function nameSearchPath(fields: Record<string, string> = {}): string {
  return `/persoon?${nameSearchQuery({ reference: 'R-RESULTS', ...fields })}`;
}

/** One GET as a browser sends it from the portal's own pages, keeping the cookies it gets. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${portal.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin', ...headers },
  });
  jar.store(response);
  return response;
}

const unescape = (text: string) => text.replaceAll('&amp;', '&');
const detailLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*href="(\/persoon\/insz\/\d{11}[^"]*)"/g)].map((match) =>
    unescape(match[1] ?? ''),
  );
const backLink = (html: string) =>
  unescape(/<p class="back-link[^"]*"><a [^>]*href="([^"]+)"/.exec(html)?.[1] ?? '');

describe('coming back to search results', () => {
  it('lists a search from its URL, and shows it again without a second consultation', async () => {
    const before = await legalLogEntries();
    const first = await get(nameSearchPath());
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(detailLinks(html).length).toBeGreaterThan(1);
    expect(html).toMatch(
      /<title>\d+ resultaten – Zoeken op naam en geboortedatum – Personen zoeken/,
    );
    expect(html).toMatch(/<h2 id="resultaten" tabindex="-1"/);
    expect(await legalLogEntries()).toBe(before + 1);

    // Back (the same URL again): the same rows, no new entry.
    const again = await (await get(nameSearchPath())).text();
    expect(detailLinks(again)).toEqual(detailLinks(html));
    expect(await legalLogEntries()).toBe(before + 1);

    // The same results in English (the language switcher keeps the query): no new entry either.
    const english = await (await get(nameSearchPath().replace('/persoon?', '/en/person?'))).text();
    expect(english).toMatch(/<title>\d+ results – Search by name and date of birth – Find people/);
    expect(await legalLogEntries()).toBe(before + 1);
  });

  it('offers the way back from a detail to exactly the results, page and order included', async () => {
    const sorted = nameSearchPath({ orderBy: 'GEBOORTEDATUM', order: 'Desc' });
    const results = await (await get(sorted)).text();
    const [detail] = detailLinks(results);
    expect(detail).toBeDefined();
    const before = await legalLogEntries();
    const detailPage = await get(detail ?? '');
    expect(detailPage.status).toBe(200);
    const detailHtml = await detailPage.text();
    expect(await legalLogEntries()).toBe(before + 1);
    const back = backLink(detailHtml);
    expect(detailHtml).toContain('Terug naar de resultaten');
    expect(back).toBe(`${sorted}#resultaten`);

    const returned = await get(back);
    expect(returned.status).toBe(200);
    expect(detailLinks(await returned.text())).toEqual(detailLinks(results));
    expect(await legalLogEntries()).toBe(before + 1);
  });

  it('consults again for a new search, another order or another reference', async () => {
    const before = await legalLogEntries();
    await get(nameSearchPath({ 'birthDate.year': '2000' }));
    await get(nameSearchPath({ orderBy: 'ACHTERNAAM', order: 'Asc' }));
    await get(nameSearchPath({ reference: 'R-OTHER' }));
    expect(await legalLogEntries()).toBe(before + 3);
  });

  it('opens the detail of a search with one match directly, with the way back to the list', async () => {
    const exact = nameSearchPath({
      lastName: 'Peeters',
      firstName: 'Jules',
      'birthDate.day': '07',
      'birthDate.month': '06',
      tolerance: '0',
    });
    const before = await legalLogEntries();
    const answer = await get(exact);
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location') ?? '';
    expect(location).toMatch(/^\/persoon\/insz\/01060749170\?bron=RR&referentie=R-RESULTS&/);
    expect(await legalLogEntries()).toBe(before + 1);

    const detail = await visit(jar, `${portal.url}${location}`);
    expect(detail.body).toContain('Jules');
    expect(await legalLogEntries()).toBe(before + 2);
    // The way back shows the list of that one match, from the session's results.
    const back = backLink(detail.body);
    expect(back).toContain('lijst=1');
    const list = await get(back);
    expect(list.status).toBe(200);
    expect(detailLinks(await list.text())).toHaveLength(1);
    expect(await legalLogEntries()).toBe(before + 2);
  });

  it('offers an exact search that found nobody again with tolerance 1', async () => {
    const html = await (await get(nameSearchPath({ tolerance: '0' }))).text();
    expect(html).toContain('Geen resultaat gevonden');
    const tolerant = unescape(
      /<a [^>]*href="([^"]+)"[^>]*>Zoek opnieuw met kleine afwijkingen/.exec(html)?.[1] ?? '',
    );
    expect(new URL(tolerant, portal.url).searchParams.get('tolerance')).toBe('1');
    const retried = await (await get(tolerant)).text();
    expect(retried).toMatch(/Jules Peeters/);
  });

  it('does not consult a search URL followed from another site before the user confirms it', async () => {
    const before = await legalLogEntries();
    const answer = await get(nameSearchPath({ 'birthDate.year': '1999' }), {
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('U opende deze zoekopdracht via een link van een andere website');
    expect(html).toContain('value="Peters"');
    expect(detailLinks(html)).toEqual([]);
    expect(await legalLogEntries()).toBe(before);
  });

  it("keeps the reference for the session's next search forms, and says so", async () => {
    await get(nameSearchPath({ reference: 'R-KEPT' }));
    for (const mode of ['insz', 'naam', 'adres']) {
      const html = await (await get(`/persoon?zoekwijze=${mode}`)).text();
      expect(html).toMatch(/<input[^>]*name="reference"[^>]*value="R-KEPT"/);
      expect(html).toContain('Bewaard voor uw volgende opzoekingen in deze sessie.');
    }
    const family = await (await get('/persoon/gezinssamenstelling')).text();
    expect(family).toMatch(/<input[^>]*name="reference"[^>]*value="R-KEPT"/);
    // 'Alle velden wissen' opens the form empty, the reference too.
    const cleared = await (await get('/persoon?zoekwijze=naam&wissen=1')).text();
    expect(cleared).toContain('href="/persoon?zoekwijze=naam&amp;wissen=1"');
    expect(cleared).not.toContain('R-KEPT');
  });

  it('keeps a national number typed as a reference out of the access log', async () => {
    await get(nameSearchPath({ reference: '01 06 07 491 70' }));
    // No query value reaches the access log: the reference is named, its value left out.
    expect(portal.output()).toMatch(/"url":"\/persoon\?[^"]*reference=\*[&"]/);
    expect(portal.output()).not.toMatch(/01\+06\+07\+491\+70|491\+70|491%2070/);
  });

  it('sends a search posted by name or address to its URL', async () => {
    const answer = await fetch(`${portal.url}/persoon?zoekwijze=naam`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        origin: portal.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ mode: 'naam', lastName: 'Peters', bron: 'RR' }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/persoon?zoekwijze=naam&lastName=Peters&bron=RR');
  });
});

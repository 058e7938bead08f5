// The person search screen over HTTP against the built portal and its embedded backend: the
// result table's sort and page parameters in every form a tampered or stale URL can take, and the
// search's own fields out of bounds. Each gets a page, never a server error.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type CookieJar } from '../support/http-sign-in';
import { sharedPortal } from '../support/shared-portal';

const portal = sharedPortal();
let jar: CookieJar;

beforeAll(async () => {
  ({ jar } = await signInOverHttp(portal.url, 'an.peeters'));
});

/** A name search as the form sends it (Jules Peeters, born 2001, one letter off). */
const nameSearch = {
  zoekwijze: 'naam',
  lastName: 'Peters',
  'birthDate.day': '',
  'birthDate.month': '',
  'birthDate.year': '2001',
  tolerance: '1',
  bron: 'RR',
  reference: 'R-INT',
};

function search(fields: Record<string, string>) {
  return fetch(`${portal.url}/persoon?${new URLSearchParams(fields).toString()}`, {
    redirect: 'manual',
    headers: { cookie: jar.header() },
  });
}

/** The rows of the result table, by their person links. */
function linkedNames(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="\/persoon\/insz\/\d{11}[^"]*"[^>]*>([^<]+)<\/a>/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('the person search result table', () => {
  it('lists the matches, the closest first, with their count and sort state', async () => {
    const response = await search(nameSearch);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(linkedNames(html)).toContain('Jules Peeters');
    expect(html).toMatch(/Rijen 1–\d+ van \d+/);
    expect(html).toMatch(
      /<th scope="col" aria-sort="descending" class="data-table__control">.*Overeenkomst/s,
    );
  });

  it('sorts on a header link and reads the order back on the next page', async () => {
    const html = await (await search({ ...nameSearch, sorteer: 'GEBOORTEDATUM:Asc' })).text();
    expect(html).toMatch(
      /<th scope="col" aria-sort="ascending" class="nowrap data-table__control">.*Geboortedatum/s,
    );
    // The table's links carry the search with their order, and the form the search for another try.
    expect(html).toMatch(
      /href="\/persoon\?[^"]*lastName=Peters[^"]*orderBy=GEBOORTEDATUM&amp;order=Desc/,
    );
    expect(html).toMatch(/<input[^>]*name="lastName"[^>]*value="Peters"/);
  });

  it.each([
    ['an unknown sort field', { sorteer: 'INSZ:Asc' }],
    ['markup as a sort', { sorteer: '<script>alert(1)</script>:Asc' }],
    ['a sideways order', { orderBy: 'ACHTERNAAM', order: 'Sideways' }],
    ['a negative page', { skip: '-25' }],
    ['a page that is no number', { skip: 'tien' }],
    ['a page past every match', { skip: '5000' }],
    ['a page past the safe integers', { skip: '1e400' }],
  ])('answers %s with a page of results, not an error', async (_, table) => {
    const response = await search({ ...nameSearch, ...table });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/Er ging iets mis|Something went wrong/);
    expect(html).toMatch(/Rijen \d+–\d+ van \d+/);
  });

  it('answers a search field out of bounds on the form, with its error', async () => {
    const response = await search({ ...nameSearch, reference: 'x'.repeat(101) });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Uw referentie: dit veld mag maximum 100 karakters lang zijn');
    expect(linkedNames(html)).toEqual([]);
  });

  it('refuses a posted search mode the form does not have', async () => {
    const posted = await fetch(`${portal.url}/persoon`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        origin: portal.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ ...nameSearch, mode: 'alles' }).toString(),
    });
    expect(posted.status).toBe(400);
  });
});

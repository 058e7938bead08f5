// Profile selection and the start page over HTTP against the built portal and its embedded
// backend: the choice's answers to every post a form (or a tampered form) can send, and the start
// page's cards, which lead only to built domains.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, visit, type CookieJar } from '../support/http-sign-in';
import { sharedPortal } from '../support/shared-portal';

const portal = sharedPortal();
let carla: CookieJar;
/** Els Jacobs: her profile 'Functioneel beheer' has one built domain (reporting) and one not built yet. */
let els: CookieJar;

beforeAll(async () => {
  [{ jar: carla }, { jar: els }] = await Promise.all([
    signInOverHttp(portal.url, 'carla.desmet'),
    signInOverHttp(portal.url, 'els.jacobs'),
  ]);
});

async function choose(path: string, fields: Record<string, string>, jar = carla) {
  const response = await fetch(`${portal.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      origin: portal.url,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  jar.store(response);
  return response;
}

const occurrences = (html: string, text: string) => html.split(text).length - 1;

describe('choosing a profile', () => {
  it('names the field when nothing is chosen, in the summary and at the field, in both languages', async () => {
    for (const [path, message, prefix] of [
      ['/profielselectie', 'Kies het profiel waarmee u wilt werken', 'Fout: '],
      ['/en/profileselection', 'Choose the profile you want to work with', 'Error: '],
    ] as const) {
      const posts: Record<string, string>[] = [{}, { uri: '' }, { uri: '  ', redirect: '/' }];
      for (const fields of posts) {
        const response = await choose(path, fields);
        expect(response.status).toBe(400);
        const html = await response.text();
        // Once in the summary's link, once at the field.
        expect(occurrences(html, `>${message}<`)).toBe(2);
        expect(html).toContain(`<title>${prefix}`);
        expect(html).toContain('href="#profile-0"');
      }
    }
  });

  it('refuses a value no profile has, and a profile that is not hers', async () => {
    const tooLong = await choose('/profielselectie', { uri: 'x'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('Deze waarde is niet geldig');
    const foreign = await choose('/profielselectie', {
      uri: 'urn:backoffice:rol:Burgerzaken:OVO100001',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('Het profiel kon niet gekozen worden');
  });

  it('goes to the one built domain’s start page, never to the 404 of a domain that is not built', async () => {
    const page = await visit(els, `${portal.url}/profielselectie`);
    const management =
      /value="([^"]+)"[^>]*>\s*<label[^>]*>Functioneel beheer – Agentschap Digitaal Beheer/.exec(
        page.body,
      )?.[1];
    expect(management).toBeDefined();
    const response = await choose('/profielselectie', { uri: management ?? '', redirect: '' }, els);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/rapportering');
    // The start page sends a profile with one built domain on to it.
    const start = await visit(els, `${portal.url}/`);
    expect(start.body).toContain('Rapporten over het gebruik van het portaal');
    expect(start.body).not.toContain('href="/documentendienstaansluitingen"');
    // The chosen profile is marked and preselected on the next visit.
    const again = await visit(els, `${portal.url}/profielselectie`);
    expect(again.body).toMatch(
      /checked=""[^>]*>\s*<label[^>]*>Functioneel beheer – Agentschap Digitaal Beheer/,
    );
    expect(occurrences(again.body, 'checked=""')).toBe(1);
  });
});

describe('the start page', () => {
  it('shows a card only for a built domain, and every card answers', async () => {
    const { jar, landed } = await signInOverHttp(portal.url, 'bart.claes');
    const cards = [
      ...landed.body.matchAll(
        /class="domain-card__link"[^>]*|href="([^"]+)" class="domain-card__link"/g,
      ),
    ];
    const targets = [...landed.body.matchAll(/<a href="([^"]+)" class="domain-card__link">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(cards.length).toBe(targets.length);
    expect(targets).toEqual(['/socialezekerheid', '/gezin', '/onderwijs', '/persoon']);
    for (const target of targets) {
      expect((await visit(jar, `${portal.url}${target}`)).response.status).toBe(200);
    }
  });
});

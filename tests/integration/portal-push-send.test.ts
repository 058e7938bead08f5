// Sending push notifications over HTTP, against the built portal and its embedded backend on a
// fresh database, as dirk.maes (Documentendienst, Stad Rivierstad): every refusal of the send form
// said on its field and nothing sent (no audience, a member no one or several are, another
// organisation's member or group, a member without a reachable device, a message with an image
// or a script, a 994th character, an http link, a test with a number that is none); what the
// server keeps of a message (allow-listed formatting, no handlers, no javascript: links); the
// confirmation naming the audience; a send that lands on the notification's screen; an image
// uploaded with the form (multipart) that becomes the confirmation's image address and is shown
// from the portal, an image refused on its field with the rest of the form kept; the member
// suggestions as JSON, for the send screen's profiles only.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { pageText } from '../support/bulk-upload';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import type { CookieJar } from '../support/http-sign-in';
import { pdfBytes, sampleImage } from '../support/image-samples';
import { inszBornIn1940 } from '../support/national-numbers';
import { startPortal, type PortalProcess } from '../support/portal-process';

const screen = '/notificatie/versturen';
const groupScreen = '/notificatie/groep/versturen';
const suggestions = '/api/notificatie/leden';

// Stad Rivierstad's featured member (docs/demo-data.md, push notifications).
const stien = { id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01', name: 'Stien Verheyen' };

let database: TestDatabase;
let portal: PortalProcess;
let db: pg.Client;
let dirk: CookieJar;
let carla: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase('full');
  portal = await startPortal({
    DATABASE_URL: database.url,
    HASH_SECRET: 'push-send-test-hash-secret-long-enough',
    RATE_LIMIT_GENERAL: '1000000',
    RATE_LIMIT_MUTATIONS: '1000000',
  });
  const profiles = demoProfiles({ full: true });
  const as = (login: string, role: string) => {
    const profile = profiles.find(
      (candidate) => candidate.login === login && candidate.roleKey === role,
    );
    if (!profile) throw new Error(`no ${role} profile for ${login}`);
    return sessionFor(portal.url, profile);
  };
  [dirk, carla] = await Promise.all([
    as('dirk.maes', 'Documentendienst'),
    as('carla.desmet', 'Kadaster'),
  ]);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await portal?.stop();
  await database?.drop();
});

async function get(path: string, jar = dirk) {
  const response = await fetch(`${portal.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' },
  });
  jar.store(response);
  return response;
}

async function post(path: string, fields: Record<string, string>, jar = dirk) {
  const response = await fetch(`${portal.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
    headers: { cookie: jar.header(), origin: portal.url },
  });
  jar.store(response);
  return response;
}

/** Posts the form as a browser does with files chosen: multipart, each file under its field. */
async function postWithFiles(
  path: string,
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; bytes: Uint8Array }>,
  jar = dirk,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    body.append(
      name,
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }),
      file.name,
    );
  }
  const response = await fetch(`${portal.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: { cookie: jar.header(), origin: portal.url },
  });
  jar.store(response);
  return response;
}

const notifications = async () =>
  Number(
    (await db.query<{ count: string }>('SELECT count(*) FROM push_notifications')).rows[0]?.count,
  );

/** A Dutch notification typed in the text area (no JavaScript), and what else the form needs. */
function form(fields: Record<string, string> = {}) {
  return {
    intent: 'review',
    doelgroep: 'lid',
    lid: stien.name,
    lidId: stien.id,
    'nl.titel': 'Uw paspoort ligt klaar',
    'nl.bericht': 'U kunt het afhalen aan het loket.',
    'nl.berichtFormat': 'text',
    ...fields,
  };
}

/** Posts the form and expects it refused with these texts on the page, nothing sent. */
async function refused(fields: Record<string, string>, texts: string[], path = screen) {
  const before = await notifications();
  const response = await post(path, fields);
  expect(response.status).toBe(400);
  const page = await pageText(response);
  // An error names its field first ("Naar wie?: kies naar wie…"), its message then lowercased.
  for (const text of texts) expect(page.toLowerCase()).toContain(text.toLowerCase());
  expect(await notifications()).toBe(before);
  return page;
}

describe('the send form', () => {
  it('refuses a post without an audience or content, naming each field', async () => {
    await refused({ intent: 'review' }, [
      'Naar wie?',
      'Kies naar wie u de melding verstuurt',
      'Titel (Nederlands)',
      'Dit veld is verplicht',
    ]);
    await refused(form({ lid: '', lidId: '' }), [
      'Geef de naam of het rijksregisternummer van het lid op',
    ]);
  });

  it('looks a typed member up: one is taken, none or several are refused', async () => {
    await refused(form({ lid: 'Qwxzyv', lidId: '' }), [
      'Uw organisatie heeft geen lid dat hieraan voldoet',
    ]);
    const shared = await db.query<{ name: string }>(
      "SELECT family_name AS name FROM push_members WHERE organisation_code = 'OVO100003' GROUP BY family_name HAVING count(*) > 1 LIMIT 1",
    );
    await refused(form({ lid: shared.rows[0]?.name ?? '', lidId: '' }), [
      'Meer dan één lid voldoet hieraan',
    ]);
    const byNumber = await post(screen, form({ lid: '00.01.22-546.91', lidId: '' }));
    expect(byNumber.status).toBe(200);
    const page = await pageText(byNumber);
    expect(page).toContain('Melding bevestigen');
    expect(page).toContain(stien.name);
    expect(page).toContain('De melding versturen naar 2 toestellen?');
  });

  it("refuses another organisation's member and group, and a member no device can be reached on", async () => {
    const theirs = await db.query<{ id: string }>(
      "SELECT id FROM push_members WHERE organisation_code = 'OVO100004' LIMIT 1",
    );
    await refused(form({ lid: 'x', lidId: theirs.rows[0]?.id ?? '' }), [
      'Uw organisatie heeft geen lid dat hieraan voldoet',
    ]);
    const theirGroup = await db.query<{ id: string }>(
      "SELECT id FROM push_groups WHERE organisation_code = 'OVO100004' LIMIT 1",
    );
    await refused(
      { ...form(), doelgroep: '', lid: '', groep: theirGroup.rows[0]?.id ?? '' },
      ['Kies een groep'],
      groupScreen,
    );

    // A member just registered has no device yet.
    const registered = await post('/notificatie/lid/nieuw', {
      insz: inszBornIn1940(3, 700),
      naam: 'Zonder',
      voornaam: 'Toestel',
    });
    expect(registered.status).toBe(302);
    const memberId = registered.headers.get('location')?.split('/').pop() ?? '';
    await refused(form({ lid: 'Toestel Zonder', lidId: memberId }), [
      'Deze doelgroep heeft geen toestel dat meldingen kan ontvangen',
    ]);
  });

  it('refuses a message with media or script, a 994th character and an http link', async () => {
    const media = "De tekst mag geen afbeeldingen, video's of scripts bevatten";
    for (const html of [
      '<p>Kijk</p><img src="https://example.org/a.png">',
      '<p>Klik</p><script>alert(1)</script>',
      '<p><iframe src="https://example.org"></iframe></p>',
    ]) {
      await refused(form({ 'nl.bericht': html, 'nl.berichtFormat': 'html' }), [media]);
    }
    await refused(form({ 'nl.bericht': 'x'.repeat(994) }), [
      'Dit veld mag maximum 993 karakters lang zijn',
    ]);
    expect((await post(screen, form({ 'nl.bericht': 'x'.repeat(993) }))).status).toBe(200);
    await refused(form({ 'nl.url': 'http://www.rivierstad.be' }), [
      'Geef een webadres op dat met https:// begint',
    ]);
    await refused(form({ 'fr.titel': 'Votre passeport' }), [
      'Bericht (Frans)',
      'Vul voor deze taal ook een titel en een bericht in, of laat ze alle leeg',
    ]);
  });

  it('keeps only the allowed formatting of a message, and shows typed markup as text', async () => {
    const confirmed = await post(
      screen,
      form({
        'nl.bericht':
          '<p onclick="x()" style="color:red"><strong>Vet</strong> <a href="javascript:alert(1)">kwaad</a> <a href="https://www.rivierstad.be">goed</a></p>',
        'nl.berichtFormat': 'html',
      }),
    );
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(html).toContain('<strong>Vet</strong>');
    expect(html).toContain('href="https://www.rivierstad.be"');
    expect(html).not.toMatch(/onclick|javascript:|color:red/);

    const typed = await post(screen, form({ 'nl.bericht': 'Eerst <b>dit</b>\n\nDan dat' }));
    const typedHtml = await typed.text();
    expect(typedHtml).toContain('Eerst &lt;b&gt;dit&lt;/b&gt;');
    expect(typedHtml).not.toContain('<b>dit</b>');
  });

  it('tests on phone numbers: one that is none refuses the test, real ones are reached', async () => {
    await refused(form({ intent: 'test', telefoonnummers: '+32470123456, +32 12' }), [
      '+32 12 is geen geldig telefoonnummer',
    ]);
    await refused(form({ intent: 'test', telefoonnummers: '' }), [
      'Geef minstens één telefoonnummer op',
    ]);
    const before = await notifications();
    const tested = await post(
      screen,
      form({ intent: 'test', doelgroep: '', lid: '', telefoonnummers: '0470 12 34 56' }),
    );
    expect(tested.status).toBe(200);
    // Each device's outcome is the simulated service's, drawn from the ids.
    expect(await pageText(tested)).toMatch(/\+32470123456: [0-2] van 2 toestellen bereikt/);
    expect(await notifications()).toBe(before + 1);
  });

  it('sends from the confirmation and lands on the notification, which names its member', async () => {
    const before = await notifications();
    const sent = await post(screen, form({ intent: 'send' }));
    expect(sent.status).toBe(302);
    const location = sent.headers.get('location') ?? '';
    expect(location).toMatch(/^\/notificatie\/melding\/[0-9a-f-]{36}$/);
    expect(await notifications()).toBe(before + 1);
    const page = await pageText(await get(location));
    expect(page).toContain('Melding verstuurd');
    expect(page).toContain(`Lid: ${stien.name}`);
  });

  it('starts from a member named in the URL, and back from the confirmation as it was', async () => {
    const started = await (await get(`${screen}?lid=${stien.id}`)).text();
    expect(started).toContain(`value="${stien.name}"`);
    const back = await post(screen, form({ intent: 'edit', 'nl.titel': 'Nog aan te passen' }));
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('value="Nog aan te passen"');
  });
});

describe("the notification's image", () => {
  const uploaded = () => db.query<{ id: string }>('SELECT id FROM push_images');

  it("uploaded with the form, becomes the confirmation's address and is shown from the portal", async () => {
    const png = sampleImage(480, 240);
    const confirmed = await postWithFiles(
      screen,
      form({ 'nl.afbeelding': 'https://www.rivierstad.be/getypt.png' }),
      { 'nl.afbeeldingBestand': { name: 'affiche.png', type: 'image/png', bytes: png } },
    );
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    const [image] = (await uploaded()).rows;
    expect(image).toBeDefined();
    const address = `https://push-afbeeldingen.example/afbeeldingen/${image?.id}`;
    // The upload beats the typed address; the send carries it in the hidden fields.
    expect(html).toContain('Melding bevestigen');
    expect(html).toContain(`name="nl.afbeelding" value="${address}"`);
    expect(html).toContain(`name="nl.afbeeldingId" value="${image?.id}"`);
    expect(html).not.toContain('getypt.png');
    const shown = new RegExp(
      `<img src="/api/notificatie/afbeelding\\?id=${image?.id}" alt="De afbeelding van de melding \\(Nederlands\\)"`,
    );
    expect(html).toMatch(shown);

    const served = await get(`/api/notificatie/afbeelding?id=${image?.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await get(`/api/notificatie/afbeelding?id=${image?.id}`, carla)).status).not.toBe(200);
    expect((await get('/api/notificatie/afbeelding?id=geen')).status).toBe(404);

    // Sent from the confirmation's fields (urlencoded), the notification carries the address.
    const before = await notifications();
    const sent = await post(screen, { ...form({ intent: 'send' }), 'nl.afbeelding': address });
    expect(sent.status).toBe(302);
    expect(await notifications()).toBe(before + 1);
    const stored = await db.query<{ address: string }>(
      "SELECT content->'nl'->>'afbeelding' AS address FROM push_notifications ORDER BY created_at DESC LIMIT 1",
    );
    expect(stored.rows[0]?.address).toBe(address);
  });

  it('a typed address stays text: no image from elsewhere is loaded', async () => {
    const confirmed = await post(
      screen,
      form({ 'nl.afbeelding': 'https://www.rivierstad.be/affiche.png' }),
    );
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(await pageText(new Response(html))).toContain(
      'Afbeelding : https://www.rivierstad.be/affiche.png',
    );
    expect(html).not.toMatch(/<img[^>]+rivierstad/);
  });

  it('refused is said on its field, and the rest of the form is kept', async () => {
    const before = await notifications();
    const images = (await uploaded()).rows.length;
    const cases = [
      {
        file: { name: 'affiche.png', type: 'image/png', bytes: pdfBytes },
        text: 'Dit is geen JPEG- of PNG-afbeelding die gelezen kan worden: kies een andere afbeelding en laad ze opnieuw op',
      },
      {
        file: { name: 'klein.jpg', type: 'image/jpeg', bytes: sampleImage(60, 60, 'jpeg') },
        text: 'De afbeelding moet minstens 100 × 100 en hoogstens 4096 × 4096 pixels groot zijn',
      },
      {
        file: {
          name: 'groot.png',
          type: 'image/png',
          bytes: Buffer.concat([sampleImage(200, 200), Buffer.alloc(1024 * 1024)]),
        },
        text: 'De afbeelding mag maximum 1 MB groot zijn: kies een kleinere afbeelding',
      },
    ];
    for (const { file, text } of cases) {
      const answer = await postWithFiles(screen, form({ 'fr.titel': 'Votre passeport' }), {
        'fr.afbeeldingBestand': file,
      });
      expect(answer.status, file.name).toBe(400);
      const html = await answer.text();
      const page = await pageText(new Response(html));
      expect(page.toLowerCase(), file.name).toContain(text.toLowerCase());
      expect(page, file.name).toContain('Afbeelding opladen (Frans)');
      expect(html, file.name).toContain('value="Uw paspoort ligt klaar"');
      expect(html, file.name).toContain('value="Votre passeport"');
    }
    // A refused file with an otherwise complete form is refused too: it must be chosen again.
    const complete = await postWithFiles(screen, form(), {
      'nl.afbeeldingBestand': cases[0]!.file,
    });
    expect(complete.status).toBe(400);
    expect(await notifications()).toBe(before);
    expect((await uploaded()).rows).toHaveLength(images);
  });
});

describe('the member suggestions', () => {
  it('answers the matching members as JSON, never cached, for the send screen only', async () => {
    const found = await get(`${suggestions}?q=Verheyen`);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    const members = (await found.json()) as { id: string; naam: string; insz: string }[];
    expect(members).toContainEqual({ id: stien.id, naam: stien.name, insz: '00012254691' });
    expect((await get(`${suggestions}?q=V`)).status).toBe(400);
    expect((await get(`${suggestions}?q=Verheyen`, carla)).status).toBe(403);
  });
});

// The legal-log screens over HTTP against the built portal and its embedded backend: bart.claes
// (Sociale dienst) consults a person under a purpose of this test's own, then els.jacobs as
// Veiligheidsconsulent finds that consultation with each filter (the filters reach the backend as
// headers: each one narrows the answer to it, and a value that matches nothing finds nothing),
// opens the entry and its request, asks an audit report of the search and downloads it. Another
// role is refused every screen and endpoint; input the form refuses answers 400 with its message
// in the screen's language, never a 500.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { demoDataSection } from '../support/demo-data-doc';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import type { CookieJar } from '../support/http-sign-in';
import { startPortal, type PortalProcess } from '../support/portal-process';
import { testHashSecret } from '../support/templates';
import { until } from '../support/until';

let database: TestDatabase | undefined;
let portal: PortalProcess | undefined;
let consultant: CookieJar;
let administrator: CookieJar;
let socialWorker: CookieJar;

/** Rita Wuyts (docs/demo-data.md), whom bart.claes looks up. */
const rita = '60111842284';
/** The purpose ('Uw referentie') of this test's own consultations: no other entry holds it. */
const purpose = `LL-IT-${randomUUID().slice(0, 8)}`;

function profile(login: string, roleKey: string) {
  const found = demoProfiles({ full: true }).find(
    (candidate) => candidate.login === login && candidate.roleKey === roleKey,
  );
  if (!found) throw new Error(`no demo profile ${login} as ${roleKey}`);
  return found;
}

beforeAll(async () => {
  database = await createTestDatabase('full');
  portal = await startPortal({
    DATABASE_URL: database.url,
    // The template's key: its history's chain and subject index were written under it.
    HASH_SECRET: testHashSecret,
  });
  [consultant, administrator, socialWorker] = await Promise.all([
    sessionFor(portal.url, profile('els.jacobs', 'Veiligheidsconsulent')),
    sessionFor(portal.url, profile('els.jacobs', 'FunctioneelBeheer')),
    sessionFor(portal.url, profile('bart.claes', 'SocialeDienst')),
  ]);
}, 120_000);

afterAll(async () => {
  await portal?.stop();
  await database?.drop();
});

/** A page as the user's browser asks it from the portal's own pages. */
async function get(jar: CookieJar, path: string): Promise<Response> {
  const response = await fetch(`${portal?.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' },
  });
  jar.store(response);
  return response;
}

async function post(
  jar: CookieJar,
  path: string,
  form: Record<string, string>,
  origin = portal?.url ?? '',
): Promise<Response> {
  const response = await fetch(`${portal?.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  jar.store(response);
  return response;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');

/** The consultant's search: its status, its count and the references of the entries shown. */
async function search(query: string, language: 'nl' | 'en' = 'nl') {
  const response = await get(
    consultant,
    `${language === 'en' ? '/en/logging' : '/logging'}?zoeken=1&${query}`,
  );
  const html = await response.text();
  const count = /<title>(\d+) consultatie/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    text: textOf(html),
    count: count === undefined ? 0 : Number(count),
    references: [...html.matchAll(/href="\/logging\/detail\/([0-9a-f-]+)"/g)].map(
      (match) => match[1],
    ),
  };
}

/** The entry bart.claes's consultation wrote, as the consultant's search by purpose finds it. */
let entry: { reference: string; time: Date } | undefined;

describe('a consultation found in the legal log', () => {
  it('finds bart.claes looking up Rita Wuyts by its purpose, masked, with the chain intact', async () => {
    const before = new Date();
    const lookedUp = await get(
      socialWorker,
      `/persoon/insz/${rita}?bron=RR&referentie=${encodeURIComponent(purpose)}`,
    );
    expect(lookedUp.status).toBe(200);
    const found = await search(`finaliteit=${encodeURIComponent(purpose)}`);
    expect(found.status).toBe(200);
    expect(found.html).toMatch(/<title>1 consultatie gevonden – Juridische logging/);
    expect(found.text).toContain('Bart Claes');
    expect(found.text).toContain('•••••••2284');
    expect(found.html).not.toContain(rita);
    expect(found.text).toMatch(/Keten intact/);
    expect(found.references).toHaveLength(1);
    entry = { reference: found.references[0] ?? '', time: before };
  });

  it('reads the log live: the same search again shows what was consulted in between', async () => {
    const livePurpose = `${purpose}-OPNIEUW`;
    const query = `finaliteit=${encodeURIComponent(livePurpose)}`;
    expect((await search(query)).count).toBe(0);
    const lookedUp = await get(
      socialWorker,
      `/persoon/insz/${rita}?bron=RR&referentie=${encodeURIComponent(livePurpose)}`,
    );
    expect(lookedUp.status).toBe(200);
    expect((await search(query)).count).toBe(1);
  });

  it('narrows the search with each filter, and finds nothing for a value that matches none', async () => {
    expect(entry).toBeDefined();
    const reference = entry?.reference ?? '';
    const detail = textOf(await (await get(consultant, `/logging/detail/${reference}`)).text());
    const correlationId = /Correlatie-id ([\x21-\x7e]+)/.exec(detail)?.[1] ?? '';
    const operation = /Operatie (\S+)/.exec(detail)?.[1] ?? '';
    expect(correlationId).not.toBe('');
    const day = (date: Date) =>
      new Intl.DateTimeFormat('nl-BE', {
        timeZone: 'Europe/Brussels',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      })
        .format(date)
        .replace(/\//g, '.');
    const filters: [string, string][] = [
      ['gebruiker=demo-bart.claes', 'gebruiker=demo-els.jacobs'],
      ['organisatie=OVO100002', 'organisatie=OVO999999'],
      [`operatie=${encodeURIComponent(operation)}`, 'operatie=nietBestaand'],
      ['register=RR', 'register=KBO'],
      [`onderwerpSoort=Insz&onderwerp=${rita}`, 'onderwerpSoort=Insz&onderwerp=85073003328'],
      [`correlatieId=${encodeURIComponent(correlationId)}`, `correlatieId=${randomUUID()}`],
      [`referte=${reference}`, `referte=${randomUUID()}`],
      [`van=${day(entry?.time ?? new Date())}`, `tot=01.01.2020`],
    ];
    for (const [matching, other] of filters) {
      const narrowed = await search(`${matching}&finaliteit=${encodeURIComponent(purpose)}`);
      expect(narrowed.status, matching).toBe(200);
      expect(narrowed.references, matching).toEqual([reference]);
      const none = await search(`${other}&finaliteit=${encodeURIComponent(purpose)}`);
      expect(none.status, other).toBe(200);
      expect(none.references, other).toEqual([]);
      expect(none.text, other).toContain('Geen raadpleging in het register voldoet');
    }
    // Without any filter: the latest entries, a page of at most 20.
    const latest = await search('');
    expect(latest.status).toBe(200);
    expect(latest.references.length).toBeGreaterThan(0);
    expect(latest.references.length).toBeLessThanOrEqual(20);
  });

  it('orders the entries by user either way, on the server', async () => {
    const firstUser = async (order: 'Asc' | 'Desc') => {
      const { html } = await search(`orderBy=gebruiker&order=${order}`);
      const body = textOf(/<tbody[\s\S]*?<\/tbody>/.exec(html)?.[0] ?? '');
      const names = ['An Peeters', 'Bart Claes', 'Els Jacobs', 'Ilse Vermeulen'];
      return names
        .map((name) => ({ name, at: body.indexOf(name) }))
        .filter(({ at }) => at >= 0)
        .sort((a, b) => a.at - b.at)[0]?.name;
    };
    // The history's users sort from An Peeters to Ilse Vermeulen.
    expect(await firstUser('Asc')).toBe('An Peeters');
    expect(await firstUser('Desc')).toBe('Ilse Vermeulen');
  });

  it('opens the entry in full with its link in the chain, and its request', async () => {
    const reference = entry?.reference ?? '';
    const response = await get(consultant, `/logging/detail/${reference}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(rita);
    expect(text).toContain(purpose);
    expect(text).toContain('Schakel intact');
    // The template's log starts empty: the first entry has no previous one; the latest has.
    expect(text).toMatch(
      /Vorige registratie (Geen: dit is de eerste|Vorige registratie \S+ openen)/,
    );
    const latest = (await search('')).references[0] ?? '';
    const latestHtml = await (await get(consultant, `/logging/detail/${latest}`)).text();
    const previous = /href="\/logging\/detail\/([^"]+)">Vorige registratie/.exec(latestHtml)?.[1];
    expect(previous).toBeDefined();
    expect((await get(consultant, `/logging/detail/${previous}`)).status).toBe(200);
    const requestLink = /href="(\/logging\/aanvraag\/[^"]+)"/.exec(html)?.[1] ?? '';
    expect(text).toContain('Alle raadplegingen van deze aanvraag');
    const request = await get(consultant, requestLink.replace(/&amp;/g, '&'));
    expect(request.status).toBe(200);
    const requestHtml = await request.text();
    expect(requestHtml).toContain(`href="/logging/detail/${reference}"`);
    expect(textOf(requestHtml)).toContain('Bart Claes');
    const english = await get(consultant, `/en/logging/detail/${reference}`);
    expect(textOf(await english.text())).toContain('Link intact');
  });

  it('answers an unknown entry or request 404, a value that cannot be one too', async () => {
    expect((await get(consultant, `/logging/detail/${randomUUID()}`)).status).toBe(404);
    expect((await get(consultant, '/logging/detail/not-a-reference')).status).toBe(404);
    expect((await get(consultant, `/logging/aanvraag/${randomUUID()}`)).status).toBe(404);
  });
});

describe("docs/demo-data.md's legal log searches", () => {
  it('find what the document says they find', async () => {
    const rows = [
      ...demoDataSection('Legal log').matchAll(/\| `(\/logging\?[^`]+)` +\| ([^|]+)\|/g),
    ];
    expect(rows).toHaveLength(3);
    for (const [, path = '', finds = ''] of rows) {
      const found = await search(path.replace('/logging?zoeken=1&', ''));
      expect(found.status, path).toBe(200);
      const least = /at least (\d+)/.exec(finds)?.[1];
      expect(found.count, path).toBeGreaterThanOrEqual(least === undefined ? 1 : Number(least));
      const masked = /masked as (\S+)/.exec(finds)?.[1];
      if (masked) expect(found.text, path).toContain(masked);
    }
  });
});

describe('input the form refuses', () => {
  it('answers 400 with the rule’s message in the screen’s language, asking nothing', async () => {
    const cases: [string, string, string][] = [
      [
        `onderwerpSoort=Insz&onderwerp=60111842285`,
        'Het controlegetal klopt niet',
        'The check digits are not correct',
      ],
      [
        'onderwerpSoort=Nrplaat&onderwerp=ABC-DEF',
        'Gelieve een geldige nummerplaat op te geven',
        'Please enter a valid number plate',
      ],
      [
        'onderwerpSoort=CapaKey&onderwerp=44021A',
        'Gelieve een geldige capakey op te geven',
        'Please enter a valid capakey',
      ],
      [
        'onderwerpSoort=KboNummer&onderwerp=0424871481',
        'Gelieve een geldig KBO nummer op te geven',
        'Please enter a valid enterprise (KBO) number',
      ],
      [
        'van=02.03.2025&tot=01.03.2025',
        'Het einde van de periode mag niet voor het begin liggen',
        'The end of the period cannot be before its start',
      ],
      [
        'vanUur=25:00&van=01.03.2025',
        'Gelieve een geldig uur op te geven',
        'Please enter a valid time',
      ],
      ['referte=abc', 'Gelieve een geldige referte op te geven', 'Please enter a valid reference'],
      [
        'correlatieId=a%20b',
        'Gelieve een geldige correlatie-id',
        'Please enter a valid correlation id',
      ],
      ['gebruiker=Insz%3A60111842284', 'Deze waarde is niet geldig', 'This value is not valid'],
    ];
    for (const [query, dutch, english] of cases) {
      const nl = await search(query);
      expect(nl.status, query).toBe(400);
      // After the field's name, the message starts in lower case.
      expect(nl.text.toLowerCase(), query).toContain(dutch.toLowerCase());
      const en = await search(query, 'en');
      expect(en.status, query).toBe(400);
      expect(en.text.toLowerCase(), query).toContain(english.toLowerCase());
    }
  });

  it('never answers a 500 to values written by hand', async () => {
    for (const query of [
      'referte=%00',
      `onderwerp=${'x'.repeat(5000)}&onderwerpSoort=PersoonsIdentificatie`,
      'skip=999999&orderBy=hack&order=Sideways',
      'sorteer=tijdstip:Asc&van=99.99.9999',
      'organisatie=%E2%80%AE&register=%0A',
    ]) {
      const answer = await search(query);
      expect(answer.status, query).toBeLessThan(500);
    }
  });
});

describe('another role', () => {
  it('is refused every screen and endpoint of the legal log', async () => {
    const reference = entry?.reference ?? randomUUID();
    for (const path of [
      '/logging',
      '/logging?zoeken=1',
      `/logging/detail/${reference}`,
      `/logging/aanvraag/${randomUUID()}`,
      '/en/logging',
      '/api/logging/rapporten',
      `/api/logging/rapport?id=${randomUUID()}`,
    ]) {
      const response = await get(administrator, path);
      // The screens' rule: the profile choice, saying the profile may not open this screen.
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toMatch(/profielselectie|profileselection/);
    }
    const posted = await post(administrator, '/logging?zoeken=1', { formaat: 'xlsx' });
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toMatch(/profielselectie/);
  });
});

describe('an audit report', () => {
  it('is asked of the search shown, listed while made, and downloaded with exactly its entries', async () => {
    const query = `zoeken=1&finaliteit=${encodeURIComponent(purpose)}`;
    const asked = await post(consultant, `/logging?${query}`, {
      formaat: 'xlsx',
      sleutel: randomUUID(),
    });
    expect(asked.status).toBe(302);
    expect(asked.headers.get('location')).toBe(`/logging?${query}#rapporten`);
    const page = textOf(await (await get(consultant, `/logging?${query}`)).text());
    expect(page).toContain('Rapport aangevraagd');
    const ready = await until('the report to be ready', async () => {
      const answer = await get(consultant, '/api/logging/rapporten');
      const reports = (await answer.json()) as {
        auditRapportId: string;
        status: string;
        formaat: string;
        aantal: number | null;
      }[];
      const report = reports[0];
      return report?.status === 'Klaar' ? report : null;
    });
    expect(ready.formaat).toBe('xlsx');
    expect(ready.aantal).toBe(1);
    const file = await get(consultant, `/api/logging/rapport?id=${ready.auditRapportId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename=.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const cells: string[] = [];
    let formulas = 0;
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
          cells.push(String(cell.text));
        }),
      ),
    );
    expect(formulas).toBe(0);
    expect(cells.join(' ')).toContain(entry?.reference ?? '');
    // Another user's report, or one nobody has: not found.
    expect((await get(consultant, `/api/logging/rapport?id=${randomUUID()}`)).status).toBe(404);
  });

  it('is followed while it is made: the progress, a refresh without JavaScript, not ready to download', async () => {
    // A report held by this test's transaction: the worker skips a locked row, so it stays in the
    // making until the transaction ends.
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    const id = randomUUID();
    try {
      await client.query(
        `INSERT INTO legal_log_reports (id, owner_subject, owner_name, organisation_code, role_uri,
           correlation_id, language, format, filters, status)
         VALUES ($1, 'demo-els.jacobs', 'Els Jacobs', 'OVO100004',
           'urn:backoffice:rol:Veiligheidsconsulent:OVO100004', $2, 'nl', 'pdf', '{}', 'InBehandeling')`,
        [id, randomUUID()],
      );
      await client.query('BEGIN');
      await client.query('SELECT id FROM legal_log_reports WHERE id = $1 FOR UPDATE', [id]);
      const html = await (await get(consultant, '/logging?zoeken=1')).text();
      expect(textOf(html)).toContain('Er wordt een rapport gemaakt');
      expect(html).toContain('<meta http-equiv="refresh" content="3; url=/logging?zoeken=1"');
      expect(html).toMatch(/<a [^>]*href="\/logging\?zoeken=1"[^>]*>Lijst vernieuwen<\/a>/);
      const early = await get(consultant, `/api/logging/rapport?id=${id}`);
      expect(early.status).toBe(302);
      expect(textOf(await (await get(consultant, '/logging')).text())).toContain(
        'Rapport nog niet klaar',
      );
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });

  it('refuses an unknown format or a search the form refuses, and a post from another site', async () => {
    expect((await post(consultant, '/logging?zoeken=1', { formaat: 'docx' })).status).toBe(400);
    expect(
      (await post(consultant, '/logging?zoeken=1&referte=abc', { formaat: 'xlsx' })).status,
    ).toBe(400);
    expect(
      (
        await post(
          consultant,
          '/logging?zoeken=1',
          { formaat: 'xlsx' },
          'https://elsewhere.example',
        )
      ).status,
    ).toBe(403);
  });
});

// Last in this file: it breaks the chain of this test's database.
describe('an entry changed in the database', () => {
  it('is shown as the chain broken at that entry, on the search and on the entry', async () => {
    expect(entry).toBeDefined();
    const reference = entry?.reference ?? '';
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const changed = await client.query(
        "UPDATE legal_log SET outcome = 'niet gevonden' WHERE server_id = $1",
        [reference],
      );
      expect(changed.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    const found = await search(`finaliteit=${encodeURIComponent(purpose)}`);
    expect(found.status).toBe(200);
    expect(found.text).toMatch(/Keten verbroken bij de registratie van \d{2}\.\d{2}\.\d{4}/);
    expect(found.text).not.toMatch(/Keten intact/);
    expect(found.html).toMatch(new RegExp(`href="/logging/detail/${reference}"`));
    const detail = textOf(await (await get(consultant, `/logging/detail/${reference}`)).text());
    expect(detail).toContain('Schakel verbroken: de registratie past niet bij de vorige');
  });
});

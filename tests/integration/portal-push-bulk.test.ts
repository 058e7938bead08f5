// A notification sent by file over HTTP, against the built portal and its embedded backend on a
// fresh PostgreSQL database, as dirk.maes (Documentendienst, Stad Rivierstad): the screen with its
// template in both languages, reached from the notifications' start page; a csv under an .xlsx
// name refused, nothing stored; a file with bad lines stored with its lines marked and its error
// file, and not sent; a file whose every line has content of its own sent as it is, followed to
// its end through the panel's poll, its result a workbook with each line's outcome and its page
// leading to the notification; a file with a line without content of its own, sent only with the
// content common to the file; another profile turned away from the screens and their files.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobProgressSchema, type BulkJobProgress } from '@contracts/bulk';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { pageText, postOnOwnConnection, storedFileIdOf } from '../support/bulk-upload';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import { formulaCsv } from '../support/hostile-files';
import type { CookieJar } from '../support/http-sign-in';
import { startPortal, type PortalProcess } from '../support/portal-process';

const screen = '/notificatie/bulk';
const resultScreen = '/notificatie/bulk/resultaat';
const files = '/api/notificatie/bulk/bestand';
const jobs = '/api/notificatie/bulk/opdracht';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header = [
  'Rijksregisternummer',
  'Titel (Nederlands)',
  'Bericht (Nederlands)',
  'Titel (Frans)',
  'Bericht (Frans)',
  'Titel (Engels)',
  'Bericht (Engels)',
];

/**
 * Stad Rivierstad's members of docs/demo-data.md: Jules Peeters (a removed device and an active
 * one), Stien Verheyen (two active devices); and a valid national number that is no member.
 */
const jules = '01.06.07-491.70';
const stien = '00.01.22-546.91';
const noMember = '85073003328';

/** A line: the national number, then the Dutch title and message when given. */
const line = (insz: string, titel = '', bericht = '') => [insz, titel, bericht];

async function workbook(rows: readonly string[][], titles = header): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow([...titles]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readWorkbook(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

let database: TestDatabase;
let portal: PortalProcess;
let db: pg.Client;
let dirk: CookieJar;
let kadaster: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase('full');
  portal = await startPortal({
    DATABASE_URL: database.url,
    HASH_SECRET: 'push-bulk-test-hash-secret-long-enough',
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
  [dirk, kadaster] = await Promise.all([
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

async function post(path: string, body: URLSearchParams, jar = dirk) {
  const response = await fetch(`${portal.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: { cookie: jar.header(), origin: portal.url },
  });
  jar.store(response);
  return response;
}

/** Uploads a file as the upload form sends it, on a connection of its own. */
function upload(bytes: Buffer | Uint8Array, name = 'leden.xlsx', jar = dirk): Promise<Response> {
  const form = new FormData();
  form.append('bestand', new Blob([new Uint8Array(bytes)], { type: xlsxType }), name);
  return postOnOwnConnection(`${portal.url}${screen}`, form, {
    cookie: jar.header(),
    origin: portal.url,
  });
}

const text = pageText;
const fileIdOf = (response: Response) => storedFileIdOf(response, portal.url);

const count = async (table: string) =>
  Number((await db.query<{ count: string }>(`SELECT count(*) FROM ${table}`)).rows[0]?.count);

const poll = (jobId: string, times: number, jar = dirk) =>
  get(`${jobs}?opdracht=${jobId}&poll=${times}`, jar);

async function finished(jobId: string): Promise<BulkJobProgress> {
  const deadline = Date.now() + 60_000;
  for (let times = 1; ; times += 1) {
    const response = await poll(jobId, times);
    expect(response.status).toBe(200);
    const job = bulkJobProgressSchema.parse(await response.json());
    if (job.status === 1) return job;
    if (Date.now() > deadline) throw new Error('the job did not finish in a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The job id of the result page a send leads to. */
function jobOf(sent: Response): string {
  expect(sent.status).toBe(302);
  const location = new URL(sent.headers.get('location') ?? '', portal.url);
  expect(location.pathname).toBe(resultScreen);
  return location.searchParams.get('opdracht') ?? '';
}

describe('sending a notification by file', () => {
  it('is reached from the notifications, with its template in both languages', async () => {
    const start = await text(await get('/notificatie'));
    expect(start).toContain('Via een bestand versturen');
    expect(await (await get('/notificatie')).text()).toContain(`href="${screen}"`);

    const page = await get(screen);
    expect(page.status).toBe(200);
    const body = await text(page);
    expect(body).toContain('Melding versturen via bestand');
    expect(body).toContain('Sjabloon downloaden');
    expect(body).toContain('Titel (Nederlands)');

    const dutch = await get(`${files}?sjabloon=1&taal=nl`);
    expect(dutch.status).toBe(200);
    expect(dutch.headers.get('content-type')).toBe(xlsxType);
    expect(dutch.headers.get('content-disposition')).toContain('sjabloon-pushnotificaties.xlsx');
    const rows = await readWorkbook(await dutch.arrayBuffer());
    expect(rows[0]).toEqual(header);
    expect(rows[1]?.slice(0, 3)).toEqual([
      '00012254691',
      'Uw paspoort ligt klaar',
      'U kunt uw paspoort afhalen aan het loket Burgerzaken.',
    ]);
    const english = await get(`${files}?sjabloon=1&taal=en`);
    expect(english.headers.get('content-disposition')).toContain(
      'template-push-notifications.xlsx',
    );
    expect((await readWorkbook(await english.arrayBuffer()))[0]?.slice(0, 3)).toEqual([
      'National number',
      'Title (Dutch)',
      'Message (Dutch)',
    ]);
  });

  it('refuses a csv under an .xlsx name on the form, and stores nothing', async () => {
    const before = await count('bulk_files');
    const answer = await upload(formulaCsv());
    expect(answer.status).toBe(400);
    const body = await text(answer);
    expect(body).toContain('Enkel Excel-bestanden (xlsx) zijn toegelaten');
    expect(body).toContain('Bestand controleren');
    expect(await count('bulk_files')).toBe(before);
  });

  it('marks bad lines, gives the error file, and does not send', async () => {
    const notifications = await count('push_notifications');
    const id = fileIdOf(
      await upload(
        await workbook([
          line(jules, 'Uw paspoort', 'Het ligt klaar.'),
          line('01.06.07-491.71'),
          line(stien, 'Alleen een titel'),
          line('12345'),
          line('01060749170'),
        ]),
        'fouten.xlsx',
      ),
    );
    const page = await get(`${screen}?bestand=${id}`);
    expect(page.status).toBe(200);
    const body = await text(page);
    expect(body).toContain('Gevalideerd met fouten');
    expect(body).toContain('4 van de 5 lijnen bevatten fouten');
    expect(body).toContain('Het controlegetal klopt niet');
    expect(body).toContain('Bericht (Nederlands)');
    expect(body).toContain(
      'Dit rijksregisternummer staat al op een eerdere regel van het bestand.',
    );
    expect(body).not.toContain('Verzenden');

    const download = await get(`${files}?bestand=${id}&taal=nl`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(xlsxType);
    const rows = await readWorkbook(await download.arrayBuffer());
    expect(rows[0]).toEqual([...header, 'Fouten']);
    expect(rows[2]?.at(-1)).toContain('Het controlegetal klopt niet');

    // Such a file is not sent: its page again, and no notification made.
    const sent = await post(screen, new URLSearchParams({ intent: 'send', bestand: id }));
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toContain(`bestand=${id}`);
    expect(await count('push_notifications')).toBe(notifications);
  });

  it('sends a file whose every line has its own content, and leads to its notification', async () => {
    const id = fileIdOf(
      await upload(
        await workbook([
          line(jules, 'Uw paspoort ligt klaar', 'U kunt het afhalen aan het loket.'),
          line(noMember, 'Uw rijbewijs', 'Het ligt klaar.'),
        ]),
        'eigen inhoud.xlsx',
      ),
    );
    const page = await text(await get(`${screen}?bestand=${id}`));
    expect(page).toContain('Alle 2 lijnen zijn in orde');
    expect(page).toContain('Elke regel heeft een eigen inhoud');
    expect(page).not.toContain('Inhoud voor het hele bestand');

    const jobId = jobOf(await post(screen, new URLSearchParams({ intent: 'send', bestand: id })));
    const job = await finished(jobId);
    expect(job).toMatchObject({ itemCount: 2, jobDescription: 'eigen inhoud.xlsx' });
    expect(job.statusProgress).toContainEqual({ status: 404, amount: 1 });

    // Sent again: the job it has.
    const again = await post(screen, new URLSearchParams({ intent: 'send', bestand: id }));
    expect(jobOf(again)).toBe(jobId);

    const result = await get(`${resultScreen}?opdracht=${jobId}`);
    expect(result.status).toBe(200);
    const html = await result.text();
    expect(html).toContain('Resultaat downloaden');
    const notification = await db.query<{ id: string }>(
      'SELECT id FROM push_notifications WHERE job_id = $1',
      [jobId],
    );
    expect(html).toContain(`/notificatie/melding/${notification.rows[0]?.id}`);

    const download = await get(`${jobs}?opdracht=${jobId}&download=resultaat&taal=nl`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(xlsxType);
    const rows = await readWorkbook(await download.arrayBuffer());
    expect(rows[0]?.slice(-3)).toEqual(['Status', 'Melding', 'Toestellen']);
    expect(rows[2]?.slice(-3)).toEqual([
      '404',
      'Er is geen lid van uw organisatie met dit rijksregisternummer.',
      '',
    ]);

    const list = await text(await get(screen));
    expect(list).toContain('Resultaat van eigen inhoud.xlsx downloaden');
  }, 90_000);

  it('sends a file with a line without content of its own only with the common content', async () => {
    const id = fileIdOf(
      await upload(
        await workbook([
          line(jules, 'Uw paspoort ligt klaar', 'Het ligt aan het loket.'),
          line(stien),
        ]),
        'half eigen inhoud.xlsx',
      ),
    );
    const fileScreen = `${screen}?bestand=${id}`;
    const page = await text(await get(fileScreen));
    expect(page).toContain('Inhoud voor het hele bestand');
    expect(page).toContain('1 van de 2 regels heeft geen eigen inhoud');
    expect(page).toContain('Titel (Nederlands)');

    // Without it, or with a message that breaks the editor's rules: refused on the form, the
    // file's page again with what was typed, and nothing sent.
    const notifications = await count('push_notifications');
    const empty = await post(fileScreen, new URLSearchParams({ intent: 'send', bestand: id }));
    expect(empty.status).toBe(400);
    const refused = await text(empty);
    expect(refused).toContain('Controle van half eigen inhoud.xlsx');
    expect(refused).toContain('Titel (Nederlands): dit veld is verplicht');
    const withScript = await post(
      fileScreen,
      new URLSearchParams({
        intent: 'send',
        bestand: id,
        'nl.titel': 'Loket gesloten',
        'nl.bericht': '<p>Kijk</p><script>alert(1)</script>',
        'nl.berichtFormat': 'html',
      }),
    );
    expect(withScript.status).toBe(400);
    const scriptPage = await withScript.text();
    expect(scriptPage).toContain('value="Loket gesloten"');
    expect(scriptPage).not.toContain('<script>alert(1)');
    expect(await count('push_notifications')).toBe(notifications);

    const sent = await post(
      fileScreen,
      new URLSearchParams({
        intent: 'send',
        bestand: id,
        'nl.titel': 'Loket gesloten',
        'nl.bericht': 'Het loket Burgerzaken is maandag gesloten.',
        'nl.berichtFormat': 'text',
      }),
    );
    const jobId = jobOf(sent);
    const job = await finished(jobId);
    expect(job.itemCount).toBe(2);
    const made = await db.query<{ title: string; content_per_line: boolean }>(
      'SELECT title, content_per_line FROM push_notifications WHERE job_id = $1',
      [jobId],
    );
    expect(made.rows).toEqual([{ title: 'Loket gesloten', content_per_line: true }]);
  }, 90_000);

  it('turns another profile away, and answers a job that is nobody’s as not found', async () => {
    const refused = await get(screen, kadaster);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toContain('/profielselectie');
    expect((await get(`${files}?sjabloon=1`, kadaster)).status).toBe(302);
    expect(
      (await get(`${jobs}?opdracht=00000000-0000-4000-8000-000000000000`, kadaster)).status,
    ).toBe(302);
    expect((await get(resultScreen, kadaster)).status).toBe(302);

    const nobody = '00000000-0000-4000-8000-000000000000';
    const notFound = await get(`${resultScreen}?opdracht=${nobody}`);
    expect(notFound.status).toBe(404);
    expect(await text(notFound)).toContain('Opdracht niet gevonden');
    expect((await get(resultScreen)).status).toBe(404);
    expect((await get(`${screen}?bestand=geen-id`)).status).toBe(404);
    const answer = await poll(nobody, 1);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 404 });
  });
});

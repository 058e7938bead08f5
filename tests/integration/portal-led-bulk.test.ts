// The LED bulk screens over HTTP, against the built portal and its embedded backend on a fresh
// PostgreSQL database: a refused upload (11 MB, 1001 lines, a csv under an .xlsx name, a zip bomb,
// a corrupt workbook) shows its message and stores nothing; a file with bad lines is stored with
// them marked and its error file; a clean file is sent, its job runs to the end and its result
// file has a status column; another user's file and job are not found; the panel's poll answers
// JSON.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobProgressSchema, type BulkJobProgress } from '@contracts/bulk';
import { bulkHistoryCorrelationPrefix } from '../../backend/bulk/history-seed';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { pageText, postOnOwnConnection, storedFileIdOf } from '../support/bulk-upload';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import { formulaCsv, zipBomb } from '../support/hostile-files';
import type { CookieJar } from '../support/http-sign-in';
import { inszBornIn1940 } from '../support/national-numbers';
import { startPortal, type PortalProcess } from '../support/portal-process';

const screen = '/leer_en_ervaring/toevoegen/via_bestand';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header = [
  'INSZ',
  'Categorie',
  'Bewijstype',
  'Bewijsstaat',
  'Titel',
  'Studierichting',
  'Instelling',
  'Instellingsnummer',
  'Instantie',
  'Niveau',
  'Uitreikingsdatum',
  'Geldig vanaf',
  'Geldig tot',
];

/** People of docs/demo-data.md, and a number the population does not know. */
const rita = '60111842284';
const christine = '74031324072';
const unknown = '85073003328';

function line(insz: string, title: string, cells: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    INSZ: insz,
    Categorie: 'HO',
    Bewijstype: 'Diploma',
    Bewijsstaat: 'EIND',
    Titel: title,
    Studierichting: 'Informatica',
    Instelling: 'Hogeschool Gent',
    Instellingsnummer: '12345',
    Instantie: 'HOGESCHOOL',
    Niveau: '6',
    Uitreikingsdatum: '30.06.2020',
    'Geldig vanaf': '30.06.2020',
    'Geldig tot': '',
    ...cells,
  };
  return header.map((title) => values[title] ?? '');
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow(header);
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
let frank: CookieJar;
let other: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase('full');
  portal = await startPortal({
    DATABASE_URL: database.url,
    HASH_SECRET: 'led-bulk-test-hash-secret-long-enough',
    RATE_LIMIT_GENERAL: '1000000',
    RATE_LIMIT_MUTATIONS: '1000000',
  });
  const profiles = demoProfiles({ full: true });
  const as = (login: string) => {
    const profile = profiles.find(
      (candidate) => candidate.login === login && candidate.roleKey === 'Led',
    );
    if (!profile) throw new Error(`no LED profile for ${login}`);
    return sessionFor(portal.url, profile);
  };
  [frank, other] = await Promise.all([as('frank.willems'), as('demo')]);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  // The synthetic bulk history (backend/bulk/history-seed.ts) gives frank.willems finished jobs of
  // his own; this file follows a user who has sent none yet, so its clone goes without them.
  await db.query(
    `with gone as (delete from bulk_jobs where correlation_id like $1 returning file_id)
    delete from bulk_files where id in (select file_id from gone)`,
    [`${bulkHistoryCorrelationPrefix}%`],
  );
}, 120_000);

afterAll(async () => {
  await db?.end();
  await portal?.stop();
  await database?.drop();
});

async function get(path: string, jar = frank) {
  const response = await fetch(`${portal.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' },
  });
  jar.store(response);
  return response;
}

async function post(path: string, body: FormData | URLSearchParams, jar = frank) {
  const response = await fetch(`${portal.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: { cookie: jar.header(), origin: portal.url },
  });
  jar.store(response);
  return response;
}

/**
 * Uploads a file as the upload form sends it, on a connection of its own: the portal may answer
 * an oversized upload before it has all of it, and that connection is then not used again.
 */
async function upload(bytes: Buffer | Uint8Array, name = 'bewijzen.xlsx'): Promise<Response> {
  const form = new FormData();
  form.append('bestand', new Blob([new Uint8Array(bytes)], { type: xlsxType }), name);
  return postOnOwnConnection(`${portal.url}${screen}`, form, {
    cookie: frank.header(),
    origin: portal.url,
  });
}

const storedFiles = async () =>
  Number((await db.query<{ count: string }>('SELECT count(*) FROM bulk_files')).rows[0]?.count);

const text = pageText;

const fileIdOf = (response: Response) => storedFileIdOf(response, portal.url);

async function poll(jobId: string, count: number, jar = frank) {
  return get(`/api/led/bulk/opdracht?opdracht=${jobId}&poll=${count}`, jar);
}

async function finished(jobId: string): Promise<BulkJobProgress> {
  const deadline = Date.now() + 60_000;
  for (let count = 1; ; count += 1) {
    const response = await poll(jobId, count);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const job = bulkJobProgressSchema.parse(await response.json());
    if (job.status === 1) return job;
    if (Date.now() > deadline) throw new Error('the job did not finish in a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the LED bulk upload screen', () => {
  it('shows the upload form, the template and no jobs yet', async () => {
    const page = await get(screen);
    expect(page.status).toBe(200);
    const body = await text(page);
    expect(body).toContain('Bewijzen toevoegen via bestand');
    expect(body).toContain('Sjabloon downloaden');
    expect(body).toContain('U heeft nog geen opdrachten verzonden.');

    const template = await get('/api/led/bulk/bestand?sjabloon=1&taal=nl');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toBe(xlsxType);
    expect(template.headers.get('content-disposition')).toContain(
      'sjabloon-leer-en-ervaringsbewijzen.xlsx',
    );
    const rows = await readWorkbook(await template.arrayBuffer());
    expect(rows[0]).toEqual(header);
    expect(rows).toHaveLength(2);

    const english = await get('/api/led/bulk/bestand?sjabloon=1&taal=en');
    expect((await readWorkbook(await english.arrayBuffer()))[0]?.slice(0, 3)).toEqual([
      'INSZ',
      'Category',
      'Proof type',
    ]);
  });

  it.each<[string, () => Promise<Response>, string]>([
    [
      'a file of 11 MB',
      () => upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(11_000_000, 0x20)])),
      'Het bestand mag maximum 10 MB groot zijn',
    ],
    [
      '1001 lines',
      async () =>
        upload(await workbook(Array.from({ length: 1001 }, (_, index) => line(rita, `T${index}`)))),
      'Het bestand mag maximum 1000 lijnen bevatten',
    ],
    [
      'a csv renamed .xlsx',
      () => upload(formulaCsv()),
      'Enkel Excel-bestanden (xlsx) zijn toegelaten',
    ],
    [
      'a zip bomb',
      () => upload(zipBomb(256)),
      'Het bestand is uitgepakt groter dan 40 MB: is het een geldig Excel-bestand?',
    ],
    [
      'a corrupt workbook',
      async () => {
        const bytes = await workbook([line(rita, 'Diploma')]);
        return upload(bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      },
      'Het bestand kon niet gelezen worden: is het een geldig Excel-bestand?',
    ],
    [
      'a sheet without the issue date',
      async () => {
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Gegevens');
        sheet.addRow(header.filter((title) => title !== 'Uitreikingsdatum'));
        sheet.addRow(line(rita, 'Diploma').slice(0, 10));
        return upload(Buffer.from(await book.xlsx.writeBuffer()));
      },
      'De kolom ‘Uitreikingsdatum’ ontbreekt in de titelrij van het bestand: gebruik het sjabloon',
    ],
  ])('refuses %s with its message, and stores nothing', async (_label, send, message) => {
    const before = await storedFiles();
    const answer = await send();
    expect(answer.status).toBe(400);
    const body = await text(answer);
    expect(body).toContain(message);
    expect(body).toContain('Bestand controleren');
    expect(await storedFiles()).toBe(before);
  });

  it('stores a file with bad lines, marks them and gives the error file', async () => {
    const before = await storedFiles();
    const id = fileIdOf(
      await upload(
        await workbook([
          line(rita, 'Goed'),
          line('60111842285', 'Fout nummer'),
          line(christine, 'Onbekende categorie', { Categorie: 'Kleuteronderwijs' }),
          line(christine, 'Buiten de periode', { 'Geldig vanaf': '01.07.2020' }),
        ]),
      ),
    );
    expect(await storedFiles()).toBe(before + 1);

    const page = await get(`${screen}?bestand=${id}`);
    expect(page.status).toBe(200);
    const body = await text(page);
    expect(body).toContain('Gevalideerd met fouten');
    expect(body).toContain('3 van de 4 lijnen bevatten fouten');
    expect(body).toContain('INSZ : Het controlegetal klopt niet');
    expect(body).toContain('Categorie : Onbekende waarde');
    expect(body).toContain(
      'Uitreikingsdatum : De uitreikingsdatum moet binnen de geldigheidsperiode van het bewijs liggen',
    );
    expect(body).toContain('Foutenbestand downloaden');
    expect(body).not.toContain('Verzenden');

    const download = await get(`/api/led/bulk/bestand?bestand=${id}&taal=nl`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(xlsxType);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const rows = await readWorkbook(await download.arrayBuffer());
    // The same sheet, every line at its row, and a column with the findings.
    expect(rows[0]?.slice(0, header.length)).toEqual(header);
    expect(rows[0]).toHaveLength(header.length + 1);
    expect(rows).toHaveLength(5);
    expect(rows[2]?.at(-1)).toContain('Het controlegetal klopt niet');
    expect(rows[1]?.length).toBeLessThanOrEqual(header.length + 1);

    // Such a file cannot be sent.
    const send = await post(screen, new URLSearchParams({ intent: 'send', bestand: id }));
    expect(send.status).toBe(302);
    expect(send.headers.get('location')).toContain(`bestand=${id}`);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('sends a clean file: its job runs to the end, its result has a status column', async () => {
    const id = fileIdOf(
      await upload(
        await workbook([
          line(rita, 'Bachelor in de vroedkunde'),
          line(christine, 'Getuigschrift lassen', {
            Bewijstype: 'Getuigschrift',
            Instantie: 'CVO',
            'Geldig tot': '31.12.2030',
          }),
          line(unknown, 'Onbekende houder'),
        ]),
      ),
    );
    const page = await text(await get(`${screen}?bestand=${id}`));
    expect(page).toContain('Gevalideerd');
    expect(page).toContain('Alle 3 lijnen zijn in orde');

    const sent = await post(screen, new URLSearchParams({ intent: 'send', bestand: id }));
    expect(sent.status).toBe(302);
    const location = sent.headers.get('location') ?? '';
    const jobId = /\/resultaat\/([0-9a-f-]{36})$/.exec(location)?.[1] ?? '';
    expect(jobId).not.toBe('');

    const job = await finished(jobId);
    expect(job).toMatchObject({ itemCount: 3, jobDescription: 'bewijzen.xlsx', status: 1 });
    const amount = (status: number) =>
      job.statusProgress.find((entry) => entry.status === status)?.amount ?? 0;
    expect(amount(200)).toBe(2);
    expect(amount(404)).toBe(1);

    const result = await get(`/leer_en_ervaring/toevoegen/via_bestand/resultaat/${jobId}`);
    expect(result.status).toBe(200);
    const resultText = await text(result);
    expect(resultText).toContain('Verwerking voltooid');
    expect(resultText).toContain('Resultaat downloaden');
    expect(resultText).toContain('Metadata downloaden');

    const download = await get(
      `/api/led/bulk/opdracht?opdracht=${jobId}&download=resultaat&taal=nl`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(xlsxType);
    const rows = await readWorkbook(await download.arrayBuffer());
    expect(rows[0]?.slice(0, header.length)).toEqual(header);
    expect(rows[0]?.length).toBeGreaterThan(header.length);
    expect(rows[0]?.slice(header.length).join(' ')).toMatch(/Status/i);
    expect(rows.map((row) => row[header.length])).toEqual([
      expect.stringMatching(/Status/i),
      '200',
      '200',
      '404',
    ]);

    const metadata = await post(
      '/api/led/bulk/opdracht',
      new URLSearchParams({ opdracht: jobId, taal: 'nl' }),
    );
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toBe(xlsxType);
    expect((await readWorkbook(await metadata.arrayBuffer())).length).toBe(3);

    // The job is in the user's list, with its counts and its result.
    const list = await text(await get(screen));
    expect(list).toContain('Uw eerdere opdrachten');
    expect(list).toContain('Resultaat van bewijzen.xlsx downloaden');

    // Another user (the demo account's LED profile) finds neither the file nor the job.
    const theirs = await get(`/leer_en_ervaring/toevoegen/via_bestand/resultaat/${jobId}`, other);
    expect(theirs.status).toBe(404);
    expect(await text(theirs)).toContain('Opdracht niet gevonden');
    expect((await poll(jobId, 1, other)).status).toBe(404);
    expect(
      (await get(`/api/led/bulk/opdracht?opdracht=${jobId}&download=resultaat`, other)).status,
    ).toBe(404);
    const theirFile = await get(`${screen}?bestand=${id}`, other);
    expect(theirFile.status).toBe(404);
    expect(await text(theirFile)).toContain('Bestand niet gevonden');
    expect((await get(`/api/led/bulk/bestand?bestand=${id}`, other)).status).toBe(404);
    const theirSend = await post(
      screen,
      new URLSearchParams({ intent: 'send', bestand: id }),
      other,
    );
    expect(theirSend.status).toBe(302);
    expect(theirSend.headers.get('location')).toContain(`bestand=${id}`);
    expect(await text(await get(screen, other))).toContain(
      'U heeft nog geen opdrachten verzonden.',
    );
  }, 90_000);

  it('takes a clean file of the most lines allowed, 1000: all in order, all sent, a result row each', async () => {
    // Every tenth line a person of docs/demo-data.md, the others numbers the population lacks.
    const known = [rita, christine];
    const lines = Array.from({ length: 1000 }, (_, index) =>
      line(
        index % 10 === 0 ? (known[(index / 10) % known.length] ?? rita) : inszBornIn1940(index),
        `Beroepskwalificatie Heftruck ${index + 1}`,
      ),
    );
    const id = fileIdOf(await upload(await workbook(lines), 'bewijzen-1000.xlsx'));
    expect(await text(await get(`${screen}?bestand=${id}`))).toContain(
      'Alle 1000 lijnen zijn in orde',
    );

    const sent = await post(screen, new URLSearchParams({ intent: 'send', bestand: id }));
    expect(sent.status).toBe(302);
    const jobId = /\/resultaat\/([0-9a-f-]{36})$/.exec(sent.headers.get('location') ?? '')?.[1];
    const job = await finished(jobId ?? '');
    expect(job.itemCount).toBe(1000);
    const amount = (status: number) =>
      job.statusProgress.find((entry) => entry.status === status)?.amount ?? 0;
    // Every line was valid: each proof was registered, or its person is not known; none failed.
    expect(amount(200)).toBeGreaterThanOrEqual(100);
    expect(amount(200) + amount(404)).toBe(1000);

    const rows = await readWorkbook(
      await (
        await get(`/api/led/bulk/opdracht?opdracht=${jobId}&download=resultaat&taal=nl`)
      ).arrayBuffer(),
    );
    expect(rows).toHaveLength(1001);
    expect(rows.slice(1).filter((row) => row[header.length] === '200')).toHaveLength(amount(200));
  }, 120_000);

  it('answers an id that is nobody’s, or no id at all, as not found', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/leer_en_ervaring/toevoegen/via_bestand/resultaat/${nobody}`)).status).toBe(
      404,
    );
    expect((await get('/leer_en_ervaring/toevoegen/via_bestand/resultaat/geen-id')).status).toBe(
      404,
    );
    expect((await get(`${screen}?bestand=geen-id`)).status).toBe(404);
    const pollAnswer = await poll(nobody, 1);
    expect(pollAnswer.status).toBe(404);
    expect(await pollAnswer.json()).toEqual({ code: 404 });
  });
});

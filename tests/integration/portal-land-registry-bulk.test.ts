// The land registry bulk screens over HTTP, against the built portal and its embedded backend on
// a fresh PostgreSQL database, as carla.desmet (Kadaster): the two modes as tabs with their
// templates; hostile uploads (11 MB, 1001 lines, a csv under an .xlsx name, a zip bomb, a
// workbook named .csv) refused with their message, nothing stored; a file with bad lines and
// formula cells stored with its lines marked and a neutralised error file, and not sent; a clean
// ownership file sent, followed to its end through the panel's poll, its result a workbook of the
// owners without formula cells and its lines in the legal log; a parcel file search; another
// profile (GAS-boetes) turned away from the screens and their files.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobProgressSchema, type BulkJobProgress } from '@contracts/bulk';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { pageText, postOnOwnConnection, storedFileIdOf } from '../support/bulk-upload';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import { formulaCsv, workbook as rawWorkbook, zipBomb } from '../support/hostile-files';
import type { CookieJar } from '../support/http-sign-in';
import { startPortal, type PortalProcess } from '../support/portal-process';

const screen = '/kadaster/via_bestand';
const files = '/api/kadaster/bulk/bestand';
const jobs = '/api/kadaster/bulk/opdracht';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ownershipHeader = ['Capakey of eigenaar'];
const parcelHeader = ['Capakey', 'Gemeente (NIS-code)', 'Afdeling', 'Sectie', 'Perceelnummer'];

/** The featured parcels and owners of docs/demo-data.md. */
const joint = '44021A0041/00A000';
const rita = '60.11.18-422.84';
const vrancken = '0785.196.984';

async function workbook(header: readonly string[], rows: readonly string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readWorkbook(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  let formulas = 0;
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
    });
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return { rows, formulas };
}

let database: TestDatabase;
let portal: PortalProcess;
let db: pg.Client;
let carla: CookieJar;
let gas: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase('full');
  portal = await startPortal({
    DATABASE_URL: database.url,
    HASH_SECRET: 'land-registry-bulk-test-hash-secret-long',
    RATE_LIMIT_GENERAL: '1000000',
    RATE_LIMIT_MUTATIONS: '1000000',
  });
  const profiles = demoProfiles({ full: true });
  const as = (role: string) => {
    const profile = profiles.find(
      (candidate) => candidate.login === 'carla.desmet' && candidate.roleKey === role,
    );
    if (!profile) throw new Error(`no ${role} profile for carla.desmet`);
    return sessionFor(portal.url, profile);
  };
  [carla, gas] = await Promise.all([as('Kadaster'), as('GasBoetes')]);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await portal?.stop();
  await database?.drop();
});

async function get(path: string, jar = carla) {
  const response = await fetch(`${portal.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' },
  });
  jar.store(response);
  return response;
}

async function post(path: string, body: FormData | URLSearchParams, jar = carla) {
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
 * Uploads a file as the upload form sends it, to a mode's screen, on a connection of its own: the
 * portal may answer an oversized upload before it has all of it.
 */
async function upload(
  bytes: Buffer | Uint8Array,
  { name = 'eigenaars.xlsx', mode = 'eigendom', reference = 'KAD-HTTP-1' } = {},
): Promise<Response> {
  const form = new FormData();
  form.append('bestand', new Blob([new Uint8Array(bytes)], { type: xlsxType }), name);
  form.append('referentie', reference);
  return postOnOwnConnection(`${portal.url}${screen}?soort=${mode}`, form, {
    cookie: carla.header(),
    origin: portal.url,
  });
}

const storedFiles = async () =>
  Number((await db.query<{ count: string }>('SELECT count(*) FROM bulk_files')).rows[0]?.count);

const text = pageText;

const fileIdOf = (response: Response) => storedFileIdOf(response, portal.url);

const poll = (mode: string, jobId: string, count: number, jar = carla) =>
  get(`${jobs}?soort=${mode}&opdracht=${jobId}&poll=${count}`, jar);

async function finished(mode: string, jobId: string): Promise<BulkJobProgress> {
  const deadline = Date.now() + 60_000;
  for (let count = 1; ; count += 1) {
    const response = await poll(mode, jobId, count);
    expect(response.status).toBe(200);
    const job = bulkJobProgressSchema.parse(await response.json());
    if (job.status === 1) return job;
    if (Date.now() > deadline) throw new Error('the job did not finish in a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends a stored file from its mode's screen: the job id of the result page it goes to. */
async function send(mode: string, fileId: string): Promise<string> {
  const sent = await post(
    `${screen}?soort=${mode}`,
    new URLSearchParams({ intent: 'send', bestand: fileId }),
  );
  expect(sent.status).toBe(302);
  const location = sent.headers.get('location') ?? '';
  expect(location).toContain(`soort=${mode}`);
  return /\/resultaat\/([0-9a-f-]{36})/.exec(location)?.[1] ?? '';
}

describe('the land registry bulk screens', () => {
  it('show both modes as tabs, each with its template in both languages', async () => {
    const page = await get(screen);
    expect(page.status).toBe(200);
    const body = await text(page);
    expect(body).toContain('Kadaster via bestand');
    expect(body).toContain('Eigendomstoestanden');
    expect(body).toContain('Percelen zoeken');
    expect(body).toContain('Sjabloon downloaden');

    const ownership = await get(`${files}?soort=eigendom&sjabloon=1&taal=nl`);
    expect(ownership.status).toBe(200);
    expect(ownership.headers.get('content-type')).toBe(xlsxType);
    expect(ownership.headers.get('content-disposition')).toContain(
      'sjabloon-eigendomstoestanden.xlsx',
    );
    expect((await readWorkbook(await ownership.arrayBuffer())).rows[0]).toEqual(ownershipHeader);

    const parcels = await get(`${files}?soort=perceel&sjabloon=1&taal=en`);
    expect(parcels.headers.get('content-disposition')).toContain('template-parcel-search.xlsx');
    expect((await readWorkbook(await parcels.arrayBuffer())).rows[0]).toEqual([
      'Capakey',
      'Municipality (NIS code)',
      'Division',
      'Section',
      'Plot number',
    ]);
    expect((await get(`${files}?soort=onbekend&sjabloon=1`)).status).toBe(404);
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
        upload(
          await workbook(
            ownershipHeader,
            Array.from({ length: 1001 }, () => [joint]),
          ),
        ),
      'Het bestand mag maximum 1000 lijnen bevatten',
    ],
    [
      'a csv renamed .xlsx',
      () => upload(formulaCsv()),
      'Enkel Excel-bestanden (xlsx) zijn toegelaten',
    ],
    [
      'a workbook named .csv',
      async () => upload(await workbook(ownershipHeader, [[joint]]), { name: 'eigenaars.csv' }),
      'Enkel Excel-bestanden (xlsx) zijn toegelaten',
    ],
    [
      'a zip bomb',
      () => upload(zipBomb(256)),
      'Het bestand is uitgepakt groter dan 40 MB: is het een geldig Excel-bestand?',
    ],
  ])('refuses %s with its message, and stores nothing', async (_label, sending, message) => {
    const before = await storedFiles();
    const answer = await sending();
    expect(answer.status).toBe(400);
    const body = await text(answer);
    expect(body).toContain(message);
    expect(body).toContain('Bestand controleren');
    expect(await storedFiles()).toBe(before);
  });

  it('marks bad lines and formula cells, gives a neutralised error file, and does not send', async () => {
    const before = await storedFiles();
    const id = fileIdOf(
      await upload(
        rawWorkbook([
          ownershipHeader,
          [joint],
          ['44021A41/00A000'],
          ['60.11.18-422.85'],
          ['0785.196.985'],
          ['=HYPERLINK("http://example.org")'],
          // A formula counts as its cached value, never as the formula.
          [{ formula: 'CONCAT("44021A0041/","00A000")', result: joint }],
        ]),
        { name: 'fouten.xlsx' },
      ),
    );
    expect(await storedFiles()).toBe(before + 1);

    const page = await get(`${screen}?soort=eigendom&bestand=${id}`);
    expect(page.status).toBe(200);
    const body = await text(page);
    expect(body).toContain('Gevalideerd met fouten');
    expect(body).toContain('4 van de 6 lijnen bevatten fouten');
    expect(body).toContain('Gelieve een geldige capakey op te geven');
    expect(body).toContain('Het controlegetal klopt niet');
    expect(body).toContain('Gelieve een geldig KBO nummer op te geven');
    expect(body).toContain('Geef een capakey (12345A0678/00B000)');
    expect(body).not.toContain('Verzenden');

    const download = await get(`${files}?soort=eigendom&bestand=${id}&taal=nl`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(xlsxType);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const { rows, formulas } = await readWorkbook(await download.arrayBuffer());
    expect(formulas).toBe(0);
    expect(rows[0]).toEqual([...ownershipHeader, 'Fouten']);
    expect(rows[3]?.[1]).toContain('Het controlegetal klopt niet');
    expect(rows[5]?.[0]).toBe('\'=HYPERLINK("http://example.org")');
    expect(rows[6]?.[0]).toBe(joint);

    // Such a file cannot be sent: its page again.
    const sent = await post(
      `${screen}?soort=eigendom`,
      new URLSearchParams({ intent: 'send', bestand: id }),
    );
    expect(sent.headers.get('location')).toContain(`bestand=${id}`);
  });

  it('sends a clean ownership file: a result workbook of owners, every line in the legal log', async () => {
    const id = fileIdOf(
      await upload(await workbook(ownershipHeader, [[joint], [rita], [vrancken]]), {
        reference: 'KAD-HTTP-CLEAN',
      }),
    );
    const page = await text(await get(`${screen}?soort=eigendom&bestand=${id}`));
    expect(page).toContain('Alle 3 lijnen zijn in orde');

    const jobId = await send('eigendom', id);
    expect(jobId).not.toBe('');
    const job = await finished('eigendom', jobId);
    expect(job).toMatchObject({ itemCount: 3, status: 1, jobDescription: 'eigenaars.xlsx' });
    expect(job.statusProgress).toEqual([{ status: 200, amount: 3 }]);

    const result = await get(`${screen}/resultaat/${jobId}?soort=eigendom`);
    expect(result.status).toBe(200);
    expect(await text(result)).toContain('Resultaat downloaden');
    // Without the mode the result page still finds the job.
    expect((await get(`${screen}/resultaat/${jobId}`)).status).toBe(200);

    const download = await get(`${jobs}?soort=eigendom&opdracht=${jobId}&download=resultaat`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(xlsxType);
    const { rows, formulas } = await readWorkbook(await download.arrayBuffer());
    expect(formulas).toBe(0);
    expect(rows[0]).toEqual(expect.arrayContaining(['Capakey of eigenaar', 'Eigenaars']));
    expect(rows[1]?.join(' ')).toContain('Rita Anne-Marie Wuyts (60111842284)');
    expect(rows[2]?.join(' ')).toContain(joint);
    expect(rows[3]?.join(' ')).toContain('Vrancken & Van Mol');

    const logged = await db.query<{ subject_kind: string; subject: string }>(
      `SELECT subject_kind, subject FROM legal_log WHERE reference = 'KAD-HTTP-CLEAN' ORDER BY id`,
    );
    expect(logged.rows).toEqual([
      { subject_kind: 'CapaKey', subject: joint },
      { subject_kind: 'Insz', subject: '60111842284' },
      { subject_kind: 'KboNummer', subject: '0785196984' },
    ]);

    // The job is the ownership mode's, not the parcel search's.
    expect((await poll('perceel', jobId, 1)).status).toBe(404);
    const list = await text(await get(`${screen}?soort=eigendom`));
    expect(list).toContain('Resultaat van eigenaars.xlsx downloaden');
  }, 90_000);

  it('runs a parcel file search', async () => {
    const id = fileIdOf(
      await upload(
        await workbook(parcelHeader, [
          [joint, '', '', '', ''],
          ['', '44021', '44021', 'A', '0086'],
        ]),
        { name: 'percelen.xlsx', mode: 'perceel' },
      ),
    );
    const jobId = await send('perceel', id);
    const job = await finished('perceel', jobId);
    expect(job.statusProgress).toEqual([{ status: 200, amount: 2 }]);
    const download = await get(
      `${jobs}?soort=perceel&opdracht=${jobId}&download=resultaat&taal=en`,
    );
    expect(download.status).toBe(200);
    const { rows } = await readWorkbook(await download.arrayBuffer());
    expect(rows[0]).toEqual(expect.arrayContaining(['Partitions']));
    expect(rows[2]?.join(' ')).toContain('44021A0086/00B000 P0003');
  }, 90_000);

  it('turns another profile away, and answers an id that is nobody’s as not found', async () => {
    const refused = await get(screen, gas);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toContain('/profielselectie');
    expect((await get(`${files}?soort=eigendom&sjabloon=1`, gas)).status).toBe(302);
    expect(
      (await get(`${screen}/resultaat/00000000-0000-4000-8000-000000000000`, gas)).status,
    ).toBe(302);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await get(`${screen}/resultaat/${nobody}`)).status).toBe(404);
    expect((await get(`${screen}?bestand=geen-id`)).status).toBe(404);
    const answer = await poll('eigendom', nobody, 1);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 404 });
  });
});

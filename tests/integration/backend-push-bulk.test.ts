// Push notifications by file over HTTP, as Stad Rivierstad's documents service (dirk.maes,
// Documentendienst) on a clone of the seeded template with a bulk worker: a sheet of members
// validated, created with the content common to the file as a notification (audience 'bestand')
// and a job, each line ended by the worker with the devices it reached; lines with content of
// their own; a file with findings (a bad national number, a message too long, a member twice)
// and a create without the common content refused, nothing sent; another organisation's caller
// finding neither the file nor the job; the result file with one line per sheet line.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkFileSchema,
  bulkJobOverviewSchema,
  bulkJobProgressSchema,
  xlsxContentType,
  type BulkLine,
} from '@contracts/bulk';
import {
  getDeliveries,
  getNotification,
  searchNotifications,
  type NotificationContentInput,
  type NotificationSummary,
} from '@contracts/push-notification';
import {
  createPushSheetJob,
  downloadPushJobResult,
  downloadPushSheetFindings,
  getPushJob,
  getPushJobs,
  getPushSheet,
  pushBulkRowSchema,
  pushBulkSheetColumnTitles,
  validatePushSheet,
  type PushBulkCells,
  type PushBulkItem,
  type PushBulkSheetColumn,
} from '@contracts/push-notification-bulk';
import { featuredMembers } from '../../backend/push/featured';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { callerWithRole, callHeaders, type RoleCaller } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';
import { until } from '../support/until';

let issuer: TestIssuer;
let backend: BackendUnderTest;
let city: RoleCaller;
let agency: RoleCaller;

const featured = Object.fromEntries(
  featuredMembers.map((member) => [member.key, member]),
) as Record<(typeof featuredMembers)[number]['key'], (typeof featuredMembers)[number]>;

/** Two active devices; an active, an inactive and a suspended one; a removed and an active one. */
const twoActive = featured.testPhone;
const everyStatus = featured.everyStatus;
const removedDevice = featured.removedDevice;
/** A valid national number that is no member of Stad Rivierstad. */
const noMember = '85073003328';

const columnIds = Object.keys(pushBulkSheetColumnTitles) as PushBulkSheetColumn[];
const columns = columnIds.map((id) => pushBulkSheetColumnTitles[id].nl);

/**
 * A line as the portal sends it: its cells, and the item the row schema made of them (or the
 * item given, as a portal that let a fault through would send it).
 */
function line(regel: number, cells: Partial<PushBulkCells>, item?: PushBulkItem): BulkLine {
  const all = Object.fromEntries(columnIds.map((id) => [id, cells[id] ?? ''])) as PushBulkCells;
  const read = pushBulkRowSchema.safeParse(all);
  if (item === undefined && !read.success) throw new Error(`line ${regel} does not read`);
  return { regel, cellen: columnIds.map((id) => all[id]), item: item ?? read.data };
}

function sheet(fileName: string, lines: readonly BulkLine[]) {
  return { bestandsnaam: fileName, koprij: 1, kolommen: columns, regels: lines };
}

const common = {
  nl: { titel: 'Afvalophaling verschoven', bericht: '<p>De ophaling schuift een dag op.</p>' },
  en: { titel: 'Waste collection moved', bericht: '<p>Waste is collected a day later.</p>' },
} satisfies NotificationContentInput;

async function call(
  method: string,
  path: string,
  {
    body,
    caller = city,
    language = 'nl',
  }: { body?: unknown; caller?: RoleCaller; language?: string } = {},
) {
  return fetch(`${backend.url}${path}`, {
    method,
    headers: {
      ...callHeaders(caller, { language }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const path = (template: string, id: string) => template.replace(/:[a-z]+/, id);

async function validated(body: unknown) {
  const response = await call('POST', validatePushSheet.path, { body });
  expect(response.status).toBe(200);
  return bulkFileSchema.parse(await response.json());
}

async function created(fileId: string, notificatie?: NotificationContentInput) {
  const response = await call('POST', createPushSheetJob.path, {
    body: { bestand: fileId, ...(notificatie ? { notificatie } : {}) },
  });
  expect(response.status).toBe(200);
  return bulkJobProgressSchema.parse(await response.json());
}

/** The job once the backend's worker ended every line. */
async function finished(jobId: string) {
  return until(`job ${jobId}`, async () => {
    const response = await call('GET', path(getPushJob.path, jobId));
    const progress = bulkJobProgressSchema.parse(await response.json());
    return progress.status === 1 ? progress : null;
  });
}

/** The notification a file's job delivers, found among the organisation's by its file's name. */
async function notificationOf(fileName: string): Promise<NotificationSummary> {
  const listed = searchNotifications.response.parse(
    await (await call('GET', `${searchNotifications.path}?take=100`)).json(),
  );
  const found = listed.resultaten.filter(
    (sent) => sent.doelgroep.soort === 'bestand' && sent.doelgroep.omschrijving === fileName,
  );
  expect(found).toHaveLength(1);
  return found[0] as NotificationSummary;
}

async function notificationCount() {
  const listed = searchNotifications.response.parse(
    await (await call('GET', `${searchNotifications.path}?take=1`)).json(),
  );
  return listed.totaal;
}

async function readWorkbook(response: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer);
  const worksheet = book.worksheets[0];
  if (!worksheet) throw new Error('no sheet');
  return worksheet;
}

function cellsOf(worksheet: ExcelJS.Worksheet, row: number, width: number): string[] {
  return Array.from({ length: width }, (_, index) => {
    const value = worksheet.getRow(row).getCell(index + 1).value;
    return value === null || value === undefined ? '' : String(value);
  });
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  backend = await startBackend('postgresql', issuer, { push: true, bulkWorker: true });
  city = await callerWithRole(backend.url, issuer, 'dirk.maes', 'Documentendienst');
  agency = await callerWithRole(backend.url, issuer, 'demo', 'Documentendienst');
});

afterAll(async () => {
  await backend?.stop();
  await issuer?.close();
});

describe('a clean file with the content common to it', () => {
  const fileName = 'leden juni.xlsx';
  let jobId = '';

  it('is validated, created as a notification and a job, and each line reaches its member', async () => {
    const file = await validated(
      sheet(fileName, [
        line(2, { insz: twoActive.insz }),
        line(3, { insz: '00.09.08-098.45' }),
        line(4, { insz: noMember }),
      ]),
    );
    expect(file).toMatchObject({
      bestandsnaam: fileName,
      status: 'gevalideerd',
      regels: 3,
      foutieveRegels: 0,
      kolommen: columns,
      fouten: [],
      jobId: null,
    });

    const job = await created(file.id, common);
    expect(job).toMatchObject({ itemCount: 3, jobDescription: fileName });
    jobId = job.id;
    // Created twice: the job it has, and no second notification.
    expect((await created(file.id, common)).id).toBe(job.id);
    const again = bulkFileSchema.parse(
      await (await call('GET', path(getPushSheet.path, file.id))).json(),
    );
    expect(again).toMatchObject({ status: 'verzonden', jobId: job.id });

    const done = await finished(job.id);
    const statuses = done.statusProgress.map((entry) => entry.status);
    expect(statuses).toContain(404);
    expect(done.statusProgress.reduce((sum, entry) => sum + entry.amount, 0)).toBe(3);

    const sent = await notificationOf(fileName);
    // The job's own notification, asked by the job.
    const ofJob = searchNotifications.response.parse(
      await (await call('GET', `${searchNotifications.path}?opdracht=${job.id}`)).json(),
    );
    expect(ofJob.resultaten.map((each) => each.id)).toEqual([sent.id]);
    // The reachable devices of the file's members: two active; an active and an inactive one.
    expect(sent).toMatchObject({
      doelgroep: { soort: 'bestand', lid: null, groep: null, omschrijving: fileName },
      talen: ['nl', 'en'],
      titel: common.nl.titel,
      verstuurdDoor: 'Dirk Maes',
      toestellen: 4,
      bezig: 0,
      inhoudPerRegel: false,
    });
    expect(sent.afgeleverd + sent.mislukt + sent.inactief).toBe(4);
    const detail = getNotification.response.parse(
      await (await call('GET', path(getNotification.path, sent.id))).json(),
    );
    expect(detail.inhoud.nl.bericht).toBe(common.nl.bericht);
    const deliveries = getDeliveries.response.parse(
      await (await call('GET', `${path(getDeliveries.path, sent.id)}?take=50`)).json(),
    );
    expect(deliveries.totaal).toBe(4);
    expect(new Set(deliveries.resultaten.map((delivery) => delivery.lid.id))).toEqual(
      new Set([twoActive.id, everyStatus.id]),
    );

    // The result file: every line with its status, message and the devices it reached.
    const result = await call('GET', path(downloadPushJobResult.path, job.id));
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe(xlsxContentType);
    expect(result.headers.get('content-disposition')).toContain('leden%20juni-resultaat.xlsx');
    const rows = await readWorkbook(result);
    const width = columns.length + 3;
    expect(cellsOf(rows, 1, width)).toEqual([...columns, 'Status', 'Melding', 'Toestellen']);
    for (const [row, member] of [
      [2, twoActive],
      [3, everyStatus],
    ] as const) {
      const reached = deliveries.resultaten.filter(
        (delivery) => delivery.lid.id === member.id && delivery.uitkomst === 'delivered',
      ).length;
      expect(cellsOf(rows, row, width).slice(-3)).toEqual(
        reached > 0
          ? ['200', 'De melding werd afgeleverd.', `${reached} van 2 toestellen bereikt`]
          : [
              '502',
              'De melding kon op geen enkel toestel van dit lid afgeleverd worden.',
              '0 van 2 toestellen bereikt',
            ],
      );
    }
    expect(cellsOf(rows, 3, 1)).toEqual(['00.09.08-098.45']);
    expect(cellsOf(rows, 4, width)).toEqual([
      noMember,
      ...Array<string>(columns.length - 1).fill(''),
      '404',
      'Er is geen lid van uw organisatie met dit rijksregisternummer.',
      '',
    ]);
    expect(rows.rowCount).toBe(4);

    // In English: the added columns and the lines' messages in the language of the send.
    const english = await readWorkbook(
      await call('GET', path(downloadPushJobResult.path, job.id), { language: 'en' }),
    );
    expect(cellsOf(english, 1, width).slice(-3)).toEqual(['Status', 'Message', 'Devices']);
    expect(cellsOf(english, 4, width).slice(-2)).toEqual([
      'Er is geen lid van uw organisatie met dit rijksregisternummer.',
      '',
    ]);

    // The overview: the user's jobs of this kind, newest first.
    const overview = bulkJobOverviewSchema.parse(
      await (await call('GET', getPushJobs.path)).json(),
    );
    expect(overview[0]).toEqual(done);
  });

  it("is not another organisation's: its file and its job are not found", async () => {
    const { file_id: fileId } = await backend.db
      .selectFrom('bulk_jobs')
      .where('id', '=', jobId)
      .select('file_id')
      .executeTakeFirstOrThrow();
    if (fileId === null) throw new Error('a file job without its file');
    for (const [template, id] of [
      [getPushSheet.path, fileId],
      [downloadPushSheetFindings.path, fileId],
      [getPushJob.path, jobId],
      [downloadPushJobResult.path, jobId],
    ] as const) {
      const response = await call('GET', path(template, id), { caller: agency });
      expect(response.status, template).toBe(404);
    }
    const theirs = await call('POST', createPushSheetJob.path, {
      body: { bestand: fileId, notificatie: common },
      caller: agency,
    });
    expect(theirs.status).toBe(404);
    const overview = bulkJobOverviewSchema.parse(
      await (await call('GET', getPushJobs.path, { caller: agency })).json(),
    );
    expect(overview.map((job) => job.id)).not.toContain(jobId);
  });
});

describe('lines with content of their own', () => {
  it('keep it in their items; the notification says the content varies per line', async () => {
    const fileName = 'eigen inhoud.xlsx';
    const file = await validated(
      sheet(fileName, [
        line(2, {
          insz: twoActive.insz,
          titelNl: 'Uw paspoort ligt klaar',
          berichtNl: 'Beste,\n\nU kunt het afhalen & betalen aan het loket.',
          titelEn: 'Your passport is ready',
          berichtEn: 'Collect it at the desk.',
        }),
        line(3, { insz: removedDevice.insz }),
      ]),
    );
    expect(file.status).toBe('gevalideerd');
    const job = await created(file.id, common);
    await finished(job.id);
    const sent = await notificationOf(fileName);
    // The lines' members' reachable devices: two active; the active one beside the removed one.
    expect(sent).toMatchObject({ toestellen: 3, bezig: 0, inhoudPerRegel: true });
    const detail = getNotification.response.parse(
      await (await call('GET', path(getNotification.path, sent.id))).json(),
    );
    expect(detail.inhoud.nl.titel).toBe(common.nl.titel);
    const items = await backend.db
      .selectFrom('bulk_items')
      .where('job_id', '=', job.id)
      .orderBy('position')
      .select(['line', 'payload', 'status'])
      .execute();
    expect(items.map((item) => item.line)).toEqual([2, 3]);
    expect(items[0]?.payload).toEqual({
      insz: twoActive.insz,
      inhoud: {
        nl: {
          titel: 'Uw paspoort ligt klaar',
          bericht: 'Beste,\n\nU kunt het afhalen & betalen aan het loket.',
        },
        en: { titel: 'Your passport is ready', bericht: 'Collect it at the desk.' },
      },
    });
    expect(items[1]?.payload).toEqual({ insz: removedDevice.insz });
  });

  it('need no common content when every line has its own: the first line’s is shown', async () => {
    const fileName = 'alleen eigen inhoud.xlsx';
    const file = await validated(
      sheet(fileName, [
        line(2, {
          insz: removedDevice.insz,
          titelNl: 'Uw boek is binnen',
          berichtNl: 'Het ligt klaar in de <bibliotheek>.\nTot snel.',
        }),
        line(3, { insz: twoActive.insz, titelNl: 'Uw kaart', berichtNl: 'Ze is klaar.' }),
      ]),
    );
    const job = await created(file.id);
    const done = await finished(job.id);
    expect(done.itemCount).toBe(2);
    const sent = await notificationOf(fileName);
    expect(sent).toMatchObject({ titel: 'Uw boek is binnen', talen: ['nl'], inhoudPerRegel: true });
    const detail = getNotification.response.parse(
      await (await call('GET', path(getNotification.path, sent.id))).json(),
    );
    expect(detail.inhoud.nl).toEqual({
      titel: 'Uw boek is binnen',
      subtitel: '',
      bericht: '<p>Het ligt klaar in de &lt;bibliotheek&gt;.<br />Tot snel.</p>',
      url: null,
      afbeelding: null,
    });
  });
});

describe('a file that cannot be sent', () => {
  it('has its findings on their columns, its error file, and is not sent', async () => {
    const before = await notificationCount();
    const fileName = 'leden fouten.xlsx';
    const tooLong = 'a'.repeat(994);
    const file = await validated(
      sheet(fileName, [
        line(2, { insz: twoActive.insz }),
        // The portal's findings are kept as they are.
        {
          regel: 3,
          cellen: ['123', '', '', '', '', '', ''],
          fouten: [
            { kolom: 'Rijksregisternummer', melding: 'Gelieve een geldig insz nummer op te geven' },
          ],
        },
        // A portal that let faults through: the backend's own rules find them.
        line(4, { insz: '00012254692' }, { insz: '00012254692' }),
        line(
          5,
          { insz: everyStatus.insz, titelNl: 'Te lang', berichtNl: tooLong },
          {
            insz: everyStatus.insz,
            inhoud: { nl: { titel: 'Te lang', bericht: tooLong } },
          },
        ),
        line(6, { insz: '00.01.22-546.91' }),
      ]),
    );
    expect(file).toMatchObject({ status: 'gevalideerdMetFouten', regels: 5, foutieveRegels: 4 });
    expect(file.fouten.map((found) => [found.regel, found.fouten])).toEqual([
      [
        3,
        [{ kolom: 'Rijksregisternummer', melding: 'Gelieve een geldig insz nummer op te geven' }],
      ],
      [4, [{ kolom: 'Rijksregisternummer', melding: 'Deze waarde is ongeldig.' }]],
      [
        5,
        [
          {
            kolom: 'Bericht (Nederlands)',
            melding: 'Het bericht mag maximaal 993 tekens bevatten.',
          },
        ],
      ],
      [
        6,
        [
          {
            kolom: 'Rijksregisternummer',
            melding: 'Dit rijksregisternummer staat al op een eerdere regel van het bestand.',
          },
        ],
      ],
    ]);

    const download = await call('GET', path(downloadPushSheetFindings.path, file.id));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('leden%20fouten-fouten.xlsx');
    const errors = await readWorkbook(download);
    const width = columns.length + 1;
    expect(cellsOf(errors, 1, width)).toEqual([...columns, 'Fouten']);
    expect(cellsOf(errors, 2, width).at(-1)).toBe('');
    expect(cellsOf(errors, 5, width).at(-1)).toBe(
      'Bericht (Nederlands): Het bericht mag maximaal 993 tekens bevatten.',
    );

    const refused = await call('POST', createPushSheetJob.path, {
      body: { bestand: file.id, notificatie: common },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 1,
      errors: [{ code: 'bestandsnaam', message: expect.stringContaining(fileName) }],
    });
    expect(await notificationCount()).toBe(before);
  });

  it('is refused at create without the common content when a line has none, or with a bad one', async () => {
    const before = await notificationCount();
    const file = await validated(
      sheet('half eigen inhoud.xlsx', [
        line(2, { insz: twoActive.insz, titelNl: 'Eigen', berichtNl: 'Eigen bericht.' }),
        line(3, { insz: everyStatus.insz }),
      ]),
    );
    expect(file.status).toBe('gevalideerd');
    const missing = await call('POST', createPushSheetJob.path, { body: { bestand: file.id } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 1,
      errors: [
        {
          code: 'notificatie',
          message:
            'De inhoud voor het hele bestand is verplicht: niet elke regel heeft een eigen inhoud.',
        },
      ],
    });
    const english = await call('POST', createPushSheetJob.path, {
      body: { bestand: file.id, notificatie: null },
      language: 'en',
    });
    expect(english.status).toBe(400);
    expect((await english.json()) as unknown).toMatchObject({
      errors: [
        {
          code: 'notificatie',
          message:
            'The content for the whole file is required: not every line has content of its own.',
        },
      ],
    });
    const withImage = await call('POST', createPushSheetJob.path, {
      body: {
        bestand: file.id,
        notificatie: { nl: { titel: 'Kijk', bericht: '<p>Kijk</p><img src="x">' } },
      },
    });
    expect(withImage.status).toBe(400);
    expect(await withImage.json()).toMatchObject({
      errors: [
        {
          code: 'notificatie.nl.bericht',
          message: 'Het bericht mag geen afbeeldingen, video of scripts bevatten.',
        },
      ],
    });

    // Nothing was made: the file waits, validated, without a job.
    const again = bulkFileSchema.parse(
      await (await call('GET', path(getPushSheet.path, file.id))).json(),
    );
    expect(again).toMatchObject({ status: 'gevalideerd', jobId: null });
    expect(await notificationCount()).toBe(before);
    const jobs = await backend.db
      .selectFrom('bulk_jobs')
      .where('file_id', '=', file.id)
      .select('id')
      .execute();
    expect(jobs).toEqual([]);
  });
});

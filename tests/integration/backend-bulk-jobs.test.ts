// The bulk pipeline over HTTP on PostgreSQL, with the LED calls: a sheet validated (findings named
// after their columns, the error file), sent once as a durable job, its items ended by the worker
// (200 registered, 404 unknown person, 422 refused, 500 failed and rolled back), its progress, the
// overview, the result and metadata files with their legal-log entries; another user's or
// organisation's file and job refused; two workers on one database never taking the same item; and
// a backend process killed mid-job finishing it after a restart, every item exactly once.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkFileSchema,
  bulkJobOverviewSchema,
  bulkJobProgressSchema,
  type BulkJobProgress,
  type BulkLine,
} from '@contracts/bulk';
import { roleClaim, roleCode } from '@contracts/demo-catalogue';
import { headers, type CallContract } from '@contracts/http';
import {
  downloadProofJobMetadata,
  downloadProofJobResult,
  downloadProofSheetFindings,
  getProofJob,
  getProofJobs,
  getProofSheet,
  sendProofSheet,
  validateProofSheet,
  type ProofItem,
} from '@contracts/led';
import { roleUri } from '../../backend/auth/identity';
import { purgeUnsentFiles } from '../../backend/bulk/files';
import { startBulkWorker, type BulkWorker } from '../../backend/bulk/worker';
import { openDatabase } from '../../backend/db/database';
import type { Database } from '../../backend/db/schema';
import { ledBulkProcessor } from '../../backend/led/bulk';
import { legalLogKey, verifyChain } from '../../backend/legal-log/chain';
import { createLogger } from '../../logging/logger';
import { startBackendProcess, type BackendProcess } from '../support/backend-process';
import {
  createTestDatabase,
  startBackend,
  testHashSecret,
  type BackendUnderTest,
} from '../support/backend-under-test';
import { newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';
import { until } from '../support/until';

const home = 'OVO100005';
const elsewhere = 'OVO100004';

interface Caller {
  subject: string;
  organisation: string;
}

const owner: Caller = { subject: 'demo-frank.willems', organisation: home };
const colleague: Caller = { subject: 'demo-bulk-colleague', organisation: home };
/** The same user, under his LED role at another organisation. */
const ownerElsewhere: Caller = { subject: 'demo-frank.willems', organisation: elsewhere };

const columns = [
  'INSZ',
  'Categorie',
  'Bewijstype',
  'Bewijsstaat',
  'Titel',
  'Instelling',
  'Instantie',
  'Niveau',
  'Uitreikingsdatum',
  'Geldig vanaf',
];

function proof(insz: string, title: string): ProofItem {
  return {
    insz,
    categorie: 'HO',
    bewijstype: 'DIPLOMA',
    bewijsstaat: 'EIND',
    titel: title,
    instelling: { naam: 'Hogeschool Zonnedorp' },
    instantie: 'HOGESCHOOL',
    niveau: '6',
    uitreikingsdatum: '2020-06-30',
    geldigheidsperiodes: [{ begin: '2020-06-30' }],
  };
}

/** A line as the portal sends it: its cells and the item its row schema made of them. */
function line(regel: number, item: ProofItem): BulkLine {
  return {
    regel,
    cellen: [
      item.insz,
      item.categorie,
      item.bewijstype,
      item.bewijsstaat,
      item.titel,
      item.instelling.naam,
      item.instantie,
      item.niveau,
      item.uitreikingsdatum,
      item.geldigheidsperiodes[0]?.begin ?? '',
    ],
    item,
  };
}

function sheet(fileName: string, inszs: readonly string[], reference = 'BULK-REF-1') {
  return {
    bestandsnaam: fileName,
    reference,
    koprij: 1,
    kolommen: columns,
    regels: inszs.map((insz, index) => line(index + 2, proof(insz, `Bachelor ${index + 1}`))),
  };
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

const silent = createLogger('silent', 'backend');

describe('the bulk pipeline', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  let known: string[] = [];
  /** Eleven digits nobody in the population has. */
  const unknown = ['99000000001', '99000000002'];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('postgresql', issuer, { population: true });
    const rows = await backend.db
      .selectFrom('persons')
      .select('insz')
      .orderBy('insz')
      .limit(1000)
      .execute();
    known = rows.map((row) => row.insz);
    expect(known).toHaveLength(1000);
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function tokenOf(caller: Caller) {
    return issuer.sign({
      sub: caller.subject,
      given_name: 'Frank',
      family_name: 'Willems',
      vo_orgcode: home,
      [roleClaim]: [roleCode('Led', 'vaccinatiecentrum'), roleCode('Led', 'digitaalBeheer')],
    });
  }

  async function call(
    baseUrl: string,
    contract: CallContract,
    {
      caller = owner,
      params = {},
      body,
      correlationId = randomUUID(),
      language = 'nl',
    }: {
      caller?: Caller;
      params?: Record<string, string>;
      body?: unknown;
      correlationId?: string;
      language?: string;
    } = {},
  ) {
    const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
    return fetch(`${baseUrl}${path}`, {
      method: contract.method,
      headers: {
        authorization: `Bearer ${await tokenOf(caller)}`,
        [headers.sessionId]: newSessionId(),
        [headers.activeRole]: roleUri('Led', caller.organisation),
        [headers.correlationId]: correlationId,
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  const ask = (contract: CallContract, options: Parameters<typeof call>[2] = {}) =>
    call(backend.url, contract, options);

  async function validated(body: unknown, caller = owner) {
    const response = await ask(validateProofSheet, { body, caller });
    expect(response.status).toBe(200);
    return bulkFileSchema.parse(await response.json());
  }

  async function sent(fileId: string, correlationId = randomUUID()) {
    const response = await ask(sendProofSheet, { params: { id: fileId }, correlationId });
    expect(response.status).toBe(200);
    return bulkJobProgressSchema.parse(await response.json());
  }

  async function progressOf(jobId: string, baseUrl = backend.url): Promise<BulkJobProgress> {
    const response = await call(baseUrl, getProofJob, { params: { id: jobId } });
    expect(response.status).toBe(200);
    return bulkJobProgressSchema.parse(await response.json());
  }

  function worker(db: Kysely<Database>, workerId: string, batchSize = 20): BulkWorker {
    return startBulkWorker({
      db,
      processors: [ledBulkProcessor({ hashSecret: testHashSecret })],
      log: silent,
      workerId,
      batchSize,
      idleMs: 20,
    });
  }

  function jobItems(db: Kysely<Database>, jobId: string) {
    return db
      .selectFrom('bulk_items')
      .where('job_id', '=', jobId)
      .orderBy('position')
      .selectAll()
      .execute();
  }

  async function jobProofs(db: Kysely<Database>, jobId: string) {
    return db
      .selectFrom('led_proofs')
      .where('job_id', '=', jobId)
      .select(['reference', 'job_position', 'insz', 'channel', 'organisation_code'])
      .orderBy('job_position')
      .execute();
  }

  function entriesOf(db: Kysely<Database>, correlationId: string, operation: string) {
    return db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .where('operation', '=', operation)
      .selectAll()
      .execute();
  }

  it('names each finding after its column, keeps the file with its state, and writes the error file', async () => {
    const good = proof(known[0] ?? '', 'Master');
    const broken = { ...proof(known[1] ?? '', ''), categorie: 'XX', instelling: {} };
    const outOfPeriod = {
      ...proof(known[2] ?? '', 'Graduaat'),
      uitreikingsdatum: '2019-01-01',
      geldigheidsperiodes: [{ begin: '2020-06-30', einde: '2020-01-01' }],
    };
    const file = await validated({
      bestandsnaam: 'bewijzen met fouten.xlsx',
      koprij: 1,
      kolommen: columns,
      regels: [
        line(2, good),
        { regel: 3, cellen: ['123'], fouten: [{ kolom: 'INSZ', melding: 'Ongeldig INSZ.' }] },
        { ...line(4, proof(known[1] ?? '', 'x')), item: broken },
        { ...line(5, proof(known[2] ?? '', 'x')), item: outOfPeriod },
        { regel: 6, cellen: ['=1+1'] },
        { ...line(8, good), item: { ...good, kleur: 'blauw' } },
      ],
    });
    expect(file).toMatchObject({
      bestandsnaam: 'bewijzen met fouten.xlsx',
      status: 'gevalideerdMetFouten',
      regels: 6,
      foutieveRegels: 5,
      jobId: null,
    });
    expect(file.fouten.map((entry) => [entry.regel, entry.fouten])).toEqual([
      [3, [{ kolom: 'INSZ', melding: 'Ongeldig INSZ.' }]],
      [
        4,
        [
          { kolom: 'Categorie', melding: 'Deze code is niet gekend.' },
          { kolom: 'Titel', melding: 'Deze waarde ontbreekt.' },
          { kolom: 'Instelling', melding: 'Deze waarde ontbreekt.' },
        ],
      ],
      [
        5,
        [
          { kolom: '', melding: 'geldigheidsperiodes.0.einde: Deze waarde is ongeldig.' },
          { kolom: 'Uitreikingsdatum', melding: 'Deze waarde is ongeldig.' },
        ],
      ],
      [6, [{ kolom: '', melding: 'Deze regel kon niet gelezen worden.' }]],
      [8, [{ kolom: '', melding: 'Deze waarde is ongeldig.' }]],
    ]);

    // Read again by its owner; the same state.
    const again = await ask(getProofSheet, { params: { id: file.id } });
    expect(bulkFileSchema.parse(await again.json())).toEqual(file);

    // The error file: every line at its own row, the findings in a column after the cells.
    const download = await ask(downloadProofSheetFindings, { params: { id: file.id } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''bewijzen%20met%20fouten-fouten.xlsx",
    );
    const errors = await readWorkbook(download);
    expect(cellsOf(errors, 1, 11)).toEqual([...columns, 'Fouten']);
    expect(cellsOf(errors, 2, 11)[10]).toBe('');
    expect(cellsOf(errors, 4, 11)[10]).toBe(
      'Categorie: Deze code is niet gekend.\nTitel: Deze waarde ontbreekt.\nInstelling: Deze waarde ontbreekt.',
    );
    expect(cellsOf(errors, 6, 11)).toEqual([
      "'=1+1",
      ...Array<string>(9).fill(''),
      'Deze regel kon niet gelezen worden.',
    ]);
    expect(cellsOf(errors, 7, 11)).toEqual(Array<string>(11).fill(''));

    // A file with findings is not sent: the answer names it.
    const refused = await ask(sendProofSheet, { params: { id: file.id } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 1,
      errors: [
        {
          message:
            'Dit bestand bevat fouten en kan niet verstuurd worden: bewijzen met fouten.xlsx',
        },
      ],
    });
  });

  it('takes a sheet of 1000 lines with long texts, larger than a call’s usual body', async () => {
    const long = (index: number) => `${'Bachelor in de toegepaste informatica '.repeat(5)}${index}`;
    const body = {
      ...sheet('groot.xlsx', []),
      regels: known.map((insz, index) => {
        const item = {
          ...proof(insz, long(index).slice(0, 200)),
          studierichting: long(index).slice(0, 200),
          instelling: { naam: long(index).slice(0, 200) },
        };
        return line(index + 2, item);
      }),
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(1_200_000);
    const file = await validated(body);
    expect(file).toMatchObject({ status: 'gevalideerd', regels: 1000, foutieveRegels: 0 });
  });

  it('removes the files never sent once their week has passed, and keeps every sent one', async () => {
    const unsent = await validated(sheet('nooit verzonden.xlsx', known.slice(0, 2)));
    const fresh = await validated(sheet('vandaag.xlsx', known.slice(2, 4)));
    const kept = await validated(sheet('verzonden.xlsx', known.slice(4, 6)));
    await sent(kept.id);
    await backend.db
      .updateTable('bulk_files')
      .set({ created_at: sql`now() - interval '8 days'` })
      .where('id', 'in', [unsent.id, kept.id])
      .execute();
    expect(await purgeUnsentFiles(backend.db)).toBe(1);
    const left = await backend.db
      .selectFrom('bulk_files')
      .where('id', 'in', [unsent.id, fresh.id, kept.id])
      .select('id')
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([fresh.id, kept.id].sort());
    // Gone for its owner too: the same answer as for an id that never was.
    expect((await ask(getProofSheet, { params: { id: unsent.id } })).status).toBe(404);
  });

  it('sends a validated file as one job, ends every item, and reports it', async () => {
    // Seven people of the population, two nobody has, and one the source will refuse.
    const inszs = [...known.slice(10, 17), ...unknown, known[17] ?? ''];
    const file = await validated(sheet('leerbewijzen mei.xlsx', inszs));
    expect(file).toMatchObject({ status: 'gevalideerd', regels: 10, foutieveRegels: 0 });
    const sendId = randomUUID();
    const job = await sent(file.id, sendId);
    expect(job).toMatchObject({
      itemCount: 10,
      jobDescription: 'leerbewijzen mei.xlsx',
      status: 0,
      statusProgress: [{ status: 'PROCESSING', amount: 10 }],
    });
    // Sent twice: the job it has.
    expect((await sent(file.id)).id).toBe(job.id);
    expect(
      bulkFileSchema.parse(await (await ask(getProofSheet, { params: { id: file.id } })).json()),
    ).toMatchObject({ status: 'verzonden', jobId: job.id });
    const [jobRow] = await backend.db
      .selectFrom('bulk_jobs')
      .where('id', '=', job.id)
      .selectAll()
      .execute();
    expect(jobRow).toMatchObject({
      owner_subject: owner.subject,
      owner_name: 'Frank Willems',
      organisation_code: home,
      role_uri: roleUri('Led', home),
      permission: 'LED.registreerBewijs',
      correlation_id: sendId,
      reference: 'BULK-REF-1',
      language: 'nl',
      finished_at: null,
    });

    // An item changed after validation: the processor checks it again and refuses it.
    await backend.db
      .updateTable('bulk_items')
      .set({ payload: JSON.stringify({ ...proof(known[17] ?? '', 'x'), niveau: '99' }) })
      .where('job_id', '=', job.id)
      .where('position', '=', 9)
      .execute();

    const running = worker(backend.db, 'worker-main');
    const done = await until('the job', async () => {
      const progress = await progressOf(job.id);
      return progress.status === 1 ? progress : null;
    }).finally(() => running.stop());
    expect(done).toMatchObject({
      id: job.id,
      itemCount: 10,
      jobDescription: 'leerbewijzen mei.xlsx',
      timeStamp: job.timeStamp,
      status: 1,
      statusProgress: [
        { status: 200, amount: 7 },
        { status: 404, amount: 2 },
        { status: 422, amount: 1 },
      ],
    });

    const items = await jobItems(backend.db, job.id);
    expect(items.map((item) => [item.line, item.status])).toEqual([
      ...[2, 3, 4, 5, 6, 7, 8].map((row) => [row, 200]),
      [9, 404],
      [10, 404],
      [11, 422],
    ]);
    expect(items[7]?.message).toBe('Geen gegevens gevonden.');
    expect(items[9]?.message).toBe('niveau: Deze code is niet gekend.');
    expect(items.every((item) => item.worker === 'worker-main' && item.finished_at)).toBe(true);
    const proofs = await jobProofs(backend.db, job.id);
    expect(proofs.map((row) => row.job_position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(proofs.map((row) => row.reference)).toEqual(
      items.slice(0, 7).map((item) => item.result),
    );
    expect(proofs.every((row) => row.channel === 'BULK' && row.organisation_code === home)).toBe(
      true,
    );
    const finished = await backend.db
      .selectFrom('bulk_jobs')
      .where('id', '=', job.id)
      .select('finished_at')
      .executeTakeFirstOrThrow();
    expect(finished.finished_at).not.toBeNull();

    // One legal-log entry per registered proof and per attempt on an unknown person (as the
    // single registration records it), under the sender's profile and grant.
    const entries = await entriesOf(backend.db, sendId, 'registreerBewijs');
    const registeredEntries = entries.filter((entry) => entry.outcome === 'geregistreerd');
    expect(registeredEntries.map((entry) => entry.subject).sort()).toEqual(known.slice(10, 17));
    expect(
      entries
        .filter((entry) => entry.outcome === 'niet gevonden')
        .map((entry) => entry.subject)
        .sort(),
    ).toEqual(unknown.slice(0, 2).sort());
    expect(entries).toHaveLength(9);
    expect(registeredEntries[0]).toMatchObject({
      user_subject: owner.subject,
      user_name: 'Frank Willems',
      organisation_code: home,
      role: roleUri('Led', home),
      permission: 'LED.registreerBewijs',
      subject_kind: 'Insz',
      reference: 'BULK-REF-1',
      registered_by: 'Magda',
      source: 'LED',
      outcome: 'geregistreerd',
    });

    // The overview: the user's jobs here, newest first.
    const overview = bulkJobOverviewSchema.parse(await (await ask(getProofJobs)).json());
    expect(overview[0]).toEqual(done);
    const othersOverview = bulkJobOverviewSchema.parse(
      await (await ask(getProofJobs, { caller: colleague })).json(),
    );
    expect(othersOverview.map((entry) => entry.id)).not.toContain(job.id);
    const elsewhereOverview = bulkJobOverviewSchema.parse(
      await (await ask(getProofJobs, { caller: ownerElsewhere })).json(),
    );
    expect(elsewhereOverview.map((entry) => entry.id)).not.toContain(job.id);

    // The result file: the sheet with each item's status, message and new reference.
    const result = await ask(downloadProofJobResult, { params: { id: job.id } });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-disposition')).toContain('leerbewijzen mei-resultaat.xlsx');
    const resultSheet = await readWorkbook(result);
    expect(cellsOf(resultSheet, 1, 13)).toEqual([...columns, 'Status', 'Melding', 'Referte']);
    expect(cellsOf(resultSheet, 2, 13).slice(10)).toEqual([
      '200',
      'Het bewijs werd geregistreerd.',
      proofs[0]?.reference,
    ]);
    expect(cellsOf(resultSheet, 9, 13).slice(0, 1)).toEqual([unknown[0]]);
    expect(cellsOf(resultSheet, 9, 13).slice(10)).toEqual(['404', 'Geen gegevens gevonden.', '']);

    // The metadata file: every registered proof, one legal-log entry each before it left.
    const metadataId = randomUUID();
    const metadata = await ask(downloadProofJobMetadata, {
      body: { jobId: job.id },
      correlationId: metadataId,
    });
    expect(metadata.status).toBe(200);
    const metadataSheet = await readWorkbook(metadata);
    expect(cellsOf(metadataSheet, 1, 7)).toEqual([
      'INSZ',
      'Bewijsreferte',
      'Bewijsmutatiereferte',
      'Status',
      'Titel',
      'Geregistreerd op',
      'Regel',
    ]);
    expect(cellsOf(metadataSheet, 2, 7)).toEqual([
      known[10],
      proofs[0]?.reference,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'Geregistreerd (1)',
      'Bachelor 1',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      '2',
    ]);
    expect(cellsOf(metadataSheet, 9, 7)).toEqual(Array<string>(7).fill(''));
    const metadataEntries = await entriesOf(backend.db, metadataId, 'ledBulkMetadataDownload');
    expect(metadataEntries.map((entry) => entry.subject).sort()).toEqual(known.slice(10, 17));
    expect(metadataEntries[0]).toMatchObject({
      permission: 'LED.bewijsMetadata',
      reference: 'BULK-REF-1',
      source: 'LED',
    });

    // Another user in the same organisation, and the same user for another organisation: the
    // file and the job do not exist for them, and nothing is logged.
    for (const other of [colleague, ownerElsewhere]) {
      const otherId = randomUUID();
      const answers = await Promise.all([
        ask(getProofSheet, { caller: other, params: { id: file.id } }),
        ask(downloadProofSheetFindings, { caller: other, params: { id: file.id } }),
        ask(sendProofSheet, { caller: other, params: { id: file.id } }),
        ask(getProofJob, { caller: other, params: { id: job.id } }),
        ask(downloadProofJobResult, { caller: other, params: { id: job.id } }),
        ask(downloadProofJobMetadata, {
          caller: other,
          body: { jobId: job.id },
          correlationId: otherId,
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(await entriesOf(backend.db, otherId, 'ledBulkMetadataDownload')).toEqual([]);
    }
  });

  it('ends an item whose processing fails with 500, undoing its effect only', async () => {
    const db = backend.db;
    await sql`create table if not exists probe_effects (job_id uuid, position integer)`.execute(db);
    const fileId = randomUUID();
    const jobId = randomUUID();
    await db
      .insertInto('bulk_files')
      .values({
        id: fileId,
        kind: 'probe',
        owner_subject: owner.subject,
        organisation_code: home,
        file_name: 'probe.xlsx',
        reference: null,
        header_row: 1,
        header: JSON.stringify(['A']),
        lines: JSON.stringify([]),
        line_count: 3,
        error_line_count: 0,
        state: 'verzonden',
      })
      .execute();
    await db
      .insertInto('bulk_jobs')
      .values({
        id: jobId,
        kind: 'probe',
        file_id: fileId,
        owner_subject: owner.subject,
        owner_name: 'Frank Willems',
        organisation_code: home,
        role_uri: roleUri('Led', home),
        permission: 'LED.registreerBewijs',
        correlation_id: randomUUID(),
        reference: null,
        language: 'en',
        file_name: 'probe.xlsx',
        item_count: 3,
      })
      .execute();
    await db
      .insertInto('bulk_items')
      .values(
        [0, 1, 2].map((position) => ({
          job_id: jobId,
          position,
          line: position + 2,
          payload: JSON.stringify({ position }),
        })),
      )
      .execute();
    const probe = startBulkWorker({
      db,
      processors: [
        {
          kind: 'probe',
          async process(trx, item) {
            await sql`insert into probe_effects values (${item.jobId}, ${item.position})`.execute(
              trx,
            );
            if (item.position === 1) throw new Error('the source broke');
            return { status: 200, message: 'ok', result: `r${item.position}` };
          },
        },
      ],
      log: silent,
      workerId: 'worker-probe',
      idleMs: 20,
    });
    await until('the probe job', async () => {
      const row = await db
        .selectFrom('bulk_jobs')
        .where('id', '=', jobId)
        .select('finished_at')
        .executeTakeFirstOrThrow();
      return row.finished_at ? true : null;
    }).finally(() => probe.stop());
    const items = await jobItems(db, jobId);
    expect(items.map((item) => [item.status, item.message, item.result])).toEqual([
      [200, 'ok', 'r0'],
      [500, 'This line could not be processed. Try again later.', null],
      [200, 'ok', 'r2'],
    ]);
    const { rows } = await sql<{
      position: number;
    }>`select position from probe_effects where job_id = ${jobId} order by position`.execute(db);
    expect(rows.map((row) => row.position)).toEqual([0, 2]);
  });

  it('lets two workers on one database share a job without ever taking the same item', async () => {
    const inszs = known.slice(100, 300);
    const file = await validated(sheet('gedeeld.xlsx', inszs));
    const sendId = randomUUID();
    const job = await sent(file.id, sendId);
    const second = await openDatabase({
      databaseUrl: backend.databaseUrl ?? '',
      dataDir: 'memory://',
    });
    const workers = [worker(backend.db, 'worker-a', 10), worker(second, 'worker-b', 10)];
    try {
      await until('the shared job', async () =>
        (await progressOf(job.id)).status === 1 ? true : null,
      );
    } finally {
      await Promise.all(workers.map((running) => running.stop()));
      await second.destroy();
    }
    const items = await jobItems(backend.db, job.id);
    expect(items).toHaveLength(200);
    expect(items.every((item) => item.status === 200)).toBe(true);
    // Both took some, and each item was ended by one of them.
    expect([...new Set(items.map((item) => item.worker))].sort()).toEqual(['worker-a', 'worker-b']);
    const proofs = await jobProofs(backend.db, job.id);
    expect(proofs.map((row) => row.job_position)).toEqual(items.map((item) => item.position));
    expect(new Set(proofs.map((row) => row.reference)).size).toBe(200);
    expect(await entriesOf(backend.db, sendId, 'registreerBewijs')).toHaveLength(200);
    const finished = await backend.db
      .selectFrom('bulk_jobs')
      .where('id', '=', job.id)
      .select('finished_at')
      .executeTakeFirstOrThrow();
    expect(finished.finished_at).not.toBeNull();
  });

  it('finishes a job every item exactly once when its backend is killed mid-job and restarted', async () => {
    const database = await createTestDatabase('full');
    const env = {
      DATABASE_URL: database.url,
      OIDC_ISSUER: issuer.issuer,
      OIDC_JWKS_URI: `${issuer.issuer}/jwks`,
      HASH_SECRET: testHashSecret,
      LOG_LEVEL: 'warn',
    };
    let first: BackendProcess | null = null;
    let second: BackendProcess | null = null;
    let db: Kysely<Database> | null = null;
    try {
      first = await startBackendProcess(env, { fromSource: true });
      db = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
      const people = await db
        .selectFrom('persons')
        .select('insz')
        .orderBy('insz')
        .limit(1000)
        .execute();
      const firstUrl = first.url;
      const fileResponse = await call(firstUrl, validateProofSheet, {
        body: sheet(
          'duizend.xlsx',
          people.map((person) => person.insz),
          'KILL-1',
        ),
      });
      const file = bulkFileSchema.parse(await fileResponse.json());
      const sendId = randomUUID();
      const sendResponse = await call(firstUrl, sendProofSheet, {
        params: { id: file.id },
        correlationId: sendId,
      });
      const job = bulkJobProgressSchema.parse(await sendResponse.json());
      expect(job.itemCount).toBe(1000);

      // Killed once some batches committed, before the last.
      const database_ = db;
      const endedBefore = await until('the first batches', async () => {
        const { count } = await database_
          .selectFrom('bulk_items')
          .where('job_id', '=', job.id)
          .where('status', 'is not', null)
          .select(database_.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow();
        return Number(count) >= 40 ? Number(count) : null;
      });
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first?.child.once('exit', resolve));
      const afterKill = await jobItems(db, job.id);
      const endedAtKill = afterKill.filter((item) => item.status !== null).length;
      expect(endedAtKill).toBeGreaterThanOrEqual(endedBefore);
      expect(endedAtKill).toBeLessThan(1000);
      const firstWorker = afterKill.find((item) => item.worker)?.worker;

      second = await startBackendProcess(env, { fromSource: true });
      const secondUrl = second.url;
      const done = await until('the restarted job', async () => {
        const progress = await progressOf(job.id, secondUrl);
        return progress.status === 1 ? progress : null;
      });
      expect(done.statusProgress).toEqual([{ status: 200, amount: 1000 }]);

      const items = await jobItems(db, job.id);
      expect(items.every((item) => item.status === 200 && item.result)).toBe(true);
      const workers = new Set(items.map((item) => item.worker));
      expect(workers.size).toBe(2);
      expect(workers.has(firstWorker ?? '')).toBe(true);
      // Every item registered its proof once, and wrote one legal-log entry.
      const proofs = await jobProofs(db, job.id);
      expect(proofs).toHaveLength(1000);
      expect(proofs.map((row) => row.job_position)).toEqual(items.map((item) => item.position));
      expect(proofs.map((row) => row.reference)).toEqual(items.map((item) => item.result));
      expect(await entriesOf(db, sendId, 'registreerBewijs')).toHaveLength(1000);
      expect(await verifyChain(db, legalLogKey(testHashSecret))).toMatchObject({ ok: true });
    } finally {
      await second?.stop();
      if (first && first.child.exitCode === null && first.child.signalCode === null) {
        first.child.kill('SIGKILL');
      }
      await db?.destroy();
      await database.drop();
    }
  }, 90_000);
});

describe('the bulk pipeline on the embedded database', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('pglite', issuer, { population: true, bulkWorker: true });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  it('runs a job on its one connection, the calls answered while it runs', async () => {
    const people = await backend.db
      .selectFrom('persons')
      .select('insz')
      .orderBy('insz')
      .limit(60)
      .execute();
    const inszs = [...people.map((person) => person.insz), '99000000003'];
    const headersOf = async () => ({
      authorization: `Bearer ${await issuer.sign({
        sub: owner.subject,
        given_name: 'Frank',
        family_name: 'Willems',
        vo_orgcode: home,
        [roleClaim]: [roleCode('Led', 'vaccinatiecentrum')],
      })}`,
      [headers.sessionId]: newSessionId(),
      [headers.activeRole]: roleUri('Led', home),
      'content-type': 'application/json',
    });
    const validate = await fetch(`${backend.url}${validateProofSheet.path}`, {
      method: 'POST',
      headers: await headersOf(),
      body: JSON.stringify(sheet('ingebed.xlsx', inszs)),
    });
    const file = bulkFileSchema.parse(await validate.json());
    const send = await fetch(`${backend.url}${sendProofSheet.path.replace(':id', file.id)}`, {
      method: 'POST',
      headers: await headersOf(),
    });
    const job = bulkJobProgressSchema.parse(await send.json());
    const done = await until('the embedded job', async () => {
      const response = await fetch(`${backend.url}${getProofJob.path.replace(':id', job.id)}`, {
        headers: await headersOf(),
      });
      const progress = bulkJobProgressSchema.parse(await response.json());
      return progress.status === 1 ? progress : null;
    });
    expect(done.statusProgress).toEqual([
      { status: 200, amount: 60 },
      { status: 404, amount: 1 },
    ]);
    const items = await backend.db
      .selectFrom('bulk_items')
      .where('job_id', '=', job.id)
      .select(['worker'])
      .execute();
    expect(items.every((item) => item.worker === 'backend-under-test')).toBe(true);
  });
});

// The land registry's bulk calls over HTTP against the seeded cadastre, on PGlite and on
// PostgreSQL: an ownership file (capakeys, national numbers, enterprise numbers) validated, sent
// as a job, followed through the shared progress call (`jobType`) and its result a workbook of
// owners without formula cells, one legal-log entry per line (CapaKey, Insz or KboNummer, found or
// not) under the line's permission; bad lines (the portal's findings kept, a malformed capakey or
// bad check digits the item schema refuses, an empty line) marked with a neutralised error file
// and not sent; too many lines and a body that is not a sheet refused; the parcel file search
// with its partitions and no legal-log entry; another user's job not found; a role without a
// land registry permission 403.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkFileSchema,
  bulkJobOverviewSchema,
  bulkJobProgressSchema,
  xlsxContentType,
  type BulkLine,
} from '@contracts/bulk';
import type { CallContract } from '@contracts/http';
import {
  downloadOwnershipJobResult,
  downloadOwnershipSheetFindings,
  downloadParcelJobResult,
  getLandRegistryJob,
  getOwnershipJobs,
  getOwnershipSheet,
  sendOwnershipSheet,
  sendParcelSheet,
  validateOwnershipSheet,
  validateParcelSheet,
  type OwnershipBulkItem,
  type ParcelBulkItem,
} from '@contracts/land-registry-bulk';
import { startBulkWorker } from '../../backend/bulk/worker';
import { ownershipBulkProcessor, parcelBulkProcessor } from '../../backend/land-registry/bulk';
import { seedLandRegistry } from '../../backend/land-registry/seed';
import { legalLogKey, verifyChain } from '../../backend/legal-log/chain';
import { createLogger } from '../../logging/logger';
import { startBackend, testHashSecret, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { callHeaders, callerWithRole, type RoleCaller } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';
import { until } from '../support/until';

/** The featured parcels and owners of docs/demo-data.md. */
const joint = '44021A0041/00A000';
const road = '44021A0157/00A003';
const unknownParcel = '44021A9999/99Z999';
const rita = '60111842284';
const stien = '00012254691';
const vrancken = '0785196984';
/** A valid national number nobody in the population has. */
const nobody = '85073003328';

const ownershipColumns = ['Capakey of eigenaar'];
const parcelColumns = ['Capakey', 'Gemeente (NIS-code)', 'Afdeling', 'Sectie', 'Perceelnummer'];

const cellOf = (item: OwnershipBulkItem) =>
  'capakey' in item ? item.capakey : 'insz' in item ? item.insz : item.ondernemingsnummer;

function ownershipSheet(fileName: string, items: readonly OwnershipBulkItem[]) {
  return {
    bestandsnaam: fileName,
    reference: 'KAD-BULK-1',
    koprij: 1,
    kolommen: ownershipColumns,
    regels: items.map((item, index): BulkLine => ({
      regel: index + 2,
      cellen: [cellOf(item)],
      item,
    })),
  };
}

function parcelSheet(fileName: string, items: readonly ParcelBulkItem[]) {
  return {
    bestandsnaam: fileName,
    koprij: 1,
    kolommen: parcelColumns,
    regels: items.map((item, index): BulkLine => ({
      regel: index + 2,
      cellen: [
        item.capakey ?? '',
        item.gemeente ?? '',
        item.afdeling ?? '',
        item.sectie ?? '',
        item.perceelnummer ?? '',
      ],
      item,
    })),
  };
}

async function readWorkbook(response: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer);
  const worksheet = book.worksheets[0];
  if (!worksheet) throw new Error('no sheet');
  const rows: string[][] = [];
  let formulas = 0;
  worksheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      cells[column - 1] = cell.value === null || cell.value === undefined ? '' : String(cell.value);
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return { rows: Array.from(rows, (row) => row ?? []), formulas };
}

const silent = createLogger('silent', 'backend');

describe.each(productionKinds)('land registry bulk calls on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const callers = new Map<string, RoleCaller>();
  const processors = [
    ownershipBulkProcessor({ hashSecret: testHashSecret }),
    parcelBulkProcessor(),
  ];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { enterprises: true });
    await seedLandRegistry(backend.db, { size: 'small' });
    for (const [key, login, roleName] of [
      ['kadaster', 'carla.desmet', 'Kadaster'],
      ['gas', 'carla.desmet', 'GAS-boetes'],
      ['other', 'an.peeters', 'Burgerzaken'],
    ] as const) {
      callers.set(key, await callerWithRole(backend.url, issuer, login, roleName));
    }
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    contract: CallContract,
    {
      caller = 'kadaster',
      params = {},
      query = {},
      body,
      rawBody,
      correlationId,
      language,
    }: {
      caller?: string;
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      rawBody?: string;
      correlationId?: string;
      language?: string;
    } = {},
  ) {
    const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
    const search = new URLSearchParams(query).toString();
    const sent = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    return fetch(`${backend.url}${path}${search ? `?${search}` : ''}`, {
      method: contract.method,
      headers: {
        ...callHeaders(callers.get(caller), {
          ...(correlationId ? { correlationId } : {}),
          ...(language ? { language } : {}),
        }),
        ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: sent,
    });
  }

  async function validated(contract: CallContract, body: unknown) {
    const response = await call(contract, { body });
    expect(response.status).toBe(200);
    return bulkFileSchema.parse(await response.json());
  }

  async function sent(contract: CallContract, fileId: string, correlationId = randomUUID()) {
    const response = await call(contract, { params: { id: fileId }, correlationId });
    expect(response.status).toBe(200);
    return bulkJobProgressSchema.parse(await response.json());
  }

  async function progressOf(jobId: string, jobType: string) {
    const response = await call(getLandRegistryJob, { params: { id: jobId }, query: { jobType } });
    expect(response.status).toBe(200);
    return bulkJobProgressSchema.parse(await response.json());
  }

  /** Every waiting item ended by a worker, polled with a deadline. */
  async function finished(jobId: string, jobType: string) {
    const worker = startBulkWorker({
      db: backend.db,
      processors,
      log: silent,
      workerId: `test-${kind}`,
      idleMs: 20,
    });
    try {
      return await until('the job', async () => {
        const progress = await progressOf(jobId, jobType);
        return progress.status === 1 ? progress : null;
      });
    } finally {
      await worker.stop();
    }
  }

  const entriesOf = (correlationId: string) =>
    backend.db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .orderBy('id')
      .select(['operation', 'subject_kind', 'subject', 'permission', 'outcome', 'reference'])
      .execute();

  it('runs a clean ownership file: progress, a result workbook of owners, a legal-log entry per line', async () => {
    const file = await validated(
      validateOwnershipSheet,
      ownershipSheet('eigenaars.xlsx', [
        { capakey: joint },
        { insz: rita },
        { ondernemingsnummer: vrancken },
        { capakey: unknownParcel },
        { insz: stien },
        { insz: nobody },
        { capakey: road },
      ]),
    );
    expect(file).toMatchObject({ status: 'gevalideerd', regels: 7, foutieveRegels: 0 });

    const correlationId = randomUUID();
    const job = await sent(sendOwnershipSheet, file.id, correlationId);
    expect(job).toMatchObject({ itemCount: 7, jobDescription: 'eigenaars.xlsx' });
    // Sent twice: the same job.
    expect((await sent(sendOwnershipSheet, file.id)).id).toBe(job.id);

    const done = await finished(job.id, 'eigendomstoestand');
    expect(done.statusProgress).toEqual([
      { status: 200, amount: 4 },
      { status: 404, amount: 3 },
    ]);
    // The job is not a parcel search job.
    const otherType = await call(getLandRegistryJob, {
      params: { id: job.id },
      query: { jobType: 'zoekperceel' },
    });
    expect(otherType.status).toBe(404);

    const result = await call(downloadOwnershipJobResult, { params: { id: job.id } });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe(xlsxContentType);
    expect(result.headers.get('content-disposition')).toContain('eigenaars');
    const { rows, formulas } = await readWorkbook(result);
    expect(formulas).toBe(0);
    expect(rows[0]).toEqual(expect.arrayContaining(['Capakey of eigenaar', 'Eigenaars']));
    const text = rows.map((row) => row.join(' | '));
    expect(text[1]).toContain(joint);
    expect(text[1]).toContain('Rita Anne-Marie Wuyts (60111842284) Volle eigendom (VE) 1/2');
    expect(text[1]).toContain('Walter Claeys (55090944518)');
    expect(text[2]).toContain('44021A0063/00D000 P0000');
    expect(text[3]).toContain('Vrancken & Van Mol');
    expect(text[4]).toContain('Geen perceel gevonden');
    expect(text[5]).toContain('Geen eigendomstoestanden gevonden');
    expect(text[6]).toContain('Geen eigenaar gevonden met dit nummer');
    expect(text[7]).toContain('geen eigendomstoestand');

    // The first line only.
    const first = await call(downloadOwnershipJobResult, {
      params: { id: job.id },
      query: { count: '1' },
    });
    expect((await readWorkbook(first)).rows.filter((row) => row.join('') !== '')).toHaveLength(2);

    expect(await entriesOf(correlationId)).toEqual(
      [
        ['geefEigendomstoestand', 'CapaKey', joint, 'kadaster.geefEigendomstoestanden', 'gevonden'],
        ['zoekEigendomstoestand', 'Insz', rita, 'kadaster.zoekEigendomstoestanden', 'gevonden'],
        [
          'zoekEigendomstoestand',
          'KboNummer',
          vrancken,
          'kadaster.zoekEigendomstoestanden',
          'gevonden',
        ],
        [
          'geefEigendomstoestand',
          'CapaKey',
          unknownParcel,
          'kadaster.geefEigendomstoestanden',
          'niet gevonden',
        ],
        [
          'zoekEigendomstoestand',
          'Insz',
          stien,
          'kadaster.zoekEigendomstoestanden',
          'geen eigendomstoestanden',
        ],
        [
          'zoekEigendomstoestand',
          'Insz',
          nobody,
          'kadaster.zoekEigendomstoestanden',
          'niet gevonden',
        ],
        ['geefEigendomstoestand', 'CapaKey', road, 'kadaster.geefEigendomstoestanden', 'gevonden'],
      ].map(([operation, subjectKind, subject, permission, outcome]) => ({
        operation,
        subject_kind: subjectKind,
        subject,
        permission,
        outcome,
        reference: 'KAD-BULK-1',
      })),
    );
    expect(await verifyChain(backend.db, legalLogKey(testHashSecret))).toMatchObject({ ok: true });

    const overview = await call(getOwnershipJobs);
    expect(bulkJobOverviewSchema.parse(await overview.json()).map((listed) => listed.id)).toContain(
      job.id,
    );
    // Another user (another role, same organisation) does not see the job.
    const stranger = await call(getLandRegistryJob, {
      caller: 'other',
      params: { id: job.id },
      query: { jobType: 'eigendomstoestand' },
    });
    expect(stranger.status).toBe(403);
  });

  it('marks bad lines, writes a neutralised error file, and does not send the file', async () => {
    const file = await validated(validateOwnershipSheet, {
      bestandsnaam: 'fouten.xlsx',
      koprij: 1,
      kolommen: ownershipColumns,
      regels: [
        { regel: 2, cellen: [joint], item: { capakey: joint } },
        // The portal's finding on an empty line and on a malformed capakey: kept.
        {
          regel: 3,
          cellen: [''],
          fouten: [{ kolom: 'Capakey of eigenaar', melding: 'Dit veld is verplicht' }],
        },
        { regel: 4, cellen: ['44021A41/00A000'], item: { capakey: '44021A41/00A000' } },
        // Bad check digits the portal let through: the item schema refuses them.
        { regel: 5, cellen: ['60111842285'], item: { insz: '60111842285' } },
        { regel: 6, cellen: ['0785196985'], item: { ondernemingsnummer: '0785196985' } },
        // Cells that look like formulas, without an item.
        { regel: 8, cellen: ['=HYPERLINK("http://x")'] },
      ],
    });
    expect(file).toMatchObject({ status: 'gevalideerdMetFouten', regels: 6, foutieveRegels: 5 });
    expect(file.fouten.map((line) => line.regel)).toEqual([3, 4, 5, 6, 8]);
    expect(file.fouten[1]?.fouten).toEqual([
      { kolom: 'Capakey of eigenaar', melding: expect.any(String) },
    ]);

    const refused = await call(sendOwnershipSheet, { params: { id: file.id } });
    expect(refused.status).toBe(400);

    const download = await call(downloadOwnershipSheetFindings, { params: { id: file.id } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(xlsxContentType);
    const { rows, formulas } = await readWorkbook(download);
    expect(formulas).toBe(0);
    expect(rows[0]).toEqual(['Capakey of eigenaar', 'Fouten']);
    expect(rows[7]?.[0]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[4]?.[1]).toContain('Capakey of eigenaar');
  });

  it('refuses too many lines and a body that is not a sheet', async () => {
    const lines = Array.from({ length: 1001 }, () => ({ capakey: joint }));
    const tooMany = await call(validateOwnershipSheet, {
      body: ownershipSheet('te-veel.xlsx', lines),
    });
    expect(tooMany.status).toBe(400);
    const zip = await call(validateOwnershipSheet, { rawBody: 'PK\u0003\u0004 not json' });
    expect(zip.status).toBe(400);
    const empty = await call(validateParcelSheet, {
      body: { bestandsnaam: 'leeg.xlsx', koprij: 1, kolommen: parcelColumns, regels: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('runs a parcel file search: its partitions in the result, no legal-log entry', async () => {
    const file = await validated(
      validateParcelSheet,
      parcelSheet('percelen.xlsx', [
        { capakey: joint },
        { gemeente: '44021', afdeling: '44021', sectie: 'A', perceelnummer: '0086' },
        { capakey: unknownParcel },
      ]),
    );
    expect(file.status).toBe('gevalideerd');
    const correlationId = randomUUID();
    const job = await sent(sendParcelSheet, file.id, correlationId);
    const done = await finished(job.id, 'zoekperceel');
    expect(done.statusProgress).toEqual([
      { status: 200, amount: 2 },
      { status: 404, amount: 1 },
    ]);
    const result = await call(downloadParcelJobResult, { params: { id: job.id }, language: 'en' });
    expect(result.status).toBe(200);
    const { rows, formulas } = await readWorkbook(result);
    expect(formulas).toBe(0);
    expect(rows[0]).toEqual(expect.arrayContaining(['Partitions']));
    expect(rows[1]?.join(' ')).toContain(`${joint} P0000`);
    expect(rows[2]?.join(' ')).toContain('44021A0086/00B000 P0006');
    // The lines' messages are in the language the job was sent in.
    expect(rows[3]?.join(' ')).toContain('Geen perceel gevonden');
    expect(await entriesOf(correlationId)).toEqual([]);

    // A parcel search file is not read as an ownership file.
    const asOwnership = await call(getOwnershipSheet, { params: { id: file.id } });
    expect(asOwnership.status).toBe(404);
  });

  it('checks the parcel search rules again: a plot number needs its section', async () => {
    const file = await validated(
      validateParcelSheet,
      parcelSheet('regels.xlsx', [{ gemeente: '44021', perceelnummer: '0041' }, { sectie: 'A' }]),
    );
    expect(file.status).toBe('gevalideerdMetFouten');
    expect(file.fouten.map((line) => line.fouten.map((finding) => finding.kolom))).toEqual([
      ['Sectie'],
      ['Gemeente (NIS-code)', 'Afdeling'],
    ]);
  });

  it('answers 400 for an unknown job type and 403 to a role without a land registry permission', async () => {
    const id = randomUUID();
    const badType = await call(getLandRegistryJob, { params: { id }, query: { jobType: 'x' } });
    expect(badType.status).toBe(400);
    for (const caller of ['gas', 'other']) {
      const validate = await call(validateOwnershipSheet, {
        caller,
        body: ownershipSheet('x.xlsx', [{ capakey: joint }]),
      });
      expect(validate.status).toBe(403);
      const progress = await call(getLandRegistryJob, {
        caller,
        params: { id },
        query: { jobType: 'zoekperceel' },
      });
      expect(progress.status).toBe(403);
    }
  });
});

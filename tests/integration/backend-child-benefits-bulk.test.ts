// The child-benefits bulk calls over HTTP, on PGlite and on PostgreSQL, against the Groeipakket
// source made from the small population: a sheet validated (the backend's own findings on a bad
// month or period, the csv error file with its findings column and neutralised cells), sent once
// as a job, its result file 206 while items wait and 200 once every one ended (its first lines
// only with `count`), each line's outcome (found, provisional, no file, no answer, nobody) with one
// legal-log entry per line; another user's or organisation's file and job not found; the role the
// calls need; bodies that are not what a call takes.
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkFileSchema,
  bulkJobOverviewSchema,
  bulkJobProgressSchema,
  csvContentType,
  type BulkJobProgress,
  type BulkLine,
} from '@contracts/bulk';
import {
  downloadChildBenefitsJobResult,
  downloadChildBenefitsSheetFindings,
  getChildBenefitsJob,
  getChildBenefitsJobs,
  getChildBenefitsSheet,
  sendChildBenefitsSheet,
  validateChildBenefitsSheet,
  type ChildBenefitsQuestion,
} from '@contracts/child-benefits';
import {
  roleClaim,
  roleCode,
  type DemoOrganisationKey,
  type DemoRoleKey,
  demoOrganisations,
} from '@contracts/demo-catalogue';
import { headers, type CallContract } from '@contracts/http';
import { roleUri } from '../../backend/auth/identity';
import { runBulkBatch, startBulkWorker } from '../../backend/bulk/worker';
import { childBenefitsBulkProcessor } from '../../backend/child-benefits/bulk';
import { legalLogKey, verifyChain } from '../../backend/legal-log/chain';
import { createLogger } from '../../logging/logger';
import { startBackend, testHashSecret, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';
import { until } from '../support/until';

/** The featured people of docs/demo-data.md (backend/child-benefits/featured.ts). */
const child = '16082285273';
const parent = '79111780830';
const withoutFile = '12101042316';
const provisional = '10060851313';
const unavailable = '14080665529';
/** A valid number nobody in the population has. */
const unknown = '85073003328';

interface Caller {
  subject: string;
  organisation: DemoOrganisationKey;
  role: DemoRoleKey;
}

/** bart.claes, Sociale dienst at OCMW Zonnedorp (docs/demo-data.md). */
const owner: Caller = {
  subject: 'demo-bart.claes',
  organisation: 'ocmwZonnedorp',
  role: 'SocialeDienst',
};
const colleague: Caller = { ...owner, subject: 'demo-bulk-colleague' };
/** The same user, under the same role at another organisation. */
const ownerElsewhere: Caller = { ...owner, organisation: 'rivierstad' };
/** A role without the child-benefits permission. */
const registrar: Caller = { ...owner, role: 'Burgerzaken' };

const columns = ['INSZ', 'Zoeksleutel', 'Beginmaand', 'Eindmaand'];

/** A line as the portal sends it: its cells and the item its row schema made of them. */
function line(regel: number, question: ChildBenefitsQuestion): BulkLine {
  return {
    regel,
    cellen: [
      question.insz,
      question.zoeksleutel,
      question.periode?.beginMaand ?? '',
      question.periode?.eindeMaand ?? '',
    ],
    item: question,
  };
}

const ask = (insz: string, extra: Partial<ChildBenefitsQuestion> = {}): ChildBenefitsQuestion => ({
  insz,
  zoeksleutel: 'Ondernemingsnummer',
  ...extra,
});

function sheet(fileName: string, questions: readonly ChildBenefitsQuestion[], reference = 'KV-1') {
  return {
    bestandsnaam: fileName,
    reference,
    koprij: 1,
    kolommen: columns,
    regels: questions.map((question, index) => line(index + 2, question)),
  };
}

/** The csv's text with its byte order mark, and its records (the last CRLF ends the last one). */
async function readCsv(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data.at(-1)).toEqual(['']);
  return { bytes, records: parsed.data.slice(0, -1) };
}

const silent = createLogger('silent', 'backend');

describe.each(productionKinds)('the child-benefits bulk calls on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const processors = [childBenefitsBulkProcessor({ hashSecret: testHashSecret })];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { childBenefits: true });
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    contract: CallContract,
    {
      caller = owner,
      params = {},
      query = '',
      body,
      rawBody,
      correlationId = randomUUID(),
      language = 'nl',
    }: {
      caller?: Caller;
      params?: Record<string, string>;
      query?: string;
      body?: unknown;
      rawBody?: string;
      correlationId?: string;
      language?: string;
    } = {},
  ) {
    const token = await issuer.sign({
      sub: caller.subject,
      given_name: 'Bart',
      family_name: 'Claes',
      vo_orgcode: demoOrganisations[caller.organisation].code,
      [roleClaim]: [roleCode(caller.role, caller.organisation)],
    });
    const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
    const sent = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    return fetch(`${backend.url}${path}${query}`, {
      method: contract.method,
      headers: {
        authorization: `Bearer ${token}`,
        [headers.sessionId]: newSessionId(),
        [headers.activeRole]: roleUri(caller.role, demoOrganisations[caller.organisation].code),
        [headers.correlationId]: correlationId,
        'accept-language': language,
        ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: sent,
    });
  }

  async function validated(body: unknown, caller = owner) {
    const response = await call(validateChildBenefitsSheet, { body, caller });
    expect(response.status).toBe(200);
    return bulkFileSchema.parse(await response.json());
  }

  async function sent(fileId: string, correlationId = randomUUID(), language = 'nl') {
    const response = await call(sendChildBenefitsSheet, {
      body: { bestand: fileId },
      correlationId,
      language,
    });
    expect(response.status).toBe(200);
    return bulkJobProgressSchema.parse(await response.json());
  }

  async function progressOf(jobId: string): Promise<BulkJobProgress> {
    const response = await call(getChildBenefitsJob, { params: { id: jobId } });
    expect(response.status).toBe(200);
    return bulkJobProgressSchema.parse(await response.json());
  }

  const result = (jobId: string, query = '', language = 'nl') =>
    call(downloadChildBenefitsJobResult, { params: { jobId }, query, language });

  /** Every waiting item ended by a worker of the backend's database, polled with a deadline. */
  async function finished(jobId: string) {
    const worker = startBulkWorker({
      db: backend.db,
      processors,
      log: silent,
      workerId: `test-${kind}`,
      idleMs: 20,
    });
    try {
      return await until('the job', async () => {
        const progress = await progressOf(jobId);
        return progress.status === 1 ? progress : null;
      });
    } finally {
      await worker.stop();
    }
  }

  function entriesOf(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .orderBy('id')
      .selectAll()
      .execute();
  }

  it('validates and stores a clean sheet, readable again by its owner', async () => {
    const file = await validated(
      sheet('kinderen.csv', [ask(child), ask(parent, { zoeksleutel: 'Code' })]),
    );
    expect(file).toMatchObject({
      bestandsnaam: 'kinderen.csv',
      status: 'gevalideerd',
      regels: 2,
      foutieveRegels: 0,
      kolommen: columns,
      fouten: [],
      jobId: null,
    });
    const again = await call(getChildBenefitsSheet, { params: { id: file.id } });
    expect(again.status).toBe(200);
    expect(bulkFileSchema.parse(await again.json())).toEqual(file);
  });

  it('keeps the portal’s findings, checks every item again, and writes a csv error file', async () => {
    const body = {
      ...sheet('kinderen fouten.csv', [ask(child)]),
      regels: [
        line(2, ask(child)),
        // The portal found a fault: kept as it is.
        {
          regel: 3,
          cellen: ['123', 'Naam', '', ''],
          fouten: [{ kolom: 'INSZ', melding: 'Dit rijksregisternummer is ongeldig.' }],
        },
        // The portal let a month through that does not exist: the item schema refuses it.
        line(4, ask(parent, { periode: { beginMaand: '2020-13' } })),
        // A period that ends before it begins.
        line(5, ask(parent, { periode: { beginMaand: '2021-01', eindeMaand: '2020-12' } })),
        // A line without findings and without an item.
        { regel: 7, cellen: ['=HYPERLINK("http://x")', '+Code', '-1', '@SUM(A1)'] },
      ],
    };
    const file = await validated(body);
    expect(file).toMatchObject({ status: 'gevalideerdMetFouten', regels: 5, foutieveRegels: 4 });
    expect(file.fouten).toEqual([
      {
        regel: 3,
        cellen: ['123', 'Naam', '', ''],
        fouten: [{ kolom: 'INSZ', melding: 'Dit rijksregisternummer is ongeldig.' }],
      },
      {
        regel: 4,
        cellen: [parent, 'Ondernemingsnummer', '2020-13', ''],
        fouten: [{ kolom: 'Beginmaand', melding: 'Deze waarde is ongeldig.' }],
      },
      {
        regel: 5,
        cellen: [parent, 'Ondernemingsnummer', '2021-01', '2020-12'],
        fouten: [{ kolom: 'Eindmaand', melding: 'Deze waarde is ongeldig.' }],
      },
      {
        regel: 7,
        cellen: ['=HYPERLINK("http://x")', '+Code', '-1', '@SUM(A1)'],
        fouten: [{ kolom: '', melding: 'Deze regel kon niet gelezen worden.' }],
      },
    ]);

    // A file with findings is not sent.
    const refused = await call(sendChildBenefitsSheet, { body: { bestand: file.id } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 1,
      errors: [{ code: 'bestandsnaam', message: expect.stringContaining('kinderen fouten.csv') }],
    });

    const download = await call(downloadChildBenefitsSheetFindings, { params: { id: file.id } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(csvContentType);
    expect(download.headers.get('content-disposition')).toContain('kinderen fouten-fouten.csv');
    const { bytes, records } = await readCsv(download);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(records).toEqual([
      [...columns, 'Fouten'],
      [child, 'Ondernemingsnummer', '', '', ''],
      ['123', 'Naam', '', '', 'INSZ: Dit rijksregisternummer is ongeldig.'],
      [parent, 'Ondernemingsnummer', '2020-13', '', 'Beginmaand: Deze waarde is ongeldig.'],
      [parent, 'Ondernemingsnummer', '2021-01', '2020-12', 'Eindmaand: Deze waarde is ongeldig.'],
      // Line 6 was not in the sheet: its row stays empty, and line 7 keeps its own.
      [''],
      [
        '\'=HYPERLINK("http://x")',
        "'+Code",
        "'-1",
        "'@SUM(A1)",
        'Deze regel kon niet gelezen worden.',
      ],
    ]);

    // In English: the findings column and its texts.
    const english = await call(downloadChildBenefitsSheetFindings, {
      params: { id: file.id },
      language: 'en',
    });
    expect(english.headers.get('content-disposition')).toContain('kinderen fouten-errors.csv');
    expect((await readCsv(english)).records[0]).toEqual([...columns, 'Errors']);
  });

  it('sends a file once, answers 206 while lines wait and 200 once every one ended, one entry per line', async () => {
    const questions = [
      ask(child),
      ask(parent, { zoeksleutel: 'Code' }),
      ask(withoutFile),
      ask(provisional),
      ask(unavailable),
      ask(unknown),
    ];
    const file = await validated(sheet('kinderen mei.csv', questions, 'DOSSIER-7'));
    const sendId = randomUUID();
    const job = await sent(file.id, sendId);
    expect(job).toMatchObject({
      itemCount: 6,
      jobDescription: 'kinderen mei.csv',
      status: 0,
      statusProgress: [{ status: 'PROCESSING', amount: 6 }],
    });
    // Sent twice: the job it has.
    expect((await sent(file.id)).id).toBe(job.id);
    const fileAgain = await call(getChildBenefitsSheet, { params: { id: file.id } });
    expect(bulkFileSchema.parse(await fileAgain.json())).toMatchObject({
      status: 'verzonden',
      jobId: job.id,
    });
    const jobRow = await backend.db
      .selectFrom('bulk_jobs')
      .where('id', '=', job.id)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(jobRow).toMatchObject({
      kind: 'childBenefits',
      owner_subject: owner.subject,
      organisation_code: 'OVO100002',
      role_uri: roleUri('SocialeDienst', 'OVO100002'),
      permission: 'gezin.geefKindVoordelen',
      correlation_id: sendId,
      reference: 'DOSSIER-7',
      finished_at: null,
    });

    // Nothing ended yet: every line waits.
    const waiting = await result(job.id);
    expect(waiting.status).toBe(206);
    expect(waiting.headers.get('content-type')).toBe(csvContentType);
    expect(waiting.headers.get('content-disposition')).toContain('kinderen mei-resultaat.csv');
    const waitingLines = (await readCsv(waiting)).records;
    expect(waitingLines[0]).toEqual([...columns, 'Status', 'Melding', 'Kindvoordelen']);
    expect(waitingLines.slice(1).map((cells) => cells.slice(4))).toEqual(
      questions.map(() => ['PROCESSING', '', '']),
    );

    // One batch of two lines: those two are done, the others still wait.
    expect(
      await runBulkBatch({
        db: backend.db,
        processors,
        log: silent,
        workerId: 'one',
        batchSize: 2,
      }),
    ).toBe(2);
    const partial = await result(job.id);
    expect(partial.status).toBe(206);
    const partialLines = (await readCsv(partial)).records.slice(1);
    expect(partialLines.map((cells) => [cells[0], cells[4]])).toEqual([
      [child, '200'],
      [parent, '200'],
      [withoutFile, 'PROCESSING'],
      [provisional, 'PROCESSING'],
      [unavailable, 'PROCESSING'],
      [unknown, 'PROCESSING'],
    ]);
    // The first line only.
    const first = await result(job.id, '?count=1');
    expect(first.status).toBe(206);
    expect((await readCsv(first)).records.map((cells) => cells[0])).toEqual(['INSZ', child]);

    const done = await finished(job.id);
    expect(done).toMatchObject({
      id: job.id,
      itemCount: 6,
      timeStamp: job.timeStamp,
      status: 1,
      statusProgress: [
        { status: 200, amount: 3 },
        { status: 404, amount: 2 },
        { status: 422, amount: 1 },
      ],
    });

    const complete = await result(job.id);
    expect(complete.status).toBe(200);
    const lines = (await readCsv(complete)).records;
    expect(lines.map((cells) => cells.slice(0, 5))).toEqual([
      [...columns, 'Status'],
      ...questions.map((question, index) => [
        ...(line(index + 2, question).cellen as string[]),
        String([200, 200, 404, 200, 422, 404][index]),
      ]),
    ]);
    const [childLine, parentLine, noFileLine, provisionalLine, unavailableLine, unknownLine] =
      lines.slice(1);
    expect(childLine?.[5]).toBe('Kindvoordelen gevonden.');
    // The periods of docs/demo-data.md, those of one kind together, in the order they began.
    expect(childLine?.[6]).toBe(
      [
        'Fonds 0173490537 — kind 16082285273: BASIS MET_TYPE_SOCIAAL 2019-01–2020-12',
        'KINDEROPVANG MET_TYPE_SOCIAAL 2019-01–2019-06',
        'PARTICIPATIE_UNIVERSEEL MET_TYPE_SOCIAAL 2019-08, 2020-08',
        'KLEUTER MET_TYPE_SOCIAAL 2019-09',
        'PARTICIPATIE_SELECTIEF MET_TYPE_SOCIAAL 2019-10, 2020-10',
        'BASIS ZONDER_TYPE_SOCIAAL 2021-01–…',
        'PARTICIPATIE_UNIVERSEEL ZONDER_TYPE_SOCIAAL 2021-08, 2022-08, 2023-08, 2024-08, 2025-08',
      ].join('; '),
    );
    // Her three children, and the advance of the birth amount paid to her, the fund by its code.
    expect(parentLine?.[6]).toMatch(
      /^Fonds KIDSLIFE — kind 05083130423: BASIS ZONDER_TYPE_SOCIAAL 2019-01–2023-08; .* — kind 15060349295: .* — kind 19020239683: BASIS ZONDER_TYPE_SOCIAAL 2019-02–…; .* — bonussen: VOORAFBETALING_GEBOORTE 2019-01-07$/,
    );
    expect(noFileLine?.slice(5)).toEqual([
      'Dossier niet gekend: deze persoon heeft geen dossier in het Groeipakket.',
      '',
    ]);
    expect(provisionalLine?.[5]).toContain('voorlopig');
    expect(provisionalLine?.[6]).toMatch(/^Fonds 0173490537 — kind 10060851313: BASIS /);
    expect(unavailableLine?.slice(5)).toEqual([
      'Het Groeipakket kon niet antwoorden: het dossier is nu niet beschikbaar. Probeer het later opnieuw.',
      '',
    ]);
    expect(unknownLine?.slice(5)).toEqual(['Geen gegevens gevonden voor de vraag', '']);

    // The first two lines, complete.
    const two = await result(job.id, '?count=2');
    expect(two.status).toBe(200);
    expect((await readCsv(two)).records.slice(1)).toEqual(lines.slice(1, 3));

    // One legal-log entry per line, as the single call writes it, under the sender's profile.
    const entries = await entriesOf(sendId);
    expect(entries.map((entry) => [entry.subject, entry.outcome])).toEqual([
      [child, 'gevonden'],
      [parent, 'gevonden'],
      [withoutFile, 'dossier niet gekend'],
      [provisional, 'voorlopig gevonden'],
      [unavailable, 'bron kon niet antwoorden'],
      [unknown, 'niet gevonden'],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        operation: 'geefKindVoordelen',
        permission: 'gezin.geefKindVoordelen',
        subject_kind: 'Insz',
        reference: 'DOSSIER-7',
        source: 'GROEIPAKKET',
        registered_by: 'Magda',
        user_subject: owner.subject,
        user_name: 'Bart Claes',
        organisation_code: 'OVO100002',
        role: roleUri('SocialeDienst', 'OVO100002'),
      });
    }
    expect(await verifyChain(backend.db, legalLogKey(testHashSecret))).toMatchObject({
      ok: true,
    });

    // The overview: the owner's jobs here, newest first; nobody else's.
    const overview = bulkJobOverviewSchema.parse(await (await call(getChildBenefitsJobs)).json());
    expect(overview[0]).toEqual(done);
    for (const other of [colleague, ownerElsewhere]) {
      const theirs = bulkJobOverviewSchema.parse(
        await (await call(getChildBenefitsJobs, { caller: other })).json(),
      );
      expect(theirs.map((entry) => entry.id)).not.toContain(job.id);
    }

    // Another user in the same organisation, and the same user for another organisation: the
    // file and the job do not exist for them.
    for (const other of [colleague, ownerElsewhere]) {
      const answers = await Promise.all([
        call(getChildBenefitsSheet, { caller: other, params: { id: file.id } }),
        call(downloadChildBenefitsSheetFindings, { caller: other, params: { id: file.id } }),
        call(sendChildBenefitsSheet, { caller: other, body: { bestand: file.id } }),
        call(getChildBenefitsJob, { caller: other, params: { id: job.id } }),
        call(downloadChildBenefitsJobResult, { caller: other, params: { jobId: job.id } }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
      for (const answer of answers) expect(await answer.json()).toMatchObject({ code: 404 });
    }
  });

  it('answers a job sent in English in English', async () => {
    const file = await validated(sheet('children.csv', [ask(child), ask(withoutFile)]));
    const job = await sent(file.id, randomUUID(), 'en');
    await finished(job.id);
    const answer = await result(job.id, '', 'en');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('children-result.csv');
    const lines = (await readCsv(answer)).records;
    expect(lines[0]).toEqual([...columns, 'Status', 'Message', 'Child benefits']);
    expect(lines[1]?.slice(5)).toEqual([
      'Child benefits found.',
      expect.stringMatching(/^Fund 0173490537 — child 16082285273: BASIS /),
    ]);
    expect(lines[2]?.slice(4)).toEqual([
      '404',
      'File not known: this person has no file in the Groeipakket.',
      '',
    ]);
  });

  it('refuses the calls to a role without the permission, before anything is stored or logged', async () => {
    const file = await validated(sheet('kinderen.csv', [ask(child)]));
    const correlationId = randomUUID();
    const answers = await Promise.all([
      call(validateChildBenefitsSheet, {
        caller: registrar,
        body: sheet('kinderen.csv', [ask(child)]),
      }),
      call(getChildBenefitsSheet, { caller: registrar, params: { id: file.id } }),
      call(downloadChildBenefitsSheetFindings, { caller: registrar, params: { id: file.id } }),
      call(sendChildBenefitsSheet, {
        caller: registrar,
        body: { bestand: file.id },
        correlationId,
      }),
      call(getChildBenefitsJob, { caller: registrar, params: { id: randomUUID() } }),
      call(downloadChildBenefitsJobResult, {
        caller: registrar,
        params: { jobId: randomUUID() },
      }),
      call(getChildBenefitsJobs, { caller: registrar }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const stored = await backend.db
      .selectFrom('bulk_files')
      .where('owner_subject', '=', registrar.subject)
      .where('kind', '=', 'childBenefits')
      .select('id')
      .execute();
    expect(stored.map((row) => row.id)).toEqual(
      (
        await backend.db
          .selectFrom('bulk_files')
          .where('owner_subject', '=', owner.subject)
          .where('kind', '=', 'childBenefits')
          .select('id')
          .execute()
      ).map((row) => row.id),
    );
    expect(
      await backend.db
        .selectFrom('bulk_jobs')
        .where('file_id', '=', file.id)
        .select('id')
        .execute(),
    ).toEqual([]);
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it.each([
    ['a body that is not a sheet', { insz: child }],
    ['a sheet without lines', { ...sheet('leeg.csv', []), regels: [] }],
    ['a sheet without a file name', { ...sheet('x.csv', [ask(child)]), bestandsnaam: ' ' }],
    ['an empty reference', sheet('x.csv', [ask(child)], ' ')],
  ])('refuses %s with the error catalogue’s 400', async (_name, body) => {
    const response = await call(validateChildBenefitsSheet, { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 1,
      message: 'Validatiefout',
      errors: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
    });
  });

  it('refuses broken JSON, a send without a file id, and a count that is not a number of lines', async () => {
    const broken = await call(validateChildBenefitsSheet, { rawBody: '{"bestandsnaam":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ code: 1, message: 'Validatiefout', errors: [] });
    for (const body of [{}, { bestand: 'abc' }, { bestand: randomUUID(), extra: 1 }]) {
      const response = await call(sendChildBenefitsSheet, { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 1 });
    }
    // A file nobody has.
    expect((await call(sendChildBenefitsSheet, { body: { bestand: randomUUID() } })).status).toBe(
      404,
    );
    const jobId = randomUUID();
    for (const query of ['?count=0', '?count=-1', '?count=1.5', '?count=abc']) {
      const response = await result(jobId, query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 1 });
    }
    expect((await result(jobId, '?count=3')).status).toBe(404);
    expect((await result('not-a-uuid')).status).toBe(400);
  });
});

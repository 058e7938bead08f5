// Reading the legal log over HTTP, as a security consultant (els.jacobs, Veiligheidsconsulent):
// every filter alone and together narrows to the entries the test itself caused (consultations
// registered by An Peeters and Bart Claes through real calls), paging and sorting, the lists, one
// entry and its link, one request's entries, the chain verified over ranges and an entry altered
// in the table found, the log's own entries for searches that name subjects, audit reports made,
// downloaded and opened, and every new call refused to a caller without the permission.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerTexts, type HeaderValue } from '@contracts/http';
import {
  downloadAuditReport,
  getLegalLogEntry,
  getLegalLogRequest,
  listAuditReports,
  listLegalLogOperations,
  listLegalLogOrganisations,
  listLegalLogPurposes,
  listLegalLogRegisters,
  listLegalLogUsers,
  requestAuditReport,
  searchLegalLog,
  verifyLegalLog,
  type LegalLogEntry,
} from '@contracts/legal-log';
import { makeWaitingReport } from '../../backend/legal-log/reports';
import { startBackend, testHashSecret, type BackendUnderTest } from '../support/backend-under-test';
import {
  callerWithRole,
  callHeaders,
  newCorrelationId,
  type RoleCaller,
} from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const personA = '85073003328';
const personB = '80041200285';
const enterprise = '0403170701';
const plate = '1ABC123';
const capakey = '12345A0678/00B000';

interface Registration {
  permissie: string;
  operatie: string;
  type: string;
  waarde: string;
  referentie: string;
  bron: string;
  correlationId?: string;
}

let issuer: TestIssuer;
let backend: BackendUnderTest;
let consultant: RoleCaller;
let an: RoleCaller;
let bart: RoleCaller;
/** Every correlation id the test's consultations were made under, by a name of the test's own. */
const caused = new Map<string, string>();

async function register(caller: RoleCaller, name: string, registration: Registration) {
  const correlationId = registration.correlationId ?? `read-${name}-${newCorrelationId()}`;
  caused.set(name, correlationId);
  const response = await fetch(`${backend.url}/api/v1/legallog/registraties`, {
    method: 'POST',
    headers: { ...callHeaders(caller, { correlationId }), 'content-type': 'application/json' },
    body: JSON.stringify({
      permissie: registration.permissie,
      operatie: registration.operatie,
      onderwerp: { type: registration.type, waarde: registration.waarde },
      referentie: registration.referentie,
      bron: registration.bron,
    }),
  });
  expect(response.status, name).toBe(200);
}

/** A GET of the log's calls as the consultant (or the caller given), filters in headers. */
async function get(
  path: string,
  headers: Record<string, HeaderValue | undefined> = {},
  caller: RoleCaller = consultant,
  language = 'nl',
) {
  return fetch(`${backend.url}${path}`, {
    headers: { ...headerTexts(headers), ...callHeaders(caller, { language }) },
  });
}

async function search(headers: Record<string, HeaderValue | undefined>) {
  const response = await get(searchLegalLog.path, { limit: 100, ...headers });
  expect(response.status).toBe(200);
  return searchLegalLog.response.parse(await response.json());
}

/** The names (of `caused`) of the entries a page holds, the test's own only, sorted. */
function namesOf(entries: readonly LegalLogEntry[]): string[] {
  const byId = new Map([...caused].map(([name, id]) => [id, name]));
  return entries
    .map((entry) => byId.get(entry.correlatieId))
    .filter((name): name is string => name !== undefined)
    .sort();
}

const persoon = { permissie: 'persoon.geefPersoon', bron: 'RR' };
const sociaal = { permissie: 'socialSecurity.geefSociaalStatuut', bron: 'KSZ' };

beforeAll(async () => {
  issuer = await startTestIssuer();
  backend = await startBackend('postgresql', issuer);
  consultant = await callerWithRole(backend.url, issuer, 'els.jacobs', 'Veiligheidsconsulent');
  an = await callerWithRole(backend.url, issuer, 'an.peeters', 'Burgerzaken');
  bart = await callerWithRole(backend.url, issuer, 'bart.claes', 'Sociale dienst');
  await register(an, 'an-a', {
    ...persoon,
    operatie: 'afdrukFiche',
    type: 'Insz',
    waarde: personA,
    referentie: 'Dossier A, één',
  });
  await register(an, 'an-b', {
    ...persoon,
    operatie: 'geefPersoon',
    type: 'Insz',
    waarde: personB,
    referentie: 'Dossier B',
  });
  await register(an, 'an-kbo', {
    ...persoon,
    operatie: 'geefPersoon',
    type: 'KboNummer',
    waarde: enterprise,
    referentie: 'Dossier B',
  });
  await register(bart, 'bart-a', {
    ...sociaal,
    operatie: 'geefSociaalStatuut',
    type: 'Insz',
    waarde: personA,
    referentie: 'OCMW-1',
  });
  await register(bart, 'bart-plate', {
    ...sociaal,
    operatie: 'geefSociaalStatuut',
    type: 'Nrplaat',
    waarde: plate,
    referentie: 'OCMW-2',
  });
  await register(bart, 'bart-capakey', {
    ...sociaal,
    operatie: 'geefLeefloon',
    type: 'CapaKey',
    waarde: capakey,
    referentie: 'OCMW-2',
  });
  await register(bart, 'bart-name', {
    ...sociaal,
    operatie: 'zoekPersoonOpNaam',
    type: 'PersoonsIdentificatie',
    waarde: 'Peeters An 1985',
    referentie: 'OCMW-3',
  });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  await issuer?.close();
});

describe('the search', () => {
  it.each([
    ['a national number', { onderwerpen: [`Insz:${personA}`] }, ['an-a', 'bart-a']],
    ['a national number as written', { onderwerpen: ['Insz:85.07.30-033.28'] }, ['an-a', 'bart-a']],
    [
      'two subjects',
      { onderwerpen: [`Insz:${personB}`, `KboNummer:${enterprise}`] },
      ['an-b', 'an-kbo'],
    ],
    ['a plate', { onderwerpen: ['Nrplaat:1-abc-123'] }, ['bart-plate']],
    ['a capakey', { onderwerpen: [`CapaKey:${capakey}`] }, ['bart-capakey']],
    ['a name search', { onderwerpen: ['PersoonsIdentificatie:peeters  an 1985'] }, ['bart-name']],
    [
      'a user',
      { gebruikers: ['GebruikersIdentificatie:demo-an.peeters'] },
      ['an-a', 'an-b', 'an-kbo'],
    ],
    [
      'an organisation by code',
      { organisaties: ['OvoCode:OVO100002'] },
      ['bart-a', 'bart-capakey', 'bart-name', 'bart-plate'],
    ],
    [
      'an organisation by name',
      { organisaties: ['CommonName:ocmw zonnedorp'] },
      ['bart-a', 'bart-capakey', 'bart-name', 'bart-plate'],
    ],
    ['a source', { register: 'RR' }, ['an-a', 'an-b', 'an-kbo']],
    [
      'purposes',
      { finaliteiten: ['Dossier A, één', 'OCMW-2'] },
      ['an-a', 'bart-capakey', 'bart-plate'],
    ],
    ['operations', { operaties: ['geefLeefloon', 'afdrukFiche'] }, ['an-a', 'bart-capakey']],
    [
      'a subject and a user together',
      { onderwerpen: [`Insz:${personA}`], gebruikers: ['demo-bart.claes'] },
      ['bart-a'],
    ],
    [
      'a source and an operation together',
      { register: 'KSZ', operaties: ['geefSociaalStatuut'] },
      ['bart-a', 'bart-plate'],
    ],
  ])('narrows to %s', async (_what, headers, expected) => {
    // The consultant's own searches name subjects too: only the two users' entries are looked at.
    const page = await search({ gebruikers: ['demo-an.peeters', 'demo-bart.claes'], ...headers });
    expect(namesOf(page.resultaten)).toEqual(expected);
    expect(page.totaal).toBe(expected.length);
    expect(page.keten.intact).toBe(true);
  });

  it('narrows to a correlation id, an entry reference and a period', async () => {
    const one = await search({ correlationid: caused.get('an-b') });
    expect(namesOf(one.resultaten)).toEqual(['an-b']);
    const entry = one.resultaten[0] as LegalLogEntry;
    expect(entry).toMatchObject({
      gebruiker: { id: 'demo-an.peeters', naam: 'An Peeters' },
      organisatie: { code: 'OVO100001', naam: 'Gemeente Zonnedorp' },
      permissie: 'persoon.geefPersoon',
      operatie: 'geefPersoon',
      register: 'RR',
      onderwerp: { type: 'Insz', waarde: personB },
      referentie: 'Dossier B',
      geregistreerdDoor: 'Vip',
      resultaat: 'gevonden',
    });
    expect(namesOf((await search({ tracingid: entry.referte })).resultaten)).toEqual(['an-b']);

    const all = await search({ gebruikers: ['demo-an.peeters', 'demo-bart.claes'] });
    const times = all.resultaten.map((row) => row.tijdstip).sort();
    const from = times[2] as string;
    const page = await search({
      gebruikers: ['demo-an.peeters', 'demo-bart.claes'],
      startdatum: from,
      einddatum: times.at(-1),
    });
    expect(page.resultaten.every((row) => row.tijdstip >= from)).toBe(true);
    expect(page.totaal).toBe(times.filter((time) => time >= from).length);
  });

  it('pages and sorts', async () => {
    const users = ['demo-an.peeters', 'demo-bart.claes'];
    const first = await search({ gebruikers: users, limit: 3, sortering: 'operatie:Asc' });
    const second = await search({
      gebruikers: users,
      limit: 3,
      offset: 3,
      sortering: 'operatie:Asc',
    });
    expect(first.totaal).toBe(7);
    expect(first.resultaten).toHaveLength(3);
    const operations = [...first.resultaten, ...second.resultaten].map((row) => row.operatie);
    expect(operations).toEqual([...operations].sort());
    const newest = await search({ gebruikers: users, limit: 7 });
    const times = newest.resultaten.map((row) => row.tijdstip);
    expect(times).toEqual([...times].sort().reverse());
    expect(newest.keten).toMatchObject({ intact: true, gecontroleerd: 7 });
  });

  it('refuses a bad header with the validation answer naming it, in the caller language', async () => {
    const response = await get(searchLegalLog.path, {}, consultant, 'en');
    expect(response.status).toBe(200);
    const refused = await fetch(`${backend.url}${searchLegalLog.path}`, {
      headers: {
        ...callHeaders(consultant, { language: 'en' }),
        onderwerpen: 'Insz%3A85073003329',
      },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 1,
      message: 'Validation errors.',
      errors: [{ code: 'onderwerpen', message: 'Insz check digits do not match' }],
    });
    const late = await fetch(`${backend.url}${searchLegalLog.path}`, {
      headers: {
        ...callHeaders(consultant),
        startdatum: '2025-03-02T00%3A00%3A00Z',
        einddatum: '2025-03-01T00%3A00%3A00Z',
      },
    });
    expect(await late.json()).toMatchObject({
      code: 1,
      errors: [{ code: 'einddatum', message: 'must not be before startdatum' }],
    });
  });
});

describe('the lists', () => {
  it('holds the values the log holds, with their counts and labels', async () => {
    const list = async (path: string) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      return listLegalLogUsers.response.parse(await response.json());
    };
    expect(await list(listLegalLogUsers.path)).toEqual(
      expect.arrayContaining([{ code: 'demo-bart.claes', label: 'Bart Claes', aantal: 4 }]),
    );
    expect(await list(listLegalLogOrganisations.path)).toEqual(
      expect.arrayContaining([{ code: 'OVO100002', label: 'OCMW Zonnedorp', aantal: 4 }]),
    );
    expect(await list(listLegalLogPurposes.path)).toEqual(
      expect.arrayContaining([{ code: 'Dossier B', label: 'Dossier B', aantal: 2 }]),
    );
    expect(await list(listLegalLogOperations.path)).toEqual(
      expect.arrayContaining([{ code: 'geefLeefloon', label: 'geefLeefloon', aantal: 1 }]),
    );
    const registers = await list(listLegalLogRegisters.path);
    expect(registers.map((item) => item.code)).toEqual(expect.arrayContaining(['RR', 'KSZ']));
  });
});

describe('an entry and a request', () => {
  it('answers one entry with its place in the chain and its link verified', async () => {
    const [entry] = (await search({ correlationid: caused.get('an-kbo') })).resultaten;
    const [before] = (await search({ correlationid: caused.get('an-b') })).resultaten;
    const response = await get(getLegalLogEntry.path.replace(':referte', entry?.referte ?? ''));
    expect(response.status).toBe(200);
    const detail = getLegalLogEntry.response.parse(await response.json());
    expect(detail).toMatchObject({ ...entry, vorige: before?.referte, schakel: { intact: true } });
    expect(detail.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.sleutelVersie).toBe(1);
    // Its number works as its reference too.
    const row = await backend.db
      .selectFrom('legal_log')
      .select('id')
      .where('server_id', '=', entry?.referte ?? '')
      .executeTakeFirstOrThrow();
    const byNumber = await get(getLegalLogEntry.path.replace(':referte', String(row.id)));
    expect(((await byNumber.json()) as { referte: string }).referte).toBe(entry?.referte);
    const unknown = await get(
      getLegalLogEntry.path.replace(':referte', '00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.status).toBe(404);
  });

  it("answers one request's entries in id order", async () => {
    const correlationId = `read-request-${newCorrelationId()}`;
    for (const [index, waarde] of [personA, personB].entries()) {
      await register(an, `request-${index}`, {
        ...persoon,
        operatie: 'geefGezinssamenstelling',
        type: 'Insz',
        waarde,
        referentie: 'Dossier C',
        correlationId,
      });
    }
    const response = await get(getLegalLogRequest.path.replace(':correlationId', correlationId));
    const trail = getLegalLogRequest.response.parse(await response.json());
    expect(trail.afgekapt).toBe(false);
    expect(trail.resultaten.map((entry) => entry.onderwerp.waarde)).toEqual([personA, personB]);
  });
});

describe("the log's own entries", () => {
  const ownEntries = () =>
    backend.db
      .selectFrom('legal_log')
      .selectAll()
      .where('user_subject', '=', 'demo-els.jacobs')
      .orderBy('id')
      .execute();

  it('records a search that names subjects, one entry per subject, and none for one that does not', async () => {
    const before = (await ownEntries()).length;
    await search({ gebruikers: ['demo-an.peeters'] });
    expect(await ownEntries()).toHaveLength(before);
    await search({ onderwerpen: [`Insz:${personA}`, `Nrplaat:${plate}`] });
    const written = (await ownEntries()).slice(before);
    expect(
      written.map((row) => [
        row.operation,
        row.subject_kind,
        row.subject,
        row.source,
        row.permission,
        row.outcome,
      ]),
    ).toEqual([
      ['zoekLegalLog', 'Insz', personA, 'LegalLog', 'logging.zoekLegalLog', 'gevonden'],
      ['zoekLegalLog', 'Nrplaat', plate, 'LegalLog', 'logging.zoekLegalLog', 'gevonden'],
    ]);
    // The log's own entries are found like any other.
    const page = await search({ operaties: ['zoekLegalLog'], onderwerpen: [`Nrplaat:${plate}`] });
    expect(page.resultaten.map((entry) => entry.register)).toContain('LegalLog');
  });

  it("records opening an entry under that entry's subject", async () => {
    const [entry] = (await search({ correlationid: caused.get('bart-capakey') })).resultaten;
    const before = (await ownEntries()).length;
    await get(getLegalLogEntry.path.replace(':referte', entry?.referte ?? ''));
    const written = (await ownEntries()).slice(before);
    expect(written.map((row) => [row.operation, row.subject_kind, row.subject])).toEqual([
      ['geefLegalLogConsultatie', 'CapaKey', capakey],
    ]);
  });
});

describe('audit reports', () => {
  const filters = {
    onderwerpen: [`Insz:${personA}`],
    gebruikers: ['demo-an.peeters', 'demo-bart.claes'],
  };

  async function requestReport(formaat: 'xlsx' | 'pdf', caller = consultant) {
    const response = await fetch(`${backend.url}${requestAuditReport.path}`, {
      method: 'POST',
      headers: { ...callHeaders(caller), 'content-type': 'application/json' },
      body: JSON.stringify({ filters, formaat }),
    });
    expect(response.status).toBe(200);
    return requestAuditReport.response.parse(await response.json());
  }

  it('makes a workbook of exactly the filtered entries, without a formula, and a PDF', async () => {
    const asked = await requestReport('xlsx');
    expect(asked.status).toBe('InBehandeling');
    const path = downloadAuditReport.path.replace(':auditRapportId', asked.auditRapportId);
    const waiting = await get(path);
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toMatchObject({
      code: 409,
      message: 'Het auditrapport wordt nog gemaakt. Probeer het straks opnieuw.',
    });
    // Another user's report is not found.
    const other = await callerWithRole(backend.url, issuer, 'demo', 'Veiligheidsconsulent');
    expect((await get(path, {}, other)).status).toBe(404);

    expect(await makeWaitingReport(backend.db, testHashSecret)).toBe(1);
    const listed = listAuditReports.response.parse(await (await get(listAuditReports.path)).json());
    expect(listed[0]).toMatchObject({
      auditRapportId: asked.auditRapportId,
      formaat: 'xlsx',
      status: 'Klaar',
      aantal: 3,
    });
    expect(listed[0]?.filters).toContain(`onderwerpen: Insz:${personA}`);

    const before = await backend.db
      .selectFrom('legal_log')
      .select('id')
      .where('operation', '=', 'geefAuditRapport')
      .execute();
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`auditrapport-\\d{4}-\\d{2}-\\d{2}-${asked.auditRapportId.slice(0, 8)}\\.xlsx`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    const cells: string[][] = [];
    let formulas = 0;
    sheet?.eachRow((row) => {
      const texts: string[] = [];
      row.eachCell((cell) => {
        if (cell.formula || cell.type === ExcelJS.ValueType.Formula) formulas += 1;
        texts.push(String(cell.value));
      });
      cells.push(texts);
    });
    expect(formulas).toBe(0);
    const header = cells.findIndex((row) => row[0] === 'Referte');
    const entries = cells.slice(header + 1);
    expect(entries.map((row) => row[2]).sort()).toEqual(
      [caused.get('an-a'), caused.get('bart-a'), caused.get('request-0')].sort(),
    );
    expect(cells.flat().join(' ')).toContain('intact (');
    // Downloading it is a consultation of the subject its filters name.
    const after = await backend.db
      .selectFrom('legal_log')
      .select(['subject', 'source'])
      .where('operation', '=', 'geefAuditRapport')
      .execute();
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toEqual({ subject: personA, source: 'LegalLog' });

    const pdf = await requestReport('pdf');
    expect(await makeWaitingReport(backend.db, testHashSecret)).toBe(1);
    const file = await get(downloadAuditReport.path.replace(':auditRapportId', pdf.auditRapportId));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 60_000);
});

describe('an entry altered in the table', () => {
  it('is reported broken by the verification, the entry and the search', async () => {
    const [victim] = (await search({ correlationid: caused.get('bart-plate') })).resultaten;
    const whole = verifyLegalLog.response.parse(await (await get(verifyLegalLog.path)).json());
    expect(whole.intact).toBe(true);
    await backend.db
      .updateTable('legal_log')
      .set({ reference: 'ANDERS' })
      .where('server_id', '=', victim?.referte ?? '')
      .execute();
    try {
      const verified = verifyLegalLog.response.parse(await (await get(verifyLegalLog.path)).json());
      expect(verified).toMatchObject({
        intact: false,
        gebrokenBij: { referte: victim?.referte, tijdstip: victim?.tijdstip },
      });
      expect(verified.gecontroleerd).toBe((verified.gebrokenBij?.positie ?? 0) - 1);
      // Only what the filters' range spans is checked: a range after it (the two entries of
      // one request) is intact.
      const narrowed = verifyLegalLog.response.parse(
        await (await get(verifyLegalLog.path, { correlationid: caused.get('request-1') })).json(),
      );
      expect(narrowed).toMatchObject({ intact: true, gecontroleerd: 2 });
      const detail = getLegalLogEntry.response.parse(
        await (await get(getLegalLogEntry.path.replace(':referte', victim?.referte ?? ''))).json(),
      );
      expect(detail.schakel.intact).toBe(false);
      const page = await search({ gebruikers: ['demo-bart.claes'] });
      expect(page.keten).toMatchObject({
        intact: false,
        gebrokenBij: { referte: victim?.referte },
      });
    } finally {
      await backend.db
        .updateTable('legal_log')
        .set({ reference: victim?.referentie ?? null })
        .where('server_id', '=', victim?.referte ?? '')
        .execute();
    }
    expect(
      verifyLegalLog.response.parse(await (await get(verifyLegalLog.path)).json()).intact,
    ).toBe(true);
  });
});

describe('a caller without the permission', () => {
  it.each([
    searchLegalLog,
    listLegalLogPurposes,
    listLegalLogOperations,
    listLegalLogRegisters,
    listLegalLogUsers,
    listLegalLogOrganisations,
    verifyLegalLog,
    getLegalLogEntry,
    getLegalLogRequest,
    listAuditReports,
    requestAuditReport,
    downloadAuditReport,
  ])('is refused $id', async (call) => {
    const path = call.path
      .replace(':referte', '1')
      .replace(':correlationId', 'x')
      .replace(':auditRapportId', '00000000-0000-4000-8000-000000000000');
    const response = await fetch(`${backend.url}${path}`, {
      method: call.method,
      headers: { ...callHeaders(an), 'content-type': 'application/json' },
      body: call.method === 'POST' ? JSON.stringify({ formaat: 'xlsx' }) : undefined,
    });
    expect(response.status).toBe(403);
  });
});

// The usage reports over HTTP, as the functional administrator (els.jacobs, Functioneel beheer of
// OVO100004, whose grant adds OVO100001, OVO100002, OVO100003 and OVO100005 to the scope). On a
// clone of the bare template the test appends its own traffic at known times through the chain,
// its own bulk jobs and shipments, and checks every report against figures it computes itself from
// the rows (grouped in Belgian time by Intl, not by the database): month boundaries in winter and
// summer time, office hours, the threshold, bursts, the scope and the organisation asked, bad
// periods, when a report was last viewed, and callers without the permission.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainOfPermissionFamily } from '@contracts/domains';
import {
  getReport,
  listReports,
  reportUserLimit,
  sourceAnswerTimeoutMs,
  sourceFailedOutcome,
  type ReportOf,
} from '@contracts/reporting';
import {
  appendTimedBatchIn,
  legalLogKey,
  type NewLegalLogEntry,
} from '../../backend/legal-log/chain';
import { startBackend, testHashSecret, type BackendUnderTest } from '../support/backend-under-test';
import { callerWithRole, callHeaders, type RoleCaller } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const own = 'OVO100004';
const widened = 'OVO100003';
const scope = [own, 'OVO100001', 'OVO100002', widened, 'OVO100005'];
const outside = 'OVO999999';
const period = '2026-01_2026-03';

let issuer: TestIssuer;
let backend: BackendUnderTest;
let admin: RoleCaller;
let clerk: RoleCaller;

type Timed = NewLegalLogEntry & { loggedAt: Date };
const traffic: Timed[] = [];
let serial = 0;

function consult(
  at: string,
  {
    user = 'test-report-a',
    organisation = own,
    permission = 'persoon.geefPersoon',
    source = 'RR',
    subject = `8507300${String(3000 + (serial % 900)).padStart(4, '0')}`,
    registeredBy = 'Magda',
    outcome = 'gevonden',
    sourceMs = 100 + (serial % 50),
  }: Partial<{
    user: string;
    organisation: string;
    permission: string;
    source: string;
    subject: string;
    registeredBy: string;
    outcome: string;
    sourceMs: number | null;
  }> = {},
) {
  serial += 1;
  traffic.push({
    loggedAt: new Date(at),
    correlationId: `report-${serial}`,
    userSubject: user,
    userName: `Gebruiker ${user.slice(-1).toUpperCase()}`,
    organisationCode: organisation,
    role: `urn:backoffice:rol:Burgerzaken:${organisation}`,
    permission,
    operation: 'geefPersoon',
    subjectKind: 'Insz',
    subject,
    reference: null,
    registeredBy,
    source,
    outcome,
    sourceMs,
  });
}

const addSeconds = (at: string, seconds: number) =>
  new Date(new Date(at).getTime() + seconds * 1000).toISOString();

function plantTraffic() {
  // Month boundaries: winter time (UTC+1) at the end of December and January, summer time (UTC+2)
  // at the end of March.
  consult('2025-12-31T22:30:00Z'); // 23:30 on 31 December: before the period
  consult('2025-12-31T23:30:00Z'); // 00:30 on 1 January
  consult('2026-01-31T22:30:00Z'); // 23:30 on 31 January
  consult('2026-01-31T23:30:00Z'); // 00:30 on 1 February
  consult('2026-03-31T21:30:00Z'); // 23:30 on 31 March
  consult('2026-03-31T22:30:00Z'); // 00:30 on 1 April: after the period
  // Office hours on Tuesday 10 February (UTC+1): 06:30 and 19:30 are outside, 07:30 and 18:30 in.
  for (const time of ['05:30', '06:30', '17:30', '18:30'])
    consult(`2026-02-10T${time}:00Z`, {
      user: 'test-report-b',
      permission: 'kadaster.geefEigendomstoestanden',
      source: 'AAPD',
    });
  // One subject consulted twelve times by one user, under several families.
  const families = [
    'persoon.geefPersoon',
    'socialSecurity.geefSociaalStatuut',
    'gezin.geefKindVoordelen',
  ];
  for (let index = 0; index < 12; index += 1)
    consult(addSeconds('2026-02-12T09:00:00Z', index * 600), {
      subject: '85073003328',
      permission: families[index % 3],
      source: index % 3 === 1 ? 'KSZ' : 'RR',
    });
  // A burst: 25 consultations 10 s apart; and 19 within 5 minutes, which is none.
  for (let index = 0; index < 25; index += 1)
    consult(addSeconds('2026-03-04T10:00:00Z', index * 10), { user: 'test-report-b' });
  for (let index = 0; index < 19; index += 1)
    consult(addSeconds('2026-03-05T10:00:00Z', index * 10), { user: 'test-report-b' });
  // In the organisation the grant adds: 20 consultations within 4 min 45 s, a burst of its own.
  for (let index = 0; index < 20; index += 1)
    consult(addSeconds('2026-03-06T10:00:00Z', index * 15), {
      user: 'test-report-c',
      organisation: widened,
    });
  // Source answers: late ones, failed ones, unmeasured ones, and registrations (not counted).
  consult('2026-02-17T09:00:00Z', { source: 'KSZ', sourceMs: sourceAnswerTimeoutMs });
  consult('2026-02-17T09:01:00Z', { source: 'KSZ', sourceMs: sourceAnswerTimeoutMs - 1 });
  consult('2026-02-17T09:02:00Z', {
    source: 'KSZ',
    outcome: sourceFailedOutcome,
    sourceMs: 25_000,
  });
  consult('2026-02-17T09:03:00Z', { source: 'KSZ', sourceMs: null });
  consult('2026-02-17T09:04:00Z', { source: 'KSZ', registeredBy: 'Vip', sourceMs: null });
  // Outside the scope: never counted.
  consult('2026-02-17T09:05:00Z', { organisation: outside, user: 'test-report-x' });
  for (let index = 0; index < 25; index += 1)
    consult(addSeconds('2026-02-18T02:00:00Z', index), {
      organisation: outside,
      user: 'test-report-x',
    });
  traffic.sort((a, b) => a.loggedAt.getTime() - b.loggedAt.getTime());
}

/** A moment's Belgian wall-clock parts. */
function belgian(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    month: `${parts.year}-${parts.month}`,
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekend: parts.weekday === 'Sat' || parts.weekday === 'Sun',
  };
}

interface Row {
  logged_at: Date;
  user_subject: string;
  organisation_code: string;
  permission: string;
  source: string;
  registered_by: string;
  outcome: string;
  source_ms: number | null;
  subject: string;
}

/** The log's rows of the organisations given, whose Belgian month lies in the period. */
async function rowsOf(organisations: readonly string[], from = '2026-01', to = '2026-03') {
  const { rows } = await sql<Row>`select logged_at, user_subject, organisation_code, permission,
      source, registered_by, outcome, source_ms, subject
    from legal_log where organisation_code in (${sql.join(organisations)})`.execute(backend.db);
  return rows.filter((row) => {
    const month = belgian(new Date(row.logged_at)).month;
    return month >= from && month <= to;
  });
}

async function report(path: string, caller: RoleCaller = admin, language = 'nl') {
  return fetch(`${backend.url}/api/v1/rapportering/rapport/${path}`, {
    headers: callHeaders(caller, { language }),
  });
}

async function getReportOf<
  Id extends
    | 'raadplegingen-per-domein'
    | 'raadplegingen-per-gebruiker'
    | 'ongebruikelijk-gebruik'
    | 'bulkopdrachten'
    | 'documentendienst'
    | 'bronbeschikbaarheid',
>(id: Id, rest = ''): Promise<ReportOf<Id>> {
  const response = await report(`${id}/${period}${rest}`);
  expect(response.status, id).toBe(200);
  const body = getReport.response.parse(await response.json());
  expect(body.rapport).toBe(id);
  return body as ReportOf<Id>;
}

async function plantBulkJobs() {
  const job = async (
    kind: string,
    created: string,
    seconds: number | null,
    statuses: (number | null)[],
    organisation = own,
  ) => {
    const fileId = randomUUID();
    const jobId = randomUUID();
    await backend.db
      .insertInto('bulk_files')
      .values({
        id: fileId,
        kind,
        owner_subject: 'test-report-a',
        organisation_code: organisation,
        file_name: 'lijst.csv',
        reference: null,
        header_row: 1,
        header: JSON.stringify(['insz']),
        lines: JSON.stringify([]),
        line_count: statuses.length,
        error_line_count: 0,
        state: 'verzonden',
        created_at: new Date(created),
      })
      .execute();
    await backend.db
      .insertInto('bulk_jobs')
      .values({
        id: jobId,
        kind,
        file_id: fileId,
        owner_subject: 'test-report-a',
        owner_name: 'Gebruiker A',
        organisation_code: organisation,
        role_uri: `urn:backoffice:rol:Led:${organisation}`,
        permission: 'LED.geefBewijs',
        correlation_id: `bulk-${jobId}`,
        reference: null,
        language: 'nl',
        file_name: 'lijst.csv',
        item_count: statuses.length,
        created_at: new Date(created),
        finished_at: seconds === null ? null : addSeconds(created, seconds),
      })
      .execute();
    await backend.db
      .insertInto('bulk_items')
      .values(
        statuses.map((status, position) => ({
          job_id: jobId,
          position,
          line: position + 2,
          payload: JSON.stringify({}),
          status,
          message: null,
          result: null,
          worker: null,
          finished_at: status === null ? null : created,
        })),
      )
      .execute();
  };
  await job('led', '2026-02-03T10:00:00Z', 90, [200, 200, 404, 422, 500]);
  await job('led', '2026-02-05T10:00:00Z', 30, [200, 200]);
  await job('led', '2026-03-20T10:00:00Z', null, [200, null]);
  await job('childBenefits', '2026-01-31T23:30:00Z', 600, [200, 205], widened);
  // Outside the period (1 April, Belgian time) and outside the scope.
  await job('led', '2026-03-31T22:30:00Z', 10, [200]);
  await job('led', '2026-02-03T10:00:00Z', 10, [200], outside);
}

async function plantShipments() {
  await backend.db
    .insertInto('document_sender_profiles')
    .values({
      id: 'report-test-profile',
      organisation_code: own,
      name: 'Rapporttest',
      address: JSON.stringify({}),
    })
    .execute();
  const shipment = async (
    created: string,
    channel: 'paper' | 'ebox' | 'email',
    status: string,
    organisation = own,
  ) =>
    backend.db
      .insertInto('document_shipments')
      .values({
        id: randomUUID(),
        organisation_code: organisation,
        sender_profile_id: 'report-test-profile',
        sent_by: 'Gebruiker A',
        sent_by_role: 'Documentendienst',
        channel,
        requested_delivery: channel === 'email' ? 'email' : channel,
        subject: 'Rapporttest',
        recipient_name: 'Iemand',
        recipient_search_name: 'iemand',
        options: JSON.stringify({}),
        status: status as 'sent',
        status_at: created,
        fate: 'delivered',
        created_at: created,
      })
      .execute();
  await shipment('2026-02-01T22:30:00Z', 'ebox', 'sent'); // Sunday 23:30: the week of 26 January
  await shipment('2026-02-01T23:30:00Z', 'ebox', 'sent'); // Monday 00:30: the week of 2 February
  await shipment('2026-02-02T10:00:00Z', 'ebox', 'sent');
  await shipment('2026-02-03T10:00:00Z', 'paper', 'delivered');
  await shipment('2026-02-03T10:00:00Z', 'paper', 'delivered', outside);
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  backend = await startBackend('postgresql', issuer);
  plantTraffic();
  await backend.db
    .transaction()
    .execute((trx) => appendTimedBatchIn(trx, legalLogKey(testHashSecret), traffic));
  await plantBulkJobs();
  await plantShipments();
  admin = await callerWithRole(backend.url, issuer, 'els.jacobs', 'Functioneel beheer');
  clerk = await callerWithRole(backend.url, issuer, 'an.peeters', 'Burgerzaken');
});

afterAll(async () => {
  await backend?.stop();
  await issuer?.close();
});

describe('the consultations per domain', () => {
  it('counts every entry of the scope per Belgian month and domain', async () => {
    const body = await getReportOf('raadplegingen-per-domein');
    const expected = new Map<string, number>();
    for (const row of await rowsOf(scope)) {
      const domain = domainOfPermissionFamily(row.permission.split('.')[0] ?? '');
      const key = `${belgian(new Date(row.logged_at)).month} ${domain}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(new Map(body.rijen.map((row) => [`${row.maand} ${row.domein}`, row.aantal]))).toEqual(
      expected,
    );
    expect(body.organisaties.map((organisation) => organisation.code)).toEqual(scope);
    expect(body.organisaties[0]).toEqual({ code: own, naam: 'Agentschap Digitaal Beheer' });
  });

  it('puts 23:30 UTC on the last day of a winter month in the next month, of a summer month not', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from legal_log
      where organisation_code = ${own} and user_subject = 'test-report-a'
        and permission = 'persoon.geefPersoon' and subject <> '85073003328'
        and logged_at in ('2025-12-31T23:30:00Z', '2026-01-31T22:30:00Z')`.execute(backend.db);
    expect(rows[0]?.n).toBe(2);
    const january = await report(`raadplegingen-per-domein/2026-01?organisatie=${own}`);
    const januaryBody = getReport.response.parse(await january.json());
    if (januaryBody.rapport !== 'raadplegingen-per-domein') throw new Error('wrong report');
    // In January: 00:30 on 1 January and 23:30 on 31 January, nothing else of this organisation.
    expect(januaryBody.rijen).toEqual([{ maand: '2026-01', domein: 'Person', aantal: 2 }]);
    const april = await report(`raadplegingen-per-domein/2026-03?organisatie=${own}`);
    const aprilBody = getReport.response.parse(await april.json());
    if (aprilBody.rapport !== 'raadplegingen-per-domein') throw new Error('wrong report');
    const march = await rowsOf([own], '2026-03', '2026-03');
    expect(aprilBody.rijen.reduce((sum, row) => sum + row.aantal, 0)).toBe(march.length);
    // 23:30 on 31 March (summer time) is in March, 00:30 on 1 April is not.
    expect(
      march.some((row) => new Date(row.logged_at).toISOString() === '2026-03-31T21:30:00.000Z'),
    ).toBe(true);
    expect(
      march.some((row) => new Date(row.logged_at).toISOString() === '2026-03-31T22:30:00.000Z'),
    ).toBe(false);
  });
});

describe('the consultations per user', () => {
  it('counts per user, profile and organisation, most first, with the total', async () => {
    const body = await getReportOf('raadplegingen-per-gebruiker');
    const rows = await rowsOf(scope);
    const expected = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.user_subject} ${row.organisation_code}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(body.totaal).toBe(rows.length);
    expect(body.rijen.length).toBeLessThanOrEqual(reportUserLimit);
    expect(body.overige).toEqual({ lijnen: 0, aantal: 0 });
    expect(
      new Map(body.rijen.map((row) => [`${row.gebruiker.id} ${row.organisatie}`, row.aantal])),
    ).toEqual(expected);
    const counts = body.rijen.map((row) => row.aantal);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.rijen.find((row) => row.gebruiker.id === 'test-report-c')?.profiel).toEqual({
      uri: `urn:backoffice:rol:Burgerzaken:${widened}`,
      naam: 'Burgerzaken',
    });
    expect(body.rijen.some((row) => row.organisatie === outside)).toBe(false);
  });
});

describe('the unusual use', () => {
  it('finds consultations outside office hours per user and Belgian day', async () => {
    const body = await getReportOf('ongebruikelijk-gebruik', `?organisatie=${own}`);
    const outsideHours = body.bevindingen.filter(
      (finding) => finding.soort === 'buitenKantooruren',
    );
    const expected = new Map<string, number>();
    for (const row of await rowsOf([own])) {
      const local = belgian(new Date(row.logged_at));
      if (local.hour < 7 || local.hour >= 19 || local.weekend) {
        const key = `${row.user_subject} ${local.day}`;
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
    }
    expect(
      new Map(
        outsideHours.map((f) => [`${f.gebruiker.id} ${belgian(new Date(f.van)).day}`, f.aantal]),
      ),
    ).toEqual(expected);
    expect(outsideHours.find((f) => f.gebruiker.id === 'test-report-b')).toMatchObject({
      van: '2026-02-10T05:30:00.000Z',
      tot: '2026-02-10T18:30:00.000Z',
      aantal: 2,
      organisatie: own,
    });
    expect(body.regels).toEqual({
      kantoorurenVan: 7,
      kantoorurenTot: 19,
      drempel: 10,
      piekAantal: 20,
      piekMinuten: 5,
    });
  });

  it('finds a subject consulted more often than the threshold, masked', async () => {
    const repeated = async (threshold: string) =>
      (await getReportOf('ongebruikelijk-gebruik', threshold)).bevindingen.filter(
        (finding) => finding.soort === 'herhaaldOnderwerp',
      );
    expect(await repeated('')).toEqual([
      {
        soort: 'herhaaldOnderwerp',
        gebruiker: { id: 'test-report-a', naam: 'Gebruiker A' },
        organisatie: own,
        van: '2026-02-12T09:00:00.000Z',
        tot: '2026-02-12T10:50:00.000Z',
        aantal: 12,
        onderwerp: { type: 'Insz', gemaskeerd: '•••••••3328' },
      },
    ]);
    expect(await repeated('?drempel=11')).toHaveLength(1);
    expect(await repeated('?drempel=12')).toHaveLength(0);
    expect((await report(`ongebruikelijk-gebruik/${period}?drempel=1`)).status).toBe(400);
  });

  it('finds bursts, overlapping windows as one, and none of 19', async () => {
    const body = await getReportOf('ongebruikelijk-gebruik');
    const bursts = body.bevindingen.filter((finding) => finding.soort === 'piek');
    expect(bursts.map((b) => [b.gebruiker.id, b.organisatie, b.van, b.tot, b.aantal])).toEqual([
      ['test-report-b', own, '2026-03-04T10:00:00.000Z', '2026-03-04T10:04:00.000Z', 25],
      ['test-report-c', widened, '2026-03-06T10:00:00.000Z', '2026-03-06T10:04:45.000Z', 20],
    ]);
    expect(body.afgekapt).toBe(false);
    const widenedOnly = await getReportOf('ongebruikelijk-gebruik', `?organisatie=${widened}`);
    expect(widenedOnly.bevindingen.map((finding) => finding.gebruiker.id)).toEqual([
      'test-report-c',
    ]);
    expect(widenedOnly.organisaties).toEqual([{ code: widened, naam: 'Stad Rivierstad' }]);
  });
});

describe('the bulk jobs', () => {
  it('counts the jobs sent in the period per kind, their lines and durations', async () => {
    const body = await getReportOf('bulkopdrachten');
    expect(body.rijen).toEqual([
      {
        soort: 'childBenefits',
        opdrachten: 1,
        regels: 2,
        gelukt: 1,
        nietGevonden: 0,
        fouten: 1,
        bezig: 0,
        duurMediaan: 600,
        duurMaximum: 600,
      },
      {
        soort: 'led',
        opdrachten: 3,
        regels: 9,
        gelukt: 5,
        nietGevonden: 1,
        fouten: 2,
        bezig: 1,
        duurMediaan: 60,
        duurMaximum: 90,
      },
    ]);
    const { rows } = await sql<{ kind: string; jobs: number; lines: number }>`
      select j.kind, count(distinct j.id)::int as jobs, count(i.position)::int as lines
      from bulk_jobs j join bulk_items i on i.job_id = j.id
      where j.organisation_code in (${sql.join(scope)})
        and j.created_at >= timestamptz '2026-01-01 00:00 Europe/Brussels'
        and j.created_at < timestamptz '2026-04-01 00:00 Europe/Brussels'
      group by j.kind order by j.kind`.execute(backend.db);
    expect(rows).toEqual(
      body.rijen.map((row) => ({ kind: row.soort, jobs: row.opdrachten, lines: row.regels })),
    );
  });
});

describe('the document service', () => {
  it('counts the shipments per Belgian week, channel and status', async () => {
    const body = await getReportOf('documentendienst');
    expect(body.rijen).toEqual([
      { week: '2026-01-26', kanaal: 'ebox', status: 'sent', aantal: 1 },
      { week: '2026-02-02', kanaal: 'ebox', status: 'sent', aantal: 2 },
      { week: '2026-02-02', kanaal: 'paper', status: 'delivered', aantal: 1 },
    ]);
  });
});

describe('the source availability', () => {
  it("counts each source's answers per Belgian day as OK, TIMEOUT or ERROR, with percentiles", async () => {
    const body = await getReportOf('bronbeschikbaarheid');
    expect(body.timeoutMs).toBe(sourceAnswerTimeoutMs);
    const expected = new Map<string, { OK: number; TIMEOUT: number; ERROR: number }>();
    for (const row of await rowsOf(scope)) {
      if (row.registered_by !== 'Magda') continue;
      const key = `${belgian(new Date(row.logged_at)).day} ${row.source}`;
      const counts = expected.get(key) ?? { OK: 0, TIMEOUT: 0, ERROR: 0 };
      if (row.outcome === sourceFailedOutcome) counts.ERROR += 1;
      else if (row.source_ms !== null && row.source_ms >= sourceAnswerTimeoutMs)
        counts.TIMEOUT += 1;
      else counts.OK += 1;
      expected.set(key, counts);
    }
    expect(
      new Map(
        body.rijen.map((row) => [
          `${row.dag} ${row.bron}`,
          { OK: row.OK, TIMEOUT: row.TIMEOUT, ERROR: row.ERROR },
        ]),
      ),
    ).toEqual(expected);
    const ksz = body.rijen.find((row) => row.dag === '2026-02-17' && row.bron === 'KSZ');
    expect(ksz).toMatchObject({ OK: 2, TIMEOUT: 1, ERROR: 1 });
    // Measured: 10,000, 9,999 and 25,000 ms (the failed answer's too).
    expect(ksz?.p50).toBe(10_000);
    expect(ksz?.p99).toBeGreaterThan(24_000);
  });
});

describe('the scope, the period and the list', () => {
  it('refuses an organisation outside the scope, and a caller without the permission', async () => {
    const refused = await report(`raadplegingen-per-domein/${period}?organisatie=${outside}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 403,
      message: 'Onvoldoende rechten om de bewerking uit te voeren.',
      errors: [],
    });
    expect((await report(`raadplegingen-per-domein/${period}`, clerk)).status).toBe(403);
    const list = await fetch(`${backend.url}${listReports.path}`, { headers: callHeaders(clerk) });
    expect(list.status).toBe(403);
  });

  it.each([
    ['2018-12', 'De periode kan niet beginnen voor januari 2019.'],
    ['2018-12_2019-02', 'De periode kan niet beginnen voor januari 2019.'],
    ['2099-01', 'De periode kan niet eindigen na de huidige maand.'],
    ['2026-03_2026-01', undefined],
    ['2026-13', undefined],
    ['2020-01_2023-02', undefined],
  ])('refuses the period %s with a message on periode', async (asked, text) => {
    const response = await report(`raadplegingen-per-domein/${asked}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { code?: string; message: string }[] };
    expect(new Set(body.errors.map((error) => error.code))).toEqual(new Set(['periode']));
    if (text) expect(body.errors[0]?.message).toBe(text);
  });

  it('answers in English', async () => {
    const response = await report('bulkopdrachten/2099-01', admin, 'en');
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('The period cannot end after the current month.');
  });

  it('lists the reports with when this user last viewed each, and the scope', async () => {
    const before = Date.now();
    await getReportOf('documentendienst');
    const response = await fetch(`${backend.url}${listReports.path}`, {
      headers: callHeaders(admin),
    });
    expect(response.status).toBe(200);
    const body = listReports.response.parse(await response.json());
    expect(body.rapporten.map((entry) => entry.id)).toEqual([
      'raadplegingen-per-domein',
      'raadplegingen-per-gebruiker',
      'ongebruikelijk-gebruik',
      'bulkopdrachten',
      'documentendienst',
      'bronbeschikbaarheid',
    ]);
    const viewed = body.rapporten.find((entry) => entry.id === 'documentendienst')?.laatstBekeken;
    expect(new Date(viewed ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body.organisaties.map((organisation) => organisation.code)).toEqual(scope);
    // Reading a report is no consultation: the log holds only the test's own entries.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from legal_log`.execute(
      backend.db,
    );
    expect(rows[0]?.n).toBe(traffic.length);
  });
});

describe('the months the chain has passed', () => {
  // Last in the file: it appends to the log after the tests that count it.
  const rolled = async () =>
    (
      await sql<{ month: string }>`select month from report_rollup_months order by month`.execute(
        backend.db,
      )
    ).rows.map((row) => row.month);

  it('counts a month from the log while the chain is in it, and from its rollup once it has passed, alike', async () => {
    // The chain ends at 00:30 on 1 April: March has passed, April has not.
    const asked = `raadplegingen-per-domein/2026-03_2026-04?organisatie=${own}`;
    const open = getReport.response.parse(await (await report(asked)).json());
    expect(await rolled()).toContain('2026-03');
    expect(await rolled()).not.toContain('2026-04');
    if (open.rapport !== 'raadplegingen-per-domein') throw new Error('wrong report');
    expect(open.rijen.find((row) => row.maand === '2026-04')).toEqual({
      maand: '2026-04',
      domein: 'Person',
      aantal: 1,
    });
    const users = getReport.response.parse(
      await (await report(`raadplegingen-per-gebruiker/2026-03_2026-04?organisatie=${own}`)).json(),
    );
    const sources = getReport.response.parse(
      await (await report(`bronbeschikbaarheid/2026-03_2026-04?organisatie=${own}`)).json(),
    );

    // An entry in May closes April: the same reports now read it from its rollup.
    const may: Timed = { ...(traffic.at(-1) as Timed), loggedAt: new Date('2026-05-04T08:00:00Z') };
    await backend.db
      .transaction()
      .execute((trx) =>
        appendTimedBatchIn(trx, legalLogKey(testHashSecret), [
          { ...may, correlationId: 'report-may' },
        ]),
      );
    const closed = getReport.response.parse(await (await report(asked)).json());
    expect(await rolled()).toContain('2026-04');
    expect(closed).toEqual({ ...open, berekend: expect.any(String) });
    expect(
      getReport.response.parse(
        await (
          await report(`raadplegingen-per-gebruiker/2026-03_2026-04?organisatie=${own}`)
        ).json(),
      ),
    ).toEqual({ ...users, berekend: expect.any(String) });
    expect(
      getReport.response.parse(
        await (await report(`bronbeschikbaarheid/2026-03_2026-04?organisatie=${own}`)).json(),
      ),
    ).toEqual({ ...sources, berekend: expect.any(String) });
  });
});

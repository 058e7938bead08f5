// Generated input fuzzing (issue #11). Nothing here names a form, a field or a call: the portal's
// forms are read from the HTML of every screen of the route table, the backend's inputs from the
// zod schemas of every contract in the registry, so whatever is added later is probed as well.
// Each field gets hostile and boundary values (tests/support/fuzz-corpus.ts), is left out, is sent
// twice; bodies come in the wrong type, with broken encoding, with unexpected methods. Expected:
// never a 5xx, never a script payload reflected as markup, a refusal in the agreed shape, and
// not one row written by input that was refused (a trigger on every table of the migrations
// records each write, read back after each request).
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContracts } from '@contracts/calls';
import { roleClaim, roleCodesOf, type DemoRoleKey } from '@contracts/demo-catalogue';
import {
  errorResponseSchema,
  metadataPart,
  pathParameterNames,
  type CallContract,
} from '@contracts/http';
import { getUser } from '@contracts/session';
import { endpoints } from '~/endpoints';
import { getScreen } from '~/screens';
import {
  createTestDatabase,
  startBackend,
  type BackendUnderTest,
  type TestDatabase,
} from '../support/backend-under-test';
import { roleUri } from '../support/demo-profiles';
import { fullSuite, recordFigures } from '../support/figures';
import {
  corpusFor,
  encodeValue,
  fieldKind,
  malformedEncodings,
  reflectedScript,
} from '../support/fuzz-corpus';
import type { CookieJar } from '../support/http-sign-in';
import { fieldNames, formSignature, submittedPairs, type PageForm } from '../support/page-forms';
import { startPortal, type PortalProcess } from '../support/portal-process';
import {
  leafPaths,
  maxLengthOf,
  sampleObject,
  schemaAt,
  shapeOf,
  withPath,
  type Hints,
} from '../support/schema-samples';
import {
  DemoScreens,
  demoAccount,
  demoOrganisation,
  organisationOf,
  demoRoleKeys,
  permissionsOf,
} from '../support/screen-forms';
import { screenPaths } from '../support/screen-paths';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';
import { showsTranslatedRefusal } from '../support/translated-messages';
import {
  describeWrites,
  migratedTables,
  queryKysely,
  queryPg,
  watchWrites,
  type Write,
  type WriteWatch,
} from '../support/write-watch';

/**
 * The tables a refused request must leave as they were: all but the shipments' status events,
 * which the document service's status machine writes by itself on its clock, whatever comes in.
 */
const tables = migratedTables().filter((table) => table !== 'document_status_events');
/** The tables a consultation writes, whatever it found. */
const legalLogTables = tables.filter((table) => table.startsWith('legal_log'));
/**
 * Columns whose change is no write of the request's: every authenticated call slides its
 * session's expiry, refused or not, and the status machine moves the shipments that are due
 * (before any read of shipments, and on its clock) whatever comes in.
 */
const ignoredUpdates: Readonly<Record<string, readonly string[]>> = {
  sessions: ['expires_at'],
  document_shipments: ['status', 'status_at', 'next_step_at', 'handed_over_at', 'track_code'],
};

interface Tally {
  cases: number;
  /** Refusals whose writes were checked: the write check is never vacuous. */
  refusals: number;
  /** Writes the watch saw after accepted requests: it sees the writes requests make. */
  acceptedWrites: number;
  /** Answers that show a script payload back, escaped: the reflection check sees real echoes. */
  echoedEscaped: number;
  serverErrors: string[];
  reflected: string[];
  rowsWritten: string[];
  badRefusals: string[];
}

const newTally = (): Tally => ({
  cases: 0,
  refusals: 0,
  acceptedWrites: 0,
  echoedEscaped: 0,
  serverErrors: [],
  reflected: [],
  rowsWritten: [],
  badRefusals: [],
});

/**
 * What a refusal may change: nothing, except the legal log of a consultation that reached the
 * source, whatever it found (404: nothing there; 409: a proof changed since it was read).
 */
function allowedChanges(status: number, refusedPage: boolean): 'any' | 'legalLog' | 'none' {
  if (status === 404 || status === 409) return 'legalLog';
  if (status >= 400 || refusedPage) return 'none';
  return 'any';
}

function checkWrites(
  tally: Tally,
  label: string,
  status: number,
  refusedPage: boolean,
  writes: readonly Write[],
) {
  const allowed = allowedChanges(status, refusedPage);
  if (allowed === 'any') {
    tally.acceptedWrites += writes.length;
    return;
  }
  tally.refusals += 1;
  const written = writes.filter(
    ({ table }) => allowed === 'none' || !legalLogTables.includes(table),
  );
  if (written.length > 0) {
    tally.rowsWritten.push(`${label} → ${status}: ${describeWrites(written).join(', ')}`);
  }
}

function addTally(total: Tally, part: Tally) {
  total.cases += part.cases;
  total.refusals += part.refusals;
  total.acceptedWrites += part.acceptedWrites;
  total.echoedEscaped += part.echoedEscaped;
  total.serverErrors.push(...part.serverErrors);
  total.reflected.push(...part.reflected);
  total.rowsWritten.push(...part.rowsWritten);
  total.badRefusals.push(...part.badRefusals);
}

function recordTally(total: Tally) {
  recordFigures('security', {
    'fuzz cases sent': total.cases,
    '5xx answers': total.serverErrors.length,
    'scripts reflected': total.reflected.length,
    'rows written by refused input': total.rowsWritten.length,
    'refusals checked for writes': total.refusals,
  });
}

function report(tally: Tally) {
  const sample = (list: string[]) => list.slice(0, 15);
  expect(sample(tally.serverErrors), 'answers with a server error').toEqual([]);
  expect(sample(tally.reflected), 'script payloads reflected as markup').toEqual([]);
  expect(sample(tally.rowsWritten), 'rows written by refused input').toEqual([]);
  expect(sample(tally.badRefusals), 'refusals outside the agreed shape').toEqual([]);
}

const demo = demoAccount;

// ---------------------------------------------------------------------------------------------
// Backend calls: every contract of the registry, in-process on a fresh PostgreSQL database.
// ---------------------------------------------------------------------------------------------

describe('backend calls, generated from the contract registry', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  let watch: WriteWatch;
  let token = '';
  /**
   * A session per call: a call that ends its session (endSession) must not leave the calls after
   * it refused before their input is read.
   */
  let sessionId = '';
  const totals = newTally();
  let tally = newTally();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('postgresql', issuer, { population: true, documents: true });
    watch = await watchWrites(queryKysely(backend.db), tables, ignoredUpdates);
    token = await issuer.sign(
      {
        sub: 'demo-demo',
        given_name: demo.givenName,
        family_name: demo.familyName,
        vo_orgcode: demoOrganisation,
        rrn: demo.nationalNumber,
        [roleClaim]: roleCodesOf(demo),
      },
      { expiresIn: '2h' },
    );
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  /** Demo's roles that may make the call, the likeliest first. */
  function rolesFor(contract: CallContract): DemoRoleKey[] {
    const access = contract.access;
    if (access.kind !== 'anyOf') return demoRoleKeys.slice(0, 1);
    return demoRoleKeys.filter((role) =>
      permissionsOf(role).some((permission) => access.permissions.includes(permission.naam)),
    );
  }

  interface Sent {
    label: string;
    path: string;
    query?: string;
    /** The call's input headers (a contract's `headers`), sent before the ones of every call. */
    inputHeaders?: Record<string, string>;
    body?: string | Buffer;
    contentType?: string;
  }

  async function send(contract: CallContract, role: DemoRoleKey, sent: Sent) {
    const headers: Record<string, string> = {
      ...sent.inputHeaders,
      authorization: `Bearer ${token}`,
      'x-session-id': sessionId,
      'x-active-role': roleUri(role, organisationOf(role)),
      'accept-language': 'nl',
      'idempotency-key': randomUUID(),
    };
    let body = sent.body;
    if (sent.contentType) headers['content-type'] = sent.contentType;
    if (contract.files && sent.contentType === 'application/json' && typeof body === 'string') {
      // A call with files takes its JSON as the metadata part of a multipart body.
      headers['content-type'] = 'multipart/form-data; boundary=fuzz';
      body = `--fuzz\r\nContent-Disposition: form-data; name="${metadataPart}"\r\n\r\n${body}\r\n--fuzz--\r\n`;
    }
    const url = `${backend.url}${sent.path}${sent.query ? `?${sent.query}` : ''}`;
    // node:http rather than fetch: fetch refuses to send a path with broken percent-encoding.
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(url, { method: contract.method, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // Node's HTTP parser refuses a request line or headers over its header limit (16 KiB)
        // and closes the connection, often before the client has read the 431 it wrote.
        const headerLength = Object.values(sent.inputHeaders ?? {}).join('').length;
        if (error.code === 'ECONNRESET' && (url.length > 16 * 1024 || headerLength > 16 * 1024)) {
          resolve({ status: 431, body: '' });
          return;
        }
        reject(new Error(`${contract.id} ${sent.label}: ${error.message}`));
      });
      if (body !== undefined) request.write(body);
      request.end();
    });
  }

  /** Requests go one at a time: the writes the watch hands out after one are that one's. */
  async function probe(contract: CallContract, role: DemoRoleKey, sent: Sent) {
    const answer = await send(contract, role, sent);
    const writes = await watch.take();
    const label = `${contract.id} ${sent.label}`;
    tally.cases += 1;
    if (answer.status >= 500)
      tally.serverErrors.push(`${label} → ${answer.status} ${answer.body.slice(0, 200)}`);
    // Every request carries a valid token and session: a 401 means the session was lost, and
    // the probes after it would reach no validation at all.
    if (answer.status === 401) tally.badRefusals.push(`${label} → 401: the session was lost`);
    const reflected = reflectedScript(answer.body);
    if (reflected) tally.reflected.push(`${label}: ${reflected}`);
    // Node's HTTP parser answers a URL over its header limit with 431 before any route runs.
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 431) {
      let parsed = false;
      try {
        parsed = errorResponseSchema.safeParse(JSON.parse(answer.body)).success;
      } catch {
        parsed = false;
      }
      if (!parsed)
        tally.badRefusals.push(`${label} → ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    checkWrites(tally, label, answer.status, false, writes);
    return answer;
  }

  const hintsFor = (role: DemoRoleKey): Hints => ({
    insz: '60111842284',
    uri: roleUri(role, organisationOf(role)),
    reference: 'R-FUZZ-1',
    lastname: 'Wuyts',
    birthdate: '1960',
    niscode: '44021',
    nisCode: '44021',
    text: 'Zonne',
    // Van Loon & Verhaegen and Cultuurkring De Linde (docs/demo-data.md).
    kbo: '0424871480',
    ondernemingsnummer: '0424871480',
    id: 'v6467981',
    // Rita Wuyts's secondary-school diploma (docs/demo-data.md), and a mutation that is not its
    // latest: a cancellation the fuzzer sends changes nothing.
    bewijsreferte: 'd62da2fd-b231-416b-bf21-92222f443763',
    bewijsmutatiereferte: '00000000-0000-4000-8000-000000000000',
    // A period of months (the child benefits' periode), so that both of its ends are probed.
    beginMaand: '2019-01',
    eindeMaand: '2025-12',
    // The document service: an e-mail's recipient and the demo organisation's sender profile.
    email: 'fuzz@example.org',
    afzender: 'digitaal-beheer',
  });

  /**
   * Hints of one call where the shared ones do not fit: the health attestation searches take a
   * birth date only with a name (by number, or by a prescription code, here), so theirs is left out.
   */
  const callHints: Readonly<Record<string, Hints>> = {
    healthAttestationSearch: { searchMode: 'INSZ', birthdate: undefined },
    // A prescription code of docs/demo-data.md.
    ctpcSearch: { birthdate: undefined, covidTestPrescriptionCode: 'BU4NWUWZMA1VOKBR' },
    // The joint house's sale (docs/demo-data.md, Sale prices).
    geefVerkoopPrijs: { id: '44021A0041-00A000-P0000-03-V' },
    // The land registry (docs/demo-data.md): a parcel of section A of GENT 1 AFD, its partition,
    // the picker chain down to it; an owner is asked by one number, the insz here.
    zoekPerceel: { capakey: '44021A0041/00A000' },
    geefEigendomstoestand: { capakey: '44021A0041/00A000' },
    geefEigendomstoestandDetail: { perceelPartitieId: '44021A0041-00A000-P0000' },
    geefEigendomstoestandDetailPost: { perceelPartitieIds: ['44021A0041-00A000-P0000'] },
    downloadEigendomstoestand: { perceelPartitieIds: ['44021A0041-00A000-P0000'] },
    zoekEigendomstoestand: { ondernemingsnummer: undefined },
    GeefGemeentes: { provincieNIS: '40000' },
    getDepartments: { gemeente: '44021' },
    getSections: { afdeling: '44021' },
    getPlots: { afdeling: '44021', sectie: 'A' },
    // The parcel with the long ownership history (docs/demo-data.md), its one partition and a day.
    geefHistoriekfEigendomstoestand: {
      capakey: '44021A0154/00B000',
      partitie: 'P0000',
      datum: '1990-06-30',
    },
    // A test send to the phone number of Stad Rivierstad's featured member (docs/demo-data.md).
    notificeerTest: { telefoonnummers: ['+32470123456'] },
    // A report over a period of past whole months (a later one is refused).
    geefRapport: { rapport: 'bulkopdrachten', periode: '2024-01_2024-06' },
  };

  function buildPath(contract: CallContract, params: Record<string, string>): string {
    return contract.path.replace(/:([A-Za-z0-9_]+)\??/g, (_, name: string) => params[name] ?? '');
  }

  const encodeQuery = (entries: [string, string][]) =>
    entries.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');

  const asQueryEntries = (query: Record<string, unknown>): [string, string][] =>
    Object.entries(query).map(([key, value]) => [key, encodeURIComponent(String(value))]);

  const jsonTypes: [string, unknown][] = [
    ['number', 12345],
    ['boolean', true],
    ['null', null],
    ['array', ['x']],
    ['object', { nested: 'x' }],
    ['huge number', 1e308],
    ['negative', -1],
  ];

  const invalidJson = [
    '{',
    '{"a":',
    '[1,2',
    "{'single': 'quotes'}",
    '{"a":1}}',
    'null',
    '"a string"',
    '[]',
    '\u0000',
  ];

  it.each(callContracts.map((contract) => [contract.id, contract] as const))(
    '%s refuses hostile input without a 5xx, a reflected script or a written row',
    async (_id, contract) => {
      tally = newTally();
      sessionId = randomBytes(24).toString('base64url');
      const candidates = rolesFor(contract);
      expect(
        candidates.length,
        `the demo account holds no role for ${contract.id}`,
      ).toBeGreaterThan(0);

      // A valid request per candidate role; the first role that is let through is used.
      let role = candidates[0]!;
      const hints = { ...hintsFor(role), ...callHints[contract.id] };
      const params = (contract.params ? sampleObject(contract.params, hints) : {}) as Record<
        string,
        unknown
      > | null;
      const query = (contract.query ? sampleObject(contract.query, hints) : {}) as Record<
        string,
        unknown
      > | null;
      const body = contract.request ? sampleObject(contract.request, hints) : undefined;
      expect(params, `${contract.id}: no valid sample of its path parameters`).not.toBeNull();
      expect(query, `${contract.id}: no valid sample of its query`).not.toBeNull();
      if (contract.request)
        expect(body, `${contract.id}: no valid sample of its body`).not.toBeNull();
      const validParams = Object.fromEntries(
        Object.entries(params ?? {}).map(([key, value]) => [
          key,
          encodeURIComponent(String(value)),
        ]),
      );
      for (const name of pathParameterNames(contract.path)) {
        expect(validParams[name], `${contract.id}: no sample for :${name}`).toBeDefined();
      }
      const validQuery = asQueryEntries(query ?? {});
      const validBody = body ?? undefined;
      const json = 'application/json';
      const base: Sent = {
        label: 'valid',
        path: buildPath(contract, validParams),
        query: encodeQuery(validQuery),
        ...(validBody ? { body: JSON.stringify(validBody), contentType: json } : {}),
      };
      for (const candidate of candidates) {
        const answer = await send(contract, candidate, base);
        if (answer.status < 400 || answer.status === 404) {
          role = candidate;
          break;
        }
      }
      // The valid request itself: answered, and never with a server error. It and the probes
      // after it share a session of their own, opened by reading the signed-in user (a valid
      // request above may have ended its session); what was written before is no probe's.
      sessionId = randomBytes(24).toString('base64url');
      const opened = await send(getUser, role, {
        label: 'opening the session',
        path: getUser.path,
      });
      expect(opened.status, `${contract.id}: opening a session`).toBe(200);
      await watch.take();
      await probe(contract, role, base);

      const cases: Sent[] = [];
      const seedBase = contract.id.length;
      /** The corpus for one field of this call: its kind by name, cut to its schema's length. */
      const hostileValues = (
        name: string,
        index: number,
        schema: Parameters<typeof maxLengthOf>[0] | undefined,
      ) =>
        corpusFor(fieldKind(name), {
          full: fullSuite,
          seed: seedBase + index,
          maxLength: schema ? maxLengthOf(schema) : undefined,
        });

      // Path parameters: each one hostile, and broken percent-encoding in its segment.
      Object.keys(validParams).forEach((name, index) => {
        const values = hostileValues(name, index, shapeOf(contract.params)?.[name]);
        for (const value of values) {
          cases.push({
            ...base,
            label: `param ${name} = ${value.label}`,
            path: buildPath(contract, { ...validParams, [name]: encodeValue(value) }),
          });
        }
        for (const broken of fullSuite ? malformedEncodings : malformedEncodings.slice(0, 3)) {
          cases.push({
            ...base,
            label: `param ${name} = ${broken}`,
            path: buildPath(contract, { ...validParams, [name]: broken }),
          });
        }
      });

      // Input headers (filters that travel in headers): each one hostile, percent-encoded as the
      // portal sends it, a list of more values than allowed, and broken percent-encoding.
      Object.keys(contract.headers?.shape ?? {}).forEach((name, index) => {
        // Cut to what a header may hold: the server's header limit is not what is tested here.
        const values = corpusFor(fieldKind(name), {
          full: fullSuite,
          seed: seedBase + 100 + index,
          maxLength: 400,
        });
        for (const value of values) {
          cases.push({
            ...base,
            label: `header ${name} = ${value.label}`,
            inputHeaders: { [name]: encodeValue(value) },
          });
        }
        cases.push({
          ...base,
          label: `header ${name} with 21 values`,
          inputHeaders: { [name]: Array.from({ length: 21 }, () => 'x').join(',') },
        });
        for (const broken of fullSuite ? malformedEncodings : malformedEncodings.slice(0, 3)) {
          cases.push({
            ...base,
            label: `header ${name} = ${broken}`,
            inputHeaders: { [name]: broken },
          });
        }
      });

      // Query keys: each one hostile, left out, sent twice; an unknown key; broken encoding.
      const queryShape = shapeOf(contract.query) ?? {};
      Object.keys(queryShape).forEach((name, index) => {
        const values = hostileValues(name, index, queryShape[name]);
        const others = validQuery.filter(([key]) => key !== name);
        for (const value of values) {
          cases.push({
            ...base,
            label: `query ${name} = ${value.label}`,
            query: encodeQuery([...others, [name, encodeValue(value)]]),
          });
        }
        cases.push({ ...base, label: `query without ${name}`, query: encodeQuery(others) });
        cases.push({
          ...base,
          label: `query ${name} twice`,
          query: encodeQuery([...validQuery, [name, encodeURIComponent(values[0]?.value ?? 'x')]]),
        });
        cases.push({
          ...base,
          label: `query ${name} as an object`,
          query: encodeQuery([...others, [`${name}[a]`, 'b']]),
        });
      });
      if (contract.query) {
        cases.push({
          ...base,
          label: 'query with unknown keys',
          query: encodeQuery([
            ...validQuery,
            ['__proto__', 'x'],
            ['constructor', 'y'],
            ['onbekend', 'z'],
          ]),
        });
        for (const broken of malformedEncodings) {
          cases.push({
            ...base,
            label: `query broken ${broken}`,
            query: `${encodeQuery(validQuery)}&a=${broken}`,
          });
        }
      }

      // The body: every leaf hostile, left out, of the wrong JSON type; unknown keys; broken JSON;
      // the wrong content type.
      if (contract.request && validBody) {
        const paths = leafPaths(validBody).filter(Boolean);
        const topLevel = Object.keys(shapeOf(contract.request) ?? {});
        paths.forEach((path, index) => {
          const values = hostileValues(path, index, schemaAt(contract.request!, path));
          for (const value of values) {
            cases.push({
              ...base,
              label: `body ${path} = ${value.label}`,
              body: JSON.stringify(withPath(validBody, path, value.value)),
            });
          }
          for (const [kind, wrong] of fullSuite ? jsonTypes : jsonTypes.slice(0, 3)) {
            cases.push({
              ...base,
              label: `body ${path} as ${kind}`,
              body: JSON.stringify(withPath(validBody, path, wrong)),
            });
          }
          cases.push({
            ...base,
            label: `body without ${path}`,
            body: JSON.stringify(withPath(validBody, path, undefined, true)),
          });
        });
        for (const key of topLevel.filter((name) => !(name in validBody))) {
          cases.push({
            ...base,
            label: `body ${key} as an object`,
            body: JSON.stringify({ ...validBody, [key]: { '<script>alert(1)</script>': 1 } }),
          });
        }
        cases.push({
          ...base,
          label: 'body with unknown and prototype keys',
          body: `${JSON.stringify(validBody).slice(0, -1)},"onbekend":1,"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`,
        });
        cases.push({
          ...base,
          label: 'body duplicated keys',
          body: `${JSON.stringify(validBody).slice(0, -1)},${JSON.stringify(validBody).slice(1)}`,
        });
        for (const text of invalidJson) {
          cases.push({ ...base, label: `invalid JSON ${JSON.stringify(text)}`, body: text });
        }
        cases.push({ ...base, label: 'text/plain body', contentType: 'text/plain' });
        cases.push({
          ...base,
          label: 'urlencoded body',
          contentType: 'application/x-www-form-urlencoded',
          body: new URLSearchParams(
            Object.entries(validBody).map(([key, value]) => [key, String(value)]),
          ).toString(),
        });
        cases.push({
          ...base,
          label: 'multipart body',
          contentType: 'multipart/form-data; boundary=x',
          body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n`,
        });
        cases.push({
          ...base,
          label: 'JSON with a charset it is not in',
          contentType: 'application/json; charset=utf-16',
        });
        cases.push({ ...base, label: 'no body', body: undefined });
      }

      for (const sent of cases) await probe(contract, role, sent);
      addTally(totals, tally);
      report(tally);
      if (cases.length > 0) {
        expect(tally.refusals, 'hostile input that was refused').toBeGreaterThan(0);
      }
    },
    120_000,
  );

  it('saw the writes of accepted requests, and checked refusals for theirs', () => {
    expect(totals.refusals).toBeGreaterThan(0);
    expect(totals.acceptedWrites).toBeGreaterThan(0);
  });

  afterAll(() => {
    recordTally(totals);
  });
});

// ---------------------------------------------------------------------------------------------
// Portal forms: every screen of the route table, every form its HTML holds, as the demo account.
// ---------------------------------------------------------------------------------------------

describe('portal forms, generated from the route table', () => {
  let portal: PortalProcess;
  let database: pg.Client;
  let watch: WriteWatch;
  let testDatabase: TestDatabase | undefined;
  const totals = newTally();
  /** Forms already probed (the account menu's appears on every page). */
  const probedForms = new Set<string>();
  let screensOf: DemoScreens;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('full');
    const url = testDatabase.url;
    portal = await startPortal({
      DATABASE_URL: url,
      HASH_SECRET: 'fuzzing-test-hash-secret-long-enough-32',
      // The suite posts far more than a person would; the limits have their own tests.
      RATE_LIMIT_GENERAL: '1000000',
      RATE_LIMIT_MUTATIONS: '1000000',
    });
    database = new pg.Client({ connectionString: url });
    await database.connect();
    watch = await watchWrites(queryPg(database), tables, ignoredUpdates);
    screensOf = new DemoScreens(portal.url);
  }, 120_000);

  afterAll(async () => {
    recordTally(totals);
    await database?.end();
    await portal?.stop();
    await testDatabase?.drop();
  });

  interface Answer {
    status: number;
    location: string | null;
    body: string;
  }

  /** A raw request: any method, any path (broken encoding too), the body sent as given. */
  function raw(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const request = httpRequest(
        `${portal.url}${path}`,
        {
          method,
          agent: false,
          headers: {
            ...headers,
            ...(payload ? { 'content-length': String(payload.length) } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              body: text,
            }),
          );
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // Node's HTTP parser refuses a request line over its header limit (16 KiB) and closes
        // the connection, often before the client has read the 431 it wrote.
        if (error.code === 'ECONNRESET' && path.length > 16 * 1024) {
          resolve({ status: 431, location: null, body: '' });
          return;
        }
        reject(new Error(`${method} ${path.slice(0, 200)}: ${error.message}`));
      });
      request.end(payload);
    });
  }

  async function probe(
    tally: Tally,
    label: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ) {
    const answer = await raw(method, path, headers, body);
    const writes = await watch.take();
    tally.cases += 1;
    if (answer.status >= 500) {
      tally.serverErrors.push(`${label} → ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    const reflected = reflectedScript(answer.body);
    if (reflected) tally.reflected.push(`${label}: ${reflected}`);
    if (answer.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;')) tally.echoedEscaped += 1;
    // A redirect to sign-in means the session was lost: the probes after it would prove nothing.
    if (answer.location?.includes(`/${endpoints.signIn.path}`)) {
      tally.badRefusals.push(`${label} → sent to sign in: the session was lost`);
    }
    if (answer.location && /^\s*javascript:/i.test(answer.location)) {
      tally.reflected.push(`${label}: redirect to ${answer.location}`);
    }
    // A refusal says why, in a text of the catalogue (431 is Node's own, before any route).
    if (answer.status >= 400 && answer.status !== 431 && !showsTranslatedRefusal(answer.body)) {
      tally.badRefusals.push(`${label} → ${answer.status} ${answer.body.slice(0, 160)}`);
    }
    const refusedPage = answer.status === 200 && answer.body.includes('class="error-summary"');
    checkWrites(tally, label, answer.status, refusedPage, writes);
    return answer;
  }

  const urlencoded = (pairs: [string, string][]) =>
    pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');

  const encodedPairs = (pairs: [string, string][]): [string, string][] =>
    pairs.map(([name, value]) => [name, encodeURIComponent(value)]);

  function multipart(pairs: [string, string][]): { body: Buffer; type: string } {
    const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
    const parts = pairs.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replaceAll('"', '%22')}"\r\n\r\n${value}\r\n`,
    );
    return {
      body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
      type: `multipart/form-data; boundary=${boundary}`,
    };
  }

  const unexpectedMethods = ['PUT', 'PATCH', 'DELETE', 'TRACE', 'OPTIONS'];

  /** Every probe of one form: each field hostile, missing and twice; wrong types; methods. */
  async function fuzzForm(tally: Tally, form: PageForm, jar: CookieJar) {
    const headers = { cookie: jar.header(), origin: portal.url };
    const pairs = encodedPairs(submittedPairs(form));
    const names = fieldNames(form);
    const actionPath = form.action.split('?')[0]!;
    const endsSession = actionPath === `/${endpoints.signOut.path}`;
    const label = (what: string) => `${form.method.toUpperCase()} ${actionPath} ${what}`;

    const send = async (what: string, fields: [string, string][]) => {
      if (form.method === 'get') {
        const query = urlencoded(fields);
        return probe(tally, label(what), 'GET', `${actionPath}?${query}`, headers);
      }
      if (form.enctype === 'multipart/form-data') {
        const decoded = fields.map(([name, value]): [string, string] => {
          try {
            return [name, decodeURIComponent(value)];
          } catch {
            return [name, value];
          }
        });
        const { body, type } = multipart(decoded);
        return probe(
          tally,
          label(what),
          'POST',
          form.action,
          { ...headers, 'content-type': type },
          body,
        );
      }
      return probe(
        tally,
        label(what),
        'POST',
        form.action,
        { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        urlencoded(fields),
      );
    };

    // The sign-out form ends the session whatever it is sent: only what never reaches it.
    if (!endsSession) {
      const kinds = names.map((name, index) => {
        const field = form.fields.find((candidate) => candidate.name === name);
        return corpusFor(fieldKind(name), {
          full: fullSuite,
          seed: index,
          maxLength: field?.maxLength,
        });
      });
      if (fullSuite) {
        // Each field on its own, the others as the page gave them.
        for (const [index, name] of names.entries()) {
          const others = pairs.filter(([key]) => key !== name);
          for (const value of kinds[index]!) {
            await send(`${name} = ${value.label}`, [...others, [name, encodeValue(value)]]);
          }
        }
      } else {
        // Every field hostile at once, one round per value of each field's sample, and a turning
        // sample of fields on their own with the script payloads.
        const rounds = Math.max(0, ...kinds.map((values) => values.length));
        for (let round = 0; round < rounds; round += 1) {
          const fields = names.map((name, index): [string, string] => {
            const values = kinds[index]!;
            return [name, encodeValue(values[round % values.length]!)];
          });
          await send(`every field hostile, round ${round}`, fields);
        }
        for (const name of sample(names, 3)) {
          const others = pairs.filter(([key]) => key !== name);
          for (const value of [markupSample, imageSample]) {
            await send(`${name} = ${value}`, [...others, [name, encodeURIComponent(value)]]);
          }
        }
      }
      for (const name of fullSuite ? names : sample(names, 3)) {
        await send(
          `without ${name}`,
          pairs.filter(([key]) => key !== name),
        );
        await send(`${name} twice`, [...pairs, [name, encodeURIComponent(markupSample)]]);
      }
      await send('every field twice', [
        ...pairs,
        ...names.map((name): [string, string] => [name, encodeURIComponent(imageSample)]),
      ]);
      const first = names[0] ?? 'veld';
      for (const broken of fullSuite ? malformedEncodings : malformedEncodings.slice(0, 3)) {
        await send(`${first} = ${broken}`, [
          ...pairs.filter(([key]) => key !== first),
          [first, broken],
        ]);
      }
    }

    if (form.method === 'post') {
      const plain = Object.fromEntries(submittedPairs(form));
      await probe(
        tally,
        label('as JSON'),
        'POST',
        form.action,
        { ...headers, 'content-type': 'application/json' },
        JSON.stringify(plain),
      );
      await probe(
        tally,
        label('as text/plain'),
        'POST',
        form.action,
        { ...headers, 'content-type': 'text/plain' },
        urlencoded(pairs),
      );
      if (!endsSession) {
        if (form.enctype === 'multipart/form-data') {
          await probe(
            tally,
            label('urlencoded instead of multipart'),
            'POST',
            form.action,
            { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            urlencoded(pairs),
          );
          await probe(
            tally,
            label('multipart without a boundary'),
            'POST',
            form.action,
            { ...headers, 'content-type': 'multipart/form-data' },
            'x',
          );
        } else {
          const { body, type } = multipart(submittedPairs(form));
          await probe(
            tally,
            label('as multipart'),
            'POST',
            form.action,
            { ...headers, 'content-type': type },
            body,
          );
        }
      }
    }
    for (const method of unexpectedMethods) {
      await probe(
        tally,
        label(`with ${method}`),
        method,
        form.action,
        { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        urlencoded(pairs),
      );
    }
  }

  const markupSample = '<script>alert(1)</script>';
  const imageSample = '"><img src=x onerror=alert(1)>';

  /** Up to `count` names spread over the list (its first, its last, and between). */
  function sample(names: string[], count: number): string[] {
    if (names.length <= count) return names;
    return Array.from(
      { length: count },
      (_, index) => names[Math.round((index * (names.length - 1)) / (count - 1))]!,
    );
  }

  const screens = screenPaths().flatMap((screen) => {
    const { nl, en } = getScreen(screen.id);
    const dutch = { id: screen.id, path: screen.nl, template: `/${nl}`, label: screen.id };
    if (!fullSuite) return [dutch];
    const english = {
      id: screen.id,
      path: screen.en,
      template: `/en/${en}`,
      label: `${screen.id} (en)`,
    };
    return [dutch, english];
  });

  it.each(screens.map((screen) => [screen.label, screen] as const))(
    '%s: every form refuses hostile input without a 5xx, a reflected script or a written row',
    async (_label, screen) => {
      const tally = newTally();
      // The page's forms, and those of its other views (a search screen's tabs).
      const { jar, forms } = await screensOf.open(screen.id, screen.path);
      // What opening the screen wrote (a sign-in, a consultation) is no probe's.
      await watch.take();
      for (const form of forms) {
        // The same form on several pages (the account menu's) is probed once.
        const signature = formSignature(form);
        if (probedForms.has(signature)) continue;
        probedForms.add(signature);
        await fuzzForm(tally, form, jar);
      }

      // The screen's path with broken percent-encoding in a parameter (or an extra segment).
      const { template } = screen;
      for (const broken of fullSuite ? malformedEncodings : malformedEncodings.slice(0, 3)) {
        const path = template.includes(':')
          ? template.replace(/:[A-Za-z0-9_]+\??/g, broken)
          : `${screen.path.replace(/\/$/, '')}/${broken}`;
        await probe(tally, `GET ${path}`, 'GET', path, { cookie: jar.header() });
      }
      addTally(totals, tally);
      report(tally);
    },
    180_000,
  );

  it('found forms to probe on the screens, and refusals to check for writes', () => {
    expect(probedForms.size).toBeGreaterThan(3);
    expect(totals.refusals).toBeGreaterThan(totals.cases / 2);
    // The pages do show hostile values back (escaped): the reflection check is not vacuous.
    expect(totals.echoedEscaped).toBeGreaterThan(0);
  });
});

// The enterprise calls over HTTP against the seeded register: every call, its 403 outside the
// Economie role, its legal-log entry, the source's error answers; and the register's links to
// people and enterprises that exist.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  associationSchema,
  enterpriseSchema,
  jointCommitteeSchema,
  participationsSchema,
} from '@contracts/enterprise';
import { userSchema } from '@contracts/session';
import { seedEnterprises } from '../../backend/enterprise/seed';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const base = '/sss/api/backend';

describe('enterprise calls', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  /** login → [token, role uri]: carla.desmet as Economie, an.peeters as Burgerzaken. */
  const callers = new Map<string, { token: string; role: string }>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('postgresql', issuer, { enterprises: true });
    for (const [login, roleName] of [
      ['carla.desmet', 'Economie'],
      ['an.peeters', 'Burgerzaken'],
    ] as const) {
      const token = await issuer.sign(demoClaims(login));
      const response = await fetch(`${backend.url}${base}/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
      });
      const user = userSchema.parse(await response.json());
      const role = user.roles.find((candidate) => candidate.naam === roleName);
      callers.set(login, { token, role: role?.uri ?? '' });
    }
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    path: string,
    options: { body?: unknown; login?: string; correlationId?: string; language?: string } = {},
  ) {
    const caller = callers.get(options.login ?? 'carla.desmet');
    const headers: Record<string, string> = {
      authorization: `Bearer ${caller?.token ?? ''}`,
      'x-session-id': newSessionId(),
      'x-active-role': caller?.role ?? '',
      'accept-language': options.language ?? 'nl',
      'x-correlation-id': options.correlationId ?? randomBytes(8).toString('hex'),
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const url = path.startsWith('/api/') ? `${backend.url}${path}` : `${backend.url}${base}${path}`;
    return fetch(url, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  const rows = async <T>(query: string) =>
    (await sql<T>`${sql.raw(query)}`.execute(backend.db)).rows;
  const count = async (query: string) => Number((await rows<{ count: string }>(query))[0]?.count);

  /** The first enterprise (in number order) that fits. */
  async function enterprise(where: string) {
    const [row] = await rows<{ enterprise_number: string }>(
      `select enterprise_number from enterprises e where ${where} order by enterprise_number limit 1`,
    );
    if (!row) throw new Error(`no enterprise where ${where}`);
    return row.enterprise_number;
  }

  async function logEntries(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .select([
        'operation',
        'subject_kind',
        'subject',
        'permission',
        'source',
        'outcome',
        'reference',
      ])
      .where('correlation_id', '=', correlationId)
      .execute();
  }

  it('seeded the small register once, with links to people and enterprises that exist', async () => {
    expect(await count('select count(*) from enterprises')).toBe(600);
    expect(await count('select count(*) from nace_codes')).toBe(977);
    expect(await seedEnterprises(backend.db, { size: 'small' })).toEqual({ generated: false });
    expect(await count('select count(*) from enterprises')).toBe(600);
    for (const table of ['enterprise_functions', 'enterprise_participations']) {
      expect(
        await count(`select count(*) from ${table} f where
          (f.holder_insz is not null and not exists (select 1 from persons p where p.insz = f.holder_insz))
          or (f.holder_enterprise is not null and not exists
            (select 1 from enterprises e where e.enterprise_number = f.holder_enterprise))`),
        table,
      ).toBe(0);
    }
    expect(
      await count(`select count(*) from association_representatives r
        where not exists (select 1 from persons p where p.insz = r.insz)`),
    ).toBe(0);
    expect(
      await count(`select count(*) from enterprises e where e.enterprise_number !~ '^[01][0-9]{9}$'
        or substr(e.enterprise_number, 9, 2)::int <> 97 - (substr(e.enterprise_number, 1, 8)::bigint % 97)`),
    ).toBe(0);
    expect(
      await count(`select count(*) from establishment_units u where u.establishment_number !~ '^2[0-9]{9}$'
        or substr(u.establishment_number, 9, 2)::int <> 97 - (substr(u.establishment_number, 1, 8)::bigint % 97)`),
    ).toBe(0);
  });

  it('gives an enterprise by number, with a legal-log entry under KboNummer', async () => {
    const number = await enterprise(
      `exists (select 1 from enterprise_functions f where f.enterprise_number = e.enterprise_number)
       and exists (select 1 from establishment_units u where u.enterprise_number = e.enterprise_number)`,
    );
    const correlationId = randomBytes(8).toString('hex');
    const response = await call(`/onderneming/${number}?reference=DOS-7`, { correlationId });
    expect(response.status).toBe(200);
    const found = enterpriseSchema.parse(await response.json());
    expect(found.ondernemingsnummer).toBe(number);
    expect(found.functies.length).toBeGreaterThan(0);
    expect(found.vestigingen[0]?.vestigingsnummer).toMatch(/^2\d{9}$/);
    expect(found.activiteiten.filter((activity) => activity.type === 'P')).toHaveLength(1);
    expect(await logEntries(correlationId)).toEqual([
      {
        operation: 'geefOndernemingOpNummer',
        subject_kind: 'KboNummer',
        subject: number,
        permission: 'onderneming.geefOnderneming',
        source: 'KBO',
        outcome: 'gevonden',
        reference: 'DOS-7',
      },
    ]);
    // The same record through the source's own service, the number in the body.
    const posted = await call('/api/v1/geefonderneming', { body: { ondernemingsnummer: number } });
    expect(enterpriseSchema.parse(await posted.json())).toEqual(found);
  });

  it('answers an unknown number as the source does, and logs it', async () => {
    const correlationId = randomBytes(8).toString('hex');
    const response = await call('/onderneming/0123456749', { correlationId });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 40046,
      message: 'Gevraagde ondernemingsnummer bestaat niet in KBO',
      errors: [],
    });
    expect((await logEntries(correlationId))[0]).toMatchObject({ outcome: 'niet gevonden' });
    const english = await call('/api/v1/geefpcentw', {
      body: { ondernemingsnummer: '0123456749' },
      language: 'en',
    });
    expect(english.status).toBe(404);
    expect(await english.json()).toMatchObject({ code: 40046 });
  });

  it('refuses wrong check digits and malformed numbers with 400, without consulting', async () => {
    const correlationId = randomBytes(8).toString('hex');
    const wrong = await call('/onderneming/0123456789', { correlationId });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 1,
      errors: [{ code: 'kbo', message: 'Gelieve een geldig KBO nummer op te geven' }],
    });
    expect(await logEntries(correlationId)).toEqual([]);
    for (const path of [
      '/onderneming/2123456749',
      '/onderneming/012345674',
      '/vereniging/V1234567',
    ]) {
      expect((await call(path)).status, path).toBe(400);
    }
    const body = await call('/api/v1/geefdeelnemingen', { body: { ondernemingsnummer: 'x' } });
    expect(body.status).toBe(400);
  });

  it('gives the joint committee and employment class', async () => {
    const number = await enterprise('joint_committee is not null');
    const correlationId = randomBytes(8).toString('hex');
    const response = await call('/api/v1/geefpcentw', {
      body: { ondernemingsnummer: number, referentie: 'PC-1' },
      correlationId,
    });
    const answer = jointCommitteeSchema.parse(await response.json());
    expect(answer.paritairComite?.omschrijving).toMatch(/^Synthetisch paritair comité/);
    expect(answer.tewerkstellingsklasse?.code).toMatch(/^[1-7]$/);
    expect((await logEntries(correlationId))[0]).toMatchObject({
      operation: 'geefPCenTW',
      permission: 'onderneming.GeefPCenTW',
      subject: number,
      reference: 'PC-1',
    });
  });

  it('gives participations both ways', async () => {
    const number = await enterprise(
      `exists (select 1 from enterprise_participations p where p.enterprise_number = e.enterprise_number and p.holder_enterprise is not null)
       and exists (select 1 from enterprise_participations p where p.holder_enterprise = e.enterprise_number)`,
    );
    const correlationId = randomBytes(8).toString('hex');
    const response = await call('/api/v1/geefdeelnemingen', {
      body: { ondernemingsnummer: number },
      correlationId,
    });
    const answer = participationsSchema.parse(await response.json());
    expect(answer.deelnemers.some((row) => row.houder.soort === 'onderneming')).toBe(true);
    expect(answer.deelnemingenIn.length).toBeGreaterThan(0);
    const total = answer.deelnemers.reduce((sum, row) => sum + row.percentage, 0);
    expect(total).toBeLessThanOrEqual(100);
    expect((await logEntries(correlationId))[0]).toMatchObject({
      operation: 'geefDeelnemingen',
      permission: 'onderneming.GeefDeelnemingen',
    });
  });

  it('gives an association by vCode, and 404 for an unknown one', async () => {
    const [row] = await rows<{ vcode: string; enterprise_number: string | null }>(
      `select vcode, enterprise_number from associations a where enterprise_number is not null
       and exists (select 1 from association_representatives r where r.vcode = a.vcode) order by vcode limit 1`,
    );
    const correlationId = randomBytes(8).toString('hex');
    const response = await call(`/vereniging/${row?.vcode ?? ''}`, { correlationId });
    const association = associationSchema.parse(await response.json());
    expect(association.ondernemingsnummer).toBe(row?.enterprise_number);
    expect(association.vertegenwoordigers.length).toBeGreaterThan(0);
    expect((await logEntries(correlationId))[0]).toMatchObject({
      operation: 'geefVereniging',
      subject_kind: 'KboNummer',
      subject: row?.vcode,
      outcome: 'gevonden',
    });
    const missing = await call('/vereniging/v0000001');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 30001 });
  });

  it('refuses every call outside a role with an onderneming permission', async () => {
    const number = await enterprise('true');
    const login = 'an.peeters';
    const body = { ondernemingsnummer: number };
    for (const [path, options] of [
      [`/onderneming/${number}`, {}],
      ['/api/v1/geefonderneming', { body }],
      ['/api/v1/geefpcentw', { body }],
      ['/api/v1/geefdeelnemingen', { body }],
      ['/vereniging/v0000001', {}],
    ] as const) {
      const response = await call(path, { ...options, login });
      expect(response.status, path).toBe(403);
    }
  });
});

// The education call over HTTP against the education source made from the small population: the
// history of the people docs/demo-data.md lists, its parts and period, the empty history, the
// unknown person, bad bodies, the role it needs, its legal-log entry, and the source's rules
// checked in the database itself.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentHistorySchema, getEnrolmentHistory } from '@contracts/education';
import { userSchema } from '@contracts/session';
import { seedEducation } from '../../backend/education/seed';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** The featured learners of docs/demo-data.md (backend/education/featured.ts). */
const pupil = '16011358180';
const student = '03032189840';
const adult = '59020539826';
const withoutEnrolments = '00411737315';
/** A valid number nobody in the population has. */
const unknown = '85073003328';

describe('the education call', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const roles = new Map<string, string>();
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('postgresql', issuer, { population: true, education: true });
    for (const login of ['bart.claes', 'an.peeters']) {
      const token = await issuer.sign(demoClaims(login, { organisation: 'OVO100002' }));
      tokens.set(login, token);
      const response = await fetch(`${backend.url}/sss/api/backend/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
      });
      roles.set(login, userSchema.parse(await response.json()).roles[0]?.uri ?? '');
    }
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  function ask(body: unknown, { login = 'bart.claes', correlationId = randomUUID() } = {}) {
    return fetch(`${backend.url}${getEnrolmentHistory.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.get(login) ?? ''}`,
        'x-session-id': newSessionId(),
        'x-active-role': roles.get(login) ?? '',
        'x-correlation-id': correlationId,
        'accept-language': 'nl',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  async function entriesOf(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .selectAll()
      .execute();
  }

  it('gives a pupil’s history from nursery school on, with 30101 for the parts without data', async () => {
    const response = await ask({ insz: pupil });
    expect(response.status).toBe(200);
    const history = enrolmentHistorySchema.parse(await response.json());
    expect(history.persoon.naam).toEqual({ achternaam: 'Verhelst', voornamen: ['Vic', 'Jack'] });
    expect(history.bronnen).toEqual(['LP', 'VWO', 'HO']);
    expect(history.inschrijvingen.every((row) => row.bron === 'LP')).toBe(true);
    const [current, ...earlier] = history.inschrijvingen;
    expect(current?.datumEinde).toBeNull();
    if (current?.bron !== 'LP') throw new Error('not compulsory education');
    expect(current.leerplichtOnderwijs.administratieveGroep.niveau).toEqual({
      code: '2',
      omschrijving: 'Lager onderwijs',
    });
    expect(current.leerplichtOnderwijs.uitschrijving).toBeNull();
    expect(current.instelling.instantie.code).toBe('BASISSCHOOL');
    expect(current.instelling.officieleNaam).toBe('Fictieve basisschool Lierde');
    const first = earlier.at(-1);
    expect(first?.datumBegin).toBe('2018-09-08');
    expect(first?.instelling.instantie).toEqual({
      code: 'KLEUTERSCHOOL',
      omschrijving: 'Kleuterschool',
    });
    expect(history.uitzonderingen).toEqual([
      { bron: 'VWO', oorsprong: 'DVNCI', code: '30101', diagnose: expect.any(String) },
      { bron: 'HO', oorsprong: 'DHO2', code: '30101', diagnose: expect.any(String) },
    ]);
  });

  it('asks only the parts and the period named', async () => {
    const only = enrolmentHistorySchema.parse(
      await (await ask({ insz: student, bronnen: ['HO'] })).json(),
    );
    expect(only.bronnen).toEqual(['HO']);
    expect(only.inschrijvingen.length).toBeGreaterThanOrEqual(2);
    expect(only.inschrijvingen.every((row) => row.bron === 'HO')).toBe(true);
    expect(only.uitzonderingen).toEqual([]);
    const inPeriod = enrolmentHistorySchema.parse(
      await (
        await ask({ insz: student, periode: { begin: '2019-01-01', einde: '2019-12-31' } })
      ).json(),
    );
    expect(inPeriod.inschrijvingen.map((row) => row.datumBegin)).toEqual([
      '2019-09-01',
      '2018-09-01',
    ]);
    const adultHistory = enrolmentHistorySchema.parse(await (await ask({ insz: adult })).json());
    expect(adultHistory.inschrijvingen.map((row) => row.bron)).toEqual(['VWO', 'VWO', 'VWO']);
  });

  it('gives a person without enrolments an empty history, and an unknown one nothing', async () => {
    const correlationId = randomUUID();
    const empty = await ask({ insz: withoutEnrolments }, { correlationId });
    expect(empty.status).toBe(200);
    const history = enrolmentHistorySchema.parse(await empty.json());
    expect(history.inschrijvingen).toEqual([]);
    expect(history.uitzonderingen.map((row) => [row.bron, row.code])).toEqual([
      ['LP', '30101'],
      ['VWO', '30101'],
      ['HO', '30101'],
    ]);
    expect((await entriesOf(correlationId)).map((row) => row.outcome)).toEqual(['geen gegevens']);

    const missing = randomUUID();
    const response = await ask({ insz: unknown }, { correlationId: missing });
    expect(response.status).toBe(404);
    expect((await entriesOf(missing)).map((row) => row.outcome)).toEqual(['niet gevonden']);
  });

  it('writes one complete legal-log entry for a consultation', async () => {
    const correlationId = randomUUID();
    const response = await ask({ insz: pupil, reference: 'DOSSIER-7' }, { correlationId });
    expect(response.status).toBe(200);
    const entries = await entriesOf(correlationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: 'geefHistoriekInschrijving',
      permission: 'onderwijs.geeefHistoriekInschrijving',
      subject_kind: 'Insz',
      subject: pupil,
      reference: 'DOSSIER-7',
      source: 'ONDERWIJS',
      outcome: 'gevonden',
      user_subject: 'demo-bart.claes',
      role: roles.get('bart.claes'),
    });
  });

  it('is refused outside the role, before anything is logged', async () => {
    const correlationId = randomUUID();
    const response = await ask({ insz: pupil }, { login: 'an.peeters', correlationId });
    expect(response.status).toBe(403);
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it.each([
    ['a number of ten digits', { insz: '1601135818' }],
    ['a formatted number', { insz: '16.01.13-581.80' }],
    ['no number', {}],
    ['an unknown part', { insz: pupil, bronnen: ['XX'] }],
    ['a part twice', { insz: pupil, bronnen: ['LP', 'LP'] }],
    ['no parts', { insz: pupil, bronnen: [] }],
    [
      'a period that ends first',
      { insz: pupil, periode: { begin: '2020-01-01', einde: '2019-01-01' } },
    ],
    ['a date that does not exist', { insz: pupil, periode: { begin: '2020-02-30' } }],
    ['an empty reference', { insz: pupil, reference: ' ' }],
    ['a field it does not know', { insz: pupil, bron: 'RR' }],
  ])('refuses %s with a 400 and logs nothing', async (_name, body) => {
    const correlationId = randomUUID();
    const response = await ask(body, { correlationId });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 1 });
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it('is seeded once, and keeps the source’s rules in the database', async () => {
    expect(await seedEducation(backend.db, { size: 'small' })).toMatchObject({ generated: false });
    const broken = await sql<{ rule: string; count: string }>`
      with rows as (
        select e.*, p.birth_date, p.death_date, p.source as register,
               (e.start_date - p.birth_date) / 365.2425 as age,
               lag(e.end_date) over (partition by e.insz, e.source order by e.start_date) as previous_end,
               lag(e.id) over (partition by e.insz, e.source order by e.start_date) as previous_id
          from education_enrolments e join persons p using (insz)
      )
      select 'before birth or too young' as rule, count(*) from rows where age < 2.5
      union all select 'after death', count(*) from rows
        where death_date is not null and (start_date >= death_date or end_date is null or end_date > death_date)
      union all select 'a non-resident', count(*) from rows where register <> 'RR'
      union all select 'overlapping', count(*) from rows
        where previous_id is not null and (previous_end is null or previous_end >= start_date)
      union all select 'level against age', count(*) from rows where source = 'LP' and not (
          (details->>'niveau' = '1' and age < 6.7) or
          (details->>'niveau' = '2' and age between 5.6 and 14) or
          (details->>'niveau' = '3' and age between 11.6 and 21))
      union all select 'higher education too young', count(*) from rows where source = 'HO' and age < 17.5
      union all select 'school away from home', count(*) from rows r
        join education_institutions i on i.number = r.institution_number
        where r.source <> 'HO' and not exists (
          select 1 from person_addresses a where a.insz = r.insz and a.kind = 'hoofdverblijfplaats'
            and a.municipality_nis = i.municipality_nis
            and a.valid_from <= r.start_date and (a.valid_to is null or a.valid_to >= r.start_date))`.execute(
      backend.db,
    );
    expect(broken.rows.map((row) => [row.rule, Number(row.count)])).toEqual(
      broken.rows.map((row) => [row.rule, 0]),
    );
    const { count } = await backend.db
      .selectFrom('education_enrolments')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(5_000);
  });
});

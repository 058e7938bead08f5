// The child-benefits call over HTTP, on PGlite and on PostgreSQL, against the Groeipakket source
// made from the small population: the people docs/demo-data.md lists (a child, a parent, no file,
// a provisional answer, no answer), both ways of naming the fund, a period, the unknown person,
// bad bodies, the role it needs, its legal-log entry, and the source's rules in the database.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childBenefitsSchema, getChildBenefits } from '@contracts/child-benefits';
import { userSchema } from '@contracts/session';
import { seedChildBenefits } from '../../backend/child-benefits/seed';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** The featured people of docs/demo-data.md (backend/child-benefits/featured.ts). */
const child = '16082285273';
const childParents = ['91041317912', '91052905254'];
const parent = '79111780830';
const parentsChildren = ['05083130423', '15060349295', '19020239683'];
const withoutFile = '12101042316';
const provisional = '10060851313';
const unavailable = '14080665529';
/** A valid number nobody in the population has. */
const unknown = '85073003328';

/** FONS and KidsLife Vlaanderen (contracts/child-benefits-codes.ts). */
const fons = { code: 'FONS', ondernemingsnummer: '0173490537' };
const kidsLife = { code: 'KIDSLIFE', ondernemingsnummer: '0165937009' };

describe.each(productionKinds)('the child-benefits call on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const roles = new Map<string, string>();
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { childBenefits: true });
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

  function ask(
    body: unknown,
    { login = 'bart.claes', correlationId = randomUUID(), language = 'nl' } = {},
  ) {
    return fetch(`${backend.url}${getChildBenefits.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.get(login) ?? ''}`,
        'x-session-id': newSessionId(),
        'x-active-role': roles.get(login) ?? '',
        'x-correlation-id': correlationId,
        'accept-language': language,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  async function answerTo(body: unknown, options: Parameters<typeof ask>[1] = {}) {
    const response = await ask(body, options);
    expect(response.status).toBe(200);
    return childBenefitsSchema.parse(await response.json());
  }

  async function entriesOf(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .selectAll()
      .execute();
  }

  it('gives a child’s periods of several kinds, the fund named by its enterprise number', async () => {
    const answer = await answerTo({ insz: child });
    expect(answer.insz).toBe(child);
    expect(answer.zoeksleutel).toBe('Ondernemingsnummer');
    expect(answer.status).toEqual({ code: 'OK', berichten: [] });
    expect(answer.kindVoordelen).toHaveLength(1);
    const [benefit] = answer.kindVoordelen;
    expect(benefit).toMatchObject({
      bron: 'VLAANDEREN',
      insz: child,
      kindVoordeelFonds: { ondernemingsnummer: fons.ondernemingsnummer },
    });
    expect(benefit?.kinderen.map((row) => row.insz)).toEqual([child]);
    expect(benefit?.begunstigden.map((row) => row.insz)).toEqual(childParents);
    const periods = benefit?.kinderen[0]?.betalingsperiodes ?? [];
    expect(new Set(periods.map((period) => period.categorie))).toEqual(
      new Set([
        'BASIS',
        'KINDEROPVANG',
        'KLEUTER',
        'PARTICIPATIE_SELECTIEF',
        'PARTICIPATIE_UNIVERSEEL',
      ]),
    );
    const basis = periods.filter((period) => period.categorie === 'BASIS');
    expect(basis).toEqual([
      {
        periode: { beginMaand: '2019-01', eindeMaand: '2020-12' },
        categorie: 'BASIS',
        typeSociaal: 'MET_TYPE_SOCIAAL',
        begunstigden: childParents.map((insz) => ({ insz })),
      },
      {
        // Running: no end month at all.
        periode: { beginMaand: '2021-01' },
        categorie: 'BASIS',
        typeSociaal: 'ZONDER_TYPE_SOCIAAL',
        begunstigden: childParents.map((insz) => ({ insz })),
      },
    ]);
    expect(periods.find((period) => period.categorie === 'KINDEROPVANG')?.periode).toEqual({
      beginMaand: '2019-01',
      eindeMaand: '2019-06',
    });
    expect(periods.find((period) => period.categorie === 'KLEUTER')?.periode).toEqual({
      beginMaand: '2019-09',
      eindeMaand: '2019-09',
    });
    expect(
      periods
        .filter((period) => period.categorie === 'PARTICIPATIE_SELECTIEF')
        .map((period) => period.periode.beginMaand),
    ).toEqual(['2019-10', '2020-10']);
    expect(
      periods
        .filter((period) => period.categorie === 'PARTICIPATIE_UNIVERSEEL')
        .map((period) => period.periode.beginMaand),
    ).toEqual(['2019-08', '2020-08', '2021-08', '2022-08', '2023-08', '2024-08', '2025-08']);
    // Each parent's own periods are the child's, paid to them.
    expect(benefit?.begunstigden[0]?.betalingsperiodes).toEqual(
      periods.map(({ begunstigden: _receivers, ...period }) => period),
    );
  });

  it('names the fund by its code when the search key says Code', async () => {
    const answer = await answerTo({ insz: child, zoeksleutel: 'Code' });
    expect(answer.zoeksleutel).toBe('Code');
    expect(answer.kindVoordelen.map((benefit) => benefit.kindVoordeelFonds)).toEqual([
      { code: fons.code },
    ]);
  });

  it('finds a parent’s children, with the bonus paid to her', async () => {
    const answer = await answerTo({ insz: parent, zoeksleutel: 'Code' });
    expect(answer.status.code).toBe('OK');
    expect(answer.kindVoordelen).toHaveLength(1);
    const [benefit] = answer.kindVoordelen;
    expect(benefit?.insz).toBe(parent);
    expect(benefit?.kindVoordeelFonds).toEqual({ code: kidsLife.code });
    expect(benefit?.kinderen.map((row) => row.insz)).toEqual(parentsChildren);
    expect(benefit?.begunstigden.map((row) => row.insz)).toEqual([parent]);
    expect(benefit?.begunstigden[0]?.bonussen).toEqual([
      { betalingsdatum: '2019-01-07', categorie: 'VOORAFBETALING_GEBOORTE' },
    ]);
    const [eldest, , youngest] = benefit?.kinderen ?? [];
    expect(eldest?.betalingsperiodes.find((row) => row.categorie === 'BASIS')?.periode).toEqual({
      beginMaand: '2019-01',
      eindeMaand: '2023-08',
    });
    expect(youngest?.betalingsperiodes.map((row) => row.categorie)).toEqual(
      expect.arrayContaining(['BASIS', 'KINDEROPVANG', 'KLEUTER']),
    );
    for (const row of benefit?.kinderen.flatMap((kid) => kid.betalingsperiodes) ?? []) {
      expect(row.begunstigden).toEqual([{ insz: parent }]);
    }
    // Asked by the child's number, the same periods, the child alone.
    const own = await answerTo({ insz: youngest?.insz ?? '' });
    expect(own.kindVoordelen[0]?.kinderen).toEqual([youngest]);
  });

  it('keeps only the periods and bonuses of the months asked', async () => {
    const answer = await answerTo({
      insz: child,
      periode: { beginMaand: '2021-01', eindeMaand: '2021-12' },
    });
    const periods = answer.kindVoordelen[0]?.kinderen[0]?.betalingsperiodes ?? [];
    expect(periods.map((row) => [row.categorie, row.periode.beginMaand])).toEqual([
      ['BASIS', '2021-01'],
      ['PARTICIPATIE_UNIVERSEEL', '2021-08'],
    ]);
    const before = await answerTo({ insz: parent, periode: { eindeMaand: '2018-12' } });
    expect(before.status.code).toBe('OK');
    expect(before.kindVoordelen).toEqual([]);
    const bonus = await answerTo({
      insz: parent,
      periode: { beginMaand: '2019-01', eindeMaand: '2019-01' },
    });
    expect(bonus.kindVoordelen[0]?.begunstigden[0]?.bonussen).toHaveLength(1);
  });

  it.each([
    [
      'DNK for a person without a file',
      withoutFile,
      'DNK',
      'Information',
      'Dossier niet gekend',
      'File not known',
      false,
    ],
    ['VA for a provisional answer', provisional, 'VA', 'Warning', 'voorlopig', 'provisional', true],
    [
      'NOK when the source cannot answer',
      unavailable,
      'NOK',
      'Error',
      'kon niet antwoorden',
      'could not answer',
      false,
    ],
  ])(
    'answers %s, its message in the caller’s language',
    async (_name, insz, code, level, dutch, english, withData) => {
      const answer = await answerTo({ insz });
      expect(answer.status.code).toBe(code);
      expect(answer.status.berichten).toEqual([
        { niveau: level, tekst: expect.stringContaining(dutch) },
      ]);
      expect(answer.kindVoordelen.length > 0).toBe(withData);
      const inEnglish = await answerTo({ insz }, { language: 'en' });
      expect(inEnglish.status.berichten[0]?.tekst).toContain(english);
    },
  );

  it('gives a number nobody has a 404 with the source’s 30001, and logs the attempt', async () => {
    const correlationId = randomUUID();
    const response = await ask({ insz: unknown }, { correlationId });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 30001 });
    expect((await entriesOf(correlationId)).map((row) => row.outcome)).toEqual(['niet gevonden']);
  });

  it('writes one complete legal-log entry for each consultation', async () => {
    const correlationId = randomUUID();
    await answerTo({ insz: child, reference: 'DOSSIER-7' }, { correlationId });
    const entries = await entriesOf(correlationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: 'geefKindVoordelen',
      permission: 'gezin.geefKindVoordelen',
      subject_kind: 'Insz',
      subject: child,
      reference: 'DOSSIER-7',
      source: 'GROEIPAKKET',
      outcome: 'gevonden',
      user_subject: 'demo-bart.claes',
      organisation_code: 'OVO100002',
      role: roles.get('bart.claes'),
    });
    const outcomes: [string, string][] = [
      [withoutFile, 'dossier niet gekend'],
      [provisional, 'voorlopig gevonden'],
      [unavailable, 'bron kon niet antwoorden'],
    ];
    for (const [insz, outcome] of outcomes) {
      const id = randomUUID();
      await answerTo({ insz }, { correlationId: id });
      expect((await entriesOf(id)).map((row) => [row.subject, row.outcome])).toEqual([
        [insz, outcome],
      ]);
    }
  });

  it('is refused outside the role, before anything is logged', async () => {
    const correlationId = randomUUID();
    const response = await ask({ insz: child }, { login: 'an.peeters', correlationId });
    expect(response.status).toBe(403);
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it.each([
    ['a number of ten digits', { insz: '1608228527' }],
    ['a formatted number', { insz: '16.08.22-852.73' }],
    ['no number', {}],
    ['an unknown search key', { insz: child, zoeksleutel: 'Naam' }],
    ['a month that does not exist', { insz: child, periode: { beginMaand: '2020-13' } }],
    ['a day instead of a month', { insz: child, periode: { beginMaand: '2020-01-15' } }],
    [
      'a period that ends first',
      { insz: child, periode: { beginMaand: '2021-01', eindeMaand: '2020-12' } },
    ],
    ['an unknown field of the period', { insz: child, periode: { datum: '2020-01' } }],
    ['an empty reference', { insz: child, reference: ' ' }],
    ['a field it does not know', { insz: child, bron: 'RR' }],
  ])('refuses %s with a 400 and logs nothing', async (_name, body) => {
    const correlationId = randomUUID();
    const response = await ask(body, { correlationId });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 1 });
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it('is seeded once, and keeps the source’s rules in the database', async () => {
    expect(await seedChildBenefits(backend.db, { size: 'small' })).toMatchObject({
      generated: false,
    });
    const broken = await sql<{ rule: string; count: string }>`
      with rows as (
        select c.*, p.birth_date, p.death_date, p.source as register,
               b.death_date as beneficiary_death
          from child_benefit_periods c
          join persons p on p.insz = c.child_insz
          join persons b on b.insz = c.beneficiary_insz
      )
      select 'before the source' as rule, count(*) from rows where begin_month < '2019-01'
      union all select 'before birth', count(*) from rows where begin_month < to_char(birth_date, 'YYYY-MM')
      union all select 'after death', count(*) from rows where death_date is not null
        and (end_month is null or end_month > to_char(death_date, 'YYYY-MM'))
      union all select 'to a beneficiary after death', count(*) from rows where beneficiary_death is not null
        and (end_month is null or end_month > to_char(beneficiary_death, 'YYYY-MM'))
      union all select 'born before 2001', count(*) from rows where birth_date < '2001-01-01'
      union all select 'a non-resident', count(*) from rows where register <> 'RR'
      union all select 'a file without periods', count(*) from child_benefit_files f
        where not exists (select 1 from child_benefit_periods c where c.child_insz = f.child_insz)`.execute(
      backend.db,
    );
    expect(broken.rows.map((row) => [row.rule, Number(row.count)])).toEqual(
      broken.rows.map((row) => [row.rule, 0]),
    );
    const { count } = await backend.db
      .selectFrom('child_benefit_files')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(400);
  });
});

// The social security calls over HTTP against the source made from the small population, on
// PGlite and on PostgreSQL: the statutes the portal may ask, a person's statutes and living wage
// for each status of the source's answers (OK, VA, DNK, NOK) with the people docs/demo-data.md
// lists, the date or period asked, the eight-statute limit and other bad questions, the unknown
// number's 404 with 30003, the permission each call needs, 'Uw referentie' where a role demands
// it, a legal-log entry for every consultation (found or not), and the source's rules checked in
// the database itself.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleApplication } from '@contracts/demo-catalogue';
import { errorResponseSchema } from '@contracts/http';
import { userSchema } from '@contracts/session';
import {
  getLivingWages,
  getSocialStatusConfiguration,
  getSocialStatuses,
  getSocialStatusesByQuery,
  livingWageAnswerSchema,
  socialStatusAnswerSchema,
  socialStatusConfigurationSchema,
} from '@contracts/social-security';
import { socialStatusNames } from '@contracts/social-security-codes';
import { welfareCentreNumber } from '../../backend/social-security/generate';
import { seedSocialSecurity } from '../../backend/social-security/seed';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { corpusFor, fieldKind } from '../support/fuzz-corpus';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** The featured people of docs/demo-data.md (backend/social-security/featured.ts). */
const reimbursed = '50041079283';
const reimbursedPartner = '51100505761';
const householdMember = '14032155235';
const livingWage = '72022823563';
const livingWagePartner = '72021100428';
const provisional = '05062470215';
const unknownToSource = '00411737315';
const sourceFailed = '60072218279';
/** A valid number nobody in the population has. */
const unknown = '85073003328';

/**
 * A role of the test's own that may ask the living wage and demands 'Uw referentie' with it (the
 * demo's Sociale dienst asks it without).
 */
const livingWageRole = 'LeefloonTest';
const ocmwZonnedorp = 'OVO100002';

describe.each(productionKinds)('the social security calls on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  /** Caller → token and role uri: bart.claes as Sociale dienst or with the test role. */
  const callers = new Map<string, { token: string; role: string }>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { socialSecurity: true });
    await backend.db
      .insertInto('roles')
      .values({
        key: livingWageRole,
        name: 'Leefloon (test)',
        service: 'Sociaal',
        domains: JSON.stringify(['SocialSecurity']),
      })
      .execute();
    await backend.db
      .insertInto('role_permissions')
      .values({
        role_key: livingWageRole,
        permission: 'socialSecurity.geefLeefloon',
        sources: JSON.stringify([]),
        parameters: JSON.stringify({ legalLogReferentieVerplicht: '1' }),
      })
      .execute();
    for (const [caller, login, roleName, extra] of [
      ['social service', 'bart.claes', 'Sociale dienst', []],
      [
        'living wage',
        'bart.claes',
        'Leefloon (test)',
        [`${roleApplication}-${livingWageRole}:${ocmwZonnedorp}`],
      ],
      ['registry', 'an.peeters', 'Burgerzaken', []],
    ] as const) {
      const token = await issuer.sign(
        demoClaims(login, { organisation: ocmwZonnedorp, extraRoles: extra }),
      );
      const response = await fetch(`${backend.url}/sss/api/backend/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
      });
      const user = userSchema.parse(await response.json());
      const role = user.roles.find((candidate) => candidate.naam === roleName);
      if (!role) throw new Error(`${login} has no role ${roleName}`);
      callers.set(caller, { token, role: role.uri });
    }
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  interface Options {
    caller?: string;
    correlationId?: string;
    language?: string;
  }

  function headersOf({ caller = 'social service', correlationId, language = 'nl' }: Options) {
    const found = callers.get(caller);
    return {
      authorization: `Bearer ${found?.token ?? ''}`,
      'x-session-id': newSessionId(),
      'x-active-role': found?.role ?? '',
      'x-correlation-id': correlationId ?? randomUUID(),
      'accept-language': language,
    };
  }

  function statutes(insz: string, body: unknown, options: Options = {}) {
    return fetch(`${backend.url}${getSocialStatuses.path.replace(':insz', insz)}`, {
      method: 'POST',
      headers: { ...headersOf(options), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function statutesOf(insz: string, body: unknown, options: Options = {}) {
    const response = await statutes(insz, body, options);
    expect(response.status).toBe(200);
    return socialStatusAnswerSchema.parse(await response.json());
  }

  function livingWages(query: Record<string, string>, options: Options = {}) {
    return fetch(`${backend.url}${getLivingWages.path}?${new URLSearchParams(query)}`, {
      headers: headersOf({ caller: 'living wage', ...options }),
    });
  }

  async function livingWagesOf(insz: string, query: Record<string, string> = {}) {
    const response = await livingWages({ insz, reference: 'DOSSIER-LL', ...query });
    expect(response.status).toBe(200);
    return livingWageAnswerSchema.parse(await response.json());
  }

  async function entriesOf(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .selectAll()
      .execute();
  }

  /** Each statute's name, result and periods, as [naam, code, 'begin..einde'…]. */
  const summary = (answer: { persoon: { socialeStatuten: SocialStatusSummary[] } }) =>
    answer.persoon.socialeStatuten.map((statute) => [
      statute.naam,
      statute.resultaat.code,
      statute.status.code,
      ...statute.periodes.map((period) => `${period.begindatum}..${period.einddatum ?? ''}`),
    ]);
  type SocialStatusSummary = ReturnType<
    typeof socialStatusAnswerSchema.parse
  >['persoon']['socialeStatuten'][number];

  it('lists the statutes that may be asked, with their labels, for the role that may ask them', async () => {
    const correlationId = randomUUID();
    const response = await fetch(`${backend.url}${getSocialStatusConfiguration.path}`, {
      headers: headersOf({ correlationId }),
    });
    expect(response.status).toBe(200);
    const configuration = socialStatusConfigurationSchema.parse(await response.json());
    expect(configuration.maximumPerVraag).toBe(8);
    expect(configuration.statuten.map((statute) => statute.naam)).toEqual(socialStatusNames);
    expect(configuration.statuten[0]).toEqual({
      naam: 'BIM_BVT',
      omschrijving: {
        nl: 'Verhoogde tegemoetkoming',
        en: 'Increased reimbursement of health care costs',
      },
    });
    // Nothing personal: no legal-log entry.
    expect(await entriesOf(correlationId)).toEqual([]);
    const refused = await fetch(`${backend.url}${getSocialStatusConfiguration.path}`, {
      headers: headersOf({ caller: 'registry' }),
    });
    expect(refused.status).toBe(403);
  });

  it('answers OK with every statute asked, in the order asked, those that do not apply with 0', async () => {
    const correlationId = randomUUID();
    const answer = await statutesOf(
      reimbursed,
      { statuten: ['LIVING_WAGES_PCSA_HELP', 'BIM_BVT', 'GENT_PARKING_ADULT'], reference: 'DOS-1' },
      { correlationId },
    );
    expect(answer.status).toEqual({ code: 'OK', berichten: [] });
    expect(answer.persoon.insz).toBe(reimbursed);
    expect(summary(answer)).toEqual([
      ['LIVING_WAGES_PCSA_HELP', '0', 'OK'],
      ['BIM_BVT', '1', 'OK', '2015-04-10..'],
      ['GENT_PARKING_ADULT', '1', 'OK', '2015-04-10..'],
    ]);
    expect(answer.persoon.socialeStatuten[1]?.resultaat).toEqual({
      code: '1',
      omschrijving: 'Van toepassing',
    });
    expect(answer.persoon.socialeStatuten[0]?.resultaat.omschrijving).toBe('Niet van toepassing');
    const entries = await entriesOf(correlationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: 'geefSociaalStatuut',
      permission: 'socialSecurity.geefSociaalStatuut',
      subject_kind: 'Insz',
      subject: reimbursed,
      reference: 'DOS-1',
      source: 'KSZ',
      outcome: 'gevonden',
      user_subject: 'demo-bart.claes',
      role: callers.get('social service')?.role,
    });
  });

  it('answers the generated client’s call, the number in its query, as the same consultation', async () => {
    const correlationId = randomUUID();
    const body = { statuten: ['BIM_BVT', 'GENT_PARKING_ADULT'], datum: '2020-01-01' };
    const response = await fetch(
      `${backend.url}${getSocialStatusesByQuery.path}?${new URLSearchParams({ insz: reimbursed })}`,
      {
        method: 'POST',
        headers: { ...headersOf({ correlationId }), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    expect(response.status).toBe(200);
    const answer = socialStatusAnswerSchema.parse(await response.json());
    expect(answer).toEqual(await statutesOf(reimbursed, body));
    const entries = await entriesOf(correlationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operation: 'geefSociaalStatuut', subject: reimbursed });

    const noNumber = await fetch(`${backend.url}${getSocialStatusesByQuery.path}`, {
      method: 'POST',
      headers: { ...headersOf({}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noNumber.status).toBe(400);
    const refused = errorResponseSchema.parse(await noNumber.json());
    expect(JSON.stringify(refused.errors)).toContain('insz');
  });

  it('answers for the date or the period asked, and passes the reimbursement on to the household', async () => {
    const before = await statutesOf(reimbursed, { statuten: ['BIM_BVT'], datum: '2015-04-09' });
    expect(summary(before)).toEqual([['BIM_BVT', '0', 'OK']]);
    const during = await statutesOf(reimbursed, {
      statuten: ['BIM_BVT', 'RETIREMENT_PENSION'],
      periode: { begin: '2010-01-01', einde: '2015-04-10' },
    });
    expect(summary(during)).toEqual([
      ['BIM_BVT', '1', 'OK', '2015-04-10..'],
      ['RETIREMENT_PENSION', '1', 'OK', '2015-04-10..'],
    ]);
    const husband = await statutesOf(reimbursedPartner, {
      statuten: ['BIM_BVT', 'BIM_BVT_IN_FAMILY'],
    });
    expect(summary(husband)).toEqual([
      ['BIM_BVT', '0', 'OK'],
      ['BIM_BVT_IN_FAMILY', '1', 'OK', '2015-04-10..'],
    ]);
    const child = await statutesOf(householdMember, {
      statuten: ['BIM_BVT_IN_FAMILY', 'BIM_BVT', 'GENT_PARKING_CHILD'],
    });
    expect(summary(child)).toEqual([
      ['BIM_BVT_IN_FAMILY', '1', 'OK', '2014-03-21..'],
      ['BIM_BVT', '0', 'OK'],
      ['GENT_PARKING_CHILD', '0', 'OK'],
    ]);
  });

  it('answers VA with a warning in the caller’s language for a statute still being examined', async () => {
    const correlationId = randomUUID();
    const answer = await statutesOf(
      provisional,
      { statuten: ['LIVING_WAGES_PCSA_HELP', 'BIM_BVT'] },
      { correlationId, language: 'en' },
    );
    expect(answer.status).toEqual({
      code: 'VA',
      berichten: [
        {
          niveau: 'Warning',
          tekst: 'Provisional answer: the statute LIVING_WAGES_PCSA_HELP is still being examined.',
        },
      ],
    });
    expect(summary(answer)).toEqual([
      ['LIVING_WAGES_PCSA_HELP', '1', 'VA', '2025-10-15..'],
      ['BIM_BVT', '1', 'OK', '2025-10-15..'],
    ]);
    expect(answer.persoon.socialeStatuten[0]?.status).toEqual({
      code: 'VA',
      waarde: 'Voorlopig antwoord',
    });
    expect((await entriesOf(correlationId)).map((row) => row.outcome)).toEqual([
      'voorlopig gevonden',
    ]);
    // Asked without the provisional statute, the answer is final.
    const settled = await statutesOf(provisional, { statuten: ['BIM_BVT'] });
    expect(settled.status.code).toBe('OK');
  });

  it('answers DNK for a person the source has no file for: every statute asked does not apply', async () => {
    const correlationId = randomUUID();
    const answer = await statutesOf(
      unknownToSource,
      { statuten: ['BIM_BVT', 'RETIREMENT_PENSION'] },
      { correlationId },
    );
    expect(answer.status).toEqual({
      code: 'DNK',
      berichten: [
        {
          niveau: 'Information',
          tekst:
            'Dossier niet gekend: de Kruispuntbank van de Sociale Zekerheid heeft geen dossier voor deze persoon.',
        },
      ],
    });
    expect(summary(answer)).toEqual([
      ['BIM_BVT', '0', 'DNK'],
      ['RETIREMENT_PENSION', '0', 'DNK'],
    ]);
    expect((await entriesOf(correlationId)).map((row) => row.outcome)).toEqual([
      'dossier niet gekend',
    ]);
  });

  it('answers NOK with an error and no statutes when the source cannot answer', async () => {
    const correlationId = randomUUID();
    const answer = await statutesOf(
      sourceFailed,
      { statuten: ['RETIREMENT_PENSION'] },
      { correlationId },
    );
    expect(answer.status.code).toBe('NOK');
    expect(answer.status.berichten.map((bericht) => bericht.niveau)).toEqual(['Error']);
    expect(answer.persoon).toEqual({ insz: sourceFailed, socialeStatuten: [] });
    expect((await entriesOf(correlationId)).map((row) => row.outcome)).toEqual([
      'bron kon niet antwoorden',
    ]);
  });

  it('answers a number the population does not know with 404 and 30003, and logs it', async () => {
    const correlationId = randomUUID();
    const response = await statutes(unknown, { statuten: ['BIM_BVT'] }, { correlationId });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 30003, message: 'Onbestaande INSZ', errors: [] });
    expect((await entriesOf(correlationId)).map((row) => [row.subject, row.outcome])).toEqual([
      [unknown, 'niet gevonden'],
    ]);
    const english = await statutes(unknown, { statuten: ['BIM_BVT'] }, { language: 'en' });
    expect(await english.json()).toMatchObject({
      code: 30003,
      message: 'Unknown national number (INSZ)',
    });
  });

  it('takes eight statutes and no more', async () => {
    const eight = socialStatusNames.slice(0, 8);
    const answer = await statutesOf(reimbursed, { statuten: eight });
    expect(answer.persoon.socialeStatuten.map((statute) => statute.naam)).toEqual(eight);
    const correlationId = randomUUID();
    const response = await statutes(
      reimbursed,
      { statuten: socialStatusNames.slice(0, 9) },
      { correlationId },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 1,
      errors: [{ code: 'statuten', message: 'at most 8 statutes per question' }],
    });
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it.each([
    ['no statutes', reimbursed, { statuten: [] }],
    ['no statutes at all', reimbursed, {}],
    ['a statute it does not know', reimbursed, { statuten: ['BIM'] }],
    ['a statute twice', reimbursed, { statuten: ['BIM_BVT', 'BIM_BVT'] }],
    [
      'a date and a period',
      reimbursed,
      {
        statuten: ['BIM_BVT'],
        datum: '2020-01-01',
        periode: { begin: '2020-01-01', einde: '2020-02-01' },
      },
    ],
    [
      'a period that ends first',
      reimbursed,
      { statuten: ['BIM_BVT'], periode: { begin: '2020-02-01', einde: '2020-01-01' } },
    ],
    [
      'a period without an end',
      reimbursed,
      { statuten: ['BIM_BVT'], periode: { begin: '2020-02-01' } },
    ],
    ['a date that does not exist', reimbursed, { statuten: ['BIM_BVT'], datum: '2020-02-30' }],
    ['an empty reference', reimbursed, { statuten: ['BIM_BVT'], reference: ' ' }],
    ['a field it does not know', reimbursed, { statuten: ['BIM_BVT'], insz: reimbursed }],
    ['a number of ten digits', '5004107928', { statuten: ['BIM_BVT'] }],
    ['a formatted number', '50.04.10-792.83', { statuten: ['BIM_BVT'] }],
  ])('refuses %s with a 400 and logs nothing', async (_name, insz, body) => {
    const correlationId = randomUUID();
    const response = await statutes(encodeURIComponent(insz), body, { correlationId });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 1 });
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it('is refused outside a role with the permission, before anything is logged', async () => {
    const correlationId = randomUUID();
    const response = await statutes(
      reimbursed,
      { statuten: ['BIM_BVT'] },
      { caller: 'registry', correlationId },
    );
    expect(response.status).toBe(403);
    // Nor the living wage, for a role without its permission.
    const livingWage = await livingWages(
      { insz: reimbursed },
      { caller: 'registry', correlationId },
    );
    expect(livingWage.status).toBe(403);
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it('gives the living wage, newest first, to the beneficiary and the partner on it', async () => {
    const correlationId = randomUUID();
    const response = await livingWages(
      { insz: livingWage, reference: 'DOSSIER-LL' },
      { correlationId },
    );
    expect(response.status).toBe(200);
    const answer = livingWageAnswerSchema.parse(await response.json());
    expect(answer.status).toEqual({ code: 'OK', berichten: [] });
    expect(answer.persoon.insz).toBe(livingWage);
    const middelkerke = {
      ondernemingsnummer: welfareCentreNumber('35011'),
      naam: 'Fictief OCMW Middelkerke',
    };
    expect(answer.persoon.leefloon).toEqual([
      {
        soort: { code: 'Leefloon', omschrijving: 'Leefloon' },
        periode: { begindatum: '2025-05-07', einddatum: null },
        ocmw: middelkerke,
        begunstigde: { insz: livingWage },
        partner: false,
        status: { code: 'OK', waarde: 'Antwoord van de bron' },
      },
      {
        soort: { code: 'Leefloon', omschrijving: 'Leefloon' },
        periode: { begindatum: '2014-09-06', einddatum: '2020-03-28' },
        ocmw: middelkerke,
        begunstigde: { insz: livingWage },
        partner: false,
        status: { code: 'OK', waarde: 'Antwoord van de bron' },
      },
    ]);
    expect(await entriesOf(correlationId)).toMatchObject([
      {
        operation: 'geefLeefloon',
        permission: 'socialSecurity.geefLeefloon',
        subject_kind: 'Insz',
        subject: livingWage,
        reference: 'DOSSIER-LL',
        source: 'KSZ',
        outcome: 'gevonden',
        role: callers.get('living wage')?.role,
      },
    ]);
    const partner = await livingWagesOf(livingWagePartner);
    expect(
      partner.persoon.leefloon.map((row) => [
        row.begunstigde.insz,
        row.partner,
        row.periode.begindatum,
      ]),
    ).toEqual([
      [livingWage, true, '2025-05-07'],
      [livingWage, true, '2014-09-06'],
    ]);
    const inPeriod = await livingWagesOf(livingWage, {
      begindatum: '2016-01-01',
      einddatum: '2016-12-31',
    });
    expect(inPeriod.persoon.leefloon.map((row) => row.periode.begindatum)).toEqual(['2014-09-06']);
  });

  it('answers the living wage with VA, DNK, NOK, none at all, and 404 with 30003', async () => {
    const stillExamined = await livingWagesOf(provisional);
    expect(stillExamined.status.code).toBe('VA');
    expect(stillExamined.status.berichten).toEqual([
      {
        niveau: 'Warning',
        tekst: 'Voorlopig antwoord: een beslissing over het leefloon wordt nog onderzocht.',
      },
    ]);
    expect(stillExamined.persoon.leefloon.map((row) => row.status.code)).toEqual(['VA']);
    const noFile = await livingWagesOf(unknownToSource);
    expect(noFile.status.code).toBe('DNK');
    expect(noFile.status.berichten.map((bericht) => bericht.niveau)).toEqual(['Information']);
    expect(noFile.persoon.leefloon).toEqual([]);
    const noAnswer = await livingWagesOf(sourceFailed);
    expect(noAnswer.status.code).toBe('NOK');
    expect(noAnswer.status.berichten.map((bericht) => bericht.niveau)).toEqual(['Error']);
    const correlationId = randomUUID();
    const none = await livingWages({ insz: reimbursed, reference: 'R' }, { correlationId });
    expect(livingWageAnswerSchema.parse(await none.json())).toEqual({
      status: { code: 'OK', berichten: [] },
      persoon: { insz: reimbursed, leefloon: [] },
    });
    expect((await entriesOf(correlationId)).map((row) => row.outcome)).toEqual(['geen gegevens']);
    const missing = randomUUID();
    const response = await livingWages(
      { insz: unknown, reference: 'R' },
      { correlationId: missing },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 30003 });
    expect((await entriesOf(missing)).map((row) => row.outcome)).toEqual(['niet gevonden']);
  });

  it.each([
    ['no reference, which the role demands', { insz: livingWage }],
    ['no number', { reference: 'R' }],
    ['a formatted number', { insz: '72.02.28-235.63', reference: 'R' }],
    [
      'a period that ends first',
      { insz: livingWage, reference: 'R', begindatum: '2020-01-02', einddatum: '2020-01-01' },
    ],
    ['a date that does not exist', { insz: livingWage, reference: 'R', begindatum: '2020-02-30' }],
  ])('refuses a living-wage question with %s with a 400 and logs nothing', async (_name, query) => {
    const correlationId = randomUUID();
    const response = await livingWages(query, { correlationId });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 1 });
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };

  // The generated input fuzzing sends the same corpus as Sociale dienst; here, under the role
  // that demands a reference, each hostile value's legal-log entries are checked as well.
  it('takes hostile input to the living wage without a 5xx, and logs only what it answers', async () => {
    const valid = { insz: livingWage, reference: 'R-FUZZ', begindatum: '2016-01-01' };
    const failures: string[] = [];
    for (const [index, field] of ['insz', 'reference', 'begindatum', 'einddatum'].entries()) {
      for (const value of corpusFor(fieldKind(field), { full: true, seed: index })) {
        const correlationId = randomUUID();
        const response = await livingWages({ ...valid, [field]: value.value }, { correlationId });
        const body = await response.text();
        const logged = (await entriesOf(correlationId)).length;
        const where = `${field} = ${value.label}: ${response.status}`;
        if (response.status >= 500) failures.push(`${where} ${body.slice(0, 100)}`);
        // Node's HTTP parser answers a URL over its header limit with 431 before any route runs.
        const refusal = response.status >= 400 && response.status !== 431;
        if (refusal && !errorResponseSchema.safeParse(parsed(body)).success) {
          failures.push(`${where}: not the error body`);
        }
        if (logged !== ([200, 404].includes(response.status) ? 1 : 0)) {
          failures.push(`${where}: ${logged} legal-log entries`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('is seeded once, and keeps the source’s rules in the database', async () => {
    expect(await seedSocialSecurity(backend.db, { size: 'small' })).toMatchObject({
      generated: false,
    });
    const broken = await sql<{ rule: string; count: string }>`
      with periods as (
        select s.insz, s.name, s.start_date, s.end_date, s.provisional, p.birth_date, p.death_date,
               lag(s.end_date) over (partition by s.insz, s.name order by s.start_date) as previous_end,
               lag(s.id) over (partition by s.insz, s.name order by s.start_date) as previous_id
          from social_statuses s join persons p using (insz)
      ), own as (
        select w.*, p.birth_date from living_wages w join persons p on p.insz = w.beneficiary_insz
         where not w.partner
      )
      select 'before birth or the source' as rule, count(*) from periods
        where start_date < birth_date or start_date < date '2000-01-01'
      union all select 'after death', count(*) from periods
        where death_date is not null and (start_date > death_date or end_date is null or end_date > death_date)
      union all select 'overlapping', count(*) from periods
        where previous_id is not null and (previous_end is null or previous_end >= start_date)
      union all select 'a non-resident', count(*) from social_security_dossiers d
        join persons p using (insz) where p.source <> 'RR'
      union all select 'a living wage outside 18 to 65', count(*) from own
        where start_date < birth_date + interval '18 years' or start_date >= birth_date + interval '65 years'
      union all select 'a living wage without its statute', count(*) from own w
        where not exists (select 1 from social_statuses s where s.insz = w.insz
          and s.name = 'LIVING_WAGES_PCSA_HELP' and s.start_date = w.start_date
          and s.end_date is not distinct from w.end_date and s.provisional = w.provisional)
      union all select 'a living wage without the reimbursement', count(*) from own w
        where not exists (select 1 from social_statuses s where s.insz = w.insz and s.name = 'BIM_BVT'
          and s.start_date <= w.start_date and (s.end_date is null or s.end_date >= coalesce(w.end_date, date '9999-12-31')))
      union all select 'paid away from home', count(*) from own w
        join social_welfare_centres c on c.number = w.centre_number
        where not exists (select 1 from person_addresses a where a.insz = w.insz
          and a.kind = 'hoofdverblijfplaats' and a.municipality_nis = c.municipality_nis
          and a.valid_from <= w.start_date and (a.valid_to is null or a.valid_to >= w.start_date))`.execute(
      backend.db,
    );
    expect(broken.rows.map((row) => [row.rule, Number(row.count)])).toEqual(
      broken.rows.map((row) => [row.rule, 0]),
    );
    const { count } = await backend.db
      .selectFrom('social_statuses')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(1_000);
  });
});

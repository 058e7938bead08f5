// The LED calls over HTTP against the LED source made from the small population: a person's
// proofs and a proof's metadata for the people docs/demo-data.md lists, the source's 40000 for an
// unknown person, a person without proofs and another person's proof, registering a proof (the
// issue-date rule, the idempotency key, an unknown person), cancelling one (40001 for a mutation
// that is not the latest), the permission each call needs, their legal-log entries and the
// answers in Dutch and English.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccounts,
  roleCode,
  roleCodesOf,
  type DemoOrganisationKey,
} from '@contracts/demo-catalogue';
import { errorResponseSchema, headers, type CallContract } from '@contracts/http';
import {
  cancelProof,
  getProofMetadata,
  getProofs,
  proofMetadataSchema,
  proofMutationSchema,
  proofsSchema,
  registerProof,
  type RegisterProofRequest,
} from '@contracts/led';
import { userSchema } from '@contracts/session';
import { seedLed } from '../../backend/led/seed';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** The featured people of docs/demo-data.md (backend/led/featured.ts). */
const several = '60111842284';
const one = '74031324072';
const withoutProofs = '30112131454';
/** A valid number nobody in the population has. */
const unknown = '85073003328';
/** Rita Wuyts's cancelled proof and one of her registered ones. */
const cancelled = 'fd5d2c7f-f65a-4d5f-a5ea-8d4d2833b8b0';
const diploma = 'd62da2fd-b231-416b-bf21-92222f443763';

const frank = demoAccounts.find((account) => account.login === 'frank.willems');
if (!frank) throw new Error('frank.willems');

/** A proof as a supplier registers it: a certificate valid five years from its issue date. */
function newProof(insz: string, overrides: Partial<RegisterProofRequest> = {}) {
  return {
    insz,
    categorie: 'BK',
    bewijstype: 'WETTELIJK_CERTIFICAAT',
    bewijsstaat: 'EIND',
    titel: 'Wettelijk certificaat Basisveiligheid VCA',
    instelling: { naam: 'Fictief opleidingscentrum Gent', nummer: '12345' },
    instantie: 'VDAB',
    niveau: 'NVT',
    uitreikingsdatum: '2025-06-30',
    geldigheidsperiodes: [{ begin: '2025-06-30', einde: '2035-06-29' }],
    ...overrides,
  } satisfies RegisterProofRequest;
}

interface Caller {
  token: string;
  role: string;
}

describe('the LED calls', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const callers = new Map<string, Caller>();

  /** Signs a caller in and picks the role of the catalogue role named. */
  async function signIn(label: string, subject: string, roleCodes: string[], roleName: string) {
    const token = await issuer.sign(
      demoClaims('frank.willems', { organisation: 'OVO100005', subject, roles: roleCodes }),
    );
    const response = await fetch(`${backend.url}/sss/api/backend/user`, {
      headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
    });
    const user = userSchema.parse(await response.json());
    const role = user.roles.find((candidate) => candidate.naam === roleName);
    if (!role) throw new Error(`${label}: no ${roleName} role`);
    callers.set(label, { token, role: role.uri });
  }

  const ledAt = (organisation: DemoOrganisationKey) => roleCode('Led', organisation);

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('postgresql', issuer, { led: true });
    await signIn('frank', 'demo-frank.willems', roleCodesOf(frank), 'LED');
    await signIn('frank as Attesten', 'demo-frank.willems', roleCodesOf(frank), 'Attesten');
    await signIn('colleague', 'demo-led-colleague', [ledAt('vaccinatiecentrum')], 'LED');
    await signIn('frank elsewhere', 'demo-frank.willems', [ledAt('zonnedorp')], 'LED');
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  function ask(
    contract: CallContract,
    {
      params = {},
      query = {},
      body,
      caller = 'frank',
      language = 'nl',
      key,
      correlationId = randomUUID(),
    }: {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      caller?: string;
      language?: 'nl' | 'en';
      key?: string;
      correlationId?: string;
    } = {},
  ) {
    const who = callers.get(caller);
    const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
    const search = new URLSearchParams(query).toString();
    return fetch(`${backend.url}${path}${search ? `?${search}` : ''}`, {
      method: contract.method,
      headers: {
        authorization: `Bearer ${who?.token ?? ''}`,
        [headers.sessionId]: newSessionId(),
        [headers.activeRole]: who?.role ?? '',
        [headers.correlationId]: correlationId,
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key === undefined ? {} : { [headers.idempotencyKey]: key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function entriesOf(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .selectAll()
      .execute();
  }

  async function proofCount() {
    const { count } = await backend.db
      .selectFrom('led_proofs')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async function expectNoData(response: Response, text = 'Geen gegevens gevonden.') {
    expect(response.status).toBe(404);
    expect(errorResponseSchema.parse(await response.json())).toEqual({
      code: 404,
      message: text,
      errors: [{ code: '40000', message: text }],
    });
  }

  it('gives a person’s registered proofs, newest first, without the cancelled one', async () => {
    const correlationId = randomUUID();
    const response = await ask(getProofs, {
      params: { insz: several },
      query: { reference: 'DOSSIER-LED-1' },
      correlationId,
    });
    expect(response.status).toBe(200);
    const answer = proofsSchema.parse(await response.json());
    expect(answer.persoon).toEqual({
      naam: { achternaam: 'Wuyts', voornamen: ['Rita', 'Anne-Marie'] },
      geboortedatum: '1960-11-18',
    });
    expect(answer.bewijzen.map((proof) => [proof.uitreikingsdatum, proof.titel])).toEqual([
      ['2012-07-26', 'Certificaat Lasser TIG'],
      ['1978-06-28', 'Diploma van secundair onderwijs'],
      ['1976-06-27', 'Getuigschrift van de tweede graad van het secundair onderwijs'],
    ]);
    expect(answer.bewijzen.map((proof) => proof.bewijsreferte)).not.toContain(cancelled);
    const proof = answer.bewijzen.find((candidate) => candidate.bewijsreferte === diploma);
    expect(proof).toMatchObject({
      status: { code: '1', omschrijving: 'Geregistreerd' },
      leverancier: { naam: 'Secundair onderwijs' },
      authenticiteit: { code: 'AUTH', omschrijving: 'Authentiek' },
      categorie: { code: 'SO', omschrijving: 'Secundair onderwijs' },
      bewijstype: { code: 'DIPLOMA', omschrijving: 'Diploma' },
      bewijsstaat: { code: 'EIND', omschrijving: 'Eindbewijs' },
      instantie: { code: 'SECUNDAIRE_SCHOOL', omschrijving: 'Secundaire school' },
      niveau: { code: '4', omschrijving: 'VKS-niveau 4' },
      geldigheidsperiodes: [{ begin: '1978-06-28', einde: null }],
      land: 'BEL',
      taal: 'nld',
    });
    const entries = await entriesOf(correlationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: 'geefBewijs',
      permission: 'LED.geefBewijs',
      subject_kind: 'Insz',
      subject: several,
      reference: 'DOSSIER-LED-1',
      source: 'LED',
      outcome: 'gevonden',
      user_subject: 'demo-frank.willems',
      role: callers.get('frank')?.role,
    });
  });

  it('answers 40000 for a person it does not know and one without proofs, in Dutch and English', async () => {
    const missing = randomUUID();
    await expectNoData(await ask(getProofs, { params: { insz: unknown }, correlationId: missing }));
    expect((await entriesOf(missing)).map((row) => row.outcome)).toEqual(['niet gevonden']);
    const empty = randomUUID();
    await expectNoData(
      await ask(getProofs, { params: { insz: withoutProofs }, correlationId: empty }),
    );
    expect((await entriesOf(empty)).map((row) => row.outcome)).toEqual(['geen gegevens']);
    await expectNoData(
      await ask(getProofs, { params: { insz: withoutProofs }, language: 'en' }),
      'No data found.',
    );
  });

  it('gives a proof’s metadata: a cancelled one with both its mutations', async () => {
    const correlationId = randomUUID();
    const response = await ask(getProofMetadata, {
      params: { insz: several, bewijsreferte: cancelled },
      correlationId,
    });
    expect(response.status).toBe(200);
    const metadata = proofMetadataSchema.parse(await response.json());
    expect(metadata).toMatchObject({
      insz: several,
      bewijsreferte: cancelled,
      status: { code: '10', omschrijving: 'Geannuleerd' },
      leverancier: { naam: 'Volwassenenonderwijs' },
      registratie: { kanaal: 'BRON', organisatie: null, jobId: null },
    });
    expect(metadata.mutaties.map((mutation) => mutation.status.code)).toEqual(['1', '10']);
    expect(metadata.mutaties[1]?.bewijsmutatiereferte).toBe(metadata.bewijsmutatiereferte);
    expect((await entriesOf(correlationId))[0]).toMatchObject({
      operation: 'bewijsMetadata',
      permission: 'LED.bewijsMetadata',
      subject: several,
      outcome: 'gevonden',
    });
  });

  it('answers 40000 for another person’s proof and an unknown one', async () => {
    const elsewhere = randomUUID();
    await expectNoData(
      await ask(getProofMetadata, {
        params: { insz: one, bewijsreferte: diploma },
        correlationId: elsewhere,
      }),
    );
    expect((await entriesOf(elsewhere)).map((row) => row.outcome)).toEqual(['geen gegevens']);
    await expectNoData(
      await ask(getProofMetadata, { params: { insz: several, bewijsreferte: randomUUID() } }),
    );
    await expectNoData(
      await ask(getProofMetadata, { params: { insz: unknown, bewijsreferte: diploma } }),
    );
  });

  it('registers a proof, which is then listed first, with the organisation as its supplier', async () => {
    const correlationId = randomUUID();
    const response = await ask(registerProof, {
      body: { ...newProof(one), reference: 'DOSSIER-LED-2' },
      correlationId,
    });
    expect(response.status).toBe(200);
    const registered = proofMutationSchema.parse(await response.json());
    expect(registered.melding).toBe('OK');
    const entries = await entriesOf(correlationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: 'registreerBewijs',
      permission: 'LED.registreerBewijs',
      subject_kind: 'Insz',
      subject: one,
      reference: 'DOSSIER-LED-2',
      source: 'LED',
      outcome: 'geregistreerd',
    });

    const proofs = proofsSchema.parse(
      await (await ask(getProofs, { params: { insz: one } })).json(),
    );
    expect(proofs.bewijzen.map((proof) => proof.titel)).toEqual([
      'Wettelijk certificaat Basisveiligheid VCA',
      'Beroepskwalificatie Vrachtwagenchauffeur',
    ]);
    expect(proofs.bewijzen[0]).toMatchObject({
      bewijsreferte: registered.bewijsreferte,
      bewijsmutatiereferte: registered.bewijsmutatiereferte,
      leverancier: { naam: 'Vaccinatiecentrum Noord' },
      studierichting: null,
      instelling: { naam: 'Fictief opleidingscentrum Gent', nummer: '12345' },
      geldigheidsperiodes: [{ begin: '2025-06-30', einde: '2035-06-29' }],
    });
    const metadata = proofMetadataSchema.parse(
      await (
        await ask(getProofMetadata, {
          params: { insz: one, bewijsreferte: registered.bewijsreferte },
        })
      ).json(),
    );
    expect(metadata.registratie).toMatchObject({
      kanaal: 'PORTAAL',
      organisatie: { code: 'OVO100005', naam: 'Vaccinatiecentrum Noord' },
      jobId: null,
    });
    expect(metadata.mutaties.map((mutation) => mutation.bewijsmutatiereferte)).toEqual([
      registered.bewijsmutatiereferte,
    ]);
  });

  it('refuses an issue date outside every validity period, naming uitreikingsdatum', async () => {
    const before = await proofCount();
    const correlationId = randomUUID();
    const response = await ask(registerProof, {
      body: newProof(one, { uitreikingsdatum: '2024-01-15' }),
      correlationId,
    });
    expect(response.status).toBe(400);
    const body = errorResponseSchema.parse(await response.json());
    expect(body.code).toBe(1);
    expect(body.errors.map((error) => error.code)).toEqual(['uitreikingsdatum']);
    expect(await proofCount()).toBe(before);
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it('answers 40000 for a proof of a person it does not know, and registers nothing', async () => {
    const before = await proofCount();
    const correlationId = randomUUID();
    await expectNoData(await ask(registerProof, { body: newProof(unknown), correlationId }));
    expect(await proofCount()).toBe(before);
    expect((await entriesOf(correlationId)).map((row) => row.outcome)).toEqual(['niet gevonden']);
  });

  it('answers a repeated registration under the same key with the first answer', async () => {
    const key = `led-${randomUUID()}`;
    const body = newProof(several, { titel: 'Attest Elektrotechnische kennis BA4' });
    const first = await ask(registerProof, { body, key });
    expect(first.status).toBe(200);
    const answer = proofMutationSchema.parse(await first.json());
    const before = await proofCount();
    const correlationId = randomUUID();
    const again = await ask(registerProof, { body, key, correlationId });
    expect(again.status).toBe(200);
    expect(proofMutationSchema.parse(await again.json())).toEqual(answer);
    expect(await proofCount()).toBe(before);
    expect(await entriesOf(correlationId)).toEqual([]);

    // The same key with other facts is refused; another user, or the same user for another
    // organisation, registers a proof of their own.
    const other = await ask(registerProof, {
      body: { ...body, uitreikingsdatum: '2025-07-01' },
      key,
    });
    expect(other.status).toBe(422);
    expect(errorResponseSchema.parse(await other.json()).errors[0]?.code).toBe(
      headers.idempotencyKey,
    );
    for (const caller of ['colleague', 'frank elsewhere']) {
      const theirs = await ask(registerProof, { body, key, caller });
      expect(theirs.status, caller).toBe(200);
      expect(proofMutationSchema.parse(await theirs.json()).bewijsreferte).not.toBe(
        answer.bewijsreferte,
      );
    }
    expect(await proofCount()).toBe(before + 2);
    const malformed = await ask(registerProof, { body, key: 'twee woorden' });
    expect(malformed.status).toBe(400);
  });

  it('cancels a proof: no longer listed, its metadata shows both mutations', async () => {
    const registered = proofMutationSchema.parse(
      await (
        await ask(registerProof, {
          body: newProof(one, { titel: 'Getuigschrift vakbekwaamheid chauffeur (code 95)' }),
        })
      ).json(),
    );
    const target = { insz: one, bewijsreferte: registered.bewijsreferte };

    // A mutation that is not the proof's latest: 40001, in Dutch and English, and nothing changes.
    const staleId = randomUUID();
    const stale = await ask(cancelProof, {
      params: { ...target, bewijsmutatiereferte: randomUUID() },
      correlationId: staleId,
    });
    expect(stale.status).toBe(409);
    const staleBody = errorResponseSchema.parse(await stale.json());
    expect(staleBody).toMatchObject({ code: 409, errors: [{ code: '40001' }] });
    expect(staleBody.message).toMatch(/gewijzigd/);
    const staleEnglish = await ask(cancelProof, {
      params: { ...target, bewijsmutatiereferte: randomUUID() },
      language: 'en',
    });
    expect(errorResponseSchema.parse(await staleEnglish.json()).message).toMatch(/changed/);
    expect((await entriesOf(staleId)).map((row) => row.outcome)).toEqual(['gewijzigd']);

    const correlationId = randomUUID();
    const response = await ask(cancelProof, {
      params: { ...target, bewijsmutatiereferte: registered.bewijsmutatiereferte },
      query: { reference: 'DOSSIER-LED-3' },
      correlationId,
    });
    expect(response.status).toBe(200);
    const cancellation = proofMutationSchema.parse(await response.json());
    expect(cancellation.bewijsreferte).toBe(registered.bewijsreferte);
    expect(cancellation.bewijsmutatiereferte).not.toBe(registered.bewijsmutatiereferte);
    expect((await entriesOf(correlationId))[0]).toMatchObject({
      operation: 'annuleerBewijs',
      permission: 'LED.AnnuleerBewijs',
      subject: one,
      reference: 'DOSSIER-LED-3',
      source: 'LED',
      outcome: 'geannuleerd',
    });

    const proofs = proofsSchema.parse(
      await (await ask(getProofs, { params: { insz: one } })).json(),
    );
    expect(proofs.bewijzen.map((proof) => proof.bewijsreferte)).not.toContain(
      registered.bewijsreferte,
    );
    const metadata = proofMetadataSchema.parse(
      await (await ask(getProofMetadata, { params: target })).json(),
    );
    expect(metadata.status.code).toBe('10');
    expect(
      metadata.mutaties.map((mutation) => [mutation.bewijsmutatiereferte, mutation.status.code]),
    ).toEqual([
      [registered.bewijsmutatiereferte, '1'],
      [cancellation.bewijsmutatiereferte, '10'],
    ]);

    // Once cancelled, it cannot be cancelled again; nor can a proof of someone else.
    await expectNoData(
      await ask(cancelProof, {
        params: { ...target, bewijsmutatiereferte: cancellation.bewijsmutatiereferte },
      }),
    );
    await expectNoData(
      await ask(cancelProof, {
        params: {
          insz: several,
          bewijsreferte: registered.bewijsreferte,
          bewijsmutatiereferte: cancellation.bewijsmutatiereferte,
        },
      }),
    );
  });

  it.each([
    ['getProofs', getProofs, { params: { insz: several } }],
    ['getProofMetadata', getProofMetadata, { params: { insz: several, bewijsreferte: diploma } }],
    ['registerProof', registerProof, { body: newProof(several) }],
    [
      'cancelProof',
      cancelProof,
      {
        params: { insz: several, bewijsreferte: diploma, bewijsmutatiereferte: randomUUID() },
      },
    ],
  ] as const)(
    '%s is refused to a role without its permission, before anything is logged',
    async (_name, contract, request) => {
      const before = await proofCount();
      const correlationId = randomUUID();
      const response = await ask(contract, {
        ...request,
        caller: 'frank as Attesten',
        correlationId,
      });
      expect(response.status).toBe(403);
      expect(await entriesOf(correlationId)).toEqual([]);
      expect(await proofCount()).toBe(before);
    },
  );

  it.each([
    ['a number of ten digits', getProofs, { insz: '6011184228' }],
    ['a formatted number', getProofs, { insz: '60.11.18-422.84' }],
    ['a reference that is not a UUID', getProofMetadata, { insz: several, bewijsreferte: 'x1' }],
  ] as const)('refuses %s with a 400 and logs nothing', async (_name, contract, params) => {
    const correlationId = randomUUID();
    const response = await ask(contract, { params, correlationId });
    expect(response.status).toBe(400);
    expect(await entriesOf(correlationId)).toEqual([]);
  });

  it('is seeded once, and keeps the source’s rules in the database', async () => {
    expect(await seedLed(backend.db, { size: 'small' })).toMatchObject({ generated: false });
    const broken = await sql<{ rule: string; count: string }>`
      with rows as (
        select l.*, p.birth_date, p.death_date, p.source as register,
               (l.issue_date - p.birth_date) / 365.2425 as age
          from led_proofs l join persons p using (insz)
         where l.channel = 'BRON'
      )
      select 'too young' as rule, count(*) from rows where age < 15
      union all select 'after death', count(*) from rows
        where death_date is not null and issue_date >= death_date
      union all select 'a non-resident', count(*) from rows where register <> 'RR'
      union all select 'issue date outside its validity', count(*) from rows r where not exists (
          select 1 from jsonb_array_elements(r.validity) v
           where (v->>'begin')::date <= r.issue_date
             and (v->>'einde' is null or (v->>'einde')::date >= r.issue_date))
      union all select 'cancelled without its mutation', count(*) from rows r
        where r.status = '10' and not exists (
          select 1 from led_proof_mutations m
           where m.proof_reference = r.reference and m.status = '10'
             and m.mutation_reference = r.mutation_reference)`.execute(backend.db);
    expect(broken.rows.map((row) => [row.rule, Number(row.count)])).toEqual(
      broken.rows.map((row) => [row.rule, 0]),
    );
    expect(await proofCount()).toBeGreaterThan(1_000);
  });
});

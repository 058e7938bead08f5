// The health attestation calls over HTTP against the source made from the small population, on
// PGlite and on PostgreSQL: searching by national number and by name (folded, a year-only birth
// date apart from full ones), every filter, sorting both ways and paging without overlap, the cap
// on matches; a certificate's blocks with and without the metadata permission; making and
// downloading its document; sending it, with each of the source's refusals (249, 250, 251, 252,
// 259) recorded and nothing sent; sending a person's latest; recreating with and without revoking;
// the one-dose rule; the prescription codes (CTPC); the permission each call needs, bad bodies,
// and a legal-log entry for every consultation. The people are those docs/demo-data.md lists
// (backend/health-attestation/featured.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, roleApplication, roleClaim, roleCodesOf } from '@contracts/demo-catalogue';
import {
  attestationBlocksSchema,
  attestationDocumentSchema,
  attestationPageSchema,
  ctpcBlocksSchema,
  ctpcPageSchema,
  downloadAttestationDocument,
  downloadCtpcDocument,
  generateAttestationDocument,
  generateCtpcDocument,
  getAttestationBlocks,
  getCtpcBlocks,
  getOneDoseRequired,
  maximumAttestationMatches,
  oneDoseRequiredSchema,
  recreateAttestations,
  recreatedSchema,
  searchAttestations,
  searchCtpc,
  sendDocumentRequest,
  sendLatestAttestation,
  sentDocumentSchema,
  setOneDoseRequired,
  type AttestationRow,
  type AttestationSearchRequest,
} from '@contracts/health-attestation';
import { errorResponseSchema, headers, type CallContract } from '@contracts/http';
import { userSchema } from '@contracts/session';
import { seedHealthAttestations } from '../../backend/health-attestation/seed';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { newSessionId } from '../support/demo-callers';
import { isPdf, pdfText } from '../support/pdf-text';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** The featured people and codes of docs/demo-data.md (backend/health-attestation/featured.ts). */
const vaccination = { insz: '30112131454', id: '2ff295a9-7782-44ed-a61c-4cedd5b238c4' };
const test = { insz: '00121599427', id: '95bb890d-f36c-4d0d-9c9e-bb15e891aee5' };
const recovery = { insz: '00080949893', id: 'a30ebe60-2620-41fe-be05-4308fe4d15a8' };
const suspended = { insz: '37041465818', id: '60c7e8f6-890c-4055-8f16-c32986e8f6ef' };
const revoked = { insz: '00100289715', id: '40e6fd15-121b-4995-90be-b40f9bfb6862' };
const recentlySent = { insz: '48080622379', id: '226013c8-22d4-4865-90c5-fc450ca4d64b' };
const several = { insz: '01032863551', id: 'bc314bf4-bc83-4199-9486-34423ce161f3' };
const yearOnly = { insz: '39042355785', id: '6617dd50-6dc9-447f-8c17-a93583c5efef' };
const notInRegister = { insz: '58042399942', id: '844cd2eb-23ac-471f-89ef-a822c736362b' };
const noAddress = { insz: '51430861730', id: '46994168-71a9-459e-9735-1dab5563c2e6' };
const invalidAddress = { insz: '00031364582', id: 'bd5163e1-449c-4847-a534-fc01f5ff43f3' };
const oneDose = { insz: '54101439402', id: '1d18084b-0ccf-4bd5-931d-b07f7fd2b914' };
const ctpcWithTest = {
  id: '1b97888d-f9c5-4f1c-8cbe-770f2370070f',
  code: 'BU4NWUWZMA1VOKBR',
  phone: '+32488307873',
};
const ctpcWithoutInsz = {
  id: '99ba21f7-85a5-4f35-8732-f3a1fba0e8c3',
  code: '0TMYKBNSCFCD4ROS',
  lastName: 'Claeys',
  firstName: 'Didier',
  birthdate: '1973-04-24',
};
/** A valid number nobody in the population or the source has. */
const unknown = '85073003328';
const unknownId = '00000000-0000-4000-8000-000000000000';

const frank = demoAccounts.find((account) => account.login === 'frank.willems');
if (!frank) throw new Error('frank.willems');
const vaccinationCentre = 'OVO100005';
/** A role of the test's own: certificates and prescriptions, without their metadata. */
const withoutMetadataRole = 'AttestenZonderMetadata';

describe.each(productionKinds)('the health attestation calls on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const callers = new Map<string, { token: string; role: string }>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { population: true });
    await seedHealthAttestations(backend.db, { size: 'small' });
    await backend.db
      .insertInto('roles')
      .values({
        key: withoutMetadataRole,
        name: 'Attesten zonder metadata (test)',
        service: 'VaccinatieCentrum',
        domains: JSON.stringify(['HealthAttestations']),
      })
      .execute();
    await backend.db
      .insertInto('role_permissions')
      .values(
        ['attesten.attesten', 'attesten.ctpc'].map((permission) => ({
          role_key: withoutMetadataRole,
          permission,
          sources: JSON.stringify([]),
          parameters: JSON.stringify({}),
        })),
      )
      .execute();
    const extra = `${roleApplication}-${withoutMetadataRole}:${vaccinationCentre}`;
    for (const [caller, roleName] of [
      ['attesten', 'Attesten'],
      ['without metadata', 'Attesten zonder metadata (test)'],
      ['led', 'LED'],
    ] as const) {
      const token = await issuer.sign({
        sub: 'demo-frank.willems',
        given_name: frank?.givenName,
        family_name: frank?.familyName,
        vo_orgcode: vaccinationCentre,
        [roleClaim]: [...(frank ? roleCodesOf(frank) : []), extra],
      });
      const response = await fetch(`${backend.url}/sss/api/backend/user`, {
        headers: { authorization: `Bearer ${token}`, [headers.sessionId]: newSessionId() },
      });
      const user = userSchema.parse(await response.json());
      const role = user.roles.find((candidate) => candidate.naam === roleName);
      if (!role) throw new Error(`frank has no role ${roleName}`);
      callers.set(caller, { token, role: role.uri });
    }
  }, 180_000);

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
      caller = 'attesten',
      language = 'nl',
      correlationId = randomUUID(),
    }: {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      caller?: string;
      language?: 'nl' | 'en';
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
        'x-correlation-id': correlationId,
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
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

  async function search(body: AttestationSearchRequest, correlationId = randomUUID()) {
    const response = await ask(searchAttestations, { body, correlationId });
    expect(response.status).toBe(200);
    return attestationPageSchema.parse(await response.json());
  }

  const byInsz = (insz: string, more: Partial<AttestationSearchRequest> = {}) =>
    search({ searchMode: 'INSZ', insz, take: 100, ...more });

  async function blocksOf(id: string, caller = 'attesten') {
    const response = await ask(getAttestationBlocks, { params: { id }, caller });
    expect(response.status).toBe(200);
    return attestationBlocksSchema.parse(await response.json());
  }

  async function sendingsOf(id: string) {
    return backend.db
      .selectFrom('health_attestation_sendings')
      .where('attestation_id', '=', id)
      .selectAll()
      .orderBy('requested_at')
      .execute();
  }

  describe('search', () => {
    it('finds a person’s certificates by number, newest issued first, logged under Insz', async () => {
      const correlationId = randomUUID();
      const page = await search({ searchMode: 'INSZ', insz: vaccination.insz }, correlationId);
      expect(page.totaal).toBe(6);
      expect(page.afgekapt).toBe(false);
      expect(page.resultaten.map((row) => row.insz)).toEqual(Array(6).fill(vaccination.insz));
      const issued = page.resultaten.map((row) => row.issued);
      expect(issued).toEqual([...issued].sort().reverse());
      expect(page.resultaten.map((row) => row.id)).toContain(vaccination.id);
      const entries = await entriesOf(correlationId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        operation: searchAttestations.id,
        subject_kind: 'Insz',
        subject: vaccination.insz,
        source: 'ATTESTEN',
        outcome: '6 resultaten',
        permission: 'attesten.attesten',
      });
    });

    it('finds by name, folded for case and accents, and logs the criteria', async () => {
      const correlationId = randomUUID();
      const page = await search(
        {
          searchMode: 'NAME',
          lastName: 'van goethem',
          firstName: 'AGNÈS',
          birthdate: '1930-11-21',
        },
        correlationId,
      );
      expect(page.totaal).toBe(6);
      expect(new Set(page.resultaten.map((row) => row.insz))).toEqual(new Set([vaccination.insz]));
      const [entry] = await entriesOf(correlationId);
      expect(entry).toMatchObject({
        subject_kind: 'PersoonsIdentificatie',
        subject: 'van goethem AGNÈS 1930-11-21',
      });
      // No wildcards, and an exact name only.
      expect(
        (
          await search({
            searchMode: 'NAME',
            lastName: 'Van Goeth',
            firstName: 'Agnes',
            birthdate: '1930-11-21',
          })
        ).totaal,
      ).toBe(0);
      const wildcard = await ask(searchAttestations, {
        body: { searchMode: 'NAME', lastName: 'Van*', firstName: 'Agnes', birthdate: '1930-11-21' },
      });
      expect(wildcard.status).toBe(400);
    });

    it('matches a year-only birth date only with the year, and a full date only with full dates', async () => {
      const name = { searchMode: 'NAME' as const, lastName: 'Esposito', firstName: 'Giuseppe' };
      const year = await search({ ...name, birthdate: '1939' });
      expect(year.totaal).toBe(3);
      expect(year.resultaten.every((row) => row.birthdate === '1939')).toBe(true);
      expect(year.resultaten.map((row) => row.id)).toContain(yearOnly.id);
      expect((await search({ ...name, birthdate: '1939-04-23' })).totaal).toBe(0);
      // Agnes Van Goethem is known by her full date: her year alone finds nothing.
      expect(
        (
          await search({
            searchMode: 'NAME',
            lastName: 'Van Goethem',
            firstName: 'Agnes',
            birthdate: '1930',
          })
        ).totaal,
      ).toBe(0);
    });

    it('narrows by issue and change dates (inclusive, in Belgium), types, states and active only', async () => {
      const all = (await byInsz(vaccination.insz)).resultaten;
      const issuedDays = all.map((row) => row.issued.slice(0, 10)).sort();
      const from = issuedDays[2] ?? '';
      const until = issuedDays[4] ?? '';
      const between = await byInsz(vaccination.insz, { issuedAfter: from, issuedBefore: until });
      expect(between.resultaten.map((row) => row.issued.slice(0, 10)).sort()).toEqual(
        issuedDays.slice(2, 5),
      );
      const changed = await byInsz(vaccination.insz, { changedAfter: '2021-12-01' });
      expect(changed.resultaten.every((row) => row.changed >= '2021-12-01')).toBe(true);
      expect(changed.totaal).toBeGreaterThan(0);
      expect(changed.totaal).toBeLessThan(all.length);

      const tests = await byInsz(vaccination.insz, { attestationTypes: ['tst'] });
      expect(tests.totaal).toBe(3);
      expect(tests.resultaten.every((row) => row.type === 'tst')).toBe(true);
      const mixed = await byInsz(vaccination.insz, { attestationTypes: ['vac', 'rec'] });
      expect(mixed.totaal).toBe(3);
      const suspendedOnes = await byInsz(vaccination.insz, { attestationsStates: ['SUSPENDED'] });
      expect(suspendedOnes.resultaten.map((row) => row.state)).toEqual(['SUSPENDED']);
      // Her certificates have all run out.
      expect((await byInsz(vaccination.insz, { activeOnly: true })).totaal).toBe(0);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
        new Date(),
      );
      const active = await byInsz(recovery.insz, { activeOnly: true });
      expect(active.totaal).toBeGreaterThan(0);
      for (const row of active.resultaten) {
        expect(row.state).toBe('ACTIVE');
        expect(row.validUntil === null || row.validUntil >= today).toBe(true);
      }
      const bad = await ask(searchAttestations, {
        body: {
          searchMode: 'INSZ',
          insz: vaccination.insz,
          issuedAfter: '2022-01-02',
          issuedBefore: '2022-01-01',
        },
      });
      expect(bad.status).toBe(400);
      const body = errorResponseSchema.parse(await bad.json());
      expect(body.errors.map((error) => error.code)).toContain('issuedBefore');
    });

    it('sorts on each field both ways, ties broken by id, and pages without overlap', async () => {
      for (const orderBy of [
        'ISSUED',
        'LAST_NAME',
        'TYPE',
        'STATE',
        'VALID_UNTIL',
        'SENT_ON',
      ] as const) {
        for (const order of ['Asc', 'Desc'] as const) {
          const whole = await search({
            searchMode: 'INSZ',
            insz: recovery.insz,
            orderBy,
            order,
            take: 100,
          });
          const paged: AttestationRow[] = [];
          for (let skip = 0; skip < whole.totaal; skip += 3) {
            paged.push(
              ...(
                await search({
                  searchMode: 'INSZ',
                  insz: recovery.insz,
                  orderBy,
                  order,
                  take: 3,
                  skip,
                })
              ).resultaten,
            );
          }
          expect(paged.map((row) => row.id)).toEqual(whole.resultaten.map((row) => row.id));
          expect(new Set(paged.map((row) => row.id)).size).toBe(whole.totaal);
        }
      }
      const ascending = await byInsz(recovery.insz, { orderBy: 'TYPE', order: 'Asc' });
      const types = ascending.resultaten.map((row) => row.type);
      expect(types).toEqual([...types].sort());
      const descending = await byInsz(recovery.insz, { orderBy: 'ISSUED', order: 'Desc' });
      expect(descending.resultaten.map((row) => row.issued)).toEqual(
        ascending.resultaten
          .map((row) => row.issued)
          .sort()
          .reverse(),
      );
    });

    it('ranks at most the maximum of matches and says the list was cut', async () => {
      // Many certificates issued on one busy day of the vaccination campaign: all vaccinations.
      const { count } = await backend.db
        .selectFrom('health_attestations')
        .where('type', '=', 'vac')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBeGreaterThan(maximumAttestationMatches);
      // A search is by a person, so the cap is reached only by many certificates of one person:
      // add them to one test person of the source's own.
      const insz = '90010199848';
      const base = await backend.db
        .selectFrom('health_attestations')
        .where('id', '=', vaccination.id)
        .selectAll()
        .executeTakeFirstOrThrow();
      await backend.db
        .insertInto('health_attestations')
        .values(
          Array.from({ length: maximumAttestationMatches + 5 }, (_, index) => ({
            ...base,
            id: randomUUID(),
            fact_id: randomUUID(),
            insz,
            uvci: `URN:UVCI:01:BE:TEST${String(index).padStart(22, '0')}#A`,
            history: JSON.stringify(base.history),
          })),
        )
        .execute();
      const page = await search({ searchMode: 'INSZ', insz, take: 100, skip: 450 });
      expect(page).toMatchObject({ totaal: maximumAttestationMatches, afgekapt: true });
      expect(page.resultaten).toHaveLength(50);
    });
  });

  describe('blocks', () => {
    it('gives a vaccination’s blocks with the technical metadata to a role that holds it', async () => {
      const correlationId = randomUUID();
      const response = await ask(getAttestationBlocks, {
        params: { id: vaccination.id },
        query: { reference: 'DOSSIER-1' },
        correlationId,
      });
      expect(response.status).toBe(200);
      const blocks = attestationBlocksSchema.parse(await response.json());
      expect(blocks.attestation).toMatchObject({
        id: vaccination.id,
        type: 'vac',
        state: 'ACTIVE',
      });
      expect(blocks.person).toMatchObject({
        insz: vaccination.insz,
        firstName: 'Agnes',
        lastName: 'Van Goethem',
        birthdate: '1930-11-21',
        oneDoseRequired: false,
      });
      expect(blocks.vaccination?.doseNumber).toBeGreaterThanOrEqual(1);
      expect(blocks.vaccination?.totalDoses).toBeGreaterThanOrEqual(1);
      expect(blocks.test).toBeNull();
      expect(blocks.recovery).toBeNull();
      expect(blocks.technical?.uvci).toMatch(/^URN:UVCI:01:BE:[A-Z0-9]{26}#[A-Z0-9/:]$/);
      expect(blocks.technical?.disease).toBe('840539006');
      expect(blocks.history[0]?.event).toBe('ISSUED');
      const [entry] = await entriesOf(correlationId);
      expect(entry).toMatchObject({
        operation: getAttestationBlocks.id,
        subject_kind: 'Insz',
        subject: vaccination.insz,
        reference: 'DOSSIER-1',
      });
    });

    it('leaves the technical metadata out for a role without it', async () => {
      const blocks = await blocksOf(vaccination.id, 'without metadata');
      expect(blocks.technical).toBeNull();
      expect(blocks.vaccination).not.toBeNull();
    });

    it('gives a test with its prescription code, a recovery, and the history oldest first', async () => {
      const tested = await blocksOf(test.id);
      expect(tested.test).toMatchObject({ result: expect.any(String), country: 'BE' });
      expect(tested.attestation.ctpc).toBe(ctpcWithTest.code);
      const recovered = await blocksOf(recovery.id);
      expect(recovered.recovery?.firstPositiveOn).toBeDefined();
      const paused = await blocksOf(suspended.id);
      expect(paused.attestation.state).toBe('SUSPENDED');
      expect(paused.history.map((event) => event.event)).toEqual(['ISSUED', 'SUSPENDED']);
      const ended = await blocksOf(revoked.id);
      expect(ended.history.map((event) => event.event)).toEqual(['ISSUED', 'REVOKED']);
    });

    it('answers 404 for an unknown id, and 400 for one that is not a uuid', async () => {
      const response = await ask(getAttestationBlocks, { params: { id: unknownId } });
      expect(response.status).toBe(404);
      expect(errorResponseSchema.parse(await response.json()).code).toBe(404);
      expect((await ask(getAttestationBlocks, { params: { id: 'abc' } })).status).toBe(400);
    });
  });

  describe('documents', () => {
    it('makes a certificate’s PDF, names it, lists it in the blocks and downloads it', async () => {
      expect(
        (await ask(downloadAttestationDocument, { params: { id: vaccination.id } })).status,
      ).toBe(404);
      const correlationId = randomUUID();
      const made = await ask(generateAttestationDocument, {
        params: { id: vaccination.id },
        body: {},
        correlationId,
      });
      expect(made.status).toBe(200);
      const document = attestationDocumentSchema.parse(await made.json());
      expect(document.fileName).toMatch(
        /^vaccinatiecertificaat-van-goethem-\d{4}-\d{2}-\d{2}\.pdf$/,
      );
      expect(document.verificationCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect((await entriesOf(correlationId))[0]).toMatchObject({
        operation: generateAttestationDocument.id,
        subject: vaccination.insz,
      });
      expect((await blocksOf(vaccination.id)).document).toEqual(document);

      const download = await ask(downloadAttestationDocument, { params: { id: vaccination.id } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toContain(document.fileName);
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(bytes.byteLength).toBe(document.size);
      expect(isPdf(bytes)).toBe(true);
      const text = await pdfText(bytes);
      expect(text).toContain('Agnes Van Goethem');
      expect(text).toContain(document.verificationCode);
      expect(text).toContain('Vaccinatiecertificaat');
    });

    it('writes the document in the caller’s language', async () => {
      const made = await ask(generateAttestationDocument, {
        params: { id: test.id },
        body: {},
        language: 'en',
      });
      const document = attestationDocumentSchema.parse(await made.json());
      expect(document.fileName).toMatch(/^test-certificate-borremans-/);
      const download = await ask(downloadAttestationDocument, { params: { id: test.id } });
      const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
      expect(text).toContain('Test certificate');
      expect(text).toContain('Febe Borremans');
    });
  });

  describe('sending', () => {
    async function refusal(id: string, code: number, status: number) {
      const before = await sendingsOf(id);
      const sentOn = (await blocksOf(id)).attestation.sentOn;
      const correlationId = randomUUID();
      const response = await ask(sendDocumentRequest, { params: { id }, body: {}, correlationId });
      expect(response.status).toBe(status);
      const body = errorResponseSchema.parse(await response.json());
      expect(body).toMatchObject({ code, errors: [] });
      const after = await sendingsOf(id);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ error_code: code, channel: 'PAPER' });
      // Nothing sent.
      expect((await blocksOf(id)).attestation.sentOn).toBe(sentOn);
      const [entry] = await entriesOf(correlationId);
      expect(entry).toMatchObject({
        operation: sendDocumentRequest.id,
        outcome: `niet verzonden (${code})`,
      });
      return { response, body };
    }

    it('refuses a holder the register does not know with 249', async () => {
      const { body } = await refusal(notInRegister.id, 249, 502);
      expect(body.message).toContain('Rijksregister');
    });

    it('refuses a suspended certificate with 259 and says when to try again', async () => {
      const { response } = await refusal(suspended.id, 259, 503);
      const until = (await blocksOf(suspended.id)).attestation.suspendedUntil ?? '';
      expect(Date.parse(response.headers.get('retry-after') ?? '')).toBe(
        Date.parse(`${until}T00:00:00Z`) + 86_400_000,
      );
    });

    it('refuses a document sent yesterday with 250, saying when it can be sent again', async () => {
      const { body } = await refusal(recentlySent.id, 250, 409);
      expect(body.message).toContain('3 dagen');
    });

    it('refuses a person without address with 251 and one abroad with 252', async () => {
      await refusal(noAddress.id, 251, 422);
      await refusal(invalidAddress.id, 252, 422);
      const english = await ask(sendDocumentRequest, {
        params: { id: invalidAddress.id },
        body: {},
        language: 'en',
      });
      expect(errorResponseSchema.parse(await english.json()).message).toContain('abroad');
    });

    it('sends a certificate once: the second request within three days gets 250', async () => {
      const correlationId = randomUUID();
      const response = await ask(sendDocumentRequest, {
        params: { id: several.id },
        body: { reference: 'BRIEF-1' },
        correlationId,
      });
      expect(response.status).toBe(200);
      const sent = sentDocumentSchema.parse(await response.json());
      expect(sent).toMatchObject({ attestationId: several.id, channel: 'PAPER' });
      const blocks = await blocksOf(several.id);
      expect(blocks.attestation.sentOn).toBe(sent.sentOn);
      expect(blocks.sendings[0]).toMatchObject({
        referenceId: sent.referenceId,
        errorCode: null,
        organisation: 'Vaccinatiecentrum Noord',
      });
      expect((await entriesOf(correlationId))[0]).toMatchObject({
        outcome: 'verzonden',
        reference: 'BRIEF-1',
      });
      await refusal(several.id, 250, 409);
      // Newest first.
      const again = await blocksOf(several.id);
      expect(again.sendings.slice(0, 2).map((sending) => sending.errorCode)).toEqual([250, null]);
    });

    it('lets only one of two requests at once send', async () => {
      const answers = await Promise.all(
        [1, 2].map(() => ask(sendDocumentRequest, { params: { id: oneDose.id }, body: {} })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it('sends a person’s latest active certificate, of a type when asked', async () => {
      const correlationId = randomUUID();
      const response = await ask(sendLatestAttestation, {
        body: { insz: recovery.insz, type: 'rec' },
        correlationId,
      });
      expect(response.status).toBe(200);
      const sent = sentDocumentSchema.parse(await response.json());
      expect(sent.attestationId).toBe(recovery.id);
      expect((await entriesOf(correlationId))[0]).toMatchObject({
        operation: sendLatestAttestation.id,
        subject: recovery.insz,
      });
      // The latest of any type is another one of hers.
      const latest = await ask(sendLatestAttestation, { body: { insz: recovery.insz } });
      expect(latest.status).toBe(200);
      expect(sentDocumentSchema.parse(await latest.json()).attestationId).not.toBe(recovery.id);
      const none = randomUUID();
      const missing = await ask(sendLatestAttestation, {
        body: { insz: unknown },
        correlationId: none,
      });
      expect(missing.status).toBe(404);
      expect((await entriesOf(none))[0]).toMatchObject({
        subject: unknown,
        outcome: 'niet gevonden',
      });
      expect((await ask(sendLatestAttestation, { body: { insz: '1234' } })).status).toBe(400);
    });
  });

  describe('recreating', () => {
    it('issues a new certificate per fact and leaves the old ones, or revokes them', async () => {
      const before = (await byInsz(revoked.insz)).resultaten;
      const correlationId = randomUUID();
      const kept = await ask(recreateAttestations, {
        params: { insz: revoked.insz },
        body: { revokeCertificates: false },
        correlationId,
      });
      expect(kept.status).toBe(200);
      const first = recreatedSchema.parse(await kept.json());
      expect(first).toMatchObject({ insz: revoked.insz, revoked: 0 });
      expect(first.created).toHaveLength(before.length);
      expect(first.created.every((row) => row.state === 'ACTIVE')).toBe(true);
      expect((await entriesOf(correlationId))[0]).toMatchObject({
        operation: recreateAttestations.id,
        subject: revoked.insz,
      });
      const newBlocks = await blocksOf(first.created[0]?.id ?? '');
      expect(newBlocks.history.map((event) => event.event)).toEqual(['RECREATED']);

      const revoking = await ask(recreateAttestations, {
        params: { insz: revoked.insz },
        body: { revokeCertificates: true },
      });
      const second = recreatedSchema.parse(await revoking.json());
      // One per fact again; every earlier one not revoked yet is revoked now.
      expect(second.created).toHaveLength(before.length);
      const notRevokedBefore =
        before.filter((row) => row.state !== 'REVOKED').length + first.created.length;
      expect(second.revoked).toBe(notRevokedBefore);
      const after = (await byInsz(revoked.insz)).resultaten;
      expect(
        after
          .filter((row) => row.state !== 'REVOKED')
          .map((row) => row.id)
          .sort(),
      ).toEqual(second.created.map((row) => row.id).sort());
      expect(
        (await blocksOf(first.created[0]?.id ?? '')).history.map((event) => event.event),
      ).toEqual(['RECREATED', 'REVOKED']);
    });

    it('answers 404 for a person neither the source nor the register knows', async () => {
      const response = await ask(recreateAttestations, {
        params: { insz: unknown },
        body: { revokeCertificates: false },
      });
      expect(response.status).toBe(404);
      expect(
        (await ask(recreateAttestations, { params: { insz: unknown }, body: {} })).status,
      ).toBe(400);
    });
  });

  describe('one dose', () => {
    it('reads and sets the rule, which the vaccination’s total doses follow', async () => {
      const correlationId = randomUUID();
      const response = await ask(getOneDoseRequired, {
        params: { insz: oneDose.insz },
        correlationId,
      });
      expect(response.status).toBe(200);
      expect(oneDoseRequiredSchema.parse(await response.json())).toMatchObject({
        insz: oneDose.insz,
        lastName: 'Crabbé',
        isRequired: true,
      });
      expect((await entriesOf(correlationId))[0]).toMatchObject({
        operation: getOneDoseRequired.id,
        subject_kind: 'Insz',
        subject: oneDose.insz,
        permission: 'attesten.oneDoseRequired',
      });
      expect((await blocksOf(oneDose.id)).vaccination?.totalDoses).toBe(1);

      const set = await ask(setOneDoseRequired, {
        params: { insz: oneDose.insz },
        body: { isRequired: false },
      });
      expect(set.status).toBe(200);
      const answer = oneDoseRequiredSchema.parse(await set.json());
      expect(answer).toMatchObject({ isRequired: false, changedBy: 'Vaccinatiecentrum Noord' });
      const blocks = await blocksOf(oneDose.id);
      expect(blocks.person.oneDoseRequired).toBe(false);
      expect(blocks.vaccination?.totalDoses).toBe(2);

      const never = oneDoseRequiredSchema.parse(
        await (await ask(getOneDoseRequired, { params: { insz: vaccination.insz } })).json(),
      );
      expect(never).toMatchObject({ isRequired: false, changedAt: null, changedBy: null });
    });

    it('answers 404 with 249 for a person the register does not know', async () => {
      for (const response of [
        await ask(getOneDoseRequired, { params: { insz: notInRegister.insz } }),
        await ask(setOneDoseRequired, { params: { insz: unknown }, body: { isRequired: true } }),
      ]) {
        expect(response.status).toBe(404);
        expect(errorResponseSchema.parse(await response.json())).toMatchObject({ code: 249 });
      }
      expect(
        (
          await ask(setOneDoseRequired, {
            params: { insz: oneDose.insz },
            body: { isRequired: 'ja' },
          })
        ).status,
      ).toBe(400);
    });
  });

  describe('prescription codes', () => {
    async function ctpcSearch(body: unknown, correlationId = randomUUID()) {
      const response = await ask(searchCtpc, { body, correlationId });
      expect(response.status).toBe(200);
      return ctpcPageSchema.parse(await response.json());
    }

    it('finds a code in any case, a phone number, and a name with its birth date', async () => {
      const correlationId = randomUUID();
      const byCode = await ctpcSearch(
        { covidTestPrescriptionCode: ctpcWithTest.code.toLowerCase() },
        correlationId,
      );
      expect(byCode.resultaten.map((row) => row.id)).toEqual([ctpcWithTest.id]);
      expect((await entriesOf(correlationId))[0]).toMatchObject({
        operation: searchCtpc.id,
        subject_kind: 'PersoonsIdentificatie',
        subject: ctpcWithTest.code,
        outcome: '1 resultaten',
      });
      const byPhone = await ctpcSearch({ phoneNumber: ctpcWithTest.phone });
      expect(byPhone.resultaten.map((row) => row.id)).toContain(ctpcWithTest.id);
      expect(byPhone.resultaten.every((row) => row.phoneNumber === ctpcWithTest.phone)).toBe(true);
      const byName = await ctpcSearch({
        lastName: ctpcWithoutInsz.lastName.toUpperCase(),
        firstName: ctpcWithoutInsz.firstName,
        birthdate: ctpcWithoutInsz.birthdate,
      });
      expect(byName.resultaten.map((row) => row.id)).toContain(ctpcWithoutInsz.id);
      expect((await ctpcSearch({ covidTestPrescriptionCode: 'AAAAAAAAAAAAAAAA' })).totaal).toBe(0);
    });

    it('refuses a malformed code or an incomplete name, naming the field', async () => {
      for (const [body, field] of [
        [{ covidTestPrescriptionCode: 'ABC-123' }, 'covidTestPrescriptionCode'],
        [{ lastName: 'Claeys', birthdate: '1973-04-24' }, 'firstName'],
        [{}, 'covidTestPrescriptionCode'],
        [{ phoneNumber: '0488307873' }, 'phoneNumber'],
      ] as const) {
        const response = await ask(searchCtpc, { body });
        expect(response.status).toBe(400);
        const answer = errorResponseSchema.parse(await response.json());
        expect(answer.errors.map((error) => error.code)).toContain(field);
      }
    });

    it('gives a code’s blocks with the tests taken with it, logged under the person', async () => {
      const correlationId = randomUUID();
      const response = await ask(getCtpcBlocks, { params: { id: ctpcWithTest.id }, correlationId });
      expect(response.status).toBe(200);
      const blocks = ctpcBlocksSchema.parse(await response.json());
      expect(blocks.ctpc.code).toBe(ctpcWithTest.code);
      expect(blocks.tests.map((row) => row.id)).toEqual([test.id]);
      expect((await entriesOf(correlationId))[0]).toMatchObject({
        subject_kind: 'Insz',
        subject: test.insz,
        permission: 'attesten.ctpc',
      });
      // Without the person's number: logged by who it names.
      const other = randomUUID();
      const unnamed = await ask(getCtpcBlocks, {
        params: { id: ctpcWithoutInsz.id },
        correlationId: other,
      });
      expect(ctpcBlocksSchema.parse(await unnamed.json()).tests).toEqual([]);
      expect((await entriesOf(other))[0]).toMatchObject({
        subject_kind: 'PersoonsIdentificatie',
        subject: `${ctpcWithoutInsz.lastName} ${ctpcWithoutInsz.firstName} ${ctpcWithoutInsz.birthdate}`,
      });
      expect((await ask(getCtpcBlocks, { params: { id: unknownId } })).status).toBe(404);
    });

    it('makes and downloads a code’s PDF', async () => {
      expect((await ask(downloadCtpcDocument, { params: { id: ctpcWithoutInsz.id } })).status).toBe(
        404,
      );
      const made = await ask(generateCtpcDocument, {
        params: { id: ctpcWithoutInsz.id },
        body: {},
      });
      expect(made.status).toBe(200);
      const document = attestationDocumentSchema.parse(await made.json());
      expect(document.fileName).toMatch(/^testvoorschrift-claeys-/);
      const download = await ask(downloadCtpcDocument, { params: { id: ctpcWithoutInsz.id } });
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(isPdf(bytes)).toBe(true);
      const text = await pdfText(bytes);
      expect(text).toContain('Didier Claeys');
      expect(text).toContain(ctpcWithoutInsz.code);
    });
  });

  describe('access', () => {
    it('refuses every call to a role without the permission, and writes nothing', async () => {
      const correlationId = randomUUID();
      const calls: [CallContract, Record<string, string>, unknown][] = [
        [searchAttestations, {}, { searchMode: 'INSZ', insz: vaccination.insz }],
        [getAttestationBlocks, { id: vaccination.id }, undefined],
        [generateAttestationDocument, { id: vaccination.id }, {}],
        [downloadAttestationDocument, { id: vaccination.id }, undefined],
        [sendDocumentRequest, { id: vaccination.id }, {}],
        [sendLatestAttestation, {}, { insz: vaccination.insz }],
        [recreateAttestations, { insz: vaccination.insz }, { revokeCertificates: false }],
        [getOneDoseRequired, { insz: vaccination.insz }, undefined],
        [setOneDoseRequired, { insz: vaccination.insz }, { isRequired: true }],
        [searchCtpc, {}, { covidTestPrescriptionCode: ctpcWithTest.code }],
        [getCtpcBlocks, { id: ctpcWithTest.id }, undefined],
        [generateCtpcDocument, { id: ctpcWithTest.id }, {}],
        [downloadCtpcDocument, { id: ctpcWithTest.id }, undefined],
      ];
      for (const [contract, params, body] of calls) {
        const response = await ask(contract, { params, body, caller: 'led', correlationId });
        expect(response.status, contract.id).toBe(403);
      }
      // The one-dose rule needs its own permission.
      const oneDoseCall = await ask(getOneDoseRequired, {
        params: { insz: vaccination.insz },
        caller: 'without metadata',
        correlationId,
      });
      expect(oneDoseCall.status).toBe(403);
      expect(await entriesOf(correlationId)).toEqual([]);
    });

    it('refuses malformed bodies with 400', async () => {
      for (const [contract, params, body] of [
        [searchAttestations, {}, { searchMode: 'INSZ' }],
        [searchAttestations, {}, { searchMode: 'NAME', lastName: 'Peeters' }],
        [searchAttestations, {}, { searchMode: 'INSZ', insz: vaccination.insz, take: 0 }],
        [searchAttestations, {}, { searchMode: 'INSZ', insz: vaccination.insz, extra: 1 }],
        [generateAttestationDocument, { id: vaccination.id }, { extra: true }],
        [sendDocumentRequest, { id: vaccination.id }, []],
      ] as const) {
        const response = await ask(contract, { params, body });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
    });
  });
});

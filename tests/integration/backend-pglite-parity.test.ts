// The embedded database answers each domain's reads as production's does. The backend suites run
// on PostgreSQL, production's database; PGlite is the embedded default of `npm start`, so one
// backend on PGlite (a clone of the fully seeded template) answers one representative read per
// domain here: a read the domain's own suite makes, in the same role, on a subject the demo data
// features; the answer in the contract's shape with a value only that subject has, and for a
// consultation of personal data the one legal-log entry it wrote under the call's correlation id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getChildBenefits } from '@contracts/child-benefits';
import { findMunicipalities, suggestStreets } from '@contracts/code-lists';
import { getShipment } from '@contracts/document';
import {
  captchaResponse,
  downloadFileUrl,
  downloadHeaders,
  downloadNonceSchema,
  downloadNonceUrl,
} from '@contracts/document-download';
import { getEnrolmentHistory } from '@contracts/education';
import { getEnterprise } from '@contracts/enterprise';
import { searchAttestations } from '@contracts/health-attestation';
import type { CallContract } from '@contracts/http';
import { getOwnershipState } from '@contracts/land-registry';
import { getSale } from '@contracts/land-registry-sales';
import { getProofs } from '@contracts/led';
import { getPerson } from '@contracts/person';
import { getSocialStatuses } from '@contracts/social-security';
import { getBelgianVehicle } from '@contracts/vehicle';
import { demoDownload } from '../../backend/document/download-seed';
import { featuredShipmentIds } from '../../backend/document/featured';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import {
  callerWithRole,
  callHeaders,
  newCorrelationId,
  type RoleCaller,
} from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** The featured subjects of docs/demo-data.md that the domains' suites ask for. */
const rita = '60111842284';
const walter = '55090944518';

/** The callers, by login and the role they call in. */
const roles = {
  registry: ['an.peeters', 'Burgerzaken'],
  socialService: ['bart.claes', 'Sociale dienst'],
  economy: ['carla.desmet', 'Economie'],
  fines: ['carla.desmet', 'GAS-boetes'],
  cadastre: ['carla.desmet', 'Kadaster'],
  led: ['frank.willems', 'LED'],
  attestations: ['frank.willems', 'Attesten'],
  documents: ['dirk.maes', 'Documentendienst'],
} as const;

interface Ask {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  correlationId?: string;
}

describe('one read per domain on PGlite', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const callers = new Map<keyof typeof roles, RoleCaller>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('pglite', issuer, { documents: true });
    for (const [key, [login, roleName]] of Object.entries(roles)) {
      callers.set(
        key as keyof typeof roles,
        await callerWithRole(backend.url, issuer, login, roleName),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  /** A call as the caller makes it: it must answer 200, parsed with the contract's response. */
  async function read<Response extends z.ZodType>(
    caller: keyof typeof roles,
    contract: Pick<CallContract, 'method' | 'path'> & { response: Response },
    { params = {}, query = {}, body, correlationId = newCorrelationId() }: Ask = {},
  ): Promise<z.output<Response>> {
    const path = contract.path.replace(/:(\w+)/g, (_match, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    const search = new URLSearchParams(query).toString();
    const response = await fetch(`${backend.url}${path}${search ? `?${search}` : ''}`, {
      method: contract.method,
      headers: {
        ...callHeaders(callers.get(caller), { correlationId }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${contract.method} ${path}`).toBe(200);
    return contract.response.parse(await response.json());
  }

  /** The legal-log entries a call wrote, by its correlation id. */
  const logged = (correlationId: string) =>
    backend.db
      .selectFrom('legal_log')
      .select([
        'operation',
        'permission',
        'subject_kind',
        'subject',
        'reference',
        'source',
        'outcome',
        'user_subject',
      ])
      .where('correlation_id', '=', correlationId)
      .execute();

  it('person: a person with her partner and household, logged under Insz', async () => {
    const correlationId = newCorrelationId();
    const person = await read('registry', getPerson, {
      params: { insz: rita },
      query: { bron: 'RR', reference: 'DOSSIER-42' },
      correlationId,
    });
    expect(person.naam).toEqual({ achternaam: 'Wuyts', voornamen: ['Rita', 'Anne-Marie'] });
    expect(person.burgerlijkeStaat?.partner?.insz).toBe(walter);
    expect(person.burgerlijkeStaat?.datumBegin).toBe('2013-09-22');
    expect([rita, walter]).toContain(person.referentiepersoon?.insz);
    expect(await logged(correlationId)).toEqual([
      {
        operation: getPerson.id,
        permission: 'persoon.geefPersoon',
        subject_kind: 'Insz',
        subject: rita,
        reference: 'DOSSIER-42',
        source: 'RR',
        outcome: 'gevonden',
        user_subject: 'demo-an.peeters',
      },
    ]);
  });

  it('code lists: a merged municipality by its old name, and the streets of a postcode', async () => {
    const [deinze] = await read('registry', findMunicipalities, { params: { text: 'Nevele' } });
    expect(deinze).toMatchObject({ nisCode: '44083', gemeente: 'Deinze' });
    const streets = await read('registry', suggestStreets, {
      query: { nisCode: '44021', q: 'Oude Veld 7A' },
    });
    expect(streets[0]?.adres).toMatchObject({
      straat: 'Oude Veldstraat',
      nummer: '7A',
      postCode: '9041',
    });
  });

  it('enterprise: an enterprise by number, logged under KboNummer', async () => {
    const number = '0785196984';
    const correlationId = newCorrelationId();
    const enterprise = await read('economy', getEnterprise, {
      params: { kbo: number },
      query: { reference: 'DOS-7' },
      correlationId,
    });
    expect(enterprise.ondernemingsnummer).toBe(number);
    expect(enterprise.namen.maatschappelijk.map((name) => name.naam)).toContain(
      'Vrancken & Van Mol',
    );
    expect(enterprise.vestigingen.length).toBeGreaterThanOrEqual(2);
    expect(enterprise.activiteiten.filter((activity) => activity.type === 'P')).toHaveLength(1);
    expect(await logged(correlationId)).toEqual([
      {
        operation: 'geefOndernemingOpNummer',
        permission: 'onderneming.geefOnderneming',
        subject_kind: 'KboNummer',
        subject: number,
        reference: 'DOS-7',
        source: 'KBO',
        outcome: 'gevonden',
        user_subject: 'demo-carla.desmet',
      },
    ]);
  });

  it('vehicle: a Belgian vehicle with its three holders, logged under Nrplaat', async () => {
    const plate = '1PKU670';
    const correlationId = newCorrelationId();
    const vehicle = await read('fines', getBelgianVehicle, {
      query: { nummerplaat: plate },
      correlationId,
    });
    expect(vehicle.nummerplaat.nummer).toBe(plate);
    expect([vehicle.voertuig.merk, vehicle.voertuig.handelsbenaming]).toEqual([
      'Volkswagen',
      'Up!',
    ]);
    expect(vehicle.houders).toHaveLength(3);
    expect(vehicle.houder).toEqual(vehicle.houders[0]);
    expect(vehicle.houder).toMatchObject({
      datumBegin: '2023-09-27',
      datumEinde: null,
      transactie: { code: 'REGOV' },
    });
    expect(await logged(correlationId)).toEqual([
      {
        operation: 'geefBinnenlandsVoertuig',
        permission: 'mobiliteit.binnenlandsVoertuig',
        subject_kind: 'Nrplaat',
        subject: plate,
        reference: null,
        source: 'DIV',
        outcome: 'gevonden',
        user_subject: 'demo-carla.desmet',
      },
    ]);
  });

  it('education: a pupil’s history from nursery school on, logged under Insz', async () => {
    const pupil = '16011358180';
    const correlationId = newCorrelationId();
    const history = await read('socialService', getEnrolmentHistory, {
      body: { insz: pupil, reference: 'DOSSIER-7' },
      correlationId,
    });
    expect(history.persoon.naam).toEqual({ achternaam: 'Verhelst', voornamen: ['Vic', 'Jack'] });
    const [current] = history.inschrijvingen;
    expect(current?.datumEinde).toBeNull();
    expect(current?.instelling.officieleNaam).toBe('Fictieve basisschool Lierde');
    expect(history.inschrijvingen.at(-1)?.datumBegin).toBe('2018-09-08');
    expect(await logged(correlationId)).toEqual([
      {
        operation: 'geefHistoriekInschrijving',
        permission: 'onderwijs.geeefHistoriekInschrijving',
        subject_kind: 'Insz',
        subject: pupil,
        reference: 'DOSSIER-7',
        source: 'ONDERWIJS',
        outcome: 'gevonden',
        user_subject: 'demo-bart.claes',
      },
    ]);
  });

  it('LED: a person’s registered proofs, newest first, logged under Insz', async () => {
    const correlationId = newCorrelationId();
    const answer = await read('led', getProofs, {
      params: { insz: rita },
      query: { reference: 'DOSSIER-LED-1' },
      correlationId,
    });
    expect(answer.persoon).toEqual({
      naam: { achternaam: 'Wuyts', voornamen: ['Rita', 'Anne-Marie'] },
      geboortedatum: '1960-11-18',
    });
    expect(answer.bewijzen.map((proof) => [proof.uitreikingsdatum, proof.titel])).toEqual([
      ['2012-07-26', 'Certificaat Lasser TIG'],
      ['1978-06-28', 'Diploma van secundair onderwijs'],
      ['1976-06-27', 'Getuigschrift van de tweede graad van het secundair onderwijs'],
    ]);
    expect(await logged(correlationId)).toEqual([
      {
        operation: 'geefBewijs',
        permission: 'LED.geefBewijs',
        subject_kind: 'Insz',
        subject: rita,
        reference: 'DOSSIER-LED-1',
        source: 'LED',
        outcome: 'gevonden',
        user_subject: 'demo-frank.willems',
      },
    ]);
  });

  it('social security: the statutes asked, in the order asked, logged under Insz', async () => {
    const reimbursed = '50041079283';
    const correlationId = newCorrelationId();
    const answer = await read('socialService', getSocialStatuses, {
      params: { insz: reimbursed },
      body: {
        statuten: ['LIVING_WAGES_PCSA_HELP', 'BIM_BVT', 'GENT_PARKING_ADULT'],
        reference: 'DOS-1',
      },
      correlationId,
    });
    expect(answer.status).toEqual({ code: 'OK', berichten: [] });
    expect(answer.persoon.insz).toBe(reimbursed);
    expect(
      answer.persoon.socialeStatuten.map((statute) => [
        statute.naam,
        statute.resultaat.code,
        ...statute.periodes.map((period) => `${period.begindatum}..${period.einddatum ?? ''}`),
      ]),
    ).toEqual([
      ['LIVING_WAGES_PCSA_HELP', '0'],
      ['BIM_BVT', '1', '2015-04-10..'],
      ['GENT_PARKING_ADULT', '1', '2015-04-10..'],
    ]);
    expect(await logged(correlationId)).toEqual([
      {
        operation: 'geefSociaalStatuut',
        permission: 'socialSecurity.geefSociaalStatuut',
        subject_kind: 'Insz',
        subject: reimbursed,
        reference: 'DOS-1',
        source: 'KSZ',
        outcome: 'gevonden',
        user_subject: 'demo-bart.claes',
      },
    ]);
  });

  it('child benefits: a child’s basic amount through FONS to both parents, logged under Insz', async () => {
    const child = '16082285273';
    const parents = ['91041317912', '91052905254'];
    const correlationId = newCorrelationId();
    const answer = await read('socialService', getChildBenefits, {
      body: { insz: child, reference: 'DOSSIER-7' },
      correlationId,
    });
    expect(answer.status).toEqual({ code: 'OK', berichten: [] });
    const [benefit] = answer.kindVoordelen;
    expect(benefit?.kindVoordeelFonds).toEqual({ ondernemingsnummer: '0173490537' });
    expect(benefit?.begunstigden.map((row) => row.insz)).toEqual(parents);
    expect(
      benefit?.kinderen[0]?.betalingsperiodes
        .filter((period) => period.categorie === 'BASIS')
        .map((period) => [period.periode, period.typeSociaal]),
    ).toEqual([
      [{ beginMaand: '2019-01', eindeMaand: '2020-12' }, 'MET_TYPE_SOCIAAL'],
      [{ beginMaand: '2021-01' }, 'ZONDER_TYPE_SOCIAAL'],
    ]);
    expect(await logged(correlationId)).toEqual([
      {
        operation: 'geefKindVoordelen',
        permission: 'gezin.geefKindVoordelen',
        subject_kind: 'Insz',
        subject: child,
        reference: 'DOSSIER-7',
        source: 'GROEIPAKKET',
        outcome: 'gevonden',
        user_subject: 'demo-bart.claes',
      },
    ]);
  });

  it('health attestations: a person’s six certificates by number, logged under Insz', async () => {
    const agnes = '30112131454';
    const correlationId = newCorrelationId();
    const page = await read('attestations', searchAttestations, {
      body: { searchMode: 'INSZ', insz: agnes },
      correlationId,
    });
    expect(page.totaal).toBe(6);
    expect(page.resultaten.map((row) => row.insz)).toEqual(Array(6).fill(agnes));
    expect(page.resultaten.map((row) => row.id)).toContain('2ff295a9-7782-44ed-a61c-4cedd5b238c4');
    expect(await logged(correlationId)).toEqual([
      {
        operation: searchAttestations.id,
        permission: 'attesten.attesten',
        subject_kind: 'Insz',
        subject: agnes,
        reference: null,
        source: 'ATTESTEN',
        outcome: '6 resultaten',
        user_subject: 'demo-frank.willems',
      },
    ]);
  });

  it('land registry: a jointly owned house under CapaKey, and the sale that began its state', async () => {
    const capakey = '44021A0041/00A000';
    const correlationId = newCorrelationId();
    const answer = await read('cadastre', getOwnershipState, {
      query: { capakey, reference: 'dossier 7' },
      correlationId,
    });
    const state = answer.partities[0]?.eigendomstoestand;
    expect(state?.begin).toBe('2013-10-15');
    expect(state?.partijen.map((party) => party.soort === 'persoon' && party.insz)).toEqual([
      rita,
      walter,
    ]);
    expect(state?.rechten.map((right) => [right.recht.code, right.aandeel])).toEqual([
      ['VE', { teller: 1, noemer: 2 }],
      ['VE', { teller: 1, noemer: 2 }],
    ]);
    expect(await logged(correlationId)).toEqual([
      {
        operation: 'geefEigendomstoestand',
        permission: 'kadaster.geefEigendomstoestanden',
        subject_kind: 'CapaKey',
        subject: capakey,
        reference: 'dossier 7',
        source: 'AAPD',
        outcome: 'gevonden',
        user_subject: 'demo-carla.desmet',
      },
    ]);

    // A sale names no parties: it is read without a legal-log entry.
    const saleCorrelationId = newCorrelationId();
    const sale = await read('cadastre', getSale, {
      params: { id: '44021A0041-00A000-P0000-03-V' },
      correlationId: saleCorrelationId,
    });
    expect(sale).toMatchObject({
      datum: '2013-10-15',
      prijs: 139_500,
      kantoor: { code: '91' },
      fiche60: {
        jaar: 2013,
        kantoorNummer: '91',
        volgNummer: 79_900,
        typeFiche: 'A',
        goedNummer: 2,
      },
    });
    expect(await logged(saleCorrelationId)).toEqual([]);
  });

  it('document service: a featured shipment whole, logged under its recipient', async () => {
    const ids = featuredShipmentIds;
    const correlationId = newCorrelationId();
    const shipment = await read('documents', getShipment, {
      params: { id: ids.pairPaper },
      correlationId,
    });
    expect(shipment).toMatchObject({
      id: ids.pairPaper,
      kanaal: 'paper',
      gekoppeldId: ids.pairEbox,
      uwReferentie: 'RIV-DEMO-PAIR',
      ontvanger: { insz: rita },
    });
    expect(shipment.historiek.map((event) => event.status)).toEqual([
      'created',
      'printed',
      'handedOver',
      'delivered',
    ]);
    expect(
      (await logged(correlationId)).map((entry) => [
        entry.operation,
        entry.subject_kind,
        entry.subject,
      ]),
    ).toEqual([[getShipment.id, 'Insz', rita]]);
  });

  it('public download: the demonstration link answers its PDF, counted', async () => {
    const { guid, token } = demoDownload.valid;
    const downloads = async () =>
      (
        await backend.db
          .selectFrom('document_download_links')
          .select('downloads')
          .where('id', '=', guid)
          .executeTakeFirstOrThrow()
      ).downloads;
    const before = await downloads();
    const page = await fetch(`${backend.url}${downloadNonceUrl(guid)}`, { method: 'POST' });
    expect(page.status).toBe(200);
    const nonce = downloadNonceSchema.parse(await page.json());
    // The way without JavaScript: the sum of the question.
    const [a, b] = nonce.question.terms;
    const response = await fetch(`${backend.url}${downloadFileUrl(guid, token)}`, {
      headers: {
        [downloadHeaders.nonce]: nonce.nonce,
        [downloadHeaders.captcha]: captchaResponse(nonce.question.challenge, a + b),
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(demoDownload.attachmentName);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(await downloads()).toBe(before + 1);
  });
});

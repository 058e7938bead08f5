// The document service's shipment calls over HTTP against the seeded synthetic shipments, on a fake
// clock that drives the status machine: the search (the organisation's shipments only, each filter,
// paging and sorting), one shipment (another organisation's is not found), the status machine on
// every path of every channel, the track-and-trace window's edges, the proof of posting, the status
// the postal service cannot tell, the attachments, and the legal-log entries of consultations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentErrorCodes,
  shipmentSchema,
  shipmentSummarySchema,
  type Shipment,
} from '@contracts/document';
import { errorResponseSchema, pageSchema } from '@contracts/http';
import { featuredEboxRecipients, featuredShipmentIds } from '../../backend/document/featured';
import type { PostalClock } from '../../backend/document/schedule';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import {
  callerWithRole,
  callHeaders,
  newCorrelationId,
  type RoleCaller,
} from '../support/demo-callers';
import { demoDataSection, displayedInsz } from '../support/demo-data-doc';
import { isPdf, pdfText } from '../support/pdf-text';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const hour = 3_600_000;
const day = 24 * hour;
const base = '/sss/api/backend/document';
const ids = featuredShipmentIds;
const page = pageSchema(shipmentSummarySchema);

describe('the document service shipment calls', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  let dirk: RoleCaller;
  let other: RoleCaller;
  const seededAt = new Date('2026-06-15T10:00:00.000Z');
  let now = seededAt;
  const clock: PostalClock = { now: () => now, schedule: 'realistic' };

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('pglite', issuer, { documents: true, postal: clock });
    dirk = await callerWithRole(backend.url, issuer, 'dirk.maes', 'Documentendienst');
    // The demo account's Documentendienst role is of another organisation (Digitaal Beheer).
    other = await callerWithRole(backend.url, issuer, 'demo', 'Documentendienst');
  }, 240_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    caller: RoleCaller,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    correlationId = newCorrelationId(),
  ) {
    return fetch(`${backend.url}${base}${path}`, {
      method,
      headers: { ...callHeaders(caller, { correlationId }), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function search(body: Record<string, unknown>, caller = dirk) {
    const response = await call(caller, 'POST', '/zoek', body);
    expect(response.status).toBe(200);
    return page.parse(await response.json());
  }

  async function shipment(id: string, caller = dirk): Promise<Shipment> {
    const response = await call(caller, 'GET', `/${id}`);
    expect(response.status).toBe(200);
    return shipmentSchema.parse(await response.json());
  }

  async function errorOf(response: Response) {
    return errorResponseSchema.parse(await response.json());
  }

  describe('searching', () => {
    it("finds the organisation's shipments only", async () => {
      const mine = await search({ uwReferentie: 'RIV-DEMO', take: 100 });
      expect(mine.totaal).toBe(Object.keys(ids).length);
      const theirs = await search({ uwReferentie: 'RIV-DEMO', take: 100 }, other);
      expect(theirs.totaal).toBe(0);
      expect((await search({ take: 1 }, other)).totaal).toBeGreaterThan(0);
    });

    it('filters by reference, channel and status', async () => {
      const pair = await search({ uwReferentie: 'riv-demo-pair' });
      expect(pair.resultaten.map((row) => row.id).sort()).toEqual(
        [ids.pairPaper, ids.pairEbox].sort(),
      );
      const emails = await search({ uwReferentie: 'RIV-DEMO', kanaal: 'email', take: 100 });
      expect(emails.resultaten.map((row) => row.id).sort()).toEqual(
        [ids.emailSent, ids.emailDelivered, ids.emailBounced].sort(),
      );
      const returned = await search({ status: 'returned', take: 100 });
      expect(returned.resultaten.map((row) => row.id)).toContain(ids.returned);
      expect(returned.resultaten.every((row) => row.status === 'returned')).toBe(true);
    });

    it('filters by recipient: national number, enterprise number, e-mail address, name', async () => {
      const insz = featuredEboxRecipients.citizenWithEbox.insz;
      const byInsz = await search({ ontvanger: insz, take: 100 });
      expect(byInsz.resultaten.map((row) => row.id)).toEqual(
        expect.arrayContaining([ids.pairPaper, ids.pairEbox]),
      );
      expect(byInsz.resultaten.every((row) => row.ontvanger.insz === insz)).toBe(true);
      // The display form finds the same.
      const displayed = await search({ ontvanger: '60.11.18-422.84', take: 100 });
      expect(displayed.totaal).toBe(byInsz.totaal);
      const kbo = featuredEboxRecipients.enterpriseWithEbox.kbo;
      const byKbo = await search({ ontvanger: kbo, take: 100 });
      expect(byKbo.resultaten.map((row) => row.id)).toContain(ids.eboxDelivered);
      expect(byKbo.resultaten.every((row) => row.ontvanger.kbo === kbo)).toBe(true);
      const sent = await shipment(ids.emailSent);
      const byEmail = await search({ ontvanger: sent.ontvanger.email?.toUpperCase(), take: 100 });
      expect(byEmail.resultaten.map((row) => row.id)).toContain(ids.emailSent);
      const byName = await search({ ontvanger: 'VAN DYCK', take: 100 });
      expect(byName.resultaten.map((row) => row.id)).toContain(ids.printed);
      expect(byName.resultaten.every((row) => /van dyck/i.test(row.ontvanger.naam))).toBe(true);
    });

    it('filters by the period of creation', async () => {
      const today = seededAt.toISOString().slice(0, 10);
      const recent = await search({ van: today, tot: today, uwReferentie: 'RIV-DEMO', take: 100 });
      expect(recent.resultaten.map((row) => row.id)).toEqual(
        expect.arrayContaining([ids.created, ids.printed, ids.handedOver, ids.emailSent]),
      );
      expect(recent.resultaten.map((row) => row.id)).not.toContain(ids.pairPaper);
      const wrong = await call(dirk, 'POST', '/zoek', { van: today, tot: '2026-01-01' });
      expect(wrong.status).toBe(400);
      expect((await errorOf(wrong)).errors[0]?.code).toBe('tot');
    });

    it('pages and sorts in the backend with a unique tie-breaker', async () => {
      const all = await search({ take: 100 });
      expect(all.totaal).toBeGreaterThan(30);
      const first = await search({ take: 10, skip: 0 });
      const second = await search({ take: 10, skip: 10 });
      expect([...first.resultaten, ...second.resultaten].map((row) => row.id)).toEqual(
        all.resultaten.slice(0, 20).map((row) => row.id),
      );
      const created = all.resultaten.map((row) => row.aangemaaktOp);
      expect([...created].sort().reverse()).toEqual(created);
      const bySubject = await search({ take: 100, orderBy: 'onderwerp', order: 'Asc' });
      const subjects = bySubject.resultaten.map((row) => row.onderwerp);
      expect([...subjects].sort()).toEqual(subjects);
    });

    it('logs the persons and enterprises on the page it answers', async () => {
      const correlationId = newCorrelationId();
      const insz = featuredEboxRecipients.citizenWithEbox.insz;
      const response = await call(dirk, 'POST', '/zoek', { ontvanger: insz }, correlationId);
      expect(response.status).toBe(200);
      const entries = await backend.db
        .selectFrom('legal_log')
        .selectAll()
        .where('correlation_id', '=', correlationId)
        .execute();
      expect(entries.map((entry) => [entry.operation, entry.subject_kind, entry.subject])).toEqual([
        ['zoekVerzending', 'Insz', insz],
      ]);
    });
  });

  describe('one shipment', () => {
    it('answers a shipment whole and logs the consultation', async () => {
      const correlationId = newCorrelationId();
      const response = await call(dirk, 'GET', `/${ids.pairPaper}`, undefined, correlationId);
      expect(response.status).toBe(200);
      const pair = shipmentSchema.parse(await response.json());
      expect(pair.gekoppeldId).toBe(ids.pairEbox);
      expect(pair.kanaal).toBe('paper');
      expect(pair.ontvanger.adres?.postcode).toMatch(/^\d{4}$/);
      expect(pair.bijlagen).toHaveLength(1);
      expect(pair.historiek.map((event) => event.status)).toEqual([
        'created',
        'printed',
        'handedOver',
        'delivered',
      ]);
      const entries = await backend.db
        .selectFrom('legal_log')
        .selectAll()
        .where('correlation_id', '=', correlationId)
        .execute();
      expect(entries.map((entry) => [entry.operation, entry.subject])).toEqual([
        ['geefVerzending', featuredEboxRecipients.citizenWithEbox.insz],
      ]);
      const returned = await shipment(ids.returned);
      expect(returned.herverzendingen).toEqual([ids.resend]);
      expect((await shipment(ids.resend)).herverzendingVan).toBe(ids.returned);
    });

    it('logs a download of an attachment name the shipment does not have as not found', async () => {
      const logged = async (path: string) => {
        const correlationId = newCorrelationId();
        const response = await call(dirk, 'GET', path, undefined, correlationId);
        const entries = await backend.db
          .selectFrom('legal_log')
          .select(['operation', 'outcome'])
          .where('correlation_id', '=', correlationId)
          .execute();
        return { status: response.status, entries };
      };
      const pair = await shipment(ids.pairPaper);
      const name = pair.bijlagen[0]?.naam ?? '';
      const path = (attachment: string) =>
        `/${ids.pairPaper}/downloadAttachment?attachmentName=${encodeURIComponent(attachment)}`;
      expect(await logged(path(name))).toEqual({
        status: 200,
        entries: [{ operation: 'downloadBijlage', outcome: 'gevonden' }],
      });
      expect(await logged(path('bestaat-niet.pdf'))).toEqual({
        status: 404,
        entries: [{ operation: 'downloadBijlage', outcome: 'niet gevonden' }],
      });
    });

    it("does not find another organisation's shipment or an unknown id", async () => {
      for (const [caller, id] of [
        [other, ids.pairPaper],
        [dirk, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const response = await call(caller, 'GET', `/${id}`);
        expect(response.status).toBe(404);
        expect((await errorOf(response)).errors[0]?.code).toBe(documentErrorCodes.shipmentNotFound);
        for (const path of [`/${id}/attest`, `/${id}/downloadAttachment?attachmentName=a.pdf`]) {
          expect((await call(caller, 'GET', path)).status).toBe(404);
        }
        expect((await call(caller, 'POST', `/${id}/status`)).status).toBe(404);
      }
    });

    it('downloads an attachment by its name', async () => {
      const letter = await shipment(ids.printed);
      const name = letter.bijlagen[0]?.naam ?? '';
      const response = await call(
        dirk,
        'GET',
        `/${ids.printed}/downloadAttachment?attachmentName=${encodeURIComponent(name)}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(isPdf(bytes)).toBe(true);
      expect(await pdfText(bytes)).toContain('Beslissing');
      const missing = await call(
        dirk,
        'GET',
        `/${ids.printed}/downloadAttachment?attachmentName=other.pdf`,
      );
      expect(missing.status).toBe(404);
    });

    it('answers the proof of posting of a letter handed over only, the same bytes each time', async () => {
      const refused = await call(dirk, 'GET', `/${ids.printed}/attest`);
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).errors[0]?.code).toBe(documentErrorCodes.proofNotAvailable);
      const ebox = await call(dirk, 'GET', `/${ids.eboxRead}/attest`);
      expect(ebox.status).toBe(409);
      expect((await shipment(ids.printed)).attestBeschikbaar).toBe(false);
      expect((await shipment(ids.trackAndTraceVisible)).attestBeschikbaar).toBe(true);
      const first = new Uint8Array(
        await (await call(dirk, 'GET', `/${ids.trackAndTraceVisible}/attest`)).arrayBuffer(),
      );
      const second = new Uint8Array(
        await (await call(dirk, 'GET', `/${ids.trackAndTraceVisible}/attest`)).arrayBuffer(),
      );
      expect(isPdf(first)).toBe(true);
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
      const text = await pdfText(first);
      expect(text).toContain('Bewijs van afgifte');
      expect(text).toContain(ids.trackAndTraceVisible);
    });

    it('answers the latest status, or 503 when the postal service cannot tell it', async () => {
      const unavailable = await call(dirk, 'POST', `/${ids.statusUnavailable}/status`);
      expect(unavailable.status).toBe(503);
      expect((await errorOf(unavailable)).errors[0]?.code).toBe(
        documentErrorCodes.statusUnavailable,
      );
      const response = await call(dirk, 'POST', `/${ids.eboxRead}/status`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { status: string; historiek: { status: string }[] };
      expect(answer.status).toBe('read');
      expect(answer.historiek.map((event) => event.status)).toEqual([
        'created',
        'delivered',
        'read',
      ]);
    });
  });

  describe('docs/demo-data.md', () => {
    const section = demoDataSection('Demo data: document service');

    it('lists every featured shipment with its reference', async () => {
      for (const id of Object.values(ids)) {
        const found = await shipment(id);
        const line = section.split('\n').find((row) => row.startsWith(`| ${id} `));
        expect(line, id).toContain(`| ${found.uwReferentie ?? ''} `);
      }
    });

    it('lists the citizens and enterprises with and without an active eBox as they are', async () => {
      const active = await backend.db
        .selectFrom('ebox_activations')
        .select(['ebox_type', 'number'])
        .execute();
      const has = new Set(active.map((row) => `${row.ebox_type}:${row.number}`));
      for (const recipient of Object.values(featuredEboxRecipients)) {
        const number =
          'insz' in recipient
            ? displayedInsz(recipient.insz)
            : recipient.kbo.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1.$2.$3');
        const key =
          'insz' in recipient ? `burger:${recipient.insz}` : `onderneming:${recipient.kbo}`;
        const line = section.split('\n').find((row) => row.startsWith(`| ${number} `));
        expect(line, number).toContain(recipient.name);
        expect(line, number).toMatch(has.has(key) ? /\| active +\|$/ : /\| not active \|$/);
      }
    });
  });

  describe('the status machine', () => {
    it('shows each featured shipment in its status at the seed moment', async () => {
      const expected: [string, string][] = [
        [ids.created, 'created'],
        [ids.printed, 'printed'],
        [ids.handedOver, 'handedOver'],
        [ids.trackAndTraceVisible, 'delivered'],
        [ids.returned, 'returned'],
        [ids.eboxDelivered, 'delivered'],
        [ids.eboxRead, 'read'],
        [ids.emailSent, 'sent'],
        [ids.emailBounced, 'bounced'],
      ];
      for (const [id, status] of expected)
        expect([id, (await shipment(id)).status]).toEqual([id, status]);
      // Handed over a day ago: the track and trace is shown; three days ago: it is gone.
      expect((await shipment(ids.trackAndTraceVisible)).trackAndTrace?.code).toMatch(/^CD\d{9}BE$/);
      expect((await shipment(ids.trackAndTraceGone)).trackAndTrace).toBeNull();
      expect((await shipment(ids.trackAndTraceGone)).attestBeschikbaar).toBe(true);
    });

    it('moves a letter through its statuses at their due times, with the track and trace window', async () => {
      const sent = await shipment(ids.created);
      expect(sent.historiek).toEqual([{ status: 'created', op: seededAt.toISOString() }]);
      expect(sent.trackAndTrace).toBeNull();
      // Long after every step is due: each event carries its own due time, not now.
      now = new Date(seededAt.getTime() + 6 * hour + 1);
      const handed = await shipment(ids.created);
      expect(handed.historiek).toEqual([
        { status: 'created', op: seededAt.toISOString() },
        { status: 'printed', op: new Date(seededAt.getTime() + 2 * hour).toISOString() },
        { status: 'handedOver', op: new Date(seededAt.getTime() + 6 * hour).toISOString() },
      ]);
      expect(handed.trackAndTrace?.code).toMatch(/^CD\d{9}BE$/);
      expect(handed.trackAndTrace?.url).toBe(
        `https://track.bpost.cloud/btr/web/#/search?itemCode=${handed.trackAndTrace?.code}&lang=nl`,
      );
      const handedOverAt = seededAt.getTime() + 6 * hour;
      now = new Date(handedOverAt + 2 * day);
      const lastMoment = await shipment(ids.created);
      expect(lastMoment.status).toBe('delivered');
      expect(lastMoment.trackAndTrace).not.toBeNull();
      now = new Date(handedOverAt + 2 * day + 1);
      expect((await shipment(ids.created)).trackAndTrace).toBeNull();
    });

    it('ends every channel the way its fate says', async () => {
      now = new Date(seededAt.getTime() + 10 * day);
      const paths: [string, string[]][] = [
        [ids.returned, ['created', 'printed', 'handedOver', 'returned']],
        [ids.pairPaper, ['created', 'printed', 'handedOver', 'delivered']],
        [ids.eboxDelivered, ['created', 'delivered']],
        [ids.eboxRead, ['created', 'delivered', 'read']],
        [ids.emailSent, ['created', 'sent', 'delivered']],
        [ids.emailBounced, ['created', 'sent', 'bounced']],
      ];
      for (const [id, statuses] of paths) {
        const found = await shipment(id);
        expect([id, found.historiek.map((event) => event.status)]).toEqual([id, statuses]);
      }
      // Nothing is due any more and nothing moves twice.
      const finals = await backend.db
        .selectFrom('document_shipments')
        .select('id')
        .where('next_step_at', '<=', now)
        .execute();
      expect(finals).toEqual([]);
    });
  });
});

// The document service's sending calls over HTTP against the small population: a letter on paper,
// on paper and to the eBox, routed by the service both ways, an eBox message, an e-mail; the
// attachments refused by their content, count, names and size before anything is stored; the
// recipient refusals (inactive eBox, unknown number), the eBox permissions, a resend of another
// organisation's shipment and one the role may not make; the Idempotency-Key; the legal log; the
// sender profiles, the eBox check, the recipient lists and the first-page preview; the
// hostile-PDF corpus on every channel, and the clean copies that are stored instead.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentErrorCodes, senderProfileSchema } from '@contracts/document';
import {
  downloadRecipients,
  eboxActive,
  getSenderProfiles,
  listedRecipientSchema,
  previewAttachment,
  recipientAddress,
  registerLookupQuota,
  sendAutomatic,
  sendEbox,
  sendEmail,
  sendLetter,
  sendPaperAndEbox,
  sendResponse,
  uploadRecipients,
} from '@contracts/document-send';
import { errorResponseSchema, headers, metadataPart, type CallContract } from '@contracts/http';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { callerWithRole, callHeaders, type RoleCaller } from '../support/demo-callers';
import { hostilePdfCorpus, uncleanParts } from '../support/pdf-corpus';
import { action, alteredPdf, textPdf } from '../support/pdf-samples';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

interface File {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

describe('the document service’s sending calls', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  let dirk: RoleCaller;
  let frontDesk: RoleCaller;
  let pdf: Uint8Array;
  /** A living adult with an active eBox, one without, an enterprise with one and one without. */
  let withEbox: { insz: string; name: string };
  let withoutEbox: string;
  let enterpriseWithEbox: string;
  let enterpriseWithoutEbox: string;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('postgresql', issuer, { documents: true });
    dirk = await callerWithRole(backend.url, issuer, 'dirk.maes', 'Documentendienst');
    frontDesk = await callerWithRole(backend.url, issuer, 'demo', 'Documenten raadplegen');
    pdf = await textPdf(2);
    const active = await backend.db
      .selectFrom('ebox_activations')
      .innerJoin('persons', 'persons.insz', 'ebox_activations.number')
      .select(['persons.insz', 'persons.first_names', 'persons.last_name'])
      .where('ebox_type', '=', 'burger')
      .orderBy('persons.insz')
      .executeTakeFirstOrThrow();
    withEbox = {
      insz: active.insz,
      name: [...(active.first_names as string[]), active.last_name].join(' '),
    };
    const inactive = await backend.db
      .selectFrom('persons')
      .select('insz')
      .where('death_date', 'is', null)
      .where('birth_date', '<', '2000-01-01')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('ebox_activations')
              .select('number')
              .whereRef('ebox_activations.number', '=', 'persons.insz'),
          ),
        ),
      )
      .orderBy('insz')
      .executeTakeFirstOrThrow();
    withoutEbox = inactive.insz;
    const enterprises = await backend.db
      .selectFrom('enterprises')
      .leftJoin('ebox_activations', 'ebox_activations.number', 'enterprises.enterprise_number')
      .select(['enterprise_number', 'ebox_activations.number'])
      .orderBy('enterprise_number')
      .execute();
    enterpriseWithEbox = enterprises.find((one) => one.number !== null)!.enterprise_number;
    enterpriseWithoutEbox = enterprises.find((one) => one.number === null)!.enterprise_number;
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  function call(
    contract: CallContract,
    {
      body,
      files,
      params = {},
      query,
      caller = dirk,
      key,
      correlationId = randomUUID(),
      language = 'nl',
    }: {
      body?: unknown;
      files?: readonly File[];
      params?: Record<string, string>;
      query?: Record<string, string>;
      caller?: RoleCaller;
      key?: string;
      correlationId?: string;
      language?: 'nl' | 'en';
    } = {},
  ) {
    const path =
      contract.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '') +
      (query ? `?${new URLSearchParams(query).toString()}` : '');
    const base = {
      ...callHeaders(caller, { correlationId, language }),
      ...(key === undefined ? {} : { [headers.idempotencyKey]: key }),
    };
    if (contract.files) {
      const form = new FormData();
      form.append(metadataPart, JSON.stringify(body ?? {}));
      for (const file of files ?? [])
        form.append(
          contract.files.field,
          new Blob([file.bytes as Uint8Array<ArrayBuffer>], {
            type: file.type ?? 'application/pdf',
          }),
          file.name,
        );
      return fetch(`${backend.url}${path}`, { method: contract.method, headers: base, body: form });
    }
    return fetch(`${backend.url}${path}`, {
      method: contract.method,
      headers: {
        ...base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  const address = {
    naam: 'Peeters',
    voornaam: 'An',
    land: 'BE',
    postcode: '2000',
    gemeente: 'Antwerpen',
    straat: 'Meir',
    nummer: '10',
  };

  function letter(recipient: { insz?: string; kbo?: string } = {}, extra: object = {}) {
    return {
      afzender: 'rivierstad-documenten',
      onderwerp: 'Uw aanvraag',
      uwReferentie: 'DOSSIER-1',
      ontvanger: { ...recipient, adres: address },
      opties: { aangetekend: true, ontvangstbewijs: true },
      ...extra,
    };
  }

  async function sent(response: Response) {
    expect(response.status, await response.clone().text()).toBe(200);
    return sendResponse.parse(await response.json());
  }

  async function shipment(id: string) {
    return backend.db
      .selectFrom('document_shipments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function shipmentCount() {
    const { count } = await backend.db
      .selectFrom('document_shipments')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async function logOf(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .where('correlation_id', '=', correlationId)
      .selectAll()
      .execute();
  }

  async function refused(response: Response, status: number) {
    expect(response.status).toBe(status);
    return errorResponseSchema.parse(await response.json());
  }

  it('sends a letter on paper to a free address, with its attachment, options and reference', async () => {
    const correlationId = randomUUID();
    const answer = await sent(
      await call(sendLetter, {
        body: letter(
          {},
          {
            betaling: {
              rekeningnummer: 'BE68539007547034',
              gestructureerdeMededeling: '010806817183',
            },
          },
        ),
        files: [{ name: 'brief.pdf', bytes: pdf }],
        correlationId,
      }),
    );
    expect(answer.verzendwijze).toBe('paper');
    expect(answer.berichtIds).toHaveLength(1);
    const row = await shipment(answer.berichtIds[0]!);
    expect(row).toMatchObject({
      channel: 'paper',
      requested_delivery: 'paper',
      organisation_code: expect.any(String),
      recipient_name: 'An Peeters',
      reference: 'DOSSIER-1',
      status: 'created',
      status_unavailable: false,
      sender_profile_id: 'rivierstad-documenten',
    });
    expect(row.options).toMatchObject({ aangetekend: true, ontvangstbewijs: true });
    const attachments = await backend.db
      .selectFrom('document_attachments')
      .innerJoin('document_files', 'document_files.sha256', 'document_attachments.file_sha256')
      .select(['name', 'pages'])
      .where('shipment_id', '=', row.id)
      .execute();
    expect(attachments).toEqual([{ name: 'brief.pdf', pages: 2 }]);
    // Nobody named by number: no consultation.
    expect(await logOf(correlationId)).toHaveLength(0);
  });

  it('names the person from the register and writes the legal log for a letter by national number', async () => {
    const correlationId = randomUUID();
    const answer = await sent(
      await call(sendLetter, {
        body: letter({ insz: withEbox.insz }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
        correlationId,
      }),
    );
    const row = await shipment(answer.berichtIds[0]!);
    expect(row.recipient_name).toBe(withEbox.name);
    expect(row.recipient_insz).toBe(withEbox.insz);
    const entries = await logOf(correlationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: 'verstuurBrief',
      subject: withEbox.insz,
      reference: 'DOSSIER-1',
      outcome: 'verstuurd',
    });
  });

  it('sends a letter on paper and to the eBox as a pair', async () => {
    const answer = await sent(
      await call(sendPaperAndEbox, {
        body: letter({ insz: withEbox.insz }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
      }),
    );
    expect(answer.berichtIds).toHaveLength(2);
    const [paper, ebox] = await Promise.all(answer.berichtIds.map((id) => shipment(id)));
    expect(paper).toMatchObject({ channel: 'paper', pair_id: ebox!.id });
    expect(ebox).toMatchObject({ channel: 'ebox', pair_id: paper!.id, ebox_type: 'burger' });
  });

  it('refuses paper and eBox when the recipient’s eBox is not active, and stores nothing', async () => {
    const before = await shipmentCount();
    const error = await refused(
      await call(sendPaperAndEbox, {
        body: letter({ insz: withoutEbox }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
      }),
      409,
    );
    expect(error.errors[0]?.code).toBe(documentErrorCodes.eboxInactive);
    expect(await shipmentCount()).toBe(before);
  });

  it('routes an automatic letter to the eBox when it is active, else on paper', async () => {
    const toEbox = await sent(
      await call(sendAutomatic, {
        body: letter({ insz: withEbox.insz }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
      }),
    );
    expect(toEbox.verzendwijze).toBe('ebox');
    expect(await shipment(toEbox.berichtIds[0]!)).toMatchObject({
      channel: 'ebox',
      requested_delivery: 'automatic',
    });
    const onPaper = await sent(
      await call(sendAutomatic, {
        body: letter({ insz: withoutEbox }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
      }),
    );
    expect(onPaper.verzendwijze).toBe('paper');
    const enterprise = await sent(
      await call(sendAutomatic, {
        body: letter({ kbo: enterpriseWithEbox }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
      }),
    );
    expect(enterprise.verzendwijze).toBe('ebox');
  });

  it('sends an eBox message to a citizen and to an enterprise', async () => {
    const correlationId = randomUUID();
    const citizen = await sent(
      await call(sendEbox, {
        body: {
          afzender: 'rivierstad-documenten',
          onderwerp: 'Bericht',
          bericht: 'Uw aanvraag is goedgekeurd.',
          ontvanger: { eboxType: 'burger', nummer: withEbox.insz },
        },
        files: [{ name: 'besluit.pdf', bytes: pdf }],
        correlationId,
      }),
    );
    expect(citizen.verzendwijze).toBe('ebox');
    expect(await shipment(citizen.berichtIds[0]!)).toMatchObject({
      message: 'Uw aanvraag is goedgekeurd.',
      recipient_name: withEbox.name,
    });
    expect(await logOf(correlationId)).toHaveLength(1);
    await sent(
      await call(sendEbox, {
        body: {
          afzender: 'rivierstad-documenten',
          onderwerp: 'Bericht',
          bericht: 'Tekst',
          ontvanger: { eboxType: 'onderneming', nummer: enterpriseWithEbox },
        },
      }),
    );
  });

  it('refuses an eBox message to an inactive eBox, an unknown number, and without the permission', async () => {
    const body = (nummer: string, eboxType = 'burger') => ({
      afzender: 'rivierstad-documenten',
      onderwerp: 'Bericht',
      bericht: 'Tekst',
      ontvanger: { eboxType, nummer },
    });
    const inactive = await refused(await call(sendEbox, { body: body(withoutEbox) }), 409);
    expect(inactive.errors[0]?.code).toBe(documentErrorCodes.eboxInactive);
    const correlationId = randomUUID();
    const unknown = await refused(
      await call(sendEbox, { body: body('85073003328'), correlationId }),
      404,
    );
    expect(unknown.errors[0]?.code).toBe(documentErrorCodes.recipientUnknown);
    expect((await logOf(correlationId))[0]?.outcome).toBe('niet gevonden');
    await refused(
      await call(sendEbox, {
        body: body(enterpriseWithEbox, 'onderneming'),
        caller: frontDesk,
      }),
      403,
    );
    // A letter needs the letter permission the front desk has not.
    await refused(await call(sendLetter, { body: letter(), caller: frontDesk }), 403);
  });

  it('sends an e-mail, registered or regular', async () => {
    const answer = await sent(
      await call(sendEmail, {
        body: {
          afzender: 'rivierstad-documenten',
          onderwerp: 'Uw afspraak',
          bericht: 'Tot dan.',
          emailType: 'registered',
          ontvanger: { email: 'an.peeters@example.org', naam: 'An Peeters' },
        },
        files: [{ name: 'bevestiging.pdf', bytes: pdf }],
      }),
    );
    expect(answer.verzendwijze).toBe('email');
    expect(await shipment(answer.berichtIds[0]!)).toMatchObject({
      channel: 'email',
      email_type: 'registered',
      recipient_email: 'an.peeters@example.org',
    });
    // The e-mail carries a download link per attachment: its token is kept only as an HMAC.
    const links = await backend.db
      .selectFrom('document_download_links')
      .selectAll()
      .where('shipment_id', '=', answer.berichtIds[0]!)
      .execute();
    expect(links.map((link) => [link.attachment_name, link.downloads])).toEqual([
      ['bevestiging.pdf', 0],
    ]);
    expect(links[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same shipment for a repeated Idempotency-Key, and stores it once', async () => {
    const key = randomUUID();
    const first = await sent(
      await call(sendPaperAndEbox, {
        body: letter({ insz: withEbox.insz }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
        key,
      }),
    );
    const before = await shipmentCount();
    const again = await sent(
      await call(sendPaperAndEbox, {
        body: letter({ insz: withEbox.insz }),
        files: [{ name: 'brief.pdf', bytes: pdf }],
        key,
      }),
    );
    expect(again).toEqual(first);
    expect(await shipmentCount()).toBe(before);
  });

  it('resends a shipment of the organisation with the original’s attachments, and refuses others', async () => {
    const original = await sent(
      await call(sendLetter, {
        body: letter({ insz: withEbox.insz }),
        files: [{ name: 'origineel.pdf', bytes: pdf }],
      }),
    );
    const id = original.berichtIds[0]!;
    const resent = await sent(
      await call(sendLetter, {
        body: letter(
          { insz: withEbox.insz },
          { herverzendingVan: id, bijlagenVanOrigineel: ['origineel.pdf'] },
        ),
      }),
    );
    const row = await shipment(resent.berichtIds[0]!);
    expect(row.resent_from).toBe(id);
    const names = await backend.db
      .selectFrom('document_attachments')
      .select('name')
      .where('shipment_id', '=', row.id)
      .execute();
    expect(names).toEqual([{ name: 'origineel.pdf' }]);
    // An attachment the original has not.
    await refused(
      await call(sendLetter, {
        body: letter({}, { herverzendingVan: id, bijlagenVanOrigineel: ['ander.pdf'] }),
      }),
      400,
    );
    // A shipment nobody sent.
    const unknown = await refused(
      await call(sendLetter, { body: letter({}, { herverzendingVan: randomUUID() }) }),
      404,
    );
    expect(unknown.errors[0]?.code).toBe(documentErrorCodes.shipmentNotFound);
    // Another organisation's shipment is not found for the caller.
    await backend.db
      .updateTable('document_shipments')
      .set({ organisation_code: 'OVO999999' })
      .where('id', '=', row.id)
      .execute();
    await refused(await call(sendLetter, { body: letter({}, { herverzendingVan: row.id }) }), 404);
    // The front desk may send to a citizen's eBox but may not resend a letter.
    const ebox = await sent(
      await call(sendEbox, {
        body: {
          afzender: 'rivierstad-documenten',
          onderwerp: 'Bericht',
          bericht: 'Tekst',
          ontvanger: { eboxType: 'burger', nummer: withEbox.insz },
        },
        caller: frontDesk,
      }),
    );
    const resendByFrontDesk = await refused(
      await call(sendEbox, {
        body: {
          afzender: 'rivierstad-documenten',
          onderwerp: 'Bericht',
          bericht: 'Tekst',
          ontvanger: { eboxType: 'burger', nummer: withEbox.insz },
          herverzendingVan: id,
        },
        caller: frontDesk,
      }),
      403,
    );
    expect(resendByFrontDesk.errors[0]?.code).toBe(documentErrorCodes.resendRefused);
    expect(ebox.verzendwijze).toBe('ebox');
  });

  it('refuses a sender profile of another organisation', async () => {
    const error = await refused(
      await call(sendLetter, { body: letter({}, { afzender: 'zonnedorp-burgerzaken' }) }),
      400,
    );
    expect(error.errors[0]?.code).toBe('afzender');
  });

  it('gives the organisation’s sender profiles', async () => {
    const response = await call(getSenderProfiles);
    expect(response.status).toBe(200);
    const profiles = senderProfileSchema.array().parse(await response.json());
    expect(profiles.map((profile) => profile.id).sort()).toEqual([
      'rivierstad-belastingen',
      'rivierstad-documenten',
    ]);
  });

  it('tells whether an eBox is active, with the name, and 404 for an unknown number', async () => {
    const correlationId = randomUUID();
    const active = await call(eboxActive, {
      params: { eboxType: 'burger', nummer: withEbox.insz },
      query: { uwReferentie: 'EBOX-CHECK' },
      correlationId,
    });
    expect(await active.json()).toMatchObject({ actief: true, naam: withEbox.name });
    expect((await logOf(correlationId))[0]?.outcome).toBe('actief');
    const inactive = await call(eboxActive, {
      params: { eboxType: 'burger', nummer: withoutEbox },
      query: { uwReferentie: 'EBOX-CHECK' },
    });
    expect(await inactive.json()).toMatchObject({ actief: false, sinds: null });
    await refused(
      await call(eboxActive, {
        params: { eboxType: 'burger', nummer: '85073003328' },
        query: { uwReferentie: 'EBOX-CHECK' },
      }),
      404,
    );
    // The front desk writes to citizens only: an enterprise's eBox, and its name, are not its
    // business.
    await refused(
      await call(eboxActive, {
        params: { eboxType: 'onderneming', nummer: '0424871480' },
        query: { uwReferentie: 'EBOX-CHECK' },
        caller: frontDesk,
      }),
      403,
    );
    expect(
      (
        await call(eboxActive, {
          params: { eboxType: 'burger', nummer: withEbox.insz },
          query: { uwReferentie: 'EBOX-CHECK' },
          caller: frontDesk,
        })
      ).status,
    ).toBe(200);
  });

  it('gives a recipient’s name and address by national or enterprise number, logged under the reference', async () => {
    const correlationId = randomUUID();
    const query = { uwReferentie: 'BRIEF-2026-17' };
    const person = await call(recipientAddress, {
      params: { eboxType: 'burger', nummer: withEbox.insz },
      query,
      correlationId,
    });
    expect(person.status).toBe(200);
    expect(await person.json()).toMatchObject({ naam: withEbox.name });
    expect(
      (await logOf(correlationId)).map(({ operation, reference }) => [operation, reference]),
    ).toEqual([['geefOntvangerAdres', 'BRIEF-2026-17']]);
    const enterprise = (await (
      await call(recipientAddress, {
        params: { eboxType: 'onderneming', nummer: enterpriseWithEbox },
        query,
      })
    ).json()) as { adres: { straat: string } };
    expect(enterprise.adres.straat).not.toBe('');
    await refused(
      await call(recipientAddress, {
        params: { eboxType: 'burger', nummer: '85073003328' },
        query,
      }),
      404,
    );
    await refused(
      await call(recipientAddress, {
        params: { eboxType: 'burger', nummer: withEbox.insz },
        query,
        caller: frontDesk,
      }),
      403,
    );
    // Without a reference nothing is looked up, nor logged.
    const unreferenced = randomUUID();
    await refused(
      await call(recipientAddress, {
        params: { eboxType: 'burger', nummer: withEbox.insz },
        correlationId: unreferenced,
      }),
      400,
    );
    expect(await logOf(unreferenced)).toEqual([]);
  });

  it('refuses a user’s register lookups past the hourly quota, counted in the legal log', async () => {
    const lookUp = (correlationId = randomUUID()) =>
      call(recipientAddress, {
        params: { eboxType: 'burger', nummer: withEbox.insz },
        query: { uwReferentie: 'QUOTA' },
        correlationId,
      });
    const first = randomUUID();
    expect((await lookUp(first)).status).toBe(200);
    const [entry] = await logOf(first);
    const made = await backend.db
      .selectFrom('legal_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_subject', '=', entry?.user_subject ?? '')
      .where('operation', 'in', [recipientAddress.id, eboxActive.id])
      .executeTakeFirstOrThrow();
    for (let index = Number(made.count); index < registerLookupQuota.perHour; index += 1) {
      expect((await lookUp()).status).toBe(200);
    }
    const refusedId = randomUUID();
    const refusedLookup = await lookUp(refusedId);
    expect(refusedLookup.status).toBe(429);
    expect((await refusedLookup.json()) as unknown).toMatchObject({
      errors: [{ code: documentErrorCodes.lookupQuotaUsed }],
    });
    // Refused before the register is read: nothing more is logged. The eBox check counts too.
    expect(await logOf(refusedId)).toEqual([]);
    expect(
      (
        await call(eboxActive, {
          params: { eboxType: 'burger', nummer: withEbox.insz },
          query: { uwReferentie: 'QUOTA' },
        })
      ).status,
    ).toBe(429);
  });

  it('checks a list of recipients from a csv and from a workbook, with errors per line', async () => {
    const csv = new TextEncoder().encode(
      `${withEbox.insz}\n${withoutEbox}\n12345\n${enterpriseWithoutEbox}\n`,
    );
    const fromCsv = await call(uploadRecipients, {
      files: [{ name: 'lijst.csv', bytes: csv, type: 'text/csv' }],
    });
    expect(fromCsv.status).toBe(200);
    const lines = listedRecipientSchema
      .array()
      .parse(((await fromCsv.json()) as { ontvangers: unknown }).ontvangers);
    expect(lines.map((line) => [line.lijn, line.eboxActief, line.fout === null])).toEqual([
      [1, true, true],
      [2, false, true],
      [3, null, false],
      [4, false, true],
    ]);
    expect(lines[0]?.naam).toBe(withEbox.name);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lijst');
    sheet.addRow([withEbox.insz]);
    sheet.addRow([enterpriseWithEbox]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const fromXlsx = await call(uploadRecipients, {
      files: [{ name: 'lijst.xlsx', bytes, type: 'application/octet-stream' }],
    });
    const answer = (await fromXlsx.json()) as { ontvangers: { eboxActief: boolean }[] };
    expect(answer.ontvangers.map((line) => line.eboxActief)).toEqual([true, true]);
  });

  it('downloads the checked list as a workbook whose cells are text, not formulas', async () => {
    const response = await call(downloadRecipients, {
      body: { ontvangers: [withEbox.insz, withoutEbox] },
      language: 'en',
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).text).toBe('eBox active');
    expect(sheet.getRow(2).getCell(3).text).toBe(withEbox.name);
    expect(sheet.getRow(2).getCell(4).text).toBe('yes');
    expect(sheet.getRow(3).getCell(4).text).toBe('no');
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula ?? null).toBeNull()));
  });

  it('renders the first page of a PDF as a PNG image, and refuses a file that is no PDF', async () => {
    const response = await call(previewAttachment, {
      body: { breedte: 300 },
      files: [{ name: 'brief.pdf', bytes: pdf }],
      caller: dirk,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await refused(
      await call(previewAttachment, {
        files: [{ name: 'tekst.pdf', bytes: new TextEncoder().encode('geen pdf') }],
      }),
      400,
    );
  });
  it('judges the hostile-PDF corpus alike on every channel, and stores and sends only clean copies', async () => {
    const channels = {
      letter: (files: File[]) => call(sendLetter, { body: letter(), files }),
      ebox: (files: File[]) =>
        call(sendEbox, {
          body: {
            afzender: 'rivierstad-documenten',
            onderwerp: 'Bericht',
            bericht: 'Tekst',
            ontvanger: { eboxType: 'burger', nummer: withEbox.insz },
          },
          files,
        }),
      email: (files: File[]) =>
        call(sendEmail, {
          body: {
            afzender: 'rivierstad-documenten',
            onderwerp: 'Uw afspraak',
            bericht: 'Tot dan.',
            emailType: 'regular',
            ontvanger: { email: 'an.peeters@example.org', naam: 'An Peeters' },
          },
          files,
        }),
    };
    const corpus = hostilePdfCorpus();
    for (const [channel, send] of Object.entries(channels)) {
      const before = await shipmentCount();
      for (const file of corpus.filter((each) => each.verdict !== 'sentClean')) {
        const response = await send([{ name: file.name, bytes: file.bytes }]);
        expect(response.status, `${channel} ${file.name}`).toBe(400);
        const error = errorResponseSchema.parse(await response.json());
        expect(error.errors[0]?.code, `${channel} ${file.name}`).toBe(
          documentErrorCodes.attachmentRefused,
        );
      }
      expect(await shipmentCount(), `${channel}: nothing stored`).toBe(before);
      // The rest, six to a shipment: each attachment is kept as its clean copy.
      const taken = corpus.filter((each) => each.verdict === 'sentClean');
      for (let start = 0; start < taken.length; start += 6) {
        const files = taken.slice(start, start + 6);
        const answer = await sent(await send(files.map(({ name, bytes }) => ({ name, bytes }))));
        const stored = await backend.db
          .selectFrom('document_attachments')
          .innerJoin('document_files', 'document_files.sha256', 'document_attachments.file_sha256')
          .select(['name', 'content'])
          .where('shipment_id', '=', answer.berichtIds[0]!)
          .execute();
        expect(stored.map((each) => each.name).sort()).toEqual(
          files.map((each) => each.name).sort(),
        );
        for (const { name, content } of stored) {
          const original = files.find((each) => each.name === name)!.bytes;
          expect(Buffer.from(content).equals(original), `${channel} ${name} is a copy`).toBe(false);
          expect(await uncleanParts(content), `${channel} ${name}`).toEqual([]);
        }
      }
    }
  });

  // Last: a refusal before the body is read leaves the connection to be reset.
  describe('refuses attachments before anything is stored', () => {
    async function expectRefused(files: File[], status: number, text?: string) {
      const before = await shipmentCount();
      const error = await refused(await call(sendLetter, { body: letter(), files }), status);
      if (text) expect(error.errors.map((one) => one.message).join(' ')).toContain(text);
      expect(await shipmentCount()).toBe(before);
      return error;
    }

    it('a file that is not a PDF', async () => {
      const error = await expectRefused(
        [{ name: 'notities.pdf', bytes: new TextEncoder().encode('hallo'), type: 'text/plain' }],
        400,
        'notities.pdf',
      );
      expect(error.errors[0]?.code).toBe(documentErrorCodes.attachmentRefused);
    });

    it('a PDF with JavaScript', async () => {
      const script = await alteredPdf((document) => {
        document.catalog.set(
          PDFName.of('OpenAction'),
          action(document, { S: 'JavaScript', JS: 'app.alert(1)' }),
        );
      });
      await expectRefused([{ name: 'script.pdf', bytes: script }], 400, 'script.pdf');
    });

    it('a name of 129 characters, and one name twice', async () => {
      const long = `${'a'.repeat(125)}.pdf`;
      await expectRefused([{ name: long, bytes: pdf }], 400, long);
      await expectRefused(
        [
          { name: 'zelfde.pdf', bytes: pdf },
          { name: 'zelfde.pdf', bytes: pdf },
        ],
        400,
        'zelfde.pdf',
      );
    });

    it('seven files', async () => {
      await expectRefused(
        Array.from({ length: 7 }, (_unused, index) => ({ name: `${index}.pdf`, bytes: pdf })),
        413,
      );
    });

    it('more than 30 MB together', async () => {
      const big = new Uint8Array(16 * 1024 * 1024);
      big.set(pdf);
      await expectRefused(
        [
          { name: 'een.pdf', bytes: big },
          { name: 'twee.pdf', bytes: big },
        ],
        413,
      );
    });
  });
});

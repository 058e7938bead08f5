// The document service's sending calls: a letter on paper, on paper and to the eBox (a pair), or
// routed by the service (the eBox when active, else paper); an eBox message; an e-mail; the
// organisation's sender profiles; whether an eBox is active; a list of recipients checked for
// their eBox (and the same as a workbook); and a preview of a PDF's first page. Every attachment
// is checked by its content before anything is stored. A shipment to a person or an enterprise is
// stored in one transaction with its legal-log entry. A repeated Idempotency-Key answers the
// first send again and stores nothing.
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Kysely, Transaction } from 'kysely';
import { xlsxContentType } from '@contracts/bulk';
import {
  documentErrorCodes,
  type Channel,
  type DeliveryType,
  type EboxType,
  type LetterAddressValue,
} from '@contracts/document';
import { documentPermissions } from '@contracts/document-permissions';
import { mayResend } from '@contracts/document-resend';
import {
  downloadRecipients,
  eboxActive,
  getSenderProfiles,
  previewAttachment,
  recipientAddress,
  registerLookupQuota,
  sendAutomatic,
  sendEbox,
  sendEmail,
  sendLetter,
  sendPaperAndEbox,
  uploadRecipients,
  type SendResponse,
} from '@contracts/document-send';
import { errorCodes, type CallContract } from '@contracts/http';
import { writeSheetWorkbook } from '../bulk/workbook';
import { systemClock } from '../clock';
import { holdKeyLock } from '../db/key-lock';
import type { Database } from '../db/schema';
import { createDownloadLink } from '../document/download';
import { PdfPreviewRefusedError, previewFirstPage } from '../document/preview';
import {
  attachmentsOf,
  originalShipment,
  ownSenderProfile,
  senderProfilesOf,
  shipmentByIdempotencyKey,
} from '../document/read';
import { defaultPostalSchedule, postalClock, type PostalSchedule } from '../document/schedule';
import {
  checkAttachments,
  eboxActiveSince,
  enterpriseOf,
  fateOf,
  nameFromAddress,
  personAddress,
  personName,
  recipientName,
  type AttachmentProblem,
} from '../document/send';
import { insertShipment, noOptions, type NewAttachment, type NewShipment } from '../document/store';
import {
  CallError,
  idempotencyKeyOf,
  invalidField,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message, type MessageKey, type Language } from '../http/messages';
import {
  consultationRules,
  consultationsSince,
  recordConsultation,
  type ConsultationRules,
} from '../legal-log/consultation';

/** The source the legal log names for the document service. */
const documentSource = 'Documentendienst';
/** Any constant of its own: a send and its repeat under the same key wait for each other. */
const idempotencyLock = 7_291_207;

function refusal(status: number, language: Language, key: MessageKey, code: string): CallError {
  const text = message(language, key);
  return new CallError(status, { code: status, message: text, errors: [{ message: text, code }] });
}

const problemMessage: Record<AttachmentProblem, MessageKey> = {
  refused: 'documentAttachmentRefused',
  nameTooLong: 'documentAttachmentNameTooLong',
  nameTwice: 'documentAttachmentNameTwice',
  tooMany: 'documentTooManyAttachments',
  tooLarge: 'documentAttachmentsTooLarge',
  missing: 'documentAttachmentMissing',
};

/** A 400 naming each attachment refused and why. */
function attachmentsRefused(
  language: Language,
  problems: readonly { name: string; problem: AttachmentProblem }[],
): CallError {
  return new CallError(400, {
    code: errorCodes.validation,
    message: message(language, 'validation'),
    errors: problems.map(({ name, problem }) => ({
      code:
        problem === 'refused'
          ? documentErrorCodes.attachmentRefused
          : problem === 'nameTwice'
            ? documentErrorCodes.attachmentNameTwice
            : 'bijlagen',
      message: `${name}: ${message(language, problemMessage[problem])}`,
    })),
  });
}

/**
 * Refuses (429) a register lookup past the user's hourly quota: the send permissions are no way to
 * read the register's names and addresses in bulk. The lookups are counted in the legal log, the
 * one record every backend instance shares.
 */
async function requireLookupQuota(context: CallContext): Promise<void> {
  const made = await consultationsSince(
    context.services.db,
    context.identity.sub,
    [recipientAddress.id, eboxActive.id],
    new Date(Date.now() - 60 * 60 * 1000),
  );
  if (made >= registerLookupQuota.perHour)
    throw refusal(429, context.language, 'documentLookupQuota', documentErrorCodes.lookupQuotaUsed);
}

/** Refuses (403) a role without the permission to write to this kind of eBox. */
function requireEboxKind(context: CallContext, eboxType: EboxType): void {
  const needed: readonly string[] =
    eboxType === 'burger' ? documentPermissions.eboxCitizen : documentPermissions.eboxEnterprise;
  if (!context.activeRole?.permissions.some((permission) => needed.includes(permission.naam)))
    throw new CallError(403, {
      code: 403,
      message: message(context.language, 'forbidden'),
      errors: [],
    });
}

type Executor = Kysely<Database> | Transaction<Database>;

interface ShipmentBase {
  afzender: string;
  onderwerp: string;
  uwReferentie?: string | undefined;
  betaling: NewShipment['payment'];
  herverzendingVan: string | null;
  bijlagenVanOrigineel: string[];
}

/** Who the shipment is to, as the legal log names them (nobody for a free address or e-mail). */
interface LoggedSubject {
  kind: 'Insz' | 'KboNummer';
  number: string;
}

/** One shipment of a send, before its id, fate and attachments are added. */
type PlannedShipment = Omit<
  NewShipment,
  | 'id'
  | 'fate'
  | 'attachments'
  | 'pairId'
  | 'createdAt'
  | 'idempotencyKey'
  | 'organisationCode'
  | 'senderProfileId'
  | 'sentBy'
  | 'sentByRole'
  | 'resentFrom'
  | 'subject'
  | 'reference'
  | 'payment'
  | 'requestedDelivery'
>;

export function documentSendApi(
  app: Express,
  services: BackendServices,
  schedule: PostalSchedule = defaultPostalSchedule,
): void {
  const clock = () => postalClock(services.clock ?? systemClock, schedule);

  /** The checks every send makes before it stores anything; answers the attachments to store. */
  async function prepare(
    context: CallContext,
    contract: CallContract,
    body: ShipmentBase,
  ): Promise<{ rules: ConsultationRules; key: string | null; attachments: NewAttachment[] }> {
    const rules = consultationRules(context, contract as never, {
      reference: body.uwReferentie,
      source: null,
    });
    const key = idempotencyKeyOf(context);
    const db = context.services.db;
    const profile = await ownSenderProfile(db, rules.role.organisatie.code, body.afzender);
    if (!profile)
      throw invalidField(
        context.language,
        'afzender',
        message(context.language, 'documentUnknownSender'),
      );
    const checked = await checkAttachments(
      context.files.map((file) => ({ name: file.name, bytes: file.bytes })),
      contract.files?.maxTotalBytes ?? 0,
    );
    if (!checked.ok) throw attachmentsRefused(context.language, checked.problems);
    const attachments = checked.attachments;
    if (body.bijlagenVanOrigineel.length > 0 && !body.herverzendingVan)
      throw invalidField(
        context.language,
        'bijlagenVanOrigineel',
        message(context.language, 'documentAttachmentMissing'),
      );
    if (body.herverzendingVan) {
      const original = await originalShipment(
        db,
        rules.role.organisatie.code,
        body.herverzendingVan,
      );
      if (!original)
        throw refusal(
          404,
          context.language,
          'documentShipmentNotFound',
          documentErrorCodes.shipmentNotFound,
        );
      if (
        !mayResend(
          rules.role.permissions,
          { kanaal: original.channel, eboxType: original.ebox_type },
          true,
        )
      )
        throw refusal(
          403,
          context.language,
          'documentResendRefused',
          documentErrorCodes.resendRefused,
        );
      const kept = await attachmentsOf(db, original.id);
      const problems: { name: string; problem: AttachmentProblem }[] = [];
      for (const name of body.bijlagenVanOrigineel) {
        const file = kept.find((one) => one.name === name);
        if (!file) problems.push({ name, problem: 'missing' });
        else if (attachments.some((one) => one.name === name))
          problems.push({ name, problem: 'nameTwice' });
        else attachments.push({ name, bytes: file.content, pages: file.pages });
      }
      if (attachments.length > 6) problems.push({ name: '', problem: 'tooMany' });
      const total = attachments.reduce((sum, one) => sum + one.bytes.byteLength, 0);
      if (total > (contract.files?.maxTotalBytes ?? 0))
        problems.push({ name: '', problem: 'tooLarge' });
      if (problems.length > 0) throw attachmentsRefused(context.language, problems);
    }
    return { rules, key, attachments };
  }

  /** An earlier send under the same key: its answer. */
  async function earlierSend(
    db: Executor,
    organisationCode: string,
    storedKey: string,
  ): Promise<SendResponse | null> {
    const first = await shipmentByIdempotencyKey(db, organisationCode, storedKey);
    if (!first) return null;
    return {
      berichtIds: first.pair_id ? [first.id, first.pair_id] : [first.id],
      verzendwijze: first.channel,
    };
  }

  /** Stores the planned shipments (two make a pair) and the legal-log entry, in one transaction. */
  async function store(
    context: CallContext,
    contract: CallContract,
    body: ShipmentBase,
    prepared: { rules: ConsultationRules; key: string | null; attachments: NewAttachment[] },
    requested: DeliveryType,
    planned: PlannedShipment[],
    subject: LoggedSubject | null,
  ): Promise<SendResponse> {
    const { rules, key, attachments } = prepared;
    const organisationCode = rules.role.organisatie.code;
    // Shown on the shipment: the user's name and the role's name, as the synthetic ones carry.
    const sentBy =
      `${context.identity.givenName ?? ''} ${context.identity.familyName ?? ''}`.trim() ||
      context.identity.sub;
    const storedKey = key === null ? null : `${context.identity.sub} ${key}`;
    const postal = clock();
    const now = postal.now();
    const ids = planned.map(() => randomUUID());
    return context.services.db.transaction().execute(async (trx) => {
      if (storedKey !== null) {
        await holdKeyLock(trx, idempotencyLock, `${organisationCode} ${storedKey}`);
        const earlier = await earlierSend(trx, organisationCode, storedKey);
        if (earlier) return earlier;
      }
      for (const [index, shipment] of planned.entries()) {
        const id = ids[index]!;
        await insertShipment(
          trx,
          {
            ...shipment,
            id,
            organisationCode,
            senderProfileId: body.afzender,
            sentBy,
            sentByRole: rules.role.naam,
            requestedDelivery: requested,
            pairId: ids.length === 2 ? ids[1 - index]! : null,
            resentFrom: body.herverzendingVan,
            subject: body.onderwerp,
            reference: body.uwReferentie || null,
            payment: body.betaling,
            fate: fateOf(id, shipment.channel),
            statusUnavailable: false,
            createdAt: now,
            idempotencyKey: index === 0 ? storedKey : null,
            attachments,
          },
          postal.schedule,
        );
        // An e-mail carries a link per attachment the recipient downloads it with (the public
        // download); the token goes into the e-mail only, the service keeps its HMAC.
        if (shipment.channel === 'email') {
          for (const position of attachments.map((_, at) => at + 1)) {
            await createDownloadLink(trx, context.services.hashSecret, {
              shipmentId: id,
              attachmentPosition: position,
              now,
            });
          }
        }
      }
      if (subject) {
        await recordConsultation(
          context,
          rules,
          {
            operation: contract.id,
            subjectKind: subject.kind,
            subject: subject.number,
            reference: body.uwReferentie || null,
            source: documentSource,
            outcome: 'verstuurd',
          },
          trx,
        );
      }
      return { berichtIds: ids, verzendwijze: planned[0]!.channel };
    });
  }

  /** Records a send refused because the register does not know the number, and refuses it. */
  async function unknownRecipient(
    context: CallContext,
    contract: CallContract,
    rules: ConsultationRules,
    subject: LoggedSubject,
    reference: string | undefined,
  ): Promise<never> {
    await recordConsultation(context, rules, {
      operation: contract.id,
      subjectKind: subject.kind,
      subject: subject.number,
      reference: reference || null,
      source: documentSource,
      outcome: 'niet gevonden',
    });
    throw refusal(
      404,
      context.language,
      'documentRecipientUnknown',
      documentErrorCodes.recipientUnknown,
    );
  }

  const eboxInactive = (language: Language) =>
    refusal(409, language, 'documentEboxInactive', documentErrorCodes.eboxInactive);

  type LetterContract = typeof sendLetter | typeof sendPaperAndEbox | typeof sendAutomatic;
  const letterDelivery = new Map<LetterContract, DeliveryType>([
    [sendLetter, 'paper'],
    [sendPaperAndEbox, 'paperAndEbox'],
    [sendAutomatic, 'automatic'],
  ]);

  for (const [contract, requested] of letterDelivery) {
    serveCall(app, services, contract, async (context) => {
      const body = context.body;
      const prepared = await prepare(context, contract, body);
      const db = context.services.db;
      const { insz, kbo, adres } = body.ontvanger;
      let name = nameFromAddress(adres);
      let subject: LoggedSubject | null = null;
      let eboxType: EboxType | null = null;
      if (insz) {
        subject = { kind: 'Insz', number: insz };
        eboxType = 'burger';
        const known = await personName(db, insz);
        if (!known)
          return unknownRecipient(context, contract, prepared.rules, subject, body.uwReferentie);
        name = known;
      } else if (kbo) {
        subject = { kind: 'KboNummer', number: kbo };
        eboxType = 'onderneming';
        const known = await enterpriseOf(db, kbo);
        if (!known)
          return unknownRecipient(context, contract, prepared.rules, subject, body.uwReferentie);
        name = known.name;
      }
      const active =
        eboxType && subject
          ? (await eboxActiveSince(db, eboxType, subject.number)) !== null
          : false;
      if (requested === 'paperAndEbox' && !active) throw eboxInactive(context.language);
      const recipient = {
        name,
        insz: insz ?? null,
        kbo: kbo ?? null,
        email: null,
        address: adres as LetterAddressValue,
      };
      const letter = (channel: Channel): PlannedShipment => ({
        channel,
        message: null,
        recipient,
        eboxType: channel === 'ebox' ? eboxType : null,
        emailType: null,
        options: channel === 'paper' ? body.opties : noOptions,
      });
      const planned =
        requested === 'paperAndEbox'
          ? [letter('paper'), letter('ebox')]
          : requested === 'automatic' && active
            ? [letter('ebox')]
            : [letter('paper')];
      return store(context, contract, body, prepared, requested, planned, subject);
    });
  }

  serveCall(app, services, sendEbox, async (context) => {
    const body = context.body;
    const { eboxType, nummer } = body.ontvanger;
    requireEboxKind(context, eboxType);
    const prepared = await prepare(context, sendEbox, body);
    const db = context.services.db;
    const subject: LoggedSubject = {
      kind: eboxType === 'burger' ? 'Insz' : 'KboNummer',
      number: nummer,
    };
    const name = await recipientName(db, eboxType, nummer);
    if (!name)
      return unknownRecipient(context, sendEbox, prepared.rules, subject, body.uwReferentie);
    if ((await eboxActiveSince(db, eboxType, nummer)) === null)
      throw eboxInactive(context.language);
    return store(
      context,
      sendEbox,
      body,
      prepared,
      'ebox',
      [
        {
          channel: 'ebox',
          message: body.bericht,
          recipient: {
            name,
            insz: eboxType === 'burger' ? nummer : null,
            kbo: eboxType === 'onderneming' ? nummer : null,
            email: null,
            address: null,
          },
          eboxType,
          emailType: null,
          options: noOptions,
        },
      ],
      subject,
    );
  });

  serveCall(app, services, sendEmail, async (context) => {
    const body = context.body;
    const prepared = await prepare(context, sendEmail, body);
    return store(
      context,
      sendEmail,
      body,
      prepared,
      'email',
      [
        {
          channel: 'email',
          message: body.bericht,
          recipient: {
            name: body.ontvanger.naam || body.ontvanger.email,
            insz: null,
            kbo: null,
            email: body.ontvanger.email,
            address: null,
          },
          eboxType: null,
          emailType: body.emailType,
          options: noOptions,
        },
      ],
      null,
    );
  });

  serveCall(app, services, getSenderProfiles, async (context) => {
    const organisation = context.activeRole?.organisatie.code;
    if (!organisation) return [];
    const profiles = await senderProfilesOf(context.services.db, organisation);
    return profiles.map((profile) => ({
      id: profile.id,
      naam: profile.name,
      adres: profile.address as LetterAddressValue,
    }));
  });

  serveCall(app, services, eboxActive, async (context) => {
    const { eboxType, nummer } = context.params;
    const reference = context.query.uwReferentie;
    // Whether an eBox is active, and whose it is, is asked only by a role that may write to it.
    requireEboxKind(context, eboxType);
    await requireLookupQuota(context);
    const rules = consultationRules(context, eboxActive, { reference, source: null });
    const db = context.services.db;
    const name = await recipientName(db, eboxType, nummer);
    const since = name ? await eboxActiveSince(db, eboxType, nummer) : null;
    await recordConsultation(context, rules, {
      operation: eboxActive.id,
      subjectKind: eboxType === 'burger' ? 'Insz' : 'KboNummer',
      subject: nummer,
      reference,
      source: documentSource,
      outcome: !name ? 'niet gevonden' : since ? 'actief' : 'niet actief',
    });
    if (!name)
      throw refusal(
        404,
        context.language,
        'documentRecipientUnknown',
        documentErrorCodes.recipientUnknown,
      );
    return { actief: since !== null, sinds: since, naam: name };
  });

  serveCall(app, services, recipientAddress, async (context) => {
    const { eboxType, nummer } = context.params;
    const reference = context.query.uwReferentie;
    const rules = consultationRules(context, recipientAddress, { reference, source: null });
    const db = context.services.db;
    await requireLookupQuota(context);
    const found =
      eboxType === 'burger' ? await personAddress(db, nummer) : await enterpriseOf(db, nummer);
    await recordConsultation(context, rules, {
      operation: recipientAddress.id,
      subjectKind: eboxType === 'burger' ? 'Insz' : 'KboNummer',
      subject: nummer,
      reference,
      source: documentSource,
      outcome: found ? 'gevonden' : 'niet gevonden',
    });
    if (!found)
      throw refusal(
        404,
        context.language,
        'documentRecipientUnknown',
        documentErrorCodes.recipientUnknown,
      );
    return { naam: found.name, adres: found.address };
  });

  /** Looks up the numbers of a list: the name and whether the eBox is active, or why not. */
  async function lookUpList(context: CallContext, numbers: readonly string[]) {
    const rules = consultationRules(context, uploadRecipients, { reference: null, source: null });
    const db = context.services.db;
    const lines = [];
    for (const [index, raw] of numbers.entries()) {
      const number = raw.replace(/[\s.\-/]/g, '');
      const eboxType: EboxType | null = /^\d{11}$/.test(number)
        ? 'burger'
        : /^[01]\d{9}$/.test(number)
          ? 'onderneming'
          : null;
      if (!eboxType) {
        lines.push({
          lijn: index + 1,
          nummer: raw,
          eboxType: null,
          naam: null,
          eboxActief: null,
          fout: message(context.language, 'documentListNumberInvalid'),
        });
        continue;
      }
      const name = await recipientName(db, eboxType, number);
      const since = name ? await eboxActiveSince(db, eboxType, number) : null;
      await recordConsultation(context, rules, {
        operation: uploadRecipients.id,
        subjectKind: eboxType === 'burger' ? 'Insz' : 'KboNummer',
        subject: number,
        reference: null,
        source: documentSource,
        outcome: !name ? 'niet gevonden' : since ? 'actief' : 'niet actief',
      });
      lines.push({
        lijn: index + 1,
        nummer: number,
        eboxType,
        naam: name,
        eboxActief: name ? since !== null : null,
        fout: name ? null : message(context.language, 'documentRecipientUnknown'),
      });
    }
    return lines;
  }

  serveCall(app, services, uploadRecipients, async (context) => {
    const file = context.files[0];
    if (!file)
      throw invalidField(
        context.language,
        'bestand',
        message(context.language, 'documentListUnreadable'),
      );
    const numbers = await numbersOfList(file.bytes);
    if (numbers === null || numbers.length > 1000)
      throw invalidField(
        context.language,
        'bestand',
        message(context.language, 'documentListUnreadable'),
      );
    return { ontvangers: await lookUpList(context, numbers) };
  });

  serveCall(app, services, downloadRecipients, async (context) => {
    const lines = await lookUpList(context, context.body.ontvangers);
    const english = context.language === 'en';
    const yes = english ? 'yes' : 'ja';
    const no = english ? 'no' : 'nee';
    return {
      fileName: english ? 'recipients.xlsx' : 'ontvangers.xlsx',
      contentType: xlsxContentType,
      body: await writeSheetWorkbook({
        sheetName: english ? 'Recipients' : 'Ontvangers',
        header: english
          ? ['Line', 'Number', 'Name', 'eBox active', 'Error']
          : ['Lijn', 'Nummer', 'Naam', 'eBox actief', 'Fout'],
        rows: lines.map((line) => [
          String(line.lijn),
          line.nummer,
          line.naam ?? '',
          line.eboxActief === null ? '' : line.eboxActief ? yes : no,
          line.fout ?? '',
        ]),
      }),
    };
  });

  serveCall(app, services, previewAttachment, async (context) => {
    const file = context.files[0];
    if (!file)
      throw invalidField(
        context.language,
        'bestand',
        message(context.language, 'documentPreviewFailed'),
      );
    try {
      const png = await previewFirstPage(file.bytes, { width: context.body.breedte });
      return { fileName: 'voorbeeld.png', contentType: 'image/png', body: png };
    } catch (error) {
      if (error instanceof PdfPreviewRefusedError)
        throw attachmentsRefused(context.language, [{ name: file.name, problem: 'refused' }]);
      throw invalidField(
        context.language,
        'bestand',
        message(context.language, 'documentPreviewFailed'),
      );
    }
  });
}

/** The numbers of a list, one a line: a workbook's first column, or the lines of a text file. */
async function numbersOfList(bytes: Uint8Array): Promise<string[] | null> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip) {
    try {
      // Loaded when a list is a workbook: the backend starts without exceljs.
      const { Workbook } = (await import('exceljs')).default;
      const workbook = new Workbook();
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) return [];
      const numbers: string[] = [];
      sheet.eachRow({ includeEmpty: false }, (row) => {
        const cell = row.getCell(1);
        const text = typeof cell.value === 'number' ? String(cell.value) : cell.text;
        if (text.trim()) numbers.push(text.trim());
      });
      return numbers;
    } catch {
      return null;
    }
  }
  const text = Buffer.from(bytes).toString('utf8');
  if (text.includes('\u0000')) return null;
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[;,]/)[0]!
        .replace(/^\uFEFF/, '')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

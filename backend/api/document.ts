// The document service's shipment calls: the organisation's shipments (searched, one whole, its
// attachments, its proof of posting and its latest status). The status machine first moves every
// due shipment on, so what is read is up to date. Only the caller's organisation's shipments are
// found: another's answers as an unknown id does (404, 50001). Reading a shipment to a person
// (national number) or an enterprise (enterprise number) is a consultation: its legal-log entry is
// written before the answer leaves, and nothing is answered when that fails; a search logs one
// entry for each person or enterprise on the page it answers (or for the number it was asked for
// when nothing is found). A letter's proof of posting exists once it was handed to the postal
// service (else 409, 50006); a shipment whose status the postal service cannot tell answers the
// status call with 503, 50002.
import type { Express } from 'express';
import type { Selectable } from 'kysely';
import {
  documentErrorCodes,
  downloadAttachment,
  downloadProofOfPosting,
  getShipment,
  refreshStatus,
  searchShipments,
} from '@contracts/document';
import type { CallContract } from '@contracts/http';
import { systemClock } from '../clock';
import type { DocumentShipmentTable } from '../db/schema';
import { renderProofOfPosting } from '../document/proof';
import {
  attachmentFile,
  proofAvailable,
  readShipment,
  recipientFilter,
  searchShipmentRows,
  senderProfileName,
  shipmentRow,
  statusHistory,
} from '../document/read';
import {
  defaultPostalSchedule,
  postalClock,
  type PostalClock,
  type PostalSchedule,
} from '../document/schedule';
import { advanceDueShipments } from '../document/status';
import { CallError, serveCall, type BackendServices, type CallContext } from '../http/call';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

/** The source the legal log names for the document service. */
export const documentSource = 'Documentendienst';

const texts = {
  notFound: { nl: 'Zending niet gevonden', en: 'Shipment not found' },
  unavailable: {
    nl: 'De status van de zending is momenteel niet beschikbaar',
    en: 'The status of the shipment is not available at the moment',
  },
  noProof: {
    nl: 'Nog geen bewijs van afgifte: de brief werd nog niet aan de postdienst afgegeven',
    en: 'No proof of posting yet: the letter has not been handed to the postal service',
  },
  noAttachment: { nl: 'Bijlage niet gevonden', en: 'Attachment not found' },
} as const;

function failure(
  status: number,
  language: 'nl' | 'en',
  key: keyof typeof texts,
  code: string,
): CallError {
  const text = texts[key][language];
  return new CallError(status, { code: status, message: text, errors: [{ message: text, code }] });
}

function organisationOf(context: CallContext): string {
  const code = context.activeRole?.organisatie.code;
  if (!code) throw new CallError(403, { code: 403, message: 'Forbidden', errors: [] });
  return code;
}

type ShipmentRow = Selectable<DocumentShipmentTable>;

/** The subject a shipment's recipient is logged under, or null (an e-mail address only). */
function subjectOf(row: {
  recipient_insz: string | null;
  recipient_kbo: string | null;
}): { subjectKind: 'Insz' | 'KboNummer'; subject: string } | null {
  if (row.recipient_insz) return { subjectKind: 'Insz', subject: row.recipient_insz };
  if (row.recipient_kbo) return { subjectKind: 'KboNummer', subject: row.recipient_kbo };
  return null;
}

/**
 * The organisation's shipment, up to date, and its consultation logged when it names someone;
 * `look` fetches what was asked of it (an attachment by its name): when that is not there, the
 * entry records the consultation as not found.
 */
async function consultedShipment<Found>(
  context: CallContext<unknown, { id: string }, unknown>,
  clock: PostalClock,
  call: CallContract,
  look?: (row: ShipmentRow) => Promise<Found | undefined>,
): Promise<{ row: ShipmentRow; found: Found | undefined }> {
  const rules = consultationRules(context, call, { reference: null, source: null });
  const db = context.services.db;
  await advanceDueShipments(db, clock);
  const row = await shipmentRow(db, organisationOf(context), context.params.id);
  if (!row) throw failure(404, context.language, 'notFound', documentErrorCodes.shipmentNotFound);
  const found = look ? await look(row) : undefined;
  const subject = subjectOf(row);
  if (subject)
    await recordConsultation(context, rules, {
      operation: call.id,
      ...subject,
      reference: row.reference,
      source: documentSource,
      outcome: look && found === undefined ? 'niet gevonden' : 'gevonden',
    });
  return { row, found };
}

export function documentApi(
  app: Express,
  services: BackendServices,
  schedule: PostalSchedule = defaultPostalSchedule,
): void {
  /** The backend's clock with the schedule the service runs. */
  const clockOf = (context: CallContext): PostalClock =>
    postalClock(context.services.clock ?? systemClock, schedule);
  serveCall(app, services, searchShipments, async (context) => {
    const rules = consultationRules(context, searchShipments, { reference: null, source: null });
    const db = context.services.db;
    await advanceDueShipments(db, clockOf(context));
    const page = await searchShipmentRows(db, organisationOf(context), context.body);
    const subjects = new Map<string, 'Insz' | 'KboNummer'>();
    for (const shipment of page.resultaten) {
      if (shipment.ontvanger.insz) subjects.set(shipment.ontvanger.insz, 'Insz');
      else if (shipment.ontvanger.kbo) subjects.set(shipment.ontvanger.kbo, 'KboNummer');
    }
    const asked = recipientFilter(context.body.ontvanger);
    if (page.resultaten.length === 0 && (asked?.kind === 'insz' || asked?.kind === 'kbo'))
      subjects.set(asked.value, asked.kind === 'insz' ? 'Insz' : 'KboNummer');
    for (const [subject, subjectKind] of subjects) {
      await recordConsultation(context, rules, {
        operation: searchShipments.id,
        subjectKind,
        subject,
        reference: context.body.uwReferentie || null,
        source: documentSource,
        outcome: page.resultaten.length > 0 ? 'gevonden' : 'niet gevonden',
      });
    }
    return page;
  });

  serveCall(app, services, getShipment, async (context) => {
    const { row } = await consultedShipment(context, clockOf(context), getShipment);
    return readShipment(context.services.db, row, clockOf(context).now());
  });

  serveCall(app, services, downloadAttachment, async (context) => {
    const { found: file } = await consultedShipment(
      context,
      clockOf(context),
      downloadAttachment,
      (row) => attachmentFile(context.services.db, row.id, context.query.attachmentName),
    );
    if (!file)
      throw failure(404, context.language, 'noAttachment', documentErrorCodes.shipmentNotFound);
    return { fileName: file.name, contentType: 'application/pdf', body: file.content };
  });

  serveCall(app, services, downloadProofOfPosting, async (context) => {
    const { row } = await consultedShipment(context, clockOf(context), downloadProofOfPosting);
    if (!proofAvailable(row) || !row.handed_over_at)
      throw failure(409, context.language, 'noProof', documentErrorCodes.proofNotAvailable);
    const sender = await senderProfileName(context.services.db, row.sender_profile_id);
    const body = await renderProofOfPosting({
      id: row.id,
      subject: row.subject,
      sender,
      recipientName: row.recipient_name,
      recipientAddress: row.recipient_address ?? null,
      registered: row.options.aangetekend,
      handedOverAt: new Date(row.handed_over_at),
      trackCode: row.track_code,
    });
    return { fileName: `bewijs-van-afgifte-${row.id}.pdf`, contentType: 'application/pdf', body };
  });

  // The latest status, as the postal service (the eBox, the mail server) tells it: no personal
  // data leaves, only the statuses and their times.
  serveCall(app, services, refreshStatus, async (context) => {
    const db = context.services.db;
    await advanceDueShipments(db, clockOf(context));
    const row = await shipmentRow(db, organisationOf(context), context.params.id);
    if (!row) throw failure(404, context.language, 'notFound', documentErrorCodes.shipmentNotFound);
    if (row.status_unavailable)
      throw failure(503, context.language, 'unavailable', documentErrorCodes.statusUnavailable);
    return { status: row.status, historiek: await statusHistory(db, row.id) };
  });
}

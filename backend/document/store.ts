// Writing shipments: one shipment with its attachments (each file kept once, by its SHA-256) and
// its first status, in the caller's transaction. Sending, resending and the synthetic source all
// write through here, so every shipment starts the same way.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  Channel,
  DeliveryType,
  EboxType,
  EmailType,
  LetterAddressValue,
  LetterOptionsValue,
  PaymentValue,
} from '@contracts/document';
import type { Database, ShipmentFate } from '../db/schema';
import { foldName } from '../population/fold';
import { nextStep, type PostalSchedule } from './schedule';

/** An attachment as it is stored: its name, its bytes and its page count (pdf-check). */
export interface NewAttachment {
  name: string;
  bytes: Uint8Array;
  pages: number;
}

export interface NewShipment {
  id: string;
  organisationCode: string;
  senderProfileId: string;
  sentBy: string;
  sentByRole: string;
  channel: Channel;
  requestedDelivery: DeliveryType;
  pairId: string | null;
  resentFrom: string | null;
  subject: string;
  message: string | null;
  reference: string | null;
  recipient: {
    name: string;
    insz: string | null;
    kbo: string | null;
    email: string | null;
    address: LetterAddressValue | null;
  };
  eboxType: EboxType | null;
  emailType: EmailType | null;
  options: LetterOptionsValue;
  payment: PaymentValue | null;
  fate: ShipmentFate;
  statusUnavailable?: boolean;
  createdAt: Date;
  idempotencyKey: string | null;
  attachments: readonly NewAttachment[];
}

export const noOptions: LetterOptionsValue = {
  aangetekend: false,
  ontvangstbewijs: false,
  rectoVerso: false,
  prioritair: false,
};

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores a shipment as just sent: status 'created', its next status due on the schedule. */
export async function insertShipment(
  trx: Transaction<Database> | Kysely<Database>,
  shipment: NewShipment,
  schedule: PostalSchedule,
): Promise<void> {
  const next = nextStep(shipment.channel, 'created', shipment.createdAt, shipment.fate, schedule);
  await trx
    .insertInto('document_shipments')
    .values({
      id: shipment.id,
      organisation_code: shipment.organisationCode,
      sender_profile_id: shipment.senderProfileId,
      sent_by: shipment.sentBy,
      sent_by_role: shipment.sentByRole,
      channel: shipment.channel,
      requested_delivery: shipment.requestedDelivery,
      pair_id: shipment.pairId,
      resent_from: shipment.resentFrom,
      subject: shipment.subject,
      message: shipment.message,
      reference: shipment.reference,
      recipient_name: shipment.recipient.name,
      recipient_search_name: foldName(shipment.recipient.name),
      recipient_insz: shipment.recipient.insz,
      recipient_kbo: shipment.recipient.kbo,
      recipient_email: shipment.recipient.email,
      recipient_address: shipment.recipient.address
        ? JSON.stringify(shipment.recipient.address)
        : null,
      ebox_type: shipment.eboxType,
      email_type: shipment.emailType,
      options: JSON.stringify(shipment.options),
      payment: shipment.payment ? JSON.stringify(shipment.payment) : null,
      status: 'created',
      status_at: shipment.createdAt,
      next_step_at: next?.at ?? null,
      fate: shipment.fate,
      status_unavailable: shipment.statusUnavailable ?? false,
      created_at: shipment.createdAt,
      idempotency_key: shipment.idempotencyKey,
    })
    .execute();
  await trx
    .insertInto('document_status_events')
    .values({ shipment_id: shipment.id, sequence: 1, status: 'created', at: shipment.createdAt })
    .execute();
  if (shipment.attachments.length === 0) return;
  const files = shipment.attachments.map((attachment) => ({
    sha256: sha256(attachment.bytes),
    size: attachment.bytes.byteLength,
    pages: attachment.pages,
    content: attachment.bytes,
  }));
  await trx
    .insertInto('document_files')
    .values(files)
    .onConflict((conflict) => conflict.column('sha256').doNothing())
    .execute();
  await trx
    .insertInto('document_attachments')
    .values(
      shipment.attachments.map((attachment, index) => ({
        shipment_id: shipment.id,
        position: index + 1,
        name: attachment.name,
        file_sha256: files[index]!.sha256,
      })),
    )
    .execute();
}

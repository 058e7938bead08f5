// Reading shipments: the organisation's shipments as the search lists them (filtered, counted,
// paged and sorted in the database with the id as the last tie-breaker) and one shipment whole,
// with its attachments, its status history, its pair and its resends. Another organisation's
// shipment is never read.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import {
  type Shipment,
  type ShipmentSummary,
  type searchShipments,
  documentLimits,
} from '@contracts/document';
import type { OutputOf } from '@contracts/http';
import { escapeLike } from '../db/like';
import { pageWindow } from '../db/paging';
import type { Database, DocumentShipmentTable } from '../db/schema';
import { foldName } from '../population/fold';

type SearchRequest = OutputOf<typeof searchShipments.request>;
type ShipmentRow = Selectable<DocumentShipmentTable>;

const day = 86_400_000;

/** What the recipient filter names: a national number, an enterprise number, an e-mail, a name. */
export function recipientFilter(
  text: string,
): { kind: 'insz' | 'kbo' | 'email' | 'name'; value: string } | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[\s./-]/g, '');
  if (/^\d{11}$/.test(digits)) return { kind: 'insz', value: digits };
  if (/^\d{10}$/.test(digits)) return { kind: 'kbo', value: digits };
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  return { kind: 'name', value: foldName(trimmed) };
}

function filtered(db: Kysely<Database>, organisationCode: string, search: SearchRequest) {
  let query = db.selectFrom('document_shipments').where('organisation_code', '=', organisationCode);
  if (search.uwReferentie)
    query = query.where((eb: ExpressionBuilder<Database, 'document_shipments'>) =>
      eb(
        eb.fn('lower', ['reference']),
        'like',
        `%${escapeLike(search.uwReferentie.toLowerCase())}%`,
      ),
    );
  const recipient = recipientFilter(search.ontvanger);
  if (recipient?.kind === 'insz') query = query.where('recipient_insz', '=', recipient.value);
  if (recipient?.kind === 'kbo') query = query.where('recipient_kbo', '=', recipient.value);
  if (recipient?.kind === 'email')
    query = query.where((eb) => eb(eb.fn('lower', ['recipient_email']), '=', recipient.value));
  if (recipient?.kind === 'name')
    query = query.where('recipient_search_name', 'like', `%${escapeLike(recipient.value)}%`);
  if (search.van) query = query.where('created_at', '>=', new Date(`${search.van}T00:00:00Z`));
  if (search.tot)
    query = query.where('created_at', '<', new Date(Date.parse(`${search.tot}T00:00:00Z`) + day));
  if (search.kanaal) query = query.where('channel', '=', search.kanaal);
  if (search.status) query = query.where('status', '=', search.status);
  return query;
}

const orderColumns = {
  aangemaaktOp: 'created_at',
  status: 'status',
  onderwerp: 'subject',
  ontvanger: 'recipient_search_name',
} as const;

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function summaryOf(row: ShipmentRow): ShipmentSummary {
  return {
    id: row.id,
    kanaal: row.channel,
    eboxType: row.ebox_type,
    gekoppeldId: row.pair_id,
    onderwerp: row.subject,
    uwReferentie: row.reference,
    ontvanger: {
      naam: row.recipient_name,
      insz: row.recipient_insz,
      kbo: row.recipient_kbo,
      email: row.recipient_email,
      adres: row.recipient_address ?? null,
    },
    status: row.status,
    statusOp: iso(row.status_at),
    aangemaaktOp: iso(row.created_at),
  };
}

/** One page of the organisation's shipments, with how many match (at most maximumPagedRows). */
export async function searchShipmentRows(
  db: Kysely<Database>,
  organisationCode: string,
  search: SearchRequest,
): Promise<{ resultaten: ShipmentSummary[]; totaal: number; afgekapt: boolean }> {
  const counted = await filtered(db, organisationCode, search)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirst();
  const window = pageWindow(Number(counted?.count ?? 0), search);
  if (window.limit === 0)
    return { resultaten: [], totaal: window.totaal, afgekapt: window.afgekapt };
  const direction = search.order === 'Asc' ? 'asc' : 'desc';
  const rows = await filtered(db, organisationCode, search)
    .selectAll()
    .orderBy(orderColumns[search.orderBy], direction)
    .orderBy('id', direction)
    .limit(window.limit)
    .offset(search.skip)
    .execute();
  return { resultaten: rows.map(summaryOf), totaal: window.totaal, afgekapt: window.afgekapt };
}

/** The shipment's row when it is the organisation's; undefined otherwise. */
export function shipmentRow(
  db: Kysely<Database>,
  organisationCode: string,
  id: string,
): Promise<ShipmentRow | undefined> {
  return db
    .selectFrom('document_shipments')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_code', '=', organisationCode)
    .executeTakeFirst();
}

export async function statusHistory(db: Kysely<Database>, id: string) {
  const events = await db
    .selectFrom('document_status_events')
    .select(['status', 'at'])
    .where('shipment_id', '=', id)
    .orderBy('sequence')
    .execute();
  return events.map((event) => ({ status: event.status, op: iso(event.at) }));
}

/** The track and trace of a letter, from its hand-over until documentLimits.trackAndTraceDays later. */
export function trackAndTraceOf(
  row: Pick<ShipmentRow, 'track_code' | 'handed_over_at'>,
  now: Date,
): { code: string; url: string } | null {
  if (!row.track_code || !row.handed_over_at) return null;
  const from = new Date(row.handed_over_at).getTime();
  const until = from + documentLimits.trackAndTraceDays * day;
  if (now.getTime() < from || now.getTime() > until) return null;
  return {
    code: row.track_code,
    url: `https://track.bpost.cloud/btr/web/#/search?itemCode=${encodeURIComponent(row.track_code)}&lang=nl`,
  };
}

/** Whether a proof of posting exists: a letter handed to the postal service. */
export function proofAvailable(row: Pick<ShipmentRow, 'channel' | 'handed_over_at'>): boolean {
  return row.channel === 'paper' && row.handed_over_at !== null;
}

export async function readShipment(
  db: Kysely<Database>,
  row: ShipmentRow,
  now: Date,
): Promise<Shipment> {
  const [profile, attachments, historiek, resends, links] = await Promise.all([
    db
      .selectFrom('document_sender_profiles')
      .select(['id', 'name', 'address'])
      .where('id', '=', row.sender_profile_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('document_attachments')
      .innerJoin('document_files', 'document_files.sha256', 'document_attachments.file_sha256')
      .select(['document_attachments.name', 'document_files.size', 'document_files.pages'])
      .where('document_attachments.shipment_id', '=', row.id)
      .orderBy('document_attachments.position')
      .execute(),
    statusHistory(db, row.id),
    db
      .selectFrom('document_shipments')
      .select('id')
      .where('resent_from', '=', row.id)
      .where('organisation_code', '=', row.organisation_code)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('document_download_links')
      .select(['attachment_name', 'expires_at', 'downloads', 'last_download_at'])
      .where('shipment_id', '=', row.id)
      .orderBy('attachment_position')
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    ...summaryOf(row),
    gevraagdeVerzendwijze: row.requested_delivery,
    emailType: row.email_type,
    afzender: { id: profile.id, naam: profile.name, adres: profile.address },
    verzondenDoor: row.sent_by,
    bericht: row.message,
    opties: row.options,
    betaling: row.payment ?? null,
    bijlagen: attachments.map((attachment) => ({
      naam: attachment.name,
      grootte: Number(attachment.size),
      paginas: Number(attachment.pages),
    })),
    historiek,
    trackAndTrace: trackAndTraceOf(row, now),
    attestBeschikbaar: proofAvailable(row),
    herverzendingVan: row.resent_from,
    herverzendingen: resends.map((resend) => resend.id),
    downloadLinks: links.map((link) => ({
      bijlage: link.attachment_name,
      geldigTot: new Date(link.expires_at).toISOString(),
      downloads: Number(link.downloads),
      laatsteDownload: link.last_download_at ? new Date(link.last_download_at).toISOString() : null,
    })),
  };
}

/** An attachment's bytes by its name, or undefined. */
export async function attachmentFile(db: Kysely<Database>, id: string, name: string) {
  return db
    .selectFrom('document_attachments')
    .innerJoin('document_files', 'document_files.sha256', 'document_attachments.file_sha256')
    .select(['document_attachments.name', 'document_files.content'])
    .where('document_attachments.shipment_id', '=', id)
    .where('document_attachments.name', '=', name)
    .executeTakeFirst();
}

/** The organisation's sender profile of that id, or undefined. */
export function ownSenderProfile(db: Kysely<Database>, organisationCode: string, id: string) {
  return db
    .selectFrom('document_sender_profiles')
    .select('id')
    .where('id', '=', id)
    .where('organisation_code', '=', organisationCode)
    .executeTakeFirst();
}

/** The organisation's sender profiles, by name. */
export function senderProfilesOf(db: Kysely<Database>, organisationCode: string) {
  return db
    .selectFrom('document_sender_profiles')
    .select(['id', 'name', 'address'])
    .where('organisation_code', '=', organisationCode)
    .orderBy('name')
    .execute();
}

/** The name of the sender profile a shipment went out under. */
export async function senderProfileName(db: Kysely<Database>, id: string): Promise<string> {
  const profile = await db
    .selectFrom('document_sender_profiles')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return profile.name;
}

/** What a resend needs of the organisation's original shipment, or undefined. */
export function originalShipment(db: Kysely<Database>, organisationCode: string, id: string) {
  return db
    .selectFrom('document_shipments')
    .select(['id', 'channel', 'ebox_type'])
    .where('id', '=', id)
    .where('organisation_code', '=', organisationCode)
    .executeTakeFirst();
}

/** A shipment's attachments with their content, in their order. */
export function attachmentsOf(db: Kysely<Database>, shipmentId: string) {
  return db
    .selectFrom('document_attachments')
    .innerJoin('document_files', 'document_files.sha256', 'document_attachments.file_sha256')
    .select(['document_attachments.name', 'document_files.content', 'document_files.pages'])
    .where('document_attachments.shipment_id', '=', shipmentId)
    .orderBy('document_attachments.position')
    .execute();
}

/** The first shipment the organisation stored under an idempotency key, or undefined. */
export function shipmentByIdempotencyKey(
  db: Kysely<Database>,
  organisationCode: string,
  storedKey: string,
) {
  return db
    .selectFrom('document_shipments')
    .select(['id', 'channel', 'pair_id'])
    .where('organisation_code', '=', organisationCode)
    .where('idempotency_key', '=', storedKey)
    .executeTakeFirst();
}

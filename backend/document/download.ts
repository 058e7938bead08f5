// The public download of a shipment's attachment: links (a guid and a secret token, the token
// kept only as its HMAC), the one-time nonces the download page asks for, and the record of the
// values already used (nonces and captcha challenges) so that each counts once.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { challengeLifetimeMs } from '@contracts/proof-of-work';
import type { Database } from '../db/schema';

/** How long a link lives unless its creator says otherwise. */
export const defaultLinkLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** The token as stored: HMAC-SHA-256 with the backend's hash secret, hex. */
export function downloadTokenHash(hashSecret: string, token: string): string {
  return createHmac('sha256', hashSecret).update(`document-download:${token}`).digest('hex');
}

/** A new random token: 32 bytes, base64url (43 characters). */
export function newDownloadToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface NewDownloadLink {
  shipmentId: string;
  /** The attachment's position in the shipment (1 for the first). */
  attachmentPosition: number;
  /** Default: a new UUID. */
  id?: string;
  /** Default: a new random token. */
  token?: string;
  /** Default: 30 days after now. */
  expiresAt?: Date;
  now?: Date;
}

/**
 * Creates the public download link of one attachment of a shipment, for an e-mail or an eBox
 * message that carries it: /download/{guid}?token={token}. The token is answered here once and
 * never stored; throws when the shipment has no attachment at that position.
 */
export async function createDownloadLink(
  db: Kysely<Database> | Transaction<Database>,
  hashSecret: string,
  link: NewDownloadLink,
): Promise<{ guid: string; token: string }> {
  const attachment = await db
    .selectFrom('document_attachments')
    .select(['name'])
    .where('shipment_id', '=', link.shipmentId)
    .where('position', '=', link.attachmentPosition)
    .executeTakeFirst();
  if (!attachment) {
    throw new Error(`shipment ${link.shipmentId} has no attachment ${link.attachmentPosition}`);
  }
  const guid = link.id ?? randomUUID();
  const token = link.token ?? newDownloadToken();
  const now = link.now ?? new Date();
  await db
    .insertInto('document_download_links')
    .values({
      id: guid,
      shipment_id: link.shipmentId,
      attachment_position: link.attachmentPosition,
      attachment_name: attachment.name,
      token_hash: downloadTokenHash(hashSecret, token),
      expires_at: link.expiresAt ?? new Date(now.getTime() + defaultLinkLifetimeMs),
      created_at: now,
    })
    .execute();
  return { guid, token };
}

function nonceSignature(hashSecret: string, body: string): string {
  return createHmac('sha256', hashSecret).update(`document-nonce:${body}`).digest('base64url');
}

/** A one-time nonce for one link: `<random>.<expires>.<signature over the link's id too>`. */
export function issueDownloadNonce(
  hashSecret: string,
  linkId: string,
  now = Date.now(),
): { nonce: string; expiresAt: number } {
  const expiresAt = now + challengeLifetimeMs;
  const body = `${randomBytes(16).toString('base64url')}.${expiresAt}`;
  return { nonce: `${body}.${nonceSignature(hashSecret, `${linkId}.${body}`)}`, expiresAt };
}

/** The nonce's id and expiry when it was issued for this link and has not expired; else null. */
export function checkDownloadNonce(
  hashSecret: string,
  linkId: string,
  nonce: string,
  now = Date.now(),
): { id: string; expiresAt: number } | null {
  const [random = '', expires = '', signature = '', ...rest] = nonce.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(random) || !/^\d{1,15}$/.test(expires)) {
    return null;
  }
  const expected = Buffer.from(nonceSignature(hashSecret, `${linkId}.${random}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = Number(expires);
  return now > expiresAt ? null : { id: random, expiresAt };
}

/**
 * Marks a nonce or a captcha challenge used; false when it already was. Rows past their expiry
 * are removed on the way (an expired value is refused by its own check).
 */
export async function useOnce(
  db: Kysely<Database>,
  kind: 'nonce' | 'captcha',
  id: string,
  expiresAt: number,
  now = new Date(),
): Promise<boolean> {
  await db.deleteFrom('document_download_used').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('document_download_used')
    .values({ kind, id, expires_at: new Date(expiresAt) })
    .onConflict((conflict) => conflict.columns(['kind', 'id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export type LinkLookup =
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'ok'; id: string; name: string; content: Uint8Array };

/** The link and its file when the token matches; an unknown link and a wrong token alike. */
export async function openDownloadLink(
  db: Kysely<Database>,
  hashSecret: string,
  linkId: string,
  token: string,
  now = new Date(),
): Promise<LinkLookup> {
  const link = await db
    .selectFrom('document_download_links as link')
    .innerJoin('document_attachments as attachment', (join) =>
      join
        .onRef('attachment.shipment_id', '=', 'link.shipment_id')
        .onRef('attachment.position', '=', 'link.attachment_position'),
    )
    .innerJoin('document_files as file', 'file.sha256', 'attachment.file_sha256')
    .select([
      'link.id',
      'link.token_hash',
      'link.expires_at',
      'link.attachment_name',
      'file.content',
    ])
    .where('link.id', '=', linkId)
    .executeTakeFirst();
  const expected = Buffer.from(link?.token_hash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(downloadTokenHash(hashSecret, token), 'hex');
  if (!link || !timingSafeEqual(expected, given)) return { status: 'invalid' };
  if (new Date(link.expires_at) <= now) return { status: 'expired' };
  return { status: 'ok', id: link.id, name: link.attachment_name, content: link.content };
}

/**
 * Counts one download. The recipient downloads their own document through the link they were
 * sent: no civil servant consults anyone's data, so this is not a consultation for the legal log;
 * the count and the time of the last download are what the sender may see.
 */
export async function recordDownload(
  db: Kysely<Database>,
  linkId: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('document_download_links')
    .set((eb) => ({ downloads: eb('downloads', '+', 1), last_download_at: now }))
    .where('id', '=', linkId)
    .execute();
}

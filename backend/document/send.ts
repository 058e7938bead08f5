// Sending through the document service: the attachments checked by their content before anything
// is stored, the recipient's name from the person or enterprise register, whether an eBox is
// active, the fate a shipment will meet (drawn from its id, so the same on every run) and the
// shipment itself with its legal-log entry in one transaction.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { attachmentName } from '@contracts/attachment-name';
import {
  type Channel,
  type EboxType,
  type LetterAddressValue,
  documentLimits,
} from '@contracts/document';
import type { Database, ShipmentFate } from '../db/schema';
import { inspectPdf } from './pdf-check';
import type { NewAttachment } from './store';

export type AttachmentProblem =
  'refused' | 'nameTooLong' | 'nameTwice' | 'tooMany' | 'tooLarge' | 'missing';

/** A file as a call brings it: its name and bytes. */
export interface SentAttachment {
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks the attachments of one shipment: at most six, names of at most 128 characters, each name
 * once after cleaning (attachmentName, the name it is kept under), together within the limit, and
 * each a PDF that may be sent (by its content). Answers the attachments, each as its clean copy
 * with its page count, or the first problem of each attachment that has one.
 */
export async function checkAttachments(
  files: readonly SentAttachment[],
  maxTotalBytes: number,
): Promise<
  | { ok: true; attachments: NewAttachment[] }
  | { ok: false; problems: { name: string; problem: AttachmentProblem }[] }
> {
  const problems: { name: string; problem: AttachmentProblem }[] = [];
  if (files.length > documentLimits.attachments)
    problems.push({ name: files[documentLimits.attachments]!.name, problem: 'tooMany' });
  const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > maxTotalBytes) problems.push({ name: files.at(-1)?.name ?? '', problem: 'tooLarge' });
  const seen = new Set<string>();
  const attachments: NewAttachment[] = [];
  for (const file of files) {
    if (file.name.length > documentLimits.fileName) {
      problems.push({ name: file.name, problem: 'nameTooLong' });
      continue;
    }
    // Kept, sent and downloaded under its cleaned name only (no path, no hidden characters, .pdf).
    const name = attachmentName(file.name);
    if (seen.has(name)) {
      problems.push({ name, problem: 'nameTwice' });
      continue;
    }
    seen.add(name);
    const inspection = await inspectPdf(file.bytes);
    if (!inspection.ok) {
      problems.push({ name, problem: 'refused' });
      continue;
    }
    // What is stored and sent is the clean copy, never the upload as it came.
    attachments.push({ name, bytes: inspection.clean, pages: inspection.pages });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, attachments };
}

/** How a shipment will end, drawn from its id: most arrive, some letters come back. */
export function fateOf(id: string, channel: Channel): ShipmentFate {
  const value = createHash('sha256').update(`fate:${id}`).digest().readUInt32BE(0) % 10;
  if (channel === 'paper') return value === 0 ? 'returned' : 'delivered';
  if (channel === 'ebox') return value < 7 ? 'read' : 'unread';
  return value === 0 ? 'bounced' : 'delivered';
}

type Executor = Kysely<Database> | Transaction<Database>;

/** A person's name as letters carry it (first names, last name), or null for an unknown number. */
export async function personName(db: Executor, insz: string): Promise<string | null> {
  const person = await db
    .selectFrom('persons')
    .select(['first_names', 'last_name'])
    .where('insz', '=', insz)
    .executeTakeFirst();
  if (!person) return null;
  return [...(person.first_names as string[]), person.last_name].join(' ');
}

/** An enterprise's name and seat, or null for an unknown number. */
export async function enterpriseOf(
  db: Executor,
  kbo: string,
): Promise<{ name: string; address: LetterAddressValue } | null> {
  const enterprise = await db
    .selectFrom('enterprises')
    .select(['official_name', 'street', 'house_number', 'box', 'postcode', 'municipality'])
    .where('enterprise_number', '=', kbo)
    .executeTakeFirst();
  if (!enterprise) return null;
  return {
    name: enterprise.official_name,
    address: {
      organisatie: enterprise.official_name,
      aanspreking: '',
      voornaam: '',
      naam: '',
      land: 'BE',
      postcode: enterprise.postcode,
      gemeente: enterprise.municipality,
      straat: enterprise.street,
      nummer: enterprise.house_number,
      bus: enterprise.box ?? '',
      lijn2: '',
      regio: '',
    },
  };
}

/** The name of a recipient given by number, or null when the register does not know it. */
export async function recipientName(
  db: Executor,
  eboxType: EboxType,
  number: string,
): Promise<string | null> {
  if (eboxType === 'burger') return personName(db, number);
  return (await enterpriseOf(db, number))?.name ?? null;
}

/** Since when the eBox is active, or null when it is not. */
export async function eboxActiveSince(
  db: Executor,
  eboxType: EboxType,
  number: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('ebox_activations')
    .select('active_since')
    .where('ebox_type', '=', eboxType)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) return null;
  const since: unknown = row.active_since;
  return since instanceof Date ? since.toISOString().slice(0, 10) : String(since).slice(0, 10);
}

/** A letter's recipient name from its address: the organisation, else the person's name. */
export function nameFromAddress(address: LetterAddressValue): string {
  const person = [address.voornaam, address.naam].filter(Boolean).join(' ');
  return address.organisatie || person || `${address.straat} ${address.nummer}`.trim();
}

/** A person's name split as an address carries it, and their main residence (null when none). */
export async function personAddress(
  db: Executor,
  insz: string,
): Promise<{ name: string; address: LetterAddressValue | null } | null> {
  const person = await db
    .selectFrom('persons')
    .select(['first_names', 'last_name'])
    .where('insz', '=', insz)
    .executeTakeFirst();
  if (!person) return null;
  const firstNames = person.first_names as string[];
  const residence = await db
    .selectFrom('person_addresses')
    .select(['street', 'house_number', 'box', 'postcode', 'municipality'])
    .where('insz', '=', insz)
    .where('kind', '=', 'hoofdverblijfplaats')
    .where('valid_to', 'is', null)
    .orderBy('valid_from', 'desc')
    .executeTakeFirst();
  return {
    name: [...firstNames, person.last_name].join(' '),
    address:
      residence?.street && residence.postcode && residence.municipality
        ? {
            organisatie: '',
            aanspreking: '',
            voornaam: firstNames[0] ?? '',
            naam: person.last_name,
            land: 'BE',
            postcode: residence.postcode,
            gemeente: residence.municipality,
            straat: residence.street,
            nummer: residence.house_number ?? '',
            bus: residence.box ?? '',
            lijn2: '',
            regio: '',
          }
        : null,
  };
}

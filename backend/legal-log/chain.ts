// The legal log as a tamper-evident chain: every entry holds an HMAC-SHA-256 over its own content
// and the previous entry's hash, so changing or removing an entry breaks every link after it. The
// key comes from the backend's secret, not the database: write access to the table alone is not
// enough to rewrite the chain.
// Appends are serialised with an advisory lock: two consultations at once still form one chain.
import { createHmac, hkdfSync } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, LegalLogTable } from '../db/schema';

/** The previous hash of the very first entry. */
export const genesisHash = '0'.repeat(64);
/** Any constant, the same in every backend process that shares the database. */
const appendLock = 7_291_005;

export interface LegalLogContent {
  loggedAt: Date;
  correlationId: string;
  userSubject: string;
  userName: string;
  organisationCode: string;
  role: string;
  permission: string;
  operation: string;
  subjectKind: string;
  subject: string;
  reference: string | null;
  registeredBy: string;
  source: string;
  outcome: string;
}

/** The content's fields in a fixed order: the exact bytes the hash covers. */
export function canonicalContent(content: LegalLogContent): string {
  return JSON.stringify([
    content.loggedAt.toISOString(),
    content.correlationId,
    content.userSubject,
    content.userName,
    content.organisationCode,
    content.role,
    content.permission,
    content.operation,
    content.subjectKind,
    content.subject,
    content.reference,
    content.registeredBy,
    content.source,
    content.outcome,
  ]);
}

/** The chain's key, derived from the backend's hash secret for this one purpose. */
export function legalLogKey(hashSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', hashSecret, 'backoffice-backend', 'legal-log-chain', 32));
}

export function entryHash(key: Buffer, previousHash: string, content: LegalLogContent): string {
  return createHmac('sha256', key)
    .update(previousHash)
    .update('\n')
    .update(canonicalContent(content))
    .digest('hex');
}

function toRow(
  content: LegalLogContent,
  previousHash: string,
  hash: string,
): Insertable<LegalLogTable> {
  return {
    logged_at: content.loggedAt,
    correlation_id: content.correlationId,
    user_subject: content.userSubject,
    user_name: content.userName,
    organisation_code: content.organisationCode,
    role: content.role,
    permission: content.permission,
    operation: content.operation,
    subject_kind: content.subjectKind,
    subject: content.subject,
    reference: content.reference,
    registered_by: content.registeredBy,
    source: content.source,
    outcome: content.outcome,
    previous_hash: previousHash,
    hash,
  };
}

function fromRow(row: Selectable<LegalLogTable>): LegalLogContent {
  return {
    loggedAt: new Date(row.logged_at),
    correlationId: row.correlation_id,
    userSubject: row.user_subject,
    userName: row.user_name,
    organisationCode: row.organisation_code,
    role: row.role,
    permission: row.permission,
    operation: row.operation,
    subjectKind: row.subject_kind,
    subject: row.subject,
    reference: row.reference,
    registeredBy: row.registered_by,
    source: row.source,
    outcome: row.outcome,
  };
}

/**
 * Appends one entry to the chain; throws when it cannot (the caller then answers no data). Given
 * a transaction, the entry is part of it: it stands or falls with the change it records.
 */
export async function appendEntry(
  db: Kysely<Database>,
  key: Buffer,
  content: LegalLogContent,
): Promise<{ id: string; hash: string }> {
  if (db.isTransaction) return appendIn(db as Transaction<Database>, key, content);
  return db.transaction().execute((trx) => appendIn(trx, key, content));
}

async function appendIn(
  trx: Transaction<Database>,
  key: Buffer,
  content: LegalLogContent,
): Promise<{ id: string; hash: string }> {
  {
    await sql`select pg_advisory_xact_lock(${appendLock})`.execute(trx);
    const last = await trx
      .selectFrom('legal_log')
      .select('hash')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const previousHash = last?.hash ?? genesisHash;
    // Milliseconds only: what the database keeps of the timestamp is what the hash covers.
    const stored = { ...content, loggedAt: new Date(content.loggedAt.getTime()) };
    const hash = entryHash(key, previousHash, stored);
    const row = await trx
      .insertInto('legal_log')
      .values(toRow(stored, previousHash, hash))
      .returning(['id'])
      .executeTakeFirstOrThrow();
    return { id: String(row.id), hash };
  }
}

export type ChainVerification =
  | { ok: true; entries: number }
  | {
      ok: false;
      entries: number;
      /** The first entry whose content no longer matches its hash, or that follows a removed one. */
      firstBadId: string;
      problem: 'altered' | 'removed';
    };

/**
 * Walks the whole chain in id order. An edited entry fails its own hash ('altered'); an entry
 * whose previous hash is not the hash of the entry before it follows a removed one ('removed').
 * (Removing the newest entries leaves a shorter valid chain: anchor the latest hash elsewhere
 * to detect that.)
 */
export async function verifyChain(
  db: Kysely<Database>,
  key: Buffer,
  pageSize = 5000,
): Promise<ChainVerification> {
  let previousHash = genesisHash;
  let lastId: string | null = null;
  let entries = 0;
  for (;;) {
    let query = db.selectFrom('legal_log').selectAll().orderBy('id').limit(pageSize);
    if (lastId !== null) query = query.where('id', '>', lastId);
    const rows = await query.execute();
    for (const row of rows) {
      const id = String(row.id);
      if (row.previous_hash !== previousHash) {
        return { ok: false, entries, firstBadId: id, problem: 'removed' };
      }
      if (entryHash(key, row.previous_hash, fromRow(row)) !== row.hash) {
        return { ok: false, entries, firstBadId: id, problem: 'altered' };
      }
      previousHash = row.hash;
      lastId = id;
      entries += 1;
    }
    if (rows.length < pageSize) return { ok: true, entries };
  }
}

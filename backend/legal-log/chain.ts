// The legal log as a tamper-evident chain: every entry holds an HMAC-SHA-256 over its own content
// and the previous entry's hash, so changing or removing an entry breaks every link after it. The
// key comes from the backend's secret, not the database: write access to the table alone is not
// enough to rewrite the chain. Every entry names the version of its key, so the key can be
// rotated while older entries still verify under theirs.
// Appends are serialised with an advisory lock, a batch of entries at a time (group-commit.ts):
// two consultations at once still form one chain, and each entry takes its time and its id under
// that lock, so the order of the ids is the order of the times.
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, LegalLogTable } from '../db/schema';
import { subjectIndex, subjectIndexKey } from './subject-index';

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
  /**
   * The id the backend made for the entry (the correlation id is the caller's choice). Null only
   * in entries of format 1, written before server ids existed.
   */
  serverId: string | null;
  /** Which canonical content the hash covers: 1 (before server ids) or 2. */
  format: LegalLogFormat;
}

/** The content format new entries are written in. */
export const currentFormat = 2;
export type LegalLogFormat = 1 | 2;

/**
 * The content's fields in a fixed order: the exact bytes the hash covers. Format 2 starts with
 * its name and ends with the server id; format 1, of older entries, has neither, so those entries
 * verify as they were written. A row cannot pass for the other format: the bytes differ.
 */
export function canonicalContent(content: LegalLogContent): string {
  const fields = [
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
  ];
  return JSON.stringify(content.format === 1 ? fields : ['v2', ...fields, content.serverId]);
}

/** A key of the chain: the HMAC key, and the fingerprint that names it in legal_log_keys. */
export interface LegalLogKey {
  hmacKey: Buffer;
  /** An HMAC of a fixed text under the key: tells keys apart without revealing them. */
  fingerprint: string;
  /** The key of the subjects' blind index (subject-index.ts), from the same secret. */
  indexKey: Buffer;
}

/** The chain's key, derived from the backend's hash secret for this one purpose. */
export function legalLogKey(hashSecret: string): LegalLogKey {
  const hmacKey = Buffer.from(
    hkdfSync('sha256', hashSecret, 'backoffice-backend', 'legal-log-chain', 32),
  );
  const fingerprint = createHmac('sha256', hmacKey)
    .update('legal-log key fingerprint')
    .digest('hex');
  return { hmacKey, fingerprint, indexKey: subjectIndexKey(hashSecret) };
}

export function entryHash(hmacKey: Buffer, previousHash: string, content: LegalLogContent): string {
  return createHmac('sha256', hmacKey)
    .update(previousHash)
    .update('\n')
    .update(canonicalContent(content))
    .digest('hex');
}

function toRow(
  content: LegalLogContent,
  previousHash: string,
  hash: string,
  key: LegalLogKey,
  keyVersion: number,
  sourceMs: number | null,
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
    key_version: keyVersion,
    server_id: content.serverId,
    content_format: content.format,
    // Beside the content, not in it: the hash covers the subject itself.
    subject_index: subjectIndex(key.indexKey, content.subjectKind, content.subject),
    // Beside the content too: how long the source took is a measurement, not what was consulted.
    source_ms: sourceMs,
  };
}

/** The columns a walk of the chain reads: the content, the links and the key's version. */
const chainColumns = [
  'id',
  'logged_at',
  'correlation_id',
  'user_subject',
  'user_name',
  'organisation_code',
  'role',
  'permission',
  'operation',
  'subject_kind',
  'subject',
  'reference',
  'registered_by',
  'source',
  'outcome',
  'previous_hash',
  'hash',
  'key_version',
  'server_id',
  'content_format',
] as const;

/** The content an entry's hash covers, read back from its row. */
export function entryContent(
  row: Omit<Selectable<LegalLogTable>, 'subject_index' | 'source_ms'>,
): LegalLogContent {
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
    serverId: row.server_id,
    format: row.content_format === 1 ? 1 : 2,
  };
}

/**
 * What the caller gives: everything but the time, which the chain takes under its lock, and the
 * server id and format, which the chain makes; beside the content, how long the source's answer
 * took in milliseconds when the backend measured it (not covered by the hash).
 */
export type NewLegalLogEntry = Omit<LegalLogContent, 'loggedAt' | 'serverId' | 'format'> & {
  sourceMs?: number | null;
};

export interface AppendedEntry {
  id: string;
  /** The id the backend made for this entry, whatever correlation id the caller sent. */
  serverId: string;
  hash: string;
  loggedAt: Date;
  keyVersion: number;
}

/**
 * Appends one entry to the chain; throws when it cannot (the caller then answers no data). Given
 * a transaction, the entry is part of it: it stands or falls with the change it records.
 */
export async function appendEntry(
  db: Kysely<Database>,
  key: LegalLogKey,
  entry: NewLegalLogEntry,
): Promise<AppendedEntry> {
  if (db.isTransaction) return appendIn(db as Transaction<Database>, key, entry);
  return db.transaction().execute((trx) => appendIn(trx, key, entry));
}

async function appendIn(
  trx: Transaction<Database>,
  key: LegalLogKey,
  entry: NewLegalLogEntry,
): Promise<AppendedEntry> {
  const [appended] = await appendBatchIn(trx, key, [entry]);
  if (!appended) throw new Error('the legal log entry was not appended');
  return appended;
}

/**
 * Appends the entries, in their order, to the chain in the transaction given: one lock, one read of
 * the chain's end, one insert. They share the time the lock was taken at (never before their
 * predecessor's), and take their ids from the sequence under the lock, so id order is chain order.
 */
export async function appendBatchIn(
  trx: Transaction<Database>,
  key: LegalLogKey,
  entries: readonly NewLegalLogEntry[],
): Promise<AppendedEntry[]> {
  return appendUnderLock(trx, key, entries, (now) => entries.map(() => now));
}

/**
 * Appends entries that carry their own times (a synthetic history written at the seed), in their
 * order: each must be at or after the one before it and after the chain's end, or nothing is
 * written, so id order and time order still agree.
 */
export async function appendTimedBatchIn(
  trx: Transaction<Database>,
  key: LegalLogKey,
  entries: readonly (NewLegalLogEntry & { loggedAt: Date })[],
): Promise<AppendedEntry[]> {
  return appendUnderLock(trx, key, entries, (_now, previous) => {
    let last = previous;
    return entries.map(({ loggedAt }) => {
      if (last !== null && loggedAt < last) {
        throw new Error('a timed legal log entry may not come before the one before it');
      }
      last = loggedAt;
      return loggedAt;
    });
  });
}

async function appendUnderLock(
  trx: Transaction<Database>,
  key: LegalLogKey,
  entries: readonly NewLegalLogEntry[],
  /** Each entry's time, given the database's now and the chain's last time. */
  timesOf: (now: Date, previous: Date | null) => Date[],
): Promise<AppendedEntry[]> {
  if (entries.length === 0) return [];
  await sql`select pg_advisory_xact_lock(${appendLock})`.execute(trx);
  // The database's clock, one for every backend process, in the milliseconds the hash covers.
  const { rows } = await sql<{
    hash: string | null;
    logged_at: Date | string | null;
    key_version: number | null;
    now: Date | string;
    version: number | null;
  }>`select last.hash, last.logged_at, last.key_version,
      date_trunc('milliseconds', clock_timestamp()) as now,
      (select version from legal_log_keys where fingerprint = ${key.fingerprint}) as version
    from (select 1) as here
    left join lateral (
      select hash, logged_at, key_version from legal_log order by id desc limit 1
    ) as last on true`.execute(trx);
  const state = rows[0];
  if (!state) throw new Error('the legal log state could not be read');
  const keyVersion = state.version ?? (await registerKey(trx, key));
  // A process still on a retired key must not write after the newer key took over.
  if (state.key_version !== null && keyVersion < state.key_version) {
    throw new Error(
      `the legal log is written under key version ${state.key_version}, this key is version ${keyVersion}`,
    );
  }
  const now = new Date(state.now);
  const previous = state.logged_at === null ? null : new Date(state.logged_at);
  // Never before the previous entry, whatever the clock does: id order and time order agree.
  const times = timesOf(previous !== null && previous > now ? previous : now, previous);
  const ids = await nextIds(trx, entries.length);
  let previousHash = state.hash ?? genesisHash;
  const appended: AppendedEntry[] = [];
  const values = entries.map((entry, index) => {
    const id = ids[index] as string;
    const serverId = randomUUID();
    const loggedAt = times[index] as Date;
    const content: LegalLogContent = {
      correlationId: entry.correlationId,
      userSubject: entry.userSubject,
      userName: entry.userName,
      organisationCode: entry.organisationCode,
      role: entry.role,
      permission: entry.permission,
      operation: entry.operation,
      subjectKind: entry.subjectKind,
      subject: entry.subject,
      reference: entry.reference,
      registeredBy: entry.registeredBy,
      source: entry.source,
      outcome: entry.outcome,
      loggedAt,
      serverId,
      format: currentFormat,
    };
    const hash = entryHash(key.hmacKey, previousHash, content);
    const row = {
      id,
      ...toRow(content, previousHash, hash, key, keyVersion, entry.sourceMs ?? null),
    };
    previousHash = hash;
    appended.push({ id, serverId, hash, loggedAt, keyVersion });
    return row;
  });
  await trx.insertInto('legal_log').values(values).execute();
  return appended;
}

/** `count` ids from the chain's sequence, ascending: taken under the append lock, after every id before them. */
async function nextIds(trx: Transaction<Database>, count: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('legal_log', 'id'))::text as id
    from generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => row.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
}

/**
 * Gives a key the chain has not seen a version: the version of the entries written before versions
 * existed when their newest entry verifies under it (the same key), else the next version.
 */
async function registerKey(trx: Transaction<Database>, key: LegalLogKey): Promise<number> {
  const unrecognised = await trx
    .selectFrom('legal_log_keys')
    .select('version')
    .where('fingerprint', 'is', null)
    .orderBy('version')
    .executeTakeFirst();
  if (unrecognised) {
    const newest = await trx
      .selectFrom('legal_log')
      .selectAll()
      .where('key_version', '=', unrecognised.version)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (
      newest &&
      entryHash(key.hmacKey, newest.previous_hash, entryContent(newest)) === newest.hash
    ) {
      await trx
        .updateTable('legal_log_keys')
        .set({ fingerprint: key.fingerprint })
        .where('version', '=', unrecognised.version)
        .execute();
      return unrecognised.version;
    }
  }
  const { rows } = await sql<{ version: number }>`
    insert into legal_log_keys (version, fingerprint)
    select coalesce(max(version), 0) + 1, ${key.fingerprint} from legal_log_keys
    returning version`.execute(trx);
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('the legal log key could not be registered');
  return version;
}

export type ChainVerification =
  | { ok: true; entries: number }
  | {
      ok: false;
      entries: number;
      /** The first entry that is not what it was written as, or that follows a removed one. */
      firstBadId: string;
      problem: ChainProblem;
    };

export type ChainProblem = 'altered' | 'removed' | 'unknown key';

/** An entry of a range as the walk reports it: where it is, and what makes it findable. */
export interface WalkedEntry {
  id: string;
  serverId: string | null;
  loggedAt: Date;
}

export interface RangeVerification {
  ok: boolean;
  /** The entries that verified, in id order, before the first that did not. */
  entries: number;
  /** The first and the last entry of the range; null when it holds none. */
  first: WalkedEntry | null;
  last: WalkedEntry | null;
  /** The first entry that does not verify, with its position in the range (1 is the first). */
  broken?: WalkedEntry & { position: number; problem: ChainProblem };
}

/**
 * Walks the whole chain in id order, each entry checked under the key of its version (from `keys`,
 * by fingerprint). An edited entry fails its own hash, and so does one whose key version or
 * content format is older than its predecessor's ('altered'); an entry whose previous hash is not the hash of the entry
 * before it follows a removed one ('removed'); an entry whose version's key is not among `keys`
 * cannot be checked ('unknown key'). (Removing the newest entries leaves a shorter valid chain:
 * anchor the latest hash elsewhere to detect that.)
 */
export async function verifyChain(
  db: Kysely<Database>,
  keys: LegalLogKey | readonly LegalLogKey[],
  pageSize = 5000,
): Promise<ChainVerification> {
  const walked = await verifyRange(db, keys, {}, pageSize);
  if (walked.ok || !walked.broken) return { ok: true, entries: walked.entries };
  return {
    ok: false,
    entries: walked.entries,
    firstBadId: walked.broken.id,
    problem: walked.broken.problem,
  };
}

/**
 * Walks the contiguous range of ids from `fromId` to `toId` (either open: from the first, to the
 * last entry) in id order, `pageSize` rows at a time, never the whole range in memory, with the
 * checks of `verifyChain`. The range's first entry is checked against the entry before it (its
 * hash, version and format are taken as they are: that entry is outside the range), so a removal
 * just before the range is found too.
 */
export async function verifyRange(
  db: Kysely<Database>,
  keys: LegalLogKey | readonly LegalLogKey[],
  { fromId, toId }: { fromId?: string; toId?: string },
  pageSize = 5000,
): Promise<RangeVerification> {
  const given = 'hmacKey' in keys ? [keys] : keys;
  const registered = await db.selectFrom('legal_log_keys').selectAll().execute();
  /** Per version: its key, or null while the entries from before versions have no key found. */
  const keyOf = new Map<number, Buffer | null>();
  for (const row of registered) {
    const match = given.find((candidate) => candidate.fingerprint === row.fingerprint);
    if (match) keyOf.set(row.version, match.hmacKey);
    else if (row.fingerprint === null) keyOf.set(row.version, null);
  }

  let previousHash = genesisHash;
  let previousVersion = 0;
  let previousFormat = 1;
  if (fromId !== undefined) {
    const before = await db
      .selectFrom('legal_log')
      .select(['hash', 'key_version', 'content_format'])
      .where('id', '<', fromId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (before) {
      previousHash = before.hash;
      previousVersion = before.key_version;
      previousFormat = before.content_format;
    }
  }

  let lastId: string | null = null;
  let entries = 0;
  let first: WalkedEntry | null = null;
  let last: WalkedEntry | null = null;
  for (;;) {
    let query = db.selectFrom('legal_log').select(chainColumns).orderBy('id').limit(pageSize);
    if (lastId !== null) query = query.where('id', '>', lastId);
    else if (fromId !== undefined) query = query.where('id', '>=', fromId);
    if (toId !== undefined) query = query.where('id', '<=', toId);
    const rows = await query.execute();
    for (const row of rows) {
      const id = String(row.id);
      const walked: WalkedEntry = {
        id,
        serverId: row.server_id,
        loggedAt: new Date(row.logged_at),
      };
      first ??= walked;
      last = walked;
      const fail = (problem: ChainProblem): RangeVerification => ({
        ok: false,
        entries,
        first,
        last: walked,
        broken: { ...walked, position: entries + 1, problem },
      });
      if (row.previous_hash !== previousHash) return fail('removed');
      const content = entryContent(row);
      let hmacKey = keyOf.get(row.key_version);
      if (hmacKey === null) {
        // Entries from before versions: whichever given key verifies the first of them.
        hmacKey = given.find(
          (candidate) => entryHash(candidate.hmacKey, row.previous_hash, content) === row.hash,
        )?.hmacKey;
        if (hmacKey) keyOf.set(row.key_version, hmacKey);
      }
      if (!hmacKey) return fail('unknown key');
      if (
        row.key_version < previousVersion ||
        row.content_format < previousFormat ||
        (row.content_format !== 1 && row.server_id === null) ||
        entryHash(hmacKey, row.previous_hash, content) !== row.hash
      ) {
        return fail('altered');
      }
      previousHash = row.hash;
      previousVersion = row.key_version;
      previousFormat = row.content_format;
      lastId = id;
      entries += 1;
    }
    if (rows.length < pageSize) return { ok: true, entries, first, last };
  }
}

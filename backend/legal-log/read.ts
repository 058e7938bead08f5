// Reading the legal log: the entries a consultant's filters match (a page of them, in the order
// asked, or all of them in id order for a report), the lists the search form offers, one entry
// with its link, one request's entries, and the chain verified over the range of ids the matches
// span. A subject is searched by its blind index only (subject-index.ts), never by its text.
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { maximumPagedRows } from '@contracts/http';
import type { LegalLogEntry, LegalLogVerification } from '@contracts/legal-log';
import type { LegalLogFilters, LegalLogSort } from '@contracts/legal-log-filters';
import { pageWindow } from '../db/paging';
import type { Database, LegalLogTable } from '../db/schema';
import { verifyRange, type LegalLogKey, type RangeVerification } from './chain';
import { subjectIndex } from './subject-index';

type Executor = Kysely<Database>;
type EntryRow = Selectable<LegalLogTable> & { organisation_name: string | null };
type LogQuery = SelectQueryBuilder<Database, 'legal_log', object>;

/** Whether a reference is a server id (a UUID) rather than the number of an entry without one. */
const isServerId = (reference: string) => reference.includes('-');

/** An entry's reference: its server id, or its number when it was written without one. */
export function referenceOf(row: { id: string | number; server_id: string | null }): string {
  return row.server_id ?? String(row.id);
}

/** The entries the filters match: every filter narrows, an absent one lets all through. */
export function matching(db: Executor, filters: LegalLogFilters, key: LegalLogKey): LogQuery {
  let query = db.selectFrom('legal_log') as LogQuery;
  if (filters.correlationId !== undefined)
    query = query.where('legal_log.correlation_id', '=', filters.correlationId);
  if (filters.tracingId !== undefined) {
    query = isServerId(filters.tracingId)
      ? query.where('legal_log.server_id', '=', filters.tracingId)
      : query.where('legal_log.id', '=', filters.tracingId);
  }
  if (filters.register !== undefined)
    query = query.where('legal_log.source', '=', filters.register);
  if (filters.finaliteiten?.length)
    query = query.where('legal_log.reference', 'in', filters.finaliteiten);
  if (filters.operaties?.length)
    query = query.where('legal_log.operation', 'in', filters.operaties);
  if (filters.gebruikers?.length)
    query = query.where('legal_log.user_subject', 'in', filters.gebruikers);
  if (filters.startDatum !== undefined)
    query = query.where('legal_log.logged_at', '>=', new Date(filters.startDatum));
  if (filters.eindDatum !== undefined)
    query = query.where('legal_log.logged_at', '<=', new Date(filters.eindDatum));
  if (filters.onderwerpen?.length) {
    const indexes = filters.onderwerpen.map((subject) =>
      subjectIndex(key.indexKey, subject.type, subject.waarde),
    );
    query = query.where('legal_log.subject_index', 'in', indexes);
  }
  if (filters.organisaties?.length) {
    const codes = filters.organisaties.filter((o) => o.soort === 'OvoCode').map((o) => o.waarde);
    const names = filters.organisaties
      .filter((o) => o.soort === 'CommonName')
      .map((o) => o.waarde.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        ...(codes.length > 0 ? [eb('legal_log.organisation_code', 'in', codes)] : []),
        ...(names.length > 0
          ? [
              eb(
                'legal_log.organisation_code',
                'in',
                eb
                  .selectFrom('organisations')
                  .select('organisations.code')
                  .where(sql<string>`lower(organisations.name)`, 'in', names),
              ),
            ]
          : []),
      ]),
    );
  }
  return query;
}

function withOrganisation(query: LogQuery) {
  return query
    .leftJoin('organisations', 'organisations.code', 'legal_log.organisation_code')
    .selectAll('legal_log')
    .select('organisations.name as organisation_name');
}

/** An entry as the consultant reads it. */
export function entryOf(row: EntryRow): LegalLogEntry {
  return {
    referte: referenceOf(row),
    tijdstip: new Date(row.logged_at).toISOString(),
    correlatieId: row.correlation_id,
    gebruiker: { id: row.user_subject, naam: row.user_name },
    organisatie: {
      code: row.organisation_code,
      naam: row.organisation_name ?? row.organisation_code,
    },
    profiel: row.role,
    permissie: row.permission,
    operatie: row.operation,
    register: row.source,
    onderwerp: {
      type: row.subject_kind as LegalLogEntry['onderwerp']['type'],
      waarde: row.subject,
    },
    referentie: row.reference,
    geregistreerdDoor: row.registered_by as LegalLogEntry['geregistreerdDoor'],
    resultaat: row.outcome,
  };
}

const sortColumns = {
  tijdstip: 'legal_log.logged_at',
  gebruiker: 'legal_log.user_name',
  organisatie: 'legal_log.organisation_code',
  operatie: 'legal_log.operation',
  register: 'legal_log.source',
} as const;

/** The first and last id of the entries the filters match; null when none does. */
async function idRange(
  db: Executor,
  filters: LegalLogFilters,
  key: LegalLogKey,
): Promise<{ fromId: string; toId: string } | null> {
  const range = await matching(db, filters, key)
    .select((eb) => [
      eb.fn.min('legal_log.id').as('from_id'),
      eb.fn.max('legal_log.id').as('to_id'),
    ])
    .executeTakeFirst();
  if (!range?.from_id || !range.to_id) return null;
  return { fromId: String(range.from_id), toId: String(range.to_id) };
}

/** A range's verification as the contract gives it. */
export function verificationOf(
  walked: RangeVerification | null,
  milliseconds: number,
  range: { from: string | null; to: string | null } = {
    from: walked?.first ? referenceOfWalked(walked.first) : null,
    to: walked?.last ? referenceOfWalked(walked.last) : null,
  },
): LegalLogVerification {
  return {
    intact: walked === null || walked.ok,
    gecontroleerd: walked?.entries ?? 0,
    van: range.from,
    tot: range.to,
    ...(walked?.broken
      ? {
          gebrokenBij: {
            referte: referenceOfWalked(walked.broken),
            positie: walked.broken.position,
            tijdstip: walked.broken.loggedAt.toISOString(),
          },
        }
      : {}),
    duurMs: Math.round(milliseconds),
  };
}

function referenceOfWalked(entry: { id: string; serverId: string | null }): string {
  return entry.serverId ?? entry.id;
}

/**
 * The chain verified over the contiguous range of ids from the first to the last entry the
 * filters match (the entries between them that the filters leave out are checked too: the chain
 * runs through them), and the link from the entry before the range.
 */
export async function verifyMatching(
  db: Executor,
  filters: LegalLogFilters,
  key: LegalLogKey,
): Promise<LegalLogVerification> {
  const started = performance.now();
  const range = await idRange(db, filters, key);
  const walked = range ? await verifyRange(db, [key], range) : null;
  return verificationOf(walked, performance.now() - started);
}

/** The chain verified over the ids from `fromId` to `toId` (a page's rows). */
export async function verifyIds(
  db: Executor,
  key: LegalLogKey,
  ids: readonly string[],
): Promise<LegalLogVerification> {
  const started = performance.now();
  if (ids.length === 0) return verificationOf(null, 0);
  const sorted = [...ids].sort((a, b) =>
    BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0,
  );
  const walked = await verifyRange(db, [key], {
    fromId: sorted[0] as string,
    toId: sorted.at(-1) as string,
  });
  return verificationOf(walked, performance.now() - started);
}

/** A page of the matching entries in the order asked, with how many match (up to the ceiling). */
export async function searchEntries(
  db: Executor,
  filters: LegalLogFilters,
  key: LegalLogKey,
  page: { limit: number; offset: number; sortering: LegalLogSort },
): Promise<{ rows: EntryRow[]; totaal: number; afgekapt: boolean }> {
  // Counted up to one past the ceiling: a count of millions of entries is not needed to say
  // that there are more than can be paged through.
  const counted = await db
    .selectFrom(
      matching(db, filters, key)
        .select('legal_log.id')
        .limit(maximumPagedRows + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(Number(counted.count), { take: page.limit, skip: page.offset });
  if (window.limit === 0) return { rows: [], totaal: window.totaal, afgekapt: window.afgekapt };
  const direction = page.sortering.richting === 'Asc' ? 'asc' : 'desc';
  const rows = (await withOrganisation(matching(db, filters, key))
    .orderBy(sortColumns[page.sortering.veld], direction)
    .orderBy('legal_log.id', direction)
    .offset(page.offset)
    .limit(window.limit)
    .execute()) as EntryRow[];
  return { rows, totaal: window.totaal, afgekapt: window.afgekapt };
}

/**
 * Every matching entry in id order, `batchSize` at a time (a report's rows), at most `maximum`;
 * `each` is given every batch in turn.
 */
export async function eachMatchingBatch(
  db: Executor,
  filters: LegalLogFilters,
  key: LegalLogKey,
  maximum: number,
  each: (rows: EntryRow[]) => void | Promise<void>,
  batchSize = 5000,
): Promise<number> {
  let after: string | null = null;
  let read = 0;
  while (read < maximum) {
    let query = withOrganisation(matching(db, filters, key));
    if (after !== null) query = query.where('legal_log.id', '>', after);
    const rows = (await query
      .orderBy('legal_log.id')
      .limit(Math.min(batchSize, maximum - read))
      .execute()) as EntryRow[];
    if (rows.length === 0) break;
    await each(rows);
    read += rows.length;
    after = String(rows.at(-1)?.id);
  }
  return read;
}

/** How many entries match, exactly (a report says how many it left out). */
export async function countMatching(
  db: Executor,
  filters: LegalLogFilters,
  key: LegalLogKey,
): Promise<number> {
  const counted = await matching(db, filters, key)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** One entry by its reference (a server id, or its number); undefined when there is none. */
export async function entryByReference(
  db: Executor,
  reference: string,
): Promise<(EntryRow & { previous_reference: string | null }) | undefined> {
  let query = withOrganisation(db.selectFrom('legal_log') as LogQuery);
  query = isServerId(reference)
    ? query.where('legal_log.server_id', '=', reference)
    : query.where('legal_log.id', '=', reference);
  const row = (await query.executeTakeFirst()) as EntryRow | undefined;
  if (!row) return undefined;
  const previous = await db
    .selectFrom('legal_log')
    .select(['id', 'server_id'])
    .where('id', '<', String(row.id))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { ...row, previous_reference: previous ? referenceOf(previous) : null };
}

/** The entries of one request (its correlation id) in id order, at most `limit`. */
export async function entriesOfRequest(
  db: Executor,
  correlationId: string,
  limit: number,
): Promise<{ rows: EntryRow[]; afgekapt: boolean }> {
  const rows = (await withOrganisation(db.selectFrom('legal_log') as LogQuery)
    .where('legal_log.correlation_id', '=', correlationId)
    .orderBy('legal_log.id')
    .limit(limit + 1)
    .execute()) as EntryRow[];
  return { rows: rows.slice(0, limit), afgekapt: rows.length > limit };
}

export type LegalLogListName =
  'finaliteiten' | 'operaties' | 'registers' | 'gebruikers' | 'organisaties';

/**
 * A list the search form offers: the distinct values the log holds with how many entries hold
 * each, the most frequent first, at most `limit`; users labelled by the name their
 * entries hold, organisations by the organisations table's name.
 */
export async function listValues(
  db: Executor,
  list: LegalLogListName,
  limit: number,
): Promise<{ code: string; label: string; aantal: number }[]> {
  if (list === 'gebruikers') {
    const { rows } = await sql<{ code: string; label: string; aantal: string }>`
      select user_subject as code, max(user_name) as label, count(*) as aantal
        from legal_log group by user_subject
       order by count(*) desc, user_subject limit ${limit}`.execute(db);
    return rows.map((row) => ({ ...row, aantal: Number(row.aantal) }));
  }
  if (list === 'organisaties') {
    const { rows } = await sql<{ code: string; label: string | null; aantal: string }>`
      select l.code, o.name as label, l.aantal
        from (select organisation_code as code, count(*) as aantal from legal_log
               group by organisation_code) as l
        left join organisations o on o.code = l.code
       order by l.aantal desc, l.code limit ${limit}`.execute(db);
    return rows.map((row) => ({
      code: row.code,
      label: row.label ?? row.code,
      aantal: Number(row.aantal),
    }));
  }
  const column = sql.ref(
    list === 'finaliteiten' ? 'reference' : list === 'operaties' ? 'operation' : 'source',
  );
  const { rows } = await sql<{ code: string; aantal: string }>`
    select ${column} as code, count(*) as aantal from legal_log
     where ${column} is not null
     group by ${column} order by count(*) desc, ${column} limit ${limit}`.execute(db);
  return rows.map((row) => ({ code: row.code, label: row.code, aantal: Number(row.aantal) }));
}

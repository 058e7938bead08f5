// Durable bulk jobs (ADR 014): sending a validated file makes a job and one waiting item per line
// in one transaction, under the sender's active role and the grant of the call, which its items'
// legal-log entries will name; the workers end the items. A job belongs to its sender in the
// active role's organisation: to anyone else it does not exist.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { processing, type BulkJobProgress } from '@contracts/bulk';
import { consultationGrant, type ConsultationCall } from '@contracts/consultation';
import { errorCodes } from '@contracts/http';
import type { Database, StoredBulkLine } from '../db/schema';
import { CallError, notFound, type CallContext } from '../http/call';
import { message } from '../http/messages';
import { mayAskItem, ownerOf, type BulkKind, type BulkOwner } from './files';

/** The overview shows a user's newest jobs, this many at most. */
export const overviewSize = 50;

interface JobRow {
  id: string;
  file_name: string;
  item_count: number;
  /** A timestamptz (typed loosely by the schema's Generated<Timestamp>). */
  created_at: unknown;
}

interface StatusCount {
  job_id: string;
  status: number | null;
  amount: number | string;
}

/** A job's figures from its items' counts per status (null: still waiting). */
function progressOf(job: JobRow, counts: readonly StatusCount[]): BulkJobProgress {
  const ended = counts
    .filter((count) => count.status !== null)
    .map((count) => ({ status: Number(count.status), amount: Number(count.amount) }))
    .sort((a, b) => a.status - b.status);
  const waiting = counts
    .filter((count) => count.status === null)
    .reduce((sum, count) => sum + Number(count.amount), 0);
  return {
    id: job.id,
    itemCount: job.item_count,
    jobDescription: job.file_name,
    timeStamp: new Date(job.created_at as Date | string).toISOString(),
    status: waiting === 0 ? 1 : 0,
    statusProgress: waiting > 0 ? [...ended, { status: processing, amount: waiting }] : ended,
  };
}

async function countsOf(db: Kysely<Database>, jobIds: readonly string[]): Promise<StatusCount[]> {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('bulk_items')
    .where('job_id', 'in', jobIds)
    .groupBy(['job_id', 'status'])
    .select(['job_id', 'status', sql<string>`count(*)`.as('amount')])
    .execute();
}

function ownedJobs(db: Kysely<Database>, owner: BulkOwner, kind: string) {
  return db
    .selectFrom('bulk_jobs')
    .where('kind', '=', kind)
    .where('owner_subject', '=', owner.subject)
    .where('organisation_code', '=', owner.organisationCode);
}

/** A job's progress for its owner; 404 for anyone else. */
export async function jobProgress(
  db: Kysely<Database>,
  owner: BulkOwner,
  kind: string,
  id: string,
  language: 'nl' | 'en',
): Promise<BulkJobProgress> {
  const job = await ownedJobs(db, owner, kind)
    .where('id', '=', id)
    .select(['id', 'file_name', 'item_count', 'created_at'])
    .executeTakeFirst();
  if (!job) throw notFound(language);
  return progressOf(job, await countsOf(db, [job.id]));
}

/** The owner's jobs of a kind in the organisation, newest first, at most `overviewSize`. */
export async function jobOverview(
  db: Kysely<Database>,
  owner: BulkOwner,
  kind: string,
): Promise<BulkJobProgress[]> {
  const jobs = await ownedJobs(db, owner, kind)
    .select(['id', 'file_name', 'item_count', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(overviewSize)
    .execute();
  const counts = await countsOf(
    db,
    jobs.map((job) => job.id),
  );
  return jobs.map((job) =>
    progressOf(
      job,
      counts.filter((count) => count.job_id === job.id),
    ),
  );
}

/** A job with what its result file needs, for its owner; 404 for anyone else. */
export async function ownedJob(
  db: Kysely<Database>,
  owner: BulkOwner,
  kind: string,
  id: string,
  language: 'nl' | 'en',
) {
  const job = await ownedJobs(db, owner, kind).where('id', '=', id).selectAll().executeTakeFirst();
  if (!job) throw notFound(language);
  return job;
}

/** A job just made of a file, as the domain sees it to make what goes with it. */
export interface MadeJob {
  id: string;
  fileName: string;
  lines: readonly StoredBulkLine[];
}

/**
 * What a domain makes beside a new job in the same transaction (push notifications: the
 * notification the job delivers); throwing refuses the send, and nothing of it is kept.
 */
export type AlongsideJob = (trx: Kysely<Database>, job: MadeJob) => Promise<void>;

/**
 * Sends a validated file of the owner: its job and one waiting item per line, made in one
 * transaction with the file's new state (and what the domain makes beside it). A file sent before
 * answers the job it has; a file with findings is refused with the validation body naming it.
 */
export async function sendFile(
  context: CallContext,
  kind: string,
  call: ConsultationCall,
  fileId: string,
  bulkKind: Pick<BulkKind, 'itemAccess'> = {},
  alongside?: AlongsideJob,
): Promise<BulkJobProgress> {
  const owner = ownerOf(context);
  const role = context.activeRole;
  const grant = consultationGrant(role, call, null);
  if (!role || !grant) {
    throw new CallError(403, {
      code: 403,
      message: message(context.language, 'forbidden'),
      errors: [],
    });
  }
  const jobId = await context.services.db.transaction().execute(async (trx) => {
    // The file's row is locked: two sends at once make one job.
    const file = await trx
      .selectFrom('bulk_files')
      .where('id', '=', fileId)
      .where('kind', '=', kind)
      .where('owner_subject', '=', owner.subject)
      .where('organisation_code', '=', owner.organisationCode)
      .select(['id', 'state', 'file_name', 'reference', 'lines'])
      .forUpdate()
      .executeTakeFirst();
    if (!file) throw notFound(context.language);
    if (file.state === 'verzonden') {
      const sent = await trx
        .selectFrom('bulk_jobs')
        .where('file_id', '=', file.id)
        .select('id')
        .executeTakeFirstOrThrow();
      return sent.id;
    }
    if (file.state !== 'gevalideerd') {
      throw new CallError(400, {
        code: errorCodes.validation,
        message: message(context.language, 'validation'),
        errors: [
          {
            message: `${message(context.language, 'bulkFileHasFindings')}: ${file.file_name}`,
            code: 'bestandsnaam',
          },
        ],
      });
    }
    // A line the role may not ask (validated under another role of the organisation) stops it.
    if (file.lines.some((line) => !mayAskItem(bulkKind, role, line.item))) {
      throw new CallError(403, {
        code: 403,
        message: message(context.language, 'bulkItemForbidden'),
        errors: [],
      });
    }
    const id = randomUUID();
    await trx
      .insertInto('bulk_jobs')
      .values({
        id,
        kind,
        file_id: file.id,
        owner_subject: owner.subject,
        owner_name: `${context.identity.givenName} ${context.identity.familyName}`,
        organisation_code: owner.organisationCode,
        role_uri: role.uri,
        permission: grant.naam,
        correlation_id: context.correlationId,
        reference: file.reference,
        language: context.language,
        file_name: file.file_name,
        item_count: file.lines.length,
      })
      .execute();
    const items = file.lines.map((line, position) => ({
      job_id: id,
      position,
      line: line.regel,
      payload: JSON.stringify(line.item ?? null),
    }));
    for (let start = 0; start < items.length; start += 500) {
      await trx
        .insertInto('bulk_items')
        .values(items.slice(start, start + 500))
        .execute();
    }
    await alongside?.(trx, { id, fileName: file.file_name, lines: file.lines });
    await trx
      .updateTable('bulk_files')
      .set({ state: 'verzonden' })
      .where('id', '=', file.id)
      .execute();
    context.log.info({ kind, job: id, items: items.length }, 'bulk job created');
    return id;
  });
  return jobProgress(context.services.db, owner, kind, jobId, context.language);
}

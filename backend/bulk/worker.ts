// The bulk worker: every backend instance runs one, and any number of them share the queue in the
// database (ADR 014). A batch is one transaction: it claims up to `batchSize` waiting items, oldest
// job first, with FOR UPDATE SKIP LOCKED (another worker skips them, and takes the next ones),
// processes each inside a savepoint with its kind's processor, and writes every item's outcome
// before it commits. An item's effect and its status are committed together or not at all, so a
// backend killed mid-batch leaves its items waiting, and the next batch does them exactly once.
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { bulkItemStatus } from '@contracts/bulk';
import type { Database } from '../db/schema';
import { message } from '../http/messages';
import {
  BULK_TEXT_MAX_LENGTH,
  type BulkItem,
  type BulkJobContext,
  type BulkOutcome,
  type BulkProcessor,
} from './processor';

export interface BulkWorkerOptions {
  db: Kysely<Database>;
  processors: readonly BulkProcessor[];
  log: Logger;
  /** Written on every item it ends (hostname and process id). */
  workerId: string;
  /** Items per transaction (on PGlite every other query waits for the batch: keep it small). */
  batchSize?: number;
  /** How long to wait before looking again when nothing was waiting. */
  idleMs?: number;
  /**
   * Other durable work the same loop does after each batch (the legal log's audit reports): each
   * does at most a little, in its own transaction, and answers how much it did (0: nothing waited).
   */
  tasks?: readonly WorkerTask[];
}

/** Durable work of the worker loop beside the bulk items (see `tasks`). */
export type WorkerTask = (db: Kysely<Database>) => Promise<number>;

export interface BulkWorker {
  /** Stops looking for work; resolves once the running batch has committed or rolled back. */
  stop(): Promise<void>;
}

export const defaultBatchSize = 20;
export const defaultIdleMs = 250;
/** After a failed batch (the database away) the worker waits longer, up to this. */
const maximumBackoffMs = 10_000;

interface ClaimedItem {
  job_id: string;
  position: number;
  line: number;
  payload: unknown;
}

/**
 * A processor's outcome as an item's status: a status outside 100-599 is a failure; the texts
 * are cut to a length the result file can show (one bad outcome must not fail the batch).
 */
function checkedOutcome(outcome: BulkOutcome, job: BulkJobContext): BulkOutcome {
  if (!Number.isInteger(outcome.status) || outcome.status < 100 || outcome.status > 599) {
    return { status: bulkItemStatus.failed, message: message(job.language, 'bulkItemFailed') };
  }
  return {
    status: outcome.status,
    message: String(outcome.message).slice(0, BULK_TEXT_MAX_LENGTH),
    result:
      outcome.result === undefined || outcome.result === null
        ? null
        : String(outcome.result).slice(0, BULK_TEXT_MAX_LENGTH),
  };
}

/**
 * One batch in one transaction: claims, processes and ends up to `batchSize` waiting items of the
 * kinds it has processors for; answers how many it ended (0: nothing was waiting).
 */
export async function runBulkBatch({
  db,
  processors,
  log,
  workerId,
  batchSize = defaultBatchSize,
}: Omit<BulkWorkerOptions, 'idleMs' | 'tasks'>): Promise<number> {
  const byKind = new Map(processors.map((processor) => [processor.kind, processor]));
  if (byKind.size === 0) return 0;
  return db.transaction().execute(async (trx) => {
    // The claim: waiting items of the oldest jobs, skipping the rows other workers hold.
    const { rows: claimed } = await sql<ClaimedItem>`
      select i.job_id, i.position, i.line, i.payload
        from bulk_items i
        join bulk_jobs j on j.id = i.job_id
       where i.status is null
         and j.kind in (${sql.join([...byKind.keys()])})
       order by j.created_at, i.job_id, i.position
       limit ${batchSize}
         for update of i skip locked`.execute(trx);
    if (claimed.length === 0) return 0;

    const jobIds = [...new Set(claimed.map((item) => item.job_id))].sort();
    const jobs = new Map(
      (await trx.selectFrom('bulk_jobs').where('id', 'in', jobIds).selectAll().execute()).map(
        (row): [string, BulkJobContext] => [
          row.id,
          {
            id: row.id,
            kind: row.kind,
            ownerSubject: row.owner_subject,
            ownerName: row.owner_name,
            organisationCode: row.organisation_code,
            roleUri: row.role_uri,
            permission: row.permission,
            correlationId: row.correlation_id,
            reference: row.reference,
            language: row.language === 'en' ? 'en' : 'nl',
          },
        ],
      ),
    );

    const outcomes: { item: ClaimedItem; outcome: BulkOutcome }[] = [];
    for (const claimedItem of claimed) {
      const job = jobs.get(claimedItem.job_id);
      const processor = job ? byKind.get(job.kind) : undefined;
      if (!job || !processor) continue;
      const item: BulkItem = {
        jobId: claimedItem.job_id,
        position: claimedItem.position,
        line: claimedItem.line,
        payload: claimedItem.payload,
      };
      // The item's own savepoint: a failure undoes its effect only, the batch goes on.
      await sql`savepoint bulk_item`.execute(trx);
      let outcome: BulkOutcome;
      try {
        outcome = checkedOutcome(await processor.process(trx, item, job), job);
        await sql`release savepoint bulk_item`.execute(trx);
      } catch (error) {
        await sql`rollback to savepoint bulk_item`.execute(trx);
        log.error(
          {
            kind: job.kind,
            job: job.id,
            position: item.position,
            error: error instanceof Error ? error.name : typeof error,
          },
          'bulk item failed',
        );
        outcome = {
          status: bulkItemStatus.failed,
          message: message(job.language, 'bulkItemFailed'),
        };
      }
      outcomes.push({ item: claimedItem, outcome });
    }
    if (outcomes.length === 0) return 0;

    const values = sql.join(
      outcomes.map(
        ({ item, outcome }) =>
          sql`(${item.job_id}::uuid, ${item.position}::integer, ${outcome.status}::integer,
            ${outcome.message}::text, ${outcome.result ?? null}::text)`,
      ),
    );
    await sql`
      update bulk_items as i
         set status = v.status, message = v.message, result = v.result,
             worker = ${workerId}, finished_at = clock_timestamp()
        from (values ${values}) as v (job_id, position, status, message, result)
       where i.job_id = v.job_id and i.position = v.position`.execute(trx);

    // A job ends with its last item. Its row is locked first (in id order, by every worker), so
    // two workers ending a job's last items at once see each other's: the second one, waiting
    // for the lock, then reads the first one's committed items and marks the job finished.
    // (NO KEY UPDATE: the items' effects may hold key-share locks on the job, as a proof that
    // names it does.)
    await sql`select id from bulk_jobs where id in (${sql.join(jobIds)})
      order by id for no key update`.execute(trx);
    await sql`
      update bulk_jobs as j set finished_at = clock_timestamp()
       where j.id in (${sql.join(jobIds)}) and j.finished_at is null
         and not exists (select 1 from bulk_items i where i.job_id = j.id and i.status is null)`.execute(
      trx,
    );
    return outcomes.length;
  });
}

/**
 * Starts the worker loop: a batch, at once another while there was work, else a pause of
 * `idleMs`. A failed batch (the database away, a deadlock) is rolled back and tried again later.
 */
export function startBulkWorker(options: BulkWorkerOptions): BulkWorker {
  const idleMs = options.idleMs ?? defaultIdleMs;
  let stopping = false;
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    let failures = 0;
    while (!stopping) {
      let ended: number;
      try {
        ended = await runBulkBatch(options);
        for (const task of options.tasks ?? []) ended += await task(options.db);
        failures = 0;
      } catch (error) {
        failures += 1;
        options.log.warn(
          { worker: options.workerId, error: error instanceof Error ? error.message : error },
          'bulk batch failed',
        );
        if (!stopping) await pause(Math.min(maximumBackoffMs, idleMs * 2 ** failures));
        continue;
      }
      if (ended === 0 && !stopping) await pause(idleMs);
      // On PGlite a batch never yields to the event loop: let the calls waiting in it go first.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  })();

  options.log.info({ worker: options.workerId }, 'bulk worker started');
  return {
    stop: async () => {
      stopping = true;
      wake?.();
      await loop;
      options.log.info({ worker: options.workerId }, 'bulk worker stopped');
    },
  };
}

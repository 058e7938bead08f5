// Bulk-job progress (the contract's `BulkJobProgress`, contracts/bulk.ts): percent done (items no
// longer PROCESSING), successes (status 200), not found (404) and errors (205 and up, 404 aside).
// A job has finished when its status is 1.
import type { BulkJobProgress } from '@contracts/bulk';
import { bulkItemStatus, firstErrorStatus, processing } from '@contracts/bulk-codes';

export type { BulkJobProgress };

export type BulkJobState = 'toProcess' | 'processing' | 'completed';

export const bulkJobPollMs = 5000;

export function isFinished(job: BulkJobProgress): boolean {
  return job.status === 1;
}

type ItemStatus = BulkJobProgress['statusProgress'][number]['status'];

function amountWhere(job: BulkJobProgress, matches: (status: ItemStatus) => boolean): number {
  return job.statusProgress
    .filter((entry) => matches(entry.status))
    .reduce((sum, entry) => sum + entry.amount, 0);
}

/** Percent of items no longer PROCESSING, rounded down so 100 % only shows when all are done. */
export function percentDone(job: BulkJobProgress): number {
  if (job.itemCount <= 0) return isFinished(job) ? 100 : 0;
  const waiting = amountWhere(job, (status) => status === processing);
  return Math.max(0, Math.floor(((job.itemCount - waiting) / job.itemCount) * 100));
}

export function outcomeCounts(job: BulkJobProgress) {
  return {
    succeeded: amountWhere(job, (status) => status === bulkItemStatus.done),
    notFound: amountWhere(job, (status) => status === bulkItemStatus.notFound),
    errors: amountWhere(
      job,
      (status) =>
        typeof status === 'number' &&
        status >= firstErrorStatus &&
        status !== bulkItemStatus.notFound,
    ),
  };
}

export function jobState(job: BulkJobProgress): BulkJobState {
  if (isFinished(job)) return 'completed';
  return percentDone(job) === 0 ? 'toProcess' : 'processing';
}

// Bulk-job progress: percent done (items no longer PROCESSING), successes (status 200), not found
// (204) and errors (205 and up). A job has finished when its status is 1.
export interface BulkJobProgress {
  itemCount: number;
  /** The uploaded file's name. */
  jobDescription: string;
  timeStamp: string;
  /** 1 when the job has finished. */
  status: number;
  statusProgress: { status: number | 'PROCESSING'; amount: number }[];
}

export type BulkJobState = 'toProcess' | 'processing' | 'completed';

export const bulkJobPollMs = 5000;

export function isFinished(job: BulkJobProgress): boolean {
  return job.status === 1;
}

function amountWhere(
  job: BulkJobProgress,
  matches: (status: number | 'PROCESSING') => boolean,
): number {
  return job.statusProgress
    .filter((entry) => matches(entry.status))
    .reduce((sum, entry) => sum + entry.amount, 0);
}

/** Percent of items no longer PROCESSING, rounded down so 100 % only shows when all are done. */
export function percentDone(job: BulkJobProgress): number {
  if (job.itemCount <= 0) return isFinished(job) ? 100 : 0;
  const processing = amountWhere(job, (status) => status === 'PROCESSING');
  return Math.floor(((job.itemCount - processing) / job.itemCount) * 100);
}

export function outcomeCounts(job: BulkJobProgress) {
  return {
    succeeded: amountWhere(job, (status) => status === 200),
    notFound: amountWhere(job, (status) => status === 204),
    errors: amountWhere(job, (status) => typeof status === 'number' && status >= 205),
  };
}

export function jobState(job: BulkJobProgress): BulkJobState {
  if (isFinished(job)) return 'completed';
  return percentDone(job) === 0 ? 'toProcess' : 'processing';
}

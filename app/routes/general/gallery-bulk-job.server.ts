// The widget gallery's example bulk job: a job of 12 lines that advances 5 lines per poll, so the
// progress panel can be shown (and tested) through all its states without a real bulk call. The
// URL carries the whole state (start time and poll count): every browser and reload sees the same.
import { z } from 'zod';
import type { BulkJobProgress } from '~/ui/widgets/bulk-job';

export const demoJobLines = 12;
const linesPerPoll = 5;

/** What the gallery's URL and the poll endpoint carry: `bulkJob` (start, ms) and `step`. */
export const demoJobQuery = z.object({
  bulkJob: z.coerce.number().int().min(0).max(8_640_000_000_000),
  step: z.coerce.number().int().min(0).max(1000).default(0),
});

export type DemoJobQuery = z.output<typeof demoJobQuery>;

/** The example job's id: one job, whose state the URL carries. */
const demoJobId = '00000000-0000-4000-8000-00000000b01c';

/** Line i ends as 'not found' every sixth line from the fifth on, as an error the line after. */
function outcome(line: number): number {
  if (line % 6 === 4) return 404;
  if (line % 6 === 5) return 500;
  return 200;
}

export function demoBulkJob({ bulkJob, step }: DemoJobQuery): BulkJobProgress {
  const done = Math.min(demoJobLines, step * linesPerPoll);
  const amounts = new Map<number, number>();
  for (let line = 0; line < done; line += 1) {
    amounts.set(outcome(line), (amounts.get(outcome(line)) ?? 0) + 1);
  }
  const statusProgress: BulkJobProgress['statusProgress'] = [...amounts].map(
    ([status, amount]) => ({ status, amount }),
  );
  if (done < demoJobLines)
    statusProgress.push({ status: 'PROCESSING', amount: demoJobLines - done });
  return {
    id: demoJobId,
    itemCount: demoJobLines,
    jobDescription: 'voorbeeld-bulk.xlsx',
    timeStamp: new Date(bulkJob).toISOString(),
    status: done === demoJobLines ? 1 : 0,
    statusProgress,
  };
}

/** The finished job's result lines, for the download. */
export function demoJobResultLines(): { line: number; status: number }[] {
  return Array.from({ length: demoJobLines }, (_, index) => ({
    line: index + 2,
    status: outcome(index),
  }));
}

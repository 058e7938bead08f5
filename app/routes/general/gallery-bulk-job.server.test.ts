import { describe, expect, it } from 'vitest';
import { jobState, outcomeCounts, percentDone } from '~/ui/widgets/bulk-job';
import { demoBulkJob, demoJobQuery } from './gallery-bulk-job.server';

const started = Date.UTC(2026, 10, 22, 9, 0);

describe('the gallery example bulk job', () => {
  it('waits, runs and finishes as the polls go by', () => {
    const steps = [0, 1, 2, 3, 4].map((step) => demoBulkJob({ bulkJob: started, step }));
    expect(steps.map(jobState)).toEqual([
      'toProcess',
      'processing',
      'processing',
      'completed',
      'completed',
    ]);
    expect(steps.map(percentDone)).toEqual([0, 41, 83, 100, 100]);
    expect(outcomeCounts(steps[3]!)).toEqual({ succeeded: 8, notFound: 2, errors: 2 });
    expect(steps[0]?.timeStamp).toBe('2026-11-22T09:00:00.000Z');
  });

  it('reads its state from the URL and refuses anything else', () => {
    expect(demoJobQuery.safeParse({ bulkJob: String(started) }).data).toEqual({
      bulkJob: started,
      step: 0,
    });
    for (const query of [
      { bulkJob: 'abc' },
      { bulkJob: '-1' },
      { bulkJob: '1', step: '1.5' },
      {},
    ]) {
      expect(demoJobQuery.safeParse(query).success).toBe(false);
    }
  });
});

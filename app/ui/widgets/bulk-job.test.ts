import { describe, expect, it } from 'vitest';
import { jobState, outcomeCounts, percentDone, type BulkJobProgress } from './bulk-job';

const job = (
  statusProgress: BulkJobProgress['statusProgress'],
  status: 0 | 1 = 0,
  itemCount = 10,
): BulkJobProgress => ({
  id: '6a1f3c1e-8d0b-4c55-9a39-2f1b7f0c4d21',
  itemCount,
  jobDescription: 'bewijzen.xlsx',
  timeStamp: '2026-11-22T06:00:00Z',
  status,
  statusProgress,
});

describe('bulk-job progress', () => {
  it('counts items no longer processing as done', () => {
    expect(percentDone(job([{ status: 'PROCESSING', amount: 10 }]))).toBe(0);
    expect(
      percentDone(
        job([
          { status: 'PROCESSING', amount: 7 },
          { status: 200, amount: 3 },
        ]),
      ),
    ).toBe(30);
    expect(
      percentDone(
        job(
          [
            { status: 'PROCESSING', amount: 1 },
            { status: 200, amount: 2 },
          ],
          0,
          3,
        ),
      ),
    ).toBe(66);
    expect(percentDone(job([{ status: 200, amount: 10 }], 1))).toBe(100);
  });

  it('calls 200 a success, 404 not found and 205 or higher (404 aside) an error', () => {
    expect(
      outcomeCounts(
        job([
          { status: 200, amount: 5 },
          { status: 404, amount: 2 },
          { status: 205, amount: 1 },
          { status: 422, amount: 4 },
          { status: 500, amount: 2 },
          { status: 'PROCESSING', amount: 0 },
        ]),
      ),
    ).toEqual({ succeeded: 5, notFound: 2, errors: 7 });
  });

  it('counts neither a success nor an error for a status below 205 other than 200', () => {
    expect(
      outcomeCounts(
        job([
          { status: 201, amount: 1 },
          { status: 204, amount: 1 },
        ]),
      ),
    ).toEqual({ succeeded: 0, notFound: 0, errors: 0 });
  });

  it('counts a job of a thousand items as its items end', () => {
    const running = job(
      [
        { status: 'PROCESSING', amount: 250 },
        { status: 200, amount: 700 },
        { status: 404, amount: 30 },
        { status: 500, amount: 20 },
      ],
      0,
      1000,
    );
    expect(percentDone(running)).toBe(75);
    expect(jobState(running)).toBe('processing');
    expect(outcomeCounts(running)).toEqual({ succeeded: 700, notFound: 30, errors: 20 });
  });

  it('is to process, processing, then completed when its status is 1', () => {
    expect(jobState(job([{ status: 'PROCESSING', amount: 10 }]))).toBe('toProcess');
    expect(
      jobState(
        job([
          { status: 'PROCESSING', amount: 4 },
          { status: 200, amount: 6 },
        ]),
      ),
    ).toBe('processing');
    expect(jobState(job([{ status: 200, amount: 10 }], 1))).toBe('completed');
  });

  it('handles an empty job', () => {
    expect(percentDone(job([], 1, 0))).toBe(100);
    expect(percentDone(job([], 0, 0))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bulkCells, reportCellIssues } from './cells';

const rules = z.object({ a: z.string().min(2), b: z.string() });
const row = bulkCells<'a' | 'b'>().transform((cells, ctx) => {
  const parsed = rules.safeParse(cells);
  if (!parsed.success) {
    reportCellIssues(ctx, parsed.error.issues);
    return z.NEVER;
  }
  return parsed.data;
});

describe('bulkCells and reportCellIssues', () => {
  it('take a line’s cells by column id', () => {
    expect(row.parse({ a: 'xy', b: '' })).toEqual({ a: 'xy', b: '' });
    expect(row.safeParse(null).success).toBe(false);
  });

  it('report each broken rule on its own column', () => {
    const result = row.safeParse({ a: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((found) => found.path)).toEqual([['a'], ['b']]);
  });
});

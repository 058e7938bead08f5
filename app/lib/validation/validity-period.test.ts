import { describe, expect, it } from 'vitest';
import { validityPeriodSchema } from './schemas';
import { validateValidityPeriod } from './validity-period';

describe('validateValidityPeriod', () => {
  it.each([
    ['01.01.2024', '01.01.2024', null],
    ['01.01.2024', '31.12.2026', null],
    ['01.01.2024', '01.01.2027', null],
    ['01.01.2024', '02.01.2027', 'validityPeriod.tooLong'],
    ['2024-02-29', '2027-02-28', null],
    ['2024-02-29', '2027-03-01', 'validityPeriod.tooLong'],
    ['02.01.2024', '01.01.2024', 'validityPeriod.endBeforeStart'],
    ['not a date', '01.01.2024', null],
  ])('%j to %j → %s', (start, end, key) => {
    expect(validateValidityPeriod(start, end)?.key ?? null).toBe(key);
  });

  it('names the maximum and puts the issue on the end date', () => {
    expect(validateValidityPeriod('01.01.2024', '01.01.2030')?.values).toEqual({ amount: 3 });
    const result = validityPeriodSchema.safeParse({ start: '01.01.2024', end: '01.01.2030' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'validityPeriod.tooLong',
      path: ['end'],
    });
  });
});

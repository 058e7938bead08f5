import { describe, expect, it } from 'vitest';
import { isValidCtpcCode, validateCtpcCode } from './ctpc';
import { ctpcCodeSchema } from './schemas';

describe('validateCtpcCode', () => {
  it.each([
    ['ABCD1234EFGH5678', null],
    ['abcd1234efgh5678', null],
    ['0000000000000000', null],
    [' ABCD1234EFGH5678 ', null],
    ['ABCD1234EFGH567', 'ctpc.invalid'],
    ['ABCD1234EFGH56789', 'ctpc.invalid'],
    ['ABCD-1234-EFGH-56', 'ctpc.invalid'],
    ['ABCD1234EFGH567É', 'ctpc.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateCtpcCode(value)?.key ?? null).toBe(key);
    expect(isValidCtpcCode(value)).toBe(key === null);
  });

  it('parses to the trimmed code', () => {
    expect(ctpcCodeSchema.parse(' ABCD1234EFGH5678 ')).toBe('ABCD1234EFGH5678');
  });
});

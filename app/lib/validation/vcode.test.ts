import { describe, expect, it } from 'vitest';
import { vCodeSchema } from './schemas';
import { isValidVCode, validateVCode } from './vcode';

describe('validateVCode', () => {
  it.each([
    ['v1234567', null],
    ['v0000001', null],
    [' v1234567 ', null],
    ['V1234567', 'vCode.invalid'],
    ['v123456', 'vCode.invalid'],
    ['v12345678', 'vCode.invalid'],
    ['1234567', 'vCode.invalid'],
    ['v 1234567', 'vCode.invalid'],
    ['w1234567', 'vCode.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateVCode(value)?.key ?? null).toBe(key);
    expect(isValidVCode(value)).toBe(key === null);
  });

  it('parses to the trimmed code', () => {
    expect(vCodeSchema.parse(' v1234567 ')).toBe('v1234567');
  });
});

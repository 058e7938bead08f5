import { describe, expect, it } from 'vitest';
import {
  isValidEnterpriseNumber,
  normaliseEnterpriseNumber,
  validateEnterpriseNumber,
} from './enterprise-number';
import { enterpriseNumberSchema } from './schemas';

// Check digits: 97 - (first 8 digits mod 97), e.g. 97 - (04174971 mod 97) = 06.
describe('validateEnterpriseNumber', () => {
  it.each([
    ['0417497106', null],
    ['0417.497.106', null],
    ['0417 497 106', null],
    ['0202446225', null],
    ['1234567894', null],
    // First 8 digits divisible by 97: the check is 97, not 00.
    ['0000009797', null],
    ['0000009700', 'enterpriseNumber.invalid'],
    ['0417497107', 'enterpriseNumber.invalid'],
    // Valid check digits, but a 2 starts an establishment unit's number.
    ['2000000042', 'enterpriseNumber.invalid'],
    ['417497106', 'enterpriseNumber.invalid'],
    ['04174971060', 'enterpriseNumber.invalid'],
    ['0417-497-106', 'enterpriseNumber.invalid'],
    ['BE0417497106', 'enterpriseNumber.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateEnterpriseNumber(value)?.key ?? null).toBe(key);
    expect(isValidEnterpriseNumber(value)).toBe(key === null);
  });
});

describe('enterprise number normalisation', () => {
  it('strips dots and spaces', () => {
    expect(normaliseEnterpriseNumber(' 0417.497 106 ')).toBe('0417497106');
    expect(enterpriseNumberSchema.parse('0417.497.106')).toBe('0417497106');
  });
});

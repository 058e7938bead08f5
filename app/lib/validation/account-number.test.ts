import { describe, expect, it } from 'vitest';
import {
  isValidAccountNumber,
  normaliseAccountNumber,
  validateAccountNumber,
} from './account-number';
import { accountNumberSchema } from './schemas';

// Check digits computed per ISO 13616: 98 - (BBAN + country + '00' read as a number, mod 97).
describe('validateAccountNumber', () => {
  it.each([
    ['BE68539007547034', null],
    ['BE68 5390 0754 7034', null],
    ['be68 5390 0754 7034', null],
    ['BE71096123456769', null],
    ['NL91ABNA0417164300', null],
    ['GB82WEST12345698765432', null],
    // Check digits at the edges of 02-98.
    ['BE98100000000076', null],
    ['BE97100000000094', null],
    // Same remainders, but 01 and 00 are never issued (01 ≡ 98 and 00 ≡ 97 mod 97).
    ['BE01100000000076', 'accountNumber.invalid'],
    ['BE00100000000094', 'accountNumber.invalid'],
    ['BE99100000000076', 'accountNumber.invalid'],
    ['BE68539007547035', 'accountNumber.invalid'],
    ['BE86539007547034', 'accountNumber.invalid'],
    ['BE6853900754703', 'accountNumber.invalid'],
    ['BE68-5390-0754-7034', 'accountNumber.invalid'],
    ['6853900754703412', 'accountNumber.invalid'],
    ['BE68539007547034000000000000000000000', 'accountNumber.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateAccountNumber(value)?.key ?? null).toBe(key);
    expect(isValidAccountNumber(value)).toBe(key === null);
  });
});

describe('account number normalisation', () => {
  it('removes spaces and upper-cases letters', () => {
    expect(normaliseAccountNumber(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(accountNumberSchema.parse('BE68 5390 0754 7034')).toBe('BE68539007547034');
  });
});

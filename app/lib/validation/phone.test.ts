import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhoneNumber, phoneSchema, validatePhone } from './phone';

describe('validatePhone', () => {
  it.each([
    ['+32 470 12 34 56', null],
    ['+32470123456', null],
    ['0470 12 34 56', null],
    ['0470/12.34.56', null],
    ['09 210 10 10', null],
    ['+32 9 210 10 10', null],
    ['02 553 11 11', null],
    ['0032 470 12 34 56', null],
    ['+31 20 123 4567', null],
    ['0470 12 34 5', 'phone.invalid'],
    ['+32 12', 'phone.invalid'],
    ['+32 000 00 00 00', 'phone.invalid'],
    // Right length, but no Belgian number starts this way: only the full metadata knows.
    ['09 123 45 67', 'phone.invalid'],
    ['abc', 'phone.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validatePhone(value)?.key ?? null).toBe(key);
    expect(isValidPhone(value)).toBe(key === null);
  });

  it('reads national numbers of another country when asked', () => {
    expect(validatePhone('020 123 4567', 'NL')).toBeNull();
  });

  it.each([
    ['0470 12 34 56', '+32470123456'],
    ['+32 9 210 10 10', '+3292101010'],
    ['0470', null],
  ])('normalises %j to %j', (value, expected) => {
    expect(normalisePhoneNumber(value)).toBe(expected);
  });

  it('reports the key through the schema', () => {
    expect(phoneSchema.safeParse('123').error?.issues[0]?.message).toBe('phone.invalid');
  });
});

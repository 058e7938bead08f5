import { describe, expect, it } from 'vitest';
import { isValidHouseNumber, validateHouseNumber } from './house-number';
import { houseNumberSchema } from './schemas';

describe('validateHouseNumber', () => {
  it.each([
    ['1', null],
    ['12345', null],
    ['12A', null],
    ['12b', null],
    [' 7 ', null],
    ['123456', 'houseNumber.invalid'],
    ['12AB', 'houseNumber.invalid'],
    ['A12', 'houseNumber.invalid'],
    ['12 A', 'houseNumber.invalid'],
    ['12-14', 'houseNumber.invalid'],
    ['12/1', 'houseNumber.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateHouseNumber(value)?.key ?? null).toBe(key);
    expect(isValidHouseNumber(value)).toBe(key === null);
  });

  it('parses to the trimmed number', () => {
    expect(houseNumberSchema.parse(' 12A ')).toBe('12A');
  });
});

import { describe, expect, it } from 'vitest';
import nl from '~/locales/nl/validation.json';
import { normalisePlate, validateBelgianPlate, validateForeignPlate } from './plate';
import { belgianPlateSchema, foreignPlateSchema } from './schemas';

describe('normalisePlate', () => {
  it.each([
    ['1-ABC-123', '1ABC123'],
    ['1 abc 123', '1ABC123'],
    [' 1.abc.123 ', '1ABC123'],
    ['abc-123', 'ABC123'],
    ['123-abc', '123ABC'],
    ['cd-1234', 'CD1234'],
    ['k-ab 1234', 'KAB1234'],
    ['mü-ab 12', 'MÜAB12'],
  ])('%j → %j', (typed, normalised) => {
    expect(normalisePlate(typed)).toBe(normalised);
  });
});

describe('validateBelgianPlate', () => {
  it.each([
    ['1-ABC-123', null],
    ['2-gas-042', null],
    ['ABC-123', null],
    ['123-ABC', null],
    ['M-ABC-123', null],
    ['Q-ABC-123', null],
    ['CD-1234', null],
    ['1ABC123', null],
    ['', 'required'],
    ['   ', 'required'],
    ['1-ABC-12#', 'plate.invalid'],
    ['ABCDEF', 'plate.invalid'],
    ['1', 'plate.invalid'],
    ['1-ABCDE-12345', 'plate.invalid'],
    ['<b>1ABC123</b>', 'plate.invalid'],
    ['1-ÄBC-123', 'plate.invalid'],
  ])('%j → %s', (typed, key) => {
    expect(validateBelgianPlate(typed)?.key ?? null).toBe(key);
  });

  it('parses to the normalised plate', () => {
    expect(belgianPlateSchema.parse(' 1-abc-123 ')).toBe('1ABC123');
  });
});

describe('validateForeignPlate', () => {
  it.each([
    ['GZ-123-B', null],
    ['AB-123-CD', null],
    ['K-AB 1234', null],
    ['MÜ-AB 12', null],
    ['AB 1234', null],
    ['X', null],
    ['', 'required'],
    ['AB-123-CD-EF-GH', 'plate.invalidForeign'],
    ['AB/123', 'plate.invalidForeign'],
  ])('%j → %s', (typed, key) => {
    expect(validateForeignPlate(typed)?.key ?? null).toBe(key);
  });

  it('parses to the normalised plate', () => {
    expect(foreignPlateSchema.parse('k-ab 1234')).toBe('KAB1234');
  });
});

describe('plate messages', () => {
  it('say what a valid plate looks like', () => {
    expect(nl.plate.invalid).toBe(
      'Gelieve een geldige nummerplaat op te geven, bijvoorbeeld 1-ABC-123',
    );
    expect(nl.plate.invalidForeign).toBe(
      'Gelieve een geldige nummerplaat op te geven: enkel letters en cijfers, hoogstens 10',
    );
  });
});

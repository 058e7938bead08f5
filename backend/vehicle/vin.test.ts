// The VIN check digit (ISO 3779, as North America uses it) on published examples.
import { describe, expect, it } from 'vitest';
import { isValidVin, modelYearCode, vinCheckDigit, withCheckDigit } from './vin';

describe('vinCheckDigit', () => {
  it('gives the check digit of known VINs', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
  });

  it('refuses I, O and Q and the wrong length', () => {
    expect(() => vinCheckDigit('1M8GDM9AXKP04278')).toThrow(RangeError);
    expect(() => vinCheckDigit('1M8GDM9AXKP04278O')).toThrow(RangeError);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('IM8GDM9AXKP042788')).toBe(false);
  });

  it('writes the check digit into the ninth place', () => {
    expect(withCheckDigit('1M8GDM9A0KP042788')).toBe('1M8GDM9AXKP042788');
  });

  it('codes the model year in a 30-year cycle', () => {
    expect(modelYearCode(1980)).toBe('A');
    expect(modelYearCode(2001)).toBe('1');
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2019)).toBe('K');
    expect(modelYearCode(2026)).toBe('T');
  });
});

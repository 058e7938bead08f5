import { describe, expect, it } from 'vitest';
import { isValidCapakey, validateCapakey } from './capakey';
import { capakeySchema } from './schemas';

describe('validateCapakey', () => {
  it.each([
    ['11002A0001/00B000', null],
    ['24062C0123/00_000', null],
    ['11002a0001/00b000', null],
    [' 11002A0001/00B000 ', null],
    ['1100A0001/00B000', 'capakey.invalid'],
    ['11002A001/00B000', 'capakey.invalid'],
    ['110021A0001/00B000', 'capakey.invalid'],
    ['11002A0001-00B000', 'capakey.invalid'],
    ['11002A000100B000', 'capakey.invalid'],
    ['11002A0001/0B000', 'capakey.invalid'],
    ['11002A0001/00-000', 'capakey.invalid'],
    ['11002A0001/00B00', 'capakey.invalid'],
    ['11002_0001/00B000', 'capakey.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateCapakey(value)?.key ?? null).toBe(key);
    expect(isValidCapakey(value)).toBe(key === null);
  });

  it('parses to the upper-case key', () => {
    expect(capakeySchema.parse('24062c0123/00_000')).toBe('24062C0123/00_000');
  });
});

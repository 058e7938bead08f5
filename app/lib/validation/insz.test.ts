import { describe, expect, it } from 'vitest';
import { birthDateFromInsz, formatInsz, isBisNumber, normaliseInsz, validateInsz } from './insz';
import { inszSchema } from './schemas';

// Check digits below are 97 - (first 9 digits mod 97), or with 2000000000 added for 2000+ births.
describe('validateInsz', () => {
  it.each([
    ['born 1985', '85073003328'],
    ['masked', '85.07.30-033.28'],
    ['with spaces', ' 85 07 30 033 28 '],
    ['born 2001: passes only with the 2 prefix', '01010100126'],
    ['born 1901: the same first digits without the prefix', '01010100194'],
    ['born 2023', '23021500175'],
    ['born on leap day 2000', '00022900145'],
    ['BIS, month + 20', '85273003371'],
    ['BIS, month + 40', '85473003317'],
    ['BIS, month + 20, born 2001', '01210100169'],
    ['BIS with unknown month', '85200000181'],
    ['BIS with unknown day', '85470000176'],
  ])('accepts %s: %s', (_, value) => {
    expect(validateInsz(value)).toBeNull();
  });

  it.each([
    ['empty', '', 'required'],
    ['blank', '   ', 'required'],
    ['10 digits', '8507300332', 'insz.invalid'],
    ['12 digits', '850730033281', 'insz.invalid'],
    ['a letter O for a zero', '85O73003328', 'insz.invalid'],
    ['a slash', '85/07/30-033.28', 'insz.invalid'],
    ['wrong check digits', '85073003329', 'insz.checkDigit'],
    ['2000+ number with check digits off by one', '01010100127', 'insz.checkDigit'],
    ['BIS with wrong check digits', '85273003372', 'insz.checkDigit'],
  ])('refuses %s: %j', (_, value, key) => {
    expect(validateInsz(value)).toEqual({ key });
  });
});

describe('formatInsz', () => {
  it.each([
    ['85073003328', '85.07.30-033.28'],
    ['85.07.30-033.28', '85.07.30-033.28'],
    ['', ''],
    ['8', '8'],
    ['8507', '85.07'],
    ['850730', '85.07.30'],
    ['8507300', '85.07.30-0'],
    ['850730033', '85.07.30-033'],
    ['8507300332', '85.07.30-033.2'],
    ['850730033289', '85.07.30-033.28'],
  ])('%j → %j', (value, expected) => {
    expect(formatInsz(value)).toBe(expected);
  });
});

describe('normaliseInsz', () => {
  it.each([
    ['85.07.30-033.28', '85073003328'],
    [' 85 07 30 033 28 ', '85073003328'],
    ['abc', ''],
  ])('%j → %j', (value, expected) => {
    expect(normaliseInsz(value)).toBe(expected);
  });
});

describe('isBisNumber', () => {
  it.each([
    ['85273003371', true],
    ['85473003317', true],
    ['85.20.00-001.81', true],
    ['85073003328', false],
    ['85330000000', false],
    ['85530000000', false],
    ['8527300337', false],
  ])('%j → %s', (value, expected) => {
    expect(isBisNumber(value)).toBe(expected);
  });
});

describe('birthDateFromInsz', () => {
  it.each([
    ['85073003328', { year: 1985, month: 7, day: 30 }],
    ['01010100126', { year: 2001, month: 1, day: 1 }],
    ['01010100194', { year: 1901, month: 1, day: 1 }],
    ['00022900145', { year: 2000, month: 2, day: 29 }],
    ['85273003371', { year: 1985, month: 7, day: 30 }],
    ['85473003317', { year: 1985, month: 7, day: 30 }],
    ['01210100169', { year: 2001, month: 1, day: 1 }],
    ['85200000181', null],
    ['85470000176', null],
    // Valid check digits for 1900, but 1900 was no leap year.
    ['00022900116', null],
    ['85073003329', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(birthDateFromInsz(value)).toEqual(expected);
  });
});

describe('inszSchema', () => {
  it('parses to the bare digits that are sent', () => {
    expect(inszSchema.parse('85.07.30-033.28')).toBe('85073003328');
  });

  it.each([
    ['', 'required'],
    ['123', 'insz.invalid'],
    ['85.07.30-033.29', 'insz.checkDigit'],
  ])('%j → %s', (value, key) => {
    expect(inszSchema.safeParse(value).error?.issues[0]?.message).toBe(key);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRange, validateRange, type RangeRules } from './range';
import { rangeSchema } from './schemas';

describe('validateRange', () => {
  it.each<[string, string, RangeRules, string | null]>([
    ['', '', {}, null],
    ['0', '10', {}, null],
    ['5', '5', {}, null],
    [' 1 ', ' 2 ', {}, null],
    ['5', '', {}, 'range.bothRequired'],
    ['', '5', {}, 'range.bothRequired'],
    ['10', '5', {}, 'range.maxBelowMin'],
    ['9', '10', {}, null],
    ['-1', '5', {}, 'range.notANumber'],
    ['1.5', '5', {}, 'range.notANumber'],
    ['1', 'abc', {}, 'range.notANumber'],
    ['1e3', '', {}, 'range.notANumber'],
    ['1990', '2000', { years: true }, null],
    ['990', '2000', { years: true }, 'range.invalidYear'],
    ['1990', '20000', { years: true }, 'range.invalidYear'],
    ['1990', '', { years: true }, 'range.bothRequired'],
    ['2000', '1990', { years: true }, 'range.maxBelowMin'],
  ])('%j to %j with %j → %s', (min, max, rules, key) => {
    expect(validateRange({ min, max }, rules)?.key ?? null).toBe(key);
  });
});

describe('parseRange and rangeSchema', () => {
  it.each([
    [
      { min: '', max: '' },
      { min: null, max: null },
    ],
    [
      { min: '0', max: '12' },
      { min: 0, max: 12 },
    ],
    [
      { min: ' 007 ', max: '8' },
      { min: 7, max: 8 },
    ],
  ])('%j → %j', (input, expected) => {
    expect(parseRange(input)).toEqual(expected);
    expect(rangeSchema().parse(input)).toEqual(expected);
  });

  it('reports the key', () => {
    expect(
      rangeSchema({ years: true }).safeParse({ min: '19', max: '2000' }).error?.issues[0]?.message,
    ).toBe('range.invalidYear');
  });
});

import { describe, expect, it } from 'vitest';
import { remainingCharacters, validateMaxLength } from './max-length';
import { maxLengthSchema } from './schemas';

describe('validateMaxLength', () => {
  it.each([
    ['', 5, null],
    ['abcde', 5, null],
    ['abcdef', 5, { key: 'maxLength', values: { amount: 5 } }],
    ['é'.repeat(10), 10, null],
  ])('%j with max %i → %j', (value, amount, expected) => {
    expect(validateMaxLength(value, amount)).toEqual(expected);
  });

  it.each([
    ['', 10, 10],
    ['abc', 10, 7],
    ['abcdefghijkl', 10, -2],
  ])('%j leaves %i - length = %i', (value, amount, expected) => {
    expect(remainingCharacters(value, amount)).toBe(expected);
  });

  it('lets an empty value through the schema', () => {
    expect(maxLengthSchema(3).parse('')).toBe('');
    expect(maxLengthSchema(3).safeParse('abcd').error?.issues[0]).toMatchObject({
      message: 'maxLength',
      params: { amount: 3 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { issue } from './issue';
import { isBlank, optional, validateRequired } from './required';

describe('validateRequired', () => {
  it.each([
    ['', { key: 'required' }],
    ['   ', { key: 'required' }],
    ['\t\n', { key: 'required' }],
    [null, { key: 'required' }],
    [undefined, { key: 'required' }],
    ['a', null],
    [' 0 ', null],
  ])('%j → %j', (value, expected) => {
    expect(validateRequired(value)).toEqual(expected);
    expect(isBlank(value)).toBe(expected !== null);
  });
});

describe('optional', () => {
  const digitsOnly = optional((value) => (/^\d+$/.test(value) ? null : issue('invalid')));

  it.each([
    ['', null],
    ['  ', null],
    ['12', null],
    ['1a', { key: 'invalid' }],
  ])('%j → %j', (value, expected) => {
    expect(digitsOnly(value)).toEqual(expected);
  });
});

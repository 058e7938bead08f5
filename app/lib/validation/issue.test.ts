import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssue, issue, type ValidationIssue, type Validator } from './issue';
import { isValidationMessageKey, validationIssueFromZod } from './message-keys';
import { stringField } from './schemas';

describe('issue', () => {
  it('leaves out values when there are none', () => {
    expect(issue('required')).toEqual({ key: 'required' });
    expect(issue('maxLength', { amount: 5 })).toEqual({ key: 'maxLength', values: { amount: 5 } });
  });

  it('only accepts keys of the Dutch messages at compile time', () => {
    // @ts-expect-error: not a key of the validation namespace
    const unknown: ValidationIssue = { key: 'insz.unknown' };
    expect(isValidationMessageKey(unknown.key)).toBe(false);
  });
});

describe('firstIssue', () => {
  const short: Validator<string> = (value) => (value.length < 2 ? issue('invalid') : null);
  const noX: Validator<string> = (value) => (value.includes('x') ? issue('required') : null);

  it.each([
    ['ab', null],
    ['a', { key: 'invalid' }],
    ['x', { key: 'invalid' }],
    ['xx', { key: 'required' }],
  ])('%j → %j', (value, expected) => {
    expect(firstIssue(value, [short, noX])).toEqual(expected);
  });
});

describe('isValidationMessageKey', () => {
  it.each([
    ['required', true],
    ['insz.checkDigit', true],
    ['date.dayRequired', true],
    ['insz', false],
    ['Dit veld is verplicht', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidationMessageKey(value)).toBe(expected);
  });
});

describe('stringField and validationIssueFromZod', () => {
  const schema = stringField((value) =>
    value.length > 3 ? issue('maxLength', { amount: 3 }) : null,
  );

  function issueOf(input: unknown): ValidationIssue | undefined {
    const result = schema.safeParse(input);
    return result.error?.issues.map(validationIssueFromZod)[0];
  }

  it('passes a valid value through', () => {
    expect(schema.parse('abc')).toBe('abc');
  });

  it('puts the key in the message and the values in params', () => {
    const result = schema.safeParse('abcd');
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'maxLength',
      params: { amount: 3 },
    });
    expect(issueOf('abcd')).toEqual({ key: 'maxLength', values: { amount: 3 } });
  });

  it('reports a missing value as a required field', () => {
    expect(issueOf(undefined)).toEqual({ key: 'required' });
    expect(issueOf(42)).toEqual({ key: 'required' });
  });

  it("reads zod's own issues as the generic message", () => {
    const result = z.number().safeParse('x');
    expect(result.error?.issues.map(validationIssueFromZod)).toEqual([{ key: 'invalid' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './email';
import { emailSchema } from './schemas';

describe('validateEmail', () => {
  it.each([
    ['jan.peeters@vlaanderen.be', null],
    ['Jan.Peeters@Vlaanderen.BE', null],
    ['jan+portaal@dienst.gent.be', null],
    ["o'brien@example.ie", null],
    ['a@b.co', null],
    ['info@sub-domein.example.com', null],
    [' jan@gent.be ', null],
    ['jan@gent', 'email.invalid'],
    ['jan@@gent.be', 'email.invalid'],
    ['jan@gent..be', 'email.invalid'],
    ['jan..peeters@gent.be', 'email.invalid'],
    ['.jan@gent.be', 'email.invalid'],
    ['jan.@gent.be', 'email.invalid'],
    ['jan peeters@gent.be', 'email.invalid'],
    ['jan@-gent.be', 'email.invalid'],
    ['jan@gent.b', 'email.invalid'],
    ['jan@gent.123', 'email.invalid'],
    ['@gent.be', 'email.invalid'],
    ['jan.gent.be', 'email.invalid'],
    [`${'a'.repeat(250)}@x.be`, 'email.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateEmail(value)?.key ?? null).toBe(key);
    expect(isValidEmail(value)).toBe(key === null);
  });

  it('parses to the trimmed address', () => {
    expect(emailSchema.parse(' jan@gent.be ')).toBe('jan@gent.be');
  });
});

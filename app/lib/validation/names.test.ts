import { describe, expect, it } from 'vitest';
import { validateFirstName, validateName, validatePersonName, validateSurname } from './names';
import { firstNameSchema, surnameSchema } from './schemas';

describe('validatePersonName', () => {
  it.each([
    ['Peeters', null],
    ['Van den Broeck', null],
    ["D'Hondt", null],
    ['D’Hondt', null],
    ['Vanden-Bossche', null],
    ['J.P.', null],
    ['Müller', null],
    ['Ðorđević', null],
    ['Françoise', null],
    ['Noe\u0308l', null],
    ['  Peeters  ', null],
    // Runs of 3 identical characters pass, 4 do not.
    ['Baaa', null],
    ['Jean---Pierre', null],
    ['Baaaa', 'names.repeatedCharacters'],
    ['Jean----Pierre', 'names.repeatedCharacters'],
    ["O''''Brien", 'names.repeatedCharacters'],
    ['Aaaa', 'names.repeatedCharacters'],
    ['', 'required'],
    ['   ', 'required'],
    ['Jan2', 'names.digits'],
    ['Peeters!', 'names.personInvalidCharacters'],
    ['Peeters_', 'names.personInvalidCharacters'],
    ['Jan\tPeeters', 'names.personInvalidCharacters'],
    ["'-.", 'names.noLetter'],
    ['Van  Damme', 'names.consecutiveSpaces'],
    ['J..P', 'names.repeatedDots'],
  ])('%j → %s', (value, key) => {
    expect(validatePersonName(value)?.key ?? null).toBe(key);
  });

  it('says how long a run may be', () => {
    expect(validatePersonName('Baaaa')).toEqual({
      key: 'names.repeatedCharacters',
      values: { amount: 4 },
    });
  });
});

describe('validateName', () => {
  it.each([
    ['3M Belgium', null],
    ['Stad Gent', null],
    ['Sint-Niklaas', null],
    ['Baaaa', null],
    ['A..B', null],
    ['123', 'names.noLetter'],
    ['Gent & co', 'names.invalidCharacters'],
    ['Stad  Gent', 'names.consecutiveSpaces'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validateName(value)?.key ?? null).toBe(key);
  });
});

describe('name lengths', () => {
  const validators = { surname: validateSurname, firstName: validateFirstName };

  it.each([
    ['surname', 128, null],
    ['surname', 129, 'names.surnameTooLong'],
    ['firstName', 48, null],
    ['firstName', 49, 'names.firstNameTooLong'],
  ] as const)('%s of %i characters → %s', (field, length, key) => {
    const name = 'ab'.repeat(length).slice(0, length);
    expect(validators[field](name)?.key ?? null).toBe(key);
  });

  it.each([
    ['surname', `  ${'ab'.repeat(64)}  `, null],
    ['surname', '', 'required'],
    ['surname', 'Peeters3', 'names.digits'],
    ['firstName', 'Jan2', 'names.digits'],
    ['firstName', 'Jan  Piet', 'names.consecutiveSpaces'],
  ] as const)('%s %j → %s', (field, value, key) => {
    expect(validators[field](value)?.key ?? null).toBe(key);
  });

  it('parses to the trimmed name', () => {
    expect(surnameSchema.parse(' Peeters ')).toBe('Peeters');
    expect(firstNameSchema.safeParse('ab'.repeat(25)).error?.issues[0]?.message).toBe(
      'names.firstNameTooLong',
    );
  });
});

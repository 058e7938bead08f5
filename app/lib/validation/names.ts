// Names: any name, and the stricter person names with their surname and first-name limits.
import {
  firstIssue,
  issue,
  type ValidationIssue,
  type ValidationMessageKey,
  type Validator,
} from './issue';
import { isBlank } from './required';

export const SURNAME_MAX_LENGTH = 128;
export const FIRST_NAME_MAX_LENGTH = 48;
/** A run of this many identical characters ('aaaa', '----') is a typo, not a name. */
export const NAME_MAX_RUN = 4;

function mustMatch(pattern: RegExp, key: ValidationMessageKey): Validator<string> {
  return (value) => (pattern.test(value) ? null : issue(key));
}

function mustNotMatch(
  pattern: RegExp,
  key: ValidationMessageKey,
  values?: Record<string, number>,
): Validator<string> {
  return (value) => (pattern.test(value) ? issue(key, values) : null);
}

/**
 * Letters (any script, with accents as precomposed letters or combining marks), spaces, both
 * apostrophes (' and ’), hyphens and dots. Names in general may also hold digits: 'no digits' is
 * an extra rule for person names only (think of an organisation such as '3M').
 */
const nameCharacters = /^[\p{L}\p{M}\d '’.-]+$/u;
const personNameCharacters = /^[\p{L}\p{M} '’.-]+$/u;
const containsLetter = mustMatch(/\p{L}/u, 'names.noLetter');
const noDoubleSpaces = mustNotMatch(/ {2}/, 'names.consecutiveSpaces');

const nameRules: readonly Validator<string>[] = [
  mustMatch(nameCharacters, 'names.invalidCharacters'),
  containsLetter,
  noDoubleSpaces,
];

const personNameRules: readonly Validator<string>[] = [
  // Digits get their own message, which says more than 'invalid characters'.
  mustNotMatch(/\d/, 'names.digits'),
  mustMatch(personNameCharacters, 'names.personInvalidCharacters'),
  containsLetter,
  noDoubleSpaces,
  mustNotMatch(/\.{2}/, 'names.repeatedDots'),
  // Case-insensitive, so that 'Aaaa' counts as a run too.
  mustNotMatch(new RegExp(`(.)\\1{${NAME_MAX_RUN - 1}}`, 'iu'), 'names.repeatedCharacters', {
    amount: NAME_MAX_RUN,
  }),
];

/** Every name rule works on the trimmed value: surrounding spaces are not part of the name. */
function checkName(value: string, rules: readonly Validator<string>[]): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return firstIssue(value.trim(), rules);
}

function maxLength(amount: number, key: ValidationMessageKey): Validator<string> {
  return (value) => (value.length > amount ? issue(key) : null);
}

export function validateName(value: string): ValidationIssue | null {
  return checkName(value, nameRules);
}

export function validatePersonName(value: string): ValidationIssue | null {
  return checkName(value, personNameRules);
}

export function validateSurname(value: string): ValidationIssue | null {
  return checkName(value, [
    maxLength(SURNAME_MAX_LENGTH, 'names.surnameTooLong'),
    ...personNameRules,
  ]);
}

export function validateFirstName(value: string): ValidationIssue | null {
  return checkName(value, [
    maxLength(FIRST_NAME_MAX_LENGTH, 'names.firstNameTooLong'),
    ...personNameRules,
  ]);
}

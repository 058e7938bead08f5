// E-mail addresses: a deliberately plain pattern, not the full RFC 5322 grammar.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

/** The longest address that fits in an SMTP path (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

const localAtom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const domainLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * A dot-separated local part of the usual characters, '@', and a domain of letter-digit labels
 * ending in an alphabetic top-level domain. Quoted local parts, IP literals and dotless domains
 * are legal but no real mailbox uses them; refusing them catches typos such as 'jan@gent'.
 */
const emailPattern = new RegExp(
  `^${localAtom}(?:\\.${localAtom})*@(?:${domainLabel}\\.)+[A-Za-z]{2,63}$`,
);

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && emailPattern.test(trimmed);
}

export function validateEmail(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidEmail(value) ? null : issue('email.invalid');
}

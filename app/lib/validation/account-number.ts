// The account number as an IBAN (ISO 13616): country, check digits 02-98 and modulo 97.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export const ACCOUNT_NUMBER_MIN_LENGTH = 15;
/** The longest IBAN that ISO 13616 allows. */
const ACCOUNT_NUMBER_MAX_LENGTH = 34;

/** Spaces only group the characters for reading; letters count in upper case. */
export function normaliseAccountNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * ISO 7064 mod 97-10: move the first four characters to the end, read letters as 10-35, and take
 * the remainder piece by piece because the number is far beyond what a double holds exactly.
 */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = String(parseInt(character, 36));
    remainder = Number(`${remainder}${digits}`) % 97;
  }
  return remainder;
}

export function isValidAccountNumber(value: string): boolean {
  const iban = normaliseAccountNumber(value);
  if (iban.length < ACCOUNT_NUMBER_MIN_LENGTH || iban.length > ACCOUNT_NUMBER_MAX_LENGTH) {
    return false;
  }
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  // 00, 01 and 99 can pass the modulo but are never issued, so they are refused up front.
  const checkDigits = Number(iban.slice(2, 4));
  return checkDigits >= 2 && checkDigits <= 98 && ibanRemainder(iban) === 1;
}

export function validateAccountNumber(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidAccountNumber(value) ? null : issue('accountNumber.invalid');
}

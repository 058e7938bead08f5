// Cadastral parcel keys (capakey), such as 11002A0001/00B000 or 24062C0123/00_000.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

/**
 * Division (5 digits), section (letter), radical (4 digits), '/', bis (2 digits), exponent (letter
 * or '_') and power (3 digits).
 */
const capakeyPattern = /^\d{5}[A-Z]\d{4}\/\d{2}[A-Z_]\d{3}$/;

/** Capakeys are written in upper case; a typed lower-case letter is read as its capital. */
export function normaliseCapakey(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidCapakey(value: string): boolean {
  return capakeyPattern.test(normaliseCapakey(value));
}

export function validateCapakey(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidCapakey(value) ? null : issue('capakey.invalid');
}

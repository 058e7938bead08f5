// The Belgian structured payment reference (gestructureerde mededeling): 12 digits, modulo 97.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

/** Bare digits, grouped 123/4567/89012, or the bank form +++123/4567/89012+++. */
const referencePattern = /^(?:\d{12}|\d{3}\/\d{4}\/\d{5}|\+{3}\d{3}\/\d{4}\/\d{5}\+{3})$/;

export function normalisePaymentReference(value: string): string {
  return value.replace(/\D/g, '');
}

/** The bank form +++123/4567/89012+++ of 12 digits. */
export function formatPaymentReference(value: string): string {
  const digits = normalisePaymentReference(value);
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

export function isValidPaymentReference(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  if (!referencePattern.test(compact)) return false;
  const digits = normalisePaymentReference(compact);
  // A remainder of 0 is written as 97, so the check is never 00.
  const check = Number(digits.slice(0, 10)) % 97 || 97;
  return Number(digits.slice(10)) === check;
}

export function validatePaymentReference(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidPaymentReference(value) ? null : issue('paymentReference.invalid');
}

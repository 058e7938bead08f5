// 'Uw referentie': mandatory only when the role's legal-log parameter demands it, and at most
// 100 characters, the longest the legal log keeps.
import { issue, stringField, type ValidationIssue } from './issue';
import { isBlank } from './required';

/** The longest reference the legal log keeps. */
export const REFERENCE_MAX_LENGTH = 100;

export function validateReference(value: string, required: boolean): ValidationIssue | null {
  if (required && isBlank(value)) return issue('required');
  return value.trim().length > REFERENCE_MAX_LENGTH
    ? issue('maxLength', { amount: REFERENCE_MAX_LENGTH })
    : null;
}

export function referenceSchema(required: boolean) {
  return stringField((value) => validateReference(value, required)).transform((value) =>
    value.trim(),
  );
}

/** The field of a form: mandatory when required, otherwise it may be left out. */
export function referenceFieldSchema(required: boolean) {
  return required ? referenceSchema(true) : referenceSchema(false).optional();
}

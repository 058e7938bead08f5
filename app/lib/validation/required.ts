// Mandatory fields: one generic message, and a way to make any rule optional.
import { issue, type ValidationIssue, type Validator } from './issue';

/** Whitespace alone does not fill a field. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

export function validateRequired(value: string | null | undefined): ValidationIssue | null {
  return isBlank(value) ? issue('required') : null;
}

/** The same rule for a field that may stay empty: an empty value passes, others are checked. */
export function optional(validate: Validator<string>): Validator<string> {
  return (value) => (isBlank(value) ? null : validate(value));
}

// The association identifier (vCode): a lower-case 'v' followed by 7 digits (§5).
import { issue, stringField, type ValidationIssue } from './issue';
import { isBlank } from './required';

/**
 * The spec writes the code as 'v plus 7 digits' and the register issues it in lower case, so an
 * upper-case 'V' is refused rather than silently accepted.
 */
const vCodePattern = /^v\d{7}$/;

export function isValidVCode(value: string): boolean {
  return vCodePattern.test(value.trim());
}

export function validateVCode(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidVCode(value) ? null : issue('vCode.invalid');
}

/** Mandatory vCode; the parsed value is trimmed. */
export const vCodeSchema = stringField(validateVCode).transform((value) => value.trim());

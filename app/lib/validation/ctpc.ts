// Covid test prescription codes (CTPC): exactly 16 letters or digits.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export const CTPC_LENGTH = 16;

const ctpcPattern = new RegExp(`^[A-Za-z0-9]{${CTPC_LENGTH}}$`);

export function isValidCtpcCode(value: string): boolean {
  return ctpcPattern.test(value.trim());
}

export function validateCtpcCode(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidCtpcCode(value) ? null : issue('ctpc.invalid');
}

// The association identifier (vCode): a lower-case 'v' followed by 7 digits.
import { vCodePattern } from '@contracts/enterprise';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

// The register issues the code as a lower-case 'v' plus 7 digits, so an upper-case 'V' is
// refused rather than silently accepted.
export function isValidVCode(value: string): boolean {
  return vCodePattern.test(value.trim());
}

export function validateVCode(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidVCode(value) ? null : issue('vCode.invalid');
}

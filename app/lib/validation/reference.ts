// 'Uw referentie': mandatory only when the role's legal-log parameter demands it, at most 100
// characters, the longest the legal log keeps, and something a reader of the log can see (the
// backend refuses an invisible one by the same rule).
import { hasVisibleCharacter, REFERENCE_MAX_LENGTH } from '@contracts/reference';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export { REFERENCE_MAX_LENGTH };

export function validateReference(value: string, required: boolean): ValidationIssue | null {
  if (isBlank(value)) return required ? issue('required') : null;
  if (!hasVisibleCharacter(value)) return issue('reference.invisible');
  return value.trim().length > REFERENCE_MAX_LENGTH
    ? issue('maxLength', { amount: REFERENCE_MAX_LENGTH })
    : null;
}

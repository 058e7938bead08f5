// The enterprise (KBO) number: 10 digits, the first 0 or 1 (a 2 starts an establishment unit's
// number), whose last two are a modulo-97 check.
import { isEnterpriseNumber } from '@contracts/enterprise';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export const ENTERPRISE_NUMBER_LENGTH = 10;

/** The number as typed may group its digits with dots or spaces (0123.456.749). */
export function normaliseEnterpriseNumber(value: string): string {
  return value.replace(/[.\s]/g, '');
}

export function isValidEnterpriseNumber(value: string): boolean {
  return isEnterpriseNumber(normaliseEnterpriseNumber(value));
}

export function validateEnterpriseNumber(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidEnterpriseNumber(value) ? null : issue('enterpriseNumber.invalid');
}

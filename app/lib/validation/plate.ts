// Number plates as typed at the desk: letters and digits, written with dashes, spaces or dots
// ('1-ABC-123', '1 abc 123'). They are normalised (upper case, separators removed) before the
// register is asked, which knows a plate by its characters alone ('1ABC123').
import { platePattern } from '@contracts/vehicle';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

/** Upper case, without the dashes, spaces, dots and middle dots a plate is written with. */
export function normalisePlate(value: string): string {
  return value.replace(/[\s.\-·_]/g, '').toUpperCase();
}

/**
 * A Belgian plate: 2 to 8 letters and digits with at least one digit (every series has digits:
 * 1-ABC-123, ABC-123, 123-ABC, M-ABC-123, CD-1234).
 */
export function isValidBelgianPlate(value: string): boolean {
  const plate = normalisePlate(value);
  return /^[A-Z0-9]{2,8}$/.test(plate) && /\d/.test(plate);
}

/** A foreign plate: 1 to 10 letters and digits; German plates may have Ä, Ö or Ü. */
export function isValidForeignPlate(value: string): boolean {
  return platePattern.test(normalisePlate(value));
}

export function validateBelgianPlate(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidBelgianPlate(value) ? null : issue('plate.invalid');
}

export function validateForeignPlate(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidForeignPlate(value) ? null : issue('plate.invalidForeign');
}

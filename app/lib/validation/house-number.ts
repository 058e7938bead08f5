// House numbers of Belgian addresses: 1 to 5 digits, optionally followed by one letter.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

const houseNumberPattern = /^\d{1,5}[A-Za-z]?$/;

export function isValidHouseNumber(value: string): boolean {
  return houseNumberPattern.test(value.trim());
}

export function validateHouseNumber(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidHouseNumber(value) ? null : issue('houseNumber.invalid');
}

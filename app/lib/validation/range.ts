// Min/max range inputs: digits only, both or neither filled, max not below min, 4-digit years.
import { issue, type ValidationIssue } from './issue';

/** The two inputs as typed. */
export interface RangeInput {
  min: string;
  max: string;
}

/** The range as it is sent: whole numbers from 0, or null for an empty range. */
export interface RangeValue {
  min: number | null;
  max: number | null;
}

export interface RangeRules {
  /** A range of years (e.g. construction years): both bounds need four digits. */
  years?: boolean;
}

/**
 * Digits only also rules out signs and decimals, which is what keeps the minimum at 0 or more.
 * The rules run per bound first, so that a typo is reported before the pair is compared.
 */
export function validateRange(input: RangeInput, rules: RangeRules = {}): ValidationIssue | null {
  const bounds = [input.min.trim(), input.max.trim()] as const;
  const filled = bounds.filter((bound) => bound !== '');
  if (filled.some((bound) => !/^\d+$/.test(bound))) return issue('range.notANumber');
  if (rules.years && filled.some((bound) => !/^\d{4}$/.test(bound))) {
    return issue('range.invalidYear');
  }
  if (filled.length === 1) return issue('range.bothRequired');
  const [min, max] = bounds;
  return filled.length === 2 && Number(max) < Number(min) ? issue('range.maxBelowMin') : null;
}

/** Reads a range that passed `validateRange`. */
export function parseRange(input: RangeInput): RangeValue {
  const bound = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return { min: bound(input.min), max: bound(input.max) };
}

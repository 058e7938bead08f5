// Numbers of the synthetic enterprise register: enterprise numbers (first digit 0 or 1),
// establishment unit numbers (first digit 2) and association vCodes, each a bijection of an
// index, so that an enterprise keeps its number whatever the size of the register.

import { kboCheckDigits } from '@contracts/enterprise';

function withCheckDigits(firstEight: number): string {
  const text = String(firstEight).padStart(8, '0');
  return `${text}${kboCheckDigits(text)}`;
}

/**
 * 8,000,000 first-eight values from 02000000 to 09999999, and as many from 10000000 to
 * 17999999 for enterprises started since 2023 (the KBO hands out numbers starting with 1 since);
 * the step is prime to it.
 */
const enterpriseSpace = 8_000_000;
/** 10,000,000 first-eight values from 20000000 to 29999999; the step is prime to it. */
const establishmentSpace = 10_000_000;
/** 9,000,000 vCodes from v1000000 to v9999999; the step is prime to it. */
const vCodeSpace = 9_000_000;

/** Establishment units per enterprise that get their own number. */
export const maximumEstablishments = 16;

export function enterpriseNumberOf(index: number, recent = false): string {
  const offset = recent ? 10_000_000 : 2_000_000;
  return withCheckDigits(offset + ((index * 1_234_577 + 4_567_891) % enterpriseSpace));
}

export function establishmentNumberOf(enterpriseIndex: number, unit: number): string {
  const index = enterpriseIndex * maximumEstablishments + unit;
  return withCheckDigits(20_000_000 + ((index * 7_654_321 + 123_457) % establishmentSpace));
}

/** Associations with a KBO number take their enterprise's index, de facto ones one from 4,000,000. */
export const deFactoAssociationOffset = 4_000_000;

export function vCodeOf(index: number): string {
  return `v${1_000_000 + ((index * 2_718_283 + 31_415) % vCodeSpace)}`;
}

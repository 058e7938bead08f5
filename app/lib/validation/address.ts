// Addresses: the municipality text, which fields the Belgian form enables, letter address.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export const BELGIUM = 'BE';

/** The fields of a letter (sender or recipient) address, with the combined municipality field. */
export const letterAddressFields = [
  'organisatie',
  'aanspreking',
  'voornaam',
  'naam',
  'land',
  'postcode_gemeente',
  'postcode',
  'gemeente',
  'straat',
  'nummer',
  'bus',
  'lijn2',
  'regio',
] as const;
export type LetterAddressField = (typeof letterAddressFields)[number];
export type LetterAddress = Record<LetterAddressField, string>;

export const requiredLetterAddressFields = [
  'postcode_gemeente',
  'straat',
  'gemeente',
] as const satisfies readonly LetterAddressField[];

/** A municipality as the town list shows it, '9000 Gent': postal code, first space, name. */
export function splitMunicipality(text: string): { postcode: string; name: string } {
  const trimmed = text.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { postcode: '', name: trimmed };
  return { postcode: trimmed.slice(0, space), name: trimmed.slice(space + 1).trim() };
}

export interface AddressProgress {
  /** ISO code of the chosen country. */
  land: string;
  gemeente: string;
  straat: string;
  nummer: string;
}

/**
 * Which inputs a user can fill in yet. For Belgium the form is filled top-down from the
 * autocomplete lists: a street only within a chosen town, a number on a street, a box with a
 * number. Foreign addresses are free text, so every field is open.
 */
export function enabledAddressFields(address: AddressProgress): {
  straat: boolean;
  nummer: boolean;
  bus: boolean;
} {
  if (address.land !== BELGIUM) return { straat: true, nummer: true, bus: true };
  const straat = !isBlank(address.gemeente);
  const nummer = straat && !isBlank(address.straat);
  return { straat, nummer, bus: nummer && !isBlank(address.nummer) };
}

/** The mandatory fields of a letter address that are still empty, each with its message. */
export function validateLetterAddress(
  address: Partial<LetterAddress>,
): Partial<Record<LetterAddressField, ValidationIssue>> {
  return Object.fromEntries(
    requiredLetterAddressFields
      .filter((field) => isBlank(address[field]))
      .map((field) => [field, issue('required')]),
  );
}

/** How municipality names are compared: case and accents do not count. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

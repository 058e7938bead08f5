// Fiche 60 search fields: the five fields identify one fiche, so all or none are filled.
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

export const fiche60Fields = [
  'jaar',
  'kantoorNummer',
  'volgNummer',
  'typeFiche',
  'goedNummer',
] as const;
export type Fiche60Field = (typeof fiche60Fields)[number];
export type Fiche60 = Record<Fiche60Field, string>;

/** The empty fields of a partly filled fiche, to mark them; none when it is empty or complete. */
export function missingFiche60Fields(value: Fiche60): Fiche60Field[] {
  const missing = fiche60Fields.filter((field) => isBlank(value[field]));
  return missing.length === fiche60Fields.length ? [] : missing;
}

export function validateFiche60(value: Fiche60): ValidationIssue | null {
  return missingFiche60Fields(value).length > 0 ? issue('fiche60.incomplete') : null;
}

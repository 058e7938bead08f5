// The names and choices the social security search sends, without its rules: the form and the
// screen need them on every page, the schema (search-schema.ts, with zod) only when the form is
// checked.
import { consultationNames } from '~/routing/href';

/** The query names of the search, as its URL carries them. */
export const socialSecurityFields = {
  insz: 'insz',
  statutes: 'statuut',
  dateChoice: 'datumkeuze',
  date: 'datum',
  from: 'van',
  until: 'tot',
  livingWage: 'leefloon',
  source: consultationNames.source,
  reference: consultationNames.reference,
} as const;

/** One reference date (today when empty), or a period of two dates. */
export const dateChoices = ['datum', 'periode'] as const;
export type DateChoice = (typeof dateChoices)[number];

/** The value of the living-wage checkbox when ticked. */
export const livingWageAsked = 'ja';

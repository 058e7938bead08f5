// The land registry start screen's search modes and the names its searches send, without their
// rules: the forms and the screen need them on every page, the schemas (search-schema.ts, with
// zod) only when a form is checked.
import { searchModeParameter } from '~/page-state/url-names';
import { consultationNames } from '~/routing/href';

/** How the start screen searches, one tab each, in this order. */
export const searchModes = ['capakey', 'plaats', 'eigenaar'] as const;
export type SearchMode = (typeof searchModes)[number];

/** The query names of the searches, as the screen's URL carries them. */
export const searchFields = {
  mode: searchModeParameter,
  capakey: 'capakey',
  municipality: 'gemeente',
  division: 'afdeling',
  section: 'sectie',
  plot: 'perceelnummer',
  insz: 'insz',
  enterprise: 'ondernemingsnummer',
  reference: consultationNames.reference,
} as const;

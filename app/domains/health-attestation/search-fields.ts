// The health attestation screens' search modes, the names their forms send and the choices they
// offer, without the forms' rules: the forms and the screens need them on every page, the schemas
// (search-schema.ts, with zod) only when a form is checked.
import { searchModeParameter } from '~/page-state/url-names';
import { consultationNames } from '~/routing/href';

/** How the attestations are searched; the CTPC search is a tab of the same screen. */
export const searchModes = ['insz', 'naam', 'ctpc'] as const;
export type SearchMode = (typeof searchModes)[number];

/** The query names of the attestation search, as its URL carries them. */
export const attestationFields = {
  mode: searchModeParameter,
  insz: 'insz',
  lastName: 'achternaam',
  firstName: 'voornaam',
  birthDate: 'geboortedatum',
  issuedAfter: 'uitgereiktVanaf',
  issuedBefore: 'uitgereiktTot',
  changedAfter: 'gewijzigdVanaf',
  types: 'soort',
  states: 'status',
  activeOnly: 'actief',
  reference: consultationNames.reference,
} as const;

/** The query names of the CTPC search. */
export const ctpcFields = {
  mode: searchModeParameter,
  code: 'code',
  phone: 'telefoon',
  lastName: 'achternaam',
  firstName: 'voornaam',
  birthDate: 'geboortedatum',
  reference: consultationNames.reference,
} as const;

/** The value of the 'active only' checkbox when ticked. */
export const activeOnlyValue = 'ja';

/** The earliest date a filter takes: no attestation was issued before. */
export const EARLIEST_FILTER_DISPLAY_DATE = '01.01.2020';

/** The one-dose question: whose flag, under which reference. */
export const oneDoseFields = {
  insz: 'insz',
  required: 'eenDosis',
  reference: consultationNames.reference,
} as const;

export const oneDoseValues = ['ja', 'nee'] as const;

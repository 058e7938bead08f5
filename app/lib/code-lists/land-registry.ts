// The land registry's code lists as the portal shows them, shared with the reference backend
// (contracts/land-registry-codes.ts): cadastral natures, the cadastral income's letter and digit
// codes, the construction indications, types and qualities, rights, holder lists, registration
// types and sale types. Sources: README.md.
import {
  cadastralNatures,
  constructionIndications,
  constructionQualities,
  constructionTypes,
  holderListTypes,
  incomeDigitCodes,
  incomeLetterCodes,
  registrationTypes,
  rightTypes,
  salesTypes,
} from '@contracts/land-registry-codes';
import type { CodeLabels } from '@contracts/person-codes';

export const landRegistryCodeLists: Record<
  | 'cadastralNature'
  | 'incomeLetter'
  | 'incomeDigit'
  | 'constructionIndication'
  | 'constructionType'
  | 'constructionQuality'
  | 'landRight'
  | 'holderList'
  | 'registrationType'
  | 'salesType',
  Readonly<Record<string, CodeLabels>>
> = {
  cadastralNature: cadastralNatures,
  incomeLetter: incomeLetterCodes,
  incomeDigit: incomeDigitCodes,
  constructionIndication: constructionIndications,
  constructionType: constructionTypes,
  constructionQuality: constructionQualities,
  landRight: rightTypes,
  holderList: holderListTypes,
  registrationType: registrationTypes,
  salesType: salesTypes,
};

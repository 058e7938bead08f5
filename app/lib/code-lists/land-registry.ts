// The land registry's code lists as the portal shows them, shared with the reference backend
// (contracts/land-registry-codes.ts): cadastral natures, the cadastral income's letter and digit
// codes, the construction indications, types and qualities, rights, holder lists and registration
// types. Sources: README.md.
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
  | 'registrationType',
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
};

// The labels of the authentic sources' code lists in both of the portal's languages, so a value
// is shown in the screen's language with its code ('Gehuwd (20)', 'Married (20)'). A list without
// an English label for a code gives the Dutch one, marked as Dutch: the screen sets lang="nl".
// Sources and licences: README.md next to this file.
import {
  adultResultCodes,
  adultStatusCodes,
  contractCodes,
  educationTypeCodes,
  enrolmentSourceCodes,
  higherStatusCodes,
  institutionKindCodes,
  leavingReasonCodes,
  levelCodes,
  programmeKindCodes,
  programmeTypeCodes,
  trackCodes,
} from '@contracts/education-codes';
import {
  householdPositionCodes,
  registerCodes,
  registerStatusCodes,
  type CodeLabels,
} from '@contracts/person-codes';
import countryNames from './countries.json' with { type: 'json' };
import { documentCodeLists } from './document';
import { enterpriseCodeLists } from './enterprise';
import { healthAttestationCodeLists } from './health-attestation';
import { landRegistryCodeLists } from './land-registry';
import { ledCodeLists } from './led';
import { socialSecurityCodeLists } from './social-security';
import { vehicleCodeLists } from './vehicle';

export type CodeListLanguage = 'nl' | 'en';

export type { CodeLabels };

const civilStatus: Record<string, CodeLabels> = {
  '10': { nl: 'Ongehuwd', en: 'Unmarried' },
  '20': { nl: 'Gehuwd', en: 'Married' },
  '25': { nl: 'Nietigverklaring van huwelijk', en: 'Marriage annulled' },
  '26': { nl: 'Putatief huwelijk', en: 'Putative marriage' },
  '30': { nl: 'Weduwnaar/weduwe', en: 'Widowed' },
  '40': { nl: 'Echtgescheiden', en: 'Divorced' },
  '41': { nl: 'Echtgescheiden vanaf 1/10/1994', en: 'Divorced from 1/10/1994' },
  '50': { nl: 'Gescheiden van tafel en bed', en: 'Judicially separated' },
  '51': { nl: 'Gescheiden van tafel en bed', en: 'Judicially separated' },
  '52': {
    nl: 'Gescheiden van tafel en bed vanaf 1/10/1994',
    en: 'Judicially separated from 1/10/1994',
  },
  '60': { nl: 'Verstoting', en: 'Repudiation' },
  '80': { nl: 'Partnerschap', en: 'Partnership' },
  '81': { nl: 'Beëindiging partnerschap', en: 'End of partnership' },
  '90': { nl: 'Onbepaald', en: 'Undetermined' },
};

/** Only code 1 is the register's own; codes 2 and 3 are the reference backend's invention. */
const contactAddressType: Record<string, CodeLabels> = {
  '1': { nl: 'Tijdelijk verblijf' },
  '2': { nl: 'Verblijf in een instelling' },
  '3': { nl: 'Verblijf in het buitenland' },
};

/** Countries by Belgian NIS code, which is also the nationality code. */
const country: Record<string, CodeLabels> = Object.fromEntries(
  Object.entries(countryNames as Record<string, string[]>).map(([code, [nl = code, en]]) => [
    code,
    en ? { nl, en } : { nl },
  ]),
);

export const codeLists = {
  civilStatus,
  register: registerCodes,
  householdPosition: householdPositionCodes,
  registerStatus: registerStatusCodes,
  contactAddressType,
  country,
  ...enterpriseCodeLists,
  ...vehicleCodeLists,
  ...ledCodeLists,
  ...documentCodeLists,
  ...socialSecurityCodeLists,
  ...healthAttestationCodeLists,
  ...landRegistryCodeLists,
  enrolmentSource: enrolmentSourceCodes,
  institutionKind: institutionKindCodes,
  programmeType: programmeTypeCodes,
  schoolLevel: levelCodes,
  educationType: educationTypeCodes,
  leavingReason: leavingReasonCodes,
  adultStatus: adultStatusCodes,
  adultTrack: trackCodes,
  adultResult: adultResultCodes,
  higherStatus: higherStatusCodes,
  programmeKind: programmeKindCodes,
  studyContract: contractCodes,
} as const;

export type CodeListName = keyof typeof codeLists;

/** A code's label in a language, and the language it is actually in. */
export interface CodeLabel {
  text: string;
  lang: CodeListLanguage;
}

/**
 * The label of `code` in `language`. Without an English label, the Dutch one; a code the list
 * does not know keeps the label the source gave (`sourceLabel`, in Dutch), or the bare code.
 */
export function codeLabel(
  list: CodeListName,
  code: string,
  language: CodeListLanguage,
  sourceLabel?: string,
): CodeLabel {
  const labels = codeLists[list][code];
  if (labels && language === 'en' && labels.en) return { text: labels.en, lang: 'en' };
  if (labels) return { text: labels.nl, lang: 'nl' };
  return { text: sourceLabel ?? code, lang: 'nl' };
}

/** Every Dutch label that differs from its English one: what an English screen must mark. */
export function dutchOnlyLabels(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(codeLists)) {
    for (const labels of Object.values(list) as CodeLabels[]) {
      if (labels.nl !== labels.en) found.add(labels.nl);
    }
  }
  return found;
}

// The national register's code lists as the portal shows them: the small lists shared with the
// reference backend (contracts/person-codes.ts), civil statuses, contact address types and the
// countries (countries.json, by Belgian NIS code). Sources: README.md.
import {
  householdPositionCodes,
  registerCodes,
  registerStatusCodes,
  type CodeLabels,
} from '@contracts/person-codes';
import countryNames from './countries.json' with { type: 'json' };

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

export const personCodeLists = {
  civilStatus,
  register: registerCodes,
  householdPosition: householdPositionCodes,
  registerStatus: registerStatusCodes,
  contactAddressType,
  country,
} as const;

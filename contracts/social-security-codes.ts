// The code lists of the social security source (GeefSociaalStatuut and the living wage), shared
// by both sides: the reference backend answers with the Dutch label, the configuration call and
// the portal show the label in the screen's language with its code.
import type { CodeLabels } from './person-codes';

/**
 * The social statutes the source knows, in the order the portal offers them (SociaalStatuut/Naam).
 * The first six are the source's own; the disability, unemployment and pension kinds follow its
 * naming style.
 */
export const socialStatusTypes = {
  BIM_BVT: {
    nl: 'Verhoogde tegemoetkoming',
    en: 'Increased reimbursement of health care costs',
  },
  BIM_BVT_IN_FAMILY: {
    nl: 'Verhoogde tegemoetkoming via een gezinslid',
    en: 'Increased reimbursement through a household member',
  },
  PCSA_AND_BIM_HELP: {
    nl: 'Hulp van het OCMW en verhoogde tegemoetkoming',
    en: 'Help from the public social welfare centre and increased reimbursement',
  },
  LIVING_WAGES_PCSA_HELP: {
    nl: 'Leefloon of financiële hulp van het OCMW',
    en: 'Living wage or financial help from the public social welfare centre',
  },
  GENT_PARKING_ADULT: {
    nl: 'Sociaal tarief bewonersparkeren Gent (volwassene)',
    en: 'Social rate for resident parking in Ghent (adult)',
  },
  GENT_PARKING_CHILD: {
    nl: 'Sociaal tarief bewonersparkeren Gent (kind)',
    en: 'Social rate for resident parking in Ghent (child)',
  },
  DISABILITY_ALLOWANCE: {
    nl: 'Tegemoetkoming aan personen met een handicap',
    en: 'Allowance for persons with a disability',
  },
  UNEMPLOYMENT_BENEFIT: { nl: 'Werkloosheidsuitkering', en: 'Unemployment benefit' },
  RETIREMENT_PENSION: { nl: 'Rustpensioen', en: 'Retirement pension' },
  INCOME_GUARANTEE_ELDERLY: {
    nl: 'Inkomensgarantie voor ouderen',
    en: 'Income guarantee for the elderly',
  },
} as const satisfies Record<string, Required<CodeLabels>>;

export type SocialStatusName = keyof typeof socialStatusTypes;

export const socialStatusNames = Object.keys(socialStatusTypes) as [
  SocialStatusName,
  ...SocialStatusName[],
];

/** Whether a statute applies to the person in the period asked (Resultaat). */
export const socialStatusResultCodes = {
  '1': { nl: 'Van toepassing', en: 'Applicable' },
  '0': { nl: 'Niet van toepassing', en: 'Not applicable' },
} as const satisfies Record<string, Required<CodeLabels>>;

/**
 * The status of an answer, and of each statute in it (contracts/social-security.ts says what
 * each means).
 */
export const answerStatusLabels = {
  OK: { nl: 'Antwoord van de bron', en: 'The source answered' },
  VA: { nl: 'Voorlopig antwoord', en: 'Provisional answer' },
  DNK: { nl: 'Dossier niet gekend', en: 'File not known' },
  NOK: { nl: 'Geen antwoord van de bron', en: 'The source could not answer' },
} as const satisfies Record<string, Required<CodeLabels>>;

/** The kind of a living-wage record. */
export const livingWageKindCodes = {
  Leefloon: { nl: 'Leefloon', en: 'Living wage' },
  EquivalentLeefloon: { nl: 'Equivalent leefloon', en: 'Equivalent of the living wage' },
} as const satisfies Record<string, Required<CodeLabels>>;

export type LivingWageKind = keyof typeof livingWageKindCodes;

/**
 * The source both consultations are logged under: the Crossroads Bank for Social Security (here,
 * without the calls' schemas, for the screen that names it).
 */
export const socialSecuritySource = 'KSZ';

// The code lists of the child-benefits source (Groeipakket, GeefKindVoordelen), shared by both
// sides: the answer carries the codes, the portal shows the label in the screen's language with
// its code. The paying funds are the five Flemish ones; their enterprise numbers are invented
// (valid check digits, from a range the synthetic enterprise register never hands out).
import type { CodeLabels } from './person-codes';

/** What a payment period pays for (Categorie), in the source's order. */
export const paymentCategories = [
  'BASIS',
  'KINDEROPVANG',
  'KLEUTER',
  'ONDERSTEUNINGSTOESLAG',
  'PARTICIPATIE_SELECTIEF',
  'PARTICIPATIE_UNIVERSEEL',
  'ZORG_PLEEG',
  'ZORG_SPECIALE_NODEN',
  'ZORG_WEES',
] as const;
export type PaymentCategory = (typeof paymentCategories)[number];

/**
 * Whether a period is paid with the social supplement of a family with a low income: the source
 * writes it after the category ('BASIS_MET_TYPE_SOCIAAL'), the answer beside it.
 */
export const socialTypes = ['MET_TYPE_SOCIAAL', 'ZONDER_TYPE_SOCIAAL'] as const;
export type SocialType = (typeof socialTypes)[number];

/** A one-off payment to a beneficiary (Bonus/Categorie). */
export const bonusCategories = ['VOORAFBETALING_GEBOORTE'] as const;
export type BonusCategory = (typeof bonusCategories)[number];

export const paymentCategoryCodes: Readonly<Record<PaymentCategory, CodeLabels>> = {
  BASIS: { nl: 'Basisbedrag', en: 'Basic amount' },
  KINDEROPVANG: { nl: 'Kinderopvangtoeslag', en: 'Childcare supplement' },
  KLEUTER: { nl: 'Kleutertoeslag', en: 'Pre-school supplement' },
  ONDERSTEUNINGSTOESLAG: { nl: 'Ondersteuningstoeslag', en: 'Support supplement' },
  PARTICIPATIE_SELECTIEF: {
    nl: 'Selectieve participatietoeslag (schooltoeslag)',
    en: 'Selective participation supplement (school supplement)',
  },
  PARTICIPATIE_UNIVERSEEL: {
    nl: 'Universele participatietoeslag (schoolbonus)',
    en: 'Universal participation supplement (school bonus)',
  },
  ZORG_PLEEG: { nl: 'Zorgtoeslag pleegkind', en: 'Care supplement for a foster child' },
  ZORG_SPECIALE_NODEN: {
    nl: 'Zorgtoeslag specifieke ondersteuningsbehoefte',
    en: 'Care supplement for a specific support need',
  },
  ZORG_WEES: { nl: 'Zorgtoeslag wees', en: 'Care supplement for an orphan' },
};

export const socialTypeCodes: Readonly<Record<SocialType, CodeLabels>> = {
  MET_TYPE_SOCIAAL: { nl: 'Met sociale toeslag', en: 'With the social supplement' },
  ZONDER_TYPE_SOCIAAL: { nl: 'Zonder sociale toeslag', en: 'Without the social supplement' },
};

export const bonusCategoryCodes: Readonly<Record<BonusCategory, CodeLabels>> = {
  VOORAFBETALING_GEBOORTE: {
    nl: 'Voorafbetaling startbedrag bij de geboorte',
    en: 'Advance payment of the birth amount',
  },
};

export interface ChildBenefitFund {
  /** The short code an answer names the fund by when the question's search key is 'Code'. */
  code: string;
  name: string;
  /** Ten digits, as an answer names the fund by default. */
  enterpriseNumber: string;
}

/** The paying funds (uitbetalers) of the Groeipakket: the public one first, then the private ones. */
export const childBenefitFunds = [
  { code: 'FONS', name: 'FONS', enterpriseNumber: '0173490537' },
  { code: 'INFINO', name: 'Infino', enterpriseNumber: '0181264690' },
  { code: 'KIDSLIFE', name: 'KidsLife Vlaanderen', enterpriseNumber: '0165937009' },
  { code: 'MYFAMILY', name: 'MyFamily', enterpriseNumber: '0190821170' },
  { code: 'PARENTIA', name: 'Parentia', enterpriseNumber: '0174556349' },
] as const satisfies readonly ChildBenefitFund[];

export type ChildBenefitFundCode = (typeof childBenefitFunds)[number]['code'];

/**
 * The source a consultation is logged under: the Groeipakket as a whole (here, without the call's
 * schemas, for the screen that names it).
 */
export const childBenefitsSource = 'GROEIPAKKET';

/** How an answer names the paying fund: by its short code, or by its enterprise number. */
export const fundKeys = ['Code', 'Ondernemingsnummer'] as const;
export type FundKey = (typeof fundKeys)[number];

/**
 * The columns of the bulk lookup's csv, by id, titled in both languages: the portal's template,
 * its reader and the backend's findings on a line all name them alike.
 */
export const childBenefitsSheetColumnTitles = {
  insz: { nl: 'INSZ', en: 'INSZ' },
  zoeksleutel: { nl: 'Zoeksleutel', en: 'Search key' },
  beginMaand: { nl: 'Beginmaand', en: 'First month' },
  eindeMaand: { nl: 'Eindmaand', en: 'Last month' },
} as const satisfies Record<string, { nl: string; en: string }>;

export type ChildBenefitsSheetColumn = keyof typeof childBenefitsSheetColumnTitles;

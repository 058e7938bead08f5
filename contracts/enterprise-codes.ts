// The enterprise register's small code lists, shared by both sides: the reference backend answers
// with the Dutch label, the portal shows the label in the screen's language with its code.
// Legal forms and NACE-BEL activities are larger lists: the backend reads them from its code-list
// tables, the portal from app/lib/code-lists. Sources: app/lib/code-lists/README.md.
import type { CodeLabels } from './person-codes';

/** StatusKBO. */
export const enterpriseStatusCodes: Readonly<Record<string, CodeLabels>> = {
  AC: { nl: 'Actief', en: 'Active' },
  ST: { nl: 'Stopgezet', en: 'Stopped' },
};

/** SoortOnderneming. */
export const enterpriseKindCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Natuurlijk persoon', en: 'Natural person' },
  '2': { nl: 'Rechtspersoon', en: 'Legal person' },
};

/** AardFunctie: the functions the register records, as the source names them. */
export const functionCodes: Readonly<Record<string, CodeLabels>> = {
  '10002': { nl: 'Bestuurder', en: 'Director' },
  '10003': { nl: 'Vaste vertegenwoordiger', en: 'Permanent representative' },
  '10005': { nl: 'Lid van het directiecomité', en: 'Member of the management committee' },
  '10006': { nl: 'Zaakvoerder', en: 'Manager' },
  '10007': { nl: 'Gedelegeerd bestuurder', en: 'Managing director' },
};

/**
 * Stopzetting: code 016 is the one the source's own examples show for a natural person; the
 * others are the reference backend's own, written for the synthetic register.
 */
export const cessationCodes: Readonly<Record<string, CodeLabels>> = {
  '016': { nl: 'Stopzetting natuurlijk persoon', en: 'Natural person ceased trading' },
  '012': { nl: 'Sluiting van de vereffening', en: 'Closure of liquidation' },
  '013': { nl: 'Fusie door overneming', en: 'Merger by acquisition' },
  '014': { nl: 'Faillissement', en: 'Bankruptcy' },
};

/**
 * Joint committees: the real list with names is not open data, so this one is invented and says
 * so in every label. The numbers are outside the real committees' range.
 */
export const jointCommitteeCodes: Readonly<Record<string, CodeLabels>> = {
  '901': {
    nl: 'Synthetisch paritair comité voor de bouw',
    en: 'Synthetic joint committee for construction',
  },
  '902': {
    nl: 'Synthetisch paritair comité voor de handel',
    en: 'Synthetic joint committee for trade',
  },
  '903': {
    nl: 'Synthetisch paritair comité voor de horeca',
    en: 'Synthetic joint committee for hotels and catering',
  },
  '904': {
    nl: 'Synthetisch paritair comité voor de bedienden',
    en: 'Synthetic joint committee for white-collar workers',
  },
  '905': {
    nl: 'Synthetisch paritair comité voor de zorg',
    en: 'Synthetic joint committee for care',
  },
  '906': {
    nl: 'Synthetisch paritair comité voor de landbouw',
    en: 'Synthetic joint committee for agriculture',
  },
  '907': {
    nl: 'Synthetisch paritair comité voor het vervoer',
    en: 'Synthetic joint committee for transport',
  },
  '908': {
    nl: 'Synthetisch paritair comité voor de socioculturele sector',
    en: 'Synthetic joint committee for the socio-cultural sector',
  },
};

/** Employment class: the number of employees, in the size classes of social security. */
export const employmentClassCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: '1 tot 4 werknemers', en: '1 to 4 employees' },
  '2': { nl: '5 tot 9 werknemers', en: '5 to 9 employees' },
  '3': { nl: '10 tot 19 werknemers', en: '10 to 19 employees' },
  '4': { nl: '20 tot 49 werknemers', en: '20 to 49 employees' },
  '5': { nl: '50 tot 99 werknemers', en: '50 to 99 employees' },
  '6': { nl: '100 tot 199 werknemers', en: '100 to 199 employees' },
  '7': { nl: '200 tot 499 werknemers', en: '200 to 499 employees' },
};

/** The roles of an association's representatives (the reference backend's own list). */
export const representativeRoleCodes: Readonly<Record<string, CodeLabels>> = {
  voorzitter: { nl: 'Voorzitter', en: 'Chair' },
  secretaris: { nl: 'Secretaris', en: 'Secretary' },
  penningmeester: { nl: 'Penningmeester', en: 'Treasurer' },
};

/**
 * The legal forms the synthetic register uses, with their usual abbreviation and an English
 * label of our own (the source list has none); the Dutch labels are the source's.
 */
export const legalFormCodes: Readonly<Record<string, CodeLabels & { abbreviation: string }>> = {
  '011': { nl: 'Vennootschap onder firma', en: 'General partnership', abbreviation: 'VOF' },
  '012': {
    nl: 'Gewone commanditaire vennootschap',
    en: 'Limited partnership',
    abbreviation: 'CommV',
  },
  '014': { nl: 'Naamloze vennootschap', en: 'Public limited company', abbreviation: 'NV' },
  '015': {
    nl: 'Besloten vennootschap met beperkte aansprakelijkheid',
    en: 'Private limited liability company (before 2019)',
    abbreviation: 'BVBA',
  },
  '017': {
    nl: 'Vereniging zonder winstoogmerk',
    en: 'Non-profit association',
    abbreviation: 'VZW',
  },
  '025': { nl: 'Landbouwvennootschap', en: 'Agricultural company', abbreviation: 'LV' },
  '416': {
    nl: 'Dienstverlenende vereniging (Vlaams Gewest)',
    en: 'Service-providing association (Flemish Region)',
    abbreviation: 'DV',
  },
  '417': {
    nl: 'Opdrachthoudende vereniging (Vlaams Gewest)',
    en: 'Mandated association (Flemish Region)',
    abbreviation: 'OV',
  },
  '610': { nl: 'Besloten vennootschap', en: 'Private limited company', abbreviation: 'BV' },
  '721': {
    nl: 'Vennootschap of vereniging zonder rechtspersoonlijkheid',
    en: 'Company or association without legal personality',
    abbreviation: 'FV',
  },
};

// The code lists of the health attestation source, shared by both sides: the reference backend
// answers with the codes, the portal shows the label in the screen's language with its code. The
// vaccine, manufacturer, test and result codes are those of the EU digital covid certificate's
// value sets.
import type { CodeLabels } from './person-codes';

/** The kinds of attestation: recovery, test and vaccination (the certificate's type codes). */
export const attestationTypes = ['vac', 'tst', 'rec'] as const;
export type AttestationType = (typeof attestationTypes)[number];

export const attestationTypeCodes: Readonly<Record<AttestationType, CodeLabels>> = {
  vac: { nl: 'Vaccinatiecertificaat', en: 'Vaccination certificate' },
  tst: { nl: 'Testcertificaat', en: 'Test certificate' },
  rec: { nl: 'Herstelcertificaat', en: 'Recovery certificate' },
};

/** An attestation's state: valid, revoked for good, or suspended until a date. */
export const attestationStates = ['ACTIVE', 'SUSPENDED', 'REVOKED'] as const;
export type AttestationState = (typeof attestationStates)[number];

export const attestationStateCodes: Readonly<Record<AttestationState, CodeLabels>> = {
  ACTIVE: { nl: 'Actief', en: 'Active' },
  SUSPENDED: { nl: 'Opgeschort', en: 'Suspended' },
  REVOKED: { nl: 'Ingetrokken', en: 'Revoked' },
};

/** The vaccines (EU value set vaccines-covid-19-names), with the doses a full series takes. */
export const vaccineProducts = {
  'EU/1/20/1528': { name: 'Comirnaty', manufacturer: 'ORG-100030215', doses: 2 },
  'EU/1/20/1507': { name: 'Spikevax', manufacturer: 'ORG-100031184', doses: 2 },
  'EU/1/21/1529': { name: 'Vaxzevria', manufacturer: 'ORG-100001699', doses: 2 },
  'EU/1/20/1525': { name: 'Jcovden', manufacturer: 'ORG-100001417', doses: 1 },
  'EU/1/21/1618': { name: 'Nuvaxovid', manufacturer: 'ORG-100032020', doses: 2 },
} as const satisfies Record<string, { name: string; manufacturer: string; doses: number }>;
export type VaccineProduct = keyof typeof vaccineProducts;

export const vaccineProductCodes: Readonly<Record<string, CodeLabels>> = Object.fromEntries(
  Object.entries(vaccineProducts).map(([code, product]) => [
    code,
    { nl: product.name, en: product.name },
  ]),
);

/** The marketing authorisation holders (EU value set vaccines-covid-19-auth-holders). */
export const vaccineManufacturerCodes: Readonly<Record<string, CodeLabels>> = {
  'ORG-100030215': { nl: 'Biontech Manufacturing GmbH', en: 'Biontech Manufacturing GmbH' },
  'ORG-100031184': { nl: 'Moderna Biotech Spain S.L.', en: 'Moderna Biotech Spain S.L.' },
  'ORG-100001699': { nl: 'AstraZeneca AB', en: 'AstraZeneca AB' },
  'ORG-100001417': { nl: 'Janssen-Cilag International', en: 'Janssen-Cilag International' },
  'ORG-100032020': { nl: 'Novavax CZ a.s.', en: 'Novavax CZ a.s.' },
};

/** The kinds of test (EU value set covid-19-lab-test-type). */
export const testTypeCodes: Readonly<Record<string, CodeLabels>> = {
  'LP6464-4': { nl: 'Moleculaire test (PCR)', en: 'Nucleic acid amplification test (PCR)' },
  'LP217198-3': { nl: 'Snelle antigeentest', en: 'Rapid antigen test' },
};

/** A test's result (EU value set covid-19-lab-result). */
export const testResultCodes: Readonly<Record<string, CodeLabels>> = {
  '260415000': { nl: 'Niet gedetecteerd', en: 'Not detected' },
  '260373001': { nl: 'Gedetecteerd', en: 'Detected' },
};

/** How an attestation's document reached the person. */
export const sendingChannels = ['PAPER', 'EBOX'] as const;
export type SendingChannel = (typeof sendingChannels)[number];

export const sendingChannelCodes: Readonly<Record<SendingChannel, CodeLabels>> = {
  PAPER: { nl: 'Brief', en: 'Letter' },
  EBOX: { nl: 'eBox', en: 'eBox' },
};

/** What happened to an attestation, in its history. */
export const attestationEvents = [
  'ISSUED',
  'SUSPENDED',
  'REACTIVATED',
  'REVOKED',
  'RECREATED',
] as const;
export type AttestationEvent = (typeof attestationEvents)[number];

export const attestationEventCodes: Readonly<Record<AttestationEvent, CodeLabels>> = {
  ISSUED: { nl: 'Uitgereikt', en: 'Issued' },
  SUSPENDED: { nl: 'Opgeschort', en: 'Suspended' },
  REACTIVATED: { nl: 'Opnieuw actief', en: 'Reactivated' },
  REVOKED: { nl: 'Ingetrokken', en: 'Revoked' },
  RECREATED: { nl: 'Opnieuw aangemaakt', en: 'Recreated' },
};

/** Who prescribed a covid test (and so issued its CTPC code). */
export const ctpcPrescribers = ['ARTS', 'ZELFEVALUATIE', 'CONTACTONDERZOEK'] as const;
export type CtpcPrescriber = (typeof ctpcPrescribers)[number];

export const ctpcPrescriberCodes: Readonly<Record<CtpcPrescriber, CodeLabels>> = {
  ARTS: { nl: 'Arts', en: 'Doctor' },
  ZELFEVALUATIE: { nl: 'Zelfevaluatietool', en: 'Self-assessment tool' },
  CONTACTONDERZOEK: { nl: 'Contactonderzoek', en: 'Contact tracing' },
};

/**
 * The source every call is logged under: the health attestation service (here, without the calls'
 * schemas, for the screens that name it).
 */
export const healthAttestationSource = 'ATTESTEN';

/** A document once sent may be sent again only after this many days. */
export const RESEND_AFTER_DAYS = 3;

// The legal log's enumerations, without a schema library, so that screens can show them without
// loading the filters' schemas (legal-log-filters.ts, legal-log.ts use them).

/** The kinds of subject an entry names (what was consulted). */
export const legalLogSubjectKinds = [
  'Insz',
  'PersoonsIdentificatie',
  'CapaKey',
  'Nrplaat',
  'KboNummer',
] as const;
export type LegalLogSubjectKind = (typeof legalLogSubjectKinds)[number];

/** How an entry's user may be named in a filter: only the first can be matched (see below). */
export const legalLogIdentifierKinds = ['Insz', 'GebruikersIdentificatie'] as const;
/** How an organisation may be named in a filter: the organisations table matches the last two. */
export const legalLogOrganisationIdentifierKinds = ['KboNummer', 'OvoCode', 'CommonName'] as const;
/** Who registered an entry: the backend's source calls (Magda), the portal (Vip), or Solid. */
export const legalLogRegistrars = ['Vip', 'Solid', 'Magda'] as const;
/** What kind of text describes a purpose ('Uw referentie'): free text, or an IPDC product. */
export const legalLogDescriptionTypes = ['Beschrijving', 'IPDC'] as const;

/** The fields a page of entries can be ordered by. */
export const legalLogSortFields = [
  'tijdstip',
  'gebruiker',
  'organisatie',
  'operatie',
  'register',
] as const;
export type LegalLogSortField = (typeof legalLogSortFields)[number];

/** The formats an audit report is made in. */
export const auditReportFormats = ['xlsx', 'pdf'] as const;
/** Where an audit report is: being made, ready, or failed. */
export const auditReportStatuses = ['InBehandeling', 'Klaar', 'Mislukt'] as const;

// The legal log: registrations of consultations made elsewhere in the portal (the person calls
// register their own; who, which role and when come from the call itself), and the calls a
// security consultant reads the log with: the search with its filters in headers, the lists its
// form offers, the chain's verification, one entry and its link, the entries of one request, and
// audit reports made as durable jobs. Reading the log is itself written to the log when it names
// subjects (ADR 006, 'Reading the log').
import { z } from 'zod';
import { referenceText } from './consultation';
import { anyOf, defineCall, pageSchema } from './http';
import { auditReportFormats, auditReportStatuses } from './legal-log-codes';
import {
  legalLogFilterHeaders,
  legalLogFiltersJson,
  legalLogReferencePattern,
  legalLogRegistrars,
  legalLogSearchHeaders,
  legalLogSubjectKinds,
} from './legal-log-filters';
import { legalLogPermissions } from './legal-log-permissions';
import { permissions } from './permissions';

export { legalLogPermissions } from './legal-log-permissions';

export {
  legalLogDescriptionTypes,
  legalLogIdentifierKinds,
  legalLogOrganisationIdentifierKinds,
  legalLogRegistrars,
  legalLogSortFields,
  legalLogSubjectKinds,
} from './legal-log-filters';

export const legalLogRegistrationSchema = z.object({
  /** The permission of the active role the consultation was made under. */
  permissie: z.enum(permissions),
  operatie: z.string().trim().min(1).max(100),
  onderwerp: z.object({
    type: z.enum(legalLogSubjectKinds),
    waarde: z.string().trim().min(1).max(200),
  }),
  /** 'Uw referentie', mandatory when the role's legal-log parameter is '1'. */
  referentie: referenceText.optional(),
  /** The authentic source consulted (RR, KSZ, DIV, KBO, …). */
  bron: z.string().trim().min(1).max(20),
  resultaat: z.string().trim().min(1).max(100).default('gevonden'),
});

export type LegalLogRegistration = z.input<typeof legalLogRegistrationSchema>;

export const registerConsultation = defineCall({
  id: 'registreerRaadpleging',
  method: 'POST',
  path: '/api/v1/legallog/registraties',
  access: { kind: 'activeRole' },
  request: legalLogRegistrationSchema,
  response: z.object({ registratieId: z.string() }),
});

/** Reading the log: the security consultant's one permission (contracts/legal-log-permissions.ts). */
export const legalLogReadPermissions = legalLogPermissions.read;
const readAccess = anyOf(legalLogReadPermissions);

const base = '/api/v1/legallog/consultaties';

/** One entry of the log as the consultant reads it; the subject in full (the portal masks it). */
export const legalLogEntrySchema = z.object({
  /** The entry's reference: its server id, or its number for an entry written without one. */
  referte: z.string(),
  tijdstip: z.string(),
  correlatieId: z.string(),
  gebruiker: z.object({ id: z.string(), naam: z.string() }),
  organisatie: z.object({ code: z.string(), naam: z.string() }),
  /** The role the consultation was made in. */
  profiel: z.string(),
  permissie: z.string(),
  operatie: z.string(),
  /** The source consulted. */
  register: z.string(),
  onderwerp: z.object({ type: z.enum(legalLogSubjectKinds), waarde: z.string() }),
  /** 'Uw referentie'. */
  referentie: z.string().nullable(),
  geregistreerdDoor: z.enum(legalLogRegistrars),
  resultaat: z.string(),
});
export type LegalLogEntry = z.infer<typeof legalLogEntrySchema>;

/** The chain checked over a range of entries, in id order. */
export const legalLogVerificationSchema = z.object({
  intact: z.boolean(),
  /** How many entries were checked (up to the broken one). */
  gecontroleerd: z.number().int().min(0),
  /** The first and last entry of the range (references); null when the range is empty. */
  van: z.string().nullable(),
  tot: z.string().nullable(),
  /** The first entry that does not verify: its reference, its position in the range, its time. */
  gebrokenBij: z
    .object({ referte: z.string(), positie: z.number().int().min(1), tijdstip: z.string() })
    .optional(),
  duurMs: z.number().int().min(0),
});
export type LegalLogVerification = z.infer<typeof legalLogVerificationSchema>;

/**
 * GET /api/v1/legallog/consultaties: a page of the entries the filter headers match, with the
 * chain verified over the range of ids the page's entries span.
 */
export const searchLegalLog = defineCall({
  id: 'zoekLegalLogConsultaties',
  method: 'GET',
  path: base,
  access: readAccess,
  headers: legalLogSearchHeaders,
  response: pageSchema(legalLogEntrySchema).extend({ keten: legalLogVerificationSchema }),
});

/** One value a filter can take, with its label and how many entries hold it. */
export const legalLogListItemSchema = z.object({
  code: z.string(),
  label: z.string(),
  aantal: z.number().int().min(0),
});
export const legalLogListSchema = z.array(legalLogListItemSchema);

/** The lists hold at most this many values, the most frequent first. */
export const legalLogListLimit = 500;

const list = (id: string, name: string) =>
  defineCall({
    id,
    method: 'GET',
    path: `${base}/lijsten/${name}`,
    access: readAccess,
    response: legalLogListSchema,
  });

/** The purposes ('Uw referentie') the log holds. */
export const listLegalLogPurposes = list('geefLegalLogFinaliteiten', 'finaliteiten');
/** The operations the log holds. */
export const listLegalLogOperations = list('geefLegalLogOperaties', 'operaties');
/** The sources (registers) the log holds. */
export const listLegalLogRegisters = list('geefLegalLogRegisters', 'registers');
/** The users the log names, labelled by their names. */
export const listLegalLogUsers = list('geefLegalLogGebruikers', 'gebruikers');
/** The organisations the log names, labelled by the organisations table's names. */
export const listLegalLogOrganisations = list('geefLegalLogOrganisaties', 'organisaties');

/** The chain verified over the entries the filter headers match (none: the whole log). */
export const verifyLegalLog = defineCall({
  id: 'verifieerLegalLog',
  method: 'GET',
  path: `${base}/verificatie`,
  access: readAccess,
  headers: legalLogFilterHeaders,
  response: legalLogVerificationSchema,
});

export const legalLogReferenceParams = z.object({
  referte: z.string().regex(legalLogReferencePattern, {
    error: 'must be an entry reference: a UUID, or the number of an entry without one',
  }),
});

/** One entry with its place in the chain and its link verified. */
export const legalLogEntryDetailSchema = legalLogEntrySchema.extend({
  hash: z.string(),
  vorigeHash: z.string(),
  sleutelVersie: z.number().int(),
  /** The previous entry's reference; null for the first entry. */
  vorige: z.string().nullable(),
  schakel: z.object({ intact: z.boolean() }),
});

export const getLegalLogEntry = defineCall({
  id: 'geefLegalLogConsultatie',
  method: 'GET',
  path: `${base}/:referte`,
  access: readAccess,
  params: legalLogReferenceParams,
  response: legalLogEntryDetailSchema,
});

/** The entries of one request, by its correlation id, in id order. */
export const legalLogRequestLimit = 500;

export const getLegalLogRequest = defineCall({
  id: 'geefLegalLogAanvraag',
  method: 'GET',
  path: `${base}/aanvraag/:correlationId`,
  access: readAccess,
  params: z.object({
    correlationId: z.string().regex(/^[\x21-\x7e]{1,200}$/, {
      error: 'must be 1 to 200 visible characters',
    }),
  }),
  response: z.object({
    resultaten: z.array(legalLogEntrySchema),
    afgekapt: z.boolean(),
  }),
});

export { auditReportFormats, auditReportStatuses } from './legal-log-codes';
/** A report lists at most this many entries, and says so when more matched. */
export const auditReportMaximumEntries = 50_000;

export const auditReportRequestSchema = z.object({
  filters: legalLogFiltersJson.default({}),
  formaat: z.enum(auditReportFormats),
});

/** POST: an audit report of the entries the filters match, made as a durable job. */
export const requestAuditReport = defineCall({
  id: 'maakAuditRapport',
  method: 'POST',
  path: `${base}/rapporten`,
  access: readAccess,
  request: auditReportRequestSchema,
  response: z.object({ auditRapportId: z.uuid(), status: z.enum(auditReportStatuses) }),
});

export const auditReportSummarySchema = z.object({
  auditRapportId: z.string(),
  /** The filters in a line of text ('onderwerpen: Insz:…; startDatum: …'). */
  filters: z.string(),
  formaat: z.enum(auditReportFormats),
  status: z.enum(auditReportStatuses),
  /** How many entries the report lists; null while it is being made. */
  aantal: z.number().int().min(0).nullable(),
  aangemaaktOp: z.string(),
  klaarOp: z.string().nullable(),
});

/** The caller's own reports, newest first (at most 100). */
export const listAuditReports = defineCall({
  id: 'zoekAuditRapporten',
  method: 'GET',
  path: `${base}/rapporten`,
  access: readAccess,
  response: z.array(auditReportSummarySchema),
});

/** The report's file: 409 while it is being made, 404 for another user's or an unknown one. */
export const downloadAuditReport = defineCall({
  id: 'geefAuditRapport',
  method: 'GET',
  path: `${base}/rapporten/:auditRapportId`,
  access: readAccess,
  answersFile: true,
  params: z.object({ auditRapportId: z.uuid() }),
  response: undefined,
});

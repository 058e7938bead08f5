// Reporting: the usage reports a functional administrator runs over the organisations in the
// role's scope, each computed by the backend from its own tables (the legal log, the bulk jobs,
// the document service's shipments) for a period of whole months in Belgian time. Two calls: the
// list of reports with the time this user last viewed each and the organisations in scope, and
// one report by its id and period.
import { z } from 'zod';
import { anyOf, defineCall } from './http';
import { legalLogSubjectKinds } from './legal-log-filters';
import type { Domain } from './permissions';
import {
  maximumReportMonths,
  parseReportPeriod,
  periodMonths,
  reportIds,
  reportPeriodPattern,
  type SourceAnswerStatus,
  unusualUseKinds,
  unusualUseRules,
} from './reporting-codes';
import { reportingPermissions } from './reporting-permissions';

export { reportingPermissions, reportingScopeParameter } from './reporting-permissions';
export * from './reporting-codes';

const readAccess = anyOf(reportingPermissions.read);
const base = '/api/v1/rapportering';

const organisationSchema = z.object({ code: z.string(), naam: z.string() });
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const daySchema = z.iso.date();

/** GET /api/v1/rapportering: the reports, when this user last viewed each, and the scope. */
export const listReports = defineCall({
  id: 'geefRapporten',
  method: 'GET',
  path: base,
  access: readAccess,
  response: z.object({
    rapporten: z.array(
      z.object({
        id: z.enum(reportIds),
        laatstBekeken: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
    /** The organisations the role may report on: its own first. */
    organisaties: z.array(organisationSchema),
  }),
});

export const reportParams = z.object({
  rapport: z.enum(reportIds),
  periode: z
    .string()
    .regex(reportPeriodPattern, { error: "must be a month 'YYYY-MM' or two joined by '_'" })
    .refine((text) => {
      const period = parseReportPeriod(text);
      return period !== null && periodMonths(period) >= 1;
    }, 'the last month may not lie before the first')
    .refine((text) => {
      const period = parseReportPeriod(text);
      return period !== null && periodMonths(period) <= maximumReportMonths;
    }, `a period spans at most ${maximumReportMonths} months`),
});

export const reportQuery = z.object({
  /** One organisation of the scope; absent: every organisation in it. */
  organisatie: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/)
    .optional(),
  /** The unusual-use report: how often one user may consult one subject before it is unusual. */
  drempel: z.coerce
    .number<string | number>()
    .int()
    .min(unusualUseRules.minimumThreshold)
    .max(unusualUseRules.maximumThreshold)
    .default(unusualUseRules.defaultThreshold),
});

const userSchema = z.object({ id: z.string(), naam: z.string() });

const common = {
  /** 'YYYY-MM': the first and the last month. */
  van: monthSchema,
  tot: monthSchema,
  /** The organisations the figures cover. */
  organisaties: z.array(organisationSchema),
  /** When the backend computed it. */
  berekend: z.iso.datetime({ offset: true }),
};

/** Consultations per domain (the permission's domain) and month. */
export const perDomainReportSchema = z.object({
  rapport: z.literal('raadplegingen-per-domein'),
  ...common,
  rijen: z.array(
    z.object({
      maand: monthSchema,
      domein: z.string() as z.ZodType<Domain>,
      aantal: z.number().int().min(1),
    }),
  ),
});

/** Consultations per user and profile, most first, with everyone's total. */
export const perUserReportSchema = z.object({
  rapport: z.literal('raadplegingen-per-gebruiker'),
  ...common,
  rijen: z.array(
    z.object({
      gebruiker: userSchema,
      /** The role's URI and its name. */
      profiel: z.object({ uri: z.string(), naam: z.string() }),
      organisatie: z.string(),
      aantal: z.number().int().min(1),
    }),
  ),
  /** The consultations of the users and profiles left off the list, summed. */
  overige: z.object({ lijnen: z.number().int().min(0), aantal: z.number().int().min(0) }),
  totaal: z.number().int().min(0),
});

/** One finding of unusual use, with the time window of its legal-log trail. */
export const unusualUseFindingSchema = z.object({
  soort: z.enum(unusualUseKinds),
  gebruiker: userSchema,
  organisatie: z.string(),
  /** The first and last consultation of the finding. */
  van: z.iso.datetime({ offset: true }),
  tot: z.iso.datetime({ offset: true }),
  aantal: z.number().int().min(1),
  /** A repeated subject: its kind and its value masked (the report names nobody in full). */
  onderwerp: z.object({ type: z.enum(legalLogSubjectKinds), gemaskeerd: z.string() }).nullable(),
});
export type UnusualUseFinding = z.infer<typeof unusualUseFindingSchema>;

export const unusualUseReportSchema = z.object({
  rapport: z.literal('ongebruikelijk-gebruik'),
  ...common,
  regels: z.object({
    kantoorurenVan: z.number().int(),
    kantoorurenTot: z.number().int(),
    drempel: z.number().int(),
    piekAantal: z.number().int(),
    piekMinuten: z.number().int(),
  }),
  bevindingen: z.array(unusualUseFindingSchema),
  /** Whether a kind had more findings than the report lists. */
  afgekapt: z.boolean(),
});

/** Bulk jobs per kind: files, lines and how they ended, and how long the jobs took. */
export const bulkReportSchema = z.object({
  rapport: z.literal('bulkopdrachten'),
  ...common,
  rijen: z.array(
    z.object({
      soort: z.string(),
      opdrachten: z.number().int().min(0),
      regels: z.number().int().min(0),
      gelukt: z.number().int().min(0),
      nietGevonden: z.number().int().min(0),
      fouten: z.number().int().min(0),
      bezig: z.number().int().min(0),
      /** Seconds from sending to the last line's end, of the finished jobs; null: none finished. */
      duurMediaan: z.number().min(0).nullable(),
      duurMaximum: z.number().min(0).nullable(),
    }),
  ),
});

/** Shipments per week (its Monday), channel and status they are in now. */
export const documentReportSchema = z.object({
  rapport: z.literal('documentendienst'),
  ...common,
  rijen: z.array(
    z.object({
      week: daySchema,
      kanaal: z.enum(['paper', 'ebox', 'email']),
      status: z.string(),
      aantal: z.number().int().min(1),
    }),
  ),
});

/** The answers of each source per day: how they ended and how long they took. */
export const sourceReportSchema = z.object({
  rapport: z.literal('bronbeschikbaarheid'),
  ...common,
  /** An answer that took this long or longer reached the portal too late. */
  timeoutMs: z.number().int(),
  rijen: z.array(
    z.object({
      dag: daySchema,
      bron: z.string(),
      /** How many answers ended so (sourceAnswerStatuses). */
      OK: z.number().int().min(0),
      TIMEOUT: z.number().int().min(0),
      ERROR: z.number().int().min(0),
      /** Latency percentiles in milliseconds of the answers measured; null: none measured. */
      p50: z.number().int().nullable(),
      p95: z.number().int().nullable(),
      p99: z.number().int().nullable(),
    }) satisfies z.ZodType<Record<SourceAnswerStatus, number>>,
  ),
});

export const reportSchema = z.discriminatedUnion('rapport', [
  perDomainReportSchema,
  perUserReportSchema,
  unusualUseReportSchema,
  bulkReportSchema,
  documentReportSchema,
  sourceReportSchema,
]);
export type Report = z.infer<typeof reportSchema>;
export type ReportOf<Id extends Report['rapport']> = Extract<Report, { rapport: Id }>;

/** GET /api/v1/rapportering/rapport/{rapport}/{periode}: one report over one period. */
export const getReport = defineCall({
  id: 'geefRapport',
  method: 'GET',
  path: `${base}/rapport/:rapport/:periode`,
  access: readAccess,
  params: reportParams,
  query: reportQuery,
  response: reportSchema,
});

// The child-benefits call (Groeipakket, GeefKindVoordelen): what the Flemish child-benefits source
// pays for a child or to a beneficiary, month by month, shaped as the source gives it and without
// amounts, shared by the portal's client and the reference backend. Every answer is a
// consultation: the backend writes a legal-log entry for it before answering. Its bulk calls (a
// csv file of questions, one lookup per line, as a durable job) follow at the end.
import { z } from 'zod';
import {
  bulkFileParams,
  bulkFileSchema,
  bulkJobIdParams,
  bulkJobOverviewSchema,
  bulkJobParams,
  bulkJobProgressSchema,
  bulkResultQuery,
  bulkSendRequest,
  bulkSheetRequest,
} from './bulk';
import {
  bonusCategories,
  childBenefitFunds,
  childBenefitsSource,
  fundKeys,
  paymentCategories,
  type ChildBenefitsSheetColumn,
  socialTypes,
} from './child-benefits-codes';
import { childBenefitsPermissions } from './child-benefits-permissions';
import { referenceText } from './consultation';
import { anyOf, defineCall, type ConsultationSources } from './http';
import { inszParam } from './person';
import { sourceStatusSchema } from './source-status';

/** The domain's permission sets, declared in their own module for the route table. */
export { childBenefitsPermissions };

export { childBenefitsSource } from './child-benefits-codes';
const childBenefitsConsultationSources: ConsultationSources = {
  known: [childBenefitsSource],
  whenUnnamed: childBenefitsSource,
};

/** The region whose child benefits an answer holds: every answer of this source is Flemish. */
export const childBenefitsRegion = 'VLAANDEREN';

/** The source's own error answer: nobody with this number is known (a 404). */
export const childBenefitsErrorCodes = { notFound: 30001 } as const;

export { fundKeys, type FundKey } from './child-benefits-codes';

/** A calendar month, 'yyyy-MM', as the source counts payment periods. */
export const monthText = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month, yyyy-MM' });

/**
 * What one lookup asks, besides 'Uw referentie': the single call takes it with the reference, a
 * bulk item of a job (which has one reference for all its lines) takes it as it is.
 */
const questionShape = {
  /** A child, or a parent or other beneficiary: the answer holds what involves them. */
  insz: inszParam,
  /** How the answer names the paying fund; by its enterprise number without it. */
  zoeksleutel: z.enum(fundKeys).default('Ondernemingsnummer'),
  /**
   * Only the payment periods that overlap these months (either end open) and the bonuses paid
   * within them; everything since the source began without it.
   */
  periode: z
    .object({ beginMaand: monthText.optional(), eindeMaand: monthText.optional() })
    .strict()
    .refine(
      (period) =>
        !period.beginMaand || !period.eindeMaand || period.beginMaand <= period.eindeMaand,
      { error: 'beginMaand must not be after eindeMaand', path: ['eindeMaand'] },
    )
    .optional(),
};

export const childBenefitsQuestion = z.object(questionShape).strict();
export type ChildBenefitsQuestion = z.output<typeof childBenefitsQuestion>;

export const childBenefitsRequest = z
  .object({
    ...questionShape,
    /** 'Uw referentie' for the legal log; mandatory when the role's parameter says so. */
    reference: referenceText.optional(),
  })
  .strict();

export type ChildBenefitsRequest = z.input<typeof childBenefitsRequest>;

const periodSchema = z.object({
  beginMaand: z.string(),
  /** Absent while the period runs. */
  eindeMaand: z.string().optional(),
});

const paymentPeriodShape = {
  periode: periodSchema,
  categorie: z.enum(paymentCategories),
  typeSociaal: z.enum(socialTypes),
};

const fundCodes = childBenefitFunds.map((fund) => fund.code) as [string, ...string[]];

/** The paying fund, named the way the question's search key asks. */
export const fundSchema = z.union([
  z.object({ code: z.enum(fundCodes) }).strict(),
  z.object({ ondernemingsnummer: z.string() }).strict(),
]);

export const beneficiarySchema = z.object({
  insz: z.string(),
  /** The months of each kind paid to the beneficiary, for any child of the answer. */
  betalingsperiodes: z.array(z.object(paymentPeriodShape)),
  bonussen: z.array(z.object({ betalingsdatum: z.iso.date(), categorie: z.enum(bonusCategories) })),
});

export const childSchema = z.object({
  insz: z.string(),
  /** The months of each kind paid for the child, and to whom. */
  betalingsperiodes: z.array(
    z.object({
      ...paymentPeriodShape,
      begunstigden: z.array(z.object({ insz: z.string() })).min(1),
    }),
  ),
});

/** What one fund pays: for the children and to the beneficiaries the question involves. */
export const childBenefitSchema = z.object({
  bron: z.literal(childBenefitsRegion),
  /** The person asked. */
  insz: z.string(),
  kindVoordeelFonds: fundSchema,
  begunstigden: z.array(beneficiarySchema),
  kinderen: z.array(childSchema),
});

export type ChildBenefit = z.infer<typeof childBenefitSchema>;

export const childBenefitsSchema = z.object({
  /** The person asked. */
  insz: z.string(),
  zoeksleutel: z.enum(fundKeys),
  /** OK, VA (provisional), DNK (no file: nothing else) or NOK (no answer: nothing else). */
  status: sourceStatusSchema,
  /** One per paying fund, the fund paid first first; empty for DNK and NOK. */
  kindVoordelen: z.array(childBenefitSchema),
});

export type ChildBenefits = z.infer<typeof childBenefitsSchema>;

export const getChildBenefits = defineCall({
  id: 'geefKindVoordelen',
  method: 'POST',
  path: '/api/v1/geefkindvoordelen',
  access: anyOf(childBenefitsPermissions.consult),
  sources: childBenefitsConsultationSources,
  request: childBenefitsRequest,
  response: childBenefitsSchema,
});

// The bulk lookup: a csv file of questions (one `childBenefitsQuestion` per line, one 'Uw
// referentie' for the file), validated and stored, sent as a durable job, its result a csv file.
// The validate, send and result calls have the source's paths; the others are ours, in the same
// style. The source's validate call takes the csv in a multipart body: ours takes the sheet the
// portal read from it (contracts/bulk.ts).

const bulkBase = '/api/v1/geefkindvoordelen/bulk';

export {
  childBenefitsSheetColumnTitles,
  type ChildBenefitsSheetColumn,
} from './child-benefits-codes';

/** The csv column a field of a bulk item (a `ChildBenefitsQuestion` path) is read from. */
export function childBenefitsSheetColumnOf(
  path: readonly PropertyKey[],
): ChildBenefitsSheetColumn | null {
  const [field, second] = path;
  if (field === 'insz' || field === 'zoeksleutel') return field;
  if (field === 'periode' && (second === 'beginMaand' || second === 'eindeMaand')) return second;
  return null;
}

export const validateChildBenefitsSheet = defineCall({
  id: 'geefKindVoordelenBulkValidate',
  method: 'POST',
  path: '/sss/api/gezin/api/v1/geefkindvoordelen/bulk/validate',
  access: anyOf(childBenefitsPermissions.consult),
  request: bulkSheetRequest,
  response: bulkFileSchema,
});

export const getChildBenefitsSheet = defineCall({
  id: 'geefKindVoordelenBulkFile',
  method: 'GET',
  path: `${bulkBase}/:id/validatie`,
  access: anyOf(childBenefitsPermissions.consult),
  params: bulkFileParams,
  response: bulkFileSchema,
});

/** The error file of a stored file: the csv with a column of each line's findings. */
export const downloadChildBenefitsSheetFindings = defineCall({
  id: 'geefKindVoordelenBulkValidationDownload',
  method: 'GET',
  path: `${bulkBase}/:id/validatie/download`,
  access: anyOf(childBenefitsPermissions.consult),
  answersFile: true,
  params: bulkFileParams,
  response: undefined,
});

/** Sends the stored file named in the body as a job; sent twice, the job it has. */
export const sendChildBenefitsSheet = defineCall({
  id: 'geefKindVoordelenBulkSend',
  method: 'POST',
  path: bulkBase,
  access: anyOf(childBenefitsPermissions.consult),
  request: bulkSendRequest,
  response: bulkJobProgressSchema,
});

export const getChildBenefitsJob = defineCall({
  id: 'geefKindVoordelenBulkProgress',
  method: 'GET',
  path: `${bulkBase}/:id/resultaat`,
  access: anyOf(childBenefitsPermissions.consult),
  params: bulkJobParams,
  response: bulkJobProgressSchema,
});

/**
 * A job's result, a csv file: 206 while the job is not complete (the lines done so far, the
 * waiting ones marked PROCESSING), 200 once it is; `count` keeps the first lines only.
 */
export const downloadChildBenefitsJobResult = defineCall({
  id: 'geefKindVoordelenBulkResult',
  method: 'POST',
  path: `${bulkBase}/:jobId`,
  access: anyOf(childBenefitsPermissions.consult),
  answersFile: true,
  params: bulkJobIdParams,
  query: bulkResultQuery,
  response: undefined,
});

export const getChildBenefitsJobs = defineCall({
  id: 'geefKindVoordelenBulkOverview',
  method: 'GET',
  path: `${bulkBase}/job/overview`,
  access: anyOf(childBenefitsPermissions.consult),
  response: bulkJobOverviewSchema,
});

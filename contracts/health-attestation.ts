// The health attestation calls (certificates of vaccination, test and recovery, and covid test
// prescription attestations, CTPC), shared by the portal's client and the reference backend.
// Every call that reads or acts on a person's attestations is a consultation of personal data,
// written to the legal log under subject kind Insz before the answer leaves: a search, an
// attestation's blocks, making or downloading its document, sending it, recreating a person's
// attestations, reading or setting the one-dose rule.
import { z } from 'zod';
import { referenceText } from './consultation';
import {
  attestationEvents,
  attestationStates,
  attestationTypes,
  ctpcPrescribers,
  sendingChannels,
  healthAttestationSource,
} from './health-attestation-codes';
import { healthAttestationPermissions } from './health-attestation-permissions';
import { anyOf, defineCall, pageSchema, type ConsultationSources } from './http';
import { inszParam } from './person';

/** The domain's permission sets, declared in their own module for the route table. */
export { healthAttestationPermissions };

/** The source and the resend delay, declared with the codes: the screens show them. */
export { healthAttestationSource, RESEND_AFTER_DAYS } from './health-attestation-codes';

const base = '/sss/api/backend/healthattestation';
const ctpcBase = '/sss/api/backend/ctpcattestation';

const sources: ConsultationSources = {
  known: [healthAttestationSource],
  whenUnnamed: healthAttestationSource,
};

/**
 * The source's own error answers (the body's `code`). A document request or a request to send the
 * latest attestation fails with one of these, and nothing is sent:
 * - 249: the person's record could not be fetched from the national register (the holder is
 *   not in it);
 * - 250: the document was sent less than three days ago: it can be sent again once three days
 *   have passed;
 * - 251: the person has no address to send the letter to;
 * - 252: the person's address cannot take a letter (abroad, or without house number);
 * - 259: the attestation is suspended: try again once the suspension ends.
 */
export const healthAttestationErrorCodes = {
  personNotFetched: 249,
  recentlySent: 250,
  noAddress: 251,
  invalidAddress: 252,
  tryLater: 259,
} as const;
export type HealthAttestationErrorCode =
  (typeof healthAttestationErrorCodes)[keyof typeof healthAttestationErrorCodes];

/** Rows of a search result page unless the caller asks another number. */
export const attestationPageSize = 20;
/** Most attestations a search ranks and pages through; more: refine the search. */
export const maximumAttestationMatches = 500;
/** A covid test prescription code: exactly 16 letters or digits. */
export const CTPC_CODE_LENGTH = 16;
/** The longest last name and first name a search takes. */
export const LAST_NAME_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 48;

const isoDate = z.iso.date();
const dateTime = z.iso.datetime({ offset: true });
/** The earliest date a filter may name. */
export const EARLIEST_FILTER_DATE = '1901-01-01';
const filterDate = isoDate.refine((date) => date >= EARLIEST_FILTER_DATE, {
  error: `must not be before ${EARLIEST_FILTER_DATE}`,
});

/** A name as the source matches it: whole, without wildcards. */
function nameText(maximum: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(maximum)
    .refine((value) => !/[*?%_]/.test(value), { error: 'must not contain wildcards' });
}

/**
 * A birth date as the source keeps it: the full date, or only the year when day and month are
 * unknown. A year matches only the records known by their year, as the source does.
 */
export const attestationBirthdate = z
  .string()
  .regex(/^\d{4}(-\d{2}-\d{2})?$/, { error: 'must be YYYY or YYYY-MM-DD' })
  .refine((value) => value.length === 4 || isoDate.safeParse(value).success, {
    error: 'not a date',
  });

/** A covid test prescription code as asked: 16 letters or digits, compared in capitals. */
export const ctpcCode = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{${CTPC_CODE_LENGTH}}$`), {
    error: `must be ${CTPC_CODE_LENGTH} letters or digits`,
  })
  .transform((value) => value.toUpperCase());

/** A phone number as the source keeps it: E.164. */
export const e164Phone = z.string().regex(/^\+[1-9]\d{6,14}$/, { error: 'must be E.164' });

export const attestationSearchModes = ['INSZ', 'NAME'] as const;
export type AttestationSearchMode = (typeof attestationSearchModes)[number];

export const attestationOrderFields = [
  'ISSUED',
  'CHANGED',
  'LAST_NAME',
  'TYPE',
  'STATE',
  'VALID_FROM',
  'VALID_UNTIL',
  'SENT_ON',
] as const;
export type AttestationOrderField = (typeof attestationOrderFields)[number];

const orderDirection = z.enum(['Asc', 'Desc']);

/** Paging in a search's body: `take` rows from `skip` on. */
function bodyPaging(pageSize: number) {
  return {
    take: z.number().int().min(1).max(100).default(pageSize),
    skip: z
      .number()
      .int()
      .min(0)
      .max(maximumAttestationMatches - 1)
      .default(0),
  };
}

/**
 * A search: by a national number, or by last name, first name and birth date together; narrowed
 * by issue and change dates, types and states. No type or state named means all of them.
 */
export const attestationSearchRequest = z
  .object({
    searchMode: z.enum(attestationSearchModes),
    insz: inszParam.optional(),
    firstName: nameText(NAME_MAX_LENGTH).optional(),
    lastName: nameText(LAST_NAME_MAX_LENGTH).optional(),
    birthdate: attestationBirthdate.optional(),
    issuedAfter: filterDate.optional(),
    issuedBefore: filterDate.optional(),
    changedAfter: filterDate.optional(),
    attestationTypes: z.array(z.enum(attestationTypes)).max(attestationTypes.length).optional(),
    activeOnly: z.boolean().default(false),
    attestationsStates: z.array(z.enum(attestationStates)).max(attestationStates.length).optional(),
    orderBy: z.enum(attestationOrderFields).default('ISSUED'),
    order: orderDirection.default('Desc'),
    ...bodyPaging(attestationPageSize),
    /** 'Uw referentie' for the legal log. */
    reference: referenceText.optional(),
  })
  .strict()
  .superRefine((search, ctx) => {
    const need = (field: 'insz' | 'firstName' | 'lastName' | 'birthdate', wanted: boolean) => {
      if ((search[field] !== undefined) !== wanted) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: wanted
            ? `required when searchMode is ${search.searchMode}`
            : `not taken when searchMode is ${search.searchMode}`,
        });
      }
    };
    const byName = search.searchMode === 'NAME';
    need('insz', !byName);
    need('firstName', byName);
    need('lastName', byName);
    need('birthdate', byName);
    if (search.issuedAfter && search.issuedBefore && search.issuedAfter > search.issuedBefore) {
      ctx.addIssue({
        code: 'custom',
        path: ['issuedBefore'],
        message: 'issuedBefore must not be before issuedAfter',
      });
    }
  });
export type AttestationSearchRequest = z.input<typeof attestationSearchRequest>;

/** One attestation as a search lists it. */
export const attestationRowSchema = z.object({
  id: z.uuid(),
  issued: dateTime,
  changed: dateTime,
  insz: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** YYYY-MM-DD, or YYYY when day and month are unknown. */
  birthdate: z.string(),
  zipCode: z.string().nullable(),
  type: z.enum(attestationTypes),
  state: z.enum(attestationStates),
  validFrom: isoDate,
  validUntil: isoDate.nullable(),
  /** The prescription code a test was taken with. */
  ctpc: z.string().nullable(),
  /** E.164. */
  telephone: z.string().nullable(),
  /** When the document was last sent to the person. */
  sentOn: dateTime.nullable(),
  suspendedUntil: isoDate.nullable(),
  /** Until when the attestation counted for the covid safe ticket. */
  cstValidUntil: isoDate.nullable(),
});
export type AttestationRow = z.infer<typeof attestationRowSchema>;

export const attestationPageSchema = pageSchema(attestationRowSchema);
export type AttestationPage = z.infer<typeof attestationPageSchema>;

export const attestationParams = z.object({ id: z.uuid() });
export const personParams = z.object({ insz: inszParam });
const consultationQuery = z.object({ reference: referenceText.optional() });
const consultationBody = z.object({ reference: referenceText.optional() }).strict();

/** A document made of an attestation: when, its name and the code that verifies it. */
export const attestationDocumentSchema = z.object({
  fileName: z.string(),
  generatedAt: dateTime,
  /** Printed on the document: checks it against the source. */
  verificationCode: z.string(),
  /** Bytes. */
  size: z.number().int().min(1),
});
export type AttestationDocument = z.infer<typeof attestationDocumentSchema>;

/** A request to send an attestation's document, and how it ended. */
export const attestationSendingSchema = z.object({
  /** The request's reference id: the service desk finds it by this. */
  referenceId: z.uuid(),
  requestedAt: dateTime,
  channel: z.enum(sendingChannels),
  /** null when sent; the error code (249–252, 259) when not. */
  errorCode: z.number().int().nullable(),
  /** The organisation that asked. */
  organisation: z.string().nullable(),
});

/** What an attestation is made of, block by block, as its detail shows it. */
export const attestationBlocksSchema = z.object({
  attestation: attestationRowSchema,
  person: z.object({
    insz: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthdate: z.string(),
    /** One dose completes this person's vaccination (after a recovery). */
    oneDoseRequired: z.boolean(),
  }),
  vaccination: z
    .object({
      product: z.string(),
      manufacturer: z.string(),
      doseNumber: z.number().int().min(1),
      /** Doses in the series: one when one dose is required. */
      totalDoses: z.number().int().min(1),
      vaccinatedOn: isoDate,
      /** ISO 3166 alpha-2. */
      country: z.string(),
    })
    .nullable(),
  test: z
    .object({
      testType: z.string(),
      result: z.string(),
      sampledAt: dateTime,
      testCentre: z.string(),
      country: z.string(),
    })
    .nullable(),
  recovery: z
    .object({
      firstPositiveOn: isoDate,
      country: z.string(),
    })
    .nullable(),
  /** The certificate's technical identity: only for a role with the metadata permission. */
  technical: z
    .object({
      /** The unique vaccination certificate identifier. */
      uvci: z.string(),
      issuer: z.string(),
      /** The signing key's identifier. */
      keyId: z.string(),
      /** SNOMED CT 840539006 (COVID-19). */
      disease: z.string(),
    })
    .nullable(),
  document: attestationDocumentSchema.nullable(),
  /** Every request to send its document, newest first. */
  sendings: z.array(attestationSendingSchema),
  /** What happened to it, oldest first. */
  history: z.array(z.object({ at: dateTime, event: z.enum(attestationEvents) })),
});
export type AttestationBlocks = z.infer<typeof attestationBlocksSchema>;

/** A document sent: its request's reference id and how. */
export const sentDocumentSchema = z.object({
  attestationId: z.uuid(),
  referenceId: z.uuid(),
  sentOn: dateTime,
  channel: z.enum(sendingChannels),
});
export type SentDocument = z.infer<typeof sentDocumentSchema>;

export const sendLatestRequest = z
  .object({
    insz: inszParam,
    /** The latest of this type; of any type when left out. */
    type: z.enum(attestationTypes).optional(),
    reference: referenceText.optional(),
  })
  .strict();

export const recreateRequest = z
  .object({
    /** Revoke the person's existing attestations, or leave them as they are. */
    revokeCertificates: z.boolean(),
    reference: referenceText.optional(),
  })
  .strict();

export const recreatedSchema = z.object({
  insz: z.string(),
  /** The attestations issued anew, one per vaccination, test and recovery the source knows. */
  created: z.array(attestationRowSchema),
  /** How many existing attestations were revoked. */
  revoked: z.number().int().min(0),
});
export type Recreated = z.infer<typeof recreatedSchema>;

export const oneDoseRequiredSchema = z.object({
  insz: z.string(),
  /** The person as the population knows them. */
  firstName: z.string(),
  lastName: z.string(),
  isRequired: z.boolean(),
  /** When and by which organisation it was last set; null when never. */
  changedAt: dateTime.nullable(),
  changedBy: z.string().nullable(),
});
export type OneDoseRequired = z.infer<typeof oneDoseRequiredSchema>;

export const oneDoseRequiredRequest = z
  .object({ isRequired: z.boolean(), reference: referenceText.optional() })
  .strict();

// Covid test prescription attestations (CTPC).

/**
 * A CTPC search: by its code, by a phone number, or by last name, first name and birth date
 * together.
 */
export const ctpcSearchRequest = z
  .object({
    firstName: nameText(NAME_MAX_LENGTH).optional(),
    lastName: nameText(LAST_NAME_MAX_LENGTH).optional(),
    birthdate: isoDate.optional(),
    covidTestPrescriptionCode: ctpcCode.optional(),
    phoneNumber: e164Phone.optional(),
    ...bodyPaging(attestationPageSize),
    reference: referenceText.optional(),
  })
  .strict()
  .superRefine((search, ctx) => {
    const names = [search.lastName, search.firstName, search.birthdate];
    const someName = names.some((value) => value !== undefined);
    if (someName && !names.every((value) => value !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [search.lastName === undefined ? 'lastName' : 'firstName'],
        message: 'lastName, firstName and birthdate go together',
      });
    }
    if (!someName && !search.covidTestPrescriptionCode && !search.phoneNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['covidTestPrescriptionCode'],
        message: 'give a code, a phone number, or a name and birth date',
      });
    }
  });
export type CtpcSearchRequest = z.input<typeof ctpcSearchRequest>;

export const ctpcRowSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthdate: isoDate,
  /** E.164. */
  phoneNumber: z.string(),
  /** The person's number, when the prescriber knew it. */
  insz: z.string().nullable(),
  createdAt: dateTime,
  /** The last day a test can be taken with it. */
  validUntil: isoDate,
});
export type CtpcRow = z.infer<typeof ctpcRowSchema>;

export const ctpcPageSchema = pageSchema(ctpcRowSchema);
export type CtpcPage = z.infer<typeof ctpcPageSchema>;

export const ctpcBlocksSchema = z.object({
  ctpc: ctpcRowSchema,
  prescriber: z.enum(ctpcPrescribers),
  /** The test certificates issued for tests taken with this code. */
  tests: z.array(attestationRowSchema),
  document: attestationDocumentSchema.nullable(),
});
export type CtpcBlocks = z.infer<typeof ctpcBlocksSchema>;

// The calls.

const consult = anyOf(healthAttestationPermissions.attestations);

export const searchAttestations = defineCall({
  id: 'healthAttestationSearch',
  method: 'POST',
  path: `${base}/search`,
  access: consult,
  sources,
  request: attestationSearchRequest,
  response: attestationPageSchema,
});

export const getAttestationBlocks = defineCall({
  id: 'healthAttestationBlocks',
  method: 'GET',
  path: `${base}/:id/metadata/blocks`,
  access: consult,
  sources,
  params: attestationParams,
  query: consultationQuery,
  response: attestationBlocksSchema,
});

export const generateAttestationDocument = defineCall({
  id: 'healthAttestationGenerateDocument',
  method: 'POST',
  path: `${base}/:id/generateDocument`,
  access: consult,
  sources,
  params: attestationParams,
  request: consultationBody,
  response: attestationDocumentSchema,
});

export const downloadAttestationDocument = defineCall({
  id: 'healthAttestationDownloadDocument',
  method: 'GET',
  path: `${base}/:id/downloadDocument`,
  access: consult,
  sources,
  answersFile: true,
  params: attestationParams,
  query: consultationQuery,
  response: undefined,
});

export const sendDocumentRequest = defineCall({
  id: 'healthAttestationSendDocumentRequest',
  method: 'POST',
  path: `${base}/:id/sendDocumentRequest`,
  access: consult,
  sources,
  params: attestationParams,
  request: consultationBody,
  response: sentDocumentSchema,
});

export const sendLatestAttestation = defineCall({
  id: 'healthAttestationSendLatest',
  method: 'POST',
  path: `${base}/sendLatestAttestation`,
  access: consult,
  sources,
  request: sendLatestRequest,
  response: sentDocumentSchema,
});

export const recreateAttestations = defineCall({
  id: 'healthAttestationRecreate',
  method: 'POST',
  path: `${base}/:insz/recreate`,
  access: consult,
  sources,
  params: personParams,
  request: recreateRequest,
  response: recreatedSchema,
});

export const getOneDoseRequired = defineCall({
  id: 'healthAttestationGetOneDoseRequired',
  method: 'GET',
  path: `${base}/:insz/oneDoseRequired`,
  access: anyOf(healthAttestationPermissions.oneDoseRequired),
  sources,
  params: personParams,
  query: consultationQuery,
  response: oneDoseRequiredSchema,
});

export const setOneDoseRequired = defineCall({
  id: 'healthAttestationSetOneDoseRequired',
  method: 'PUT',
  path: `${base}/:insz/oneDoseRequired`,
  access: anyOf(healthAttestationPermissions.oneDoseRequired),
  sources,
  params: personParams,
  request: oneDoseRequiredRequest,
  response: oneDoseRequiredSchema,
});

const ctpcAccess = anyOf(healthAttestationPermissions.ctpc);

export const searchCtpc = defineCall({
  id: 'ctpcSearch',
  method: 'POST',
  path: `${ctpcBase}/search`,
  access: ctpcAccess,
  sources,
  request: ctpcSearchRequest,
  response: ctpcPageSchema,
});

export const getCtpcBlocks = defineCall({
  id: 'ctpcBlocks',
  method: 'GET',
  path: `${ctpcBase}/:id/metadata/blocks`,
  access: ctpcAccess,
  sources,
  params: attestationParams,
  query: consultationQuery,
  response: ctpcBlocksSchema,
});

export const generateCtpcDocument = defineCall({
  id: 'ctpcGenerateDocument',
  method: 'POST',
  path: `${ctpcBase}/:id/generateDocument`,
  access: ctpcAccess,
  sources,
  params: attestationParams,
  request: consultationBody,
  response: attestationDocumentSchema,
});

export const downloadCtpcDocument = defineCall({
  id: 'ctpcDownloadDocument',
  method: 'GET',
  path: `${ctpcBase}/:id/downloadDocument`,
  access: ctpcAccess,
  sources,
  answersFile: true,
  params: attestationParams,
  query: consultationQuery,
  response: undefined,
});

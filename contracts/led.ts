// The learning and experience proofs calls (LED: GeefBewijs, RegistreerBewijs, AnnuleerBewijs and
// the bulk registration), shared by the portal's client and the reference backend. Reading a
// person's proofs or a proof's metadata, registering and cancelling a proof are consultations of
// personal data, written to the legal log under subject kind Insz before the answer leaves; so is
// every proof a bulk job registers.
import { z } from 'zod';
import {
  bulkFileParams,
  bulkFileSchema,
  bulkJobOverviewSchema,
  bulkJobParams,
  bulkJobProgressSchema,
  bulkJobRequest,
  bulkSheetRequest,
} from './bulk';
import { codeSchema } from './code-lists';
import { referenceText } from './consultation';
import { anyOf, defineCall, type ConsultationSources } from './http';
import {
  authenticityCodes,
  awardingBodyCodes,
  categoryCodes,
  MAX_VALIDITY_PERIODS,
  proofStageCodes,
  proofTypeCodes,
  qualificationLevelCodes,
} from './led-codes';
import { ledPermissions } from './led-permissions';
import { inszParam } from './person';
import type { CodeLabels } from './person-codes';
import { todayInBelgium } from './today';

const base = '/sss/api/backend/led';

export { ledPermissions } from './led-permissions';

/** The source every LED call is logged under. */
export const ledSource = 'LED';
const ledConsultationSources: ConsultationSources = { known: [ledSource], whenUnnamed: ledSource };

/** The source's answers: 40000 'Geen gegevens gevonden.' for an unknown proof or no proofs. */
export const ledErrorCodes = {
  notFound: '40000',
  /** The proof changed since it was read (another mutation reference): read it again. */
  changed: '40001',
} as const;

export { MAX_VALIDITY_PERIODS } from './led-codes';
/** The longest title, field of study or institution name the source keeps. */
export const PROOF_TEXT_MAX_LENGTH = 200;

function codesOf(list: Readonly<Record<string, CodeLabels>>): [string, ...string[]] {
  const [first, ...rest] = Object.keys(list);
  if (first === undefined) throw new Error('empty code list');
  return [first, ...rest];
}

/** The earliest date the sources keep. */
export const EARLIEST_PROOF_DATE = '1901-01-01';
const isoDate = z.iso.date().refine((date) => date >= EARLIEST_PROOF_DATE, {
  error: `must not be before ${EARLIEST_PROOF_DATE}`,
});
const proofText = z.string().trim().min(1).max(PROOF_TEXT_MAX_LENGTH);

export const validityPeriodSchema = z
  .object({ begin: isoDate, einde: isoDate.optional() })
  .strict()
  .refine((period) => !period.einde || period.begin <= period.einde, {
    error: 'begin must not be after einde',
    path: ['einde'],
  });

/** Whether a date lies within a period (both ends included; an open end runs on). */
export function withinPeriod(date: string, period: { begin: string; einde?: string | null }) {
  return period.begin <= date && (!period.einde || date <= period.einde);
}

/** The facts of a proof as a supplier registers it, alone or as an item of a bulk job. */
const proofFields = z
  .object({
    insz: inszParam,
    authenticiteit: z.enum(codesOf(authenticityCodes)).default('AUTH'),
    categorie: z.enum(codesOf(categoryCodes)),
    bewijstype: z.enum(codesOf(proofTypeCodes)),
    bewijsstaat: z.enum(codesOf(proofStageCodes)),
    titel: proofText,
    studierichting: proofText.optional(),
    instelling: z
      .object({
        naam: proofText,
        /** The institution's number (instellingsnummer), when it has one. */
        nummer: z
          .string()
          .regex(/^\d{1,10}$/)
          .optional(),
      })
      .strict(),
    instantie: z.enum(codesOf(awardingBodyCodes)),
    niveau: z.enum(codesOf(qualificationLevelCodes)),
    uitreikingsdatum: isoDate,
    geldigheidsperiodes: z.array(validityPeriodSchema).min(1).max(MAX_VALIDITY_PERIODS),
  })
  .strict();

type ProofFields = z.output<typeof proofFields>;

/** A proof's issue date lies within (one of) its validity period(s), and not after today. */
function issueDateRules(proof: ProofFields, ctx: z.core.$RefinementCtx) {
  if (!proof.geldigheidsperiodes.some((period) => withinPeriod(proof.uitreikingsdatum, period))) {
    ctx.addIssue({
      code: 'custom',
      message: 'the issue date must lie within a validity period',
      path: ['uitreikingsdatum'],
    });
  }
  if (proof.uitreikingsdatum > todayInBelgium()) {
    ctx.addIssue({
      code: 'custom',
      message: 'the issue date must not be in the future',
      path: ['uitreikingsdatum'],
    });
  }
}

/**
 * The columns of the bulk registration sheet, by id, titled in both languages: the portal's
 * template, its reader and the backend's findings on a line all name them alike.
 */
export const proofSheetColumnTitles = {
  insz: { nl: 'INSZ', en: 'INSZ' },
  categorie: { nl: 'Categorie', en: 'Category' },
  bewijstype: { nl: 'Bewijstype', en: 'Proof type' },
  bewijsstaat: { nl: 'Bewijsstaat', en: 'Proof stage' },
  titel: { nl: 'Titel', en: 'Title' },
  studierichting: { nl: 'Studierichting', en: 'Field of study' },
  instelling: { nl: 'Instelling', en: 'Institution' },
  instellingsnummer: { nl: 'Instellingsnummer', en: 'Institution number' },
  instantie: { nl: 'Instantie', en: 'Awarding body' },
  niveau: { nl: 'Niveau', en: 'Level' },
  uitreikingsdatum: { nl: 'Uitreikingsdatum', en: 'Issue date' },
  geldigVanaf: { nl: 'Geldig vanaf', en: 'Valid from' },
  geldigTot: { nl: 'Geldig tot', en: 'Valid until' },
} as const satisfies Record<string, { nl: string; en: string }>;

export type ProofSheetColumn = keyof typeof proofSheetColumnTitles;

/** The sheet column a field of a bulk item (a `ProofItem` path) is read from. */
export function proofSheetColumnOf(path: readonly PropertyKey[]): ProofSheetColumn | null {
  const [field, second, third] = path;
  if (field === 'instelling') return second === 'nummer' ? 'instellingsnummer' : 'instelling';
  if (field === 'geldigheidsperiodes') return third === 'einde' ? 'geldigTot' : 'geldigVanaf';
  return typeof field === 'string' && field in proofSheetColumnTitles
    ? (field as ProofSheetColumn)
    : null;
}

/** One item of a bulk registration: a line of the sheet as the row schema read it. */
export const proofItemSchema = proofFields.superRefine(issueDateRules);
export type ProofItem = z.input<typeof proofItemSchema>;

export const registerProofRequest = proofFields
  .extend({ reference: referenceText.optional() })
  .superRefine(issueDateRules);
export type RegisterProofRequest = z.input<typeof registerProofRequest>;

export const proofStatusSchema = z.object({
  code: z.string(),
  omschrijving: z.string(),
  /** When the status last changed. */
  datumModificatie: z.iso.datetime({ offset: true }),
});

export const proofSchema = z.object({
  bewijsreferte: z.uuid(),
  /** Changes with every mutation: a cancellation names the one it read. */
  bewijsmutatiereferte: z.uuid(),
  status: proofStatusSchema,
  leverancier: z.object({ naam: z.string(), bewijsreferte: z.string() }),
  authenticiteit: codeSchema,
  categorie: codeSchema,
  bewijstype: codeSchema,
  bewijsstaat: codeSchema,
  titel: z.string(),
  studierichting: z.string().nullable(),
  instelling: z.object({ naam: z.string(), nummer: z.string().nullable() }),
  instantie: codeSchema,
  niveau: codeSchema,
  uitreikingsdatum: isoDate,
  geldigheidsperiodes: z.array(z.object({ begin: isoDate, einde: isoDate.nullable() })),
  /** ISO 3166 alpha-3 and ISO 639-2, as the source gives them ('BEL', 'nld'). */
  land: z.string(),
  taal: z.string(),
});

export type Proof = z.infer<typeof proofSchema>;

export const proofsSchema = z.object({
  insz: z.string(),
  persoon: z.object({
    naam: z.object({ achternaam: z.string(), voornamen: z.array(z.string()) }),
    geboortedatum: isoDate,
  }),
  /** The registered proofs, newest issue date first; cancelled proofs are no longer given. */
  bewijzen: z.array(proofSchema).min(1),
});

export type Proofs = z.infer<typeof proofsSchema>;

/** How a proof came into the source. */
export const registrationChannels = ['BRON', 'PORTAAL', 'BULK'] as const;

export const proofMetadataSchema = z.object({
  insz: z.string(),
  bewijsreferte: z.uuid(),
  bewijsmutatiereferte: z.uuid(),
  status: proofStatusSchema,
  leverancier: z.object({ naam: z.string(), bewijsreferte: z.string() }),
  registratie: z.object({
    kanaal: z.enum(registrationChannels),
    /** The organisation that registered it through the portal; null for the source's own. */
    organisatie: z.object({ code: z.string(), naam: z.string() }).nullable(),
    tijdstip: z.iso.datetime({ offset: true }),
    /** The bulk job that registered it. */
    jobId: z.uuid().nullable(),
  }),
  /** Every change, oldest first: the registration, then a cancellation. */
  mutaties: z.array(
    z.object({
      bewijsmutatiereferte: z.uuid(),
      status: codeSchema,
      tijdstip: z.iso.datetime({ offset: true }),
    }),
  ),
});

export type ProofMetadata = z.infer<typeof proofMetadataSchema>;

/** The source's answer to a registration or cancellation. */
export const proofMutationSchema = z.object({
  melding: z.literal('OK'),
  bewijsreferte: z.uuid(),
  bewijsmutatiereferte: z.uuid(),
});

export const proofParams = z.object({ insz: inszParam, bewijsreferte: z.uuid() });
export const proofMutationParams = proofParams.extend({ bewijsmutatiereferte: z.uuid() });
const consultationQuery = z.object({ reference: referenceText.optional() });

const consultation = { sources: ledConsultationSources, query: consultationQuery } as const;

export const getProofs = defineCall({
  id: 'geefBewijs',
  method: 'GET',
  path: `${base}/:insz`,
  access: anyOf(ledPermissions.consult),
  ...consultation,
  params: z.object({ insz: inszParam }),
  response: proofsSchema,
});

export const getProofMetadata = defineCall({
  id: 'bewijsMetadata',
  method: 'GET',
  path: `${base}/:insz/:bewijsreferte/metadata`,
  access: anyOf(ledPermissions.metadata),
  ...consultation,
  params: proofParams,
  response: proofMetadataSchema,
});

export const registerProof = defineCall({
  id: 'registreerBewijs',
  method: 'POST',
  path: `${base}/toevoegen`,
  access: anyOf(ledPermissions.register),
  sources: ledConsultationSources,
  request: registerProofRequest,
  response: proofMutationSchema,
});

export const cancelProof = defineCall({
  id: 'annuleerBewijs',
  method: 'DELETE',
  path: `${base}/:insz/:bewijsreferte/:bewijsmutatiereferte`,
  access: anyOf(ledPermissions.cancel),
  ...consultation,
  params: proofMutationParams,
  response: proofMutationSchema,
});

// The bulk registration: the sheet is validated and stored, then sent as a durable job.

export const validateProofSheet = defineCall({
  id: 'ledBulkValidate',
  method: 'POST',
  path: `${base}/bulk/validate`,
  access: anyOf(ledPermissions.register),
  request: bulkSheetRequest,
  response: bulkFileSchema,
});

export const getProofSheet = defineCall({
  id: 'ledBulkFile',
  method: 'GET',
  path: `${base}/bulk/:id/validatie`,
  access: anyOf(ledPermissions.register),
  params: bulkFileParams,
  response: bulkFileSchema,
});

export const downloadProofSheetFindings = defineCall({
  id: 'ledBulkValidationDownload',
  method: 'GET',
  path: `${base}/bulk/:id/validatie/download`,
  access: anyOf(ledPermissions.register),
  answersFile: true,
  params: bulkFileParams,
  response: undefined,
});

export const sendProofSheet = defineCall({
  id: 'ledBulkSend',
  method: 'POST',
  path: `${base}/bulk/toevoegen/:id`,
  access: anyOf(ledPermissions.register),
  params: bulkFileParams,
  response: bulkJobProgressSchema,
});

export const getProofJob = defineCall({
  id: 'ledBulkProgress',
  method: 'GET',
  path: `${base}/bulk/toevoegen/:id/resultaat`,
  access: anyOf(ledPermissions.register),
  params: bulkJobParams,
  response: bulkJobProgressSchema,
});

export const downloadProofJobResult = defineCall({
  id: 'ledBulkResultDownload',
  method: 'GET',
  path: `${base}/bulk/:id/result/download`,
  access: anyOf(ledPermissions.register),
  answersFile: true,
  params: bulkJobParams,
  response: undefined,
});

export const downloadProofJobMetadata = defineCall({
  id: 'ledBulkMetadataDownload',
  method: 'POST',
  path: `${base}/bulk/metadata/download`,
  access: anyOf(ledPermissions.metadata),
  sources: ledConsultationSources,
  answersFile: true,
  request: bulkJobRequest,
  response: undefined,
});

export const getProofJobs = defineCall({
  id: 'ledBulkOverview',
  method: 'GET',
  path: `${base}/bulk/job/overview`,
  access: anyOf(ledPermissions.register),
  response: bulkJobOverviewSchema,
});

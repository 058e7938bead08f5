// The social security calls: the social statutes of a person (GeefSociaalStatuut, as the
// Crossroads Bank for Social Security answers it), the statutes the portal may ask, and a
// person's living-wage records (leefloon, without amounts), shared by the portal's client and
// the reference backend. A person's statutes and living wage are consultations: the backend
// writes a legal-log entry (subject kind Insz) for every one before answering, found or not.
import { z } from 'zod';
import { referenceText } from './consultation';
import { anyOf, defineCall, type ConsultationSources } from './http';
import { inszParam, inszParams } from './person';
import {
  livingWageKindCodes,
  socialSecuritySource,
  socialStatusNames,
  type LivingWageKind,
} from './social-security-codes';
import { socialSecurityPermissions } from './social-security-permissions';
import { sourceStatusCodes, sourceStatusSchema, type SourceStatusCode } from './source-status';

/** The domain's permission sets, declared in their own module for the route table. */
export { socialSecurityPermissions };

const base = '/sss/api/backend/socialsecurity';

export { socialSecuritySource } from './social-security-codes';
const socialSecurityConsultationSources: ConsultationSources = {
  known: [socialSecuritySource],
  whenUnnamed: socialSecuritySource,
};

/** The most statutes one question may name, as the source allows. */
export const MAX_SOCIAL_STATUSES_PER_REQUEST = 8;

/** The source's own error answers. */
export const socialSecurityErrorCodes = {
  /** 'Onbestaande INSZ': the population does not know the number (404). */
  unknownInsz: 30003,
} as const;

/**
 * What the status of an answer (contracts/source-status.ts: OK, VA, DNK, NOK) means for this
 * source, and the status of each statute or record in it:
 * - OK: the source answered with its data (a statute that does not apply is data too; so is
 *   having no living wage); no message;
 * - VA (voorlopig antwoord): the source answered provisionally, as a statute or a living-wage
 *   decision is still being examined: a Warning per provisional statute, or one for the living
 *   wage; that statute or record has status VA, the others OK;
 * - DNK (dossier niet gekend): the person is in the population but the source has no file for
 *   them: every statute asked is 'Niet van toepassing' with status DNK, no living wage, and an
 *   Information message;
 * - NOK: the source could not answer for this person: an Error message, no statutes or records.
 * A number the population does not know gets no answer at all: 404 with 30003.
 */
export const socialSecurityStatusCodes = sourceStatusCodes;
export type SocialSecurityStatusCode = SourceStatusCode;

const isoDate = z.iso.date();
/** The earliest date a question may name: anything earlier is before every record. */
export const EARLIEST_ASKED_DATE = '1900-01-01';
const askedDate = isoDate.refine((date) => date >= EARLIEST_ASKED_DATE, {
  error: `must not be before ${EARLIEST_ASKED_DATE}`,
});

const periodSchema = z
  .object({ begin: askedDate, einde: askedDate })
  .strict()
  .refine((period) => period.begin <= period.einde, {
    error: 'begin must not be after einde',
    path: ['einde'],
  });

export const socialStatusRequest = z
  .object({
    /** 'Uw referentie' for the legal log; mandatory when the role's parameter says so. */
    reference: referenceText.optional(),
    /** The statutes asked, each once, at most eight. */
    statuten: z
      .array(z.enum(socialStatusNames))
      .min(1)
      .max(MAX_SOCIAL_STATUSES_PER_REQUEST, {
        error: `at most ${MAX_SOCIAL_STATUSES_PER_REQUEST} statutes per question`,
      })
      .refine((names) => new Set(names).size === names.length, {
        error: 'each statute at most once',
      }),
    /** The reference date; today (in Belgium) without it or a period. */
    datum: askedDate.optional(),
    /** The period asked instead of one date: statutes that apply on any day of it. */
    periode: periodSchema.optional(),
  })
  .strict()
  .refine((request) => request.datum === undefined || request.periode === undefined, {
    error: 'a date or a period, not both',
    path: ['periode'],
  });

export type SocialStatusRequest = z.input<typeof socialStatusRequest>;

/** The status of one statute or record (OK, VA, or DNK when the source has no file), labelled. */
const itemStatusSchema = z.object({ code: z.enum(socialSecurityStatusCodes), waarde: z.string() });

const datedPeriodSchema = z.object({
  begindatum: isoDate,
  /** Null while it runs. */
  einddatum: isoDate.nullable(),
});

export const socialStatusSchema = z.object({
  naam: z.enum(socialStatusNames),
  /** 1 'Van toepassing' when a period overlaps the date or period asked, else 0. */
  resultaat: z.object({ code: z.enum(['1', '0']), omschrijving: z.string() }),
  /** The statute's periods that overlap the date or period asked, whole, oldest first. */
  periodes: z.array(datedPeriodSchema),
  status: itemStatusSchema,
});

export type SocialStatus = z.infer<typeof socialStatusSchema>;

export const socialStatusAnswerSchema = z.object({
  status: sourceStatusSchema,
  persoon: z.object({
    /** The number asked, as the source copies it into its answer. */
    insz: z.string(),
    /** One per statute asked, in the order asked (none when the source could not answer). */
    socialeStatuten: z.array(socialStatusSchema),
  }),
});

export type SocialStatusAnswer = z.infer<typeof socialStatusAnswerSchema>;

export const socialStatusConfigurationSchema = z.object({
  maximumPerVraag: z.number().int().min(1),
  /** The statutes the portal offers, in its order, with their labels. */
  statuten: z.array(
    z.object({
      naam: z.enum(socialStatusNames),
      omschrijving: z.object({ nl: z.string(), en: z.string() }),
    }),
  ),
});

export type SocialStatusConfiguration = z.infer<typeof socialStatusConfigurationSchema>;

const livingWageKinds = Object.keys(livingWageKindCodes) as [LivingWageKind, ...LivingWageKind[]];

export const livingWageQuery = z
  .object({
    insz: inszParam,
    /** 'Uw referentie' for the legal log; mandatory when the role's parameter says so. */
    reference: referenceText.optional(),
    /** Records that overlap this period (either end open); the whole history without it. */
    begindatum: askedDate.optional(),
    einddatum: askedDate.optional(),
  })
  .refine((query) => !query.begindatum || !query.einddatum || query.begindatum <= query.einddatum, {
    error: 'begindatum must not be after einddatum',
    path: ['einddatum'],
  });

export type LivingWageQuery = z.input<typeof livingWageQuery>;

export const livingWageSchema = z.object({
  soort: z.object({ code: z.enum(livingWageKinds), omschrijving: z.string() }),
  periode: datedPeriodSchema,
  /** The public social welfare centre that grants and pays it. */
  ocmw: z.object({ ondernemingsnummer: z.string(), naam: z.string() }),
  /** Who receives it: the person asked, or their partner when `partner` is true. */
  begunstigde: z.object({ insz: z.string() }),
  /** The person asked is the beneficiary's partner, who lives on the same living wage. */
  partner: z.boolean(),
  status: itemStatusSchema,
});

export type LivingWage = z.infer<typeof livingWageSchema>;

export const livingWageAnswerSchema = z.object({
  status: sourceStatusSchema,
  persoon: z.object({
    /** The number asked, as the source copies it into its answer. */
    insz: z.string(),
    /** Newest first; empty when the person has none in the period asked. */
    leefloon: z.array(livingWageSchema),
  }),
});

export type LivingWageAnswer = z.infer<typeof livingWageAnswerSchema>;

/** The statutes the portal may ask, with their labels, and how many one question may name. */
export const getSocialStatusConfiguration = defineCall({
  id: 'geefSociaalStatuutConfiguratie',
  method: 'GET',
  path: `${base}/socialstatus/configuration`,
  access: anyOf(socialSecurityPermissions.socialStatus),
  response: socialStatusConfigurationSchema,
});

/** A person's social statutes on a date or in a period. */
export const getSocialStatuses = defineCall({
  id: 'geefSociaalStatuut',
  method: 'POST',
  path: `${base}/socialstatus/:insz`,
  access: anyOf(socialSecurityPermissions.socialStatus),
  sources: socialSecurityConsultationSources,
  params: inszParams,
  request: socialStatusRequest,
  response: socialStatusAnswerSchema,
});

/**
 * The same question as the source's generated client asks it: the number in the query, the
 * statutes and the date or period in the body. Logged as the same consultation.
 */
export const getSocialStatusesByQuery = defineCall({
  id: 'geefSociaalStatuutViaQuery',
  method: 'POST',
  path: '/api/v1/geefsociaalstatuut',
  access: anyOf(socialSecurityPermissions.socialStatus),
  sources: socialSecurityConsultationSources,
  query: z.object({ insz: inszParam }),
  request: socialStatusRequest,
  response: socialStatusAnswerSchema,
});

/** A person's living-wage records (GeefLeefloonbedragen without its amounts). */
export const getLivingWages = defineCall({
  id: 'geefLeefloon',
  method: 'GET',
  path: '/api/v1/geefleefloon',
  access: anyOf(socialSecurityPermissions.livingWage),
  sources: socialSecurityConsultationSources,
  query: livingWageQuery,
  response: livingWageAnswerSchema,
});

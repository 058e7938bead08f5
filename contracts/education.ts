// The education call: a person's enrolment history (GeefHistoriekInschrijving), shaped as the
// source gives it, shared by the portal's client and the reference backend. Every answer is a
// consultation: the backend writes a legal-log entry for it before answering.
import { z } from 'zod';
import { codeSchema } from './code-lists';
import { referenceText } from './consultation';
import { educationSource } from './education-codes';
import { educationPermissions } from './education-permissions';
import { anyOf, defineCall, type ConsultationSources } from './http';
import { inszParam } from './person';

export { educationPermissions } from './education-permissions';

/**
 * The parts of the source: compulsory education (LP), adult education (VWO) and higher
 * education (HO). A question names the parts it wants; without any it asks all three.
 */
export const enrolmentSources = ['LP', 'VWO', 'HO'] as const;
export type EnrolmentSource = (typeof enrolmentSources)[number];

export { educationSource } from './education-codes';
const educationConsultationSources: ConsultationSources = {
  known: [educationSource],
  whenUnnamed: educationSource,
};

/** The answer for a part of the source that has nothing for the person, as the source words it. */
export const noDataCode = '30101';

const isoDate = z.iso.date();

export const enrolmentHistoryRequest = z
  .object({
    insz: inszParam,
    /** 'Uw referentie' for the legal log; mandatory when the role's parameter says so. */
    reference: referenceText.optional(),
    /** Enrolments that overlap this period (either end open); the whole history without it. */
    periode: z
      .object({ begin: isoDate.optional(), einde: isoDate.optional() })
      .strict()
      .refine((period) => !period.begin || !period.einde || period.begin <= period.einde, {
        error: 'begin must not be after einde',
        path: ['einde'],
      })
      .optional(),
    /** The parts of the source to ask, each once; all three without it. */
    bronnen: z
      .array(z.enum(enrolmentSources))
      .min(1)
      .max(enrolmentSources.length)
      .refine((sources) => new Set(sources).size === sources.length, {
        error: 'each source at most once',
      })
      .optional(),
  })
  .strict();

export type EnrolmentHistoryRequest = z.input<typeof enrolmentHistoryRequest>;

const institutionSchema = z.object({
  instellingsnummer: z.string(),
  officieleNaam: z.string(),
  instantie: codeSchema,
  adres: z.object({
    straat: z.string(),
    huisnummer: z.string(),
    postcode: z.string(),
    gemeente: z.string(),
  }),
  contact: z.object({
    telefoonnummer: z.string(),
    email: z.string(),
    website: z.string(),
  }),
});

const enrolmentBase = {
  referte: z.uuid(),
  instelling: institutionSchema,
  datumBegin: isoDate,
  /** Null while the enrolment runs. */
  datumEinde: isoDate.nullable(),
};

const compulsoryEnrolmentSchema = z.object({
  bron: z.literal('LP'),
  ...enrolmentBase,
  leerplichtOnderwijs: z.object({
    soortProgramma: codeSchema,
    datumInschrijving: isoDate,
    /** '2015-2016' */
    schooljaar: z.string(),
    administratieveGroep: z.object({
      naam: z.string(),
      niveau: codeSchema,
      soortOnderwijs: codeSchema,
    }),
    /** Null while the enrolment runs. */
    uitschrijving: z.object({ aanleiding: codeSchema }).nullable(),
  }),
});

const adultEnrolmentSchema = z.object({
  bron: z.literal('VWO'),
  ...enrolmentBase,
  volwassenenonderwijs: z.object({
    status: codeSchema,
    datumInschrijving: isoDate,
    datumUitschrijving: isoDate.nullable(),
    opleiding: z.object({ code: z.string(), naam: z.string(), traject: codeSchema }),
    /** Null until the course is evaluated. */
    resultaat: codeSchema.nullable(),
  }),
});

const higherEnrolmentSchema = z.object({
  bron: z.literal('HO'),
  ...enrolmentBase,
  hogerOnderwijs: z.object({
    /** '2023-2024' */
    academiejaar: z.string(),
    status: codeSchema,
    datumInschrijving: isoDate,
    opleiding: z.object({ code: z.string(), volledigeNaam: z.string(), soort: codeSchema }),
    soortContract: codeSchema,
    studiepunten: z.object({
      opgenomen: z.number().int().min(0),
      verworven: z.number().int().min(0),
    }),
  }),
});

export const enrolmentSchema = z.discriminatedUnion('bron', [
  compulsoryEnrolmentSchema,
  adultEnrolmentSchema,
  higherEnrolmentSchema,
]);

export type Enrolment = z.infer<typeof enrolmentSchema>;

export const enrolmentHistorySchema = z.object({
  insz: z.string(),
  /** The person as the population knows them. */
  persoon: z.object({
    naam: z.object({ achternaam: z.string(), voornamen: z.array(z.string()) }),
    geboortedatum: isoDate,
  }),
  /** The parts of the source asked. */
  bronnen: z.array(z.enum(enrolmentSources)),
  /** Newest first per part of the source: LP, then VWO, then HO. */
  inschrijvingen: z.array(enrolmentSchema),
  /** One per part asked that has nothing for the person: 30101. */
  uitzonderingen: z.array(
    z.object({
      bron: z.enum(enrolmentSources),
      /** The source's own database ('Disci', 'DVNCI', 'DHO2'). */
      oorsprong: z.string(),
      code: z.string(),
      diagnose: z.string(),
    }),
  ),
});

export type EnrolmentHistory = z.infer<typeof enrolmentHistorySchema>;

export const getEnrolmentHistory = defineCall({
  id: 'geefHistoriekInschrijving',
  method: 'POST',
  path: '/api/v1/geefhistoriekinschrijvingen',
  access: anyOf(educationPermissions.consult),
  sources: educationConsultationSources,
  request: enrolmentHistoryRequest,
  response: enrolmentHistorySchema,
});

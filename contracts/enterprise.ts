// The enterprise calls (the Crossroads Bank for Enterprises, KBO, and the associations register),
// shared by the portal's client and the reference backend. Enterprise data is public, but every
// consultation is still written to the legal log (subject kind KboNummer) before the answer
// leaves: it names the people who direct and own the enterprise.
import { z } from 'zod';
import { codeSchema } from './code-lists';
import { referenceText } from './consultation';
import { enterprisePermissions } from './enterprise-permissions';
import { anyOf, defineCall, type ConsultationSources } from './http';

const base = '/sss/api/backend';

export { enterprisePermissions } from './enterprise-permissions';

/** The one source: the KBO (the associations register is answered alongside it). */
export const enterpriseSources = ['KBO'] as const;
const enterpriseConsultationSources: ConsultationSources = {
  known: enterpriseSources,
  whenUnnamed: 'KBO',
};

/** The source's own error answers. */
export const enterpriseErrorCodes = {
  /** 'Gevraagde ondernemingsnummer bestaat niet in KBO'. */
  unknownEnterprise: 40046,
  /** 'Geen gegevens gevonden voor de vraag'. */
  noData: 30001,
} as const;

const isoDate = z.iso.date();

/** An enterprise number's digits: ten, the first 0 or 1 (a 2 starts an establishment unit's). */
export const enterpriseNumberPattern = /^[01]\d{9}$/;

/** The two check digits of a KBO number: 97 minus its first eight digits modulo 97. */
export function kboCheckDigits(firstEight: string): string {
  return String(97 - (Number(firstEight) % 97)).padStart(2, '0');
}

/** Ten digits of the right shape whose last two are the check digits of the first eight. */
export function isEnterpriseNumber(digits: string): boolean {
  return (
    enterpriseNumberPattern.test(digits) && kboCheckDigits(digits.slice(0, 8)) === digits.slice(8)
  );
}

/** An association's vCode: a lower-case 'v' and seven digits, as the register issues it. */
export const vCodePattern = /^v\d{7}$/;

/** The bare ten digits, the first 0 or 1; the check digits are the backend's to judge. */
export const enterpriseNumberParam = z
  .string()
  .regex(enterpriseNumberPattern, { error: 'must be 10 digits, the first 0 or 1' });
export const vCodeParam = z.string().regex(vCodePattern, { error: 'must be v and 7 digits' });

export const enterpriseParams = z.object({ kbo: enterpriseNumberParam });
export const associationParams = z.object({ id: vCodeParam });

/** What every consultation takes besides its subject: the source and 'Uw referentie'. */
export const enterpriseQuery = z.object({
  bron: z.enum(enterpriseSources).default('KBO'),
  reference: referenceText.optional(),
});

/** The body of the POST calls: the number travels in the body, not in the address. */
export const enterpriseRequest = z.object({
  ondernemingsnummer: enterpriseNumberParam,
  bron: z.enum(enterpriseSources).default('KBO'),
  referentie: referenceText.optional(),
});

const addressSchema = z.object({
  straat: z.object({ code: z.string(), naam: z.string() }),
  huisnummer: z.string(),
  busnummer: z.string().nullable(),
  gemeente: z.object({ nisCode: z.string(), postcode: z.string(), naam: z.string() }),
  land: z.object({ nisCode: z.string(), isoCode: z.string(), naam: z.string() }),
});

const nameSchema = z.object({
  naam: z.string(),
  taalcode: z.enum(['nl', 'fr', 'de']),
  datumBegin: isoDate,
});

/** Who holds a function or a share: a person of the population or an enterprise. */
export const holderSchema = z.discriminatedUnion('soort', [
  z.object({ soort: z.literal('persoon'), insz: z.string(), naam: z.string() }),
  z.object({ soort: z.literal('onderneming'), ondernemingsnummer: z.string(), naam: z.string() }),
]);

export const enterpriseSchema = z.object({
  ondernemingsnummer: z.string(),
  authentiekeBron: z.literal('KBO'),
  soort: codeSchema,
  status: codeSchema,
  stopzetting: z.object({ code: z.string(), omschrijving: z.string(), datum: isoDate }).nullable(),
  namen: z.object({
    maatschappelijk: z.array(nameSchema),
    afgekort: z.array(nameSchema),
    commercieel: z.array(nameSchema),
  }),
  rechtsvorm: codeSchema
    .extend({ afkorting: z.string().nullable(), datumBegin: isoDate })
    .nullable(),
  start: isoDate,
  inschrijving: isoDate,
  zetel: addressSchema,
  activiteiten: z.array(
    z.object({
      nace: z.object({ code: z.string(), versie: z.string(), omschrijving: z.string() }),
      type: z.enum(['P', 'S']),
      groep: z.string(),
      datumBegin: isoDate,
    }),
  ),
  vestigingen: z.array(
    z.object({
      vestigingsnummer: z.string(),
      naam: z.string().nullable(),
      status: codeSchema,
      datumBegin: isoDate,
      datumEinde: isoDate.nullable(),
      adres: addressSchema,
    }),
  ),
  functies: z.array(
    z.object({
      aard: codeSchema,
      houder: holderSchema,
      datumBegin: isoDate,
      datumEinde: isoDate.nullable(),
    }),
  ),
  /** The association's vCode when the enterprise is one (017, 416, 417). */
  vCode: z.string().nullable(),
});

export const jointCommitteeSchema = z.object({
  ondernemingsnummer: z.string(),
  /** Null for an enterprise without staff. */
  paritairComite: codeSchema.nullable(),
  tewerkstellingsklasse: codeSchema.nullable(),
  datumBegin: isoDate.nullable(),
});

const participationSchema = z.object({
  /** Share in percent, two decimals. */
  percentage: z.number().min(0).max(100),
  datumBegin: isoDate,
  datumEinde: isoDate.nullable(),
});

export const participationsSchema = z.object({
  ondernemingsnummer: z.string(),
  /** Who holds a share in the enterprise. */
  deelnemers: z.array(participationSchema.extend({ houder: holderSchema })),
  /** The enterprises the enterprise holds a share in. */
  deelnemingenIn: z.array(
    participationSchema.extend({
      onderneming: z.object({ ondernemingsnummer: z.string(), naam: z.string() }),
    }),
  ),
});

export const associationSchema = z.object({
  vCode: z.string(),
  naam: z.string(),
  afkorting: z.string().nullable(),
  rechtsvorm: codeSchema,
  /** Its KBO number when it has legal personality. */
  ondernemingsnummer: z.string().nullable(),
  datumStart: isoDate,
  hoofdactiviteit: z.object({ code: z.string(), omschrijving: z.string() }).nullable(),
  zetel: addressSchema,
  vertegenwoordigers: z.array(
    z.object({
      insz: z.string(),
      naam: z.string(),
      rol: codeSchema,
      datumBegin: isoDate,
      datumEinde: isoDate.nullable(),
    }),
  ),
});

export type Enterprise = z.infer<typeof enterpriseSchema>;
export type EnterpriseHolder = z.infer<typeof holderSchema>;
export type JointCommittee = z.infer<typeof jointCommitteeSchema>;
export type Participations = z.infer<typeof participationsSchema>;
export type Association = z.infer<typeof associationSchema>;

const consultation = { sources: enterpriseConsultationSources } as const;

/** The enterprise's record: identity, names, legal form, status, seat, activities, units, functions. */
export const getEnterprise = defineCall({
  id: 'geefOndernemingOpNummer',
  method: 'GET',
  path: `${base}/onderneming/:kbo`,
  access: anyOf(enterprisePermissions.consult),
  ...consultation,
  params: enterpriseParams,
  query: enterpriseQuery,
  response: enterpriseSchema,
});

/** The same record, asked as the source's GeefOnderneming service is: the number in the body. */
export const geefOnderneming = defineCall({
  id: 'geefOnderneming',
  method: 'POST',
  path: '/api/v1/geefonderneming',
  access: anyOf(enterprisePermissions.consult),
  ...consultation,
  request: enterpriseRequest,
  response: enterpriseSchema,
});

export const geefPCenTW = defineCall({
  id: 'geefPCenTW',
  method: 'POST',
  path: '/api/v1/geefpcentw',
  access: anyOf(enterprisePermissions.jointCommittee),
  ...consultation,
  request: enterpriseRequest,
  response: jointCommitteeSchema,
});

export const geefDeelnemingen = defineCall({
  id: 'geefDeelnemingen',
  method: 'POST',
  path: '/api/v1/geefdeelnemingen',
  access: anyOf(enterprisePermissions.participations),
  ...consultation,
  request: enterpriseRequest,
  response: participationsSchema,
});

/** An association by its vCode, with its representatives. */
export const getAssociation = defineCall({
  id: 'geefVereniging',
  method: 'GET',
  path: `${base}/vereniging/:id`,
  access: anyOf(enterprisePermissions.consult),
  ...consultation,
  params: associationParams,
  query: enterpriseQuery,
  response: associationSchema,
});

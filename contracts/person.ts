// The person calls (national register and BIS register, shaped as the registers give them),
// shared by the portal's client and the reference backend. Every call that returns a person's
// data is a consultation: the backend writes a legal-log entry for it before answering.
import { z } from 'zod';
import { codeSchema } from './code-lists';
import { referenceText } from './consultation';
import { anyOf, defineCall, pageSchema, pagingQuery, type ConsultationSources } from './http';
import { personSources } from './person-codes';
import { personPermissions } from './person-permissions';

const base = '/sss/api/backend';

export { personSources, type PersonSource } from './person-codes';

/** A grant that names no source consults the national register only. */
const personConsultationSources: ConsultationSources = { known: personSources, whenUnnamed: 'RR' };

export { personPermissions } from './person-permissions';

const isoDate = z.iso.date();
export const inszParam = z.string().regex(/^\d{11}$/, { error: 'must be 11 digits' });

/**
 * Whether eleven digits carry a national number's check digits: 97 minus the first nine modulo
 * 97, or for a birth from 2000 on the same over the first nine prefixed with a 2.
 */
export function hasInszCheckDigits(digits: string): boolean {
  const firstNine = Number(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  return check === 97 - (firstNine % 97) || check === 97 - ((2_000_000_000 + firstNine) % 97);
}

/** 'Uw referentie' (contracts/consultation.ts); mandatory when the role's parameter says so. */
export const referenceQuery = referenceText.optional();

/** What every consultation takes: the source and the caller's reference for the legal log. */
const consultationQuery = {
  bron: z.enum(personSources).default('RR'),
  reference: referenceQuery,
};

export const personQuery = z.object({
  ...consultationQuery,
  /** Only identity and the main residence (the 'compact' display mode). */
  compact: z.enum(['true', 'false']).default('false'),
});

/**
 * History from a date on ('vanaf', default 1901-01-01) or the situation on one date ('op');
 * never both (the history switch's two date choices).
 */
export const historyQuery = z
  .object({ ...consultationQuery, vanaf: isoDate.optional(), op: isoDate.optional() })
  .refine((query) => !(query.vanaf && query.op), {
    error: 'give vanaf or op, not both',
    path: ['op'],
  });

export const nameOrderFields = ['ACHTERNAAM', 'VOORNAAM', 'GEBOORTEDATUM', 'OVEREENKOMST'] as const;
export const addressOrderFields = ['ACHTERNAAM', 'VOORNAAM', 'GEBOORTEDATUM'] as const;

/** Rows of a search result page unless the caller asks another number. */
export const searchPageSize = 25;
/** Most matches a name or address search ranks and pages through; more: refine the search. */
export const maximumPersonMatches = 200;

/** Name search: tolerance 0 is exact (folded), 1 and 2 allow misspellings and wider dates. */
export const nameSearchParams = z.object({
  lastname: z.string().trim().min(1).max(128),
  /** YYYY, YYYY-MM or YYYY-MM-DD: a birth date may be known only in part. */
  birthdate: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, {
    error: 'must be YYYY, YYYY-MM or YYYY-MM-DD',
  }),
});

export const nameSearchQuery = z.object({
  ...consultationQuery,
  voornaam: z.string().trim().min(1).max(48).optional(),
  geslacht: z.enum(['1', '2']).optional(),
  /** The municipality the person lives in now. */
  niscode: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  tolerantie: z.enum(['0', '1', '2']).default('0'),
  ...pagingQuery(nameOrderFields, { orderBy: 'ACHTERNAAM', order: 'Desc', take: searchPageSize }),
});

/** Address search: municipality NIS code, postcode, street and house number in the path. */
export const addressSearchParams = z.object({
  niscode: z.string().regex(/^\d{5}$/),
  postcode: z.string().regex(/^[1-9]\d{3}$/),
  // A street name has letters: never a bare '.' or '..' path segment.
  straat: z.string().trim().min(1).max(128).regex(/\p{L}/u, { error: 'must contain a letter' }),
  huisnummer: z.string().trim().min(1).max(12),
});

export const addressSearchQuery = z.object({
  ...consultationQuery,
  busnummer: z.string().trim().min(1).max(12).optional(),
  ...pagingQuery(addressOrderFields, {
    orderBy: 'GEBOORTEDATUM',
    order: 'Asc',
    take: searchPageSize,
  }),
});

/** A person's number in a path. */
export const inszParams = z.object({ insz: inszParam });

const placeSchema = z.object({
  gemeente: z.object({ nisCode: z.string(), naam: z.string() }).nullable(),
  land: z.object({ nisCode: z.string(), isoCode: z.string().nullable(), naam: z.string() }),
});

export const addressSchema = z.object({
  soort: z.enum(['hoofdverblijfplaats', 'contactadres', 'buitenland']),
  type: codeSchema.nullable(),
  straat: z.string().nullable(),
  straatcode: z.string().nullable(),
  huisnummer: z.string().nullable(),
  busnummer: z.string().nullable(),
  postcode: z.string().nullable(),
  gemeente: z.object({ nisCode: z.string(), naam: z.string() }).nullable(),
  land: z.object({ nisCode: z.string(), isoCode: z.string().nullable(), naam: z.string() }),
  /** Free-text lines of an address abroad. */
  lijnen: z.array(z.string()),
  datumBegin: isoDate,
  datumEinde: isoDate.nullable(),
});

const relatedPersonSchema = z.object({
  insz: z.string(),
  naam: z.string(),
  geboortedatum: isoDate,
  geslacht: codeSchema,
});

export const nationalitySchema = z.object({
  code: z.string(),
  omschrijving: z.string(),
  datumBegin: isoDate,
  datumEinde: isoDate.nullable(),
});

export const civilStatusSchema = z.object({
  code: z.string(),
  omschrijving: z.string(),
  datumBegin: isoDate,
  datumEinde: isoDate.nullable(),
  partner: relatedPersonSchema.nullable(),
  plaats: placeSchema.nullable(),
});

/** Identity: what every answer about a person starts with. */
export const identitySchema = z.object({
  insz: z.string(),
  bron: z.enum(personSources),
  register: codeSchema,
  naam: z.object({ achternaam: z.string(), voornamen: z.array(z.string()) }),
  geslacht: codeSchema,
  geboorte: z.object({ datum: isoDate, plaats: placeSchema }),
  overlijden: z.object({ datum: isoDate, plaats: placeSchema.nullable() }).nullable(),
  status: codeSchema.nullable(),
  datumCreatie: z.string(),
  datumModificatie: z.string(),
});

export const personSchema = identitySchema.extend({
  /** Null in compact mode, and for a person without a current residence. */
  hoofdverblijfplaats: addressSchema.nullable(),
  contactadres: addressSchema.nullable(),
  verblijfplaatsBuitenland: addressSchema.nullable(),
  nationaliteiten: z.array(nationalitySchema),
  burgerlijkeStaat: civilStatusSchema.nullable(),
  /** The head of the household the person belongs to now, with their position towards them. */
  referentiepersoon: relatedPersonSchema.extend({ positie: codeSchema }).nullable(),
  compact: z.boolean(),
});

export const personAddressesSchema = z.object({
  insz: z.string(),
  adressen: z.array(addressSchema),
});

/** Every dated attribute of a person (/historiek, the register's GeefHistoriekPersoon). */
export const personHistorySchema = z.object({
  persoon: identitySchema,
  vanaf: isoDate.nullable(),
  op: isoDate.nullable(),
  nationaliteiten: z.array(nationalitySchema),
  burgerlijkeStaten: z.array(civilStatusSchema),
  adressen: z.array(addressSchema),
  gezinsposities: z.array(
    z.object({
      gezin: z.number().int(),
      positie: codeSchema,
      referentiepersoon: relatedPersonSchema.nullable(),
      datumBegin: isoDate,
      datumEinde: isoDate.nullable(),
    }),
  ),
});

export const householdMemberSchema = relatedPersonSchema.extend({
  positie: codeSchema,
  datumBegin: isoDate,
  datumEinde: isoDate.nullable(),
  overleden: z.boolean(),
});

export const householdSchema = z.object({
  gezin: z.number().int(),
  /** The date the composition is shown for (today unless 'op' was asked). */
  datum: isoDate,
  adres: addressSchema.nullable(),
  leden: z.array(householdMemberSchema),
});

export const householdHistorySchema = z.object({
  insz: z.string(),
  vanaf: isoDate.nullable(),
  op: isoDate.nullable(),
  /** Every composition the person belonged to since `vanaf` (or on `op`), newest first. */
  samenstellingen: z.array(
    householdSchema.extend({ datumBegin: isoDate, datumEinde: isoDate.nullable() }),
  ),
});

export const personMatchSchema = z.object({
  insz: z.string(),
  bron: z.enum(personSources),
  naam: z.object({ achternaam: z.string(), voornamen: z.array(z.string()) }),
  geslacht: codeSchema,
  geboortedatum: isoDate,
  overleden: z.boolean(),
  adres: addressSchema.nullable(),
  /** 100 for an exact match; lower the further the name or birth date is off. */
  overeenkomst: z.number().int().min(0).max(100),
});

/** One page of matches, how many matched in all, and whether the search must be refined. */
export const personMatchesSchema = pageSchema(personMatchSchema);

/** A date of the write payload: 'YYYY-MM-DD', where an unknown year is 0000 and month/day 00. */
export const partialIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be YYYY-MM-DD (0000 and 00 when unknown)' });

const writeAddressSchema = z.object({
  straat: z.string().trim().max(128).optional(),
  huisnummer: z.string().trim().max(12).optional(),
  busnummer: z.string().trim().max(12).optional(),
  gemeente: z.string().trim().max(128).optional(),
  gemeenteNis: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  postcode: z.string().trim().max(12).optional(),
  land: z.string().trim().max(128).optional(),
  landNisCode: z.string().regex(/^\d{3}$/),
  datumBegin: partialIsoDate,
});

/** The person write payload; empty sections are left out. */
export const newPersonSchema = z.object({
  naam: z.string().trim().min(1).max(128),
  voornamen: z.array(z.string().trim().min(1).max(48)).min(1).max(5),
  naamGeldigVanaf: partialIsoDate.optional(),
  geslacht: z.object({ code: z.enum(['0', '1', '2']), datumVan: partialIsoDate.optional() }),
  geboorte: z.object({
    datum: partialIsoDate,
    gemeente: z.string().trim().max(128).optional(),
    gemeenteNisCode: z
      .string()
      .regex(/^\d{5}$/)
      .optional(),
    land: z.string().trim().max(128).optional(),
    landNisCode: z.string().regex(/^\d{3}$/),
    postcode: z.string().trim().max(12).optional(),
  }),
  nationaliteiten: z
    .array(
      z.object({
        code: z.string().regex(/^\d{3}$/),
        datumBegin: isoDate,
        datumEind: isoDate.optional(),
      }),
    )
    .max(5)
    .optional(),
  burgerlijkeStaat: z
    .object({
      code: z.string().regex(/^\d{2}$/),
      datumBegin: partialIsoDate,
      datumEinde: partialIsoDate.optional(),
      gemeente: z.string().trim().max(128).optional(),
      gemeenteNisCode: z
        .string()
        .regex(/^\d{5}$/)
        .optional(),
      land: z.string().trim().max(128).optional(),
      landNisCode: z
        .string()
        .regex(/^\d{3}$/)
        .optional(),
      partnerInsz: inszParam.optional(),
      postcode: z.string().trim().max(12).optional(),
    })
    .optional(),
  hoofdverblijfplaats: writeAddressSchema.optional(),
  contactadres: writeAddressSchema
    .extend({ type: z.string().regex(/^\d$/), datumEinde: partialIsoDate.optional() })
    .optional(),
  overlijden: z
    .object({
      datum: partialIsoDate,
      gemeente: z.string().trim().max(128).optional(),
      gemeenteNis: z
        .string()
        .regex(/^\d{5}$/)
        .optional(),
      land: z.string().trim().max(128).optional(),
      landNisCode: z.string().regex(/^\d{3}$/),
    })
    .optional(),
});

export type NewPerson = z.infer<typeof newPersonSchema>;

export const createdPersonSchema = z.object({ insz: z.string() });

const consultation = { sources: personConsultationSources, params: inszParams } as const;

export const getPerson = defineCall({
  id: 'geefPersoon',
  method: 'GET',
  path: `${base}/person/:insz`,
  access: anyOf(personPermissions.consult),
  ...consultation,
  query: personQuery,
  response: personSchema,
});

export const getPersonDetails = defineCall({
  id: 'geefPersoonDetails',
  method: 'GET',
  path: `${base}/person/:insz/details`,
  access: anyOf(personPermissions.consult),
  ...consultation,
  query: personQuery,
  response: personSchema,
});

export const getPersonAddresses = defineCall({
  id: 'geefPersoonAdres',
  method: 'GET',
  path: `${base}/person/:insz/adres`,
  access: anyOf(personPermissions.consult),
  ...consultation,
  query: personQuery,
  response: personAddressesSchema,
});

export const getPersonHistory = defineCall({
  id: 'geefHistoriekPersoon',
  method: 'GET',
  path: `${base}/person/:insz/historiek`,
  access: anyOf(personPermissions.history),
  ...consultation,
  query: historyQuery,
  response: personHistorySchema,
});

export const getHousehold = defineCall({
  id: 'geefGezinssamenstelling',
  method: 'GET',
  path: `${base}/person/:insz/gezinssamenstelling`,
  access: anyOf(personPermissions.household),
  ...consultation,
  query: historyQuery,
  response: householdSchema,
});

export const getHouseholdHistory = defineCall({
  id: 'geefHistoriekGezinssamenstelling',
  method: 'GET',
  path: `${base}/person/:insz/gezinssamenstelling/historiek`,
  access: anyOf(personPermissions.householdHistory),
  ...consultation,
  query: historyQuery,
  response: householdHistorySchema,
});

export const searchPersonsByName = defineCall({
  id: 'zoekPersoonOpNaam',
  method: 'GET',
  path: `${base}/person/:lastname/:birthdate`,
  access: anyOf(personPermissions.searchByName),
  sources: personConsultationSources,
  params: nameSearchParams,
  query: nameSearchQuery,
  response: personMatchesSchema,
});

export const searchPersonsByAddress = defineCall({
  id: 'zoekPersoonOpAdres',
  method: 'GET',
  path: `${base}/person/:niscode/:postcode/:straat/:huisnummer`,
  access: anyOf(personPermissions.searchByAddress),
  sources: personConsultationSources,
  params: addressSearchParams,
  query: addressSearchQuery,
  response: personMatchesSchema,
});

export const createPerson = defineCall({
  id: 'creeerBis',
  method: 'POST',
  path: `${base}/person`,
  access: anyOf(personPermissions.create),
  request: newPersonSchema,
  response: createdPersonSchema,
});

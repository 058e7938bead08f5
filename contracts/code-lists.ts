// Code lists and address helpers: countries, civil statuses, phone codes, and the town and
// street suggestions of the Belgian address form.
import { z } from 'zod';
import { defineCall } from './http';

const base = '/sss/api/backend';

/** Shortest text a town or street lookup answers to. */
export const minimumSuggestionLength = 2;
/** Most suggestions a town or street lookup returns. */
export const maximumSuggestions = 10;
/** Suggestions the free-text address lookup returns. */
export const addressSuggestionCount = 5;

// Path and query parameters: the backend parses them with these before a handler runs, the
// portal's client types its arguments with them.
const nisCode = z.string().regex(/^\d{5}$/, { error: 'must be a 5-digit NIS code' });
const postcode = z.string().regex(/^[1-9]\d{3}$/, { error: 'must be a 4-digit Belgian postcode' });
const searchText = z.string().trim().min(minimumSuggestionLength).max(100);
const isoDate = z.iso.date();

/**
 * Which countries `landen/{type}` lists, all as NIS country codes (the codes person data uses):
 * - `geboorte`, `overlijden`, `burgerlijkestaat`: where a birth, a death or a civil-status event
 *   (marriage, divorce) took place abroad. Every code, also former states and territories
 *   without an ISO code (Transkei, Canarische Eilanden), and 999 Onbekend.
 * - `adres`: the country of a residence or contact address abroad: only codes with an ISO
 *   alpha-2 code, since postal addresses use it; not 999 Onbekend.
 * Only codes valid on `datum` (the event's or the address's date; default today).
 */
export const countryListTypes = ['geboorte', 'overlijden', 'burgerlijkestaat', 'adres'] as const;
export type CountryListType = (typeof countryListTypes)[number];

export const countryListParams = z.object({ type: z.enum(countryListTypes) });
export const countryDateQuery = z.object({ datum: isoDate.optional() });
export const municipalityParams = z.object({ text: searchText });
export const streetParams = z.object({ nisCode, postcode, text: searchText });
export const locationParams = z.object({ nisCode, text: searchText });
export const townSuggestionQuery = z.object({ q: searchText });
export const streetSuggestionQuery = z
  .object({ q: searchText, postcode: postcode.optional(), nisCode: nisCode.optional() })
  .refine((query) => query.postcode !== undefined || query.nisCode !== undefined, {
    error: 'a postcode or a NIS code is required',
    path: ['postcode'],
  });
export const addressSuggestionQuery = z.object({ q: searchText });

/** A code with its Dutch label, as the authentic sources give it. */
export const codeSchema = z.object({ code: z.string(), omschrijving: z.string() });

/** A country by its Belgian NIS code (also the nationality code), named in the caller's language. */
export const countrySchema = z.object({
  nisCode: z.string(),
  /** ISO 3166 alpha-2; null for former states and territories without one. */
  isoCode: z.string().nullable(),
  isoCode3: z.string().nullable(),
  land: z.string(),
  geldigVanaf: isoDate,
  /** Null while the code is in use. */
  geldigTot: isoDate.nullable(),
});

/** A country of the address form: ISO alpha-2 code and name. */
export const isoCountrySchema = z.object({ isoCode: z.string(), land: z.string() });

export const phoneCountryCodeSchema = z.object({
  isoCode: z.string(),
  land: z.string(),
  /** International calling code with its plus sign: '+32'. */
  code: z.string().regex(/^\+\d{1,4}$/),
});

/** A municipality after the 2025 mergers, with the postcodes within it. */
export const municipalitySchema = z.object({
  nisCode: z.string(),
  gemeente: z.string(),
  provincie: z.string().nullable(),
  postCodes: z.array(z.string()),
});

/** Town suggestion: NIS code of the municipality, its name, the postcode. */
export const townSuggestionSchema = z.object({
  nisCode: z.string(),
  gemeente: z.string(),
  postCode: z.string(),
  /** The postcode's own name ('Sint-Amandsberg (Gent)'); null where the source has none. */
  postnaam: z.string().nullable(),
});

/** Street suggestion; number and box are those typed after the street, if any. */
export const streetSuggestionSchema = z.object({
  adres: z.object({
    straat: z.string(),
    nummer: z.string().nullable(),
    bus: z.string().nullable(),
    gemeente: z.string(),
    postCode: z.string(),
    nisCode: z.string(),
  }),
});

/** A suggestion of the free-text address lookup: one line to show, and its parts. */
export const addressSuggestionSchema = streetSuggestionSchema.extend({ label: z.string() });

export type Country = z.infer<typeof countrySchema>;
export type IsoCountry = z.infer<typeof isoCountrySchema>;
export type Municipality = z.infer<typeof municipalitySchema>;
export type TownSuggestion = z.infer<typeof townSuggestionSchema>;
export type StreetSuggestion = z.infer<typeof streetSuggestionSchema>;
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

const authenticated = { kind: 'authenticated' } as const;

export const getCivilStatuses = defineCall({
  id: 'getCivilStatuses',
  method: 'GET',
  path: `${base}/codetype/burgerlijkestaten`,
  access: authenticated,
  response: z.array(codeSchema),
});

// Registered before getCountries: its fixed path would otherwise be read as a type.
export const getNationalities = defineCall({
  id: 'getNationalities',
  method: 'GET',
  path: `${base}/landen/nationaliteit`,
  access: authenticated,
  query: countryDateQuery,
  // Every nationality code, also those no longer in use, unless `datum` asks for one date.
  response: z.array(countrySchema),
});

export const getCountries = defineCall({
  id: 'getCountries',
  method: 'GET',
  path: `${base}/landen/:type`,
  access: authenticated,
  params: countryListParams,
  query: countryDateQuery,
  response: z.array(countrySchema),
});

export const getContactAddressTypes = defineCall({
  id: 'getContactAddressTypes',
  method: 'GET',
  path: `${base}/contactadrestype`,
  access: authenticated,
  response: z.array(codeSchema),
});

/** Every ISO 3166 country: where a letter can be sent. */
export const getLetterCountries = defineCall({
  id: 'getLetterCountries',
  method: 'GET',
  path: `${base}/landen/iso/brief`,
  access: authenticated,
  response: z.array(isoCountrySchema),
});

/**
 * Where a foreign vehicle can be looked up: the other EU member states, which share vehicle
 * registration data with Belgium under Directive (EU) 2015/413.
 */
export const getVehicleCountries = defineCall({
  id: 'getVehicleCountries',
  method: 'GET',
  path: `${base}/landen/iso/mobiliteit`,
  access: authenticated,
  response: z.array(isoCountrySchema),
});

export const getPhoneCountryCodes = defineCall({
  id: 'getPhoneCountryCodes',
  method: 'GET',
  path: `${base}/phone/countrycodes`,
  access: authenticated,
  response: z.array(phoneCountryCodeSchema),
});

/** Streets of one municipality from a text of street name, number, box and postcode. */
export const findLocations = defineCall({
  id: 'findLocations',
  method: 'GET',
  path: `${base}/locatie/:nisCode/:text`,
  access: authenticated,
  params: locationParams,
  response: z.array(streetSuggestionSchema),
});

/** Municipalities whose name (or one of whose postal names) starts a word with the text. */
export const findMunicipalities = defineCall({
  id: 'findMunicipalities',
  method: 'GET',
  path: `${base}/gemeente/:text`,
  access: authenticated,
  params: municipalityParams,
  response: z.array(municipalitySchema),
});

/** Streets of one postcode of one municipality. */
export const findStreets = defineCall({
  id: 'findStreets',
  method: 'GET',
  path: `${base}/gemeente/:nisCode/:postcode/straat/:text`,
  access: authenticated,
  params: streetParams,
  response: z.array(streetSuggestionSchema),
});

/** Address helper: the countries of the address form (Belgium is the default). */
export const getAddressCountries = defineCall({
  id: 'getAddressCountries',
  method: 'GET',
  path: `${base}/adres/landen`,
  access: authenticated,
  response: z.array(isoCountrySchema),
});

/** Address helper: town suggestions for `?q=` (a postcode, a name, or both). */
export const suggestTowns = defineCall({
  id: 'suggestTowns',
  method: 'GET',
  path: `${base}/adres/gemeenten`,
  access: authenticated,
  query: townSuggestionQuery,
  response: z.array(townSuggestionSchema),
});

/** Address helper: street suggestions for `?q=` within `postcode` and/or `nisCode`. */
export const suggestStreets = defineCall({
  id: 'suggestStreets',
  method: 'GET',
  path: `${base}/adres/straten`,
  access: authenticated,
  query: streetSuggestionQuery,
  response: z.array(streetSuggestionSchema),
});

/** Address helper: whole-address suggestions for a free text ('Veldstraat 1 Gent'). */
export const suggestAddresses = defineCall({
  id: 'suggestAddresses',
  method: 'GET',
  path: `${base}/adres/suggesties`,
  access: authenticated,
  query: addressSuggestionQuery,
  response: z.array(addressSuggestionSchema),
});

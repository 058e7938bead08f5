// The vehicle calls, shared by the portal's client and the reference backend: a Belgian vehicle by
// its plate (the DIV register) and a foreign one by its country and plate (the EU registers,
// asked through EUCARIS). Every lookup is a consultation of personal data (the holder), written
// to the legal log under subject kind Nrplaat before the answer leaves. A lookup may name a date
// (the date of the facts, as a municipal fine needs): the answer then names who held the plate on
// that date, next to the whole history of holders.
import { z } from 'zod';
import { codeSchema } from './code-lists';
import { referenceText } from './consultation';
import { anyOf, defineCall, type ConsultationSources } from './http';
import { vehiclePermissions } from './vehicle-permissions';

const base = '/sss/api/backend';

export { vehiclePermissions } from './vehicle-permissions';

export const belgianVehicleSources = ['DIV'] as const;
export const foreignVehicleSources = ['EUCARIS'] as const;

/** The sources' error answers. */
export const vehicleErrorCodes = {
  /** 'Geen voertuig gevonden voor deze nummerplaat'. */
  unknownPlate: 30002,
} as const;

const isoDate = z.iso.date();

/**
 * A plate as it is asked: upper case letters (German plates have umlauts) and digits, without the
 * dashes, spaces and dots it is written with. The portal normalises what was typed.
 */
export const platePattern = /^[A-Z0-9ÄÖÜ]{1,10}$/;
export const plateParam = z
  .string()
  .regex(platePattern, { error: 'must be 1 to 10 upper case letters and digits' });

/**
 * Where a foreign vehicle can be looked up (the list landen/iso/mobiliteit answers): the other EU
 * member states, which share their vehicle registers with Belgium under Directive (EU) 2015/413.
 */
// prettier-ignore
export const vehicleCountryCodes = [
  'AT', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE',
  'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/** A country of the vehicle-countries list: ISO 3166 alpha-2. */
export const vehicleCountryParam = z
  .string()
  .regex(/^[A-Z]{2}$/, { error: 'must be an ISO 3166 alpha-2 code' });

export const belgianVehicleQuery = z.object({
  nummerplaat: plateParam,
  /** The date of the facts: the answer names who held the plate then. Today when left out. */
  datum: isoDate.optional(),
  bron: z.enum(belgianVehicleSources).default('DIV'),
  reference: referenceText.optional(),
});

export const foreignVehicleQuery = z.object({
  land: vehicleCountryParam,
  nummerplaat1: plateParam,
  /** A second plate, for the registers that know a vehicle by two (a tractor and its trailer). */
  nummerplaat2: plateParam.optional(),
  datum: isoDate.optional(),
  bron: z.enum(foreignVehicleSources).default('EUCARIS'),
  reference: referenceText.optional(),
});

/** An address in the shape the portal's address formatting takes. */
const addressSchema = z.object({
  soort: z.enum(['binnenland', 'buitenland']),
  straat: z.string().nullable(),
  huisnummer: z.string().nullable(),
  busnummer: z.string().nullable(),
  postcode: z.string().nullable(),
  gemeente: z.object({ nisCode: z.string().nullable(), naam: z.string() }).nullable(),
  land: z.object({ isoCode: z.string(), naam: z.string() }),
  /** An address abroad as its lines are written (empty for a Belgian one). */
  lijnen: z.array(z.string()),
});

/** A Belgian holder: a person of the national register or an enterprise of the KBO. */
export const belgianHolderSchema = z.discriminatedUnion('soort', [
  z.object({
    soort: z.literal('persoon'),
    insz: z.string(),
    naam: z.string(),
    geboortejaar: z.number().int(),
  }),
  z.object({
    soort: z.literal('onderneming'),
    ondernemingsnummer: z.string(),
    naam: z.string(),
    /** The enterprise is a leasing company (the vehicle is driven by someone else). */
    leasemaatschappij: z.boolean(),
  }),
]);

/** A holder in a foreign register: no Belgian number, a name and an address abroad. */
export const foreignHolderSchema = z.discriminatedUnion('soort', [
  z.object({
    soort: z.literal('persoon'),
    naam: z.string(),
    geboortedatum: isoDate.nullable(),
  }),
  z.object({ soort: z.literal('onderneming'), naam: z.string() }),
]);

const holderPeriod = <Holder extends z.ZodType>(holder: Holder) =>
  z.object({
    houder: holder,
    /** The holder's address for the registration (main residence or registered seat). */
    adres: addressSchema,
    datumBegin: isoDate,
    /** Null while the holder still holds the plate. */
    datumEinde: isoDate.nullable(),
    transactie: codeSchema,
  });

const vehicleIdentity = z.object({
  /** 17 characters; its ninth is a check digit (ISO 3779, as in North America). */
  vin: z.string().length(17),
  merk: z.string(),
  handelsbenaming: z.string(),
  categorie: codeSchema,
  carrosserie: codeSchema.nullable(),
  kleur: codeSchema.nullable(),
  /** Null for a vehicle without an engine (a trailer). */
  brandstof: codeSchema.nullable(),
  datumEersteInschrijving: isoDate,
});

export const belgianVehicleSchema = z.object({
  nummerplaat: z.object({
    /** Without separators, as asked: '1ABC123'. */
    nummer: z.string(),
    type: codeSchema,
    status: codeSchema,
    datumInschrijving: isoDate,
    /** The date the registration was cancelled; null while it is registered. */
    datumSchrapping: isoDate.nullable(),
  }),
  voertuig: vehicleIdentity.extend({
    /** Cylinder capacity in cm³; null without a combustion engine. */
    cilinderinhoud: z.number().int().nullable(),
    /** Maximum net power in kW; null without an engine. */
    vermogenKw: z.number().int().nullable(),
    euronorm: z.string().nullable(),
    /** WLTP combined CO₂ in g/km; null when not measured. */
    co2: z.number().int().nullable(),
    zitplaatsen: z.number().int().nullable(),
    /** Technically permissible maximum mass in kg. */
    maximaleMassa: z.number().int(),
    /** The technical inspection is valid until this date; null when none is due yet. */
    keuringGeldigTot: isoDate.nullable(),
  }),
  /** The date the holder below is asked for: the asked date, or today. */
  situatieDatum: isoDate,
  /** Who held the plate on that date; null when no one did (before or after its life). */
  houder: holderPeriod(belgianHolderSchema).nullable(),
  /** Every holder period, the newest first. */
  houders: z.array(holderPeriod(belgianHolderSchema)),
});

export const foreignVehicleSchema = z.object({
  land: z.object({ isoCode: z.string(), naam: z.string() }),
  nummerplaat1: z.string(),
  nummerplaat2: z.string().nullable(),
  status: codeSchema,
  datumInschrijving: isoDate,
  datumSchrapping: isoDate.nullable(),
  voertuig: vehicleIdentity,
  situatieDatum: isoDate,
  houder: holderPeriod(foreignHolderSchema).nullable(),
  houders: z.array(holderPeriod(foreignHolderSchema)),
});

export type BelgianVehicle = z.infer<typeof belgianVehicleSchema>;
export type BelgianHolder = z.infer<typeof belgianHolderSchema>;
export type ForeignVehicle = z.infer<typeof foreignVehicleSchema>;
export type ForeignHolder = z.infer<typeof foreignHolderSchema>;
export type VehicleAddress = z.infer<typeof addressSchema>;

const belgianConsultationSources: ConsultationSources = {
  known: belgianVehicleSources,
  whenUnnamed: 'DIV',
};
const foreignConsultationSources: ConsultationSources = {
  known: foreignVehicleSources,
  whenUnnamed: 'EUCARIS',
};

/** A Belgian vehicle by its plate: 404 with 30002 when no vehicle has it. */
export const getBelgianVehicle = defineCall({
  id: 'geefBinnenlandsVoertuig',
  method: 'GET',
  path: `${base}/mobiliteit/voertuig/binnenland`,
  access: anyOf(vehiclePermissions.belgian),
  sources: belgianConsultationSources,
  query: belgianVehicleQuery,
  response: belgianVehicleSchema,
});

/** A foreign vehicle by its country and plate: 404 with 30002 when that register does not know it. */
export const getForeignVehicle = defineCall({
  id: 'geefBuitenlandsVoertuig',
  method: 'GET',
  path: `${base}/mobiliteit/voertuig/buitenland`,
  access: anyOf(vehiclePermissions.foreign),
  sources: foreignConsultationSources,
  query: foreignVehicleQuery,
  response: foreignVehicleSchema,
});

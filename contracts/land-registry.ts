// The land registry calls (kadaster), shared by the portal's client and the reference backend:
// parcel search (by capakey, or through municipality, cadastral division, section and plot), a
// parcel's and a partition's current ownership state, the ownership states an owner holds, the
// pickers and the code lists. A consultation of ownership (by parcel or by owner) answers with
// personal data: it names its sources and is written to the legal log before the answer leaves,
// under subject kind CapaKey (the capakey), Insz or KboNummer (the owner searched for).
//
// A capakey is written 12345A0678/00B000: the cadastral division (5 digits), the section (a
// letter), the radical (4 digits), '/', the bis number (2 digits), the exponent (a letter, or '_'
// for none) and the power (3 digits). A parcel may be divided into partitions (an apartment
// building's private parts), numbered P0000, P0001, …. In a URL path a partition is named by its
// partition id: the capakey with '/' written as '-', then '-' and the partition number:
// 12345A0678-00B000-P0000.
import { z } from 'zod';
import { codeSchema } from './code-lists';
import { referenceText } from './consultation';
import { enterpriseNumberParam } from './enterprise';
import { anyOf, defineCall, pageSchema, type ConsultationSources } from './http';
import { landRegistrySources } from './land-registry-codes';
import { landRegistryPermissions } from './land-registry-permissions';
import { inszParam } from './person';

export { landRegistryPermissions } from './land-registry-permissions';

const base = '/sss/api/backend/kadaster';

export { landRegistrySources } from './land-registry-codes';

/** The source's error answers. */
export const landRegistryErrorCodes = {
  /** Nothing found: no parcel, partition or owner for what was asked. */
  notFound: 30001,
} as const;

/** A parcel search or an owner search answers at most this many partitions; more are `afgekapt`. */
export const maximumPartitions = 100;

export const capakeyPattern = /^\d{5}[A-Z]\d{4}\/\d{2}[A-Z_]\d{3}$/;
export const partitionIdPattern = /^(\d{5}[A-Z]\d{4})-(\d{2}[A-Z_]\d{3})-(P\d{4})$/;
export const partitionPattern = /^P\d{4}$/;

export const capakeyParam = z
  .string()
  .regex(capakeyPattern, { error: 'must be a capakey such as 12345A0678/00B000' });
export const partitionIdParam = z
  .string()
  .regex(partitionIdPattern, { error: 'must be a partition id such as 12345A0678-00B000-P0000' });

export { partitionIdOf } from './land-registry-paths';

/** The capakey and partition number a partition id names; null for anything else. */
export function partitionOfId(id: string): { capakey: string; partition: string } | null {
  const match = partitionIdPattern.exec(id);
  if (!match) return null;
  return { capakey: `${match[1]}/${match[2]}`, partition: match[3] ?? '' };
}

/** A parcel number within its section, as the pickers list it: 0678/00B000. */
export const plotNumberPattern = /^\d{4}\/\d{2}[A-Z_]\d{3}$/;
const nisCode = z.string().regex(/^\d{5}$/, { error: 'must be a NIS code of 5 digits' });
const divisionCode = z
  .string()
  .regex(/^\d{5}$/, { error: 'must be a cadastral division code of 5 digits' });
const sectionCode = z.string().regex(/^[A-Z]$/, { error: 'must be a section letter' });
const isoDate = z.iso.date();

const consultationQuery = {
  bron: z.enum(landRegistrySources).default('AAPD'),
  reference: referenceText.optional(),
};

/**
 * A parcel search: a capakey, or a municipality with, from left to right, its cadastral division,
 * a section of it and a plot number (the radical, or the whole number 0678/00B000). Whatever is
 * given narrows the search: a capakey with a municipality it is not in finds nothing.
 */
export const parcelSearchQuery = z
  .object({
    capakey: capakeyParam.optional(),
    gemeente: nisCode.optional(),
    afdeling: divisionCode.optional(),
    sectie: sectionCode.optional(),
    perceelnummer: z
      .string()
      .regex(/^\d{1,4}(\/\d{2}[A-Z_]\d{3})?$/, {
        error: 'must be a radical (up to 4 digits) or a plot number such as 0678/00B000',
      })
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.capakey === undefined && query.gemeente === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['gemeente'],
        message: 'a capakey or a municipality is needed',
      });
    }
    if (query.sectie !== undefined && query.afdeling === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['afdeling'],
        message: 'a section needs its division',
      });
    }
    if (query.perceelnummer !== undefined && query.sectie === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['sectie'],
        message: 'a plot number needs its section',
      });
    }
  });

export const ownershipStateQuery = z.object({ capakey: capakeyParam, ...consultationQuery });
export const ownershipStateDetailQuery = z.object({
  perceelPartitieId: partitionIdParam,
  ...consultationQuery,
});

/** An owner search: a person's national number or an enterprise's number, exactly one. */
export const ownerSearchQuery = z
  .object({
    insz: inszParam.optional(),
    ondernemingsnummer: enterpriseNumberParam.optional(),
    ...consultationQuery,
  })
  .refine((query) => (query.insz === undefined) !== (query.ondernemingsnummer === undefined), {
    path: ['insz'],
    message: 'a national number or an enterprise number, exactly one',
  });

const placeSchema = z.object({ nisCode: z.string(), naam: z.string() });
const divisionSchema = z.object({ code: z.string(), naam: z.string() });

/** A partition as a search lists it. */
export const partitionRowSchema = z.object({
  /** The partition id: 12345A0678-00B000-P0000. */
  id: z.string(),
  /** 12345A0678/00B000. */
  capakey: z.string(),
  /** P0000 for the parcel itself, P0001… for the parts of a divided one. */
  partitie: z.string(),
  gemeente: placeSchema,
  afdeling: divisionSchema,
  sectie: z.string(),
  /** 0678/00B000. */
  perceelnummer: z.string(),
  aard: codeSchema,
  /** The surface in m² (of the parcel; a private part's own share of the building). */
  oppervlakte: z.number().int(),
  /** The building's address (street, number, postcode and municipality); null for land. */
  adres: z.string().nullable(),
});

export const buildingSchema = z.object({
  adres: z.string(),
  constructie: z.object({
    indicatie: codeSchema,
    kwaliteit: codeSchema,
    type: codeSchema,
    /** The year it was built. */
    jaar: z.number().int(),
  }),
  /** The building's unique reference in the patrimonial register (PUR): AB12.CD34.EF. */
  pur: z.object({ aard: codeSchema, nummer: z.string() }),
  bebouwdeOppervlakte: z.number().int(),
  aantalVerdiepingen: z.number().int(),
  aantalRuimtes: z.number().int(),
  aantalBadkamers: z.number().int(),
  aantalGarages: z.number().int(),
  centraleVerwarming: z.boolean(),
});

export const parcelSchema = partitionRowSchema.extend({
  grondnummer: z.string(),
  bisnummer: z.string(),
  exponent: z.string(),
  macht: z.string(),
  kadastraalInkomen: z.object({
    /** Whole euros. */
    bedrag: z.number().int(),
    lettercode: codeSchema,
    cijfercode: codeSchema,
  }),
  /** Belgian Lambert 72, in metres. */
  coordinaat: z.object({ x: z.number().int(), y: z.number().int() }),
  gebouwen: z.array(buildingSchema),
});

/** A party of an ownership state: a person of the national register or an enterprise of the KBO. */
export const partySchema = z.discriminatedUnion('soort', [
  z.object({
    partijId: z.string(),
    soort: z.literal('persoon'),
    insz: z.string(),
    naam: z.string(),
    geboortedatum: isoDate,
  }),
  z.object({
    partijId: z.string(),
    soort: z.literal('onderneming'),
    ondernemingsnummer: z.string(),
    naam: z.string(),
  }),
]);

export const shareSchema = z.object({
  teller: z.number().int().min(1),
  noemer: z.number().int().min(1),
});
export type Share = z.infer<typeof shareSchema>;

export const rightSchema = z.object({
  partijId: z.string(),
  /** VE, BE, VG, ERFP, … (rightTypes). */
  recht: codeSchema,
  aandeel: shareSchema,
  /** As the source writes it: '-1/2-'. */
  omschrijving: z.string(),
  lijstType: codeSchema,
  /** The holder lives on the property. */
  woontOpEigendom: z.boolean(),
});

export const ownershipStateSchema = z.object({
  eigendomId: z.string(),
  /** The article the state is registered under, and the one before it. */
  artikel: z.string(),
  voorgaandArtikel: z.string().nullable(),
  begin: isoDate,
  jaarBegin: z.number().int(),
  /** The registration's version: yyyy-MM-dd HH:mm:ss. */
  versieBegin: z.string(),
  inschrijvingType: codeSchema,
  partijen: z.array(partySchema),
  rechten: z.array(rightSchema),
  /**
   * The shares of the ownership and of the enjoyment each add up to one. False: the source's
   * answer about the owners' rights is incomplete, and the portal says so.
   */
  volledig: z.boolean(),
});

/** A partition and its current ownership state; null when none is registered (public domain). */
export const partitionStateSchema = z.object({
  perceel: partitionRowSchema,
  eigendomstoestand: ownershipStateSchema.nullable(),
});

export const parcelStatesSchema = z.object({
  capakey: z.string(),
  partities: z.array(partitionStateSchema),
});

export const partitionDetailSchema = z.object({
  perceel: parcelSchema,
  eigendomstoestand: ownershipStateSchema.nullable(),
});

export const ownerStatesSchema = pageSchema(partitionStateSchema).extend({
  eigenaar: partySchema,
});

export type PartitionRow = z.infer<typeof partitionRowSchema>;
export type Parcel = z.infer<typeof parcelSchema>;
export type Building = z.infer<typeof buildingSchema>;
export type Party = z.infer<typeof partySchema>;
export type Right = z.infer<typeof rightSchema>;
export type OwnershipState = z.infer<typeof ownershipStateSchema>;
export type PartitionState = z.infer<typeof partitionStateSchema>;
export type ParcelStates = z.infer<typeof parcelStatesSchema>;
export type PartitionDetail = z.infer<typeof partitionDetailSchema>;
export type OwnerStates = z.infer<typeof ownerStatesSchema>;

/** Whether the shares of a list add up to exactly one. */
function addUpToOne(shares: readonly Share[]): boolean {
  let numerator = 0n;
  let denominator = 1n;
  for (const share of shares) {
    numerator = numerator * BigInt(share.noemer) + BigInt(share.teller) * denominator;
    denominator *= BigInt(share.noemer);
  }
  return shares.length > 0 && numerator === denominator;
}

/**
 * Whether a state's rights are complete: the shares of the ownership (VE, BE, GRE) add up to one,
 * and so do those of the enjoyment (VE, VG, ERFP, OPST).
 */
export function rightsComplete(
  rights: readonly { right: string; share: Share }[],
  kinds: Readonly<Record<string, { ownership: boolean; enjoyment: boolean }>>,
): boolean {
  const ownership = rights.filter((right) => kinds[right.right]?.ownership);
  const enjoyment = rights.filter((right) => kinds[right.right]?.enjoyment);
  return (
    addUpToOne(ownership.map((right) => right.share)) &&
    addUpToOne(enjoyment.map((right) => right.share))
  );
}

const consultationSources: ConsultationSources = {
  known: landRegistrySources,
  whenUnnamed: 'AAPD',
};

/**
 * Parcels by capakey or by place: their partitions, the first 100 (`afgekapt` beyond). 404 with
 * 30001 when no parcel fits.
 */
export const searchParcels = defineCall({
  id: 'zoekPerceel',
  method: 'GET',
  path: `${base}/zoekperceel`,
  access: anyOf(landRegistryPermissions.parcels),
  query: parcelSearchQuery,
  response: pageSchema(partitionRowSchema),
});

/** A parcel's partitions, each with its current ownership state. 404 with 30001 for an unknown capakey. */
export const getOwnershipState = defineCall({
  id: 'geefEigendomstoestand',
  method: 'GET',
  path: `${base}/geefEigendomstoestand`,
  access: anyOf(landRegistryPermissions.ownershipStates),
  sources: consultationSources,
  query: ownershipStateQuery,
  response: parcelStatesSchema,
});

/** One partition's parcel data (nature, income, surface, buildings) and its current ownership state. */
export const getOwnershipStateDetail = defineCall({
  id: 'geefEigendomstoestandDetail',
  method: 'GET',
  path: `${base}/geefEigendomstoestandDetail`,
  access: anyOf(landRegistryPermissions.partition),
  sources: consultationSources,
  query: ownershipStateDetailQuery,
  response: partitionDetailSchema,
});

/**
 * The current ownership states an owner holds a right in, the first 100. An owner who holds none
 * answers an empty list; a number neither register knows answers 404 with 30001.
 */
export const searchOwnershipStates = defineCall({
  id: 'zoekEigendomstoestand',
  method: 'GET',
  path: `${base}/zoekEigendomstoestand`,
  access: anyOf(landRegistryPermissions.ownerSearch),
  sources: consultationSources,
  query: ownerSearchQuery,
  response: ownerStatesSchema,
});

const codeList = (id: string, path: string) =>
  defineCall({
    id,
    method: 'GET',
    path: `${base}/${path}`,
    access: anyOf(landRegistryPermissions.any),
    response: z.array(codeSchema),
  });

/** The Flemish provinces (code: NIS code). */
export const getProvinces = codeList('GeefProvincies', 'GeefProvincies');
/** The municipalities of a province (code: NIS code). */
export const getProvinceMunicipalities = defineCall({
  id: 'GeefGemeentes',
  method: 'GET',
  path: `${base}/GeefGemeentes`,
  access: anyOf(landRegistryPermissions.any),
  query: z.object({ provincieNIS: nisCode }),
  response: z.array(codeSchema),
});
export const getRegistrationTypes = codeList('GeefInschrijvingTypes', 'GeefInschrijvingTypes');
export const getCadastralNatures = codeList('GeefKadastraleAarden', 'GeefKadastraleAarden');
export const getConstructionIndications = codeList('GeefGebouwIndicaties', 'GeefGebouwIndicaties');
/** The construction periods, each with its first and last year (null: open). */
export const getConstructionPeriods = defineCall({
  id: 'GeefBouwJaren',
  method: 'GET',
  path: `${base}/GeefBouwJaren`,
  access: anyOf(landRegistryPermissions.any),
  response: z.array(
    codeSchema.extend({ van: z.number().int().nullable(), tot: z.number().int().nullable() }),
  ),
});
export const getConstructionTypes = codeList('GeefBouwTypes', 'GeefBouwTypes');
export const getConstructionQualities = codeList('GeefGebouwKwaliteiten', 'GeefGebouwKwaliteiten');
/** The kinds of property a cadastral income is levied on (its digit code). */
export const getCadastralNatureCodes = codeList(
  'GeefKadastraleAardCodes',
  'GeefKadastraleAardCodes',
);
/** The offices of legal security (a fiche 60's office number). */
export const getRegistrationOffices = codeList('GeefLocoNummers', 'GeefLocoNummers');
export const getSalesTypes = codeList('GeefVerkoopprijzenTypes', 'GeefVerkoopprijzenTypes');

/** The municipalities the cadastre covers: the first list of the parcel pickers. */
export const getCadastreMunicipalities = defineCall({
  id: 'getMunicipalities',
  method: 'GET',
  path: `${base}/getMunicipalities`,
  access: anyOf(landRegistryPermissions.parcels),
  response: z.array(placeSchema),
});

/** A municipality's cadastral divisions ('GENT 1 AFD'). */
export const getDepartments = defineCall({
  id: 'getDepartments',
  method: 'GET',
  path: `${base}/getDepartments`,
  access: anyOf(landRegistryPermissions.parcels),
  query: z.object({ gemeente: nisCode }),
  response: z.array(divisionSchema),
});

/** A division's sections. */
export const getSections = defineCall({
  id: 'getSections',
  method: 'GET',
  path: `${base}/getSections`,
  access: anyOf(landRegistryPermissions.parcels),
  query: z.object({ afdeling: divisionCode }),
  response: z.array(z.object({ sectie: z.string() })),
});

/** A section's parcels: their plot number (0678/00B000) and capakey. */
export const getPlots = defineCall({
  id: 'getPlots',
  method: 'GET',
  path: `${base}/getPlots`,
  access: anyOf(landRegistryPermissions.parcels),
  query: z.object({ afdeling: divisionCode, sectie: sectionCode }),
  response: z.array(z.object({ perceelnummer: z.string(), capakey: z.string() })),
});

/** A partition's ids asked at once: at least one, at most the maximum a search lists. */
const partitionIdsRequest = z.object({
  perceelPartitieIds: z
    .array(partitionIdParam)
    .min(1, { error: 'at least one partition id' })
    .max(maximumPartitions, { error: `at most ${maximumPartitions} partition ids` }),
  ...consultationQuery,
});

export const ownershipStateDetailsRequest = partitionIdsRequest;
export type OwnershipStateDetailsRequest = z.input<typeof ownershipStateDetailsRequest>;

export const partitionDetailsSchema = z.object({
  partities: z.array(partitionDetailSchema),
  /** The ids asked for that name no partition. */
  nietGevonden: z.array(z.string()),
});
export type PartitionDetails = z.infer<typeof partitionDetailsSchema>;

/**
 * Several partitions' parcel data and current ownership state at once: the same consultation as
 * the GET one, written to the legal log once per capakey asked. 404 with 30001 when none is found.
 */
export const getOwnershipStateDetails = defineCall({
  id: 'geefEigendomstoestandDetailPost',
  method: 'POST',
  path: `${base}/geefEigendomstoestandDetail`,
  access: anyOf(landRegistryPermissions.partition),
  sources: consultationSources,
  request: ownershipStateDetailsRequest,
  response: partitionDetailsSchema,
});

export const ownersDownloadRequest = partitionIdsRequest;
export type OwnersDownloadRequest = z.input<typeof ownersDownloadRequest>;

/**
 * The owners of the partitions asked for as a workbook (xlsx): per partition and right its
 * capakey, partition, nature, the owner's name and number, the right and the share. An ownership
 * consultation, written to the legal log once per capakey before the file leaves. 404 with 30001
 * when no partition asked for exists.
 */
export const downloadOwnershipStates = defineCall({
  id: 'downloadEigendomstoestand',
  method: 'POST',
  path: `${base}/downloadEigendomstoestand`,
  access: anyOf(landRegistryPermissions.ownershipStates),
  sources: consultationSources,
  answersFile: true,
  request: ownersDownloadRequest,
  response: undefined,
});

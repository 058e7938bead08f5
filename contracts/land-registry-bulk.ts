// The land registry's bulk calls (kadaster), on the bulk pipeline (contracts/bulk.ts, ADR 014):
// an ownership file (one capakey, national number or enterprise number a line: the current
// ownership states of that parcel or that owner) and a parcel file search (one parcel search a
// line: a capakey, or a municipality with its division, section and plot number). Each file is
// validated and stored, sent as a durable job, followed through the source's shared progress call
// (`jobs/progress/:id?jobType`) and its result downloaded as a workbook.
//
// The source's upload calls (`eigendomstoestand/bulk`, `zoekperceel/bulk`) take the file in a
// multipart body: ours take the sheet the portal read from it, and answer the stored file with its
// findings (the pipeline's validate step). Sending, reading a stored file, its error file and the
// job overview are ours, in the same style. Every line of an ownership job is a consultation of
// personal data, written to the legal log under CapaKey, Insz or KboNummer as the single calls
// write it; a parcel search line answers parcel data only (no owners), as the single search, and
// is not a consultation.
import { z } from 'zod';
import {
  bulkFileParams,
  bulkFileSchema,
  bulkJobOverviewSchema,
  bulkJobParams,
  bulkJobProgressSchema,
  bulkResultQuery,
  bulkSheetRequest,
} from './bulk';
import { enterpriseNumberParam, isEnterpriseNumber } from './enterprise';
import { anyOf, defineCall } from './http';
import { capakeyParam, parcelSearchQuery } from './land-registry';
import { landRegistryPermissions } from './land-registry-permissions';
import type { Permission } from './permissions';
import { hasInszCheckDigits, inszParam } from './person';

const base = '/sss/api/backend/kadaster';

/** The jobs of the source's shared progress call, by its `jobType`. */
export const landRegistryJobTypes = ['eigendomstoestand', 'zoekperceel'] as const;
export type LandRegistryJobType = (typeof landRegistryJobTypes)[number];

export const landRegistryJobTypeQuery = z.object({ jobType: z.enum(landRegistryJobTypes) });

/** The permissions of each bulk: an ownership line needs the one of its single call. */
export const landRegistryBulkPermissions = {
  /** A file of capakeys needs the ownership states; a file of owners, the owner search. */
  ownership: [...landRegistryPermissions.ownershipStates, ...landRegistryPermissions.ownerSearch],
  parcels: landRegistryPermissions.parcels,
  /** Following a job of either kind. */
  any: [
    ...landRegistryPermissions.ownershipStates,
    ...landRegistryPermissions.ownerSearch,
    ...landRegistryPermissions.parcels,
  ],
} as const satisfies Record<string, readonly Permission[]>;

/** One line of an ownership file: a parcel (its capakey) or an owner (a person or an enterprise). */
export const ownershipBulkItem = z.union([
  z.object({ capakey: capakeyParam }).strict(),
  z
    .object({
      insz: inszParam.refine(hasInszCheckDigits, { error: 'check digits do not match' }),
    })
    .strict(),
  z
    .object({
      ondernemingsnummer: enterpriseNumberParam.refine(isEnterpriseNumber, {
        error: 'check digits do not match',
      }),
    })
    .strict(),
]);
export type OwnershipBulkItem = z.output<typeof ownershipBulkItem>;

/** The permission an ownership line is consulted under: its single call's. */
export function ownershipItemPermissions(item: OwnershipBulkItem): readonly Permission[] {
  return 'capakey' in item
    ? landRegistryPermissions.ownershipStates
    : landRegistryPermissions.ownerSearch;
}

/** One line of a parcel file search: the single search's fields, narrowing it together. */
export const parcelBulkItem = parcelSearchQuery;
export type ParcelBulkItem = z.output<typeof parcelBulkItem>;

/**
 * The columns of the two sheets, by id, titled in both languages: the portal's templates, its
 * reader and the backend's findings on a line all name them alike.
 */
export const ownershipSheetColumnTitles = {
  sleutel: { nl: 'Capakey of eigenaar', en: 'Capakey or owner' },
} as const satisfies Record<string, { nl: string; en: string }>;

export const parcelSheetColumnTitles = {
  capakey: { nl: 'Capakey', en: 'Capakey' },
  gemeente: { nl: 'Gemeente (NIS-code)', en: 'Municipality (NIS code)' },
  afdeling: { nl: 'Afdeling', en: 'Division' },
  sectie: { nl: 'Sectie', en: 'Section' },
  perceelnummer: { nl: 'Perceelnummer', en: 'Plot number' },
} as const satisfies Record<string, { nl: string; en: string }>;

export type ParcelSheetColumn = keyof typeof parcelSheetColumnTitles;

/** The column of a field of a parcel line (a `ParcelBulkItem` path). */
export function parcelSheetColumnOf(path: readonly PropertyKey[]): ParcelSheetColumn | null {
  const [field] = path;
  return typeof field === 'string' && field in parcelSheetColumnTitles
    ? (field as ParcelSheetColumn)
    : null;
}

const ownershipBase = `${base}/eigendomstoestand/bulk`;
const parcelBase = `${base}/zoekperceel/bulk`;

// The ownership file.

export const validateOwnershipSheet = defineCall({
  id: 'eigendomstoestandBulk',
  method: 'POST',
  path: ownershipBase,
  access: anyOf(landRegistryBulkPermissions.ownership),
  request: bulkSheetRequest,
  response: bulkFileSchema,
});

export const getOwnershipSheet = defineCall({
  id: 'eigendomstoestandBulkFile',
  method: 'GET',
  path: `${ownershipBase}/:id/validatie`,
  access: anyOf(landRegistryBulkPermissions.ownership),
  params: bulkFileParams,
  response: bulkFileSchema,
});

/** The error file of a stored ownership file: the workbook with a column of each line's findings. */
export const downloadOwnershipSheetFindings = defineCall({
  id: 'eigendomstoestandBulkValidationDownload',
  method: 'GET',
  path: `${ownershipBase}/:id/validatie/download`,
  access: anyOf(landRegistryBulkPermissions.ownership),
  answersFile: true,
  params: bulkFileParams,
  response: undefined,
});

/** Sends a validated ownership file as a job; sent twice, the job it has. */
export const sendOwnershipSheet = defineCall({
  id: 'eigendomstoestandBulkSend',
  method: 'POST',
  path: `${ownershipBase}/:id/verzenden`,
  access: anyOf(landRegistryBulkPermissions.ownership),
  params: bulkFileParams,
  response: bulkJobProgressSchema,
});

/** An ownership job's result, a workbook: the owners each line found; `count` keeps the first lines. */
export const downloadOwnershipJobResult = defineCall({
  id: 'eigendomstoestandBulkDownload',
  method: 'GET',
  path: `${ownershipBase}/:id/download`,
  access: anyOf(landRegistryBulkPermissions.ownership),
  answersFile: true,
  params: bulkJobParams,
  query: bulkResultQuery,
  response: undefined,
});

export const getOwnershipJobs = defineCall({
  id: 'eigendomstoestandBulkOverview',
  method: 'GET',
  path: `${ownershipBase}/job/overview`,
  access: anyOf(landRegistryBulkPermissions.ownership),
  response: bulkJobOverviewSchema,
});

// The parcel file search.

export const validateParcelSheet = defineCall({
  id: 'zoekPerceelBulk',
  method: 'POST',
  path: parcelBase,
  access: anyOf(landRegistryBulkPermissions.parcels),
  request: bulkSheetRequest,
  response: bulkFileSchema,
});

export const getParcelSheet = defineCall({
  id: 'zoekPerceelBulkFile',
  method: 'GET',
  path: `${parcelBase}/:id/validatie`,
  access: anyOf(landRegistryBulkPermissions.parcels),
  params: bulkFileParams,
  response: bulkFileSchema,
});

export const downloadParcelSheetFindings = defineCall({
  id: 'zoekPerceelBulkValidationDownload',
  method: 'GET',
  path: `${parcelBase}/:id/validatie/download`,
  access: anyOf(landRegistryBulkPermissions.parcels),
  answersFile: true,
  params: bulkFileParams,
  response: undefined,
});

export const sendParcelSheet = defineCall({
  id: 'zoekPerceelBulkSend',
  method: 'POST',
  path: `${parcelBase}/:id/verzenden`,
  access: anyOf(landRegistryBulkPermissions.parcels),
  params: bulkFileParams,
  response: bulkJobProgressSchema,
});

/** A parcel search job's result, a workbook: the partitions each line found. */
export const downloadParcelJobResult = defineCall({
  id: 'zoekPerceelBulkResultaat',
  method: 'GET',
  path: `${parcelBase}/resultaat/:id`,
  access: anyOf(landRegistryBulkPermissions.parcels),
  answersFile: true,
  params: bulkJobParams,
  response: undefined,
});

export const getParcelJobs = defineCall({
  id: 'zoekPerceelBulkOverview',
  method: 'GET',
  path: `${parcelBase}/job/overview`,
  access: anyOf(landRegistryBulkPermissions.parcels),
  response: bulkJobOverviewSchema,
});

/** A job's progress, either kind: `jobType` names it (an id of the other kind is not found). */
export const getLandRegistryJob = defineCall({
  id: 'kadasterJobsProgress',
  method: 'GET',
  path: `${base}/jobs/progress/:id`,
  access: anyOf(landRegistryBulkPermissions.any),
  params: bulkJobParams,
  query: landRegistryJobTypeQuery,
  response: bulkJobProgressSchema,
});

// The land registry bulk screens' backend calls: the generic bulk flows
// (app/consultation/bulk-screens.server.ts) bound to each mode's calls and sheet (an ownership file, a
// parcel file search; both follow their jobs through the source's shared progress call with
// their `jobType`), and which modes the active role may use: a mode needs its feature toggle and
// one of its permissions. Every line of an ownership file is a consultation, logged under the
// file's 'Uw referentie'.
import { data } from '@remix-run/node';
import { consultationOptions, grantsFor } from '@contracts/consultation';
import {
  downloadOwnershipJobResult,
  downloadOwnershipSheetFindings,
  downloadParcelJobResult,
  downloadParcelSheetFindings,
  getLandRegistryJob,
  getOwnershipJobs,
  getOwnershipSheet,
  getParcelJobs,
  getParcelSheet,
  sendOwnershipSheet,
  sendParcelSheet,
  validateOwnershipSheet,
  validateParcelSheet,
} from '@contracts/land-registry-bulk';
import type { Role } from '@contracts/session';
import { features } from '~/config/features';
import {
  bulkUploadAction,
  readBulkJob,
  readBulkScreen,
  type BulkCalls,
} from '~/consultation/bulk-screens.server';
import { rememberedReference } from '~/consultation/subject-lookup.server';
import { requestLocale } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import type { BulkSheetSpec } from '~/lib/bulk/columns';
import type { RequestArgs } from '~/load-context';
import { href } from '~/routing/href';
import { ownershipBulkSheet, parcelBulkSheet } from './columns';
import {
  isLandRegistryBulkMode,
  jobTypeOfMode,
  landRegistryBulkModes,
  landRegistryBulkNames,
  type LandRegistryBulkMode,
} from './links';

/** Each mode's calls, sheet, toggle and template name. */
export const landRegistryBulkModeSpecs: Readonly<
  Record<
    LandRegistryBulkMode,
    {
      calls: BulkCalls;
      // The sheet's item type is the backend's to check again: the screens only pass it on.
      sheet: BulkSheetSpec<unknown, string>;
      enabled: boolean;
      templateFileName: Readonly<Record<Locale, string>>;
    }
  >
> = {
  eigendom: {
    calls: {
      validate: validateOwnershipSheet,
      file: getOwnershipSheet,
      findingsDownload: downloadOwnershipSheetFindings,
      send: sendOwnershipSheet,
      progress: getLandRegistryJob,
      jobType: jobTypeOfMode.eigendom,
      resultDownload: downloadOwnershipJobResult,
      overview: getOwnershipJobs,
    },
    sheet: ownershipBulkSheet as BulkSheetSpec<unknown, string>,
    enabled: features.landRegistryBulkOwnership,
    templateFileName: {
      nl: 'sjabloon-eigendomstoestanden.xlsx',
      en: 'template-ownership-states.xlsx',
    },
  },
  perceel: {
    calls: {
      validate: validateParcelSheet,
      file: getParcelSheet,
      findingsDownload: downloadParcelSheetFindings,
      send: sendParcelSheet,
      progress: getLandRegistryJob,
      jobType: jobTypeOfMode.perceel,
      resultDownload: downloadParcelJobResult,
      overview: getParcelJobs,
    },
    sheet: parcelBulkSheet as BulkSheetSpec<unknown, string>,
    enabled: features.landRegistryParcelFileSearch,
    templateFileName: { nl: 'sjabloon-percelen-zoeken.xlsx', en: 'template-parcel-search.xlsx' },
  },
};

/** The modes the role may use: toggle on and one of the mode's permissions held, in tab order. */
export function landRegistryBulkModesOf(role: Role | null): LandRegistryBulkMode[] {
  return landRegistryBulkModes.filter((mode) => {
    const spec = landRegistryBulkModeSpecs[mode];
    return spec.enabled && grantsFor(role, spec.calls.send).length > 0;
  });
}

/** The mode a request asks (`?soort=`) when the role may use it, else null. */
export function askedMode(request: Request, role: Role | null): LandRegistryBulkMode | null {
  const asked = new URL(request.url).searchParams.get(landRegistryBulkNames.mode);
  return isLandRegistryBulkMode(asked) && landRegistryBulkModesOf(role).includes(asked)
    ? asked
    : null;
}

/** Whether the files of a mode need 'Uw referentie' (an ownership line is a consultation). */
function referenceRequired(mode: LandRegistryBulkMode, role: Role | null): boolean {
  return mode === 'eigendom' && consultationOptions(role, sendOwnershipSheet).referenceRequired;
}

/** The upload screen of a mode, with a stored file or a job of the user's. */
function uploadScreen(locale: Locale, mode: LandRegistryBulkMode, query = {}): string {
  return href('landRegistryBulk', {}, locale, { [landRegistryBulkNames.mode]: mode, ...query });
}

/**
 * The upload screen: the mode's tab (the asked one, else the role's first), its upload form and
 * the user's earlier jobs of that mode; with `?bestand=<id>` the stored file's validation instead
 * of the form (404 when the file is not the user's).
 */
export async function landRegistryBulkScreen(args: RequestArgs, role: Role | null) {
  const modes = landRegistryBulkModesOf(role);
  const mode = askedMode(args.request, role) ?? modes[0] ?? 'eigendom';
  const { calls, sheet } = landRegistryBulkModeSpecs[mode];
  const { jobs, file, fileNotFound, keyColumns } = await readBulkScreen(args, calls, sheet, {
    file: landRegistryBulkNames.file,
  });
  return data(
    {
      mode,
      modes,
      referenceRequired: referenceRequired(mode, role),
      reference: rememberedReference(args.context, args.request),
      jobs,
      file,
      fileNotFound,
      keyColumns,
      activeRole: role,
    },
    { status: fileNotFound ? 404 : 200 },
  );
}

/**
 * A post of the upload screen, for the mode in its URL. An upload (multipart): refused with its
 * errors on the form (sent nowhere), or validated and stored, then shown (`?bestand=<id>`). A send
 * (intent=send): the file's job, shown on the result screen.
 */
export async function landRegistryBulkAction(args: RequestArgs, role: Role | null) {
  const locale = requestLocale(args.request);
  const mode = askedMode(args.request, role) ?? landRegistryBulkModesOf(role)[0] ?? 'eigendom';
  const { calls, sheet } = landRegistryBulkModeSpecs[mode];
  return bulkUploadAction(args, calls, sheet, {
    locale,
    referenceRequired: referenceRequired(mode, role),
    fileField: landRegistryBulkNames.file,
    fileScreen: (fileId) => uploadScreen(locale, mode, { [landRegistryBulkNames.file]: fileId }),
    sent: (jobId) =>
      href('landRegistryBulkResult', { jobId }, locale, { [landRegistryBulkNames.mode]: mode }),
  });
}

/**
 * A job of the user's with its mode: the asked mode's first, then the role's other modes (a job
 * of another kind is not found under a mode). Null when it is none of them.
 */
export async function findLandRegistryJob(args: RequestArgs, role: Role | null, jobId: string) {
  const asked = askedMode(args.request, role);
  const modes = landRegistryBulkModesOf(role);
  const order = asked ? [asked, ...modes.filter((mode) => mode !== asked)] : modes;
  for (const mode of order) {
    const job = await readBulkJob(args, landRegistryBulkModeSpecs[mode].calls, jobId);
    if (job) return { mode, job };
  }
  return null;
}

/** The result screen: the job's progress (404 when it is not the user's). */
export async function landRegistryBulkResultScreen(
  args: RequestArgs & { params: { jobId?: string } },
  role: Role | null,
) {
  const found = await findLandRegistryJob(args, role, args.params.jobId ?? '');
  return data(
    {
      mode: found?.mode ?? askedMode(args.request, role) ?? landRegistryBulkModesOf(role)[0],
      job: found?.job ?? null,
      activeRole: role,
    },
    { status: found ? 200 : 404 },
  );
}

// Where the land registry bulk screens' files and polls are asked (the endpoints
// landRegistryBulkFile and landRegistryBulkJob), the names of their query and form fields, and the
// two modes of the upload screen: shared by the screens and the endpoints.
import type { LandRegistryJobType } from '@contracts/land-registry-bulk';
import type { Locale } from '~/i18n/locale';
import { bulkLinks, bulkNames } from '~/ui/bulk/bulk-links';

export const landRegistryBulkNames = {
  /** The upload screen's mode (`?soort=eigendom|perceel`). */
  mode: 'soort',
  ...bulkNames,
} as const;

/** The upload screen's modes, as its tabs: an ownership file, a parcel file search. */
export const landRegistryBulkModes = ['eigendom', 'perceel'] as const;
export type LandRegistryBulkMode = (typeof landRegistryBulkModes)[number];

export function isLandRegistryBulkMode(value: unknown): value is LandRegistryBulkMode {
  return typeof value === 'string' && (landRegistryBulkModes as readonly string[]).includes(value);
}

/** The backend's job type of each mode. */
export const jobTypeOfMode: Readonly<Record<LandRegistryBulkMode, LandRegistryJobType>> = {
  eigendom: 'eigendomstoestand',
  perceel: 'zoekperceel',
};

/** A mode's links: each carries the mode first. */
function linksOf(mode: LandRegistryBulkMode) {
  return bulkLinks(
    { file: 'landRegistryBulkFile', job: 'landRegistryBulkJob' },
    { [landRegistryBulkNames.mode]: mode },
  );
}

export const landRegistryBulkLinks = {
  template: (mode: LandRegistryBulkMode, locale: Locale) => linksOf(mode).template(locale),
  findings: (mode: LandRegistryBulkMode, fileId: string, locale: Locale) =>
    linksOf(mode).findings(fileId, locale),
  poll: (mode: LandRegistryBulkMode, jobId: string, poll: number) =>
    linksOf(mode).poll(jobId, poll),
  result: (mode: LandRegistryBulkMode, jobId: string, locale: Locale) =>
    linksOf(mode).result(jobId, locale),
};

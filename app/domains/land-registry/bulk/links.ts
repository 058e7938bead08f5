// Where the land registry bulk screens' files and polls are asked (the endpoints
// landRegistryBulkFile and landRegistryBulkJob), the names of their query and form fields, and the
// two modes of the upload screen: shared by the screens and the endpoints.
import type { LandRegistryJobType } from '@contracts/land-registry-bulk';
import { endpointHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';

export const landRegistryBulkNames = {
  /** The upload screen's mode (`?soort=eigendom|perceel`). */
  mode: 'soort',
  /** The upload screen's stored file (`?bestand=<id>`), and the send form's field. */
  file: 'bestand',
  template: 'sjabloon',
  job: 'opdracht',
  poll: 'poll',
  download: 'download',
  result: 'resultaat',
  language: 'taal',
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

export const landRegistryBulkLinks = {
  template: (mode: LandRegistryBulkMode, locale: Locale) =>
    endpointHref('landRegistryBulkFile', {
      [landRegistryBulkNames.mode]: mode,
      [landRegistryBulkNames.template]: '1',
      [landRegistryBulkNames.language]: locale,
    }),
  findings: (mode: LandRegistryBulkMode, fileId: string, locale: Locale) =>
    endpointHref('landRegistryBulkFile', {
      [landRegistryBulkNames.mode]: mode,
      [landRegistryBulkNames.file]: fileId,
      [landRegistryBulkNames.language]: locale,
    }),
  poll: (mode: LandRegistryBulkMode, jobId: string, poll: number) =>
    endpointHref('landRegistryBulkJob', {
      [landRegistryBulkNames.mode]: mode,
      [landRegistryBulkNames.job]: jobId,
      [landRegistryBulkNames.poll]: String(poll),
    }),
  result: (mode: LandRegistryBulkMode, jobId: string, locale: Locale) =>
    endpointHref('landRegistryBulkJob', {
      [landRegistryBulkNames.mode]: mode,
      [landRegistryBulkNames.job]: jobId,
      [landRegistryBulkNames.download]: landRegistryBulkNames.result,
      [landRegistryBulkNames.language]: locale,
    }),
};

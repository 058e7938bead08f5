// Where the child-benefits bulk lookup's files and polls are asked (the endpoints familyBulkFile
// and familyBulkJob), and the names of their query and form fields: shared by the screen and the
// endpoints.
import { endpointHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';

export const familyBulkNames = {
  /** The screen's stored file (`?bestand=<id>`), and the send form's field. */
  file: 'bestand',
  /** The screen's job (`?opdracht=<id>`). */
  job: 'opdracht',
  template: 'sjabloon',
  poll: 'poll',
  download: 'download',
  result: 'resultaat',
  language: 'taal',
} as const;

/** The fragment of the screen's bulk section: a bulk page opens there. */
export const familyBulkSection = 'via-bestand';

export const familyBulkLinks = {
  template: (locale: Locale) =>
    endpointHref('familyBulkFile', {
      [familyBulkNames.template]: '1',
      [familyBulkNames.language]: locale,
    }),
  findings: (fileId: string, locale: Locale) =>
    endpointHref('familyBulkFile', {
      [familyBulkNames.file]: fileId,
      [familyBulkNames.language]: locale,
    }),
  poll: (jobId: string, poll: number) =>
    endpointHref('familyBulkJob', {
      [familyBulkNames.job]: jobId,
      [familyBulkNames.poll]: String(poll),
    }),
  /** The result file: complete once the job has finished, the lines done so far before. */
  result: (jobId: string, locale: Locale) =>
    endpointHref('familyBulkJob', {
      [familyBulkNames.job]: jobId,
      [familyBulkNames.download]: familyBulkNames.result,
      [familyBulkNames.language]: locale,
    }),
};

// Where the LED bulk screens' files and polls are asked (the endpoints ledBulkFile and ledBulkJob),
// and the names of their query and form fields: shared by the screens and the endpoints.
import { endpointHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';

export const ledBulkNames = {
  /** The upload screen's stored file (`?bestand=<id>`), and the send form's field. */
  file: 'bestand',
  template: 'sjabloon',
  job: 'opdracht',
  poll: 'poll',
  download: 'download',
  result: 'resultaat',
  language: 'taal',
} as const;

export const ledBulkLinks = {
  template: (locale: Locale) =>
    endpointHref('ledBulkFile', { [ledBulkNames.template]: '1', [ledBulkNames.language]: locale }),
  findings: (fileId: string, locale: Locale) =>
    endpointHref('ledBulkFile', { [ledBulkNames.file]: fileId, [ledBulkNames.language]: locale }),
  poll: (jobId: string, poll: number) =>
    endpointHref('ledBulkJob', { [ledBulkNames.job]: jobId, [ledBulkNames.poll]: String(poll) }),
  result: (jobId: string, locale: Locale) =>
    endpointHref('ledBulkJob', {
      [ledBulkNames.job]: jobId,
      [ledBulkNames.download]: ledBulkNames.result,
      [ledBulkNames.language]: locale,
    }),
  /** The metadata download posts here (the job's id and the language as fields). */
  metadata: () => endpointHref('ledBulkJob'),
};

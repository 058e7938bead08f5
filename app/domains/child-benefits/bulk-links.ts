// Where the child-benefits bulk lookup's files and polls are asked (the endpoints childBenefitsBulkFile
// and childBenefitsBulkJob), and the names of their query and form fields: shared by the screen and the
// endpoints.
import { endpointHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';

export const childBenefitsBulkNames = {
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
export const childBenefitsBulkSection = 'via-bestand';

export const childBenefitsBulkLinks = {
  template: (locale: Locale) =>
    endpointHref('childBenefitsBulkFile', {
      [childBenefitsBulkNames.template]: '1',
      [childBenefitsBulkNames.language]: locale,
    }),
  findings: (fileId: string, locale: Locale) =>
    endpointHref('childBenefitsBulkFile', {
      [childBenefitsBulkNames.file]: fileId,
      [childBenefitsBulkNames.language]: locale,
    }),
  poll: (jobId: string, poll: number) =>
    endpointHref('childBenefitsBulkJob', {
      [childBenefitsBulkNames.job]: jobId,
      [childBenefitsBulkNames.poll]: String(poll),
    }),
  /** The result file: complete once the job has finished, the lines done so far before. */
  result: (jobId: string, locale: Locale) =>
    endpointHref('childBenefitsBulkJob', {
      [childBenefitsBulkNames.job]: jobId,
      [childBenefitsBulkNames.download]: childBenefitsBulkNames.result,
      [childBenefitsBulkNames.language]: locale,
    }),
};

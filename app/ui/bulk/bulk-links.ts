// Where a bulk kind's files and polls are asked: its two endpoints (a file's, a job's), and the
// names of their query and form fields, the same for every kind. The screens and the endpoints
// both read them.
import { endpointHref, type EndpointId } from '~/endpoints';
import type { Locale } from '~/i18n/locale';

export const bulkNames = {
  /** The upload screen's stored file (`?bestand=<id>`), and the send form's field. */
  file: 'bestand',
  /** A job (`?opdracht=<id>`). */
  job: 'opdracht',
  template: 'sjabloon',
  poll: 'poll',
  download: 'download',
  result: 'resultaat',
  language: 'taal',
} as const;

/**
 * The links of a bulk kind: its template, a stored file's error file, a job's poll and its result
 * file (complete once the job has finished, the lines done so far before). `scope` is a query
 * every link carries first (a land registry file's mode).
 */
export function bulkLinks(
  endpoints: { file: EndpointId; job: EndpointId },
  scope: Readonly<Record<string, string>> = {},
) {
  return {
    template: (locale: Locale) =>
      endpointHref(endpoints.file, {
        ...scope,
        [bulkNames.template]: '1',
        [bulkNames.language]: locale,
      }),
    findings: (fileId: string, locale: Locale) =>
      endpointHref(endpoints.file, {
        ...scope,
        [bulkNames.file]: fileId,
        [bulkNames.language]: locale,
      }),
    poll: (jobId: string, poll: number) =>
      endpointHref(endpoints.job, {
        ...scope,
        [bulkNames.job]: jobId,
        [bulkNames.poll]: String(poll),
      }),
    result: (jobId: string, locale: Locale) =>
      endpointHref(endpoints.job, {
        ...scope,
        [bulkNames.job]: jobId,
        [bulkNames.download]: bulkNames.result,
        [bulkNames.language]: locale,
      }),
  };
}

// The names the audit-report form, its download link and the screen's reports section share in
// the browser and on the server.
import { endpointHref } from '~/endpoints';

export const reportNames = {
  /** The report's format (xlsx or pdf). */
  format: 'formaat',
  /** The form's idempotency key: a form sent twice asks one report. */
  key: 'sleutel',
  /** The report a download names. */
  id: 'id',
} as const;

/** The id of the reports section, which the screen goes back to after a report is asked. */
export const reportsAnchor = 'rapporten';

/** A finished report's file, downloaded through the portal. */
export function reportDownloadHref(id: string): string {
  return endpointHref('legalLogReport', { [reportNames.id]: id });
}

/** The user's reports as JSON, polled while one is being made. */
export function reportsPollHref(): string {
  return endpointHref('legalLogReports');
}

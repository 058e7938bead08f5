// The reports' titles in the screens' paths, one per language ('/rapportering/bulkopdrachten',
// '/en/reporting/bulk-jobs'); the backend names them by their Dutch id. Either language's title
// opens the report (a link shared between colleagues who read the portal in different languages).
import { reportIds, type ReportId } from '@contracts/reporting-codes';

const englishTitles = {
  'raadplegingen-per-domein': 'consultations-by-domain',
  'raadplegingen-per-gebruiker': 'consultations-by-user',
  'ongebruikelijk-gebruik': 'unusual-use',
  bulkopdrachten: 'bulk-jobs',
  documentendienst: 'document-service',
  bronbeschikbaarheid: 'source-availability',
} as const satisfies Record<ReportId, string>;

/** The report's title in a path of this language. */
export function reportTitle(id: ReportId, locale: 'nl' | 'en'): string {
  return locale === 'en' ? englishTitles[id] : id;
}

/** The report a path's title names, in either language; null for any other value. */
export function reportOfTitle(title: string | undefined): ReportId | null {
  if (!title) return null;
  return reportIds.find((id) => id === title || englishTitles[id] === title.toLowerCase()) ?? null;
}

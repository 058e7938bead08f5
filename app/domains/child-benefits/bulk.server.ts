// The child-benefits bulk lookup's backend calls: the generic bulk flows
// (app/consultation/bulk-screens.server.ts) bound to the child-benefits bulk calls and csv sheet. Every
// line of a sent file is a consultation, logged under the file's 'Uw referentie'.
import {
  downloadChildBenefitsJobResult,
  downloadChildBenefitsSheetFindings,
  getChildBenefitsJob,
  getChildBenefitsJobs,
  getChildBenefitsSheet,
  sendChildBenefitsSheet,
  validateChildBenefitsSheet,
} from '@contracts/child-benefits';
import type { Role } from '@contracts/session';
import {
  bulkUploadAction,
  readBulkScreen,
  type BulkCalls,
} from '~/consultation/bulk-screens.server';
import { requestLocale } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import type { RequestArgs } from '~/load-context';
import { href } from '~/routing/href';
import { childBenefitsBulkNames, childBenefitsBulkSection } from './bulk-links';
import { childBenefitsBulkSheet } from './bulk-sheet';
import { childBenefitsCapabilities } from './capabilities';

export { childBenefitsBulkSheet };

export const childBenefitsBulkCalls: BulkCalls = {
  validate: validateChildBenefitsSheet,
  file: getChildBenefitsSheet,
  findingsDownload: downloadChildBenefitsSheetFindings,
  send: sendChildBenefitsSheet,
  progress: getChildBenefitsJob,
  resultDownload: downloadChildBenefitsJobResult,
  overview: getChildBenefitsJobs,
};

/** The template's file name in each language. */
export const childBenefitsTemplateFileName: Readonly<Record<Locale, string>> = {
  nl: 'sjabloon-groeipakket.csv',
  en: 'template-child-benefits.csv',
};

/** The screen with a stored file or a job of the user's, at its bulk section. */
function bulkScreen(locale: Locale, query: Record<string, string>): string {
  return `${href('childBenefits', {}, locale, query)}#${childBenefitsBulkSection}`;
}

/**
 * The screen's bulk part: the user's jobs, and the stored file (`?bestand=<id>`) or the job
 * (`?opdracht=<id>`) its URL names, each null when it is not the user's.
 */
export function childBenefitsBulkScreen(args: RequestArgs) {
  return readBulkScreen(
    args,
    childBenefitsBulkCalls,
    childBenefitsBulkSheet,
    childBenefitsBulkNames,
  );
}

/**
 * A post of the screen. An upload (multipart): refused with its errors on the form (sent nowhere),
 * or validated and stored, then shown (`?bestand=<id>`). A send (intent=send): the file's job,
 * shown with its progress (`?opdracht=<id>`).
 */
export async function childBenefitsBulkAction(args: RequestArgs, role: Role | null) {
  const locale = requestLocale(args.request);
  return bulkUploadAction(args, childBenefitsBulkCalls, childBenefitsBulkSheet, {
    locale,
    referenceRequired: childBenefitsCapabilities(role).lookup.referenceRequired,
    fileField: childBenefitsBulkNames.file,
    fileScreen: (fileId) => bulkScreen(locale, { [childBenefitsBulkNames.file]: fileId }),
    sent: (jobId) => bulkScreen(locale, { [childBenefitsBulkNames.job]: jobId }),
  });
}

// The LED bulk screens' backend calls: the generic bulk flows (app/consultation/bulk-screens.server.ts)
// bound to the LED bulk calls and sheet, and what the active role may do there ('Uw referentie'
// when registering demands one, the metadata download when it may read metadata).
import { data } from '@remix-run/node';
import {
  downloadProofJobMetadata,
  downloadProofJobResult,
  downloadProofSheetFindings,
  getProofJob,
  getProofJobs,
  getProofSheet,
  sendProofSheet,
  validateProofSheet,
} from '@contracts/led';
import type { Role } from '@contracts/session';
import {
  bulkUploadAction,
  readBulkJob,
  readBulkScreen,
  type BulkCalls,
} from '~/consultation/bulk-screens.server';
import { rememberedReference } from '~/consultation/subject-lookup.server';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import type { RequestArgs } from '~/load-context';
import { href } from '~/routing/href';
import { ledBulkSheet } from './bulk-columns';
import { ledBulkNames } from './bulk-links';
import { ledCapabilities } from './capabilities';

export { ledBulkSheet };

export const ledBulkCalls: BulkCalls = {
  validate: validateProofSheet,
  file: getProofSheet,
  findingsDownload: downloadProofSheetFindings,
  send: sendProofSheet,
  progress: getProofJob,
  resultDownload: downloadProofJobResult,
  overview: getProofJobs,
  metadataDownload: downloadProofJobMetadata,
};

/** What the role may do on the bulk screens. */
export function ledBulkCapabilities(role: Role | null) {
  const capabilities = ledCapabilities(role);
  return {
    /** Every proof a job registers is logged with the upload's 'Uw referentie'. */
    referenceRequired: capabilities.register.referenceRequired,
    mayDownloadMetadata: capabilities.mayReadMetadata,
  };
}

/** The template's file name in each language. */
export const ledTemplateFileName: Readonly<Record<Locale, string>> = {
  nl: 'sjabloon-leer-en-ervaringsbewijzen.xlsx',
  en: 'template-learning-and-experience-proofs.xlsx',
};

/**
 * The upload screen: the upload form and the user's earlier jobs; with `?bestand=<id>` the stored
 * file's validation instead of the form (404 when the file is not the user's).
 */
export async function ledBulkScreen(args: RequestArgs, role: Role | null) {
  const locale = requestLocale(args.request);
  const t = await i18nServer.getFixedT(locale, 'led');
  const capabilities = ledBulkCapabilities(role);
  const { jobs, file, fileNotFound, keyColumns } = await readBulkScreen(
    args,
    ledBulkCalls,
    ledBulkSheet,
    { file: ledBulkNames.file },
  );
  return data(
    {
      title: t('bulk.title'),
      referenceRequired: capabilities.referenceRequired,
      reference: rememberedReference(args.context, args.request),
      jobs,
      file,
      fileNotFound,
      keyColumns,
    },
    { status: fileNotFound ? 404 : 200 },
  );
}

/**
 * A post of the upload screen. An upload (multipart): refused with its errors on the form (sent
 * nowhere), or validated and stored, then shown (`?bestand=<id>`). A send (intent=send): the
 * file's job, shown on the result screen.
 */
export async function ledBulkAction(args: RequestArgs, role: Role | null) {
  const locale = requestLocale(args.request);
  return bulkUploadAction(args, ledBulkCalls, ledBulkSheet, {
    locale,
    referenceRequired: ledBulkCapabilities(role).referenceRequired,
    fileField: ledBulkNames.file,
    fileScreen: (fileId) => href('ledBulk', {}, locale, { [ledBulkNames.file]: fileId }),
    sent: (jobId) => href('ledBulkResult', { jobId }, locale),
  });
}

/** The result screen: the job's progress (404 when it is not the user's). */
export async function ledBulkResultScreen(
  args: RequestArgs & { params: { jobId?: string } },
  role: Role | null,
) {
  const t = await i18nServer.getFixedT(args.request, 'led');
  const job = await readBulkJob(args, ledBulkCalls, args.params.jobId ?? '');
  return data(
    {
      title: t('bulk.resultTitle'),
      job,
      mayDownloadMetadata: ledBulkCapabilities(role).mayDownloadMetadata,
    },
    { status: job ? 200 : 404 },
  );
}

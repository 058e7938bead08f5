// Audit reports of the legal log as the search screen offers them: a report of the entries the
// search in the screen's URL matches, asked by a post from that screen (the backend makes it as a
// durable job); the user's own reports with their status; and a finished report's file, streamed
// from the backend through the portal under its own name.
import { randomUUID } from 'node:crypto';
import { data } from '@remix-run/node';
import {
  auditReportFormats,
  downloadAuditReport,
  listAuditReports,
  requestAuditReport,
} from '@contracts/legal-log';
import { callBackend, downloadFromBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { searchQueryOf } from '~/consultation/paged-search.server';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import type { RequestArgs } from '~/load-context';
import { parseForm } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { redirectWithBanner } from '~/ui/feedback/flash.server';
import { reportNames, reportsAnchor } from './report-names';
import { legalLogFields } from './search-fields';
import { legalLogFiltersOf, legalLogSearchSchema } from './search-schema';

export type AuditReportSummary = Awaited<ReturnType<typeof readReports>>[number];

function readReports(args: RequestArgs) {
  return callBackend(listAuditReports, { request: args.request, context: args.context });
}

/** The user's reports, newest first; a backend that cannot list them is said, not thrown. */
export async function auditReports(
  args: RequestArgs,
): Promise<{ reports: AuditReportSummary[] } | { failed: true }> {
  try {
    return { reports: await readReports(args) };
  } catch (error) {
    if (isSourceFailure(error)) return { failed: true };
    throw error;
  }
}

/** Whether any of the reports is still being made: the screen follows them until none is. */
export function anyInProgress(reports: readonly AuditReportSummary[]): boolean {
  return reports.some((report) => report.status === 'InBehandeling');
}

/** A fresh key for one rendering of the report form: a form sent twice asks one report. */
export function newReportKey(): string {
  return randomUUID();
}

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The search screen with the search of this URL, at the reports. */
function screenAt(request: Request, params: URLSearchParams): string {
  const search = new URLSearchParams(searchQueryOf(params));
  return `${href('legalLog', {}, requestLocale(request), search)}#${reportsAnchor}`;
}

/**
 * The report post (the search screen's action): the search is the screen's URL, which the post is
 * sent to, so the report lists exactly the entries the screen shows. The search is read again
 * with the form's rules (a post is not trusted to come from the form); one the form would refuse,
 * or an unknown format, answers 400 without asking the backend. The answer is the screen again,
 * with a banner naming what happened.
 */
export async function requestReportAction(args: RequestArgs): Promise<Response> {
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const form = await request.formData();
  const format = form.get(reportNames.format);
  const t = await i18nServer.getFixedT(request, 'logging');
  const submission = parseForm(params, legalLogSearchSchema());
  if (
    !params.has(legalLogFields.search) ||
    submission.status !== 'success' ||
    !submission.value ||
    !auditReportFormats.some((known) => known === format)
  ) {
    throw data(null, { status: 400 });
  }
  const key = form.get(reportNames.key);
  try {
    const created = await callBackend(requestAuditReport, {
      request,
      context,
      body: {
        filters: legalLogFiltersOf(submission.value),
        formaat: format as (typeof auditReportFormats)[number],
      },
      idempotencyKey: typeof key === 'string' && keyPattern.test(key) ? key : newReportKey(),
    });
    return await redirectWithBanner(screenAt(request, params), {
      kind: 'success',
      title: t('reports.requestedTitle'),
      description: t('reports.requestedText', { id: created.auditRapportId }),
    });
  } catch (error) {
    if (!(error instanceof BackendError) || error.status === 401) throw error;
    return await redirectWithBanner(screenAt(request, params), {
      kind: 'error',
      title: t('reports.refusedTitle'),
      description: await sourceFailureText(request, context.correlationId),
    });
  }
}

const reportIdPattern = keyPattern;

/** The backend's failure in the shared words of a failed source, naming the request's reference. */
async function sourceFailureText(request: Request, correlationId: string): Promise<string> {
  const t = await i18nServer.getFixedT(request, 'lookup');
  return t('failed', { source: t('sources.LEGALLOG'), correlationId });
}

/**
 * A report's file (the download endpoint): streamed from the backend with its type and the name
 * the backend gives it (Content-Disposition). A report not ready yet, or one the backend cannot
 * give now, leads back to the screen saying so; an unknown report, or another user's, is not
 * found.
 */
export async function reportDownload(args: RequestArgs): Promise<Response> {
  const { request, context } = args;
  const id = new URL(request.url).searchParams.get(reportNames.id) ?? '';
  if (!reportIdPattern.test(id)) throw data(null, { status: 404 });
  try {
    return await downloadFromBackend(downloadAuditReport, {
      request,
      context,
      params: { auditRapportId: id },
    });
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof BackendError && (error.status === 409 || isSourceFailure(error))) {
      const t = await i18nServer.getFixedT(request, 'logging');
      throw await redirectWithBanner(
        `${href('legalLog', {}, requestLocale(request))}#${reportsAnchor}`,
        error.status === 409
          ? {
              kind: 'warning',
              title: t('reports.notReadyTitle'),
              description: t('reports.notReadyText'),
            }
          : {
              kind: 'error',
              title: t('reports.downloadFailedTitle'),
              description: await sourceFailureText(request, context.correlationId),
            },
      );
    }
    throw error;
  }
}

// The push bulk screens' backend calls: the generic bulk flows (app/consultation/bulk-screens.server.ts)
// bound to the push bulk calls and sheet, and what push adds to them. A file is sent with the
// create call, which takes the content common to the file besides it: required when a line has
// no content of its own, so the create step asks for it then (the stored lines tell). A job's
// notification is the one the backend lists for it.
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from '@remix-run/node';
import { BULK_MAX_COLUMNS, type BulkFile, type BulkJobProgress } from '@contracts/bulk';
import {
  notificationLanguages,
  searchNotifications,
  type NotificationContent,
} from '@contracts/push-notification';
import {
  createPushSheetJob,
  downloadPushJobResult,
  downloadPushSheetFindings,
  getPushJob,
  getPushJobs,
  getPushSheet,
  validatePushSheet,
} from '@contracts/push-notification-bulk';
import { callBackend, downloadFromBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import {
  isBulkId,
  readBulkFile,
  readBulkJob,
  readBulkScreen,
  uploadBulkSheet,
  type BulkFileCalls,
} from '~/consultation/bulk-screens.server';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import { cellsById, mapHeader } from '~/lib/bulk/columns';
import { readBulkWorkbook } from '~/lib/spreadsheet/bulk-workbook.server';
import { issue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { replyWithFormFailure, submissionReply } from '~/page-state/form-reply.server';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { pushBulkNames } from './bulk-links';
import { hasOwnContent, pushBulkSheet } from './bulk-sheet';
import { readContentForm } from './content-form.server';
import { contentFieldNames, contentSchema } from './content-schema';

export { pushBulkSheet };

export const pushBulkCalls: BulkFileCalls = {
  validate: validatePushSheet,
  file: getPushSheet,
  findingsDownload: downloadPushSheetFindings,
  progress: getPushJob,
  resultDownload: downloadPushJobResult,
  overview: getPushJobs,
};

/** The template's file name in each language. */
export const pushTemplateFileName: Readonly<Record<Locale, string>> = {
  nl: 'sjabloon-pushnotificaties.xlsx',
  en: 'template-push-notifications.xlsx',
};

/** The upload screen, showing a stored file when one is named. */
export function pushBulkScreenHref(locale: Locale, fileId?: string): string {
  return href('pushBulk', {}, locale, fileId ? { [pushBulkNames.file]: fileId } : undefined);
}

/** The result screen of a job. */
export function pushBulkResultHref(locale: Locale, jobId: string): string {
  return href('pushBulkResult', {}, locale, { [pushBulkNames.job]: jobId });
}

/**
 * The lines of a stored file and how many of them have no content of its own, read from the
 * stored lines themselves: the file's error file holds every line as it was sent, under the
 * sheet's own column titles. Null when the file is not the user's.
 */
export async function contentOfLines(
  args: RequestArgs,
  fileId: string,
): Promise<{ lines: number; withoutContent: number } | null> {
  if (!isBulkId(fileId)) return null;
  let bytes: Uint8Array;
  try {
    const response = await downloadFromBackend(pushBulkCalls.findingsDownload, {
      request: args.request,
      context: args.context,
      params: { id: fileId },
    });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
  const counted = await countOwnContent(bytes);
  // An error file the portal cannot read is the backend's failure.
  if (!counted) throw new BackendError(502, null, pushBulkCalls.findingsDownload.id);
  return counted;
}

/**
 * A stored file's lines and how many of them have no content of its own, from its error file (the
 * sheet's columns, then its column of findings); null when the workbook cannot be read.
 */
export async function countOwnContent(
  errorFile: Uint8Array,
): Promise<{ lines: number; withoutContent: number } | null> {
  const reading = await readBulkWorkbook(errorFile, { maxColumns: BULK_MAX_COLUMNS + 1 });
  if (!reading.ok) return null;
  const { header, lines } = reading.workbook;
  const mapping = mapHeader(header, pushBulkSheet.columns);
  const withoutContent = lines.filter(
    (line) => !hasOwnContent(cellsById(line.cells, pushBulkSheet.columns, mapping)),
  ).length;
  return { lines: lines.length, withoutContent };
}

/**
 * The upload screen: the upload form and the user's earlier jobs; with `?bestand=<id>` the stored
 * file's validation instead of the form (404 when the file is not the user's), and for a file that
 * can be sent, how many of its lines need the content common to the file.
 */
export async function pushBulkScreen(args: RequestArgs) {
  const t = await i18nServer.getFixedT(args.request, 'push');
  const { jobs, file, fileNotFound, keyColumns } = await readBulkScreen(
    args,
    pushBulkCalls,
    pushBulkSheet,
    { file: pushBulkNames.file },
  );
  const content = file?.status === 'gevalideerd' ? await contentOfLines(args, file.id) : null;
  return data(
    {
      title: t('bulk.title'),
      // Sending notifications consults no source: no 'Uw referentie'.
      referenceRequired: false,
      reference: '',
      jobs,
      file,
      fileNotFound,
      keyColumns,
      content,
    },
    { status: fileNotFound ? 404 : 200 },
  );
}

/**
 * What a send of a file comes to: its job; the fields of the common content the backend refused
 * (as it names them under `notificatie`: `nl.bericht`, or '' for the content as a whole); or back
 * to the page of the file, which says why not.
 */
type Created = { job: BulkJobProgress } | { refusedFields: string[] } | { back: true };

/**
 * Sends a validated file with the content common to it (null when every line has its own): its
 * job (the one it has when sent before). A file that is not the user's, or that cannot be sent
 * (it has findings), goes back to its page.
 */
export async function createPushJob(
  args: RequestArgs,
  file: BulkFile,
  notificatie: NotificationContent | null,
): Promise<Created> {
  try {
    const job = await callBackend(createPushSheetJob, {
      request: args.request,
      context: args.context,
      body: { bestand: file.id, notificatie },
    });
    return { job };
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) throw error;
    const refusedFields = (error.body?.errors ?? []).flatMap(({ code }) =>
      code === 'notificatie' || code?.startsWith('notificatie.')
        ? [code.slice('notificatie.'.length)]
        : [],
    );
    if (error.status === 400 && refusedFields.length > 0) return { refusedFields };
    if (error.status === 400 || error.status === 404 || error.status === 409) return { back: true };
    throw error;
  }
}

/**
 * A post of the upload screen. An upload (multipart): refused with its errors on the form (sent
 * nowhere), or validated and stored, then shown (`?bestand=<id>`). A send (intent=send): with the
 * content common to the file when a line has none of its own (refused with its errors on the form
 * when it breaks the content rules), the file's job, shown on the result screen; a file that is
 * not the user's, or cannot be sent, goes back to its page, which says why; one sent before goes
 * to its job.
 */
export async function pushBulkAction(args: RequestArgs) {
  const locale = requestLocale(args.request);
  const type = args.request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const outcome = await uploadBulkSheet(args, pushBulkCalls, pushBulkSheet, {
      locale,
      referenceRequired: false,
    });
    if (outcome.kind === 'refused') {
      return replyWithFormFailure(args.context, { upload: outcome.reply });
    }
    return redirect(pushBulkScreenHref(locale, outcome.file.id));
  }
  const form = await args.request.formData();
  const fileId = form.get(pushBulkNames.file);
  if (form.get('intent') !== 'send' || typeof fileId !== 'string') {
    return replyWithFormFailure(args.context, {
      upload: { errors: { file: [issue('required')] }, values: { reference: '' } },
    });
  }
  const file = await readBulkFile(args, pushBulkCalls, fileId);
  if (file?.status === 'verzonden' && file.jobId) {
    return redirect(pushBulkResultHref(locale, file.jobId));
  }
  const lines = file?.status === 'gevalideerd' ? await contentOfLines(args, file.id) : null;
  if (!file || !lines) return redirect(pushBulkScreenHref(locale, fileId));

  // Without content of its own on every line, the file goes with the content common to it.
  let common: { content: NotificationContent; reply: ContentReply } | null = null;
  if (lines.withoutContent > 0) {
    const read = readCommonContent(form);
    if (!read.ok) return replyWithFormFailure(args.context, { content: read.reply() });
    common = read;
  }
  const created = await createPushJob(args, file, common?.content ?? null);
  if ('job' in created) return redirect(pushBulkResultHref(locale, created.job.id));
  // A field of the common content that the backend refuses though the form's rules let it
  // through: said on that field. Any other refusal: the file's page, which says why.
  const refusedFields = 'refusedFields' in created ? created.refusedFields : [];
  const fieldErrors = Object.fromEntries(
    refusedFields.filter(isContentField).map((field) => [field, [issue('invalid')]]),
  );
  if (common && Object.keys(fieldErrors).length > 0) {
    return replyWithFormFailure(args.context, { content: common.reply(fieldErrors) });
  }
  return redirect(pushBulkScreenHref(locale, fileId));
}

/** The create form's answer: what was typed, with these errors besides the form's own. */
type ContentReply = (fieldErrors?: Record<string, FormErrors>) => SubmissionResult<FormErrors>;

/**
 * The content common to the file as the create form posts it, read with the notification form's
 * rules (content-schema.ts) and its messages with the editor's (content-form.server.ts); or the
 * form's answer with its errors.
 */
function readCommonContent(
  form: FormData,
):
  | { ok: true; content: NotificationContent; reply: ContentReply }
  | { ok: false; reply: ContentReply } {
  const submission = parseForm(form, contentSchema());
  const reply: ContentReply = (fieldErrors) => submissionReply(submission, fieldErrors);
  if (submission.status !== 'success') return { ok: false, reply };
  const read = readContentForm(submission.value, form);
  if (!read.ok) return { ok: false, reply: () => reply(read.fieldErrors) };
  return { ok: true, content: read.content, reply };
}

/** Whether a field named by the backend is one of the content form's (`nl.titel`, `fr.bericht`). */
function isContentField(field: string): boolean {
  const [language, name, ...rest] = field.split('.');
  return (
    rest.length === 0 &&
    notificationLanguages.some((known) => known === language) &&
    contentFieldNames.some((known) => known === name)
  );
}

/** The notification a job delivers; null when there is none or it cannot be read. */
export async function jobNotification(args: RequestArgs, jobId: string): Promise<string | null> {
  try {
    const page = await callBackend(searchNotifications, {
      request: args.request,
      context: args.context,
      query: { opdracht: jobId, take: 1, skip: 0, orderBy: 'verstuurd', order: 'Desc' },
    });
    return page.resultaten[0]?.id ?? null;
  } catch (error) {
    if (isSourceFailure(error)) return null;
    throw error;
  }
}

/**
 * The result screen: the job `?opdracht=<id>` names with its progress and its notification when
 * known (404 when the job is not the user's, or none is named).
 */
export async function pushBulkResultScreen(args: RequestArgs) {
  const t = await i18nServer.getFixedT(args.request, 'push');
  const jobId = new URL(args.request.url).searchParams.get(pushBulkNames.job) ?? '';
  const job = await readBulkJob(args, pushBulkCalls, jobId);
  const notification = job ? await jobNotification(args, job.id) : null;
  return data({ title: t('bulk.resultTitle'), job, notification }, { status: job ? 200 : 404 });
}

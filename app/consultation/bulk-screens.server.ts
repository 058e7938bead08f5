// The backend side of every bulk screen, given a domain's bulk calls (their shapes are those of
// contracts/bulk.ts) and its sheet: an upload read and validated (or refused before anything is
// sent), a stored file, sending it, its job, the user's jobs, and the files the backend answers
// (error file, result file, metadata) streamed to the browser. An id that is nobody's, or someone
// else's, is not found: never a failure page.
import { redirect } from '@remix-run/node';
import {
  namesJobId,
  type BulkFile,
  type BulkJobProgress,
  type BulkProgressCall,
  type BulkResultCall,
  type BulkSendCall,
  type bulkFileParams,
  type bulkFileSchema,
  type bulkJobOverviewSchema,
  type bulkJobRequest,
  type bulkSheetRequest,
} from '@contracts/bulk';
import type { CallContract } from '@contracts/http';
import { callBackend, downloadFromBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import type { Locale } from '~/i18n/locale';
import { keyColumns, type BulkSheetSpec } from '~/lib/bulk/columns';
import { readBulkSheet, type BulkUploadErrors } from '~/lib/bulk/read-sheet.server';
import { issue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { replyWithFormFailure } from '~/page-state/form-reply.server';

/** The request and its context: the calls below spread them into their backend calls. */
type Caller = Pick<RequestArgs, 'request' | 'context'>;

/**
 * A domain's bulk calls but its send, as contracts/bulk.ts shapes them: all a domain whose send
 * takes more than the file (push notifications' create, with the content common to the file)
 * shares with the others; it sends its own way.
 */
export interface BulkFileCalls {
  validate: CallContract<undefined, undefined, typeof bulkSheetRequest, typeof bulkFileSchema>;
  file: CallContract<typeof bulkFileParams, undefined, undefined, typeof bulkFileSchema>;
  findingsDownload: CallContract<typeof bulkFileParams, undefined, undefined, undefined>;
  /** The job's id in the path; for a progress call several kinds share, its kind as `jobType`. */
  progress: BulkProgressCall;
  /** The kind's `jobType` in a shared progress call's query. */
  jobType?: string;
  /** The job's id in the path as `id` or `jobId`, with or without an optional count of lines. */
  resultDownload: BulkResultCall;
  overview: CallContract<undefined, undefined, undefined, typeof bulkJobOverviewSchema>;
  metadataDownload?: CallContract<undefined, undefined, typeof bulkJobRequest, undefined>;
}

/** A domain's bulk calls, its send with them. */
export interface BulkCalls extends BulkFileCalls {
  /** The file's id in the path or in the body. */
  send: BulkSendCall;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a link can be a file's or job's id at all (else it is not asked). */
export function isBulkId(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** Null when the backend does not know the id for this user; any other failure is thrown. */
async function unlessNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The request as if it were made on a page in `locale`: an endpoint's path has no language, while
 * the backend answers texts (and writes files) in the language of the request's path.
 */
export function requestIn(request: Request, locale: Locale): Request {
  if (locale !== 'en') return request;
  const url = new URL(request.url);
  url.pathname = `/en${url.pathname}`;
  return new Request(url, { headers: request.headers, signal: request.signal });
}

export type BulkUploadOutcome =
  | { kind: 'refused'; reply: { errors: BulkUploadErrors; values: { reference: string } } }
  | { kind: 'validated'; file: BulkFile };

/**
 * An upload read and, when it can be taken, sent to the backend's validate call: the stored file
 * with its state. A refused file is sent nowhere.
 */
export async function uploadBulkSheet<Item, Id extends string>(
  args: Caller,
  calls: BulkFileCalls,
  spec: BulkSheetSpec<Item, Id>,
  options: { locale: Locale; referenceRequired: boolean },
): Promise<BulkUploadOutcome> {
  const reading = await readBulkSheet(args.request, { ...spec, ...options });
  if (!reading.ok) {
    return { kind: 'refused', reply: { errors: reading.errors, values: reading.values } };
  }
  args.context.log.info(
    { lines: reading.lines, linesWithFindings: reading.linesWithFindings },
    'bulk sheet read',
  );
  const file = await callBackend(calls.validate, { ...args, body: reading.sheet });
  return { kind: 'validated', file };
}

/**
 * A post of a bulk upload screen, the same on every such screen. An upload (multipart): refused with
 * its errors on the form (sent nowhere), or validated and stored, then shown on the upload screen.
 * A send (intent=send, the file's id in the form's `fileField`): the file's job, shown where
 * `sent` leads; a file that is not the user's, or that cannot be sent, goes back to its page,
 * which says why. Any other post is an upload without its file.
 */
export async function bulkUploadAction<Item, Id extends string>(
  args: Caller,
  calls: BulkCalls,
  sheet: BulkSheetSpec<Item, Id>,
  screen: {
    locale: Locale;
    referenceRequired: boolean;
    /** The form's name of the file's id (the upload screen's URL name for it). */
    fileField: string;
    /** The upload screen showing a stored file. */
    fileScreen: (fileId: string) => string;
    /** The screen of a sent file's job. */
    sent: (jobId: string) => string;
  },
) {
  const type = args.request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const outcome = await uploadBulkSheet(args, calls, sheet, {
      locale: screen.locale,
      referenceRequired: screen.referenceRequired,
    });
    if (outcome.kind === 'refused') {
      return replyWithFormFailure(args.context, { upload: outcome.reply });
    }
    return redirect(screen.fileScreen(outcome.file.id));
  }
  const form = await args.request.formData();
  const fileId = form.get(screen.fileField);
  if (form.get('intent') !== 'send' || typeof fileId !== 'string') {
    return replyWithFormFailure(args.context, {
      upload: { errors: { file: [issue('required')] }, values: { reference: '' } },
    });
  }
  const job = await sendBulkFile(args, calls, fileId);
  if (typeof job === 'string') return redirect(screen.fileScreen(fileId));
  return redirect(screen.sent(job.id));
}

/** A stored file of the user's, or null when it is not theirs or does not exist. */
export function readBulkFile(
  args: Caller,
  calls: BulkFileCalls,
  id: string,
): Promise<BulkFile | null> {
  if (!isBulkId(id)) return Promise.resolve(null);
  return unlessNotFound(() => callBackend(calls.file, { ...args, params: { id } }));
}

/**
 * Sends a validated file: its job (the one it already has when sent before); 'notFound' when the
 * file is not the user's, 'notSendable' when the backend refuses to send it (it has findings).
 */
export async function sendBulkFile(
  args: Caller,
  calls: BulkCalls,
  id: string,
): Promise<BulkJobProgress | 'notFound' | 'notSendable'> {
  if (!isBulkId(id)) return 'notFound';
  const send = calls.send;
  try {
    return send.request === undefined
      ? await callBackend(send, { ...args, params: { id } })
      : await callBackend(send, { ...args, body: { bestand: id } });
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return 'notFound';
    if (error instanceof BackendError && (error.status === 400 || error.status === 409)) {
      return 'notSendable';
    }
    throw error;
  }
}

/** A job of the user's with its progress, or null. */
export function readBulkJob(
  args: Caller,
  calls: BulkFileCalls,
  id: string,
): Promise<BulkJobProgress | null> {
  if (!isBulkId(id)) return Promise.resolve(null);
  const progress = calls.progress;
  return unlessNotFound(() =>
    progress.query === undefined
      ? callBackend(progress, { ...args, params: { id } })
      : callBackend(progress, { ...args, params: { id }, query: { jobType: calls.jobType ?? '' } }),
  );
}

/** The user's jobs of this kind, newest first. */
export function readBulkJobs(args: Caller, calls: BulkFileCalls): Promise<BulkJobProgress[]> {
  return callBackend(calls.overview, args);
}

const notFound = () =>
  new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

async function download(call: () => Promise<Response>): Promise<Response> {
  return (await unlessNotFound(call)) ?? notFound();
}

/** The error file of a stored file: the sheet with an error column. */
export function downloadBulkFindings(
  args: Caller,
  calls: BulkFileCalls,
  id: string,
  locale: Locale,
): Promise<Response> {
  if (!isBulkId(id)) return Promise.resolve(notFound());
  const request = requestIn(args.request, locale);
  return download(() =>
    downloadFromBackend(calls.findingsDownload, { ...args, request, params: { id } }),
  );
}

/**
 * The result file of a job: the sheet with a status column per line, with the backend's status (a
 * source that answers 206 while the job is not complete gives the browser its 206); `count` asks
 * for the first lines only, of a result call that takes it.
 */
export function downloadBulkResult(
  args: Caller,
  calls: BulkFileCalls,
  id: string,
  locale: Locale,
  { count }: { count?: number } = {},
): Promise<Response> {
  if (!isBulkId(id)) return Promise.resolve(notFound());
  const request = requestIn(args.request, locale);
  const result = calls.resultDownload;
  return download(() => {
    if (result.query === undefined) {
      return downloadFromBackend(result, { ...args, request, params: { id } });
    }
    if (namesJobId(result)) {
      return downloadFromBackend(result, {
        ...args,
        request,
        params: { jobId: id },
        query: { count },
      });
    }
    return downloadFromBackend(result, { ...args, request, params: { id }, query: { count } });
  });
}

/** The metadata of a job's items (a consultation the backend writes to the legal log). */
export function downloadBulkMetadata(
  args: Caller,
  calls: BulkFileCalls,
  id: string,
  locale: Locale,
): Promise<Response> {
  const contract = calls.metadataDownload;
  if (!contract || !isBulkId(id)) return Promise.resolve(notFound());
  const request = requestIn(args.request, locale);
  return download(() => downloadFromBackend(contract, { ...args, request, body: { jobId: id } }));
}

/** A job's progress as the progress panel polls it: JSON, never cached; 404 when not the user's. */
export async function bulkJobPoll(
  args: Caller,
  calls: BulkFileCalls,
  id: string,
): Promise<Response> {
  const job = await readBulkJob(args, calls, id);
  if (!job)
    return Response.json({ code: 404 }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(job, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * What an upload screen shows, by the ids its URL names (`names.file`, and `names.job` on a screen
 * that shows a job's progress itself): the user's jobs, the stored file and the job, each null
 * when it is not the user's (`fileNotFound`, `jobNotFound`: the screen says so), and the file's
 * key columns (the sheet's columns that name a line).
 */
export async function readBulkScreen<Item, Id extends string>(
  args: Caller,
  calls: BulkFileCalls,
  sheet: BulkSheetSpec<Item, Id>,
  names: { file: string; job?: string },
) {
  const query = new URL(args.request.url).searchParams;
  const fileId = query.get(names.file);
  const jobId = names.job === undefined ? null : query.get(names.job);
  const [jobs, file, job] = await Promise.all([
    readBulkJobs(args, calls),
    fileId === null ? null : readBulkFile(args, calls, fileId),
    jobId === null ? null : readBulkJob(args, calls, jobId),
  ]);
  return {
    jobs,
    file,
    fileNotFound: fileId !== null && file === null,
    job,
    jobNotFound: jobId !== null && job === null,
    keyColumns: file ? keyColumns(file.kolommen, sheet.columns) : [],
  };
}

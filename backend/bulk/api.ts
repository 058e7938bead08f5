// One domain's bulk calls, served the same way for every domain with a bulk screen: validate and
// store a sheet, read it again, download its error file, send it as a job, follow the job, download
// its result, and list the user's jobs. A domain gives its contracts and its kind (with the item
// schema and the format of its files); its processor is given to the worker (backend/main.ts).
import express, { type Express } from 'express';
import {
  type BulkProgressCall,
  type BulkResultCall,
  type BulkSendCall,
  type bulkFileParams,
  type bulkFileSchema,
  type bulkJobOverviewSchema,
  bulkSheetRequest,
  namesJobId,
  processing,
} from '@contracts/bulk';
import { consultationGrant, type ConsultationCall } from '@contracts/consultation';
import type { CallContract } from '@contracts/http';
import {
  CallError,
  notFound,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message } from '../http/messages';
import { writeErrorCsv, writeResultCsv } from './csv';
import { ownedFile, ownerOf, readFile, storeSheet, type BulkKind } from './files';
import { jobOverview, jobProgress, ownedJob, sendFile } from './jobs';
import type { ErrorFileInput, ResultFileInput } from './output';
import { writeErrorWorkbook, writeResultWorkbook } from './workbook';

/**
 * The body limit of a sheet: up to 1000 lines, each with its cells and its item, is more than a
 * call's usual 1 MB (a line of long titles and names is about 2 kB).
 */
export const bulkSheetBodyLimit = '16mb';

/**
 * Reads the bodies of the calls that take a sheet (every domain's validate call) with the sheet's
 * limit; mounted before the app's own JSON body reader, which then leaves them as they are.
 */
export function acceptBulkSheets(app: Express, contracts: readonly CallContract[]): void {
  const paths = contracts
    .filter((contract) => contract.request === bulkSheetRequest)
    .map((contract) => contract.path);
  if (paths.length > 0) app.use(paths, express.json({ limit: bulkSheetBodyLimit }));
}

/** A domain's bulk contracts (contracts/bulk.ts shapes, the domain's paths and access). */
export interface BulkContracts {
  validate: CallContract<undefined, undefined, typeof bulkSheetRequest, typeof bulkFileSchema>;
  file: CallContract<typeof bulkFileParams, undefined, undefined, typeof bulkFileSchema>;
  validationDownload: CallContract<typeof bulkFileParams, undefined, undefined, undefined>;
  /**
   * The file's id in the path or in the body; absent for a domain whose send takes more than the
   * file (push notifications' create, with the content common to the file), served by the domain
   * itself with `sendFile`.
   */
  send?: BulkSendCall;
  /**
   * The job's id in the path; a progress call whose query names the job's kind (`jobType`) is
   * shared by several kinds and served once for them all (`serveSharedBulkProgress`).
   */
  progress: BulkProgressCall;
  /** The job's id in the path as `id` or `jobId`, with or without an optional count of lines. */
  resultDownload: BulkResultCall;
  overview: CallContract<undefined, undefined, undefined, typeof bulkJobOverviewSchema>;
}

const fileWriters = {
  xlsx: { errors: writeErrorWorkbook, result: writeResultWorkbook },
  csv: {
    errors: (input: ErrorFileInput) => Promise.resolve(writeErrorCsv(input)),
    result: (input: ResultFileInput) => Promise.resolve(writeResultCsv(input)),
  },
} as const;

/** Serves a domain's seven bulk calls for its kind (six when the domain sends its own way). */
export function serveBulkCalls(
  app: Express,
  services: BackendServices,
  bulkKind: BulkKind,
  contracts: BulkContracts,
): void {
  const { kind } = bulkKind;
  const writers = fileWriters[bulkKind.fileFormat ?? 'xlsx'];

  serveCall(app, services, contracts.validate, (context) =>
    storeSheet(context, bulkKind, context.body),
  );

  serveCall(app, services, contracts.file, (context) =>
    readFile(context.services.db, ownerOf(context), kind, context.params.id, context.language),
  );

  serveCall(app, services, contracts.validationDownload, async (context) => {
    const file = await ownedFile(
      context.services.db,
      ownerOf(context),
      kind,
      context.params.id,
      context.language,
    );
    return writers.errors({
      fileName: file.file_name,
      headerRow: file.header_row,
      header: file.header,
      lines: file.lines,
      language: context.language,
    });
  });

  function serveSend(send: BulkSendCall) {
    if (send.request === undefined) {
      serveCall(app, services, send, (context) =>
        sendFile(context, kind, send, context.params.id, bulkKind),
      );
    } else {
      serveCall(app, services, send, (context) =>
        sendFile(context, kind, send, context.body.bestand, bulkKind),
      );
    }
  }
  if (contracts.send) serveSend(contracts.send);

  const progress = contracts.progress;
  if (progress.query === undefined) {
    serveCall(app, services, progress, (context) =>
      jobProgress(context.services.db, ownerOf(context), kind, context.params.id, context.language),
    );
  }

  /** A job's result file: every line, or the first `count`; 206 while items wait if the kind says so. */
  async function resultFile(context: CallContext, jobId: string, count?: number) {
    const db = context.services.db;
    const job = await ownedJob(db, ownerOf(context), kind, jobId, context.language);
    // A kind of files has a file for every job.
    if (job.file_id === null) throw notFound(context.language);
    const file = await db
      .selectFrom('bulk_files')
      .where('id', '=', job.file_id)
      .select(['header_row', 'header', 'lines'])
      .executeTakeFirstOrThrow();
    let items = db
      .selectFrom('bulk_items as i')
      .where('i.job_id', '=', job.id)
      .orderBy('i.position')
      .select(['i.position', 'i.line', 'i.status', 'i.message', 'i.result']);
    if (count !== undefined) items = items.limit(count);
    const lines = await items.execute();
    const cellsOf = new Map(file.lines.map((line) => [line.regel, line.cellen]));
    const answer = await writers.result({
      fileName: job.file_name,
      headerRow: file.header_row,
      header: file.header,
      lines: lines.map((item) => ({
        regel: item.line,
        cellen: cellsOf.get(item.line) ?? [],
        status: item.status ?? processing,
        message: item.message ?? '',
        result: item.result ?? '',
      })),
      language: context.language,
      resultTitle: bulkKind.resultTitle?.[context.language],
    });
    // The job is complete once no item waits (its finished mark is written in the same batch).
    return job.finished_at === null
      ? { ...answer, status: bulkKind.incompleteResultStatus ?? 200 }
      : answer;
  }

  const result = contracts.resultDownload;
  if (result.query === undefined) {
    serveCall(app, services, result, (context) => resultFile(context, context.params.id));
  } else if (namesJobId(result)) {
    serveCall(app, services, result, (context) =>
      resultFile(context, context.params.jobId, context.query.count),
    );
  } else {
    serveCall(app, services, result, (context) =>
      resultFile(context, context.params.id, context.query.count),
    );
  }

  serveCall(app, services, contracts.overview, (context) =>
    jobOverview(context.services.db, ownerOf(context), kind),
  );
}

/**
 * A progress call several kinds share, its query naming the job's kind (`jobType`): served once,
 * each type to its kind. The role must hold the access of the type's send call (as it did to send
 * the job); a job of another type, or of another user, is not found.
 */
export function serveSharedBulkProgress(
  app: Express,
  services: BackendServices,
  contract: Extract<BulkProgressCall, { query: object }>,
  types: Readonly<Record<string, { kind: string; send: ConsultationCall }>>,
): void {
  serveCall(app, services, contract, (context) => {
    const type = types[context.query.jobType];
    if (!type) throw notFound(context.language);
    if (!consultationGrant(context.activeRole, type.send, null)) {
      throw new CallError(403, {
        code: 403,
        message: message(context.language, 'forbidden'),
        errors: [],
      });
    }
    return jobProgress(
      context.services.db,
      ownerOf(context),
      type.kind,
      context.params.id,
      context.language,
    );
  });
}

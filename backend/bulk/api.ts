// One domain's bulk calls, served the same way for every domain with a bulk screen: validate and
// store a sheet, read it again, download its error file, send it as a job, follow the job, download
// its result, and list the user's jobs. A domain gives its contracts and its kind (with the item
// schema); its processor is given to the worker (backend/main.ts).
import express, { type Express } from 'express';
import {
  type bulkFileParams,
  type bulkFileSchema,
  type bulkJobOverviewSchema,
  type bulkJobParams,
  type bulkJobProgressSchema,
  bulkSheetRequest,
  processing,
} from '@contracts/bulk';
import type { CallContract } from '@contracts/http';
import { serveCall, type BackendServices } from '../http/call';
import { ownedFile, ownerOf, readFile, storeSheet, type BulkKind } from './files';
import { jobOverview, jobProgress, ownedJob, sendFile } from './jobs';
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
  send: CallContract<typeof bulkFileParams, undefined, undefined, typeof bulkJobProgressSchema>;
  progress: CallContract<typeof bulkJobParams, undefined, undefined, typeof bulkJobProgressSchema>;
  resultDownload: CallContract<typeof bulkJobParams, undefined, undefined, undefined>;
  overview: CallContract<undefined, undefined, undefined, typeof bulkJobOverviewSchema>;
}

/** Serves a domain's seven bulk calls for its kind. */
export function serveBulkCalls(
  app: Express,
  services: BackendServices,
  bulkKind: BulkKind,
  contracts: BulkContracts,
): void {
  const { kind } = bulkKind;

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
    return writeErrorWorkbook({
      fileName: file.file_name,
      headerRow: file.header_row,
      header: file.header,
      lines: file.lines,
      language: context.language,
    });
  });

  serveCall(app, services, contracts.send, (context) =>
    sendFile(context, kind, contracts.send, context.params.id),
  );

  serveCall(app, services, contracts.progress, (context) =>
    jobProgress(context.services.db, ownerOf(context), kind, context.params.id, context.language),
  );

  serveCall(app, services, contracts.resultDownload, async (context) => {
    const db = context.services.db;
    const job = await ownedJob(db, ownerOf(context), kind, context.params.id, context.language);
    const file = await db
      .selectFrom('bulk_files')
      .where('id', '=', job.file_id)
      .select(['header_row', 'header', 'lines'])
      .executeTakeFirstOrThrow();
    const items = await db
      .selectFrom('bulk_items as i')
      .where('i.job_id', '=', job.id)
      .orderBy('i.position')
      .select(['i.position', 'i.line', 'i.status', 'i.message', 'i.result'])
      .execute();
    const cellsOf = new Map(file.lines.map((line) => [line.regel, line.cellen]));
    return writeResultWorkbook({
      fileName: job.file_name,
      headerRow: file.header_row,
      header: file.header,
      lines: items.map((item) => ({
        regel: item.line,
        cellen: cellsOf.get(item.line) ?? [],
        status: item.status ?? processing,
        message: item.message ?? '',
        result: item.result ?? '',
      })),
      language: context.language,
    });
  });

  serveCall(app, services, contracts.overview, (context) =>
    jobOverview(context.services.db, ownerOf(context), kind),
  );
}

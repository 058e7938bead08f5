// The bulk pipeline's shapes, shared by every domain with a bulk screen (learning and experience
// proofs first; child benefits, the document service, notifications and the land registry reuse
// them): the sheet the portal read from an uploaded workbook, the stored file's validation, the
// durable job's progress and the per-user job overview. The portal is the only reader of the
// uploaded workbook (ADR 014): it sends the backend the sheet as text, one entry per line, with
// its own findings and, for a line without any, the item the domain's row schema made of it.
import { z } from 'zod';
import { processing } from './bulk-codes';
import { referenceText } from './consultation';
import type { CallContract } from './http';

/** At most this many data lines in a bulk file (the header row not counted). */
export const BULK_MAX_LINES = 1000;
/** The longest file name the job overview keeps. */
export const BULK_FILE_NAME_MAX_LENGTH = 128;
/** At most this many columns are read from a bulk sheet. */
export const BULK_MAX_COLUMNS = 40;
/** The longest cell text kept (a longer cell is a mistake the row schema reports). */
export const BULK_CELL_MAX_LENGTH = 1000;

export { bulkItemStatus, firstErrorStatus, processing } from './bulk-codes';

/** A finding on one cell of a line (or on the whole line when `kolom` is empty). */
export const bulkFindingSchema = z.object({
  /** The column's title as the sheet names it; '' for the line as a whole. */
  kolom: z.string().max(200),
  melding: z.string().min(1).max(500),
});

export type BulkFinding = z.infer<typeof bulkFindingSchema>;

/**
 * One data line of the sheet: its row number in the sheet, its cells as text, and either the
 * findings that make it unusable or the item the domain's row schema made of it.
 */
export const bulkLineSchema = z.object({
  regel: z.number().int().min(2).max(1_100_000),
  cellen: z.array(z.string().max(BULK_CELL_MAX_LENGTH)).max(BULK_MAX_COLUMNS),
  fouten: z
    .array(bulkFindingSchema)
    .max(BULK_MAX_COLUMNS + 1)
    .default([]),
  item: z.unknown().optional(),
});

export type BulkLine = z.input<typeof bulkLineSchema>;

/** The body of a domain's bulk validate call: the sheet the portal read. */
export const bulkSheetRequest = z.object({
  bestandsnaam: z.string().trim().min(1).max(BULK_FILE_NAME_MAX_LENGTH),
  /** 'Uw referentie' for the legal log of every item the job processes. */
  reference: referenceText.optional(),
  /** The row number of the column titles. */
  koprij: z.number().int().min(1).max(1_100_000),
  kolommen: z.array(z.string().max(BULK_CELL_MAX_LENGTH)).min(1).max(BULK_MAX_COLUMNS),
  regels: z.array(bulkLineSchema).min(1).max(BULK_MAX_LINES),
});

export type BulkSheetRequest = z.input<typeof bulkSheetRequest>;

/**
 * A stored bulk file's states: validated with errors (lines marked, the error file to download),
 * validated (it can be sent), sent (its job runs or ran). Not validated is the upload before the
 * backend answered: it is never stored.
 */
export const bulkFileStates = ['gevalideerdMetFouten', 'gevalideerd', 'verzonden'] as const;
export type BulkFileState = (typeof bulkFileStates)[number];

export const bulkFileSchema = z.object({
  id: z.uuid(),
  bestandsnaam: z.string(),
  status: z.enum(bulkFileStates),
  aangemaakt: z.iso.datetime({ offset: true }),
  /** How many data lines, and how many of them carry findings. */
  regels: z.number().int().min(0),
  foutieveRegels: z.number().int().min(0),
  /** The sheet's column titles as it names them: a screen shows the cells that identify a line. */
  kolommen: z.array(z.string()),
  /** The findings per line, in the sheet's order. */
  fouten: z.array(
    z.object({
      regel: z.number().int(),
      cellen: z.array(z.string()),
      fouten: z.array(bulkFindingSchema),
    }),
  ),
  /** The job made of the file once it was sent. */
  jobId: z.uuid().nullable(),
});

export type BulkFile = z.infer<typeof bulkFileSchema>;

export const bulkFileParams = z.object({ id: z.uuid() });
export const bulkJobParams = z.object({ id: z.uuid() });

/**
 * The body of a send call that names the stored file in its body rather than in its path (as
 * the child-benefits source's does).
 */
export const bulkSendRequest = z.object({ bestand: z.uuid() }).strict();

/** A job named `jobId` in the path (the child-benefits source's result download). */
export const bulkJobIdParams = z.object({ jobId: z.uuid() });

/** A result download's query: at most `count` result lines, the first ones of the sheet. */
export const bulkResultQuery = z.object({
  count: z.coerce.number<string | number>().int().min(1).optional(),
});

/**
 * A job's progress (the bulk-job panel's shape): how many items, the file's name, when it
 * started, 1 once every item ended (0 before), and how many items per status so far.
 */
export const bulkJobProgressSchema = z.object({
  id: z.uuid(),
  itemCount: z.number().int().min(0),
  jobDescription: z.string(),
  timeStamp: z.iso.datetime({ offset: true }),
  status: z.union([z.literal(0), z.literal(1)]),
  statusProgress: z.array(
    z.object({
      status: z.union([z.number().int(), z.literal(processing)]),
      amount: z.number().int().min(0),
    }),
  ),
});

export type BulkJobProgress = z.infer<typeof bulkJobProgressSchema>;

/** The signed-in user's jobs of one kind in the active organisation, newest first. */
export const bulkJobOverviewSchema = z.array(bulkJobProgressSchema);

/**
 * A domain's send call: the stored file's id in its path (`:id`, LED's) or in its JSON body
 * (`{ "bestand": id }`, the child-benefits source's).
 */
export type BulkSendCall =
  | CallContract<typeof bulkFileParams, undefined, undefined, typeof bulkJobProgressSchema>
  | CallContract<undefined, undefined, typeof bulkSendRequest, typeof bulkJobProgressSchema>;

/**
 * A domain's result download: the job's id in its path as `:id` (LED's), as `:jobId` with an
 * optional `count` of lines in the query (the child-benefits source's), or as `:id` with that
 * `count` (the land registry source's ownership download).
 */
export type BulkResultCall =
  | CallContract<typeof bulkJobParams, undefined, undefined, undefined>
  | CallContract<typeof bulkJobIdParams, typeof bulkResultQuery, undefined, undefined>
  | CallContract<typeof bulkJobParams, typeof bulkResultQuery, undefined, undefined>;

/** Whether a result download names the job `:jobId` (else `:id`). */
export function namesJobId(
  call: BulkResultCall,
): call is CallContract<typeof bulkJobIdParams, typeof bulkResultQuery, undefined, undefined> {
  return call.params === bulkJobIdParams;
}

/**
 * A domain's progress call: the job's id in its path, or its id and its kind (`jobType` in the
 * query) when the source follows the jobs of several kinds with one call (the land registry's
 * `jobs/progress/:id?jobType`).
 */
export type BulkProgressCall =
  | CallContract<typeof bulkJobParams, undefined, undefined, typeof bulkJobProgressSchema>
  | CallContract<
      typeof bulkJobParams,
      z.ZodType<{ jobType: string }, { jobType: string }>,
      undefined,
      typeof bulkJobProgressSchema
    >;

/** The metadata download of a job: every item it registered. */
export const bulkJobRequest = z.object({ jobId: z.uuid() });

/** The content type of the workbooks the bulk calls answer with. */
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type of the csv files the bulk calls answer with (UTF-8, with a byte order mark). */
export const csvContentType = 'text/csv; charset=utf-8';

/**
 * A cell a spreadsheet program could take for a formula (= + - @, or a tab or carriage return
 * before one) is written with a leading apostrophe, so it shows as text and never runs: every
 * workbook and csv file the portal and the backend write passes its cells through here.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The field separator of the csv files the portal and the backend write: Excel's in Belgium. */
export const csvSeparator = ';';
const csvByteOrderMark = '\uFEFF';
const csvRecordEnd = '\r\n';

/** One csv field as written: neutralised, and quoted when it holds a separator, quote or line break. */
export function csvField(text: string): string {
  const value = neutraliseCell(text);
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One csv record: its fields, then CRLF (an empty record is a blank row). */
export function csvRecord(cells: readonly string[]): string {
  return cells.map(csvField).join(csvSeparator) + csvRecordEnd;
}

/**
 * A csv file as Excel in Belgium opens it as columns: UTF-8 with a byte order mark, ';' between
 * the fields, CRLF after every record.
 */
export function csvFile(records: readonly string[]): Uint8Array {
  return new TextEncoder().encode(csvByteOrderMark + records.join(''));
}

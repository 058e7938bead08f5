// The sheets users upload for a bulk job, as the portal read them (ADR 014): every line the portal
// found no fault in is checked again with the domain's item schema (the portal is not trusted to
// be the only writer of this call), the file is stored with its findings, and its state tells
// whether it can be sent. A file belongs to its uploader in the active role's organisation: to
// anyone else it does not exist.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BULK_MAX_COLUMNS,
  type BulkFile,
  type BulkFinding,
  type bulkSheetRequest,
} from '@contracts/bulk';
import { grantsFor } from '@contracts/consultation';
import { anyOf } from '@contracts/http';
import type { Permission } from '@contracts/permissions';
import type { Role } from '@contracts/session';
import type { Database, StoredBulkLine } from '../db/schema';
import { CallError, notFound, type CallContext } from '../http/call';
import { message, type MessageKey } from '../http/messages';
import type { BulkFileFormat } from './output';

/** Who a file or job belongs to: the token's subject in the active role's organisation. */
export interface BulkOwner {
  subject: string;
  organisationCode: string;
}

export function ownerOf(context: CallContext): BulkOwner {
  const role = context.activeRole;
  if (!role) {
    throw new CallError(403, {
      code: 403,
      message: message(context.language, 'noActiveRole'),
      errors: [],
    });
  }
  return { subject: context.identity.sub, organisationCode: role.organisatie.code };
}

/**
 * The sheet's column a field of an item is read from, given the field's path in the item and the
 * sheet's column titles; null when none: the finding is then on the line.
 */
export type ColumnOf = (path: readonly PropertyKey[], columns: readonly string[]) => string | null;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The default: the column whose title reads as the field's path ('Instelling naam' for
 * instelling.naam) or as its first part ('Titel' for titel), ignoring case, accents, spaces and
 * punctuation.
 */
export const columnByFieldName: ColumnOf = (path, columns) => {
  const names = path.filter((part): part is string => typeof part === 'string');
  const first = names[0];
  if (first === undefined) return null;
  for (const candidate of [folded(names.join('')), folded(first)]) {
    const column = columns.find((title) => folded(title) === candidate);
    if (column !== undefined) return column;
  }
  return null;
};

/**
 * For a domain whose sheet titles its columns in both languages: the column titled as the field's
 * column, in either language, ignoring case, accents, spaces and punctuation.
 */
export function columnByTitles(
  titlesOf: (path: readonly PropertyKey[]) => { nl: string; en: string } | null,
): ColumnOf {
  return (path, columns) => {
    const titles = titlesOf(path);
    if (!titles) return null;
    const wanted = [folded(titles.nl), folded(titles.en)];
    return columns.find((title) => wanted.includes(folded(title))) ?? null;
  };
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const part of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<PropertyKey, unknown>)[part];
  }
  return here;
}

function issueMessage(issue: z.core.$ZodIssue, item: unknown): MessageKey {
  const value = valueAt(item, issue.path);
  if (value === undefined || value === null) return 'bulkValueMissing';
  switch (issue.code) {
    case 'too_small':
      return typeof value === 'string' || Array.isArray(value)
        ? 'bulkValueMissing'
        : 'bulkValueInvalid';
    case 'too_big':
      return typeof value === 'string' ? 'bulkValueTooLong' : 'bulkValueInvalid';
    case 'invalid_value':
      return 'bulkCodeUnknown';
    default:
      return 'bulkValueInvalid';
  }
}

/** The findings an item schema has on a line's item, one per column at most. */
export function itemFindings(
  issues: readonly z.core.$ZodIssue[],
  item: unknown,
  columns: readonly string[],
  language: 'nl' | 'en',
  columnOf: ColumnOf = columnByFieldName,
): BulkFinding[] {
  const findings: BulkFinding[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const text = message(language, issueMessage(issue, item));
    const column = columnOf(issue.path, columns);
    // A field without a column of its own: on the line, naming the field.
    const field = issue.path.map(String).join('.');
    const finding: BulkFinding =
      column !== null
        ? { kolom: column, melding: text }
        : { kolom: '', melding: field ? `${field}: ${text}` : text };
    const key = `${finding.kolom}\u0000${finding.kolom ? '' : finding.melding}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(finding);
    if (findings.length > BULK_MAX_COLUMNS) break;
  }
  return findings;
}

/**
 * The uploaded file's name as kept: the characters no file name on Windows may have (markup's
 * angle brackets and quotes among them) and control characters become '_'. It is shown in the
 * job overview and names the error and result files.
 */
export function keptFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '_');
}

/**
 * A domain's bulk kind: its name, the schema every item is checked with, and how its error and
 * result files are written.
 */
export interface BulkKind {
  /** The kind of its files and jobs ('led'); a worker hands its items to the processor of it. */
  kind: string;
  itemSchema: z.ZodType;
  /** Where a finding on a field of the item is shown; the default matches titles to field names. */
  columnOf?: ColumnOf;
  /** The format of its error and result files: xlsx unless the domain's sheets are csv. */
  fileFormat?: BulkFileFormat;
  /** The title of the result file's column of what an item made; 'Referte' without it. */
  resultTitle?: { nl: string; en: string };
  /**
   * The status of the result file while items still wait: 200 unless the domain's source answers
   * 206 for a file not complete yet.
   */
  incompleteResultStatus?: 200 | 206;
  /**
   * The permissions a line's item needs, when they depend on the line (the land registry's
   * ownership file: a capakey needs the ownership states, an owner the owner search): a line the
   * active role may not ask is marked at validation, and a file holding one is not sent.
   */
  itemAccess?: (item: unknown) => readonly Permission[];
  /**
   * The kind's rules beyond the item schema, on the lines it passed, taken together (a member on
   * two lines of a push file) or one by one (a line's message as the notification editor reads
   * it): each line's findings, in the lines' order. A line with findings keeps no item.
   */
  lineRules?: (
    lines: readonly StoredBulkLine[],
    columns: readonly string[],
    language: 'nl' | 'en',
  ) => readonly (readonly BulkFinding[])[];
}

/** Whether the role may ask the item, for a kind whose lines need their own permissions. */
export function mayAskItem(
  bulkKind: Pick<BulkKind, 'itemAccess'>,
  role: Role | null,
  item: unknown,
) {
  if (!bulkKind.itemAccess || item === undefined) return true;
  return grantsFor(role, { access: anyOf(bulkKind.itemAccess(item)) }).length > 0;
}

type SheetRequest = z.output<typeof bulkSheetRequest>;

/** The lines of a sheet after the item schema: each either with findings or with its item. */
export function checkLines(
  sheet: SheetRequest,
  bulkKind: BulkKind,
  language: 'nl' | 'en',
): StoredBulkLine[] {
  return sheet.regels.map((line): StoredBulkLine => {
    const base = { regel: line.regel, cellen: line.cellen };
    if (line.fouten.length > 0) return { ...base, fouten: line.fouten };
    if (line.item === undefined) {
      return { ...base, fouten: [{ kolom: '', melding: message(language, 'bulkLineUnreadable') }] };
    }
    const parsed = bulkKind.itemSchema.safeParse(line.item);
    if (parsed.success) return { ...base, fouten: [], item: parsed.data };
    return {
      ...base,
      fouten: itemFindings(
        parsed.error.issues,
        line.item,
        sheet.kolommen,
        language,
        bulkKind.columnOf,
      ),
    };
  });
}

interface FileRow {
  id: string;
  file_name: string;
  state: BulkFile['status'];
  /** A timestamptz (typed loosely by the schema's Generated<Timestamp>). */
  created_at: unknown;
  header: string[];
  lines: StoredBulkLine[];
  line_count: number;
  error_line_count: number;
  job_id: string | null;
}

function asBulkFile(row: FileRow): BulkFile {
  return {
    id: row.id,
    bestandsnaam: row.file_name,
    status: row.state,
    aangemaakt: new Date(row.created_at as Date | string).toISOString(),
    regels: row.line_count,
    foutieveRegels: row.error_line_count,
    kolommen: row.header,
    fouten: row.lines
      .filter((line) => line.fouten.length > 0)
      .map((line) => ({ regel: line.regel, cellen: line.cellen, fouten: line.fouten })),
    jobId: row.job_id,
  };
}

/** Checks and stores a sheet for its uploader; answers the stored file and its state. */
export async function storeSheet(
  context: CallContext,
  bulkKind: BulkKind,
  sheet: SheetRequest,
): Promise<BulkFile> {
  const owner = ownerOf(context);
  const checked = checkLines(sheet, bulkKind, context.language).map((line) =>
    mayAskItem(bulkKind, context.activeRole, line.item)
      ? line
      : {
          regel: line.regel,
          cellen: line.cellen,
          fouten: [{ kolom: '', melding: message(context.language, 'bulkItemForbidden') }],
        },
  );
  const ruled = bulkKind.lineRules?.(checked, sheet.kolommen, context.language) ?? [];
  const lines = checked.map((line, index): StoredBulkLine => {
    const findings = ruled[index] ?? [];
    return findings.length === 0
      ? line
      : { regel: line.regel, cellen: line.cellen, fouten: [...line.fouten, ...findings] };
  });
  const errorLines = lines.filter((line) => line.fouten.length > 0).length;
  const row = await context.services.db
    .insertInto('bulk_files')
    .values({
      id: randomUUID(),
      kind: bulkKind.kind,
      owner_subject: owner.subject,
      organisation_code: owner.organisationCode,
      file_name: keptFileName(sheet.bestandsnaam),
      reference: sheet.reference ?? null,
      header_row: sheet.koprij,
      header: JSON.stringify(sheet.kolommen),
      lines: JSON.stringify(lines),
      line_count: lines.length,
      error_line_count: errorLines,
      state: errorLines > 0 ? 'gevalideerdMetFouten' : 'gevalideerd',
    })
    .returning(['id', 'file_name', 'state', 'created_at', 'line_count', 'error_line_count'])
    .executeTakeFirstOrThrow();
  context.log.info(
    { kind: bulkKind.kind, file: row.id, lines: lines.length, errorLines },
    'bulk file validated',
  );
  return asBulkFile({ ...row, header: sheet.kolommen, lines, job_id: null });
}

/** A stored file of a kind as its owner sees it; 404 for anyone else. */
export async function readFile(
  db: Kysely<Database>,
  owner: BulkOwner,
  kind: string,
  id: string,
  language: 'nl' | 'en',
): Promise<BulkFile> {
  return asBulkFile(await ownedFile(db, owner, kind, id, language));
}

/** The stored file with its header and lines, for its owner only. */
export async function ownedFile(
  db: Kysely<Database>,
  owner: BulkOwner,
  kind: string,
  id: string,
  language: 'nl' | 'en',
) {
  const row = await db
    .selectFrom('bulk_files as f')
    .leftJoin('bulk_jobs as j', 'j.file_id', 'f.id')
    .where('f.id', '=', id)
    .where('f.kind', '=', kind)
    .where('f.owner_subject', '=', owner.subject)
    .where('f.organisation_code', '=', owner.organisationCode)
    .select([
      'f.id',
      'f.file_name',
      'f.state',
      'f.created_at',
      'f.header_row',
      'f.header',
      'f.lines',
      'f.line_count',
      'f.error_line_count',
      'j.id as job_id',
    ])
    .executeTakeFirst();
  if (!row) throw notFound(language);
  return row;
}

/** How long a stored file that was never sent is kept: a day's work, and the week after it. */
export const UNSENT_FILE_RETENTION_DAYS = 7;

/**
 * Removes the files that were never sent and are older than the retention: they hold personal
 * data (the sheet's national numbers) that nothing will use any more. A sent file stays with its
 * job, the record of what the job did.
 */
export async function purgeUnsentFiles(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNSENT_FILE_RETENTION_DAYS * 86_400_000);
  const removed = await db
    .deleteFrom('bulk_files')
    .where('state', '<>', 'verzonden')
    .where(sql<boolean>`created_at < ${before.toISOString()}::timestamptz`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bulk_jobs').select('id').whereRef('bulk_jobs.file_id', '=', 'bulk_files.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

// The reporting screens' backend calls and what they make of the answers: the list of reports
// with the role's scope, one report over a selection (found, refused or failed), its model in the
// screen's language with the legal-log links the user may follow, and its downloads: the same
// model's table written as a workbook or a csv file, every cell neutralised so that nothing in it
// runs as a formula when the file is opened.
import type { TFunction } from 'i18next';
import {
  csvContentType,
  csvFile,
  csvRecord,
  neutraliseCell,
  xlsxContentType,
} from '@contracts/bulk';
import { legalLogPermissions } from '@contracts/legal-log-permissions';
import {
  getReport,
  listReports,
  reportPeriodText,
  type Report,
  type ReportId,
} from '@contracts/reporting';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { legalLogFields, legalLogSearchQuery } from '~/domains/legal-log/search-fields';
import { i18nServer } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import type { RequestArgs } from '~/load-context';
import { href } from '~/routing/href';
import type { ReportSelection } from './period';
import {
  reportModel,
  type LegalLogTrail,
  type ReportModel,
  type ReportTableModel,
} from './report-model';

export type ReportList =
  { state: 'found'; list: Awaited<ReturnType<typeof askList>> } | { state: 'failed' };

function askList({ request, context }: RequestArgs) {
  return callBackend(listReports, { request, context });
}

/** The reports with the time this user last viewed each, and the organisations of the scope. */
export async function reportList(args: RequestArgs): Promise<ReportList> {
  try {
    return { state: 'found', list: await askList(args) };
  } catch (error) {
    if (isSourceFailure(error)) return { state: 'failed' };
    throw error;
  }
}

export type ReportLookup =
  | { state: 'found'; report: Report }
  /** The backend refused the selection: an organisation outside the scope, a period it will not take. */
  | { state: 'refused'; status: 400 | 403; message: string | null }
  | { state: 'failed' };

/** One report over a selection, as the backend computes it. */
export async function lookupReport(
  args: RequestArgs,
  id: ReportId,
  selection: ReportSelection,
): Promise<ReportLookup> {
  try {
    const report = await callBackend(getReport, {
      ...args,
      params: { rapport: id, periode: reportPeriodText(selection.period) },
      query: {
        ...(selection.organisation ? { organisatie: selection.organisation } : {}),
        drempel: selection.threshold,
      },
    });
    return { state: 'found', report };
  } catch (error) {
    if (error instanceof BackendError && (error.status === 400 || error.status === 403)) {
      return {
        state: 'refused',
        status: error.status,
        message: error.body?.errors[0]?.message ?? error.body?.message ?? null,
      };
    }
    if (isSourceFailure(error)) return { state: 'failed' };
    throw error;
  }
}

const mayReadLegalLog = (role: Role) =>
  role.permissions.some((grant) =>
    (legalLogPermissions.read as readonly string[]).includes(grant.naam),
  );

/**
 * The link to a user's trail in the legal log's search, for an active role that may read the log;
 * none otherwise. (Another profile of the same user would not do: choosing a profile whose one
 * domain is the legal log opens that domain's start page, not the search a link asked for.)
 */
export function legalLogTrailLink(
  activeRole: Role | null,
  locale: Locale,
): ((trail: LegalLogTrail) => string) | null {
  if (activeRole === null || !mayReadLegalLog(activeRole)) return null;
  const f = legalLogFields;
  return (trail) =>
    href(
      'legalLog',
      {},
      locale,
      legalLogSearchQuery({
        [f.users]: [trail.user],
        [f.from]: trail.fromDay,
        [f.fromTime]: trail.fromTime,
        [f.to]: trail.toDay,
        [f.toTime]: trail.toTime,
        ...(trail.subjectKind ? { [f.subjectKind]: trail.subjectKind } : {}),
      }),
    );
}

/** The report's table and chart in the request's language, with the links the user may follow. */
export async function modelOf(
  args: RequestArgs,
  report: Report,
  links: { activeRole: Role | null; locale: Locale },
): Promise<ReportModel> {
  const t = (await i18nServer.getFixedT(args.request, 'reporting')) as TFunction<'reporting'>;
  return reportModel(report, t, links.locale, {
    legalLogTrail: legalLogTrailLink(links.activeRole, links.locale),
  });
}

export const downloadFormats = ['xlsx', 'csv'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** The file's cells: the columns the screen shows that are figures, not links. */
function fileRows(table: ReportTableModel): { header: string[]; rows: (string | number)[][] } {
  const kept = table.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !column.screenOnly);
  const cellValue = (cell: { text: string; number?: number } | undefined) =>
    cell?.number !== undefined ? cell.number : (cell?.text ?? '');
  const rows = [...table.rows.map((row) => row.cells), ...(table.totals ? [table.totals] : [])];
  return {
    header: kept.map(({ column }) => column.header),
    rows: rows.map((cells) => kept.map(({ index }) => cellValue(cells[index]))),
  };
}

/** The file name: the report's title and its period, in letters, digits and hyphens only. */
export function downloadName(title: string, selection: ReportSelection, format: DownloadFormat) {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${base}-${reportPeriodText(selection.period)}.${format}`;
}

/** The table as a workbook: numbers as numbers (shares as percentages), texts neutralised. */
async function workbook(title: string, table: ReportTableModel): Promise<Uint8Array> {
  const { Workbook } = (await import('exceljs')).default;
  const book = new Workbook();
  const sheet = book.addWorksheet(
    neutraliseCell(title)
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 31),
  );
  const { header, rows } = fileRows(table);
  const fractions = table.columns
    .filter((column) => !column.screenOnly)
    .map((column) => column.fraction === true);
  sheet.addRow(header.map(neutraliseCell)).font = { bold: true };
  for (const cells of rows) {
    sheet.addRow(cells.map((cell) => (typeof cell === 'number' ? cell : neutraliseCell(cell))));
  }
  if (table.totals) sheet.lastRow!.font = { bold: true };
  header.forEach((text, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = Math.min(40, Math.max(10, text.length + 2));
    if (fractions[index]) column.numFmt = '0.0%';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/**
 * A csv cell: a whole number as its digits (any Excel reads them as a number), a share or any
 * other fraction as the screen shows it ('12,3%'), since a decimal point or comma reads
 * differently per locale.
 */
function csvCell(value: string | number, shown: string | undefined, fraction: boolean): string {
  return typeof value === 'number' && Number.isInteger(value) && !fraction
    ? String(value)
    : (shown ?? String(value));
}

/** The table as a csv file the way Excel in Belgium opens it (see contracts/bulk.ts). */
function csv(table: ReportTableModel): Uint8Array {
  const { header, rows } = fileRows(table);
  const kept = table.columns.flatMap((column, index) => (column.screenOnly ? [] : [index]));
  const shown = [
    ...table.rows.map((row) => row.cells),
    ...(table.totals ? [table.totals] : []),
  ].map((cells) => kept.map((index) => cells[index]?.text));
  return csvFile([
    csvRecord(header),
    ...rows.map((cells, index) =>
      csvRecord(
        cells.map((cell, column) =>
          csvCell(
            cell,
            shown[index]?.[column],
            table.columns[kept[column] ?? 0]?.fraction === true,
          ),
        ),
      ),
    ),
  ]);
}

/** A report's table as a file to download. */
export async function reportFile(
  title: string,
  selection: ReportSelection,
  table: ReportTableModel,
  format: DownloadFormat,
): Promise<Response> {
  const body = new Uint8Array(format === 'xlsx' ? await workbook(title, table) : csv(table));
  return new Response(body, {
    headers: {
      'Content-Type': format === 'xlsx' ? xlsxContentType : csvContentType,
      'Content-Disposition': `attachment; filename="${downloadName(title, selection, format)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

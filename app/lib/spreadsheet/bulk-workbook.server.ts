// Reads the first worksheet of an uploaded bulk workbook (.xlsx) as rows of text, streaming, and
// stops one line past the limit: a sheet with a million rows costs no more than one with 1001.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BULK_FILE_MAX_LINES, validateBulkLineCount } from '~/lib/validation/files';
import { issue, type ValidationIssue } from '~/lib/validation/issue';

/** Blank rows tolerated between lines before a sheet counts as too long. */
const maximumBlankRows = 10_000;

export interface BulkWorkbook {
  /** The first non-empty row: the column titles. */
  header: string[];
  /** The non-empty rows under it, each with its row number in the sheet (for error reports). */
  lines: { rowNumber: number; cells: string[] }[];
}

export type BulkWorkbookReading =
  { ok: true; workbook: BulkWorkbook } | { ok: false; issue: ValidationIssue };

type CellValue = ExcelJS.CellValue;

function isObject(
  value: CellValue,
): value is Exclude<CellValue, string | number | boolean | Date | null | undefined> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/**
 * A cell as the text a person sees in it. Formulas count as their cached result, never as the
 * formula itself; rich text as its plain text; dates as DD.MM.YYYY (workbooks store them in UTC).
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const day = String(value.getUTCDate()).padStart(2, '0');
    const month = String(value.getUTCMonth() + 1).padStart(2, '0');
    return `${day}.${month}.${value.getUTCFullYear()}`;
  }
  if (isObject(value)) {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('formula' in value || 'sharedFormula' in value) {
      const result = 'result' in value ? value.result : undefined;
      return result === undefined || (typeof result === 'object' && !(result instanceof Date))
        ? ''
        : cellText(result);
    }
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('error' in value) return '';
  }
  return '';
}

function rowCells(values: CellValue[] | Record<string, CellValue>): string[] {
  // exceljs gives a row's values 1-based (index 0 is always empty), with holes for empty cells.
  const list = Array.isArray(values) ? values.slice(1) : Object.values(values);
  const cells = Array.from(list, (value) => cellText(value));
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/**
 * Reads a bulk workbook whose content was already recognised as xlsx (`validateBulkFile`). A
 * workbook that cannot be read, has no data line, or has more than `maxLines` data lines (the
 * header row not counted) answers the matching validation issue.
 */
export async function readBulkWorkbook(
  bytes: Uint8Array,
  { maxLines = BULK_FILE_MAX_LINES }: { maxLines?: number } = {},
): Promise<BulkWorkbookReading> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  let header: string[] | null = null;
  let rowsRead = 0;
  let tooLong = false;
  const lines: BulkWorkbook['lines'] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // Empty rows are skipped but counted: a sheet of a million blank rows is not read through.
        rowsRead += 1;
        if (rowsRead > maxLines + maximumBlankRows) {
          tooLong = true;
          break;
        }
        const cells = rowCells(row.values);
        if (cells.length === 0) continue;
        if (!header) {
          header = cells;
          continue;
        }
        lines.push({ rowNumber: row.number, cells });
        if (lines.length > maxLines) break;
      }
      // Only the first worksheet holds the lines.
      break;
    }
  } catch {
    return { ok: false, issue: issue('files.unreadable') };
  }
  if (tooLong) return { ok: false, issue: issue('files.tooManyLines', { amount: maxLines }) };
  if (!header || lines.length === 0) return { ok: false, issue: issue('files.noLines') };
  const tooMany = validateBulkLineCount(lines.length, maxLines);
  if (tooMany) return { ok: false, issue: tooMany };
  return { ok: true, workbook: { header, lines } };
}

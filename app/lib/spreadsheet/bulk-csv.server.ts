// Reads an uploaded bulk csv file as rows of text, the same reading `readBulkWorkbook` gives of a
// workbook. The bytes are decoded once: UTF-8 (with or without its byte-order mark), or
// Windows-1252 when they are not valid UTF-8 (what Excel writes as 'CSV (gescheiden door
// lijstscheidingsteken)' on a Belgian computer), or UTF-16 after its byte-order mark. The
// delimiter is the one of ';', tab and ',' the header line holds most often. Reading stops one
// line past the limit. A cell is text as it stands: one that looks like a formula is never
// evaluated. Content that is not text (a NUL character, a ZIP archive, a PDF) is refused.
import Papa from 'papaparse';
import { BULK_MAX_COLUMNS } from '@contracts/bulk';
import { BULK_FILE_MAX_LINES, isCsvText, utf16ByteOrder } from '~/lib/validation/files';
import { issue } from '~/lib/validation/issue';
import type { BulkWorkbook, BulkWorkbookReading } from './bulk-workbook.server';

/** Blank rows tolerated between lines before a file counts as too long, as in a workbook. */
const maximumBlankRows = 10_000;

const utf8Bom = [0xef, 0xbb, 0xbf] as const;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/** The file's text, its byte-order mark left out. */
function decode(bytes: Uint8Array): string {
  const utf16 = utf16ByteOrder(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  const body = utf8Bom.every((byte, index) => bytes[index] === byte) ? bytes.subarray(3) : bytes;
  try {
    return strictUtf8.decode(body);
  } catch {
    return windows1252.decode(body);
  }
}

/** The delimiters a csv file may use, the first winning a tie. */
const delimiters = [';', '\t', ','] as const;
type Delimiter = (typeof delimiters)[number];

type LineBreak = '\r\n' | '\n' | '\r';

/**
 * How the file separates cells and lines, read from the first line that is not blank (the header),
 * outside quotes: the delimiter is the one it holds most often (a header of one column holds none
 * and is read with ';'), the line break the one that ends it.
 */
function headerLayout(text: string): { delimiter: Delimiter; newline: LineBreak } {
  const counts: Record<Delimiter, number> = { ';': 0, '\t': 0, ',': 0 };
  let index = 0;
  while (text[index] === '\n' || text[index] === '\r' || text[index] === ' ') index += 1;
  let quoted = false;
  for (; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (character === '\n' || character === '\r') break;
    else if (character === ';' || character === '\t' || character === ',') counts[character] += 1;
  }
  let delimiter: Delimiter = ';';
  for (const candidate of delimiters) {
    if (counts[candidate] > counts[delimiter]) delimiter = candidate;
  }
  const newline: LineBreak =
    text[index] === '\r' ? (text[index + 1] === '\n' ? '\r\n' : '\r') : '\n';
  return { delimiter, newline };
}

/**
 * Reads a bulk csv file. Content that is not text answers `files.notCsvContent`; a quoted cell
 * whose quotation mark is never closed (the rest of the file would be read as that one cell)
 * `files.csvQuote`; a file without a data line `files.noLines`; more than `maxLines` data lines
 * (the header not counted) `files.tooManyLines`. Blank lines are skipped; the first line that is
 * not blank is the header. A line's row number is the row a spreadsheet program shows it on:
 * its line in the file, blank lines counted, the header on row 1 when it is the first line (a
 * line break inside a quoted cell does not start a new row). Cells are trimmed, empty cells at
 * the end of a line dropped, and at most `maxColumns` columns read.
 */
export function readBulkCsv(
  bytes: Uint8Array,
  {
    maxLines = BULK_FILE_MAX_LINES,
    maxColumns = BULK_MAX_COLUMNS,
  }: { maxLines?: number; maxColumns?: number } = {},
): BulkWorkbookReading {
  if (!isCsvText(bytes)) return { ok: false, issue: issue('files.notCsvContent') };
  const text = decode(bytes);
  // The header, one line past the limit, and the blank rows tolerated between them.
  const rowLimit = maxLines + 2 + maximumBlankRows;
  const parsed = Papa.parse<string[]>(text, {
    ...headerLayout(text),
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    preview: rowLimit,
  });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    return { ok: false, issue: issue('files.csvQuote', { row: (quoteError.row ?? 0) + 1 }) };
  }
  let header: string[] | null = null;
  let headerRow = 0;
  const lines: BulkWorkbook['lines'] = [];
  const rows = parsed.data;
  for (let index = 0; index < rows.length; index += 1) {
    // The row's own array becomes the line's cells: trimmed in place, cut after the last value.
    const cells = rows[index]!;
    const count = Math.min(cells.length, maxColumns);
    let used = 0;
    for (let column = 0; column < count; column += 1) {
      const cell = cells[column]!.trim();
      cells[column] = cell;
      if (cell !== '') used = column + 1;
    }
    if (used === 0) continue;
    cells.length = used;
    if (!header) {
      header = cells;
      headerRow = index + 1;
      continue;
    }
    lines.push({ rowNumber: index + 1, cells });
    if (lines.length > maxLines) {
      return { ok: false, issue: issue('files.tooManyLines', { amount: maxLines }) };
    }
  }
  if (parsed.meta.truncated) {
    return { ok: false, issue: issue('files.tooManyLines', { amount: maxLines }) };
  }
  if (!header || lines.length === 0) return { ok: false, issue: issue('files.noLines') };
  return { ok: true, workbook: { header, headerRow, lines } };
}

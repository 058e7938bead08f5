// Reads the first worksheet of an uploaded bulk workbook (.xlsx) as rows of text, streaming, and
// stops one line past the limit: a sheet with a million rows costs no more than one with 1001.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  BULK_FILE_MAX_LINES,
  BULK_FILE_MAX_UNPACKED_SIZE,
  formatSize,
  validateBulkLineCount,
} from '~/lib/validation/files';
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

const localHeader = 0x04034b50;
const centralHeader = 0x02014b50;
const endOfDirectory = 0x06054b50;
const dataDescriptor = 0x08074b50;

function uint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function uint32(bytes: Uint8Array, offset: number): number {
  return (uint16(bytes, offset) | (uint16(bytes, offset + 2) << 16)) >>> 0;
}

/** The compressed size of each entry by its local header's offset, from the central directory. */
function centralSizes(bytes: Uint8Array): Map<number, number> {
  const sizes = new Map<number, number>();
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (uint32(bytes, offset) === endOfDirectory) {
      end = offset;
      break;
    }
  }
  if (end < 0) return sizes;
  let offset = uint32(bytes, end + 16);
  for (let index = uint16(bytes, end + 10); index > 0; index -= 1) {
    if (uint32(bytes, offset) !== centralHeader) break;
    sizes.set(uint32(bytes, offset + 42), uint32(bytes, offset + 20));
    offset +=
      46 + uint16(bytes, offset + 28) + uint16(bytes, offset + 30) + uint16(bytes, offset + 32);
  }
  return sizes;
}

/** How many bytes deflated data unpacks to, counted and discarded; stops just past `limit`. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw();
    let total = 0;
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflater.destroy();
        resolve(total);
      }
    });
    inflater.on('end', () => resolve(total));
    inflater.on('error', () => resolve(null));
    inflater.end(data);
  });
}

/**
 * Whether every entry of the ZIP, read by its local headers as the workbook reader reads them,
 * unpacks to at most `limit` bytes together: checked by unpacking, never trusting the sizes the
 * headers declare, and without holding what is unpacked.
 */
export async function unpackedSizeWithin(
  bytes: Uint8Array,
  limit: number,
): Promise<'ok' | 'tooLarge' | 'unreadable'> {
  const central = centralSizes(bytes);
  let remaining = limit;
  let offset = 0;
  while (offset + 30 <= bytes.length && uint32(bytes, offset) === localHeader) {
    const flags = uint16(bytes, offset + 6);
    const method = uint16(bytes, offset + 8);
    const withDescriptor = (flags & 0x08) !== 0;
    const compressed = withDescriptor ? central.get(offset) : uint32(bytes, offset + 18);
    const start = offset + 30 + uint16(bytes, offset + 26) + uint16(bytes, offset + 28);
    if (
      compressed === undefined ||
      compressed === 0xffffffff ||
      start + compressed > bytes.length
    ) {
      return 'unreadable';
    }
    const data = bytes.subarray(start, start + compressed);
    let size: number | null;
    if (method === 0) size = compressed;
    else if (method === 8) size = await inflatedSize(data, remaining);
    else return 'unreadable';
    if (size === null) return 'unreadable';
    remaining -= size;
    if (remaining < 0) return 'tooLarge';
    offset = start + compressed;
    if (withDescriptor) offset += uint32(bytes, offset) === dataDescriptor ? 16 : 12;
  }
  return 'ok';
}

/**
 * Reads a bulk workbook whose content was already recognised as xlsx (`validateBulkFile`). A
 * workbook that unpacks to more than `maxUnpackedSize`, cannot be read, has no data line, or has
 * more than `maxLines` data lines (the header row not counted) answers the matching validation
 * issue.
 */
export async function readBulkWorkbook(
  bytes: Uint8Array,
  {
    maxLines = BULK_FILE_MAX_LINES,
    maxUnpackedSize = BULK_FILE_MAX_UNPACKED_SIZE,
  }: { maxLines?: number; maxUnpackedSize?: number } = {},
): Promise<BulkWorkbookReading> {
  // The reader holds a cell's whole text: a workbook that unpacks to gigabytes is refused first.
  const unpacked = await unpackedSizeWithin(bytes, maxUnpackedSize);
  if (unpacked === 'tooLarge') {
    return {
      ok: false,
      issue: issue('files.tooLargeUnpacked', { size: formatSize(maxUnpackedSize) }),
    };
  }
  if (unpacked === 'unreadable') return { ok: false, issue: issue('files.unreadable') };
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

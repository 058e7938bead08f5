// The csv files the bulk calls answer with, for a kind whose files are csv (child benefits): the
// same error and result files as the workbooks (output.ts), written the way Excel in Belgium opens
// them as columns: UTF-8 with a byte order mark, ';' between the fields, CRLF after every record,
// a field in double quotes (its quotes doubled) when it holds ';', '"', CR or LF. Every cell passes
// through neutraliseCell, so nothing written here runs as a formula when the file is opened. The
// header and every line keep their row numbers: the rows between them are empty records.
import { csvContentType, neutraliseCell } from '@contracts/bulk';
import type { FileAnswer } from '@contracts/http';
import {
  errorFile,
  resultFile,
  type ErrorFileInput,
  type PlacedSheet,
  type ResultFileInput,
} from './output';

/** The field separator: what Excel expects in a Belgian (Dutch or French) locale. */
export const csvSeparator = ';';

const byteOrderMark = '\uFEFF';
const recordEnd = '\r\n';

/** One field as written: neutralised, and quoted when it holds a separator, quote or line break. */
export function csvField(text: string): string {
  const value = neutraliseCell(text);
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function record(cells: readonly string[]): string {
  return cells.map(csvField).join(csvSeparator) + recordEnd;
}

/**
 * A sheet as csv: the header at its row and every row at its own, empty records between them. A
 * row numbered at or before one already written follows it (a record cannot go back).
 */
export function writeCsv({ headerRow, header, rows }: PlacedSheet): Uint8Array {
  const parts: string[] = [byteOrderMark];
  let written = 0;
  const place = (row: number, cells: readonly string[]) => {
    for (; written < row - 1; written += 1) parts.push(recordEnd);
    parts.push(record(cells));
    written += 1;
  };
  place(headerRow, header);
  for (const { row, cells } of [...rows].sort((a, b) => a.row - b.row)) place(row, cells);
  return new TextEncoder().encode(parts.join(''));
}

/** The error file as csv (see output.ts). */
export function writeErrorCsv(input: ErrorFileInput): FileAnswer {
  const file = errorFile(input);
  return {
    fileName: file.fileName('csv'),
    contentType: csvContentType,
    body: writeCsv(file.sheet),
  };
}

/** The result file as csv (see output.ts). */
export function writeResultCsv(input: ResultFileInput): FileAnswer {
  const file = resultFile(input);
  return {
    fileName: file.fileName('csv'),
    contentType: csvContentType,
    body: writeCsv(file.sheet),
  };
}

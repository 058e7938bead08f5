// The csv files the bulk calls answer with, for a kind whose files are csv (child benefits): the
// same error and result files as the workbooks (output.ts), written the way Excel in Belgium opens
// them as columns: UTF-8 with a byte order mark, ';' between the fields, CRLF after every record,
// a field in double quotes (its quotes doubled) when it holds ';', '"', CR or LF. Every cell passes
// through neutraliseCell, so nothing written here runs as a formula when the file is opened. The
// header and every line keep their row numbers: the rows between them are empty records.
import { csvContentType, csvFile, csvRecord } from '@contracts/bulk';
import type { FileAnswer } from '@contracts/http';
import {
  errorFile,
  resultFile,
  type ErrorFileInput,
  type PlacedSheet,
  type ResultFileInput,
} from './output';

/**
 * A sheet as csv: the header at its row and every row at its own, empty records between them. A
 * row numbered at or before one already written follows it (a record cannot go back).
 */
export function writeCsv({ headerRow, header, rows }: PlacedSheet): Uint8Array {
  const records: string[] = [];
  const place = (row: number, cells: readonly string[]) => {
    while (records.length < row - 1) records.push(csvRecord([]));
    records.push(csvRecord(cells));
  };
  place(headerRow, header);
  for (const { row, cells } of [...rows].sort((a, b) => a.row - b.row)) place(row, cells);
  return csvFile(records);
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

// What the error file and the result file of a bulk kind hold, whatever their format (an xlsx
// workbook, backend/bulk/workbook.ts, or a csv file, backend/bulk/csv.ts): the sheet as uploaded,
// every line at its own row number, with the findings of each line, or each item's status,
// message and result, in columns added right of the widest line.
import type { BulkFinding } from '@contracts/bulk';

/** The format a bulk kind's error and result files are written in; xlsx unless it says csv. */
export type BulkFileFormat = 'xlsx' | 'csv';

/** A row of a sheet at its row number. */
export interface PlacedRow {
  row: number;
  cells: readonly string[];
}

/** A sheet to write: its name (a workbook's tab), the header at its row, the rows at theirs. */
export interface PlacedSheet {
  sheetName: string;
  headerRow: number;
  header: readonly string[];
  rows: readonly PlacedRow[];
}

/** A sheet's cells padded to a width, so an added column lands right of every line's cells. */
function padded(cells: readonly string[], width: number): string[] {
  return Array.from({ length: width }, (_, index) => cells[index] ?? '');
}

function widthOf(header: readonly string[], lines: readonly { cellen: readonly string[] }[]) {
  return Math.max(header.length, ...lines.map((line) => line.cellen.length));
}

/**
 * The uploaded file's name without its .xlsx or .csv, with a suffix and the format's extension:
 * 'leerbewijzen-fouten.xlsx', 'kinderen-resultaat.csv'.
 */
export function derivedFileName(
  original: string,
  suffix: string,
  format: BulkFileFormat = 'xlsx',
): string {
  return `${original.replace(/\.(xlsx|csv)$/i, '')}-${suffix}.${format}`;
}

const texts = {
  nl: {
    errors: 'Fouten',
    errorsFile: 'fouten',
    status: 'Status',
    message: 'Melding',
    reference: 'Referte',
    result: 'Resultaat',
    resultFile: 'resultaat',
  },
  en: {
    errors: 'Errors',
    errorsFile: 'errors',
    status: 'Status',
    message: 'Message',
    reference: 'Reference',
    result: 'Result',
    resultFile: 'result',
  },
} as const;

/** A line's findings in one cell: 'Kolom: melding', one a line; a finding on the line alone as its message. */
export function findingsText(findings: readonly BulkFinding[]): string {
  return findings
    .map((finding) => (finding.kolom ? `${finding.kolom}: ${finding.melding}` : finding.melding))
    .join('\n');
}

export interface ErrorFileInput {
  fileName: string;
  headerRow: number;
  header: readonly string[];
  lines: readonly { regel: number; cellen: readonly string[]; fouten: readonly BulkFinding[] }[];
  language: 'nl' | 'en';
}

/** A file's contents and the name it is given, once its extension is known. */
export interface OutputFile {
  sheet: PlacedSheet;
  fileName: (format: BulkFileFormat) => string;
}

/** The error file: the sheet as uploaded, every line at its own row, and a column of findings. */
export function errorFile(input: ErrorFileInput): OutputFile {
  const text = texts[input.language];
  const width = widthOf(input.header, input.lines);
  return {
    sheet: {
      sheetName: text.errors,
      headerRow: input.headerRow,
      header: [...padded(input.header, width), text.errors],
      rows: input.lines.map((line) => ({
        row: line.regel,
        cells: [...padded(line.cellen, width), findingsText(line.fouten)],
      })),
    },
    fileName: (format) => derivedFileName(input.fileName, text.errorsFile, format),
  };
}

export interface ResultFileInput {
  fileName: string;
  headerRow: number;
  header: readonly string[];
  lines: readonly {
    regel: number;
    cellen: readonly string[];
    /** 200, 404, …, or 'PROCESSING' while the item waits. */
    status: number | string;
    message: string;
    result: string;
  }[];
  language: 'nl' | 'en';
  /** The title of the column of what each item made; 'Referte' ('Reference') without it. */
  resultTitle?: string;
}

/** The result file: the sheet as sent, with each item's status, message and result. */
export function resultFile(input: ResultFileInput): OutputFile {
  const text = texts[input.language];
  const width = widthOf(input.header, input.lines);
  return {
    sheet: {
      sheetName: text.result,
      headerRow: input.headerRow,
      header: [
        ...padded(input.header, width),
        text.status,
        text.message,
        input.resultTitle ?? text.reference,
      ],
      rows: input.lines.map((line) => ({
        row: line.regel,
        cells: [...padded(line.cellen, width), String(line.status), line.message, line.result],
      })),
    },
    fileName: (format) => derivedFileName(input.fileName, text.resultFile, format),
  };
}

// The workbooks the bulk calls answer with: the error file (the uploaded sheet with every line at
// its own row number and a column naming its findings), the result file (the sheet with each
// item's status, message and reference) and any plain sheet (a job's metadata). Every cell passes
// through neutraliseCell, so nothing written here runs as a formula when the file is opened.
import ExcelJS from 'exceljs';
import { neutraliseCell, xlsxContentType, type BulkFinding } from '@contracts/bulk';
import type { FileAnswer } from '@contracts/http';

/** A cell is never shown wider than this many characters (a long cell wraps in the bar). */
const maximumColumnWidth = 60;
const minimumColumnWidth = 8;

interface PlacedRow {
  /** The row number in the sheet. */
  row: number;
  cells: readonly string[];
}

interface Sheet {
  sheetName: string;
  headerRow: number;
  header: readonly string[];
  rows: readonly PlacedRow[];
}

async function writeWorkbook({ sheetName, headerRow, header, rows }: Sheet): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  const widths: number[] = [];
  const place = (rowNumber: number, cells: readonly string[], bold: boolean) => {
    const row = sheet.getRow(rowNumber);
    cells.forEach((text, index) => {
      const cell = row.getCell(index + 1);
      const value = neutraliseCell(text);
      cell.value = value;
      if (bold) cell.font = { bold: true };
      if (value.includes('\n')) cell.alignment = { wrapText: true, vertical: 'top' };
      const longest = Math.max(...value.split('\n').map((part) => part.length));
      widths[index] = Math.max(widths[index] ?? 0, longest);
    });
  };
  place(headerRow, header, true);
  for (const { row, cells } of rows) place(row, cells, false);
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.min(
      maximumColumnWidth,
      Math.max(minimumColumnWidth, width + 2),
    );
  });
  // The column titles stay in view while scrolling through a long sheet.
  sheet.views = [{ state: 'frozen', ySplit: headerRow }];
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A sheet's cells padded to a width, so an added column lands right of every line's cells. */
function padded(cells: readonly string[], width: number): string[] {
  return Array.from({ length: width }, (_, index) => cells[index] ?? '');
}

function widthOf(header: readonly string[], lines: readonly { cellen: readonly string[] }[]) {
  return Math.max(header.length, ...lines.map((line) => line.cellen.length));
}

/** The uploaded file's name without .xlsx, with a suffix: 'leerbewijzen-fouten.xlsx'. */
export function derivedFileName(original: string, suffix: string): string {
  return `${original.replace(/\.xlsx$/i, '')}-${suffix}.xlsx`;
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

/** The error file: the sheet as uploaded, every line at its own row, and a column of findings. */
export async function writeErrorWorkbook(input: ErrorFileInput): Promise<FileAnswer> {
  const text = texts[input.language];
  const width = widthOf(input.header, input.lines);
  const body = await writeWorkbook({
    sheetName: text.errors,
    headerRow: input.headerRow,
    header: [...padded(input.header, width), text.errors],
    rows: input.lines.map((line) => ({
      row: line.regel,
      cells: [...padded(line.cellen, width), findingsText(line.fouten)],
    })),
  });
  return {
    fileName: derivedFileName(input.fileName, text.errorsFile),
    contentType: xlsxContentType,
    body,
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
}

/** The result file: the sheet as sent, with each item's status, message and reference. */
export async function writeResultWorkbook(input: ResultFileInput): Promise<FileAnswer> {
  const text = texts[input.language];
  const width = widthOf(input.header, input.lines);
  const body = await writeWorkbook({
    sheetName: text.result,
    headerRow: input.headerRow,
    header: [...padded(input.header, width), text.status, text.message, text.reference],
    rows: input.lines.map((line) => ({
      row: line.regel,
      cells: [...padded(line.cellen, width), String(line.status), line.message, line.result],
    })),
  });
  return {
    fileName: derivedFileName(input.fileName, text.resultFile),
    contentType: xlsxContentType,
    body,
  };
}

/** A plain sheet: the header in row 1, the rows under it. */
export async function writeSheetWorkbook({
  sheetName,
  header,
  rows,
}: {
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}): Promise<Uint8Array> {
  return writeWorkbook({
    sheetName,
    headerRow: 1,
    header,
    rows: rows.map((cells, index) => ({ row: index + 2, cells })),
  });
}

// The workbooks the bulk calls answer with: the error file (the uploaded sheet with every line at
// its own row number and a column naming its findings), the result file (the sheet with each
// item's status, message and result; what they hold is output.ts's) and any plain sheet (a job's
// metadata). Every cell passes through neutraliseCell, so nothing written here runs as a formula
// when the file is opened.
import { neutraliseCell, xlsxContentType } from '@contracts/bulk';
import type { FileAnswer } from '@contracts/http';
import {
  errorFile,
  resultFile,
  type ErrorFileInput,
  type PlacedSheet,
  type ResultFileInput,
} from './output';

export { derivedFileName, findingsText } from './output';
export type { ErrorFileInput, PlacedSheet, ResultFileInput } from './output';

/**
 * exceljs, loaded the first time a workbook is written: it is the largest module the backend
 * has, and a start (a restart after an update) should not wait for it.
 */
async function exceljs() {
  return (await import('exceljs')).default;
}

/** A cell is never shown wider than this many characters (a long cell wraps in the bar). */
const maximumColumnWidth = 60;
const minimumColumnWidth = 8;

export async function writeWorkbook({
  sheetName,
  headerRow,
  header,
  rows,
}: PlacedSheet): Promise<Uint8Array> {
  const { Workbook } = await exceljs();
  const book = new Workbook();
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

/** The error file as a workbook (see output.ts). */
export async function writeErrorWorkbook(input: ErrorFileInput): Promise<FileAnswer> {
  const file = errorFile(input);
  return {
    fileName: file.fileName('xlsx'),
    contentType: xlsxContentType,
    body: await writeWorkbook(file.sheet),
  };
}

/** The result file as a workbook (see output.ts). */
export async function writeResultWorkbook(input: ResultFileInput): Promise<FileAnswer> {
  const file = resultFile(input);
  return {
    fileName: file.fileName('xlsx'),
    contentType: xlsxContentType,
    body: await writeWorkbook(file.sheet),
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

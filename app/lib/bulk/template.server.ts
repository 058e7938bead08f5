// The template workbook of a bulk screen, written from the domain's columns: a first sheet with
// the column titles in the screen's language and one example line (the sheet a user fills in and
// uploads), and a second sheet that explains each column. Every cell passes through
// `neutraliseCell`, so nothing in it can run as a formula.
import ExcelJS from 'exceljs';
import {
  csvContentType,
  csvFile,
  csvRecord,
  neutraliseCell,
  xlsxContentType,
} from '@contracts/bulk';
import { i18nServer } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import type { BulkColumn } from './columns';

const headerFill: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE8EBEE' },
};

/** The template of these columns in one language, as the bytes of an .xlsx file. */
export async function writeBulkTemplate(
  columns: readonly BulkColumn[],
  locale: Locale,
): Promise<Buffer> {
  const t = await i18nServer.getFixedT(locale, 'bulk');
  const cell = (value: string) => neutraliseCell(value);
  const book = new ExcelJS.Workbook();
  book.creator = t('template.creator');

  const data = book.addWorksheet(t('template.dataSheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  data.columns = columns.map((column) => ({
    header: cell(column.title[locale]),
    key: column.id,
    width: Math.max(14, column.title[locale].length + 4, column.example.length + 2),
    // Text columns keep what is typed as it is typed: a number with leading zeros stays whole.
    ...(column.text ? { style: { numFmt: '@' } } : {}),
  }));
  data.addRow(columns.map((column) => cell(column.example)));
  const header = data.getRow(1);
  header.font = { bold: true };
  header.eachCell((headerCell, number) => {
    headerCell.fill = headerFill;
    const column = columns[number - 1];
    if (column) headerCell.note = cell(column.hint[locale]);
  });

  const explanation = book.addWorksheet(t('template.explanationSheet'));
  explanation.columns = [
    { header: cell(t('template.column')), width: 22 },
    { header: cell(t('template.required')), width: 12 },
    { header: cell(t('template.hint')), width: 80 },
    { header: cell(t('template.example')), width: 28 },
  ];
  explanation.getRow(1).font = { bold: true };
  for (const column of columns) {
    const row = explanation.addRow([
      cell(column.title[locale]),
      cell(column.required ? t('template.yes') : t('template.no')),
      cell(column.hint[locale]),
      cell(column.example),
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  explanation.addRow([]);
  explanation.addRow([cell(t('template.rules'))]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The csv template of these columns in one language: the column titles and one example line,
 * written as Excel in Belgium opens it (what each column takes is explained on the upload screen).
 */
export function writeBulkCsvTemplate(columns: readonly BulkColumn[], locale: Locale): Uint8Array {
  return csvFile([
    csvRecord(columns.map((column) => column.title[locale])),
    csvRecord(columns.map((column) => column.example)),
  ]);
}

/** The template as a download named `fileName`: a workbook, or a csv file for a csv sheet. */
export async function bulkTemplateResponse(
  columns: readonly BulkColumn[],
  locale: Locale,
  fileName: string,
  format: 'xlsx' | 'csv' = 'xlsx',
): Promise<Response> {
  const body =
    format === 'csv'
      ? writeBulkCsvTemplate(columns, locale)
      : await writeBulkTemplate(columns, locale);
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': format === 'csv' ? csvContentType : xlsxContentType,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

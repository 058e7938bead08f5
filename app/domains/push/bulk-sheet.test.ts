import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pushBulkItem, type PushBulkSheetColumn } from '@contracts/push-notification-bulk';
import { validateLine, type BulkCells, type RowIssue } from '~/lib/bulk/columns';
import { writeBulkTemplate } from '~/lib/bulk/template.server';
import { demoDataSection } from '../../../tests/support/demo-data-doc';
import { hasOwnContent, pushBulkColumns, pushBulkSheet } from './bulk-sheet';

const empty = Object.fromEntries(
  pushBulkColumns.map((column) => [column.id, '']),
) as BulkCells<PushBulkSheetColumn>;
const line = (cells: Partial<Record<PushBulkSheetColumn, string>>) => ({ ...empty, ...cells });

/** The findings of a line as 'column: key', the way the upload reports them. */
function findings(cells: BulkCells<PushBulkSheetColumn>) {
  const checked = validateLine(
    cells,
    pushBulkSheet,
    (id) => id,
    (found: RowIssue) => found.key,
  );
  return checked.findings.map((finding) => `${finding.kolom}: ${finding.melding}`);
}

describe('the push bulk sheet', () => {
  it('has a template titled in each language whose example line the backend takes', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(
        (await writeBulkTemplate(pushBulkColumns, locale)) as unknown as ExcelJS.Buffer,
      );
      const titles = book.worksheets[0]?.getRow(1).values;
      expect(titles).toEqual([undefined, ...pushBulkColumns.map((column) => column.title[locale])]);
    }
    const example = Object.fromEntries(
      pushBulkColumns.map((column) => [column.id, column.example]),
    ) as BulkCells<PushBulkSheetColumn>;
    const parsed = pushBulkSheet.rowSchema.safeParse(example);
    expect(parsed.success).toBe(true);
    expect(pushBulkItem.safeParse(parsed.data).success).toBe(true);
  });

  it('reads the national numbers of the push members of docs/demo-data.md', () => {
    const section = demoDataSection('Push notifications');
    const numbers = [...section.matchAll(/\| (\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}) \|/g)].map(
      (match) => match[1] ?? '',
    );
    expect(numbers.length).toBeGreaterThanOrEqual(4);
    for (const insz of numbers) {
      const parsed = pushBulkSheet.rowSchema.safeParse(line({ insz }));
      expect(parsed.success, insz).toBe(true);
    }
  });

  it('reports each broken rule on its column', () => {
    expect(findings(line({ insz: '00.01.22-546.92' }))).toEqual(['insz: insz.checkDigit']);
    expect(findings(line({ insz: '123', titelNl: 'Alleen een titel' }))).toEqual([
      'insz: insz.invalid',
      'berichtNl: required',
    ]);
    expect(findings(line({ insz: '00012254691', titelEn: 'Title', berichtEn: 'Message' }))).toEqual(
      ['titelNl: required', 'berichtNl: required'],
    );
  });

  it('tells a line with content of its own from one that gets the common content', () => {
    expect(hasOwnContent(line({ insz: '00012254691' }))).toBe(false);
    expect(hasOwnContent(line({ insz: '00012254691', titelNl: ' ', berichtNl: '' }))).toBe(false);
    expect(hasOwnContent(line({ titelNl: 'Titel', berichtNl: 'Bericht' }))).toBe(true);
  });
});

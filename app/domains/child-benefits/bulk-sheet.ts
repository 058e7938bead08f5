// The row schema of the child-benefits bulk lookup's csv (its columns: bulk-columns.ts): it makes a
// question of a line, each broken rule on its column. The backend checks each question again with
// `childBenefitsQuestion`.
import { z } from 'zod';
import type { ChildBenefitsQuestion } from '@contracts/child-benefits';
import { bulkCells, codeCell, inszCell, monthCell, reportCellIssues } from '~/lib/bulk/cells';
import { defineBulkSheet } from '~/lib/bulk/columns';
import { compareMonths, toMonthText } from '~/lib/validation/month';
import { childBenefitsBulkColumns, type ChildBenefitsColumnId } from './bulk-columns';

const fundKeyLabels = {
  Ondernemingsnummer: { nl: 'Ondernemingsnummer', en: 'Enterprise number' },
  Code: { nl: 'Code', en: 'Code' },
} as const;

const cellRules = z.object({
  insz: inszCell(),
  zoeksleutel: codeCell(fundKeyLabels, { required: false }),
  beginMaand: monthCell({ required: false }),
  eindeMaand: monthCell({ required: false }),
});

/** A line's cells (by column id) to its question; each broken rule on its column. */
export const childBenefitsRowSchema = bulkCells<ChildBenefitsColumnId>().transform(
  (cells, ctx): ChildBenefitsQuestion => {
    const parsed = cellRules.safeParse(cells);
    if (!parsed.success) {
      reportCellIssues(ctx, parsed.error.issues);
      return z.NEVER;
    }
    const { insz, zoeksleutel, beginMaand, eindeMaand } = parsed.data;
    if (beginMaand && eindeMaand && compareMonths(eindeMaand, beginMaand) < 0) {
      ctx.addIssue({ code: 'custom', message: 'monthYear.endBeforeStart', path: ['eindeMaand'] });
      return z.NEVER;
    }
    return {
      insz,
      zoeksleutel: zoeksleutel === 'Code' ? 'Code' : 'Ondernemingsnummer',
      ...(beginMaand || eindeMaand
        ? {
            periode: {
              ...(beginMaand ? { beginMaand: toMonthText(beginMaand) } : {}),
              ...(eindeMaand ? { eindeMaand: toMonthText(eindeMaand) } : {}),
            },
          }
        : {}),
    };
  },
);

/** The child-benefits bulk sheet: a csv file, its columns and its row schema. */
export const childBenefitsBulkSheet = defineBulkSheet({
  columns: childBenefitsBulkColumns,
  rowSchema: childBenefitsRowSchema,
  format: 'csv',
});

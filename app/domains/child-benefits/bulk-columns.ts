// The columns of the child-benefits bulk lookup's csv, and the row schema that makes a question of
// a line: the national number of a child or a beneficiary, how the answer names the paying fund
// (by its enterprise number when empty), and the months asked (either end open, MM/JJJJ or a
// date). The template, the upload and the findings are built from these by the generic bulk
// pipeline (app/lib/bulk); the backend checks each question again with `childBenefitsQuestion`.
import { z } from 'zod';
import {
  childBenefitsSheetColumnTitles,
  fundKeys,
  type ChildBenefitsQuestion,
} from '@contracts/child-benefits';
import { bulkCells, codeCell, inszCell, monthCell, reportCellIssues } from '~/lib/bulk/cells';
import { defineBulkSheet, type BulkColumn } from '~/lib/bulk/columns';
import { compareMonths, toMonthText } from '~/lib/validation/month';

const fundKeyLabels = {
  Ondernemingsnummer: { nl: 'Ondernemingsnummer', en: 'Enterprise number' },
  Code: { nl: 'Code', en: 'Code' },
} as const;

export const childBenefitsBulkColumns = [
  {
    id: 'insz',
    title: childBenefitsSheetColumnTitles.insz,
    required: true,
    example: '16082285273',
    hint: {
      nl: 'Rijksregisternummer of BIS-nummer van een kind of een begunstigde: 11 cijfers, met of zonder punten en streepje.',
      en: 'The national register or BIS number of a child or a beneficiary: 11 digits, with or without dots and dash.',
    },
    key: true,
    text: true,
  },
  {
    id: 'zoeksleutel',
    title: childBenefitsSheetColumnTitles.zoeksleutel,
    required: false,
    example: 'Ondernemingsnummer',
    hint: {
      nl: `Hoe het antwoord de uitbetaler noemt: ${fundKeys.join(' of ')}. Leeg is Ondernemingsnummer.`,
      en: `How the answer names the paying fund: ${fundKeys.join(' or ')}. Empty is Ondernemingsnummer.`,
    },
  },
  {
    id: 'beginMaand',
    title: childBenefitsSheetColumnTitles.beginMaand,
    required: false,
    example: '01/2024',
    hint: {
      nl: 'De eerste maand van de vraag, MM/JJJJ, vanaf 01/2019. Leeg: vanaf het begin.',
      en: 'The first month asked, MM/YYYY, from 01/2019 on. Empty: from the beginning.',
    },
    text: true,
  },
  {
    id: 'eindeMaand',
    title: childBenefitsSheetColumnTitles.eindeMaand,
    required: false,
    example: '12/2024',
    hint: {
      nl: 'De laatste maand van de vraag, MM/JJJJ, niet voor de eerste. Leeg: tot nu.',
      en: 'The last month asked, MM/YYYY, not before the first. Empty: up to now.',
    },
    text: true,
  },
] as const satisfies readonly BulkColumn[];

export type ChildBenefitsColumnId = (typeof childBenefitsBulkColumns)[number]['id'];

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

// The columns of the child-benefits bulk lookup's csv: the national number of a child or a
// beneficiary, how the answer names the paying fund (by its enterprise number when empty), and the
// months asked (either end open, MM/JJJJ or a date). The template, the upload and the findings are
// built from these by the generic bulk pipeline (app/lib/bulk); the row schema that makes a
// question of a line is bulk-sheet.ts, kept apart so that the screen showing the columns carries
// no zod.
import { childBenefitsSheetColumnTitles, fundKeys } from '@contracts/child-benefits-codes';
import type { BulkColumn } from '~/lib/bulk/columns';

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

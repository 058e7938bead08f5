// The columns of the land registry's two bulk sheets and the row schemas that make an item of a
// line. The ownership file has one column: a capakey (12345A0678/00B000), a national number (11
// digits, with or without its dots and dash) or an enterprise number (10 digits, with or without
// dots, 'BE' in front allowed); what the cell holds decides which, and each is checked as its
// single search checks it (check digits included). The parcel file search has the single search's
// fields: a capakey, or a municipality's NIS code with its cadastral division, a section and a
// plot number, each narrowing the one before. The template, the upload and the findings are built
// from these by the generic bulk pipeline (app/lib/bulk); the backend checks each item again with
// `ownershipBulkItem` and `parcelBulkItem`.
import { z } from 'zod';
import { isEnterpriseNumber } from '@contracts/enterprise';
import {
  ownershipSheetColumnTitles,
  parcelSheetColumnTitles,
  type OwnershipBulkItem,
  type ParcelBulkItem,
} from '@contracts/land-registry-bulk';
import { bulkCells } from '~/lib/bulk/cells';
import { defineBulkSheet, type BulkCells, type BulkColumn } from '~/lib/bulk/columns';
import { normaliseCapakey, validateCapakey } from '~/lib/validation/capakey';
import { normaliseInsz, validateInsz } from '~/lib/validation/insz';

/** A message key of this domain's texts, as a row schema reports it. */
const cellKey = (key: string) => `landregistrybulk:cell.${key}`;

export const ownershipBulkColumns = [
  {
    id: 'sleutel',
    title: ownershipSheetColumnTitles.sleutel,
    required: true,
    example: '44021A0041/00A000',
    hint: {
      nl: 'Per regel één perceel of één eigenaar: een capakey (12345A0678/00B000), een rijksregisternummer (11 cijfers) of een ondernemingsnummer (10 cijfers), met of zonder punten en streepje.',
      en: 'One parcel or one owner a line: a capakey (12345A0678/00B000), a national register number (11 digits) or an enterprise number (10 digits), with or without dots and dash.',
    },
    key: true,
    text: true,
  },
] as const satisfies readonly BulkColumn[];

export type OwnershipColumnId = (typeof ownershipBulkColumns)[number]['id'];

/** What an ownership cell names, or the message key of what is wrong with it. */
export function readOwnershipKey(text: string): OwnershipBulkItem | { issue: string } {
  const value = text.trim();
  if (value === '') return { issue: 'required' };
  // An enterprise number may be written with its country code: BE 0785.196.984.
  const withoutCountry = value.replace(/^BE\s*/i, '');
  if (/^[\d.\-\s]+$/.test(withoutCountry)) {
    const digits = withoutCountry.replace(/\D/g, '');
    if (digits.length === 11 && withoutCountry === value) {
      const found = validateInsz(value);
      return found ? { issue: found.key } : { insz: normaliseInsz(value) };
    }
    if (digits.length === 10 && !withoutCountry.includes('-')) {
      return isEnterpriseNumber(digits)
        ? { ondernemingsnummer: digits }
        : { issue: 'enterpriseNumber.invalid' };
    }
    return { issue: cellKey('unknownKey') };
  }
  // Digits with a letter, a slash or an underscore (and nothing else) are meant as a capakey.
  if (/^[\dA-Za-z/_\-\s]+$/.test(value) && /[A-Za-z/_]/.test(value)) {
    const found = validateCapakey(value);
    return found ? { issue: found.key } : { capakey: normaliseCapakey(value) };
  }
  return { issue: cellKey('unknownKey') };
}

/** A line's one cell to what it asks; a cell that names nothing on its column. */
export const ownershipRowSchema = bulkCells<OwnershipColumnId>().transform(
  (cells, ctx): OwnershipBulkItem => {
    const read = readOwnershipKey(cells.sleutel ?? '');
    if ('issue' in read) {
      ctx.addIssue({ code: 'custom', message: read.issue, path: ['sleutel'] });
      return z.NEVER;
    }
    return read;
  },
);

export const ownershipBulkSheet = defineBulkSheet({
  columns: ownershipBulkColumns,
  rowSchema: ownershipRowSchema,
});

export const parcelBulkColumns = [
  {
    id: 'capakey',
    title: parcelSheetColumnTitles.capakey,
    required: false,
    example: '44021A0041/00A000',
    hint: {
      nl: 'De capakey van het perceel (12345A0678/00B000). Leeg: zoek op gemeente, afdeling, sectie en perceelnummer.',
      en: 'The parcel’s capakey (12345A0678/00B000). Empty: search by municipality, division, section and plot number.',
    },
    key: true,
    text: true,
  },
  {
    id: 'gemeente',
    title: parcelSheetColumnTitles.gemeente,
    required: false,
    example: '',
    hint: {
      nl: 'De NIS-code van de gemeente, 5 cijfers (Gent: 44021). Nodig zonder capakey.',
      en: 'The municipality’s NIS code, 5 digits (Gent: 44021). Needed without a capakey.',
    },
    key: true,
    text: true,
  },
  {
    id: 'afdeling',
    title: parcelSheetColumnTitles.afdeling,
    required: false,
    example: '',
    hint: {
      nl: 'De code van de kadastrale afdeling, 5 cijfers (44021). Leeg: de hele gemeente.',
      en: 'The cadastral division’s code, 5 digits (44021). Empty: the whole municipality.',
    },
    text: true,
  },
  {
    id: 'sectie',
    title: parcelSheetColumnTitles.sectie,
    required: false,
    example: '',
    hint: {
      nl: 'De sectie, één letter (A). Alleen met een afdeling.',
      en: 'The section, one letter (A). Only with a division.',
    },
  },
  {
    id: 'perceelnummer',
    title: parcelSheetColumnTitles.perceelnummer,
    required: false,
    example: '',
    hint: {
      nl: 'Het grondnummer (tot 4 cijfers, 0041) of het hele perceelnummer (0041/00A000). Alleen met een sectie.',
      en: 'The radical (up to 4 digits, 0041) or the whole plot number (0041/00A000). Only with a section.',
    },
    text: true,
  },
] as const satisfies readonly BulkColumn[];

export type ParcelColumnId = (typeof parcelBulkColumns)[number]['id'];

const parcelCellRules: Record<
  Exclude<ParcelColumnId, 'capakey'>,
  { pattern: RegExp; issue: string }
> = {
  gemeente: { pattern: /^\d{5}$/, issue: cellKey('nisCode') },
  afdeling: { pattern: /^\d{5}$/, issue: cellKey('division') },
  sectie: { pattern: /^[A-Z]$/, issue: cellKey('section') },
  perceelnummer: { pattern: /^\d{1,4}(\/\d{2}[A-Z_]\d{3})?$/, issue: cellKey('plot') },
};

/**
 * A parcel line's cells to its search: each cell in its own form (upper case for letters), then
 * the rules between them: a capakey or a municipality, a section only with its division, a plot
 * number only with its section. Each broken rule on the cell it is about.
 */
export function readParcelSearch(
  cells: BulkCells<ParcelColumnId>,
): ParcelBulkItem | { issues: { column: ParcelColumnId; key: string }[] } {
  const issues: { column: ParcelColumnId; key: string }[] = [];
  const search: Partial<Record<ParcelColumnId, string>> = {};
  const capakey = (cells.capakey ?? '').trim();
  if (capakey !== '') {
    const found = validateCapakey(capakey);
    if (found) issues.push({ column: 'capakey', key: found.key });
    else search.capakey = normaliseCapakey(capakey);
  }
  for (const [column, rule] of Object.entries(parcelCellRules) as [
    Exclude<ParcelColumnId, 'capakey'>,
    (typeof parcelCellRules)[keyof typeof parcelCellRules],
  ][]) {
    const value = (cells[column] ?? '').trim().toUpperCase();
    if (value === '') continue;
    if (rule.pattern.test(value)) search[column] = value;
    else issues.push({ column, key: rule.issue });
  }
  if (issues.length > 0) return { issues };
  if (search.capakey === undefined && search.gemeente === undefined) {
    issues.push({ column: 'gemeente', key: cellKey('capakeyOrMunicipality') });
  }
  if (search.sectie !== undefined && search.afdeling === undefined) {
    issues.push({ column: 'afdeling', key: cellKey('sectionNeedsDivision') });
  }
  if (search.perceelnummer !== undefined && search.sectie === undefined) {
    issues.push({ column: 'sectie', key: cellKey('plotNeedsSection') });
  }
  return issues.length > 0 ? { issues } : search;
}

export const parcelRowSchema = bulkCells<ParcelColumnId>().transform(
  (cells, ctx): ParcelBulkItem => {
    const read = readParcelSearch(cells);
    if ('issues' in read) {
      for (const found of read.issues) {
        ctx.addIssue({ code: 'custom', message: found.key, path: [found.column] });
      }
      return z.NEVER;
    }
    return read;
  },
);

export const parcelBulkSheet = defineBulkSheet({
  columns: parcelBulkColumns,
  rowSchema: parcelRowSchema,
});

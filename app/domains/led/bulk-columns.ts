// The columns of the bulk registration of learning and experience proofs, and the row schema that
// makes a proof of a line (one validity period, authentic): the template, the upload and the
// findings are built from these by the generic bulk pipeline (app/lib/bulk). A code column takes
// the code or its label in either language; dates are DD.MM.YYYY or a date cell. The issue date
// must lie within the validity period and not in the future, and the period must not end before
// it begins.
import { z } from 'zod';
import { PROOF_TEXT_MAX_LENGTH, proofSheetColumnTitles, type ProofItem } from '@contracts/led';
import {
  awardingBodyCodes,
  categoryCodes,
  proofStageCodes,
  proofTypeCodes,
  qualificationLevelCodes,
} from '@contracts/led-codes';
import {
  bulkCells,
  codeCell,
  dateCell,
  digitsCell,
  inszCell,
  reportCellIssues,
  textCell,
} from '~/lib/bulk/cells';
import { defineBulkSheet, type BulkCells, type BulkColumn } from '~/lib/bulk/columns';
import { compareDates, parseDisplayDate } from '~/lib/validation/dates';

/** The longest institution number the source keeps. */
const INSTITUTION_NUMBER_MAX_LENGTH = 10;

const codes = (list: Readonly<Record<string, unknown>>) => Object.keys(list).join(', ');

export const ledBulkColumns = [
  {
    id: 'insz',
    title: proofSheetColumnTitles.insz,
    required: true,
    example: '85073003328',
    hint: {
      nl: 'Rijksregisternummer of BIS-nummer van de houder: 11 cijfers, met of zonder punten en streepje.',
      en: "The holder's national register or BIS number: 11 digits, with or without dots and dash.",
    },
    key: true,
    text: true,
  },
  {
    id: 'categorie',
    title: proofSheetColumnTitles.categorie,
    required: true,
    example: 'HO',
    hint: {
      nl: `De code of de omschrijving (Nederlands of Engels): ${codes(categoryCodes)}.`,
      en: `The code or its label (Dutch or English): ${codes(categoryCodes)}.`,
    },
  },
  {
    id: 'bewijstype',
    title: proofSheetColumnTitles.bewijstype,
    required: true,
    example: 'DIPLOMA',
    hint: {
      nl: `De code of de omschrijving: ${codes(proofTypeCodes)}.`,
      en: `The code or its label: ${codes(proofTypeCodes)}.`,
    },
  },
  {
    id: 'bewijsstaat',
    title: proofSheetColumnTitles.bewijsstaat,
    required: true,
    example: 'EIND',
    hint: {
      nl: `De code of de omschrijving: ${codes(proofStageCodes)}.`,
      en: `The code or its label: ${codes(proofStageCodes)}.`,
    },
  },
  {
    id: 'titel',
    title: proofSheetColumnTitles.titel,
    required: true,
    example: 'Bachelor in de toegepaste informatica',
    hint: {
      nl: `De titel van het bewijs, maximum ${PROOF_TEXT_MAX_LENGTH} tekens.`,
      en: `The title of the proof, at most ${PROOF_TEXT_MAX_LENGTH} characters.`,
    },
    key: true,
  },
  {
    id: 'studierichting',
    title: proofSheetColumnTitles.studierichting,
    required: false,
    example: 'Informatica',
    hint: {
      nl: `Niet verplicht; maximum ${PROOF_TEXT_MAX_LENGTH} tekens.`,
      en: `Optional; at most ${PROOF_TEXT_MAX_LENGTH} characters.`,
    },
  },
  {
    id: 'instelling',
    title: proofSheetColumnTitles.instelling,
    required: true,
    example: 'Hogeschool Gent',
    hint: {
      nl: `De naam van de instelling die het bewijs uitreikte, maximum ${PROOF_TEXT_MAX_LENGTH} tekens.`,
      en: `The name of the institution that awarded the proof, at most ${PROOF_TEXT_MAX_LENGTH} characters.`,
    },
  },
  {
    id: 'instellingsnummer',
    title: proofSheetColumnTitles.instellingsnummer,
    required: false,
    example: '12345',
    hint: {
      nl: `Niet verplicht; enkel cijfers, maximum ${INSTITUTION_NUMBER_MAX_LENGTH}.`,
      en: `Optional; digits only, at most ${INSTITUTION_NUMBER_MAX_LENGTH}.`,
    },
    text: true,
  },
  {
    id: 'instantie',
    title: proofSheetColumnTitles.instantie,
    required: true,
    example: 'HOGESCHOOL',
    hint: {
      nl: `De soort instantie, code of omschrijving: ${codes(awardingBodyCodes)}.`,
      en: `The kind of awarding body, code or label: ${codes(awardingBodyCodes)}.`,
    },
  },
  {
    id: 'niveau',
    title: proofSheetColumnTitles.niveau,
    required: true,
    example: '6',
    hint: {
      nl: `Het niveau op de Vlaamse kwalificatiestructuur, code of omschrijving: ${codes(qualificationLevelCodes)}.`,
      en: `The level on the Flemish qualifications framework, code or label: ${codes(qualificationLevelCodes)}.`,
    },
    text: true,
  },
  {
    id: 'uitreikingsdatum',
    title: proofSheetColumnTitles.uitreikingsdatum,
    required: true,
    example: '30.06.2020',
    hint: {
      nl: 'DD.MM.JJJJ of een datumcel; niet in de toekomst en binnen de geldigheid van het bewijs.',
      en: 'DD.MM.YYYY or a date cell; not in the future, and within the validity of the proof.',
    },
  },
  {
    id: 'geldigVanaf',
    title: proofSheetColumnTitles.geldigVanaf,
    required: true,
    example: '30.06.2020',
    hint: {
      nl: 'Het begin van de geldigheid: DD.MM.JJJJ of een datumcel.',
      en: 'The start of the validity: DD.MM.YYYY or a date cell.',
    },
  },
  {
    id: 'geldigTot',
    title: proofSheetColumnTitles.geldigTot,
    required: false,
    example: '',
    hint: {
      nl: 'Niet verplicht: leeg voor een bewijs dat geldig blijft; niet voor het begin.',
      en: 'Optional: empty for a proof that stays valid; not before the start.',
    },
  },
] as const satisfies readonly BulkColumn[];

export type LedColumnId = (typeof ledBulkColumns)[number]['id'];

/** Every cell on its own. */
const cellRules = z.object({
  insz: inszCell(),
  categorie: codeCell(categoryCodes, { required: true }),
  bewijstype: codeCell(proofTypeCodes, { required: true }),
  bewijsstaat: codeCell(proofStageCodes, { required: true }),
  titel: textCell({ required: true, max: PROOF_TEXT_MAX_LENGTH }),
  studierichting: textCell({ required: false, max: PROOF_TEXT_MAX_LENGTH }),
  instelling: textCell({ required: true, max: PROOF_TEXT_MAX_LENGTH }),
  instellingsnummer: digitsCell({ required: false, max: INSTITUTION_NUMBER_MAX_LENGTH }),
  instantie: codeCell(awardingBodyCodes, { required: true }),
  niveau: codeCell(qualificationLevelCodes, { required: true }),
  uitreikingsdatum: dateCell({ required: true, notInFuture: true }),
  geldigVanaf: dateCell({ required: true }),
  geldigTot: dateCell({ required: false }),
});

type Cells = BulkCells<LedColumnId>;

/**
 * The rules between the dates, checked even while other cells fail so that one upload shows all
 * of a line's findings: answers whether one was broken.
 */
function dateRules(cells: Cells, ctx: z.core.$RefinementCtx): boolean {
  const read = (value: string | undefined) => parseDisplayDate((value ?? '').trim());
  const issued = read(cells.uitreikingsdatum);
  const from = read(cells.geldigVanaf);
  const until = (cells.geldigTot ?? '').trim() === '' ? null : read(cells.geldigTot);
  const untilGiven = (cells.geldigTot ?? '').trim() !== '';
  let broken = false;
  if (from && until && compareDates(until, from) < 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'validityPeriod.endBeforeStart',
      path: ['geldigTot'],
    });
    broken = true;
  }
  // A period that ends before it begins holds no date: only that is reported.
  if (!broken && issued && from && (!untilGiven || until)) {
    const within =
      compareDates(issued, from) >= 0 && (until === null || compareDates(issued, until) <= 0);
    if (!within) {
      ctx.addIssue({
        code: 'custom',
        message: 'proofIssueDate.outsideValidity',
        path: ['uitreikingsdatum'],
      });
      broken = true;
    }
  }
  return broken;
}

type CellValues = z.output<typeof cellRules>;

/** The proof a line makes: authentic, with one validity period. */
function toItem(value: CellValues): ProofItem {
  return {
    insz: value.insz,
    authenticiteit: 'AUTH',
    categorie: value.categorie,
    bewijstype: value.bewijstype,
    bewijsstaat: value.bewijsstaat,
    titel: value.titel,
    ...(value.studierichting ? { studierichting: value.studierichting } : {}),
    instelling: {
      naam: value.instelling,
      ...(value.instellingsnummer ? { nummer: value.instellingsnummer } : {}),
    },
    instantie: value.instantie,
    niveau: value.niveau,
    uitreikingsdatum: value.uitreikingsdatum,
    geldigheidsperiodes: [
      { begin: value.geldigVanaf, ...(value.geldigTot ? { einde: value.geldigTot } : {}) },
    ],
  };
}

/** A line's cells (by column id) to the proof it registers; each broken rule on its column. */
export const ledRowSchema = bulkCells<LedColumnId>().transform((cells, ctx): ProofItem => {
  const parsed = cellRules.safeParse(cells);
  if (!parsed.success) {
    reportCellIssues(ctx, parsed.error.issues);
  }
  const datesBroken = dateRules(cells, ctx);
  if (!parsed.success || datesBroken) return z.NEVER;
  return toItem(parsed.data);
});

/** The LED bulk sheet: its columns and its row schema. */
export const ledBulkSheet = defineBulkSheet({ columns: ledBulkColumns, rowSchema: ledRowSchema });

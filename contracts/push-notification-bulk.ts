// Push notifications in bulk, by file, on the bulk pipeline (contracts/bulk.ts, ADR 014): a sheet of
// one member a line, named by national number, each line with its own content or none (then it
// gets the content common to the file). The sheet is validated and stored, then created as a
// notification (audience 'bestand') and a durable job of one item per line, which delivers the
// line's content to every reachable device of its member; the job is followed, and its result
// downloaded as a workbook, as every bulk kind's is.
//
// The paths are the source's (`bulk/validate`, `bulk/create`, `bulk/job/overview`,
// `bulk/:id/result`, `bulk/:id/download`, `bulk/:id/result/download`); reading a stored file again
// (`bulk/:id/validatie`) is ours, in the same style, as the portal's bulk screen reads a file by its
// id after the upload. The source's validate call takes the workbook in a multipart body: ours
// takes the sheet the portal read from it.
import { z } from 'zod';
import {
  BULK_CELL_MAX_LENGTH,
  bulkFileParams,
  bulkFileSchema,
  bulkJobOverviewSchema,
  bulkJobParams,
  bulkJobProgressSchema,
  bulkSheetRequest,
} from './bulk';
import { anyOf, defineCall } from './http';
import { hasInszCheckDigits } from './person';
import { memberInsz, notificationContentSchema, pushLimits } from './push-notification';
import { pushPermissions } from './push-notification-permissions';

const base = '/api/v1/push/bulk';
const notificationAccess = anyOf(pushPermissions.notifications);

/** The languages a line may have content of its own in: Dutch always, French and English too. */
export const pushBulkLineLanguages = ['nl', 'fr', 'en'] as const;
export type PushBulkLineLanguage = (typeof pushBulkLineLanguages)[number];

/**
 * The columns of the sheet, by id, titled in both languages: the portal's template, its reader and
 * the backend's findings on a line all name them alike.
 */
export const pushBulkSheetColumnTitles = {
  insz: { nl: 'Rijksregisternummer', en: 'National number' },
  titelNl: { nl: 'Titel (Nederlands)', en: 'Title (Dutch)' },
  berichtNl: { nl: 'Bericht (Nederlands)', en: 'Message (Dutch)' },
  titelFr: { nl: 'Titel (Frans)', en: 'Title (French)' },
  berichtFr: { nl: 'Bericht (Frans)', en: 'Message (French)' },
  titelEn: { nl: 'Titel (Engels)', en: 'Title (English)' },
  berichtEn: { nl: 'Bericht (Engels)', en: 'Message (English)' },
} as const satisfies Record<string, { nl: string; en: string }>;

export type PushBulkSheetColumn = keyof typeof pushBulkSheetColumnTitles;

const titleColumn = { nl: 'titelNl', fr: 'titelFr', en: 'titelEn' } as const;
const messageColumn = { nl: 'berichtNl', fr: 'berichtFr', en: 'berichtEn' } as const;

/** One column of the sheet as the portal's bulk pipeline declares it (app/lib/bulk/columns.ts). */
export interface PushBulkColumn {
  id: PushBulkSheetColumn;
  title: { nl: string; en: string };
  /** A line without a value here is refused; a sheet without the column too. */
  required: boolean;
  /** The example row's value in the template. */
  example: string;
  /** What the column takes, for the template's explanation and the upload screen. */
  hint: { nl: string; en: string };
  /** The column identifies a line on the screen. */
  key?: boolean;
  /** The template formats the column as text, so that a spreadsheet keeps leading zeros. */
  text?: boolean;
}

const contentHint = (language: { nl: string; en: string }, what: 'titel' | 'bericht') =>
  what === 'titel'
    ? {
        nl: `De titel in het ${language.nl}, tot ${pushLimits.title} tekens. Leeg: de inhoud voor het hele bestand.`,
        en: `The title in ${language.en}, up to ${pushLimits.title} characters. Empty: the content for the whole file.`,
      }
    : {
        nl: `Het bericht in het ${language.nl} als gewone tekst, tot ${pushLimits.messageCharacters} tekens; een lege regel begint een nieuwe alinea. Leeg: de inhoud voor het hele bestand.`,
        en: `The message in ${language.en} as plain text, up to ${pushLimits.messageCharacters} characters; an empty line starts a new paragraph. Empty: the content for the whole file.`,
      };

const dutch = { nl: 'Nederlands', en: 'Dutch' };
const french = { nl: 'Frans', en: 'French' };
const english = { nl: 'Engels', en: 'English' };

/**
 * The sheet's columns in the template's order: the member's national number, and the line's own
 * content (a Dutch title and message; a French and an English one beside it when written), which
 * a line may leave empty to get the content common to the file.
 */
export const pushBulkColumns = [
  {
    id: 'insz',
    title: pushBulkSheetColumnTitles.insz,
    required: true,
    // Stad Rivierstad's member reached by test sends (docs/demo-data.md).
    example: '00012254691',
    hint: {
      nl: 'Het rijksregisternummer van een lid van uw organisatie: 11 cijfers, met of zonder punten en streepje.',
      en: 'The national number of a member of your organisation: 11 digits, with or without dots and dash.',
    },
    key: true,
    text: true,
  },
  {
    id: 'titelNl',
    title: pushBulkSheetColumnTitles.titelNl,
    required: false,
    example: 'Uw paspoort ligt klaar',
    hint: contentHint(dutch, 'titel'),
  },
  {
    id: 'berichtNl',
    title: pushBulkSheetColumnTitles.berichtNl,
    required: false,
    example: 'U kunt uw paspoort afhalen aan het loket Burgerzaken.',
    hint: contentHint(dutch, 'bericht'),
  },
  {
    id: 'titelFr',
    title: pushBulkSheetColumnTitles.titelFr,
    required: false,
    example: '',
    hint: contentHint(french, 'titel'),
  },
  {
    id: 'berichtFr',
    title: pushBulkSheetColumnTitles.berichtFr,
    required: false,
    example: '',
    hint: contentHint(french, 'bericht'),
  },
  {
    id: 'titelEn',
    title: pushBulkSheetColumnTitles.titelEn,
    required: false,
    example: '',
    hint: contentHint(english, 'titel'),
  },
  {
    id: 'berichtEn',
    title: pushBulkSheetColumnTitles.berichtEn,
    required: false,
    example: '',
    hint: contentHint(english, 'bericht'),
  },
] as const satisfies readonly PushBulkColumn[];

/**
 * The characters of text a plain-text message counts once it is made HTML (rich-text's
 * textToHtml: paragraphs split at empty lines and trimmed) and counted as the editor counts it
 * (without its line breaks).
 */
export function plainTextCharacters(text: string): number {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim().replace(/\n/g, ''))
    .join('').length;
}

/** A line's own content in one language: a title and a message as plain text. */
const lineTextSchema = z
  .object({
    titel: z.string().trim().min(1).max(pushLimits.title),
    /** Plain text; its length is counted as the editor counts it once made HTML. */
    bericht: z.string().trim().min(1).max(BULK_CELL_MAX_LENGTH),
  })
  .strict();

/**
 * One line of the sheet: a member by national number, with the line's own content (Dutch always,
 * French and English when written) or none: it then gets the content common to the file.
 */
export const pushBulkItem = z
  .object({
    insz: memberInsz,
    inhoud: z
      .object({ nl: lineTextSchema, fr: lineTextSchema.optional(), en: lineTextSchema.optional() })
      .strict()
      .optional(),
  })
  .strict();
export type PushBulkItem = z.output<typeof pushBulkItem>;

/** The sheet column a field of an item (a `PushBulkItem` path) is read from. */
export function pushBulkSheetColumnOf(path: readonly PropertyKey[]): PushBulkSheetColumn | null {
  const [field, language, part] = path;
  if (field === 'insz') return 'insz';
  if (field !== 'inhoud' || !pushBulkLineLanguages.includes(language as PushBulkLineLanguage)) {
    return null;
  }
  const lineLanguage = language as PushBulkLineLanguage;
  return part === 'bericht' ? messageColumn[lineLanguage] : titleColumn[lineLanguage];
}

/** A line's cells by column id, as the portal's sheet reader hands them to a row schema. */
export type PushBulkCells = Readonly<Record<PushBulkSheetColumn, string>>;

const nationalNumberCharacters = /^[\d.\-\s]+$/;

/**
 * The row schema from a line's cells to its item, for the portal: each broken rule is reported on
 * its column (the column's id as the path) with a key of the portal's validation texts ('required',
 * 'insz.invalid', 'insz.checkDigit', 'maxLength' with its amount). The national number may be
 * written with its dots and dash. A language's title and message go together; French or English
 * content needs the Dutch. The backend checks every item again with `pushBulkItem`, and each
 * message as the editor's rules read it.
 */
export const pushBulkRowSchema = z
  .custom<PushBulkCells>((value: unknown) => typeof value === 'object' && value !== null)
  .transform((cells, ctx): PushBulkItem => {
    let broken = false;
    const report = (column: PushBulkSheetColumn, key: string, amount?: number) => {
      broken = true;
      ctx.addIssue({
        code: 'custom',
        message: key,
        path: [column],
        ...(amount === undefined ? {} : { params: { amount } }),
      });
    };
    const written = (column: PushBulkSheetColumn) => (cells[column] ?? '').trim();

    const number = written('insz');
    const digits = number.replace(/\D/g, '');
    if (number === '') report('insz', 'required');
    else if (!nationalNumberCharacters.test(number) || digits.length !== 11) {
      report('insz', 'insz.invalid');
    } else if (!hasInszCheckDigits(digits)) report('insz', 'insz.checkDigit');

    const content: Partial<Record<PushBulkLineLanguage, { titel: string; bericht: string }>> = {};
    for (const language of pushBulkLineLanguages) {
      const titel = written(titleColumn[language]);
      const bericht = written(messageColumn[language]).replace(/\r\n?/g, '\n');
      if (titel === '' && bericht === '') continue;
      if (titel === '') report(titleColumn[language], 'required');
      else if (titel.length > pushLimits.title) {
        report(titleColumn[language], 'maxLength', pushLimits.title);
      }
      if (bericht === '') report(messageColumn[language], 'required');
      else if (plainTextCharacters(bericht) > pushLimits.messageCharacters) {
        report(messageColumn[language], 'maxLength', pushLimits.messageCharacters);
      }
      content[language] = { titel, bericht };
    }
    const { nl, fr, en } = content;
    if (!nl && (fr || en)) {
      report('titelNl', 'required');
      report('berichtNl', 'required');
    }
    if (broken) return z.NEVER;
    return {
      insz: digits,
      ...(nl ? { inhoud: { nl, ...(fr ? { fr } : {}), ...(en ? { en } : {}) } } : {}),
    };
  });

/**
 * The create call's body: the validated file, and the content every line without its own gets
 * (required when a line lacks its own; a file whose every line has content may leave it out).
 */
export const pushBulkCreateRequest = z
  .object({
    bestand: z.uuid(),
    notificatie: notificationContentSchema.nullable().default(null),
  })
  .strict();
export type PushBulkCreateRequest = z.input<typeof pushBulkCreateRequest>;

export const validatePushSheet = defineCall({
  id: 'pushBulkValidate',
  method: 'POST',
  path: `${base}/validate`,
  access: notificationAccess,
  request: bulkSheetRequest,
  response: bulkFileSchema,
});

export const getPushSheet = defineCall({
  id: 'pushBulkFile',
  method: 'GET',
  path: `${base}/:id/validatie`,
  access: notificationAccess,
  params: bulkFileParams,
  response: bulkFileSchema,
});

/** The error file of a stored file: the workbook with a column of each line's findings. */
export const downloadPushSheetFindings = defineCall({
  id: 'pushBulkValidationDownload',
  method: 'GET',
  path: `${base}/:id/download`,
  access: notificationAccess,
  answersFile: true,
  params: bulkFileParams,
  response: undefined,
});

/**
 * Sends a validated file: its notification (audience 'bestand') and its job, one item a line;
 * created twice, the job it has.
 */
export const createPushSheetJob = defineCall({
  id: 'pushBulkCreate',
  method: 'POST',
  path: `${base}/create`,
  access: notificationAccess,
  request: pushBulkCreateRequest,
  response: bulkJobProgressSchema,
});

export const getPushJob = defineCall({
  id: 'pushBulkProgress',
  method: 'GET',
  path: `${base}/:id/result`,
  access: notificationAccess,
  params: bulkJobParams,
  response: bulkJobProgressSchema,
});

/** A job's result, a workbook: the sheet with each line's status, message and devices reached. */
export const downloadPushJobResult = defineCall({
  id: 'pushBulkResultDownload',
  method: 'GET',
  path: `${base}/:id/result/download`,
  access: notificationAccess,
  answersFile: true,
  params: bulkJobParams,
  response: undefined,
});

export const getPushJobs = defineCall({
  id: 'pushBulkOverview',
  method: 'GET',
  path: `${base}/job/overview`,
  access: notificationAccess,
  response: bulkJobOverviewSchema,
});

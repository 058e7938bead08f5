// Reads a bulk upload into the sheet a domain's validate call takes (`bulkSheetRequest`): the
// multipart form streamed within 10 MB, the file recognised by its content in the domain's format
// (xlsx, or csv), the file read within its line limit (a workbook also within its unpacked size),
// the header mapped to the domain's columns, and every line validated with the domain's row
// schema. A file that cannot be taken is refused with one message before anything is sent; a file
// that can is sent with its findings per line.
import {
  BULK_CELL_MAX_LENGTH,
  BULK_FILE_NAME_MAX_LENGTH,
  type BulkFinding,
  type BulkLine,
  type BulkSheetRequest,
} from '@contracts/bulk';
import { i18nServer } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import { readBulkCsv } from '~/lib/spreadsheet/bulk-csv.server';
import { readBulkWorkbook } from '~/lib/spreadsheet/bulk-workbook.server';
import { readSingleFileForm } from '~/lib/uploads/uploaded-file.server';
import { BULK_FILE_MAX_SIZE, validateBulkFile } from '~/lib/validation/files';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import { isValidationMessageKey } from '~/lib/validation/message-keys';
import { validateReference } from '~/lib/validation/reference';
import {
  cellsById,
  mapHeader,
  validateLine,
  type BulkColumn,
  type BulkSheetSpec,
  type RowIssue,
} from './columns';

/** The names of the upload form's fields. */
export const bulkUploadFields = { file: 'bestand', reference: 'referentie' } as const;

export interface BulkUploadErrors {
  file?: ValidationIssue[];
  reference?: ValidationIssue[];
}

export type BulkSheetReading =
  | { ok: true; sheet: BulkSheetRequest; lines: number; linesWithFindings: number }
  | { ok: false; errors: BulkUploadErrors; values: { reference: string } };

type Translate = (key: string, values?: Record<string, string | number>) => string;

async function translator(locale: Locale): Promise<Translate> {
  // Keys of the validation texts, or keys with their namespace ('bulk:…', '<domain>:…').
  const t = (await i18nServer.getFixedT(locale, 'validation')) as unknown as Translate;
  return t;
}

/** A row rule's message in the screen's language; a key nobody wrote reads as 'invalid'. */
function messageOf(translate: Translate, found: RowIssue): string {
  if (isValidationMessageKey(found.key)) return translate(found.key, found.values);
  if (/^[a-z]+:[\w.]+$/.test(found.key)) {
    const text = translate(found.key, found.values);
    if (text !== found.key && !text.endsWith(found.key.split(':')[1] ?? '')) return text;
  }
  return translate('invalid');
}

function missingColumnsIssue(missing: readonly BulkColumn[], locale: Locale): ValidationIssue {
  const names = missing.map((column) => column.title[locale]).join(', ');
  return missing.length === 1
    ? issue('files.missingColumn', { column: names })
    : issue('files.missingColumns', { columns: names });
}

/**
 * Reads the file's bytes (a workbook, or a csv file when the domain's format is csv) as the
 * domain's sheet: refused with one file-level issue (it cannot be read, or lacks a required
 * column), or the sheet to send, every line with its findings or its item. `locale` is the
 * language of the findings' messages.
 */
export async function validateBulkSheet<Item, Id extends string>(
  file: { name: string; bytes: Uint8Array },
  spec: BulkSheetSpec<Item, Id>,
  locale: Locale,
): Promise<{ ok: true; sheet: BulkSheetRequest } | { ok: false; issue: ValidationIssue }> {
  const reading =
    spec.format === 'csv' ? readBulkCsv(file.bytes) : await readBulkWorkbook(file.bytes);
  if (!reading.ok) return reading;
  const { header, headerRow, lines } = reading.workbook;
  const mapping = mapHeader(header, spec.columns);
  if (mapping.missing.length > 0) {
    return { ok: false, issue: missingColumnsIssue(mapping.missing, locale) };
  }
  const translate = await translator(locale);
  const titles = new Map<Id, string>();
  for (const column of spec.columns) {
    const position = mapping.positions[column.id];
    titles.set(column.id, position === undefined ? column.title[locale] : (header[position] ?? ''));
  }
  const columnTitle = (id: Id) => titles.get(id) ?? id;
  const tooLong = translate('maxLength', { amount: BULK_CELL_MAX_LENGTH });
  const message = (found: RowIssue) => messageOf(translate, found);
  const regels = lines.map(({ rowNumber, cells }): BulkLine => {
    const checked = validateLine(
      cellsById(cells, spec.columns, mapping),
      spec,
      columnTitle,
      message,
    );
    // A cell too long to keep is cut, and the line refused for it.
    if (!cells.some((cell) => cell.length > BULK_CELL_MAX_LENGTH)) {
      return checked.findings.length > 0
        ? { regel: rowNumber, cellen: cells, fouten: checked.findings }
        : { regel: rowNumber, cellen: cells, fouten: [], item: checked.item };
    }
    const overlong: BulkFinding[] = [];
    const kept = cells.map((cell, position) => {
      if (cell.length <= BULK_CELL_MAX_LENGTH) return cell;
      overlong.push({ kolom: header[position] ?? '', melding: tooLong });
      return cell.slice(0, BULK_CELL_MAX_LENGTH);
    });
    const columnsSeen = new Set(overlong.map((finding) => finding.kolom));
    const fouten = [
      ...overlong,
      ...checked.findings.filter((finding) => !columnsSeen.has(finding.kolom)),
    ];
    return { regel: rowNumber, cellen: kept, fouten };
  });
  return {
    ok: true,
    sheet: {
      bestandsnaam: file.name.slice(0, BULK_FILE_NAME_MAX_LENGTH),
      koprij: headerRow,
      kolommen: header.map((title) => title.slice(0, BULK_CELL_MAX_LENGTH)),
      regels,
    },
  };
}

/** The name the file had on the user's computer, without any folder a browser sent along. */
function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return (parts[parts.length - 1] ?? '').trim();
}

/**
 * Reads a bulk upload form (`bulkUploadFields`): the file, streamed and refused as soon as it
 * passes 10 MB, and 'Uw referentie' when the role's rules ask for one. Refused: the errors per
 * field and the reference typed, to show the form again. Read: the sheet to send.
 */
export async function readBulkSheet<Item, Id extends string>(
  request: Request,
  {
    locale,
    referenceRequired,
    ...spec
  }: BulkSheetSpec<Item, Id> & { locale: Locale; referenceRequired: boolean },
): Promise<BulkSheetReading> {
  const upload = await readSingleFileForm(request, {
    field: bulkUploadFields.file,
    maxBytes: BULK_FILE_MAX_SIZE,
  });
  const typed = upload.ok ? upload.fields.get(bulkUploadFields.reference) : null;
  const reference = typeof typed === 'string' ? typed : '';
  const referenceIssue = upload.ok ? validateReference(reference, referenceRequired) : null;
  const values = { reference };
  const refuse = (fileIssue: ValidationIssue | null): BulkSheetReading => ({
    ok: false,
    errors: {
      ...(fileIssue ? { file: [fileIssue] } : {}),
      ...(referenceIssue ? { reference: [referenceIssue] } : {}),
    },
    values,
  });
  if (!upload.ok) return refuse(upload.issue);
  const file = upload.file && { ...upload.file, name: baseName(upload.file.name) };
  if (!file) return refuse(issue('required'));
  const fileIssue = validateBulkFile(file, spec.format);
  if (fileIssue) return refuse(fileIssue);
  const read = await validateBulkSheet(file, spec, locale);
  if (!read.ok) return refuse(read.issue);
  if (referenceIssue) return refuse(null);
  const sheet: BulkSheetRequest = {
    ...read.sheet,
    ...(reference.trim() ? { reference: reference.trim() } : {}),
  };
  const linesWithFindings = sheet.regels.filter((line) => (line.fouten ?? []).length > 0).length;
  return { ok: true, sheet, lines: sheet.regels.length, linesWithFindings };
}

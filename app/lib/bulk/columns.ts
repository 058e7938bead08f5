// The columns of a domain's bulk sheet and the row schema that makes an item of a line: the model
// every bulk screen declares once, and the generic steps built on it (finding the columns in the
// sheet's header, validating a line). Knows no domain; shared by the browser and the server.
import type { z } from 'zod';
import type { BulkFinding } from '@contracts/bulk';
import type { Locale } from '~/i18n/locale';
import type { BulkFileFormat } from '~/lib/validation/files';

export interface BulkColumn<Id extends string = string> {
  /** The key of the column's cell in the row schema's input. */
  id: Id;
  /** The column's title in the template of each language; either is recognised in a sheet. */
  title: Readonly<Record<Locale, string>>;
  /** A line without a value here is refused; a sheet without the column too. */
  required: boolean;
  /** The example row's value in the template. */
  example: string;
  /** What the column takes, for the template's explanation and the upload screen. */
  hint: Readonly<Record<Locale, string>>;
  /** The column identifies a line on the screen (shown beside the line's findings). */
  key?: boolean;
  /** The template formats the column as text, so that a spreadsheet keeps leading zeros. */
  text?: boolean;
}

/** A line's cells by column id, as text; a column the sheet does not have reads as ''. */
export type BulkCells<Id extends string = string> = Readonly<Record<Id, string>>;

/**
 * A domain's bulk sheet: its columns in the template's order and the row schema from a line's
 * cells to its item. A rule of the schema reports an issue on the path of the column it is about
 * (its id), with a message key: a key of the validation texts ('required', 'date.invalid'), or a
 * key with its namespace ('bulk:cell.unknownCode', '<domain>:…'). An issue without a path is on
 * the line as a whole.
 */
export interface BulkSheetSpec<Item = unknown, Id extends string = string> {
  columns: readonly BulkColumn<Id>[];
  rowSchema: z.ZodType<Item, BulkCells<Id>>;
  /** The kind of file the domain takes: a workbook (the default) or a csv file. */
  format?: BulkFileFormat;
}

/** Declares a domain's sheet, keeping its column ids and item type. */
export function defineBulkSheet<const Id extends string, Item>(
  spec: BulkSheetSpec<Item, Id>,
): BulkSheetSpec<Item, Id> {
  return spec;
}

/** A column title as compared: case, spaces and a required marker do not count. */
export function comparableTitle(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s*]+/g, '');
}

export interface HeaderMapping<Id extends string = string> {
  /** Each column's position in the sheet's rows (0-based); absent when the sheet lacks it. */
  positions: Partial<Record<Id, number>>;
  /** The required columns the sheet lacks. */
  missing: BulkColumn<Id>[];
}

/**
 * Finds each column in the sheet's header by its Dutch or English title, ignoring case and
 * spaces; the first of two same titles counts. Columns the domain does not know are ignored.
 */
export function mapHeader<Id extends string>(
  header: readonly string[],
  columns: readonly BulkColumn<Id>[],
): HeaderMapping<Id> {
  const titles = header.map(comparableTitle);
  const positions: Partial<Record<Id, number>> = {};
  const missing: BulkColumn<Id>[] = [];
  for (const column of columns) {
    const names = new Set([comparableTitle(column.title.nl), comparableTitle(column.title.en)]);
    const position = titles.findIndex((title) => names.has(title));
    if (position >= 0) positions[column.id] = position;
    else if (column.required) missing.push(column);
  }
  return { positions, missing };
}

/** A line's cells by column id, from its cells in the sheet's order. */
export function cellsById<Id extends string>(
  cells: readonly string[],
  columns: readonly BulkColumn<Id>[],
  mapping: HeaderMapping<Id>,
): BulkCells<Id> {
  const byId = {} as Record<Id, string>;
  for (const column of columns) {
    const position = mapping.positions[column.id];
    byId[column.id] = position === undefined ? '' : (cells[position] ?? '');
  }
  return byId;
}

/** A rule's message as the row schema reported it: its key and the values it interpolates. */
export interface RowIssue {
  key: string;
  values?: Record<string, string | number>;
}

function interpolationValues(issue: z.core.$ZodIssue): RowIssue['values'] {
  const params: unknown = issue.code === 'custom' ? issue.params : undefined;
  if (typeof params !== 'object' || params === null) return undefined;
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Validates a line with the row schema: its item, or its findings, at most one per column (the
 * first rule it breaks), each naming the column as the sheet does (its title in the header) and
 * carrying the rule's message in the screen's language (`translate`).
 */
export function validateLine<Id extends string, Item>(
  cells: BulkCells<Id>,
  spec: BulkSheetSpec<Item, Id>,
  columnTitle: (id: Id) => string,
  translate: (issue: RowIssue) => string,
): { item: Item; findings: [] } | { item?: undefined; findings: BulkFinding[] } {
  const parsed = spec.rowSchema.safeParse(cells);
  if (parsed.success) return { item: parsed.data, findings: [] };
  const known = new Set<string>(spec.columns.map((column) => column.id));
  const findings: BulkFinding[] = [];
  const seen = new Set<string>();
  for (const found of parsed.error.issues) {
    const [first] = found.path;
    const column = typeof first === 'string' && known.has(first) ? (first as Id) : null;
    const kolom = column === null ? '' : columnTitle(column);
    const melding = translate({ key: found.message, values: interpolationValues(found) });
    const key = column ?? `\u0000${melding}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({ kolom, melding });
  }
  return { findings };
}

/**
 * The columns that identify a line (`key`), as a stored sheet's header names them, with their
 * positions: what a screen shows beside a marked line. None when the header is not known.
 */
export function keyColumns(
  header: readonly string[] | undefined,
  columns: readonly BulkColumn[],
): { title: string; position: number }[] {
  if (!header) return [];
  const { positions } = mapHeader(header, columns);
  return columns.flatMap((column) => {
    const position = positions[column.id];
    return column.key && position !== undefined
      ? [{ title: header[position] ?? column.title.nl, position }]
      : [];
  });
}

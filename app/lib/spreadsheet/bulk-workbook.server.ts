// Reads the first worksheet of an uploaded bulk workbook (.xlsx) as rows of text. Each part the
// reading needs (the workbook, its relations, the shared strings, the styles, the sheet) is
// unpacked once, within one budget for all of them together, and read as it is: the budget is
// the zip-bomb check and the read in one pass. Reading stops one line past the limit, so a sheet
// with a million rows costs no more than one with 1001. Formulas count as their cached result
// and are never evaluated; a document type declaration (and so any entity of its own) is refused.
import { BULK_MAX_COLUMNS } from '@contracts/bulk';
import {
  BULK_FILE_MAX_LINES,
  BULK_FILE_MAX_UNPACKED_SIZE,
  formatSize,
  validateBulkLineCount,
} from '~/lib/validation/files';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import { attributes, decodeXmlText, nextTag, prefixedAttribute, XmlRefused } from './xml-scan';
import { openZip, readPart, type ZipArchive } from './zip-parts.server';

/** Blank rows tolerated between lines before a sheet counts as too long. */
const maximumBlankRows = 10_000;

export interface BulkWorkbook {
  /** The first non-empty row: the column titles. */
  header: string[];
  /** The row number of the column titles in the sheet. */
  headerRow: number;
  /** The non-empty rows under it, each with its row number in the sheet (for error reports). */
  lines: { rowNumber: number; cells: string[] }[];
}

export type BulkWorkbookReading =
  { ok: true; workbook: BulkWorkbook } | { ok: false; issue: ValidationIssue };

class Unreadable extends Error {}
class TooLarge extends Error {}

async function part(archive: ZipArchive, name: string): Promise<string | null> {
  const reading = await readPart(archive, name);
  if (!reading.ok) throw reading.problem === 'tooLarge' ? new TooLarge() : new Unreadable();
  return reading.data ? reading.data.toString('utf8') : null;
}

/** A relation's target as a path in the archive, relative to the folder of the part. */
function resolveTarget(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.join('/');
}

function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

function relsPathOf(path: string): string {
  const folder = folderOf(path);
  const name = path.slice(folder ? folder.length + 1 : 0);
  return `${folder ? `${folder}/` : ''}_rels/${name}.rels`;
}

interface Relation {
  id: string;
  type: string;
  target: string;
}

function relations(xml: string | null, folder: string): Relation[] {
  if (!xml) return [];
  const found: Relation[] = [];
  for (let tag = nextTag(xml, 0); tag; tag = nextTag(xml, tag.end)) {
    if (tag.name !== 'Relationship' || tag.closing) continue;
    const values = attributes(xml, tag);
    if ((values.TargetMode ?? '').toLowerCase() === 'external') continue;
    found.push({
      id: values.Id ?? '',
      type: values.Type ?? '',
      target: resolveTarget(folder, values.Target ?? ''),
    });
  }
  return found;
}

const byType = (list: Relation[], suffix: string) =>
  list.find((relation) => relation.type.endsWith(suffix))?.target;

/** The workbook's first sheet (in the workbook's order), its shared strings and its styles. */
async function locateParts(archive: ZipArchive) {
  const rootRelations = relations(await part(archive, '_rels/.rels'), '');
  const workbookPath = byType(rootRelations, '/officeDocument') ?? 'xl/workbook.xml';
  const workbook = await part(archive, workbookPath);
  if (!workbook) throw new Unreadable();
  const folder = folderOf(workbookPath);
  const workbookRelations = relations(await part(archive, relsPathOf(workbookPath)), folder);
  let firstSheetId: string | undefined;
  let date1904 = false;
  for (let tag = nextTag(workbook, 0); tag; tag = nextTag(workbook, tag.end)) {
    if (tag.closing) continue;
    if (tag.name === 'workbookPr') {
      const value = attributes(workbook, tag).date1904;
      date1904 = value === '1' || value === 'true';
    }
    if (tag.name === 'sheet') {
      firstSheetId = prefixedAttribute(attributes(workbook, tag), 'id');
      break;
    }
  }
  const sheet = workbookRelations.find((relation) => relation.id === firstSheetId)?.target;
  if (!sheet) throw new Unreadable();
  return {
    sheet,
    sharedStrings: byType(workbookRelations, '/sharedStrings'),
    styles: byType(workbookRelations, '/styles'),
    date1904,
  };
}

/** Office's escape of characters XML cannot hold: _x000D_ is a carriage return. */
function decodeOfficeEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_whole, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * The text of a string item (a shared string or an inline string) whose opening tag ends at
 * `from`: every run's text, without the phonetic guides, up to the closing `until` tag.
 */
function stringItem(xml: string, from: number, until: string): { text: string; end: number } {
  let text = '';
  let inText = false;
  let inPhonetic = false;
  let last = from;
  for (let tag = nextTag(xml, from); tag; tag = nextTag(xml, tag.end)) {
    if (inText && !inPhonetic) text += decodeXmlText(xml.slice(last, tag.start));
    last = tag.end;
    if (tag.name === '#cdata') {
      if (inText && !inPhonetic) text += xml.slice(tag.attributesFrom, tag.attributesTo);
      continue;
    }
    if (tag.name === until && tag.closing) return { text: decodeOfficeEscapes(text), end: tag.end };
    if (tag.name === 'rPh') inPhonetic = !tag.closing && !tag.selfClosing;
    else if (tag.name === 't') inText = !tag.closing && !tag.selfClosing;
  }
  throw new Unreadable();
}

function sharedStrings(xml: string | null): string[] {
  if (!xml) return [];
  const strings: string[] = [];
  for (let tag = nextTag(xml, 0); tag; tag = nextTag(xml, tag.end)) {
    if (tag.name !== 'si' || tag.closing) continue;
    if (tag.selfClosing) {
      strings.push('');
      continue;
    }
    const item = stringItem(xml, tag.end, 'si');
    strings.push(item.text);
    tag = { ...tag, end: item.end };
  }
  return strings;
}

/** Number formats Excel has built in that show a date. */
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Whether a format code shows a date: it has day, month or year tokens outside quotes. */
function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dy]/i.test(bare) || (/m/i.test(bare) && !/[hs]/i.test(bare));
}

/** How a cell style shows a number: as a date, or padded with leading zeros to a width. */
interface NumberStyle {
  date: boolean;
  /** A format of zeros only ('00000000000') shows at least that many digits; 0 for others. */
  digits: number;
}

const plainNumber: NumberStyle = { date: false, digits: 0 };

function numberStyle(code: string): NumberStyle {
  return { date: isDateFormat(code), digits: /^0+$/.test(code) ? code.length : 0 };
}

/** Per cell style index: how its number format shows a number. */
function numberStyles(xml: string | null): NumberStyle[] {
  if (!xml) return [];
  const custom = new Map<number, NumberStyle>();
  const styles: NumberStyle[] = [];
  let inCellFormats = false;
  for (let tag = nextTag(xml, 0); tag; tag = nextTag(xml, tag.end)) {
    if (tag.name === 'numFmt' && !tag.closing) {
      const values = attributes(xml, tag);
      custom.set(Number(values.numFmtId), numberStyle(values.formatCode ?? ''));
    } else if (tag.name === 'cellXfs') {
      inCellFormats = !tag.closing && !tag.selfClosing;
    } else if (tag.name === 'xf' && inCellFormats && !tag.closing) {
      const id = Number(attributes(xml, tag).numFmtId ?? 0);
      styles.push(
        custom.get(id) ?? (builtInDateFormats.has(id) ? { date: true, digits: 0 } : plainNumber),
      );
    }
  }
  return styles;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A date serial number as DD.MM.YYYY (days since 30.12.1899, or since 01.01.1904). */
function serialDate(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  if (Number.isNaN(date.getTime())) return String(serial);
  return `${twoDigits(date.getUTCDate())}.${twoDigits(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

function isoDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/**
 * A number cell's text as the sheet shows it: a date as DD.MM.YYYY, a whole number in a format of
 * zeros with its leading zeros (a national number typed as a number into such a column keeps its
 * first 0), any other number as it is.
 */
function numberText(raw: string, style: NumberStyle, date1904: boolean): string {
  const value = Number.parseFloat(raw);
  if (Number.isNaN(value)) return raw.trim();
  if (style.date) return serialDate(value, date1904);
  const text = String(value);
  return style.digits > 0 && Number.isInteger(value) && value >= 0
    ? text.padStart(style.digits, '0')
    : text;
}

/** A column reference's letters as a 1-based column number ('B7' → 2); 0 without letters. */
function columnNumber(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return column;
}

interface SheetContext {
  strings: string[];
  numbers: NumberStyle[];
  date1904: boolean;
}

/** The text a person sees in a cell, from its type, its value and its style. */
function cellValue(
  type: string | undefined,
  value: string | null,
  inline: string | null,
  style: number,
  context: SheetContext,
): string {
  if (inline !== null) return inline.trim();
  if (value === null) return '';
  switch (type) {
    case 's':
      return (context.strings[Number.parseInt(value, 10)] ?? '').trim();
    case 'str':
    case 'inlineStr':
      return decodeOfficeEscapes(value).trim();
    case 'b':
      return value.trim() === '1' || value.trim() === 'true' ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return isoDateText(value.trim());
    default:
      return numberText(value, context.numbers[style] ?? plainNumber, context.date1904);
  }
}

interface SheetLimits {
  maxLines: number;
  maxColumns: number;
}

type SheetReading = BulkWorkbook | 'noLines' | 'tooManyLines';

function readSheet(xml: string, context: SheetContext, limits: SheetLimits): SheetReading {
  let header: string[] | null = null;
  let headerRow = 0;
  const lines: BulkWorkbook['lines'] = [];
  let rowsRead = 0;
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  // The cell being read.
  let cellType: string | undefined;
  let cellStyle = 0;
  let cellColumn = 0;
  let value: string | null = null;
  let inline: string | null = null;
  let inValue = false;
  let valueFrom = 0;
  let inSheetData = false;

  const endRow = (): 'stop' | null => {
    rowsRead += 1;
    if (rowsRead > limits.maxLines + maximumBlankRows) return 'stop';
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length === 0) return null;
    if (!header) {
      header = cells;
      headerRow = rowNumber;
      return null;
    }
    lines.push({ rowNumber, cells });
    return lines.length > limits.maxLines ? 'stop' : null;
  };

  for (let tag = nextTag(xml, 0); tag; tag = nextTag(xml, tag.end)) {
    if (!inSheetData) {
      if (tag.name === 'sheetData' && !tag.closing) {
        if (tag.selfClosing) break;
        inSheetData = true;
      }
      continue;
    }
    if (inValue) {
      if (tag.name === '#cdata') {
        value = (value ?? '') + decodeXmlText(xml.slice(valueFrom, tag.start));
        value += xml.slice(tag.attributesFrom, tag.attributesTo);
        valueFrom = tag.end;
        continue;
      }
      value = (value ?? '') + decodeXmlText(xml.slice(valueFrom, tag.start));
      inValue = false;
      if (tag.name === 'v' && tag.closing) continue;
    }
    switch (tag.name) {
      case 'row': {
        if (tag.closing) {
          if (endRow() === 'stop') return 'tooManyLines';
          break;
        }
        const given = Number.parseInt(attributes(xml, tag).r ?? '', 10);
        rowNumber = Number.isInteger(given) && given > rowNumber ? given : rowNumber + 1;
        cells = [];
        column = 0;
        if (tag.selfClosing && endRow() === 'stop') return 'tooManyLines';
        break;
      }
      case 'c': {
        if (tag.closing) {
          if (cellColumn <= limits.maxColumns) {
            while (cells.length < cellColumn - 1) cells.push('');
            cells[cellColumn - 1] = cellValue(cellType, value, inline, cellStyle, context);
          }
          break;
        }
        const values = attributes(xml, tag);
        const given = columnNumber(values.r ?? '');
        column = given > 0 ? given : column + 1;
        cellColumn = column;
        cellType = values.t;
        cellStyle = Number.parseInt(values.s ?? '0', 10) || 0;
        value = null;
        inline = null;
        if (tag.selfClosing && cellColumn <= limits.maxColumns) {
          while (cells.length < cellColumn) cells.push('');
        }
        break;
      }
      case 'v':
        if (!tag.closing && !tag.selfClosing) {
          inValue = true;
          valueFrom = tag.end;
          value = '';
        }
        break;
      case 'is':
        if (!tag.closing && !tag.selfClosing) {
          const item = stringItem(xml, tag.end, 'is');
          inline = item.text;
          tag = { ...tag, end: item.end };
        }
        break;
      case 'sheetData':
        if (tag.closing) inSheetData = false;
        break;
      default:
        break;
    }
    if (!inSheetData) break;
  }
  if (!header || lines.length === 0) return 'noLines';
  return { header, headerRow, lines };
}

/**
 * Reads a bulk workbook whose content was already recognised as xlsx (`validateBulkFile`). A
 * workbook whose parts read unpack to more than `maxUnpackedSize` together, that cannot be read,
 * that has no data line, or that has more than `maxLines` data lines (the header row not counted)
 * answers the matching validation issue. At most `maxColumns` columns are read.
 */
export async function readBulkWorkbook(
  bytes: Uint8Array,
  {
    maxLines = BULK_FILE_MAX_LINES,
    maxUnpackedSize = BULK_FILE_MAX_UNPACKED_SIZE,
    maxColumns = BULK_MAX_COLUMNS,
  }: { maxLines?: number; maxUnpackedSize?: number; maxColumns?: number } = {},
): Promise<BulkWorkbookReading> {
  const archive = openZip(bytes, maxUnpackedSize);
  if (!archive) return { ok: false, issue: issue('files.unreadable') };
  let reading: SheetReading;
  try {
    const located = await locateParts(archive);
    const strings = sharedStrings(
      located.sharedStrings ? await part(archive, located.sharedStrings) : null,
    );
    const numbers = numberStyles(located.styles ? await part(archive, located.styles) : null);
    const sheet = await part(archive, located.sheet);
    if (sheet === null) return { ok: false, issue: issue('files.unreadable') };
    reading = readSheet(
      sheet,
      { strings, numbers, date1904: located.date1904 },
      { maxLines, maxColumns },
    );
  } catch (error) {
    if (error instanceof TooLarge) {
      return {
        ok: false,
        issue: issue('files.tooLargeUnpacked', { size: formatSize(maxUnpackedSize) }),
      };
    }
    if (error instanceof Unreadable || error instanceof XmlRefused) {
      return { ok: false, issue: issue('files.unreadable') };
    }
    throw error;
  }
  if (reading === 'tooManyLines') {
    return { ok: false, issue: issue('files.tooManyLines', { amount: maxLines }) };
  }
  if (reading === 'noLines') return { ok: false, issue: issue('files.noLines') };
  const tooMany = validateBulkLineCount(reading.lines.length, maxLines);
  if (tooMany) return { ok: false, issue: tooMany };
  return { ok: true, workbook: reading };
}

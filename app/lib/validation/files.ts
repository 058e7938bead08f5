// Uploaded files: bulk files (xlsx or csv) and logos, recognised by their content, not their name.
import { features } from '~/config/features';
import { FILE_NAME_MAX_LENGTH, validateFileName } from './file-name';
import { firstIssue, issue, type ValidationIssue } from './issue';

/** An upload as the form sees it; `bytes` may be just the first few kilobytes of the file. */
export interface UploadedFile {
  name: string;
  size: number;
  bytes: Uint8Array;
}

const KB = 1024;
const MB = 1024 * KB;

export const BULK_FILE_MAX_SIZE = 10 * MB;
/**
 * The most a post with a file may weigh outside the send-letter screens (the portal refuses more
 * before reading it, server/request-shape.ts): the largest upload and room for the other fields.
 */
export const UPLOAD_BODY_MAX_BYTES = BULK_FILE_MAX_SIZE + MB;
/**
 * Most the parts of a bulk workbook may unpack to together: a sheet of 1000 lines is a few
 * megabytes of XML, while a few hundred kilobytes of ZIP can unpack to gigabytes.
 */
export const BULK_FILE_MAX_UNPACKED_SIZE = 40 * MB;
export const BULK_FILE_MAX_LINES = 1000;
export const LOGO_MAX_SIZE = 200 * KB;
/** The most PDF attachments one letter or eBox message takes. */
export const LETTER_ATTACHMENTS_MAX = 6;
/** The most a letter's attachments weigh together: 30 MB with the letters30Mb toggle, else 10 MB. */
export const LETTER_MAX_BYTES = (features.letters30Mb ? 30 : 10) * MB;

/** Readable size for the message: '10 MB', '200 KB'. */
export function formatSize(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.round(bytes / KB)} KB`;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

const zipLocalHeader = [0x50, 0x4b, 0x03, 0x04] as const; // PK\x03\x04
const zipCentralHeader = [0x50, 0x4b, 0x01, 0x02] as const; // PK\x01\x02
const jpegSignature = [0xff, 0xd8, 0xff] as const;
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const workbookFolder = [0x78, 0x6c, 0x2f] as const; // 'xl/'
export const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // %PDF-
const utf16LittleEndianBom = [0xff, 0xfe] as const;
const utf16BigEndianBom = [0xfe, 0xff] as const;

/**
 * Where each kind of ZIP header keeps its entry name: the offset of the 2-byte name length and
 * of the name itself (PKWARE APPNOTE 4.3.7 and 4.3.12).
 */
const entryHeaders = [
  { signature: zipLocalHeader, nameLength: 26, name: 30 },
  { signature: zipCentralHeader, nameLength: 28, name: 46 },
] as const;

/**
 * Whether any ZIP entry named here lives under 'xl/', the folder that makes a ZIP a workbook
 * (a .docx has 'word/', an .odt none). Local headers show up in the first kilobytes, the central
 * directory at the end of a whole file, so either kind of header is accepted.
 */
function hasWorkbookEntry(bytes: Uint8Array): boolean {
  for (let offset = 0; offset + 4 <= bytes.length; offset += 1) {
    // Both signatures start with 'P': skipping other bytes early keeps a whole 10 MB file cheap.
    if (bytes[offset] !== 0x50) continue;
    const found = entryHeaders.some(
      (header) =>
        startsWith(bytes, header.signature, offset) &&
        readUint16(bytes, offset + header.nameLength) >= workbookFolder.length &&
        startsWith(bytes, workbookFolder, offset + header.name),
    );
    if (found) return true;
  }
  return false;
}

/** An Office Open XML workbook: a ZIP archive with a workbook folder. */
export function isXlsx(bytes: Uint8Array): boolean {
  return startsWith(bytes, zipLocalHeader) && hasWorkbookEntry(bytes);
}

/** The UTF-16 byte order a file's byte-order mark names (some programs write text so), or null. */
export function utf16ByteOrder(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (startsWith(bytes, utf16LittleEndianBom)) return 'utf-16le';
  if (startsWith(bytes, utf16BigEndianBom)) return 'utf-16be';
  return null;
}

/**
 * Text a csv file can be: no ZIP archive (an xlsx renamed), no PDF, and no NUL character (every
 * other binary format has them; text never does). Text in UTF-16 (after its byte-order mark) is
 * checked for a NUL character, not a NUL byte: half its bytes are 0.
 */
export function isCsvText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, zipLocalHeader) || startsWith(bytes, pdfSignature)) return false;
  if (utf16ByteOrder(bytes) === null) return !bytes.includes(0);
  for (let offset = 2; offset + 1 < bytes.length; offset += 2) {
    if (bytes[offset] === 0 && bytes[offset + 1] === 0) return false;
  }
  return true;
}

/** Whether the bytes start as a PDF does ('%PDF-'); the first 5 bytes of a file are enough. */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, pdfSignature);
}

export function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, jpegSignature);
}

export function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, pngSignature);
}

function maxSize(file: UploadedFile, limit: number): ValidationIssue | null {
  return file.size > limit ? issue('files.tooLarge', { size: formatSize(limit) }) : null;
}

/** The kinds of file a bulk screen takes; a domain declares one. */
export type BulkFileFormat = 'xlsx' | 'csv';

/** A csv upload: a .csv name first (the message says what to choose), then text content. */
function csvFile(file: UploadedFile): ValidationIssue | null {
  if (!/\.csv$/i.test(file.name)) return issue('files.notCsv');
  return isCsvText(file.bytes) ? null : issue('files.notCsvContent');
}

function xlsxFile(file: UploadedFile): ValidationIssue | null {
  return /\.xlsx$/i.test(file.name) && isXlsx(file.bytes) ? null : issue('files.xlsxOnly');
}

/**
 * A bulk upload in the domain's format, a short enough name, at most 10 MB. An xlsx needs an
 * .xlsx name and workbook content; a csv a .csv name and text content (a workbook renamed .csv is
 * refused by its content, a csv renamed .xlsx by its name).
 */
export function validateBulkFile(
  file: UploadedFile,
  format: BulkFileFormat = 'xlsx',
): ValidationIssue | null {
  return firstIssue(file, [
    format === 'csv' ? csvFile : xlsxFile,
    (candidate) => validateFileName(candidate.name),
    (candidate) => maxSize(candidate, BULK_FILE_MAX_SIZE),
  ]);
}

/** The number of data lines read from a bulk file (header row not counted). */
export function validateBulkLineCount(
  lines: number,
  maximum = BULK_FILE_MAX_LINES,
): ValidationIssue | null {
  return lines > maximum ? issue('files.tooManyLines', { amount: maximum }) : null;
}

/** A bulk notification upload takes exactly one file, itself a valid bulk file. */
export function validateNotificationFiles(files: readonly UploadedFile[]): ValidationIssue | null {
  const [file, ...others] = files;
  if (!file || others.length > 0) return issue('files.exactlyOne');
  return validateBulkFile(file);
}

/** A logo: JPEG or PNG content (whatever its name says), at most 200 KB. */
export function validateLogo(file: UploadedFile): ValidationIssue | null {
  if (!isJpeg(file.bytes) && !isPng(file.bytes)) return issue('files.logoType');
  return maxSize(file, LOGO_MAX_SIZE);
}

/** What PDF attachments a form takes: how many, how much together, how long a name. */
export interface PdfLimits {
  maxFiles: number;
  maxTotalBytes: number;
  maxNameLength: number;
}

/** A letter's or eBox message's attachments. */
export const letterPdfLimits: PdfLimits = {
  maxFiles: LETTER_ATTACHMENTS_MAX,
  maxTotalBytes: LETTER_MAX_BYTES,
  maxNameLength: FILE_NAME_MAX_LENGTH,
};

/** A file chosen in the browser: its name, its size and its first bytes (5 are enough). */
export interface ChosenFile {
  name: string;
  size: number;
  head: Uint8Array;
}

/**
 * The first problem with a choice of PDF attachments, as the server would refuse it: too many
 * files; then per file, in order, a name too long, empty, or not starting as a PDF; then the
 * files together too large. Null when the choice passes these checks (the server checks more).
 */
export function validatePdfSelection(
  files: readonly ChosenFile[],
  limits: PdfLimits = letterPdfLimits,
): ValidationIssue | null {
  if (files.length > limits.maxFiles) {
    return issue('files.tooManyFiles', { amount: limits.maxFiles });
  }
  for (const file of files) {
    if (file.name.length > limits.maxNameLength) {
      return issue('files.pdfNameTooLong', {
        name: `${file.name.slice(0, 40)}…`,
        amount: limits.maxNameLength,
      });
    }
    if (file.size === 0) return issue('files.pdfEmpty', { name: file.name });
    if (!isPdf(file.head)) return issue('files.pdfOnly', { name: file.name });
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > limits.maxTotalBytes
    ? issue('files.totalTooLarge', { size: formatSize(limits.maxTotalBytes) })
    : null;
}

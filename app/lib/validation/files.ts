// Uploaded files: bulk xlsx files and logos, recognised by their content, not their name.
import { z } from 'zod';
import { validateFileName } from './file-name';
import { firstIssue, issue, reportIssue, type ValidationIssue } from './issue';

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
 * Most the parts of a bulk workbook may unpack to together: a sheet of 1000 lines is a few
 * megabytes of XML, while a few hundred kilobytes of ZIP can unpack to gigabytes.
 */
export const BULK_FILE_MAX_UNPACKED_SIZE = 40 * MB;
export const BULK_FILE_MAX_LINES = 1000;
export const LOGO_MAX_SIZE = 200 * KB;

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

export function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, jpegSignature);
}

export function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, pngSignature);
}

function maxSize(file: UploadedFile, limit: number): ValidationIssue | null {
  return file.size > limit ? issue('files.tooLarge', { size: formatSize(limit) }) : null;
}

/** A bulk upload: an .xlsx name and xlsx content, a short enough name, at most 10 MB. */
export function validateBulkFile(file: UploadedFile): ValidationIssue | null {
  return firstIssue(file, [
    (candidate) =>
      /\.xlsx$/i.test(candidate.name) && isXlsx(candidate.bytes) ? null : issue('files.xlsxOnly'),
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

const uploadedFile = z.object({
  name: z.string(),
  size: z.number(),
  bytes: z.instanceof(Uint8Array),
});

export const bulkFileSchema = uploadedFile.superRefine((file, ctx) =>
  reportIssue(ctx, validateBulkFile(file)),
);

export const notificationFilesSchema = z
  .array(uploadedFile)
  .superRefine((files, ctx) => reportIssue(ctx, validateNotificationFiles(files)));

export const logoSchema = uploadedFile.superRefine((file, ctx) =>
  reportIssue(ctx, validateLogo(file)),
);

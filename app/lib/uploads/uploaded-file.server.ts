// Reads a multipart form with at most one file, streaming, and stops as soon as the file or the
// whole body is too large: an oversized upload is refused before it is held in memory. A form
// with a file input in several fields (one image per language) is read with readFileFieldsForm.
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from '@remix-run/form-data-parser';
import { formatSize, type UploadedFile } from '~/lib/validation/files';
import { issue, type ValidationIssue } from '~/lib/validation/issue';

export type UploadReading =
  { ok: true; fields: FormData; file: UploadedFile | null } | { ok: false; issue: ValidationIssue };

export async function readSingleFileForm(
  request: Request,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<UploadReading> {
  let file: UploadedFile | null = null;
  try {
    const fields = await parseFormData(
      request,
      { maxFileSize: maxBytes, maxFiles: 1, maxTotalSize: maxBytes + 64 * 1024, maxParts: 20 },
      async (upload) => {
        if (upload.fieldName !== field || upload.size === 0) return null;
        file = {
          name: upload.name.slice(0, 300),
          size: upload.size,
          bytes: new Uint8Array(await upload.arrayBuffer()),
        };
        return null;
      },
    );
    return { ok: true, fields, file };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return { ok: false, issue: issue('files.tooLarge', { size: formatSize(maxBytes) }) };
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      return { ok: false, issue: issue('invalid') };
    }
    throw error;
  }
}

export type FileFieldsReading =
  | {
      ok: true;
      fields: FormData;
      /** The file chosen in a field, by the field's name (fields left empty are not here). */
      files: ReadonlyMap<string, UploadedFile>;
      /** The fields whose file is over `maxBytes` (its bytes dropped), to be said on each. */
      tooLarge: ReadonlySet<string>;
    }
  | { ok: false; issue: ValidationIssue };

/**
 * Reads a form with at most one file in each of `fileFields`, streaming, urlencoded or multipart.
 * A file over `maxBytes` is refused on its own field and the rest of the form is read on, so the
 * form can come back as it was; the parser holds no part over `ceilingBytes` (the post's own
 * bound) and refuses the whole post past it, or past its parts and files.
 */
export async function readFileFieldsForm(
  request: Request,
  {
    fileFields,
    maxBytes,
    ceilingBytes,
    maxParts = 200,
  }: { fileFields: readonly string[]; maxBytes: number; ceilingBytes: number; maxParts?: number },
): Promise<FileFieldsReading> {
  const files = new Map<string, UploadedFile>();
  const tooLarge = new Set<string>();
  try {
    const fields = await parseFormData(
      request,
      {
        maxFileSize: ceilingBytes,
        maxFiles: fileFields.length,
        maxTotalSize: ceilingBytes,
        maxParts,
      },
      async (upload) => {
        // A file input with nothing chosen still sends an empty part.
        if (!fileFields.includes(upload.fieldName) || upload.size === 0) return null;
        if (files.has(upload.fieldName) || tooLarge.has(upload.fieldName)) {
          throw new FormDataParseError('two files in one field');
        }
        if (upload.size > maxBytes) {
          tooLarge.add(upload.fieldName);
          return null;
        }
        files.set(upload.fieldName, {
          name: upload.name.slice(0, 300),
          size: upload.size,
          bytes: new Uint8Array(await upload.arrayBuffer()),
        });
        return null;
      },
    );
    return { ok: true, fields, files, tooLarge };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return { ok: false, issue: issue('files.tooLarge', { size: formatSize(ceilingBytes) }) };
    }
    if (error instanceof MaxFilesExceededError) {
      return { ok: false, issue: issue('files.tooManyFiles', { amount: fileFields.length }) };
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      return { ok: false, issue: issue('invalid') };
    }
    throw error;
  }
}

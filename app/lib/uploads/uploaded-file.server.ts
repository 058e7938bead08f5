// Reads a multipart form with at most one file, streaming, and stops as soon as the file or the
// whole body is too large: an oversized upload is refused before it is held in memory.
import {
  FormDataParseError,
  MaxFileSizeExceededError,
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

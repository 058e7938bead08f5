// Reads a multipart form with several PDF files in one field, streaming, and stops reading as soon
// as the upload cannot be taken: a file that does not start as a PDF is refused at its first
// bytes (the rest of it is never read), more files than allowed at the next file's headers, and
// the whole upload once the files together pass the limit. Only what passes is held in memory.
//
// The multipart parser hands over a part once it is whole, so the body first passes a watcher
// that follows the part boundaries itself and sees each file's first bytes as they arrive.
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from '@remix-run/form-data-parser';
import { attachmentName } from '@contracts/attachment-name';
import {
  formatSize,
  isPdf,
  pdfSignature,
  type PdfLimits,
  type UploadedFile,
} from '~/lib/validation/files';
import { issue, type ValidationIssue } from '~/lib/validation/issue';

export interface PdfFilesLimits extends PdfLimits {
  /** The name of the file input. */
  field: string;
}

/** A problem with the upload; `file` names the file it is about, null for the upload as a whole. */
export interface PdfFileIssue {
  file: string | null;
  issue: ValidationIssue;
}

export type PdfFilesReading =
  | { ok: true; fields: FormData; files: UploadedFile[] }
  | {
      ok: false;
      issues: PdfFileIssue[];
      /** How many bytes of the body had been read when it was refused (the rest was dropped). */
      readBeforeRefusal: number;
    };

/** The form's other fields: a few kilobytes of text. */
const FIELDS_ALLOWANCE = 64 * 1024;
const MAX_HEADER_BYTES = 8 * 1024;

/** Thrown into the body stream to stop the parser; carries what to tell the user. */
class UploadRefused extends Error {
  constructor(readonly refusal: PdfFileIssue) {
    super(refusal.issue.key);
  }
}

function fileNameOf(headers: string): string | null {
  const match = /filename="([^"]*)"/i.exec(headers);
  return match ? (match[1] ?? '') : null;
}

function fieldNameOf(headers: string): string | null {
  const match = /[;\s]name="([^"]*)"/i.exec(headers);
  return match ? (match[1] ?? '') : null;
}

function refusal(name: string): UploadRefused {
  return new UploadRefused({ file: name, issue: issue('files.pdfOnly', { name }) });
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  if (first.length === 0) return second;
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}

/**
 * Follows the parts of a multipart body chunk by chunk, and throws UploadRefused when a file of
 * the field does not start with '%PDF-' or one file too many starts. What it holds back is never
 * more than a part's headers or a boundary's length.
 */
function partWatcher(
  boundary: string,
  limits: PdfFilesLimits,
  onChunk: (size: number) => void,
): TransformStream<Uint8Array> & { stop: () => void } {
  const encoder = new TextEncoder();
  // The body starts with '--boundary'; every later boundary follows a line break.
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  let pending: Uint8Array = encoder.encode('\r\n');
  let state: 'boundary' | 'headers' | 'magic' | 'content' | 'done' = 'boundary';
  let files = 0;
  let current = '';
  let inFile = false;
  let fileBytes = 0;

  /** The files' content counted as it passes: reading stops right where they pass the limit. */
  function countFileBytes(amount: number): void {
    if (!inFile || state !== 'content') return;
    fileBytes += amount;
    if (fileBytes > limits.maxTotalBytes) {
      throw new UploadRefused({
        file: null,
        issue: issue('files.totalTooLarge', { size: formatSize(limits.maxTotalBytes) }),
      });
    }
  }

  const indexOf = (bytes: Uint8Array, needle: Uint8Array, from: number) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(needle, from);

  function consume(chunk: Uint8Array): void {
    const data = concat(pending, chunk);
    let position = 0;
    pending = new Uint8Array();
    for (;;) {
      if (state === 'done') return;
      if (state === 'boundary' || state === 'content') {
        const found = indexOf(data, delimiter, position);
        if (found < 0) {
          // Keep what could be the start of a boundary split over two chunks.
          const kept = Math.max(position, data.length - delimiter.length + 1);
          countFileBytes(kept - position);
          pending = data.slice(kept);
          return;
        }
        countFileBytes(found - position);
        inFile = false;
        position = found + delimiter.length;
        state = 'headers';
      }
      if (state === 'headers') {
        const end = indexOf(data, headerEnd, position);
        if (end < 0) {
          const rest = data.subarray(position);
          // '--' after a boundary closes the body; headers that never end are the parser's to refuse.
          if (rest.length >= 2 && rest[0] === 0x2d && rest[1] === 0x2d) state = 'done';
          else if (rest.length <= MAX_HEADER_BYTES) pending = rest.slice();
          else state = 'done';
          return;
        }
        const headers = Buffer.from(data.subarray(position, end)).toString('utf8');
        position = end + headerEnd.length;
        const name = fileNameOf(headers);
        if (fieldNameOf(headers) === limits.field && name !== null && name !== '') {
          files += 1;
          if (files > limits.maxFiles) {
            throw new UploadRefused({
              file: null,
              issue: issue('files.tooManyFiles', { amount: limits.maxFiles }),
            });
          }
          current = name;
          inFile = true;
          state = 'magic';
        } else {
          state = 'content';
        }
      }
      if (state === 'magic') {
        const rest = data.subarray(position);
        const ends = indexOf(rest, delimiter, 0);
        if (ends >= 0 && ends < pdfSignature.length) {
          // Shorter than '%PDF-': not a PDF, unless empty (the reader names that itself).
          if (ends > 0) throw refusal(current);
        } else if (rest.length < pdfSignature.length) {
          pending = rest.slice();
          return;
        } else if (!isPdf(rest)) {
          throw refusal(current);
        }
        state = 'content';
      }
    }
  }

  let control: TransformStreamDefaultController<Uint8Array> | undefined;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      control = controller;
    },
    transform(chunk, controller) {
      onChunk(chunk.length);
      consume(chunk);
      controller.enqueue(chunk);
    },
  });
  // Ends the watch once the parser has stopped reading: a write waiting for the parser to take
  // what the watcher passed on is released, and the pipe into the watcher ends.
  const stop = () => control?.error(new Error('the form was refused'));
  return Object.assign(stream, { stop });
}

/** The part of a multipart content type after `boundary=`, or null. */
function boundaryOf(contentType: string | null): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * Reads a form with PDF files in `field`, streaming. Refuses, naming the file where there is one:
 * a file that does not start with '%PDF-' (at its first bytes), more than `maxFiles` files, files
 * together over `maxTotalBytes` (reading stops there), a name over `maxNameLength` characters, an
 * empty file. Returns the other fields and the files in the order sent. Only the start of a file is
 * checked here: inspectPdf (backend) checks each file whole before it is sent.
 */
export async function readPdfFilesForm(
  request: Request,
  limits: PdfFilesLimits,
): Promise<PdfFilesReading> {
  const { field, maxFiles, maxTotalBytes, maxNameLength } = limits;
  const boundary = boundaryOf(request.headers.get('content-type'));
  if (!boundary || !request.body)
    return { ok: false, issues: [{ file: null, issue: issue('invalid') }], readBeforeRefusal: 0 };
  const body = request.body;
  let read = 0;
  const watcher = partWatcher(boundary, limits, (size) => (read += size));
  // A refusal stops the parser, not the connection: the rest of the body is read and dropped as
  // it arrives, never held (the post's size is bounded before it is read, request-shape.ts), and
  // then the answer goes out. Cancelling the body instead would close the connection, and a
  // browser still sending would lose the answer that names the refused file.
  const piping = body.pipeTo(watcher.writable, { preventCancel: true }).catch(() => undefined);
  const refuse = async (found: PdfFileIssue[]): Promise<PdfFilesReading> => {
    const readBeforeRefusal = read;
    // A refusal of the parser's own (too many parts, a malformed part) leaves the watcher unread:
    // stopped, or the pipe would wait for room that never comes and the post go unanswered.
    watcher.stop();
    await piping;
    await discardRest(body);
    return { ok: false, issues: found, readBeforeRefusal };
  };
  const watched = new Request(request.url, {
    method: request.method,
    // The parser reads the content type only; the length no longer holds for a stream it stops.
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: watcher.readable,
    duplex: 'half',
  } as RequestInit);
  const files: UploadedFile[] = [];
  const issues: PdfFileIssue[] = [];
  let total = 0;
  const tooLarge = () => ({
    file: null,
    issue: issue('files.totalTooLarge', { size: formatSize(maxTotalBytes) }),
  });
  try {
    const fields = await parseFormData(
      watched,
      {
        maxFileSize: maxTotalBytes,
        maxFiles: maxFiles + 1,
        maxTotalSize: maxTotalBytes + FIELDS_ALLOWANCE,
        // A send form has a few dozen fields (recipients, addresses); the files come on top.
        maxParts: maxFiles + 200,
      },
      async (upload) => {
        if (upload.fieldName !== field) return null;
        // A file input with nothing chosen still sends an empty part without a name.
        if (upload.name === '' && upload.size === 0) return null;
        if (upload.name.length > maxNameLength) {
          const name = upload.name;
          issues.push({
            file: name.slice(0, maxNameLength),
            issue: issue('files.pdfNameTooLong', {
              name: `${name.slice(0, 40)}…`,
              amount: maxNameLength,
            }),
          });
          return null;
        }
        // The name it is sent under: no path, no hidden characters, ending in .pdf.
        const name = attachmentName(upload.name);
        if (files.some((earlier) => earlier.name === name)) {
          issues.push({ file: name, issue: issue('files.pdfNameTwice', { name }) });
          return null;
        }
        if (upload.size === 0) {
          issues.push({ file: name, issue: issue('files.pdfEmpty', { name }) });
          return null;
        }
        total += upload.size;
        if (total > maxTotalBytes) throw new UploadRefused(tooLarge());
        const bytes = new Uint8Array(await upload.arrayBuffer());
        // The watcher saw the start already; checked again on what the parser made of the part.
        if (!isPdf(bytes)) {
          issues.push({ file: name, issue: issue('files.pdfOnly', { name }) });
          return null;
        }
        files.push({ name, size: upload.size, bytes });
        return null;
      },
    );
    return issues.length > 0
      ? { ok: false, issues, readBeforeRefusal: read }
      : { ok: true, fields, files };
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refuse([...issues, refused]);
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return refuse([...issues, tooLarge()]);
    }
    if (error instanceof MaxFilesExceededError) {
      const tooMany = issue('files.tooManyFiles', { amount: maxFiles });
      return refuse([...issues, { file: null, issue: tooMany }]);
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      return refuse([...issues, { file: null, issue: issue('invalid') }]);
    }
    throw error;
  }
}

/** Reads what is left of a body and drops it, chunk by chunk; a client gone away ends it. */
async function discardRest(body: ReadableStream<Uint8Array>): Promise<void> {
  try {
    const reader = body.getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) return;
    }
  } catch {
    // The connection closed: nothing left to read.
  }
}

/** The refusal the watcher or the handler threw, however the parser wrapped it. */
function refusalOf(error: unknown): PdfFileIssue | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause instanceof UploadRefused) return cause.refusal;
    cause = cause.cause;
  }
  return null;
}

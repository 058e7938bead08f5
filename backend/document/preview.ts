// A picture of a PDF's first page, rendered on the server (pdf.js through unpdf, drawn on
// @napi-rs/canvas), for the send screens to show what is about to be sent. Only a PDF the
// document service takes is rendered (inspectPdf, which bounds what its streams unpack to), in a
// worker thread with a bounded heap that is ended when it takes too long, and images past a size
// are left out: a hostile page costs a refusal or a missing preview, never the backend.
import { Worker } from 'node:worker_threads';
import { inspectPdf, type PdfRefusal } from './pdf-check';
import type { PreviewJob } from './preview-worker';

/** The narrowest and widest preview, in pixels; a width asked outside is brought within. */
export const PREVIEW_MIN_WIDTH = 200;
export const PREVIEW_MAX_WIDTH = 1200;
/** The tallest preview, in pixels: a very tall page is drawn narrower than asked to stay within. */
export const PREVIEW_MAX_HEIGHT = 2 * PREVIEW_MAX_WIDTH;

/** Thrown for a PDF inspectPdf refuses: nothing of it is rendered. */
export class PdfPreviewRefusedError extends Error {
  constructor(readonly reason: PdfRefusal) {
    super(`the PDF is refused: ${reason}`);
    this.name = 'PdfPreviewRefusedError';
  }
}

/** The width asked, within PREVIEW_MIN_WIDTH..PREVIEW_MAX_WIDTH, whole pixels. */
export function previewWidth(asked: number): number {
  if (!Number.isFinite(asked)) return PREVIEW_MIN_WIDTH;
  return Math.min(PREVIEW_MAX_WIDTH, Math.max(PREVIEW_MIN_WIDTH, Math.round(asked)));
}

/** Thrown when rendering takes longer than allowed; the document is closed. */
export class PdfPreviewTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the preview took longer than ${timeoutMs} ms`);
    this.name = 'PdfPreviewTimeoutError';
  }
}

/** Thrown when the drawing fails: a page pdf.js cannot draw, or one that needs too much memory. */
export class PdfPreviewFailedError extends Error {
  constructor(reason: string) {
    super(`the preview could not be drawn: ${reason}`);
    this.name = 'PdfPreviewFailedError';
  }
}

/** The longest a preview may take by default, in milliseconds. */
export const PREVIEW_TIMEOUT_MS = 10_000;

/** The drawing thread's heap, in MiB: pdf.js's objects and the page's decoded streams. */
export const PREVIEW_HEAP_MB = 256;

/** The largest image drawn in a preview, in pixels (about 25 megapixels, an A4 page at 600 dpi). */
export const PREVIEW_MAX_IMAGE_PIXELS = 25_000_000;

/**
 * The worker's module: the built one next to the bundle, or the source in development and tests
 * (Node runs it as it is).
 */
const workerModule = new URL(
  import.meta.url.endsWith('.ts') ? './preview-worker.ts' : './preview-worker.js',
  import.meta.url,
);

/** Draws in a worker thread of its own; ended at the time-out, whatever it is doing. */
function drawInWorker(job: PreviewJob, timeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerModule, {
      workerData: job,
      transferList: [job.bytes.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: PREVIEW_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    const timer = setTimeout(() => {
      reject(new PdfPreviewTimeoutError(timeoutMs));
      void worker.terminate();
    }, timeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    worker.once('message', (answer: { png?: Uint8Array; error?: string }) =>
      settle(() =>
        answer.png
          ? resolve(new Uint8Array(answer.png))
          : reject(new PdfPreviewFailedError(answer.error ?? 'no picture')),
      ),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other end without an answer.
    worker.once('error', (error) => settle(() => reject(new PdfPreviewFailedError(error.message))));
    worker.once('exit', (code) =>
      settle(() => reject(new PdfPreviewFailedError(`the drawing ended with code ${code}`))),
    );
  });
}

/**
 * The first page as PNG bytes, `width` pixels wide (within PREVIEW_MIN_WIDTH..PREVIEW_MAX_WIDTH;
 * narrower for a page so tall it would pass PREVIEW_MAX_HEIGHT), its height in the page's
 * proportions. Throws PdfPreviewRefusedError for a PDF inspectPdf refuses, PdfPreviewTimeoutError
 * when drawing takes longer than `timeoutMs` (the drawing thread is ended), and
 * PdfPreviewFailedError when the page cannot be drawn within the thread's memory.
 */
export async function previewFirstPage(
  bytes: Uint8Array,
  { width, timeoutMs = PREVIEW_TIMEOUT_MS }: { width: number; timeoutMs?: number },
): Promise<Uint8Array> {
  const inspection = await inspectPdf(bytes);
  if (!inspection.ok) throw new PdfPreviewRefusedError(inspection.reason);
  // What is drawn is what would be sent: the clean copy (the worker takes it over).
  return drawInWorker(
    {
      bytes: inspection.clean,
      width: previewWidth(width),
      maxHeight: PREVIEW_MAX_HEIGHT,
      maxImagePixels: PREVIEW_MAX_IMAGE_PIXELS,
    },
    timeoutMs,
  );
}

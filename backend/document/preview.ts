// A picture of a PDF's first page, rendered on the server (pdf.js through unpdf, drawn on
// @napi-rs/canvas), for the send screens to show what is about to be sent. Only a PDF the
// document service takes is rendered (inspectPdf), and the picture's size is bounded.
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { inspectPdf, type PdfRefusal } from './pdf-check';

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

const canvasImport = () => import('@napi-rs/canvas');

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

/** The longest a preview may take by default, in milliseconds. */
export const PREVIEW_TIMEOUT_MS = 10_000;

/**
 * The first page as PNG bytes, `width` pixels wide (within PREVIEW_MIN_WIDTH..PREVIEW_MAX_WIDTH;
 * narrower for a page so tall it would pass PREVIEW_MAX_HEIGHT), its height in the page's
 * proportions. Throws PdfPreviewRefusedError for a PDF inspectPdf refuses, and
 * PdfPreviewTimeoutError when rendering takes longer than `timeoutMs` (pdf.js stops at its next
 * step once the document is closed).
 */
export async function previewFirstPage(
  bytes: Uint8Array,
  { width, timeoutMs = PREVIEW_TIMEOUT_MS }: { width: number; timeoutMs?: number },
): Promise<Uint8Array> {
  const inspection = await inspectPdf(bytes);
  if (!inspection.ok) throw new PdfPreviewRefusedError(inspection.reason);
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  // pdf.js takes over the buffer it is given: it gets a copy, the caller keeps its bytes.
  const loading = getDocumentProxy(bytes.slice(), {
    CanvasFactory,
    enableXfa: false,
    // Errors only: a preview given up mid-page is no news worth a warning.
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfPreviewTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    const pdf = await Promise.race([loading, timeout]);
    try {
      const page = await Promise.race([pdf.getPage(1), timeout]);
      const natural = page.getViewport({ scale: 1 });
      const tallest = Math.floor((PREVIEW_MAX_HEIGHT * natural.width) / natural.height);
      const drawn = Math.max(1, Math.min(previewWidth(width), tallest));
      const png = await Promise.race([
        renderPageAsImage(pdf, 1, { canvasImport, width: drawn }),
        timeout,
      ]);
      return new Uint8Array(png);
    } finally {
      await pdf.loadingTask.destroy();
    }
  } finally {
    clearTimeout(timer);
    // A document still loading when the time ran out is closed once it has loaded.
    void loading.then((pdf) => pdf.loadingTask.destroy()).catch(() => undefined);
  }
}

// The preview's drawing, in a worker thread of its own (preview.ts starts one per preview): pdf.js
// through unpdf, drawn on @napi-rs/canvas. Its heap is bounded by the thread's resource limits and
// the thread is ended when it takes too long, so a page that costs more than a preview may cannot
// take the backend with it. Only package imports here: in development and tests Node runs this
// file as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';

/** What preview.ts sends: the PDF, the width to draw at, and the limits on what is drawn. */
export interface PreviewJob {
  bytes: Uint8Array;
  width: number;
  maxHeight: number;
  maxImagePixels: number;
}

const canvasImport = () => import('@napi-rs/canvas');

async function draw({ bytes, width, maxHeight, maxImagePixels }: PreviewJob): Promise<Uint8Array> {
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  const pdf = await getDocumentProxy(bytes, {
    CanvasFactory,
    enableXfa: false,
    // An image of more pixels than this is left out of the picture, never unpacked.
    maxImageSize: maxImagePixels,
    // Errors only: a page drawn without one of its images is no news worth a warning.
    verbosity: 0,
  });
  try {
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const tallest = Math.floor((maxHeight * natural.width) / natural.height);
    const drawn = Math.max(1, Math.min(width, tallest));
    return new Uint8Array(await renderPageAsImage(pdf, 1, { canvasImport, width: drawn }));
  } finally {
    await pdf.loadingTask.destroy();
  }
}

const job = workerData as PreviewJob;
draw(job).then(
  (png) => parentPort?.postMessage({ png }),
  (error: unknown) =>
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);

// The first page's picture: a PNG of the width asked, the page's black text in it.
import { deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { action, alteredPdf, bombPdf, textPdf } from '../../tests/support/pdf-samples';
import {
  PREVIEW_MAX_WIDTH,
  PREVIEW_MIN_WIDTH,
  PdfPreviewRefusedError,
  PdfPreviewTimeoutError,
  previewFirstPage,
  previewWidth,
} from './preview';

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The picture's size and how many of its pixels are dark (all channels under 128). */
async function look(png: Uint8Array): Promise<{ width: number; height: number; dark: number }> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (data[index]! < 128 && data[index + 1]! < 128 && data[index + 2]! < 128) dark += 1;
  }
  return { width: image.width, height: image.height, dark };
}

describe('previewFirstPage', () => {
  it('renders the first page as a PNG of the width asked, its text in dark pixels', async () => {
    const png = await previewFirstPage(await textPdf(2), { width: 600 });
    expect([...png.subarray(0, 8)]).toEqual(pngMagic);
    const picture = await look(png);
    expect(picture.width).toBe(600);
    // A4 is √2 as tall as it is wide.
    expect(picture.height).toBeGreaterThanOrEqual(846);
    expect(picture.height).toBeLessThanOrEqual(850);
    expect(picture.dark).toBeGreaterThan(1000);
  }, 20_000);

  it('renders a blank page without dark pixels', async () => {
    const blank = await alteredPdf((document) => {
      document.removePage(0);
      document.addPage();
    });
    const picture = await look(await previewFirstPage(blank, { width: 300 }));
    expect(picture.width).toBe(300);
    expect(picture.dark).toBe(0);
  }, 20_000);

  it('keeps the width within bounds', async () => {
    const bytes = await textPdf(1);
    expect((await look(await previewFirstPage(bytes, { width: 50 }))).width).toBe(
      PREVIEW_MIN_WIDTH,
    );
    expect((await look(await previewFirstPage(bytes, { width: 99_999 }))).width).toBe(
      PREVIEW_MAX_WIDTH,
    );
    expect(previewWidth(Number.NaN)).toBe(PREVIEW_MIN_WIDTH);
  }, 20_000);

  it('refuses a PDF inspectPdf refuses, without rendering it', async () => {
    const scripted = await alteredPdf((document) => {
      document.catalog.set(
        PDFName.of('OpenAction'),
        action(document, { S: 'JavaScript', JS: 'app.alert(1)' }),
      );
    });
    await expect(previewFirstPage(scripted, { width: 400 })).rejects.toEqual(
      new PdfPreviewRefusedError('activeContent'),
    );
    await expect(
      previewFirstPage(new TextEncoder().encode('<html>'), { width: 400 }),
    ).rejects.toBeInstanceOf(PdfPreviewRefusedError);
  });
});

describe('previewFirstPage, bounded in memory', () => {
  it('refuses a page whose content unpacks past the bound, without drawing it', async () => {
    await expect(previewFirstPage(await bombPdf(1024, 'page'), { width: 400 })).rejects.toEqual(
      new PdfPreviewRefusedError('tooComplex'),
    );
  }, 20_000);

  it('draws the page and leaves out an image of 1.6 gigapixels, never unpacked', async () => {
    const bytes = await alteredPdf((document) => {
      const { context } = document;
      // A few bytes that claim 40,000 × 40,000 grey pixels.
      const image = context.register(
        PDFRawStream.of(
          context.obj({
            Type: 'XObject',
            Subtype: 'Image',
            Width: 40_000,
            Height: 40_000,
            ColorSpace: 'DeviceGray',
            BitsPerComponent: 8,
            Filter: 'FlateDecode',
          }),
          new Uint8Array(deflateSync(Buffer.alloc(1024))),
        ),
      );
      const drawing = context.register(
        PDFRawStream.of(
          context.obj({}),
          new TextEncoder().encode('q 500 0 0 500 0 0 cm /Big Do Q'),
        ),
      );
      const page = document.getPage(0).node;
      page.Resources()?.set(PDFName.of('XObject'), context.obj({ Big: image }));
      page.set(PDFName.of('Contents'), context.obj([page.get(PDFName.of('Contents')), drawing]));
    });
    const picture = await look(await previewFirstPage(bytes, { width: 300 }));
    expect(picture.width).toBe(300);
    // The page's text is drawn; the image is not.
    expect(picture.dark).toBeGreaterThan(0);
  }, 20_000);
});

describe('previewFirstPage, bounded in time', () => {
  it('gives up when rendering takes longer than allowed', async () => {
    const bytes = await textPdf(1);
    await expect(previewFirstPage(bytes, { width: 1200, timeoutMs: 0 })).rejects.toBeInstanceOf(
      PdfPreviewTimeoutError,
    );
    // The next preview is not disturbed by the one given up.
    const picture = await look(await previewFirstPage(bytes, { width: 300 }));
    expect(picture.width).toBe(300);
  }, 20_000);
});

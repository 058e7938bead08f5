import { describe, expect, it } from 'vitest';
import {
  declaredPng,
  gifBytes,
  pdfBytes,
  sampleImage,
  svgBytes,
} from '../../tests/support/image-samples';
import { checkImage, pngImageDataSize } from './images';

describe('checkImage', () => {
  it('takes a PNG and a JPEG with the sides they really have', async () => {
    expect(await checkImage(sampleImage(320, 180))).toEqual({
      ok: true,
      image: { type: 'image/png', width: 320, height: 180 },
    });
    expect(await checkImage(sampleImage(100, 4096, 'jpeg'))).toEqual({
      ok: true,
      image: { type: 'image/jpeg', width: 100, height: 4096 },
    });
  });

  it('refuses a GIF, an SVG and a PDF, whatever their name says', async () => {
    for (const bytes of [gifBytes, svgBytes, pdfBytes, Buffer.from('not an image at all')]) {
      expect(await checkImage(bytes)).toEqual({ ok: false, problem: 'type' });
    }
  });

  it('refuses a PNG or JPEG cut short, and one with something after its end', async () => {
    const png = sampleImage(200, 200);
    const jpeg = sampleImage(200, 200, 'jpeg');
    for (const bytes of [
      png.subarray(0, png.length - 1),
      png.subarray(0, Math.floor(png.length / 2)),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.concat([png, Buffer.from('<html>')]),
      Buffer.concat([jpeg, Buffer.from('PK\u0003\u0004')]),
    ]) {
      expect(await checkImage(bytes)).toEqual({ ok: false, problem: 'type' });
    }
  });

  it('refuses a PNG whose image data is too short for its sides, or whose CRC is wrong', async () => {
    // A header of 200 × 200 over a few bytes of pixels: well-formed chunks, not a whole picture.
    expect(await checkImage(declaredPng(200, 200))).toEqual({ ok: false, problem: 'type' });
    const png = Buffer.from(sampleImage(200, 200));
    png[20] = (png[20] ?? 0) ^ 0xff;
    expect(await checkImage(png)).toEqual({ ok: false, problem: 'type' });
  });

  it('refuses sides under 100 or over 4096 pixels, the latter before decoding', async () => {
    expect(await checkImage(sampleImage(99, 300))).toEqual({ ok: false, problem: 'dimensions' });
    expect(await checkImage(sampleImage(300, 99, 'jpeg'))).toEqual({
      ok: false,
      problem: 'dimensions',
    });
    expect(await checkImage(sampleImage(4097, 100))).toEqual({ ok: false, problem: 'dimensions' });
    // 100,000 × 100,000 declared in 1 KB: never decoded.
    expect(await checkImage(declaredPng(100_000, 100_000))).toEqual({
      ok: false,
      problem: 'dimensions',
    });
  });
});

describe('pngImageDataSize', () => {
  it('counts a filter byte per row, and the seven passes of an interlaced picture', () => {
    expect(pngImageDataSize(3, 2, 24, false)).toBe(2 * (1 + 9));
    expect(pngImageDataSize(10, 1, 1, false)).toBe(1 + 2);
    // 8 × 8 interlaced at 8 bits: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels.
    expect(pngImageDataSize(8, 8, 8, true)).toBe(2 + 2 + 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9);
  });
});

// Images for notifications: an upload is checked by its content, never by its name or declared
// type. It must be a PNG (signature, IHDR first, every chunk's CRC right, image data that inflates
// to the whole picture, IEND last with nothing after it) or a JPEG (start of image, a frame header
// before the scan, end of image last), whose sides as its header gives them lie within the limits
// before anything is decoded (a small file can declare a huge picture), and which the image
// decoder then reads with those very sides. An image is stored once per organisation by the
// sha256 of its bytes: the same bytes again answer the image stored first.
import { createHash, randomUUID } from 'node:crypto';
import { createInflate, crc32 } from 'node:zlib';
import type { Kysely } from 'kysely';
import { pushLimits, type ImageContentType } from '@contracts/push-notification';
import type { Database } from '../db/schema';

/** Why an upload is not an image a notification may carry. */
export type ImageProblem = 'type' | 'dimensions';

/** What the content check found. */
export interface CheckedImage {
  type: ImageContentType;
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function uint32(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] ?? 0) << 24) |
      ((bytes[offset + 1] ?? 0) << 16) |
      ((bytes[offset + 2] ?? 0) << 8) |
      (bytes[offset + 3] ?? 0)) >>>
    0
  );
}

function uint16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

/** Channels per pixel of each PNG colour type (grey, RGB, palette, grey + alpha, RGBA). */
const pngChannels: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The Adam7 passes: first column and row, then the steps between them. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes a PNG's image data inflates to: each row's filter byte and its packed pixels. */
export function pngImageDataSize(
  width: number,
  height: number,
  bitsPerPixel: number,
  interlaced: boolean,
): number {
  const rows = (columns: number, count: number) =>
    columns === 0 || count === 0 ? 0 : count * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  if (!interlaced) return rows(width, height);
  return adam7.reduce(
    (sum, [x, y, dx, dy]) =>
      sum + rows(Math.ceil(Math.max(0, width - x) / dx), Math.ceil(Math.max(0, height - y) / dy)),
    0,
  );
}

interface PngHeader {
  width: number;
  height: number;
  /** The image data (IDAT chunks) in order. */
  data: Uint8Array[];
  expectedSize: number;
}

/** A PNG's header and image data, its structure checked chunk by chunk; null when it is broken. */
function readPngStructure(bytes: Uint8Array): PngHeader | null {
  let offset: number = pngSignature.length;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | null =
    null;
  const data: Uint8Array[] = [];
  let ended = false;
  while (!ended) {
    if (offset + 12 > bytes.length) return null;
    const length = uint32(bytes, offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== uint32(bytes, offset + 8 + length)) return null;
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    const body = typeAndData.subarray(4);
    if (header === null && type !== 'IHDR') return null;
    if (type === 'IHDR') {
      if (header !== null || length !== 13) return null;
      const bitDepth = body[8] ?? 0;
      const channels = pngChannels[body[9] ?? -1];
      if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) return null;
      header = {
        width: uint32(body, 0),
        height: uint32(body, 4),
        bitsPerPixel: bitDepth * channels,
        interlaced: body[12] === 1,
      };
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      ended = true;
    }
    offset = end;
  }
  // Nothing may follow the end: no second file hides behind the picture.
  if (!header || data.length === 0 || offset !== bytes.length) return null;
  return {
    width: header.width,
    height: header.height,
    data,
    expectedSize: pngImageDataSize(
      header.width,
      header.height,
      header.bitsPerPixel,
      header.interlaced,
    ),
  };
}

/**
 * Whether the image data inflates, without error, to at least the whole picture; the output is
 * counted as it comes and never kept.
 */
function inflatesToWholePicture(
  data: readonly Uint8Array[],
  expectedSize: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let produced = 0;
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced >= expectedSize) settle(true);
    });
    inflate.on('error', () => settle(false));
    inflate.on('end', () => settle(produced >= expectedSize));
    for (const part of data) inflate.write(part);
    inflate.end();
  });
}

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman or arithmetic). */
const jpegFrameMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** A JPEG's sides from its frame header, its markers walked up to the scan; null when broken. */
function readJpegStructure(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // The end of image closes the file: nothing may follow it.
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null;
  let offset = 2;
  let frame: { width: number; height: number } | null = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01)
      return null;
    const length = uint16(bytes, offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (jpegFrameMarkers.has(marker)) {
      if (frame !== null || length < 8) return null;
      frame = { height: uint16(bytes, offset + 5), width: uint16(bytes, offset + 7) };
    }
    if (marker === 0xda) return frame;
    offset += 2 + length;
  }
  return null;
}

/** The sides the image decoder reads, or null when it cannot decode the bytes. */
async function decodedSides(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  // Loaded when an image is checked: the backend starts without the canvas library.
  const { Image } = await import('@napi-rs/canvas');
  const image = new Image();
  try {
    image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await image.decode();
  } catch {
    return null;
  }
  return image.naturalWidth > 0 && image.naturalHeight > 0
    ? { width: image.naturalWidth, height: image.naturalHeight }
    : null;
}

function withinSides(width: number, height: number): boolean {
  const { imageMinSide: min, imageMaxSide: max } = pushLimits;
  return width >= min && height >= min && width <= max && height <= max;
}

/** The image an upload holds, or why it is refused. */
export async function checkImage(
  bytes: Uint8Array,
): Promise<{ ok: true; image: CheckedImage } | { ok: false; problem: ImageProblem }> {
  let header: { type: ImageContentType; width: number; height: number } | null = null;
  if (startsWith(bytes, pngSignature)) {
    const png = readPngStructure(bytes);
    if (png) {
      if (!withinSides(png.width, png.height)) return { ok: false, problem: 'dimensions' };
      if (!(await inflatesToWholePicture(png.data, png.expectedSize)))
        return { ok: false, problem: 'type' };
      header = { type: 'image/png', width: png.width, height: png.height };
    }
  } else {
    const jpeg = readJpegStructure(bytes);
    if (jpeg) {
      if (!withinSides(jpeg.width, jpeg.height)) return { ok: false, problem: 'dimensions' };
      header = { type: 'image/jpeg', ...jpeg };
    }
  }
  if (!header) return { ok: false, problem: 'type' };
  const decoded = await decodedSides(bytes);
  if (!decoded || decoded.width !== header.width || decoded.height !== header.height)
    return { ok: false, problem: 'type' };
  return { ok: true, image: header };
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface StoredImage {
  id: string;
  type: ImageContentType;
  width: number;
  height: number;
  size: number;
}

/**
 * Stores a checked image for the organisation, once: the same bytes stored before answer that
 * image (a second upload at the same moment finds the first one's row).
 */
export async function storeImage(
  db: Kysely<Database>,
  organisation: string,
  bytes: Uint8Array,
  image: CheckedImage,
  uploadedBy: string,
  now: Date,
): Promise<StoredImage> {
  const hash = sha256(bytes);
  await db
    .insertInto('push_images')
    .values({
      id: randomUUID(),
      organisation_code: organisation,
      sha256: hash,
      content_type: image.type,
      width: image.width,
      height: image.height,
      size: bytes.byteLength,
      content: bytes,
      uploaded_by_subject: uploadedBy,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['organisation_code', 'sha256']).doNothing())
    .execute();
  const stored = await db
    .selectFrom('push_images')
    .where('organisation_code', '=', organisation)
    .where('sha256', '=', hash)
    .select(['id', 'content_type', 'width', 'height', 'size'])
    .executeTakeFirstOrThrow();
  return {
    id: stored.id,
    type: stored.content_type,
    width: stored.width,
    height: stored.height,
    size: stored.size,
  };
}

/** An image of the organisation's with its bytes; null when it has none of this id. */
export async function readImage(
  db: Kysely<Database>,
  organisation: string,
  id: string,
): Promise<{ type: ImageContentType; content: Uint8Array } | null> {
  const row = await db
    .selectFrom('push_images')
    .where('organisation_code', '=', organisation)
    .where('id', '=', id)
    .select(['content_type', 'content'])
    .executeTakeFirst();
  return row ? { type: row.content_type, content: row.content } : null;
}

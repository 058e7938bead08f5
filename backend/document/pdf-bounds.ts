// Bounds on what a PDF may unpack to while it is checked and previewed. A PDF compresses its
// streams (page content, fonts, images, and object streams holding other objects), and a deflate
// stream unpacks up to about a thousand times its size, more when filters are chained: a 1 MB
// upload can unpack to gigabytes. Every unpacking done for a check is counted against the file's
// allowance and stopped as soon as it passes it; the number of objects and the nesting of arrays
// and dictionaries are bounded too, since each costs memory however small its bytes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { constants, createInflate, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFObjectStreamParser,
  PDFRawStream,
  type PDFObject,
  type PDFRef,
} from 'pdf-lib';

/** The bounds, per file. */
export const PDF_BOUNDS = {
  /** Indirect objects, those packed in object streams included. */
  maxObjects: 100_000,
  /** Arrays and dictionaries inside one another, in one object. */
  maxNesting: 64,
  /** Bytes all streams unpack to together, at most: whatever the file's size. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** …and at most this much plus `unpackedPerByte` times the file's size (the ratio bound). */
  unpackedFloorBytes: 8 * 1024 * 1024,
  unpackedPerByte: 100,
} as const;

/** What a file may unpack to in all: the ratio bound, never above the absolute one. */
export function unpackAllowance(fileBytes: number): number {
  return Math.min(
    PDF_BOUNDS.maxUnpackedBytes,
    PDF_BOUNDS.unpackedFloorBytes + PDF_BOUNDS.unpackedPerByte * fileBytes,
  );
}

/** One check's account: what it has unpacked and parsed so far, and whether it went over. */
export interface UnpackAccount {
  readonly allowance: number;
  unpacked: number;
  objects: number;
  exceeded: boolean;
}

/** Thrown inside pdf-lib's parser when a bound is passed; the check refuses the file. */
export class PdfBoundsExceededError extends Error {
  constructor(what: string) {
    super(`the PDF passes its bounds: ${what}`);
    this.name = 'PdfBoundsExceededError';
  }
}

/** The account of the check running in this asynchronous context, if any. */
const accounts = new AsyncLocalStorage<UnpackAccount>();

/** Runs `parse` (pdf-lib's load) with its unpacking and objects counted against `account`. */
export function withinBounds<T>(account: UnpackAccount, parse: () => Promise<T>): Promise<T> {
  return accounts.run(account, parse);
}

function exceed(account: UnpackAccount, what: string): never {
  account.exceeded = true;
  throw new PdfBoundsExceededError(what);
}

/** The filters a PDF reader knows by an abbreviation as well. */
const filterNames: Readonly<Record<string, string>> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  RL: 'RunLengthDecode',
};

/** A stream's filters in order, and the parameters of each, names written out in full. */
function filtersOf(dict: PDFDict): { name: string; parms: PDFObject | undefined }[] {
  const filter = dict.lookup(PDFName.of('Filter'));
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const names =
    filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : [];
  return names.map((name, index) => {
    const text = name instanceof PDFName ? name.decodeText() : '';
    return {
      name: filterNames[text] ?? text,
      parms: parms instanceof PDFArray ? parms.lookup(index) : parms,
    };
  });
}

/** The internals of pdf-lib's decoding streams read here: one block at a time. */
interface BlockStream {
  eof: boolean;
  bufferLength: number;
  buffer: Uint8Array;
  readBlock(): void;
}

/**
 * One filter that is not deflate undone by pdf-lib's own decoder, a block at a time (each block
 * of these filters is small), stopping once the output passes `cap`. Null when it does.
 */
function decodeBlockwise(
  context: PDFContext,
  name: string,
  parms: PDFObject | undefined,
  data: Uint8Array,
  cap: number,
): Uint8Array | null {
  const dict = context.obj({ Filter: name });
  if (parms) dict.set(PDFName.of('DecodeParms'), parms);
  const stream = decodePDFRawStream(PDFRawStream.of(dict, data)) as unknown as BlockStream;
  while (!stream.eof && stream.bufferLength <= cap) stream.readBlock();
  return stream.bufferLength > cap ? null : stream.buffer.subarray(0, stream.bufferLength);
}

/** The filters whose output is counted; others (images: DCT, JPX, JBIG2, CCITT) stop the count. */
const counted = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCIIHexDecode',
  'ASCII85Decode',
  'RunLengthDecode',
]);

/**
 * Deflate undone by zlib, synchronously, with at most `cap` bytes of output: null when the output
 * would pass it. Data that breaks off is read as far as it goes.
 */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array | null {
  try {
    return inflateSync(data, { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return null;
    throw error;
  }
}

/**
 * A stream's content with its filters undone, within `cap` bytes: null when it would pass them.
 * Throws for data a filter cannot read, and for a filter pdf-lib cannot undo.
 */
function unpackSync(stream: PDFRawStream, cap: number): Uint8Array | null {
  let data: Uint8Array | null = stream.contents;
  for (const { name, parms } of filtersOf(stream.dict)) {
    data =
      name === 'FlateDecode'
        ? inflateCapped(data, cap)
        : decodeBlockwise(stream.dict.context, name, parms, data, cap);
    if (data === null) return null;
  }
  return data;
}

/**
 * Deflate data that unpacks to at most this is counted in one call, its output held for that
 * moment; larger data is counted as zlib hands it over. Most streams of a letter (a page's
 * drawing, a font) are far smaller, and one call costs a fraction of a stream's events.
 */
const INFLATE_AT_ONCE_BYTES = 4 * 1024 * 1024;

/**
 * How many bytes deflate data unpacks to, at most cap + 1: nothing is kept. Data that breaks off
 * counts as far as it reads, as a PDF reader draws what comes before a broken part.
 */
function inflatedLength(data: Uint8Array, cap: number): number | Promise<number> {
  const atOnce = Math.min(cap + 1, INFLATE_AT_ONCE_BYTES);
  try {
    return inflateSync(data, { maxOutputLength: atOnce, finishFlush: constants.Z_SYNC_FLUSH })
      .length;
  } catch (error) {
    const tooLarge = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    if (tooLarge && atOnce === cap + 1) return cap + 1;
    // Larger than one call may hold, or broken off: counted as it comes.
    return inflatedLengthStreamed(data, cap);
  }
}

/**
 * How many bytes deflate data unpacks to, counted as zlib hands them over and stopped once past
 * `cap` (then cap + 1).
 */
function inflatedLengthStreamed(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({
      finishFlush: constants.Z_SYNC_FLUSH,
      chunkSize: 64 * 1024,
    });
    let length = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(Math.min(length, cap + 1));
    };
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > cap) settle();
    });
    inflate.on('end', settle);
    inflate.on('error', settle);
    inflate.end(data);
  });
}

/**
 * How many bytes a stream unpacks to, its last filter counted without keeping its output, at most
 * cap + 1. A filter nothing here undoes (an image's own compression) counts its input; data a
 * filter cannot read counts as nothing more.
 */
export async function unpackedLength(stream: PDFRawStream, cap: number): Promise<number> {
  const filters = filtersOf(stream.dict);
  const firstUncounted = filters.findIndex(({ name }) => !counted.has(name));
  const undone = firstUncounted === -1 ? filters : filters.slice(0, firstUncounted);
  let data = stream.contents;
  try {
    for (const [index, { name, parms }] of undone.entries()) {
      if (index === undone.length - 1 && name === 'FlateDecode') {
        return await inflatedLength(data, cap);
      }
      const next =
        name === 'FlateDecode'
          ? inflateCapped(data, cap)
          : decodeBlockwise(stream.dict.context, name, parms, data, cap);
      if (next === null) return cap + 1;
      data = next;
    }
  } catch {
    // Data a filter cannot read: a reader stops there too.
  }
  return data.length;
}

/** Counts `bytes` more against the account; over its allowance, the check stops. */
export function charge(account: UnpackAccount, bytes: number): void {
  account.unpacked += bytes;
  if (account.unpacked > account.allowance) exceed(account, 'unpacked size');
}

/**
 * Whether an object's arrays and dictionaries nest deeper than the bound. References are not
 * followed: every indirect object is measured on its own.
 */
export function nestsTooDeep(root: PDFObject): boolean {
  const pending: [PDFObject, number][] = [[root, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [object, depth] = next;
    if (depth > PDF_BOUNDS.maxNesting) return true;
    if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) pending.push([value, depth + 1]);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) pending.push([value, depth + 1]);
    }
  }
  return false;
}

// pdf-lib unpacks every object stream it meets while it parses, whole, and has no hook for a
// bound: its object stream parser is given the stream unpacked here instead, within what is left
// of the account (the parser reads /N and /First from the same dictionary).
const forObjectStream = PDFObjectStreamParser.forStream.bind(PDFObjectStreamParser);
PDFObjectStreamParser.forStream = (rawStream, shouldWaitForTick) => {
  const account = accounts.getStore();
  if (!account) return forObjectStream(rawStream, shouldWaitForTick);
  const left = account.allowance - account.unpacked;
  const unpacked = unpackSync(rawStream, left);
  if (unpacked === null) exceed(account, 'object stream');
  charge(account, unpacked.length);
  const dict = rawStream.dict.clone();
  dict.delete(PDFName.of('Filter'));
  dict.delete(PDFName.of('DecodeParms'));
  return forObjectStream(PDFRawStream.of(dict, unpacked), shouldWaitForTick);
};

/**
 * Every object the parser assigns is counted; past the bound the parse stops. Called from the
 * context's assign (pdf-check.ts wraps it once for both its purposes).
 */
export function countObject(_ref: PDFRef): void {
  const account = accounts.getStore();
  if (!account) return;
  account.objects += 1;
  if (account.objects > PDF_BOUNDS.maxObjects) exceed(account, 'object count');
}

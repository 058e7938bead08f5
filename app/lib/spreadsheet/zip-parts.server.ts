// The parts of an uploaded workbook's ZIP archive, found through its central directory and
// unpacked one at a time, each only when it is read and never past what is left of a budget: a
// few hundred kilobytes that would unpack to gigabytes stop at the budget, and a part nobody reads
// is never unpacked at all. The sizes the headers declare are never trusted.
import { inflateRaw } from 'node:zlib';

const localHeader = 0x04034b50;
const centralHeader = 0x02014b50;
const endOfDirectory = 0x06054b50;

interface ZipPart {
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

export interface ZipArchive {
  bytes: Uint8Array;
  parts: Map<string, ZipPart>;
  /** What may still be unpacked, in bytes. */
  budget: number;
}

export type PartReading =
  { ok: true; data: Buffer | null } | { ok: false; problem: 'tooLarge' | 'unreadable' };

function uint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function uint32(bytes: Uint8Array, offset: number): number {
  return (uint16(bytes, offset) | (uint16(bytes, offset + 2) << 16)) >>> 0;
}

/** The end-of-central-directory record: within the last 64 KB (its comment) of the archive. */
function endRecord(bytes: Uint8Array): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (bytes[offset] === 0x50 && uint32(bytes, offset) === endOfDirectory) return offset;
  }
  return -1;
}

/**
 * The archive's table of contents, or null when it has none that can be read (cut short, not a
 * ZIP, a ZIP64 archive, which no workbook of at most 10 MB needs).
 */
export function openZip(bytes: Uint8Array, budget: number): ZipArchive | null {
  const end = endRecord(bytes);
  if (end < 0) return null;
  const count = uint16(bytes, end + 10);
  let offset = uint32(bytes, end + 16);
  const parts = new Map<string, ZipPart>();
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || uint32(bytes, offset) !== centralHeader) return null;
    const nameLength = uint16(bytes, offset + 28);
    const compressedSize = uint32(bytes, offset + 20);
    const localOffset = uint32(bytes, offset + 42);
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) return null;
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    if (!parts.has(name)) {
      parts.set(name, {
        flags: uint16(bytes, offset + 8),
        method: uint16(bytes, offset + 10),
        compressedSize,
        localOffset,
      });
    }
    offset += 46 + nameLength + uint16(bytes, offset + 30) + uint16(bytes, offset + 32);
  }
  return { bytes, parts, budget };
}

function inflateWithin(data: Uint8Array, limit: number): Promise<PartReading> {
  return new Promise((resolve) => {
    // Unpacked off the main thread; zlib stops as soon as the output passes the limit.
    inflateRaw(data, { maxOutputLength: Math.max(1, limit) }, (error, result) => {
      if (!error) resolve(result.length > limit ? tooLarge : { ok: true, data: result });
      else if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') resolve(tooLarge);
      else resolve(unreadable);
    });
  });
}

const tooLarge = { ok: false, problem: 'tooLarge' } as const;
const unreadable = { ok: false, problem: 'unreadable' } as const;

/** The name as the archive spells it: exactly, or else ignoring case. */
function findPart(archive: ZipArchive, name: string): ZipPart | undefined {
  const exact = archive.parts.get(name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  for (const [candidate, part] of archive.parts) {
    if (candidate.toLowerCase() === lower) return part;
  }
  return undefined;
}

/**
 * One part unpacked (null when the archive has no such part), counted against the archive's
 * budget: the parts read together never unpack to more than the budget.
 */
export async function readPart(archive: ZipArchive, name: string): Promise<PartReading> {
  const part = findPart(archive, name);
  if (!part) return { ok: true, data: null };
  const { bytes } = archive;
  const at = part.localOffset;
  // Encrypted parts are not read; the data starts after the local header's own name and extra.
  if ((part.flags & 0x01) !== 0) return unreadable;
  if (at + 30 > bytes.length || uint32(bytes, at) !== localHeader) return unreadable;
  const start = at + 30 + uint16(bytes, at + 26) + uint16(bytes, at + 28);
  const end = start + part.compressedSize;
  if (end > bytes.length) return unreadable;
  const data = bytes.subarray(start, end);
  let reading: PartReading;
  if (part.method === 0) {
    reading = data.length > archive.budget ? tooLarge : { ok: true, data: Buffer.from(data) };
  } else if (part.method === 8) {
    reading = await inflateWithin(data, archive.budget);
  } else {
    return unreadable;
  }
  if (reading.ok && reading.data) archive.budget -= reading.data.length;
  return reading;
}

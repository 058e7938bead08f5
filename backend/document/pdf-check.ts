// Whether an uploaded file is a PDF the document service may send: recognised by its content (the
// name and the browser's media type say nothing), parseable, at least one page, not encrypted, and
// without active content anywhere in it, and within the bounds of what it may unpack to
// (pdf-bounds.ts). Every indirect object is walked, the ones packed in compressed object streams
// included, so a script cannot hide in an object no page refers to. What passes is not sent as it
// came: the service sends the clean copy pdf-clean.ts writes of it, so whatever a reader would
// find in the file that this parser did not see is not in what is sent.
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFPageLeaf,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';
import {
  charge,
  countObject,
  nestsTooDeep,
  PdfBoundsExceededError,
  unpackAllowance,
  unpackedLength,
  withinBounds,
  type UnpackAccount,
} from './pdf-bounds';
import { cleanPdf } from './pdf-clean';

/**
 * Why a PDF is refused. The portal answers every refusal with one message naming the file (a PDF
 * that may not be sent: damaged, encrypted, with active content or too complex).
 */
export type PdfRefusal = 'notPdf' | 'corrupt' | 'encrypted' | 'activeContent' | 'tooComplex';

/** A PDF that may be sent: its pages, and the clean copy that is sent instead of it. */
export type PdfInspection =
  { ok: true; pages: number; clean: Uint8Array } | { ok: false; reason: PdfRefusal };

/** '%PDF-': what every PDF starts with. */
export const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** Whether the bytes start with '%PDF-'. The first 5 bytes of a file are enough. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * Names that run something, open something outside the document or carry a file: JavaScript (an
 * action of type /JavaScript, its /JS key, the document's /JavaScript name tree), launching a
 * program, opening another file (GoToR: a network share's address makes a reader hand over the
 * user's credentials) or one embedded in it (GoToE), playing media (renditions, movies, sounds,
 * rich media), embedded and attached files (an attachment annotation, a file specification's
 * embedded file, however the stream says it is typed), XFA forms and the form actions that import
 * or send data. A link to a web address or within the document is no refusal: ordinary letters
 * written in a word processor carry them, and the clean copy leaves them out.
 */
const activeNames: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
  'XFA',
  'ImportData',
  'SubmitForm',
]);

/**
 * A name as a PDF reader sees it. A name may write any character as #xx (/J#61vaScript is
 * /JavaScript); pdf-lib decodes upper-case hex digits only, so lower-case ones are decoded here.
 */
function readerName(name: PDFName): string {
  return name
    .decodeText()
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** pdf-lib keeps one PDFName per name: each is read once, whatever file it is met in. */
const readerNames = new WeakMap<PDFName, string>();

function readAsReader(name: PDFName): string {
  let read = readerNames.get(name);
  if (read === undefined) {
    read = readerName(name);
    readerNames.set(name, read);
  }
  return read;
}

function isActiveName(object: PDFObject): boolean {
  return object instanceof PDFName && activeNames.has(readAsReader(object));
}

/**
 * Whether an object holds an active name, as a key or a value, or a font matrix that is not six
 * numbers, however deep in its dictionaries and arrays. References are not followed (but for a
 * font matrix's): every indirect object is walked on its own.
 */
function holdsActiveContent(root: PDFObject, context: PDFContext): boolean {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (isActiveName(object)) return true;
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        if (isActiveName(key)) return true;
        if (readAsReader(key) === 'FontMatrix' && !isMatrix(context.lookup(value))) return true;
        pending.push(value);
      }
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return false;
}

/**
 * Whether a font's matrix is six numbers. A font matrix of anything else is how code was slipped
 * into PDF.js (CVE-2024-4367: a string in the matrix, run when the glyphs were drawn): no font of
 * an honest file has one.
 */
function isMatrix(value: PDFObject | undefined): boolean {
  return (
    value instanceof PDFArray &&
    value.size() === 6 &&
    value.asArray().every((item) => item instanceof PDFNumber)
  );
}

/**
 * The objects a later one of the same number replaced while the file was parsed. pdf-lib keeps
 * the last object of a number it reads; a PDF reader follows the cross-reference table, which can
 * point at an earlier one: a file can hide a script in an object that a harmless one of the same
 * number shadows. pdf-lib has no hook for this, so its context's assign (which the parser calls
 * for every object, those in object streams included) records what it replaces, and counts each
 * against the check's bound on objects.
 */
const shadowedObjects = new WeakMap<PDFContext, PDFObject[]>();
const assign = PDFContext.prototype.assign;
PDFContext.prototype.assign = function recordShadowed(
  this: PDFContext,
  ref: PDFRef,
  object: PDFObject,
): void {
  countObject(ref);
  const earlier = this.lookup(ref);
  if (earlier !== undefined && earlier !== object) {
    const shadowed = shadowedObjects.get(this) ?? [];
    shadowed.push(earlier);
    shadowedObjects.set(this, shadowed);
  }
  assign.call(this, ref, object);
};

/**
 * Whether the file ends where a PDF ends: its '%%EOF' marker in the last kilobyte (the tolerance
 * PDF readers allow for trailing bytes). A truncated upload has none.
 */
function endsLikePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

/** The streams the parser already unpacked, and counted, while it read the file. */
const parsedStreamTypes: ReadonlySet<string> = new Set(['ObjStm', 'XRef']);

function streamType(stream: PDFRawStream): string | undefined {
  const type = stream.dict.lookup(PDFName.of('Type'));
  return type instanceof PDFName ? type.decodeText() : undefined;
}

/**
 * Inspects a PDF by its content. Refusals, in the order they are checked:
 * - `notPdf`: the bytes do not start with '%PDF-' (an empty file, HTML or an image renamed .pdf);
 * - `corrupt`: truncated, unparseable, an object pdf-lib cannot read, or no page;
 * - `tooComplex`: more objects, deeper nesting or more unpacked bytes than a file may hold
 *   (pdf-bounds.ts), found while parsing or after;
 * - `encrypted`: the document is encrypted (even with an empty user password);
 * - `activeContent`: JavaScript, a launch action, an action that opens another file, media, an
 *   embedded or attached file, an XFA form, a form action that imports or submits data, or a
 *   font matrix that is not six numbers, in any object of the file.
 * What passes is answered with its clean copy (pdf-clean.ts), the file that is sent.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  if (!hasPdfMagic(bytes)) return { ok: false, reason: 'notPdf' };
  if (!endsLikePdf(bytes)) return { ok: false, reason: 'corrupt' };
  const account: UnpackAccount = {
    allowance: unpackAllowance(bytes.length),
    unpacked: 0,
    objects: 0,
    exceeded: false,
  };
  let document: PDFDocument;
  try {
    document = await withinBounds(account, () =>
      PDFDocument.load(bytes, {
        ignoreEncryption: true,
        throwOnInvalidObject: true,
        updateMetadata: false,
      }),
    );
  } catch {
    // The parser may wrap the bound's error in its own: the account says which it was.
    return { ok: false, reason: account.exceeded ? 'tooComplex' : 'corrupt' };
  }
  if (document.isEncrypted) return { ok: false, reason: 'encrypted' };
  const objects = [
    ...document.context.enumerateIndirectObjects().map(([, object]) => object),
    ...(shadowedObjects.get(document.context) ?? []),
  ];
  for (const object of objects) {
    // A stream's content is data (page drawing, fonts, images); its dictionary is walked. Object
    // streams are already unpacked into the objects they hold by the parser.
    const walked = object instanceof PDFRawStream ? object.dict : object;
    if (nestsTooDeep(walked)) return { ok: false, reason: 'tooComplex' };
    if (holdsActiveContent(walked, document.context)) return { ok: false, reason: 'activeContent' };
  }
  // What every stream unpacks to, as a reader drawing the pages would unpack it, counted.
  try {
    for (const object of objects) {
      if (!(object instanceof PDFRawStream)) continue;
      const type = streamType(object);
      if (type && parsedStreamTypes.has(type)) continue;
      charge(account, await unpackedLength(object, account.allowance - account.unpacked));
    }
  } catch (error) {
    if (error instanceof PdfBoundsExceededError) return { ok: false, reason: 'tooComplex' };
    throw error;
  }
  // The page tree's leaves counted (its /Count could say anything), without building pdf-lib's
  // page objects; a tree that refers to itself overflows the stack and counts as corrupt.
  let pages = 0;
  try {
    document.catalog.Pages().traverse((node) => {
      if (node instanceof PDFPageLeaf) pages += 1;
    });
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  if (pages === 0) return { ok: false, reason: 'corrupt' };
  return { ok: true, pages, clean: await cleanPdf(document) };
}

// PDFs made on the spot for tests and benches: a benign one written by pdfkit (as the portal's
// users' tools write them), and variants carrying what the document service refuses, written by
// pdf-lib at the object level.
import { constants, createDeflate, deflateSync } from 'node:zlib';
import {
  PDFDocument as PdfLibDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import PDFDocument from 'pdfkit';

/** A PDF of `pages` pages of black text on white, written by pdfkit. */
export function textPdf(
  pages = 1,
  options: { userPassword?: string; ownerPassword?: string } = {},
): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: true, ...options });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) doc.addPage();
    doc.fontSize(48).fillColor('black').text(`Brief, pagina ${page}`, 50, 80);
    doc.fontSize(11).text('Geachte mevrouw, geachte heer, '.repeat(40), 50, 200);
  }
  doc.end();
  return done;
}

/**
 * A benign pdfkit PDF, reloaded and changed by pdf-lib: `change` gets the document and returns
 * nothing. Saved with object streams (pdf-lib's default) or without.
 */
export async function alteredPdf(
  change: (document: PdfLibDocument) => void | Promise<void>,
  { objectStreams = false }: { objectStreams?: boolean } = {},
): Promise<Uint8Array> {
  const document = await PdfLibDocument.load(await textPdf(1));
  await change(document);
  return document.save({ useObjectStreams: objectStreams });
}

/** An action dictionary, e.g. `{ S: 'JavaScript', JS: 'app.alert(1)' }`; strings become names. */
export function action(document: PdfLibDocument, entries: Record<string, string>): PDFObject {
  const dict = document.context.obj({});
  for (const [key, value] of Object.entries(entries)) {
    dict.set(
      PDFName.of(key),
      key === 'JS' || key === 'F' ? PDFString.of(value) : PDFName.of(value),
    );
  }
  return dict;
}

/** Replaces a run of bytes by another of the same length (the cross-reference stays right). */
export function replaceSameLength(bytes: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('the replacement must keep the length');
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.includes(from)) throw new Error(`${from} is not in the PDF`);
  return new Uint8Array(Buffer.from(text.split(from).join(to), 'latin1'));
}

/** The PDF's bytes as text, to see what is (not) written in the clear. */
export const rawText = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/**
 * A zlib stream that unpacks to `mebibytes` MiB of zero bytes, made fast at any size: zlib packs
 * each further MiB of zeros into the same bytes once its window is all zeros, so that block is
 * repeated. It has no end block and no checksum, as a reader stops where the data ends.
 */
export async function zerosDeflated(mebibytes: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  const flushed = async () => {
    deflate.write(zeros);
    await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(output.splice(0));
  };
  const first = await flushed();
  const second = await flushed();
  const block = await flushed();
  const again = await flushed();
  deflate.destroy();
  if (!block.equals(again)) throw new Error('zlib packed two MiB of zeros differently');
  const rest: Buffer[] = Array<Buffer>(Math.max(0, mebibytes - 2)).fill(block);
  return new Uint8Array(Buffer.concat([first, second, ...rest]));
}

/**
 * A benign one-page PDF carrying a deflated stream that unpacks to `mebibytes` MiB: drawn as the
 * page's content (`page`, what a preview draws), an object no page refers to (`hidden`), twice
 * deflated (`chained`: a deflate of the deflated stream), or as an object stream pdf-lib must
 * unpack to read the file (`objectStream`).
 */
export async function bombPdf(
  mebibytes: number,
  where: 'page' | 'hidden' | 'chained' | 'objectStream',
): Promise<Uint8Array> {
  const packed = await zerosDeflated(mebibytes);
  return alteredPdf((document) => {
    const { context } = document;
    if (where === 'objectStream') {
      const dict = context.obj({ Type: 'ObjStm', N: 1, First: 4, Filter: 'FlateDecode' });
      context.register(PDFRawStream.of(dict, packed));
      return;
    }
    const contents = where === 'chained' ? deflateSync(packed) : packed;
    const filter = where === 'chained' ? ['FlateDecode', 'FlateDecode'] : 'FlateDecode';
    const stream = context.register(
      PDFRawStream.of(context.obj({ Filter: filter }), new Uint8Array(contents)),
    );
    if (where === 'page') {
      const page = document.getPage(0).node;
      page.set(PDFName.of('Contents'), context.obj([page.get(PDFName.of('Contents')), stream]));
    }
  });
}

/**
 * A benign one-page PDF followed by `count` more small objects, written as text (pdf-lib would
 * take seconds to write them): a reader parses them all.
 */
export async function manyObjectsPdf(count: number): Promise<Uint8Array> {
  const parts = [Buffer.from(await textPdf(1)).toString('latin1')];
  for (let index = 0; index < count; index += 1) parts.push(`${1000 + index} 0 obj /N endobj\n`);
  parts.push('%%EOF\n');
  return new Uint8Array(Buffer.from(parts.join(''), 'latin1'));
}

// PDFs made on the spot for tests and benches: a benign one written by pdfkit (as the portal's
// users' tools write them), and variants carrying what the document service refuses, written by
// pdf-lib at the object level.
import { PDFDocument as PdfLibDocument, PDFName, PDFString, type PDFObject } from 'pdf-lib';
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

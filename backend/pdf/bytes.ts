// The bytes of a PDF that pdfkit writes: collected from its stream as it is written, given in one
// piece when the document is ended. Asked for right after the document is made, before any page.
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from './bytes';

describe('pdfBytes', () => {
  it('gives the whole file once the document is ended', async () => {
    const doc = new PDFDocument({ size: 'A4', info: { CreationDate: new Date('2026-01-05') } });
    const bytes = pdfBytes(doc);
    doc.text('Hallo');
    doc.end();
    const text = Buffer.from(await bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

// The hostile-PDF corpus (tests/fixtures/hostile-pdf): each file with the verdict the document
// service gives it, for the check's own tests and the generated upload suite.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFName } from 'pdf-lib';
import type { PdfRefusal } from '../../backend/document/pdf-check';

const folder = fileURLToPath(new URL('../fixtures/hostile-pdf/', import.meta.url));

export interface CorpusPdf {
  name: string;
  bytes: Buffer;
  /** Refused for this reason, or taken and sent as its clean copy. */
  verdict: PdfRefusal | 'sentClean';
  /** Text the clean copy still reads. */
  keeps?: string;
  /** Text the clean copy no longer holds anywhere. */
  lacks?: string;
  why: string;
}

/** The corpus's files, in the order corpus.json gives them. */
export function hostilePdfCorpus(): CorpusPdf[] {
  const verdicts = JSON.parse(readFileSync(`${folder}corpus.json`, 'utf8')) as Record<
    string,
    Omit<CorpusPdf, 'name' | 'bytes'>
  >;
  return Object.entries(verdicts).map(([name, verdict]) => ({
    name,
    bytes: readFileSync(`${folder}${name}`),
    ...verdict,
  }));
}

/** The names of the PDF files the folder holds, whether corpus.json names them or not. */
export function corpusFolderFiles(): string[] {
  return readdirSync(folder).filter((name) => name.endsWith('.pdf'));
}

/**
 * What a clean copy must not hold, read from its structure (its text may name anything): an
 * action on opening, a form, name trees (scripts, embedded files), bookmarks, and on any page an
 * annotation or an action. Answers what it finds.
 */
export async function uncleanParts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const found = ['OpenAction', 'AA', 'AcroForm', 'Names', 'Outlines']
    .filter((key) => document.catalog.has(PDFName.of(key)))
    .map((key) => `catalogue /${key}`);
  document.getPages().forEach((page, index) => {
    for (const key of ['Annots', 'AA']) {
      if (page.node.has(PDFName.of(key))) found.push(`page ${index + 1} /${key}`);
    }
  });
  return found;
}

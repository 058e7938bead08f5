// The hostile-PDF corpus (tests/fixtures/hostile-pdf) judged by the check: each file refused for
// its reason, or taken and sent as a clean copy in which a reader (PDF.js, what the preview
// draws with) finds no script, no action on opening and no annotation, and that still reads
// as the letter did.
import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { corpusFolderFiles, hostilePdfCorpus, uncleanParts } from '../../tests/support/pdf-corpus';
import { rawText } from '../../tests/support/pdf-samples';
import { pdfText } from '../../tests/support/pdf-text';
import { inspectPdf } from './pdf-check';

const corpus = hostilePdfCorpus();

/** What a reader makes of a PDF: its scripts, its action on opening, its pages' annotations. */
async function asReaderSees(bytes: Uint8Array) {
  const document = await getDocumentProxy(bytes.slice());
  try {
    const annotations: unknown[] = [];
    for (let page = 1; page <= document.numPages; page += 1) {
      annotations.push(...(await (await document.getPage(page)).getAnnotations()));
    }
    return {
      scripts: await document.getJSActions(),
      openAction: await document.getOpenAction(),
      attachments: await document.getAttachments(),
      annotations: annotations.length,
      outline: await document.getOutline(),
    };
  } finally {
    await document.loadingTask.destroy();
  }
}

describe('the hostile-PDF corpus', () => {
  it('gives every file of the folder a verdict', () => {
    expect(corpus.map((file) => file.name).sort()).toEqual(corpusFolderFiles().sort());
  });

  it.each(corpus.filter((file) => file.verdict !== 'sentClean'))(
    'refuses $name ($verdict): $why',
    async ({ bytes, verdict }) => {
      expect(await inspectPdf(new Uint8Array(bytes))).toEqual({ ok: false, reason: verdict });
    },
  );

  it.each(corpus.filter((file) => file.verdict === 'sentClean'))(
    'sends $name as a clean copy: $why',
    async ({ bytes, keeps, lacks }) => {
      const inspection = await inspectPdf(new Uint8Array(bytes));
      if (!inspection.ok) throw new Error(`refused: ${inspection.reason}`);
      const { clean } = inspection;
      expect(await asReaderSees(clean)).toEqual({
        scripts: null,
        openAction: null,
        attachments: null,
        annotations: 0,
        outline: null,
      });
      expect(await uncleanParts(clean)).toEqual([]);
      expect((await PDFDocument.load(clean)).getPageCount()).toBe(inspection.pages);
      if (keeps) expect(await pdfText(clean)).toContain(keeps);
      if (lacks) expect(rawText(clean)).not.toContain(lacks);
      // The clean copy is clean already: taken again, it is written the same (a resend of a
      // stored file is the same file).
      const again = await inspectPdf(clean);
      expect(again.ok && Buffer.from(again.clean).equals(Buffer.from(clean))).toBe(true);
    },
  );
});

// Which PDFs the document service takes as attachments, each made in the test.
import { PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  action,
  alteredPdf,
  bombPdf,
  manyObjectsPdf,
  rawText,
  replaceSameLength,
  textPdf,
} from '../../tests/support/pdf-samples';
import { PDF_BOUNDS, unpackAllowance } from './pdf-bounds';
import { hasPdfMagic, inspectPdf } from './pdf-check';

describe('inspectPdf', () => {
  it('takes a benign PDF and counts its pages', async () => {
    expect(await inspectPdf(await textPdf(1))).toMatchObject({ ok: true, pages: 1 });
    expect(await inspectPdf(await textPdf(3))).toMatchObject({ ok: true, pages: 3 });
  });

  it('takes a benign PDF pdf-lib packed in object streams', async () => {
    const bytes = await alteredPdf(() => undefined, { objectStreams: true });
    expect(rawText(bytes)).toContain('/ObjStm');
    expect(await inspectPdf(bytes)).toMatchObject({ ok: true, pages: 1 });
  });

  it('refuses JavaScript run when the document opens', async () => {
    const bytes = await alteredPdf((document) => {
      document.catalog.set(
        PDFName.of('OpenAction'),
        action(document, { S: 'JavaScript', JS: 'app.alert(1)' }),
      );
    });
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('refuses a launch action', async () => {
    const bytes = await alteredPdf((document) => {
      document.catalog.set(PDFName.of('OpenAction'), action(document, { S: 'Launch', F: 'calc' }));
    });
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('refuses JavaScript hidden in a compressed object stream no page refers to', async () => {
    const bytes = await alteredPdf(
      (document) => {
        document.context.register(action(document, { S: 'JavaScript', JS: 'app.alert(2)' }));
      },
      { objectStreams: true },
    );
    expect(rawText(bytes)).toContain('/ObjStm');
    expect(rawText(bytes)).not.toContain('JavaScript');
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('refuses JavaScript in an object a later one of the same number shadows', async () => {
    let ref = '';
    const bytes = await alteredPdf((document) => {
      const script = document.context.register(
        action(document, { S: 'JavaScript', JS: 'app.alert(3)' }),
      );
      ref = `${script.objectNumber} ${script.generationNumber}`;
      document.catalog.set(PDFName.of('OpenAction'), script);
    });
    // A second body without a cross-reference table: a reader still opens the script by the
    // first table, pdf-lib keeps the last object of the number.
    const harmless = `\n${ref} obj\n<< /S /GoTo /D [0 /Fit] >>\nendobj\n%%EOF\n`;
    const shadowed = new Uint8Array([...bytes, ...new TextEncoder().encode(harmless)]);
    expect(await inspectPdf(shadowed)).toEqual({ ok: false, reason: 'activeContent' });
    // An update that replaces a harmless object by another is taken.
    const updated = await alteredPdf((document) => {
      const page = document.getPage(0).ref;
      ref = `${page.objectNumber} ${page.generationNumber}`;
    });
    const sameAgain = rawText(updated).match(new RegExp(`\\n${ref} obj\\n[\\s\\S]*?endobj`))?.[0];
    expect(sameAgain).toBeDefined();
    const twice = new Uint8Array([
      ...updated,
      ...new TextEncoder().encode(`${sameAgain}\n%%EOF\n`),
    ]);
    expect(await inspectPdf(twice)).toMatchObject({ ok: true, pages: 1 });
  });

  it('refuses names written with #xx escapes', async () => {
    const written = await alteredPdf((document) => {
      document.catalog.set(
        PDFName.of('OpenAction'),
        action(document, { S: 'ZZZZZZZZZZZZ', QQQQQQQ: 'Nothing' }),
      );
    });
    const action1 = replaceSameLength(written, '/ZZZZZZZZZZZZ', '/J#61vaScript');
    expect(await inspectPdf(action1)).toEqual({ ok: false, reason: 'activeContent' });
    const key = replaceSameLength(written, '/QQQQQQQ', '/#4A#53 ');
    expect(rawText(key)).not.toContain('/JS');
    expect(await inspectPdf(key)).toEqual({ ok: false, reason: 'activeContent' });
    // The same file with harmless names is taken: the escapes themselves are not the reason.
    expect(await inspectPdf(written)).toMatchObject({ ok: true, pages: 1 });
  });

  it('refuses a lower-case #xx escape pdf-lib itself leaves undecoded', async () => {
    const written = await alteredPdf((document) => {
      document.catalog.set(
        PDFName.of('OpenAction'),
        action(document, { S: 'JavaScript', QQQQQQQ: 'Nothing' }),
      );
    });
    const bytes = replaceSameLength(
      replaceSameLength(written, '/JavaScript', '/Nothing123'),
      '/QQQQQQQ',
      '/#4a#53 ',
    );
    expect(rawText(bytes)).toContain('/#4a#53');
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('refuses an embedded file', async () => {
    const bytes = await alteredPdf(async (document) => {
      await document.attach(new TextEncoder().encode('hello'), 'hello.txt', {
        mimeType: 'text/plain',
      });
    });
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it.each(['SubmitForm', 'ImportData', 'RichMedia'])('refuses a %s', async (name) => {
    const bytes = await alteredPdf((document) => {
      document.catalog.set(PDFName.of('OpenAction'), action(document, { S: name }));
    });
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('refuses an XFA form and a JavaScript name tree', async () => {
    const xfa = await alteredPdf((document) => {
      const form = document.context.obj({});
      form.set(PDFName.of('XFA'), PDFString.of('<xdp/>'));
      document.catalog.set(PDFName.of('AcroForm'), form);
    });
    expect(await inspectPdf(xfa)).toEqual({ ok: false, reason: 'activeContent' });
    const nameTree = await alteredPdf((document) => {
      const names = document.context.obj({});
      names.set(PDFName.of('JavaScript'), document.context.obj({ Names: [] }));
      document.catalog.set(PDFName.of('Names'), names);
    });
    expect(await inspectPdf(nameTree)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('refuses an encrypted PDF, even one that opens without a password', async () => {
    const locked = await textPdf(1, { userPassword: 'geheim', ownerPassword: 'eigenaar' });
    expect(await inspectPdf(locked)).toEqual({ ok: false, reason: 'encrypted' });
    const ownerOnly = await textPdf(1, { ownerPassword: 'eigenaar' });
    expect(await inspectPdf(ownerOnly)).toEqual({ ok: false, reason: 'encrypted' });
  });

  it('refuses a truncated or mangled PDF', async () => {
    const bytes = await textPdf(2);
    expect(await inspectPdf(bytes.subarray(0, Math.floor(bytes.length / 2)))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
    const noPages = new TextEncoder().encode('%PDF-1.7\nthis is no pdf at all\n%%EOF\n');
    expect(await inspectPdf(noPages)).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('refuses HTML renamed .pdf and an empty file', async () => {
    const html = new TextEncoder().encode('<!doctype html><title>brief.pdf</title>%PDF-1.7');
    expect(await inspectPdf(html)).toEqual({ ok: false, reason: 'notPdf' });
    expect(await inspectPdf(new Uint8Array())).toEqual({ ok: false, reason: 'notPdf' });
  });
});

describe('inspectPdf, within bounds', () => {
  const mebibyte = 1024 * 1024;

  it('allows a file to unpack to 8 MiB plus 100 times its size, and never past 100 MiB', () => {
    expect(unpackAllowance(0)).toBe(8 * mebibyte);
    expect(unpackAllowance(mebibyte)).toBe(100 * mebibyte);
    expect(unpackAllowance(30 * mebibyte)).toBe(100 * mebibyte);
    expect(unpackAllowance(10_000)).toBe(8 * mebibyte + 1_000_000);
  });

  it('takes a page whose content unpacks within the allowance', async () => {
    const bytes = await bombPdf(6, 'page');
    expect(await inspectPdf(bytes)).toMatchObject({ ok: true, pages: 1 });
  });

  it.each(['page', 'hidden', 'chained', 'objectStream'] as const)(
    'refuses a stream that unpacks to 1 GiB (%s) at once, without unpacking it all',
    async (where) => {
      const bytes = await bombPdf(1024, where);
      expect(bytes.length).toBeLessThan(2 * mebibyte);
      const started = performance.now();
      expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'tooComplex' });
      expect(performance.now() - started).toBeLessThan(3_000);
    },
    20_000,
  );

  it('refuses a small file that unpacks to more than its ratio allows', async () => {
    // 20 MiB from about 20 KiB: within the absolute bound, past 8 MiB plus 100 times its size.
    const bytes = await bombPdf(20, 'page');
    expect(20 * mebibyte).toBeGreaterThan(unpackAllowance(bytes.length));
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'tooComplex' });
  });

  it('refuses more objects than a file may hold, and takes as many as it may', async () => {
    // The page's own objects come on top of these.
    expect(await inspectPdf(await manyObjectsPdf(PDF_BOUNDS.maxObjects))).toEqual({
      ok: false,
      reason: 'tooComplex',
    });
    expect(await inspectPdf(await manyObjectsPdf(PDF_BOUNDS.maxObjects - 20))).toMatchObject({
      ok: true,
      pages: 1,
    });
  }, 20_000);

  it('refuses arrays nested deeper than the bound, and takes them one level less deep', async () => {
    const nested = (depth: number) =>
      alteredPdf((document) => {
        let object = document.context.obj([]);
        for (let level = 1; level < depth; level += 1) object = document.context.obj([object]);
        document.context.register(object);
      });
    expect(await inspectPdf(await nested(PDF_BOUNDS.maxNesting + 2))).toEqual({
      ok: false,
      reason: 'tooComplex',
    });
    expect(await inspectPdf(await nested(PDF_BOUNDS.maxNesting))).toMatchObject({
      ok: true,
      pages: 1,
    });
  });
});

describe('hasPdfMagic', () => {
  it('looks at the first five bytes only', () => {
    expect(hasPdfMagic(new TextEncoder().encode('%PDF-'))).toBe(true);
    expect(hasPdfMagic(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(hasPdfMagic(new TextEncoder().encode(' %PDF-1.7'))).toBe(false);
  });
});

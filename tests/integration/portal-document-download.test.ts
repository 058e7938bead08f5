// The public download page over HTTP against the built portal and its embedded backend, without
// signing in: the page names nothing personal and sets no cookie; the no-JavaScript way (the sum
// asked in words) answers the PDF, and so does the proof of work at the product's difficulty (the
// end-to-end servers ask for less); a wrong sum, a wrong token, an unknown or malformed link and
// an expired link come back to the page with their own message, in English too; a post from
// another site is refused; the backend's limit per link and the portal's per client answer
// 'too many attempts'.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadingZeroBits, solveProofOfWork } from '@contracts/proof-of-work';
import { demoDownload } from '../../backend/document/download-seed';
import { startPortal, type PortalProcess } from '../support/portal-process';

let portal: PortalProcess;
const backendLimit = 16;

beforeAll(async () => {
  portal = await startPortal({ DOWNLOAD_RATE_LIMIT: String(backendLimit) });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const numberWords: Record<string, number> = Object.fromEntries(
  [
    ['een', 'one'],
    ['twee', 'two'],
    ['drie', 'three'],
    ['vier', 'four'],
    ['vijf', 'five'],
    ['zes', 'six'],
    ['zeven', 'seven'],
    ['acht', 'eight'],
    ['negen', 'nine'],
  ].flatMap(([nl, en], index) => [
    [nl, index + 1],
    [en, index + 1],
  ]),
);

const pagePath = (guid: string, token: string, language: 'nl' | 'en' = 'nl') =>
  `${language === 'en' ? '/en' : ''}/download/${guid}?token=${token}`;

interface PageForm {
  action: string;
  fields: Record<string, string>;
  sum: number;
}

/** The page's form as a browser without JavaScript sees it, and the sum its question asks. */
function formOf(html: string): PageForm {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  )) {
    fields[name!] = value!;
  }
  const question = /(?:Hoeveel is|What is) (\S+) plus (\S+)\?/.exec(textOf(html));
  if (!question) throw new Error('no question on the page');
  return { action, fields, sum: numberWords[question[1]!]! + numberWords[question[2]!]! };
}

async function openPage(path: string) {
  const response = await fetch(`${portal.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('set-cookie')).toBeNull();
  return response.text();
}

async function submit(form: PageForm, answer: string | number, origin = portal.url) {
  return fetch(`${portal.url}${form.action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ ...form.fields, answer: String(answer) }).toString(),
  });
}

/** Follows the post's 303 back to the page and reads its message. */
async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(303);
  expect(response.headers.get('set-cookie')).toBeNull();
  const page = await openPage(response.headers.get('location')!);
  return textOf(/<div class="alert[^"]*"[^>]*>([\s\S]*?)<\/div>\s*<\/div>/.exec(page)?.[1] ?? page);
}

describe('the public download page', () => {
  it('explains the download without naming anything personal, and sets no cookie', async () => {
    const html = await openPage(pagePath(demoDownload.valid.guid, demoDownload.valid.token));
    const text = textOf(html);
    expect(html).toMatch(/<title>Document downloaden \|/);
    expect(text).toContain('Een overheidsdienst heeft u een document bezorgd');
    expect(text).toMatch(/Hoeveel is \S+ plus \S+\?/);
    expect(text).not.toContain(demoDownload.attachmentName);
    expect(text).not.toContain('Lotte');
    expect(text).not.toContain('Bewonerskaart');
    expect(text).not.toContain('Stad Rivierstad');
  });

  it('answers the PDF for the right sum (the way without JavaScript), without a cookie', async () => {
    const form = formOf(
      await openPage(pagePath(demoDownload.valid.guid, demoDownload.valid.token)),
    );
    const response = await submit(form, form.sum);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(demoDownload.attachmentName);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('asks the browser for a proof of work of 14 bits: its solution answers the PDF, one of 4 bits is refused', async () => {
    // A portal started without CAPTCHA_DIFFICULTY serves the product's difficulty.
    const challengeOf = async () => {
      const html = await openPage(pagePath(demoDownload.valid.guid, demoDownload.valid.token));
      const challenge = /pow\.[\w-]+\.\d+\.\d+\.[\w-]+/.exec(html)?.[0] ?? '';
      expect(challenge.split('.')[3]).toBe('14');
      return { form: formOf(html), challenge };
    };
    const post = (form: PageForm, challenge: string, answer: number) =>
      fetch(`${portal.url}${form.action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.url },
        body: new URLSearchParams({ ...form.fields, challenge, answer: String(answer) }).toString(),
      });

    const solved = await challengeOf();
    const response = await post(
      solved.form,
      solved.challenge,
      await solveProofOfWork(solved.challenge),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');

    // What the end-to-end servers' 4 bits would accept, and 14 do not.
    const weak = await challengeOf();
    let answer = 0;
    for (; ; answer += 1) {
      const hash = createHash('sha256').update(`${weak.challenge}:${answer}`).digest();
      const bits = leadingZeroBits(hash);
      if (bits >= 4 && bits < 14) break;
    }
    expect(await refusal(await post(weak.form, weak.challenge, answer))).toContain(
      'De controle is mislukt, probeer opnieuw.',
    );
  });

  it('comes back with "the check failed" for a wrong sum or none', async () => {
    const form = formOf(
      await openPage(pagePath(demoDownload.valid.guid, demoDownload.valid.token)),
    );
    expect(await refusal(await submit(form, form.sum + 1))).toContain(
      'De controle is mislukt, probeer opnieuw.',
    );
    expect(await refusal(await submit(form, ''))).toContain(
      'De controle is mislukt, probeer opnieuw.',
    );
  });

  it('comes back with "this link is not valid" for a wrong token, an unknown and a malformed link', async () => {
    const wrong = formOf(await openPage(pagePath(demoDownload.valid.guid, 'x'.repeat(43))));
    expect(await refusal(await submit(wrong, wrong.sum))).toContain('Deze link is ongeldig.');
    const unknown = formOf(await openPage(pagePath(randomUUID(), demoDownload.valid.token)));
    expect(await refusal(await submit(unknown, unknown.sum))).toContain('Deze link is ongeldig.');
    const malformed = textOf(await openPage(pagePath('geen-link', 'kort')));
    expect(malformed).toContain('Deze link is ongeldig.');
    expect(malformed).not.toMatch(/Hoeveel is/);
  });

  it('comes back with "this link has expired" for an expired link, in English too', async () => {
    const form = formOf(
      await openPage(pagePath(demoDownload.expired.guid, demoDownload.expired.token)),
    );
    expect(await refusal(await submit(form, form.sum))).toContain('Deze link is verlopen.');
    const english = formOf(
      await openPage(pagePath(demoDownload.expired.guid, demoDownload.expired.token, 'en')),
    );
    expect(english.fields.taal).toBe('en');
    const answer = await submit(english, english.sum);
    expect(answer.headers.get('location')).toMatch(/^\/en\/download\//);
    expect(await refusal(answer)).toContain('This link has expired.');
  });

  it('refuses a post from another site', async () => {
    const form = formOf(
      await openPage(pagePath(demoDownload.valid.guid, demoDownload.valid.token)),
    );
    const response = await submit(form, form.sum, 'https://elsewhere.example');
    expect(response.status).toBe(403);
  });

  it('says "too many attempts" once the backend limits a link', async () => {
    const guid = randomUUID();
    for (let index = 0; index < backendLimit; index += 1) {
      expect(textOf(await openPage(pagePath(guid, demoDownload.valid.token)))).toMatch(
        /Hoeveel is/,
      );
    }
    expect(textOf(await openPage(pagePath(guid, demoDownload.valid.token)))).toContain(
      'Te veel pogingen.',
    );
  });

  it('limits the page per client', async () => {
    let status = 200;
    for (let index = 0; index < 80 && status !== 429; index += 1) {
      status = (await fetch(`${portal.url}/download/geen-link`)).status;
    }
    expect(status).toBe(429);
  });
});

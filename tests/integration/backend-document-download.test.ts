// The public download of a document over HTTP (no bearer token): the nonce and the captcha
// challenges for a link, the file with a good token and a solved proof of work or the question's
// sum (counted, not legal-logged), and the refusals: a wrong token and an unknown link alike
// (404), an expired link (410), a used nonce, a failed, missing or reused captcha (403; a wrong
// answer uses up its nonce and its challenge), and the rate limit per client and link (429).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaResponse,
  documentErrorCodes,
  downloadFileUrl,
  downloadHeaders,
  downloadNonceSchema,
  downloadNonceUrl,
  type DownloadNonce,
} from '@contracts/document-download';
import { errorResponseSchema } from '@contracts/http';
import { solveProofOfWork } from '@contracts/proof-of-work';
import { createDownloadLink } from '../../backend/document/download';
import { demoDownload, seedDocumentDownloads } from '../../backend/document/download-seed';
import { startBackend, testHashSecret, type BackendUnderTest } from '../support/backend-under-test';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** Tries per client and link, per link across clients, per client across links. */
const limit = 40;
const linkLimit = 60;
const clientLimit = 150;

describe('public document download', () => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    // The document service with its population: the download links' shipment is Rivierstad's.
    backend = await startBackend('pglite', issuer, {
      documents: true,
      publicDownload: { limit, linkLimit, clientLimit, windowSeconds: 300, difficulty: 8 },
    });
    await seedDocumentDownloads(backend.db, { hashSecret: testHashSecret });
  });
  afterAll(async () => {
    await backend.stop();
  });

  async function nonceFor(id: string, language = 'nl'): Promise<DownloadNonce> {
    const response = await fetch(`${backend.url}${downloadNonceUrl(id)}`, {
      method: 'POST',
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(200);
    return downloadNonceSchema.parse(await response.json());
  }

  async function solved(nonce: DownloadNonce): Promise<string> {
    const solution = await solveProofOfWork(nonce.proofOfWork.challenge);
    return captchaResponse(nonce.proofOfWork.challenge, solution);
  }

  function download(
    id: string,
    token: string,
    headers: { nonce?: string; captcha?: string; language?: string },
  ) {
    return fetch(`${backend.url}${downloadFileUrl(id, token)}`, {
      headers: {
        'accept-language': headers.language ?? 'nl',
        ...(headers.nonce ? { [downloadHeaders.nonce]: headers.nonce } : {}),
        ...(headers.captcha ? { [downloadHeaders.captcha]: headers.captcha } : {}),
      },
    });
  }

  async function refusal(response: Response, status: number) {
    expect(response.status).toBe(status);
    const body = errorResponseSchema.parse(await response.json());
    expect(body.code).toBe(status);
    return { code: body.errors[0]?.code, message: body.message };
  }

  const counted = async (id: string) =>
    backend.db
      .selectFrom('document_download_links')
      .select(['downloads', 'last_download_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('answers the PDF for the good token with a solved proof of work, and counts it', async () => {
    const before = await counted(demoDownload.valid.guid);
    const legalLogBefore = await backend.db
      .selectFrom('legal_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const nonce = await nonceFor(demoDownload.valid.guid);
    const response = await download(demoDownload.valid.guid, demoDownload.valid.token, {
      nonce: nonce.nonce,
      captcha: await solved(nonce),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="${demoDownload.attachmentName}"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const after = await counted(demoDownload.valid.guid);
    expect(after.downloads).toBe(before.downloads + 1);
    expect(after.last_download_at).not.toBeNull();
    // The recipient downloads their own document: no consultation in the legal log.
    const legalLogAfter = await backend.db
      .selectFrom('legal_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(legalLogAfter.count).toBe(legalLogBefore.count);
  });

  it('answers the PDF with the sum of the question (the way without JavaScript)', async () => {
    const nonce = await nonceFor(demoDownload.valid.guid);
    const [a, b] = nonce.question.terms;
    const response = await download(demoDownload.valid.guid, demoDownload.valid.token, {
      nonce: nonce.nonce,
      captcha: captchaResponse(nonce.question.challenge, a + b),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps the token only as its HMAC', async () => {
    const link = await backend.db
      .selectFrom('document_download_links')
      .selectAll()
      .where('id', '=', demoDownload.valid.guid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(link)).not.toContain(demoDownload.valid.token);
    expect(link.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong token and an unknown link alike', async () => {
    const wrongToken = 'x'.repeat(43);
    const unknown = randomUUID();
    const answers = [];
    for (const [id, token] of [
      [demoDownload.valid.guid, wrongToken],
      [unknown, demoDownload.valid.token],
    ] as const) {
      const nonce = await nonceFor(id);
      answers.push(
        await refusal(
          await download(id, token, { nonce: nonce.nonce, captcha: await solved(nonce) }),
          404,
        ),
      );
    }
    expect(answers[0]).toEqual({
      code: documentErrorCodes.downloadLinkInvalid,
      message: 'Deze link is ongeldig.',
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('refuses an expired link with its own message, in English too', async () => {
    const nonce = await nonceFor(demoDownload.expired.guid);
    const answer = await refusal(
      await download(demoDownload.expired.guid, demoDownload.expired.token, {
        nonce: nonce.nonce,
        captcha: await solved(nonce),
        language: 'en',
      }),
      410,
    );
    expect(answer).toEqual({
      code: documentErrorCodes.downloadLinkInvalid,
      message: 'This link has expired.',
    });
  });

  it('refuses a nonce used before, and a nonce issued for another link', async () => {
    const nonce = await nonceFor(demoDownload.valid.guid);
    const first = await download(demoDownload.valid.guid, demoDownload.valid.token, {
      nonce: nonce.nonce,
      captcha: await solved(nonce),
    });
    expect(first.status).toBe(200);
    const fresh = await nonceFor(demoDownload.valid.guid);
    expect(
      await refusal(
        await download(demoDownload.valid.guid, demoDownload.valid.token, {
          nonce: nonce.nonce,
          captcha: await solved(fresh),
        }),
        403,
      ),
    ).toEqual({
      code: documentErrorCodes.downloadLinkInvalid,
      message: 'Deze pagina is verlopen. Open de link opnieuw.',
    });
    const other = await nonceFor(demoDownload.expired.guid);
    expect(
      (
        await refusal(
          await download(demoDownload.valid.guid, demoDownload.valid.token, {
            nonce: other.nonce,
            captcha: await solved(fresh),
          }),
          403,
        )
      ).code,
    ).toBe(documentErrorCodes.downloadLinkInvalid);
  });

  it('refuses a captcha answered wrongly, one missing, and one used before', async () => {
    const failed = {
      code: documentErrorCodes.captchaFailed,
      message: 'De controle is mislukt, probeer opnieuw.',
    };
    const pageExpired = {
      code: documentErrorCodes.downloadLinkInvalid,
      message: 'Deze pagina is verlopen. Open de link opnieuw.',
    };
    const get = (headers: { nonce?: string; captcha?: string }) =>
      download(demoDownload.valid.guid, demoDownload.valid.token, headers);
    const nonce = await nonceFor(demoDownload.valid.guid);
    const [a, b] = nonce.question.terms;
    expect(
      await refusal(
        await get({
          nonce: nonce.nonce,
          captcha: captchaResponse(nonce.question.challenge, a + b + 1),
        }),
        403,
      ),
    ).toEqual(failed);
    // A wrong answer uses up the nonce and the challenge: the right sum comes too late for both.
    const right = captchaResponse(nonce.question.challenge, a + b);
    expect(await refusal(await get({ nonce: nonce.nonce, captcha: right }), 403)).toEqual(
      pageExpired,
    );
    const next = await nonceFor(demoDownload.valid.guid);
    expect(await refusal(await get({ nonce: next.nonce, captcha: right }), 403)).toEqual(failed);
    // No answer at all uses up its nonce as well.
    const unanswered = await nonceFor(demoDownload.valid.guid);
    expect(await refusal(await get({ nonce: unanswered.nonce }), 403)).toEqual(failed);
    expect(
      await refusal(await get({ nonce: unanswered.nonce, captcha: await solved(unanswered) }), 403),
    ).toEqual(pageExpired);
    // A fresh nonce with its own challenge answered: the file, once.
    const fresh = await nonceFor(demoDownload.valid.guid);
    const captcha = await solved(fresh);
    expect((await get({ nonce: fresh.nonce, captcha })).status).toBe(200);
    const another = await nonceFor(demoDownload.valid.guid);
    expect(await refusal(await get({ nonce: another.nonce, captcha }), 403)).toEqual(failed);
  });

  it('creates a link for a shipment attachment, answered once with its token', async () => {
    const link = await createDownloadLink(backend.db, testHashSecret, {
      shipmentId: demoDownload.shipmentId,
      attachmentPosition: 1,
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const nonce = await nonceFor(link.guid);
    const response = await download(link.guid, link.token, {
      nonce: nonce.nonce,
      captcha: await solved(nonce),
    });
    expect(response.status).toBe(200);
    await expect(
      createDownloadLink(backend.db, testHashSecret, {
        shipmentId: demoDownload.shipmentId,
        attachmentPosition: 2,
      }),
    ).rejects.toThrow(/no attachment 2/);
  });

  it('limits the tries per client and link, per link and per client, each apart', async () => {
    const nonce = (id: string, client: string) =>
      fetch(`${backend.url}${downloadNonceUrl(id)}`, {
        method: 'POST',
        headers: { [downloadHeaders.client]: client },
      });
    /** How many tries pass before the first 429, up to `most`. */
    const triesBeforeRefusal = async (next: (index: number) => Promise<Response>, most: number) => {
      for (let index = 0; index < most; index += 1) {
        if ((await next(index)).status === 429) return index;
      }
      return most;
    };
    // One client trying one link (someone who knows the id, a mail scanner) is held back…
    const link = randomUUID();
    expect(await triesBeforeRefusal(() => nonce(link, '198.51.100.7'), 100)).toBe(limit);
    const held = await refusal(
      await fetch(`${backend.url}${downloadNonceUrl(link)}`, {
        method: 'POST',
        headers: { [downloadHeaders.client]: '198.51.100.7' },
      }),
      429,
    );
    expect(held.message).toBe('Te veel pogingen. Probeer het over enkele minuten opnieuw.');
    // …without holding back the citizen the link was sent to, nor its own other links.
    expect((await nonce(link, '203.0.113.20')).status).toBe(200);
    expect((await nonce(randomUUID(), '198.51.100.7')).status).toBe(200);
    // A link tried from many addresses is held back once all of them together had its tries.
    const tried = randomUUID();
    expect(await triesBeforeRefusal((index) => nonce(tried, `192.0.2.${index % 250}`), 200)).toBe(
      linkLimit,
    );
    // One address trying many links is held back once it had its tries across them.
    expect(await triesBeforeRefusal(() => nonce(randomUUID(), '198.51.100.8'), 400)).toBe(
      clientLimit,
    );
    expect((await nonce(randomUUID(), '198.51.100.9')).status).toBe(200);
  });
});

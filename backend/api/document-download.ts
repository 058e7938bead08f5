// The public download of a document, outside the bearer-token calls (no sign-in): the portal's
// download page asks for a one-time nonce and a captcha challenge, then fetches the attachment
// with the link's token, the nonce and the captcha's answer. The backend verifies all three: the
// captcha with its own key, the nonce and the challenge once each (ADR 018).
import { isIP } from 'node:net';
import type { Express, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import {
  documentErrorCodes,
  downloadFilePath,
  downloadHeaders,
  downloadIdSchema,
  downloadNoncePath,
  downloadTokenSchema,
  parseCaptchaResponse,
  type DownloadNonce,
} from '@contracts/document-download';
import type { ErrorResponse } from '@contracts/http';
import {
  challengeIdentity,
  defaultDifficulty,
  issueProofOfWork,
  issueQuestion,
  verifyChallenge,
} from '@contracts/proof-of-work';
import {
  checkDownloadNonce,
  issueDownloadNonce,
  openDownloadLink,
  recordDownload,
  useOnce,
} from '../document/download';
import {
  contentDisposition,
  type BackendServices,
  type PublicDownloadSettings,
} from '../http/call';
import { languageOf, message, type MessageKey } from '../http/messages';

export const defaultPublicDownloadSettings: PublicDownloadSettings = {
  limit: 30,
  windowSeconds: 300,
  difficulty: defaultDifficulty,
};

function refuse(req: Request, res: Response, status: number, key: MessageKey, code: string): void {
  const text = message(languageOf(req.get('accept-language')), key);
  res.status(status).json({
    code: status,
    message: text,
    errors: [{ message: text, code }],
  } satisfies ErrorResponse);
}

const idOf = (req: Request) => String(req.params.id ?? '');

/** How many more tries a link gets from all clients, or a client across links, than on one link. */
const widerFactor = 10;

/** The client's address as the portal sent it, or the connection's when none (or no address) came. */
function clientOf(req: Request): string {
  const sent = req.get(downloadHeaders.client)?.trim() ?? '';
  return isIP(sent) ? sent : (req.ip ?? '');
}

/**
 * The longest a challenge is kept as used: its own lifetime (ADR 018), whatever it states (it is
 * marked before its signature is checked).
 */
const challengeLifetimeMs = 10 * 60 * 1000;

export function documentDownloadApi(app: Express, services: BackendServices): void {
  const settings = services.publicDownload ?? defaultPublicDownloadSettings;
  const secret = services.hashSecret;
  // Three limits, counted apart. Per client and link: one address cannot try a link's token or
  // captcha at speed, and one client (someone who knows the id, a mail scanner that opens links)
  // cannot use up the tries of the citizen the link was sent to. Per link, across clients, and per
  // client, across links, ten times as many: a link cannot be tried at speed from many addresses,
  // nor many links from one. The client is the address the portal saw, sent in a header (every
  // request reaches the backend from the portal, the only one that can reach it); without one, the
  // connection's address.
  const tooMany = (req: Request, res: Response) => {
    res.set('Retry-After', String(settings.windowSeconds));
    refuse(req, res, 429, 'downloadTooManyTries', String(429));
  };
  const limiter = (limit: number, key: (req: Request) => string, headers: boolean) =>
    rateLimit({
      windowMs: settings.windowSeconds * 1000,
      limit,
      standardHeaders: headers ? 'draft-8' : false,
      legacyHeaders: false,
      keyGenerator: key,
      handler: tooMany,
    });
  const client = (req: Request) => ipKeyGenerator(clientOf(req));
  const limits = [
    limiter(settings.limit, (req) => `client-link|${client(req)}|${idOf(req)}`, true),
    limiter(
      settings.linkLimit ?? settings.limit * widerFactor,
      (req) => `link|${idOf(req)}`,
      false,
    ),
    limiter(
      settings.clientLimit ?? settings.limit * widerFactor,
      (req) => `client|${client(req)}`,
      false,
    ),
  ] as const;

  app.post(downloadNoncePath, ...limits, async (req, res, next) => {
    try {
      if (!downloadIdSchema.safeParse(idOf(req)).success) {
        refuse(req, res, 404, 'downloadLinkInvalid', documentErrorCodes.downloadLinkInvalid);
        return;
      }
      // Issued for any well-formed id, known or not: the answer says nothing about the link.
      const now = Date.now();
      const { nonce, expiresAt } = issueDownloadNonce(secret, idOf(req), now);
      const [proofOfWork, question] = await Promise.all([
        issueProofOfWork(secret, { now, difficulty: settings.difficulty }),
        issueQuestion(secret, { now }),
      ]);
      res.json({
        nonce,
        expiresAt,
        proofOfWork: { challenge: proofOfWork.challenge, difficulty: proofOfWork.difficulty },
        question: { challenge: question.challenge, terms: [...question.terms] },
      } satisfies DownloadNonce);
    } catch (error) {
      next(error);
    }
  });

  app.get(downloadFilePath, ...limits, async (req, res, next) => {
    try {
      const id = idOf(req);
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      if (
        !downloadIdSchema.safeParse(id).success ||
        !downloadTokenSchema.safeParse(token).success
      ) {
        refuse(req, res, 404, 'downloadLinkInvalid', documentErrorCodes.downloadLinkInvalid);
        return;
      }
      const now = Date.now();
      const nonce = checkDownloadNonce(secret, id, req.get(downloadHeaders.nonce) ?? '', now);
      if (!nonce) {
        refuse(req, res, 403, 'downloadNonceInvalid', documentErrorCodes.downloadLinkInvalid);
        return;
      }
      // The nonce and the challenge are each good for one try, whatever its outcome: a wrong
      // answer uses both up, and the page asks for a new nonce with new challenges.
      if (!(await useOnce(services.db, 'nonce', nonce.id, nonce.expiresAt, new Date(now)))) {
        refuse(req, res, 403, 'downloadNonceInvalid', documentErrorCodes.downloadLinkInvalid);
        return;
      }
      const answer = parseCaptchaResponse(req.get(downloadHeaders.captcha) ?? '');
      const tried = answer ? challengeIdentity(answer.challenge) : null;
      const keptUntil = tried ? Math.min(tried.expiresAt, now + challengeLifetimeMs) : 0;
      if (
        !answer ||
        !tried ||
        !(await useOnce(services.db, 'captcha', tried.id, keptUntil, new Date(now)))
      ) {
        refuse(req, res, 403, 'downloadCaptchaFailed', documentErrorCodes.captchaFailed);
        return;
      }
      const captcha = await verifyChallenge(secret, answer.challenge, answer.answer, { now });
      if (!captcha.ok) {
        refuse(req, res, 403, 'downloadCaptchaFailed', documentErrorCodes.captchaFailed);
        return;
      }
      const link = await openDownloadLink(services.db, secret, id, token, new Date(now));
      if (link.status === 'invalid') {
        refuse(req, res, 404, 'downloadLinkInvalid', documentErrorCodes.downloadLinkInvalid);
        return;
      }
      if (link.status === 'expired') {
        refuse(req, res, 410, 'downloadLinkExpired', documentErrorCodes.downloadLinkInvalid);
        return;
      }
      await recordDownload(services.db, link.id, new Date(now));
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(link.name),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(Buffer.from(link.content));
    } catch (error) {
      next(error);
    }
  });
}

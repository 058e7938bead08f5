// The public download of a document (no sign-in): a citizen who received an e-mail or a letter
// with a link /download/{guid}?token=… downloads the attachment it names. The portal's page asks
// the backend for a one-time nonce and a captcha challenge (contracts/proof-of-work.ts), then
// fetches the file with the token, the nonce and the captcha's answer. These are plain HTTP
// endpoints, not defineCall calls: they carry no bearer token and no profile (ADR 018).
import { z } from 'zod';
import { documentErrorCodes } from './document-codes';

export { documentErrorCodes };

const publicBase = '/sss/public/api/backend/document/download';

/** GET with ?token=…, headers `document-nonce` and `captcha-response`: the PDF. */
export const downloadFilePath = `${publicBase}/bestand/:id`;
/** POST: a one-time nonce for this link and a captcha challenge (both kinds). */
export const downloadNoncePath = `${publicBase}/nonce/:id`;

export const downloadFileUrl = (id: string, token: string) =>
  `${publicBase}/bestand/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
export const downloadNonceUrl = (id: string) => `${publicBase}/nonce/${encodeURIComponent(id)}`;

export const downloadHeaders = {
  nonce: 'document-nonce',
  /** `<challenge>~<answer>`: a proof-of-work solution or the sum of the question. */
  captcha: 'captcha-response',
  /**
   * The citizen's address as the portal saw it (behind the proxies it trusts): the backend counts
   * tries per client by it, since every request reaches it from the portal.
   */
  client: 'document-client',
} as const;

/** The captcha-response header's value. */
export const captchaResponse = (challenge: string, answer: string | number) =>
  `${challenge}~${answer}`;

export function parseCaptchaResponse(value: string): { challenge: string; answer: string } | null {
  const at = value.lastIndexOf('~');
  if (at <= 0) return null;
  return { challenge: value.slice(0, at), answer: value.slice(at + 1) };
}

/** A link's id: a UUID. */
export const downloadIdSchema = z.uuid();
/** A link's token: 43 base64url characters (32 random bytes). */
export const downloadTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const downloadNonceSchema = z.object({
  nonce: z.string(),
  /** When the nonce and both challenges expire (epoch milliseconds). */
  expiresAt: z.number().int(),
  proofOfWork: z.object({ challenge: z.string(), difficulty: z.number().int() }),
  question: z.object({
    challenge: z.string(),
    terms: z.tuple([z.number().int(), z.number().int()]),
  }),
});
export type DownloadNonce = z.infer<typeof downloadNonceSchema>;

/**
 * The error codes the file endpoint answers (the catalogue's shape, contracts/http.ts):
 * 404 downloadLinkInvalid (unknown link or wrong token: the same answer), 410 downloadLinkInvalid
 * with its own message (expired), 403 captchaFailed (no, a wrong, an expired or a used answer),
 * 403 downloadLinkInvalid (no, a forged or a used nonce), 429 too many tries.
 */
export const downloadErrorCodes = {
  linkInvalid: documentErrorCodes.downloadLinkInvalid,
  captchaFailed: documentErrorCodes.captchaFailed,
} as const;

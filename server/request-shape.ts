// What a request may look like before any route code reads it: the methods the portal answers,
// and for a post its content type and size. Refused here with a short translated text, logged at
// info (a client's mistake or a probe, nothing broken), instead of reaching Remix, which answers
// an unknown method or a body it cannot parse with a server error.
import type { RequestHandler } from 'express';
import { letterUploadPaths } from '../app/config/letter-uploads';
import { LETTER_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '../app/lib/validation/files';
import { screens } from '../app/screens';
import { patternMatcher } from '../logging/logged-url';
import { serverMessage } from './messages';

/** The methods every path answers; TRACE, CONNECT and the rest are refused everywhere. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
/** What a page answers: forms post, nothing is put, patched or deleted. */
export const pageMethods = ['GET', 'HEAD', 'POST'] as const;

/** A form without a file: the largest the portal's forms post is a few kilobytes. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;
/** A form with a file: the largest upload and room for the form's other fields. */
export { UPLOAD_BODY_MAX_BYTES };
/** A send screen's form: a letter's attachments together and room for the form's other fields. */
export const LETTER_BODY_MAX_BYTES = LETTER_MAX_BYTES + 1024 * 1024;

/**
 * The most a multipart post to a path may weigh: a letter's attachments on the send screens
 * (`patterns`, by default those of app/config/letter-uploads.ts), one upload anywhere else.
 */
export function multipartLimit(
  patterns: readonly string[] = letterUploadPaths(screens),
): (path: string) => number {
  const letterPaths = patterns.map(patternMatcher);
  return (path) => {
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return letterPaths.some((matcher) => matcher.test(bare))
      ? Math.max(LETTER_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES)
      : UPLOAD_BODY_MAX_BYTES;
  };
}

function refuse(status: 404 | 405 | 411 | 413 | 415): RequestHandler {
  const message = {
    404: 'notFound',
    405: 'methodNotAllowed',
    411: 'lengthRequired',
    413: 'tooLarge',
    415: 'unsupportedMediaType',
  } as const;
  // The body is never read into memory: once the answer is out, Node discards what still comes
  // (closing the connection instead would make the client lose the answer it is sent).
  return (req, res) => {
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(serverMessage(req.path, message[status]));
  };
}

function methodGuard(methods: readonly string[]): RequestHandler {
  // What a page allows: OPTIONS is let through for the identity provider's preflights only.
  const allow = pageMethods.join(', ');
  const refused = refuse(405);
  return (req, res, next) => {
    if (methods.includes(req.method)) {
      next();
      return;
    }
    res.setHeader('Allow', allow);
    refused(req, res, next);
  };
}

/** First in line: a method no path answers never reaches a router. */
export const knownMethods = methodGuard(allowedMethods);
/** In front of the pages. */
export const pageMethodsOnly = methodGuard(pageMethods);

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * A page's post is a form: urlencoded, or multipart for a form with a file. Its size is known
 * before it is read (browsers always send Content-Length for a form) and bounded, so no post is
 * read whole into memory however large it claims or turns out to be: Node reads no more than
 * Content-Length says. A multipart post may carry a letter's attachments on the send screens, one
 * upload elsewhere. Uploads have their own, tighter, streaming limits per field.
 */
export function formBodiesWithin(uploadLimit: (path: string) => number): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') {
      next();
      return;
    }
    const type = mediaType(req.get('content-type'));
    const limit =
      type === 'application/x-www-form-urlencoded'
        ? FORM_BODY_MAX_BYTES
        : type === 'multipart/form-data'
          ? uploadLimit(req.path)
          : null;
    if (limit === null) {
      refuse(415)(req, res, next);
      return;
    }
    const declared = req.get('content-length');
    if (declared === undefined) {
      // Chunked: the size is only known once read. A browser never posts a form this way.
      refuse(411)(req, res, next);
      return;
    }
    if (!/^\d+$/.test(declared) || Number(declared) > limit) {
      refuse(413)(req, res, next);
      return;
    }
    next();
  };
}

/**
 * A page's data travels as `<path>.data` (Remix's single fetch): the `?_data=` requests of the
 * older protocol are never made by the portal's own pages, and Remix answers them with an
 * internal error it logs as such. They are not found here, logged as any path not found is.
 */
export const noLegacyDataRequests: RequestHandler = (req, res, next) => {
  if (new URLSearchParams(req.url.split('?')[1] ?? '').has('_data')) {
    refuse(404)(req, res, next);
    return;
  }
  next();
};

/** The portal's rule: the send screens of this build's route table. */
export const formBodies: RequestHandler = formBodiesWithin(multipartLimit());

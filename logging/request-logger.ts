// Request logging shared by the portal and the backend: one line per request with the correlation
// id (taken from x-correlation-id or made) that every response also returns.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { correlationHeader, correlationIdFrom } from './correlation';
import { createUrlForLog, type UrlLogging } from './logged-url';

/** A method, size or content type refused up front: a probe or a client's slip, nothing broken. */
const refusedShape = new Set([405, 411, 413, 415]);

export function requestLogger(
  logger: Logger,
  options: { quietPaths: (url: string) => boolean } & UrlLogging,
): RequestHandler {
  const urlForLog = createUrlForLog(options);
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = correlationIdFrom(req.headers[correlationHeader]);
      res.setHeader(correlationHeader, id);
      return id;
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500
        ? 'error'
        : res.statusCode >= 400 && !refusedShape.has(res.statusCode)
          ? 'warn'
          : 'info',
    autoLogging: { ignore: (req) => options.quietPaths(req.url ?? '') },
    // Method, path and id only: headers carry cookies and tokens, and search criteria (names,
    // birth dates, addresses) are personal data: no query value, no parameter of a known path.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: urlForLog(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

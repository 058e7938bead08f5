// Three rate-limit tiers per client address: every request, mutations, and sign-in/public endpoints.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { serverMessage } from './messages';

export interface RateLimitSettings {
  windowSeconds: number;
  general: number;
  mutations: number;
  signIn: number;
}

/**
 * What anyone can reach without a session and what guesses credentials: starting and finishing a
 * sign-in, submitting a password to the embedded provider, public downloads, client error reports.
 * The provider's other pages and its server-to-server endpoints are only in the general tier.
 */
export const signInAndPublicPaths =
  /^\/(?:auth\/(?:login|callback)$|idp\/interaction\/[^/]+\/login$|(?:(?:nl|en)\/)?download\/|log$|buildinfo$)/;

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function limiter(
  windowSeconds: number,
  limit: number,
  skip: (method: string, path: string) => boolean,
): RequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => skip(req.method, req.path),
    handler: (req, res) => {
      req.log?.warn({ path: req.path }, 'rate limit reached');
      res
        .status(429)
        .set('Retry-After', String(windowSeconds))
        .type('text/plain; charset=utf-8')
        .send(serverMessage(req.path, 'rateLimited'));
    },
  });
}

export function rateLimits(settings: RateLimitSettings): RequestHandler[] {
  return [
    limiter(settings.windowSeconds, settings.general, () => false),
    limiter(settings.windowSeconds, settings.mutations, (method) => !mutatingMethods.has(method)),
    limiter(
      settings.windowSeconds,
      settings.signIn,
      (_method, path) => !signInAndPublicPaths.test(path),
    ),
  ];
}

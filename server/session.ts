// Reads the encrypted session cookie before Remix runs and writes it back, once, as headers go out.
import { parseCookie, stringifySetCookie } from 'cookie';
import type { RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { PortalSession, sealSession, unsealSession } from '../app/auth/portal-session';

/** Browsers keep a cookie of at most 4096 bytes; the session must stay well below that. */
const cookieSizeWarning = 3800;

export function sessionCookieName(secure: boolean): string {
  // __Host- binds the cookie to this exact host, https and path /.
  return secure ? '__Host-portal_session' : 'portal_session';
}

export const sessionOf = (res: Response): PortalSession => res.locals.session as PortalSession;

export function portalSession(options: {
  secret: string;
  secure: boolean;
  maxAgeSeconds: number;
}): RequestHandler {
  const name = sessionCookieName(options.secure);
  return (req, res, next) => {
    const raw = req.headers.cookie ? parseCookie(req.headers.cookie)[name] : undefined;
    const session = new PortalSession(raw ? unsealSession(raw, options.secret) : null);
    res.locals.session = session;
    onHeaders(res, () => {
      if (!session.dirty) return;
      const data = session.data;
      const value = data ? sealSession(data, options.secret) : '';
      if (value.length > cookieSizeWarning)
        req.log.warn({ bytes: value.length }, 'session cookie is large');
      res.appendHeader(
        'Set-Cookie',
        stringifySetCookie(name, value, {
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secure,
          path: '/',
          maxAge: data ? options.maxAgeSeconds : 0,
        }),
      );
      // A response that changes the session is never cached, nor are signed-in pages. A route
      // may still let the browser alone keep its answer ('private'): browsers take cookies from
      // network answers only, never from their cache.
      if (!/\bprivate\b/.test(String(res.getHeader('Cache-Control') ?? ''))) {
        res.setHeader('Cache-Control', 'no-store');
      }
    });
    next();
  };
}

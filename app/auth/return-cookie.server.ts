// Where to go after sign-in: a same-origin path, kept for the few minutes the provider takes.
import { parseCookie, stringifySetCookie } from 'cookie';
import { getEnv } from '~/config/env.server';
import { safeRedirect } from '~/routing/safe-redirect';
import { oauthStateCookie } from './oidc.server';

const name = 'portal_return';

function attributes(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: getEnv().secureTransport,
    path: '/auth',
    maxAge,
  };
}

export const returnCookie = {
  serialize: (target: string) => stringifySetCookie(name, target, attributes(600)),
  read: (request: Request) => {
    const header = request.headers.get('Cookie');
    return safeRedirect(header ? parseCookie(header)[name] : undefined, '/');
  },
  /** Clears the return target and every OAuth state cookie the strategy left behind. */
  clearAll: (request: Request): string[] => {
    const header = request.headers.get('Cookie');
    const names = header ? Object.keys(parseCookie(header)) : [];
    return [name, ...names.filter((cookie) => cookie.startsWith(oauthStateCookie))].map((cookie) =>
      stringifySetCookie(cookie, '', attributes(0)),
    );
  },
};

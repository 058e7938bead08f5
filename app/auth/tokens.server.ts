// Access tokens are refreshed on the server shortly before they expire; the browser never sees one.
import type { AppLoadContext } from '@remix-run/node';
import { SessionLostError } from '~/backend/errors';
import { portalAuthenticator } from './oidc.server';
import type { PortalSession } from './portal-session';

/** Refresh when less than this is left, so a token never expires mid-request. */
const refreshMarginMs = 60_000;

const refreshing = new WeakMap<PortalSession, Promise<string>>();

export async function freshAccessToken(context: AppLoadContext): Promise<string> {
  const session = context.session;
  const data = session.data;
  if (!data) throw new SessionLostError('no session');
  if (data.accessTokenExpiresAt - refreshMarginMs > Date.now()) return data.accessToken;
  if (!data.refreshToken) throw new SessionLostError('access token expired');

  // Loaders of one request run in parallel: they share one refresh.
  let pending = refreshing.get(session);
  if (!pending) {
    const refreshToken = data.refreshToken;
    pending = (async () => {
      try {
        const { strategy } = await portalAuthenticator();
        const tokens = await strategy.refreshToken(refreshToken);
        session.update({
          accessToken: tokens.accessToken(),
          refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : refreshToken,
          accessTokenExpiresAt: tokens.accessTokenExpiresAt().getTime(),
        });
        return tokens.accessToken();
      } catch (error) {
        context.log.info({ err: error }, 'token refresh refused');
        throw new SessionLostError('refresh refused');
      } finally {
        refreshing.delete(session);
      }
    })();
    refreshing.set(session, pending);
  }
  return pending;
}

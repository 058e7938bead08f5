// Ending a signed-in session everywhere it lives: the backend session (so a copy of the cookie
// opens nothing), then the user the replicas know for it (user-store.server.ts), the refresh token
// at the identity provider (so no new access token can be had), the search results this process
// keeps for it, then the portal's own cookie. Sign-out
// never fails for the user: what could not be ended is logged, and the backend session lapses by
// its idle timeout at the latest.
import type { AppLoadContext } from '@remix-run/node';
import { endSession } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { forgetSession } from '~/consultation/consultation-memory.server';
import { portalAuthenticator } from './oidc.server';

export async function endSignedInSession(request: Request, context: AppLoadContext): Promise<void> {
  const data = context.session.data;
  if (!data) return;
  const refreshToken = data.refreshToken;
  // The session's last search results go with it.
  forgetSession(data.sessionId);
  await Promise.all([
    callBackend(endSession, { request, context })
      .catch((error: unknown) => {
        context.log.warn({ err: error }, 'backend session not ended at sign-out');
      })
      // Once the backend has ended it, no replica knows the session's user any more.
      .then(() => context.users?.end(data.sessionId))
      .catch((error: unknown) => {
        context.log.error({ err: error }, 'ended session not marked for the other replicas');
      }),
    refreshToken
      ? portalAuthenticator()
          .then(({ strategy }) => strategy.revokeToken(refreshToken))
          .catch((error: unknown) => {
            context.log.warn({ err: error }, 'refresh token not revoked at sign-out');
          })
      : Promise.resolve(),
  ]);
  context.session.destroy();
}

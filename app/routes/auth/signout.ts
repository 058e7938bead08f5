// GET /auth/signout[?reason=user|expired]: ends the portal session and the provider session.
// The header widget may ask with reason 'expired' only once no live session remains; any other
// reason is refused.
import { redirectDocument, type LoaderFunctionArgs } from '@remix-run/node';
import { providerMetadata } from '~/auth/oidc.server';
import { hasLiveSession } from '~/auth/user.server';
import { forgetSession } from '~/backend/consultation-memory.server';
import { getEnv } from '~/config/env.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { safeRedirect } from '~/routing/safe-redirect';

const reasons = ['user', 'expired'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const reason = url.searchParams.get('reason') ?? 'user';
  if (!(reasons as readonly string[]).includes(reason)) {
    const t = await i18nServer.getFixedT(request, 'common');
    throw new Response(t('errors.messages.400'), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (reason === 'expired' && hasLiveSession(context)) {
    context.log.info('sign-out for an expired session refused: the session is still live');
    return redirectDocument(safeRedirect(url.searchParams.get('redirectUri'), '/'));
  }

  // The session's last search results go with it.
  const sessionId = context.session.data?.sessionId;
  if (sessionId) forgetSession(sessionId);
  context.session.destroy();
  const env = getEnv();
  const locale = localeFromPath(safeRedirect(url.searchParams.get('redirectUri'), '/'));
  const after = `${env.PUBLIC_URL}${locale === 'en' ? '/en' : '/'}`;
  try {
    const { end_session_endpoint } = await providerMetadata();
    if (end_session_endpoint) {
      const endSession = new URL(end_session_endpoint);
      endSession.searchParams.set('client_id', env.OIDC_CLIENT_ID);
      endSession.searchParams.set('post_logout_redirect_uri', after);
      endSession.searchParams.set('ui_locales', locale);
      return redirectDocument(endSession.toString());
    }
  } catch (error) {
    context.log.warn({ err: error }, 'provider unreachable at sign-out; portal session ended');
  }
  return redirectDocument(after);
}

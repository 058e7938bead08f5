// /auth/signout[?reason=user|expired]: ends the session here, in the backend and at the provider.
// A POST (forgery-checked) signs out. A GET by a signed-in user only asks for confirmation; a GET
// with reason 'expired', which the header widget sends once no live session remains, signs out
// what is left. Any other reason is refused.
import {
  redirectDocument,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from '@remix-run/node';
import { providerMetadata } from '~/auth/oidc.server';
import { endSignedInSession } from '~/auth/sign-out.server';
import { hasLiveSession } from '~/auth/user.server';
import { getEnv } from '~/config/env.server';
import { endpointHref } from '~/endpoints';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { safeRedirect } from '~/routing/safe-redirect';
import { screenMeta } from '~/routing/screen-meta';
import { SignOutConfirmationPage, type SignOutConfirmation } from './sign-out-page';

const reasons = ['user', 'expired'] as const;

async function reasonOf(request: Request): Promise<string> {
  const reason = new URL(request.url).searchParams.get('reason') ?? 'user';
  if ((reasons as readonly string[]).includes(reason)) return reason;
  const t = await i18nServer.getFixedT(request, 'common');
  throw new Response(t('errors.messages.400'), {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** Ends every part of the session and sends the browser to the provider's sign-out. */
async function signOut(request: Request, context: AppLoadContext) {
  await endSignedInSession(request, context);
  const env = getEnv();
  const from = safeRedirect(new URL(request.url).searchParams.get('redirectUri'), '/');
  const locale = localeFromPath(from);
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const reason = await reasonOf(request);
  const url = new URL(request.url);
  const back = safeRedirect(url.searchParams.get('redirectUri'), '/');
  if (hasLiveSession(context)) {
    if (reason === 'expired') {
      context.log.info('sign-out for an expired session refused: the session is still live');
      return redirectDocument(back);
    }
    const t = await i18nServer.getFixedT(localeFromPath(back), 'common');
    return {
      kind: 'signOut',
      title: t('auth.signOut.title'),
      back,
      action: `${endpointHref('signOut')}${url.search}`,
    } satisfies SignOutConfirmation;
  }
  // No live session: nothing a forged link could end that has not ended already.
  return signOut(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await reasonOf(request);
  return signOut(request, context);
}

export const meta = screenMeta;

export default SignOutConfirmationPage;

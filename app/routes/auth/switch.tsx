// /auth/switch: capacity switch. A POST (forgery-checked) ends the session (here, in the backend
// and the refresh token) and goes through the provider again, landing on profile selection. A GET
// by a signed-in user only asks for confirmation.
import {
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node';
import { endSignedInSession } from '~/auth/sign-out.server';
import { hasLiveSession } from '~/auth/user.server';
import { endpointHref, signInHref } from '~/endpoints';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { safeRedirect } from '~/routing/safe-redirect';
import { screenMeta } from '~/routing/screen-meta';
import { SignOutConfirmationPage, type SignOutConfirmation } from './sign-out-page';

function localeOf(request: Request) {
  const from = safeRedirect(new URL(request.url).searchParams.get('redirectUri'), '');
  return from ? localeFromPath(from) : requestLocale(request);
}

async function switchProfile(request: Request, context: LoaderFunctionArgs['context']) {
  await endSignedInSession(request, context);
  return redirectDocument(signInHref(href('profileSelection', {}, localeOf(request))));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasLiveSession(context)) return switchProfile(request, context);
  const url = new URL(request.url);
  const locale = localeOf(request);
  const t = await i18nServer.getFixedT(locale, 'common');
  return {
    kind: 'switch',
    title: t('auth.switch.title'),
    back: safeRedirect(url.searchParams.get('redirectUri'), href('home', {}, locale)),
    action: `${endpointHref('capacitySwitch')}${url.search}`,
  } satisfies SignOutConfirmation;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return switchProfile(request, context);
}

export const meta = screenMeta;

export default SignOutConfirmationPage;

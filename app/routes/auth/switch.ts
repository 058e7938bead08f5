// GET /auth/switch: capacity switch. Ends the portal session and goes through the provider again,
// landing on profile selection.
import { redirectDocument, type LoaderFunctionArgs } from '@remix-run/node';
import { signInHref } from '~/endpoints';
import { requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { safeRedirect } from '~/routing/safe-redirect';

export async function loader({ request, context }: LoaderFunctionArgs) {
  context.session.destroy();
  const from = safeRedirect(new URL(request.url).searchParams.get('redirectUri'), '');
  const locale = from ? localeFromPath(from) : requestLocale(request);
  const target = href('profileSelection', {}, locale);
  return redirectDocument(signInHref(target));
}

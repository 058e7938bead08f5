// GET /auth/callback: the provider's answer. A verified sign-in starts a fresh portal session and
// returns to the target; a failed one says so and offers to sign in again.
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { portalAuthenticator } from '~/auth/oidc.server';
import { returnCookie } from '~/auth/return-cookie.server';
import { signInHref } from '~/endpoints';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { screenMeta } from '~/routing/screen-meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = returnCookie.read(request);
  const headers = new Headers();
  for (const cookie of returnCookie.clearAll(request)) headers.append('Set-Cookie', cookie);
  const { authenticator } = await portalAuthenticator();
  try {
    const tokens = await authenticator.authenticate('oidc', request);
    context.session.start(tokens);
  } catch (error) {
    if (error instanceof Response) throw error;
    context.log.warn({ err: error }, 'sign-in failed');
    const locale = localeFromPath(new URL(target, 'http://portal.invalid').pathname);
    const t = await i18nServer.getFixedT(locale, 'common');
    return data(
      {
        title: t('auth.signInFailed.title'),
        retry: signInHref(target),
        correlationId: context.correlationId,
      },
      { status: 401, headers },
    );
  }
  return redirect(target, { headers });
}

export const meta = screenMeta;

export default function SignInFailed() {
  const { t } = useTranslation();
  const { retry, correlationId } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('auth.signInFailed.title')}</h1>
      <p className="lead">{t('auth.signInFailed.text')}</p>
      <p>{t('errors.correlationId', { correlationId })}</p>
      <p>
        <a className="button" href={retry}>
          {t('auth.signInFailed.retry')}
        </a>
      </p>
      <p>
        <Link to="/">{t('errors.toHome')}</Link>
      </p>
    </>
  );
}

// Shown when the signed-in user could not be loaded (any failure but a lost session or a 403,
// docs/rules/errors.md); public.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, 'common');
  return { title: t('profileNotAvailable.title'), locale: requestLocale(request) };
}

export const meta = screenMeta;

export default function ProfileNotAvailableScreen() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('profileNotAvailable.title')}</h1>
      <p className="lead">{t('profileNotAvailable.text')}</p>
      <p>{t('profileNotAvailable.help')}</p>
      <p>
        <Link className="button" to={href('home', {}, locale)}>
          {t('profileNotAvailable.retry')}
        </Link>
      </p>
    </>
  );
}

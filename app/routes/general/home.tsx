// Start page.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, 'common');
  return { title: t('screens.home'), locale: requestLocale(request) };
}

export const meta = screenMeta;

export default function HomeScreen() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <p className="notice">
        {t('home.logged')} <Link to={href('privacy', {}, locale)}>{t('home.privacyLink')}</Link>
      </p>
    </>
  );
}

// Any unknown path: HTTP 404 with 'Oeps, die pagina vonden we niet terug' and a way back.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

async function notFound(request: Request) {
  const t = await i18nServer.getFixedT(request, 'common');
  return data({ title: t('notFound.title'), locale: requestLocale(request) }, { status: 404 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  return notFound(request);
}

// Posting to an unknown path is a 404 too, not a 405.
export async function action({ request }: ActionFunctionArgs) {
  return notFound(request);
}

export const meta = screenMeta;

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <p>
        <Link className="button" to={href('home', {}, locale)}>
          {t('notFound.button')}
        </Link>
      </p>
    </div>
  );
}

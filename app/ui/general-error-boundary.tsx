// The error page: generic title by status, 'Error {status}', message and correlation id
// (docs/rules/errors.md).
import { Link, useLocation, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { classifyError } from './error-classification';

export function GeneralErrorBoundary({ correlationId }: { correlationId?: string }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const classified = classifyError(error);
  const reference = classified.correlationId ?? correlationId;
  const showStack = import.meta.env.DEV && classified.stack;

  return (
    <div className="error-page">
      <h1>{t(`errors.titles.${classified.category}`)}</h1>
      {classified.status !== null ? (
        <p className="error-page__status">{t('errors.status', { status: classified.status })}</p>
      ) : null}
      <p>{t(`errors.messages.${classified.messageKey}`)}</p>
      {reference ? (
        <p className="error-page__reference">
          {t('errors.correlationId', { correlationId: reference })}
        </p>
      ) : null}
      <p>
        <Link className="button" to={href('home', {}, locale)}>
          {t('errors.toHome')}
        </Link>
      </p>
      {showStack ? (
        <details>
          <summary>{t('errors.details')}</summary>
          <pre>{classified.stack}</pre>
        </details>
      ) : null}
    </div>
  );
}

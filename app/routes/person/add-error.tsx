// The add-person error page (persoon/fout): why the backend refused the new person and
// the correlation id, with the way back to the form that still holds what was typed.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { readDraft } from '~/domains/person/draft.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'personAddError');
  const t = await i18nServer.getFixedT(args.request, 'person');
  const draft = readDraft(args.request);
  return {
    title: t('add.errorTitle'),
    reasons: draft?.reasons ?? [],
    correlationId: draft?.correlationId ?? null,
  };
}

export const meta = screenMeta;

export default function AddPersonErrorScreen() {
  const { t } = useTranslation('person');
  const { reasons, correlationId } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-narrow">
      <h1>{t('add.errorTitle')}</h1>
      {correlationId ? (
        <>
          <div className="alert alert--error" role="alert">
            <div className="alert__body">
              <p>{t('add.errorIntro')}</p>
              {reasons.length > 0 ? (
                <>
                  <h2 className="alert__title">{t('add.errorReasons')}</h2>
                  <ul>
                    {reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              <p>{t('add.errorReference', { correlationId })}</p>
            </div>
          </div>
          <div className="button-row">
            <Link className="button" to={href('personAdd', {}, locale, { herstel: '1' })}>
              {t('add.backToForm')}
            </Link>
            <Link className="button button--secondary" to={href('personSearch', {}, locale)}>
              {t('add.toSearch')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{t('add.errorNoDraft')}</p>
          <p>
            <Link to={href('personSearch', {}, locale)}>{t('add.toSearch')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

// Accessibility statement: conformance, known limits, how to report a problem.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { getEnv } from '~/config/env.server';
import { i18nServer } from '~/i18n/i18next.server';
import { screenMeta } from '~/routing/screen-meta';

const sections = ['status', 'limits', 'prepared', 'report', 'enforcement'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, 'info');
  return { title: t('accessibility.title'), email: getEnv().SUPPORT_EMAIL };
}

export const meta = screenMeta;

export default function AccessibilityScreen() {
  const { t } = useTranslation('info');
  const { email } = useLoaderData<typeof loader>();
  return (
    <article className="prose">
      <h1>{t('accessibility.title')}</h1>
      <p className="lead">{t('accessibility.intro')}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`accessibility-${section}`}>
          <h2 id={`accessibility-${section}`}>{t(`accessibility.sections.${section}.heading`)}</h2>
          <p>
            {section === 'report' ? (
              <Trans
                t={t}
                i18nKey="accessibility.sections.report.text"
                values={{ email }}
                components={{ mail: <a href={`mailto:${email}`}>{email}</a> }}
              />
            ) : (
              t(`accessibility.sections.${section}.text`)
            )}
          </p>
        </section>
      ))}
    </article>
  );
}

// Privacy notice: what is logged about every consultation, and why.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { i18nServer } from '~/i18n/i18next.server';
import { screenMeta } from '~/routing/screen-meta';

const sections = ['who', 'what', 'why', 'retention', 'rights', 'complaints'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, 'info');
  return { title: t('privacy.title') };
}

export const meta = screenMeta;

export default function PrivacyScreen() {
  const { t } = useTranslation('info');
  return (
    <article className="prose">
      <h1>{t('privacy.title')}</h1>
      <p className="lead">{t('privacy.intro')}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>{t(`privacy.sections.${section}.heading`)}</h2>
          <p>{t(`privacy.sections.${section}.text`)}</p>
        </section>
      ))}
    </article>
  );
}

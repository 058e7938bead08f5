// Breadcrumbs from the route table's parents, translated; shown below the start page only.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/i18n/locale';
import { useCurrentScreen } from '~/routing/current-screen';
import { hrefForScreen } from '~/routing/href';
import { breadcrumbTrail } from '~/screens';

export function Breadcrumbs({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const screen = useCurrentScreen();
  if (!screen) return null;
  const trail = breadcrumbTrail(screen.id);
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {trail.map((id, index) =>
          index === trail.length - 1 ? (
            <li key={id} aria-current="page">
              {t(`screens.${id}`)}
            </li>
          ) : (
            <li key={id}>
              <Link to={hrefForScreen(id, screen.params, locale)}>{t(`screens.${id}`)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

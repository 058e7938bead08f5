// Switches nl ⇄ en on the same screen, keeping its parameters and query string.
import { useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '~/i18n/locale';
import { useCurrentScreen } from '~/routing/current-screen';
import { href, hrefForScreen } from '~/routing/href';

export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const screen = useCurrentScreen();
  const { search } = useLocation();
  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <ul>
        {locales.map((target) => {
          const link = screen
            ? hrefForScreen(screen.id, screen.params, target, search)
            : href('home', {}, target);
          return (
            <li key={target}>
              {target === locale ? (
                <span className="language-switcher__current" aria-current="true" lang={target}>
                  {target.toUpperCase()}
                  <span className="visually-hidden"> {t(`language.names.${target}`)}</span>
                </span>
              ) : (
                <a href={link} hrefLang={target} lang={target} className="language-switcher__link">
                  {target.toUpperCase()}
                  <span className="visually-hidden"> {t(`language.names.${target}`)}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

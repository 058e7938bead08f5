// The page footer: the portal's links and version, then the Flemish global footer (widget or fallback).
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/i18n/locale';
import { href } from '~/routing/href';
import { GlobalWidget } from './global-widget';
import type { SiteVariant } from './widgets';

export function SiteFooter({
  locale,
  variant,
  version,
  widgetEnabled,
}: {
  locale: Locale;
  variant: SiteVariant;
  version: string;
  widgetEnabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="functional-footer">
        <div className="layout functional-footer__inner">
          <nav aria-label={t('footer.links')}>
            <ul className="functional-footer__links">
              <li>
                <Link to={href('privacy', {}, locale)}>{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to={href('accessibility', {}, locale)}>{t('footer.accessibility')}</Link>
              </li>
              <li>
                <a href="/buildinfo" download>
                  {t('footer.buildInfo')}
                </a>
              </li>
            </ul>
          </nav>
          <p className="functional-footer__version">{t('footer.version', { version })}</p>
        </div>
      </div>
      <GlobalWidget
        kind="footer"
        enabled={widgetEnabled}
        fallback={
          <div className={`global-footer-fallback global-footer-fallback--${variant}`}>
            <div className="layout">
              <p>{t('footer.owner')}</p>
            </div>
          </div>
        }
      />
    </footer>
  );
}

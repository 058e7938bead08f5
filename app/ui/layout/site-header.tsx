// The page header: the Flemish global header (widget or our fallback), then the portal's own bar.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';
import { href } from '~/routing/href';
import { GlobalWidget } from './global-widget';
import { LanguageSwitcher } from './language-switcher';
import type { SiteVariant } from './widgets';

export function SiteHeader({
  locale,
  variant,
  widgetEnabled,
  banner,
  account,
  signedIn,
}: {
  locale: Locale;
  variant: SiteVariant;
  widgetEnabled: boolean;
  /** The environment banner, first thing in the header landmark. */
  banner?: ReactNode;
  account?: ReactNode;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const name = variant === 'documentService' ? t('app.documentServiceName') : t('app.name');
  return (
    <header className="site-header">
      {banner}
      <GlobalWidget
        kind="header"
        enabled={widgetEnabled}
        profile={{
          active: signedIn,
          loginUrl: endpointHref('signIn'),
          logoutUrl: endpointHref('signOut', { reason: 'user' }),
          switchCapacityUrl: endpointHref('capacitySwitch'),
        }}
        fallback={
          <div className={`global-header-fallback global-header-fallback--${variant}`}>
            <div className="layout">
              <span className="global-header-fallback__owner">{t('app.owner')}</span>
            </div>
          </div>
        }
      />
      <div className="functional-header">
        <div className="layout functional-header__inner">
          <Link to={href('home', {}, locale)} className="functional-header__title">
            {name}
          </Link>
          <div className="functional-header__actions">
            <LanguageSwitcher locale={locale} />
            {account ? (
              <div className="account-area" aria-label={t('header.account')} role="group">
                {account}
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}

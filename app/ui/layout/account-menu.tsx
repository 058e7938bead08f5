// The account area: who is signed in, the profile picker (only with several profiles), the profile
// overview and sign-out. A <details> element, so it opens and works without JavaScript.
import { Form, useLocation } from '@remix-run/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointHref, signInHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';
import type { AccountSummary } from '~/page-state/account-summary';
import { href } from '~/routing/href';

export function AccountMenu({
  locale,
  account,
}: {
  locale: Locale;
  account: AccountSummary | null;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const here = `${pathname}${search}`;

  if (!account) {
    // The sign-in page itself needs no sign-in link.
    if (pathname === endpointHref('callback')) return null;
    return (
      <a className="account-sign-in" href={signInHref(here)}>
        {t('account.signIn')}
      </a>
    );
  }

  const otherProfiles = account.profiles.filter(
    (profile) => profile.uri !== account.activeProfile?.uri,
  );
  return (
    <details className="account-menu" ref={menu}>
      <summary className="account-menu__toggle">
        <span className="account-menu__name">{account.name}</span>
        <span className="account-menu__organisation">{account.organisation}</span>
      </summary>
      <div className="account-menu__panel">
        {account.activeProfile ? (
          <p className="account-menu__active">
            {t('account.activeProfile', { role: account.activeProfile.full })}
          </p>
        ) : null}
        {account.profiles.length > 1 && otherProfiles.length > 0 ? (
          <Form
            method="post"
            action={href('profileSelection', {}, locale)}
            onSubmit={() => menu.current?.removeAttribute('open')}
          >
            <fieldset className="account-menu__profiles">
              <legend>{t('account.profiles')}</legend>
              <input type="hidden" name="redirect" value={here} />
              {otherProfiles.map((profile) => (
                <button
                  key={profile.uri}
                  type="submit"
                  name="uri"
                  value={profile.uri}
                  className="button--link"
                >
                  {t('account.switchTo', { role: profile.full })}
                </button>
              ))}
            </fieldset>
          </Form>
        ) : null}
        <ul className="account-menu__links">
          <li>
            <a href={href('profileSelection', {}, locale)}>{t('account.profileOverview')}</a>
          </li>
        </ul>
        {/* A POST, so that a link from another site cannot sign anyone out. */}
        <form method="post" action={endpointHref('signOut', { redirectUri: here })}>
          <button type="submit" className="button--link account-menu__sign-out">
            {t('account.signOut')}
          </button>
        </form>
      </div>
    </details>
  );
}

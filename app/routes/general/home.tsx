// Start page: the active role's built domains (those whose start screen is in the route table).
// Where else a user lands instead (a profile to choose, a single domain's start page) is the
// start-page rule of app/auth.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { chooseStartProfile, sendToOnlyDomain } from '~/auth/start-page.server';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { builtDomains, domainStartHref } from '~/screens';
import { Alert } from '~/ui/feedback/alert';

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const locale = requestLocale(request);
  await chooseStartProfile(args);
  const { user, activeRole } = await requirePermission(args, 'home');
  const role = activeRole ?? user.roles[0] ?? null;
  sendToOnlyDomain(role, locale);
  const t = await i18nServer.getFixedT(request, 'common');
  return {
    title: t('screens.home'),
    locale,
    role: role?.full ?? '',
    domains: builtDomains(role?.domains ?? []).map((domain) => ({
      domain,
      href: domainStartHref(domain, locale),
    })),
    noRights: (role?.permissions.length ?? 0) === 0,
    noneBuilt: (role?.domains.length ?? 0) > 0 && builtDomains(role?.domains ?? []).length === 0,
  };
}

export const meta = screenMeta;

export default function HomeScreen() {
  const { t } = useTranslation();
  const { locale, role, domains, noRights, noneBuilt } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <p>{t('home.activeProfile', { role })}</p>
      {noRights ? (
        <Alert kind="info">
          <p>{t('profileSelection.noRights')}</p>
        </Alert>
      ) : null}
      {noneBuilt ? (
        <Alert kind="info">
          <p>{t('home.noneBuilt')}</p>
        </Alert>
      ) : null}
      {domains.length > 0 ? (
        <section aria-labelledby="domains-title">
          <h2 id="domains-title">{t('home.domainsTitle')}</h2>
          <ul className="domain-list">
            {domains.map(({ domain, href: start }) => (
              <li key={domain} className="domain-card">
                <a href={start} className="domain-card__link">
                  {t(`domains.${domain}`)}
                </a>
                <p className="domain-card__description">{t(`domainDescriptions.${domain}`)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="notice">
        {t('home.logged')} <Link to={href('privacy', {}, locale)}>{t('home.privacyLink')}</Link>
      </p>
    </>
  );
}

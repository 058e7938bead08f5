// Start page: the active role's built domains (those whose start screen is in the route table). A
// single profile is chosen automatically, and a profile with a single, built domain goes straight
// to that domain's start page.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { chooseRole } from '~/auth/navigation.server';
import { requirePermission, requireUser, signInRedirect } from '~/auth/require-permission.server';
import { activeRoleOf } from '~/auth/user.server';
import { SessionLostError } from '~/backend/errors';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { builtDomains, domainStartHref } from '~/screens';
import { Alert } from '~/ui/feedback/alert';
import { redirectWithAlert } from '~/ui/feedback/flash.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const locale = requestLocale(request);
  const user = await requireUser(args);
  if (!activeRoleOf(user, context.session.data?.activeRoleUri)) {
    const [onlyRole, ...otherRoles] = user.roles;
    if (!onlyRole) throw redirect(href('profileNotAvailable', {}, locale));
    if (otherRoles.length > 0) {
      throw redirect(href('profileSelection', {}, locale, { redirect: href('home', {}, locale) }));
    }
    try {
      await chooseRole(request, context, onlyRole.uri);
    } catch (error) {
      if (error instanceof SessionLostError) throw signInRedirect(request, context);
      context.log.warn({ err: error }, 'automatic role selection failed');
      throw await redirectWithAlert(href('profileSelection', {}, locale), {
        kind: 'error',
        messageKey: 'roleSelectionFailed',
        closable: true,
      });
    }
  }

  const { activeRole } = await requirePermission(args, 'home');
  const role = activeRole ?? user.roles[0];
  // Exactly one of the role's domains built: its start page.
  const [onlyDomain, ...otherDomains] = builtDomains(role?.domains ?? []);
  if (onlyDomain && otherDomains.length === 0) {
    throw redirect(domainStartHref(onlyDomain, locale));
  }

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

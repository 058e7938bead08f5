// The land registry's section navigation: links to the domain's screens the active role may open,
// the current one marked. Each screen of the domain shows it under its heading.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contracts/session';
import { accessDecision } from '~/auth/access';
import { isFeatureEnabled } from '~/config/features';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { getScreen, type ScreenId } from '~/screens';

/** The domain's screens that have a place in its navigation, in its order, with their label key. */
const sectionScreens = [
  { screen: 'landRegistry', label: 'sections.landRegistry' },
  { screen: 'landRegistryHistory', label: 'sections.landRegistryHistory' },
  { screen: 'landRegistrySales', label: 'sections.landRegistrySales' },
  { screen: 'landRegistryBulk', label: 'sections.landRegistryBulk' },
] as const satisfies readonly {
  screen: ScreenId;
  label: string;
}[];

/** Whether a screen has a route (its toggle is on) and the role may open it: a link to it is offered. */
export function mayOpenScreen(screen: ScreenId, role: Role | null): boolean {
  const definition = getScreen(screen);
  return isFeatureEnabled(definition.feature) && accessDecision(definition, role) === 'allowed';
}

export function LandRegistrySections({ role, current }: { role: Role | null; current: ScreenId }) {
  const { t } = useTranslation('landregistry');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // A screen whose toggle is off has no route: it is left out, as one the role may not open.
  const open = sectionScreens.filter(({ screen }) => mayOpenScreen(screen, role));
  if (open.length === 0) return null;
  return (
    <nav className="mode-links" aria-label={t('sections.label')}>
      <ul>
        {open.map(({ screen, label }) => (
          <li key={screen}>
            <Link
              to={href(screen, {}, locale)}
              aria-current={screen === current ? 'page' : undefined}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The land registry's section navigation: the domain's screens the active role may open, each
// while its toggle is on. Each screen of the domain shows it under its heading.
import { useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contracts/session';
import { mayOpenScreen } from '~/auth/access';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import type { ScreenId } from '~/screens';
import { SectionNav } from '~/ui/section-nav';

/** The domain's screens that have a place in its navigation, in its order, with their label key. */
const sectionScreens = [
  { screen: 'landRegistry', label: 'sections.landRegistry' },
  { screen: 'landRegistryHistory', label: 'sections.landRegistryHistory' },
  { screen: 'landRegistrySales', label: 'sections.landRegistrySales' },
  { screen: 'landRegistryBulk', label: 'sections.landRegistryBulk' },
] as const satisfies readonly { screen: ScreenId; label: string }[];

export function LandRegistrySections({ role, current }: { role: Role | null; current: ScreenId }) {
  const { t } = useTranslation('landregistry');
  const locale = localeFromPath(useLocation().pathname);
  const links = sectionScreens
    .filter(({ screen }) => mayOpenScreen(screen, role))
    .map(({ screen, label }) => ({ screen, label: t(label), href: href(screen, {}, locale) }));
  return <SectionNav label={t('sections.label')} links={links} current={current} />;
}

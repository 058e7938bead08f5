// The push notifications' section navigation: the notifications sent, sending one by file and the
// members, each shown to a role that may open it.
import { useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contracts/session';
import { mayOpenScreen } from '~/auth/access';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import type { ScreenId } from '~/screens';
import { SectionNav } from '~/ui/section-nav';

const sectionScreens = [
  { screen: 'pushNotifications', label: 'sections.notifications' },
  { screen: 'pushBulk', label: 'sections.bulk' },
  { screen: 'pushMembers', label: 'sections.members' },
] as const satisfies readonly { screen: ScreenId; label: string }[];

export function PushSections({ role, current }: { role: Role | null; current: ScreenId }) {
  const { t } = useTranslation('push');
  const locale = localeFromPath(useLocation().pathname);
  const links = sectionScreens
    .filter(({ screen }) => mayOpenScreen(screen, role))
    .map(({ screen, label }) => ({ screen, label: t(label), href: href(screen, {}, locale) }));
  return <SectionNav label={t('sections.label')} links={links} current={current} />;
}

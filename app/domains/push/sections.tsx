// The push notifications' section navigation: the notifications sent, the members and the groups,
// each shown to a role that may open it, and the groups only while their build-time toggle is on
// (mayOpenScreen leaves out a screen whose toggle is off); and the ways to send, each shown to a
// role that may use it.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contracts/session';
import { mayOpenScreen } from '~/auth/access';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import type { ScreenId } from '~/screens';
import { SectionNav } from '~/ui/section-nav';

const sectionScreens = [
  { screen: 'pushNotifications', label: 'sections.notifications' },
  { screen: 'pushMembers', label: 'sections.members' },
  { screen: 'pushGroups', label: 'sections.groups' },
] as const satisfies readonly { screen: ScreenId; label: string }[];

export function PushSections({ role, current }: { role: Role | null; current: ScreenId }) {
  const { t } = useTranslation('push');
  const locale = localeFromPath(useLocation().pathname);
  const links = sectionScreens
    .filter(({ screen }) => mayOpenScreen(screen, role))
    .map(({ screen, label }) => ({ screen, label: t(label), href: href(screen, {}, locale) }));
  return <SectionNav label={t('sections.label')} links={links} current={current} />;
}

const sendScreens = [
  { screen: 'pushSend', label: 'actions.send' },
  { screen: 'pushGroupSend', label: 'actions.sendToGroup' },
  { screen: 'pushBulk', label: 'actions.sendByFile' },
] as const satisfies readonly { screen: ScreenId; label: string }[];

/** The ways to send a notification the role may use (a toggle off leaves its way out). */
export function PushSendActions({ role }: { role: Role | null }) {
  const { t } = useTranslation('push');
  const locale = localeFromPath(useLocation().pathname);
  const links = sendScreens.filter(({ screen }) => mayOpenScreen(screen, role));
  if (links.length === 0) return null;
  return (
    <p className="link-row no-print">
      {links.map(({ screen, label }, index) => (
        <Link
          key={screen}
          className={index === 0 ? 'button' : 'button button--secondary'}
          to={href(screen, {}, locale)}
        >
          {t(label)}
        </Link>
      ))}
    </p>
  );
}

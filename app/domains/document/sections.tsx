// The document service's section navigation: links to the domain's screens the active role may
// open, the current one marked. The sending screens (letter, eBox, e-mail) are listed by their ids
// and offered only while they are in the route table (an e-mail screen only with its toggle), so
// the list holds whatever the build has.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contracts/session';
import { accessDecision } from '~/auth/access';
import { isFeatureEnabled } from '~/config/features';
import { localeFromPath } from '~/i18n/locale';
import { hrefForScreen } from '~/routing/href';
import { screens, type ScreenDefinition, type ScreenId } from '~/screens';

/** The domain's screens that have a place in its navigation, in its order, with their label key. */
const sectionScreens: readonly {
  screen: string;
  label: 'sections.shipments' | 'sections.letter' | 'sections.ebox' | 'sections.email';
}[] = [
  { screen: 'document', label: 'sections.shipments' },
  { screen: 'documentLetter', label: 'sections.letter' },
  { screen: 'documentEbox', label: 'sections.ebox' },
  { screen: 'documentEmail', label: 'sections.email' },
];

function screenOf(id: string): ScreenDefinition | undefined {
  return (screens as Readonly<Record<string, ScreenDefinition>>)[id];
}

/** Whether a screen is in the route table, its toggle on, and the role may open it. */
export function mayOpenDocumentScreen(screen: string, role: Role | null): screen is ScreenId {
  const definition = screenOf(screen);
  return (
    definition !== undefined &&
    isFeatureEnabled(definition.feature) &&
    accessDecision(definition, role) === 'allowed'
  );
}

export function DocumentSections({ role, current }: { role: Role | null; current: string }) {
  const { t } = useTranslation('document');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const open = sectionScreens.flatMap(({ screen, label }) =>
    mayOpenDocumentScreen(screen, role) ? [{ screen, label }] : [],
  );
  if (open.length === 0) return null;
  return (
    <nav className="mode-links" aria-label={t('sections.label')}>
      <ul>
        {open.map(({ screen, label }) => (
          <li key={screen}>
            <Link
              to={hrefForScreen(screen, {}, locale)}
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

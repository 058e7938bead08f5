// The ways a search screen searches, as links (tabs without JavaScript): the current one marked
// with aria-current. Shown only when there is more than one way.
import { Link } from '@remix-run/react';

export interface ModeLink {
  mode: string;
  label: string;
  href: string;
}

export function ModeLinks({
  label,
  links,
  current,
}: {
  /** Names the navigation for a screen reader ('Zoeken op'). */
  label: string;
  links: readonly ModeLink[];
  current: string;
}) {
  if (links.length < 2) return null;
  return (
    <nav className="mode-links" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.mode}>
            <Link to={link.href} aria-current={link.mode === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The ways a role may search on a screen, as `ModeLinks`: each mode's label and link; nothing
 * while no mode is chosen (the role has none).
 */
export function SearchModes<Mode extends string>({
  label,
  current,
  modes,
  labelOf,
  hrefOf,
}: {
  label: string;
  current: Mode | null;
  modes: readonly Mode[];
  labelOf: (mode: Mode) => string;
  hrefOf: (mode: Mode) => string;
}) {
  if (!current) return null;
  const links = modes.map((mode) => ({ mode, label: labelOf(mode), href: hrefOf(mode) }));
  return <ModeLinks label={label} current={current} links={links} />;
}

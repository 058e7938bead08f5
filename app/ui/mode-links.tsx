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

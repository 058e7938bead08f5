// A domain's section navigation: links to the domain's screens the active role may open, the
// current one marked. The domain says which screens and their labels; which of them the role may
// open is decided before (a widget knows no roles).
import { Link } from '@remix-run/react';

export interface SectionLink {
  screen: string;
  label: string;
  href: string;
}

export function SectionNav({
  label,
  links,
  current,
}: {
  /** Names the navigation for a screen reader. */
  label: string;
  links: readonly SectionLink[];
  current: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav className="mode-links" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.screen}>
            <Link to={link.href} aria-current={link.screen === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The panel a search form stands in on its screen: a section named by its heading, left off paper
// where the screen says so. A heading that takes focus (a mode's link points at it) is focusable,
// and a heading the screen's title already says can be read by screen readers only.
import type { ReactNode } from 'react';

export function SearchPanel({
  id,
  heading,
  noPrint = false,
  focusable = false,
  hiddenHeading = false,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: ReactNode;
  noPrint?: boolean;
  /** The heading takes focus from a link to it. */
  focusable?: boolean;
  /** The heading is for screen readers only. */
  hiddenHeading?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={noPrint ? 'search-panel no-print' : 'search-panel'}>
      <h2
        id={id}
        tabIndex={focusable ? -1 : undefined}
        className={hiddenHeading ? 'visually-hidden' : undefined}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

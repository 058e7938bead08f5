// Accordion: a <details> element, so it opens and closes without JavaScript too. With
// JavaScript its content is only rendered while it is open: a closed section costs nothing.
import { useState, type ReactNode } from 'react';
import { useHydrated } from '~/ui/use-hydrated';

export function Accordion({
  summary,
  defaultOpen = false,
  children,
}: {
  summary: ReactNode;
  defaultOpen?: boolean;
  /** The content, or a function that builds it, called only while the section is open. */
  children: ReactNode | (() => ReactNode);
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(defaultOpen);
  // The server renders the content (the browser keeps it hidden while closed), so the page works
  // without JavaScript; after hydration a closed section drops it.
  const rendered = !hydrated || open;
  return (
    <details
      className="accordion"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {rendered ? (
        <div className="accordion__content">
          {typeof children === 'function' ? children() : children}
        </div>
      ) : null}
    </details>
  );
}

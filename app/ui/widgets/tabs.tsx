// Tabs (WAI-ARIA tabs pattern, automatic activation): a tab list of real buttons, arrow keys move
// and wrap, Home and End go to the ends, one panel shown. Without JavaScript, and until the page
// is hydrated, every panel is shown one after the other under its own heading, so nothing a form
// holds is out of reach. A link to a control inside a hidden panel (an error summary's) opens that
// panel first and then moves focus to the control.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '~/ui/use-hydrated';

export interface Tab<Key extends string> {
  key: Key;
  label: string;
  /** Shown beside the label: e.g. that the panel holds an error, or is filled in. */
  marker?: string;
  panel: ReactNode;
}

/** The key a keyboard press moves to, or null when the key is not one the tab list handles. */
export function tabKeyTarget<Key extends string>(
  keys: readonly Key[],
  current: Key,
  pressed: string,
): Key | null {
  const index = keys.indexOf(current);
  if (index === -1 || keys.length === 0) return null;
  if (pressed === 'ArrowRight') return keys[(index + 1) % keys.length] ?? null;
  if (pressed === 'ArrowLeft') return keys[(index - 1 + keys.length) % keys.length] ?? null;
  if (pressed === 'Home') return keys[0] ?? null;
  if (pressed === 'End') return keys[keys.length - 1] ?? null;
  return null;
}

export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  headingLevel = 3,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The level of each panel's heading when the panels are shown one after the other. */
  headingLevel?: 2 | 3 | 4;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const keys = tabs.map((tab) => tab.key);
  const tabId = (key: Key) => `${id}-tab-${key}`;
  const panelId = (key: Key) => `${id}-panel-${key}`;

  // A link elsewhere on the page to a control in a hidden panel: open the panel, then focus it.
  useEffect(() => {
    if (!hydrated) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const targetId = link?.getAttribute('href')?.slice(1);
      const target = targetId ? document.getElementById(targetId) : null;
      const panel = target?.closest<HTMLElement>('[role="tabpanel"]');
      if (!target || !panel || !root.current?.contains(panel) || !panel.hidden) return;
      const key = tabs.find((tab) => panelId(tab.key) === panel.id)?.key;
      if (key === undefined) return;
      event.preventDefault();
      onSelect(key);
      window.requestAnimationFrame(() => target.focus());
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabKeyTarget(keys, selected, event.key);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  const Heading = `h${headingLevel}` as const;
  // One tree with and without JavaScript, so that hydration keeps what was typed in the panels.
  return (
    <div className={hydrated ? 'tabs' : 'tabs tabs--static'} ref={root}>
      {hydrated ? (
        <div role="tablist" aria-label={label} className="tabs__list">
          {tabs.map((tab) => {
            const active = tab.key === selected;
            return (
              <button
                key={tab.key}
                ref={(element) => {
                  if (element) buttons.current.set(tab.key, element);
                  else buttons.current.delete(tab.key);
                }}
                type="button"
                role="tab"
                id={tabId(tab.key)}
                aria-selected={active}
                aria-controls={panelId(tab.key)}
                tabIndex={active ? 0 : -1}
                className="tabs__tab"
                onClick={() => onSelect(tab.key)}
                onKeyDown={onKeyDown}
              >
                {tab.label}
                {tab.marker ? <span className="tabs__marker"> ({tab.marker})</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}
      {tabs.map((tab) => (
        <section
          key={tab.key}
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          className="tabs__panel"
          {...(hydrated ? { role: 'tabpanel', hidden: tab.key !== selected } : {})}
        >
          {hydrated ? null : (
            <Heading id={tabId(tab.key)} className="tabs__heading">
              {tab.label}
              {tab.marker ? <span className="tabs__marker"> ({tab.marker})</span> : null}
            </Heading>
          )}
          {tab.panel}
        </section>
      ))}
    </div>
  );
}

// A dropdown menu: a disclosure button with links and buttons; <details> without JS.
import { Link } from '@remix-run/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '~/ui/use-hydrated';

export type DropdownItem = { id: string; label: string } & (
  { to: string; onSelect?: never } | { onSelect: () => void; to?: never }
);

/** What happened to the menu; the state is only whether it is open. */
export type DropdownEvent = 'focus' | 'toggle' | 'escape' | 'outside' | 'select';

export function nextDropdownState(open: boolean, event: DropdownEvent): boolean {
  switch (event) {
    case 'focus':
      return true;
    case 'toggle':
      return !open;
    case 'escape':
    case 'outside':
    case 'select':
      return false;
  }
}

export function Dropdown({ label, items }: { label: string; items: readonly DropdownItem[] }) {
  const hydrated = useHydrated();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A mouse press focuses the button before its click: the click decides, not the focus.
  const pressing = useRef(false);
  // Focus the menu gives back to its button must not open it again.
  const returningFocus = useRef(false);
  const send = useCallback(
    (event: DropdownEvent) => setOpen((current) => nextDropdownState(current, event)),
    [],
  );
  const focusToggle = useCallback(() => {
    returningFocus.current = true;
    toggle.current?.focus();
    returningFocus.current = false;
  }, []);

  useEffect(() => {
    if (!open) return;
    const menu = root.current;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu?.contains(event.target)) send('outside');
    };
    // Tabbing away from the menu is leaving it as well; a click elsewhere is handled above.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !menu?.contains(event.target)) send('outside');
    };
    // Escape works wherever focus is inside the menu, and focus goes back to the button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      send('escape');
      focusToggle();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    menu?.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      menu?.removeEventListener('keydown', onKeyDown);
    };
  }, [open, send, focusToggle]);

  const select = (item: DropdownItem) => {
    send('select');
    if (item.onSelect) {
      // The chosen button disappears with the panel: focus goes back where the user started.
      focusToggle();
      item.onSelect();
    }
  };

  if (!hydrated) {
    // Buttons need JavaScript to act; without it only the links are offered.
    return (
      <details className="dropdown">
        <summary className="dropdown__toggle">{label}</summary>
        <ul className="dropdown__panel" id={panelId}>
          {items
            .filter((item) => item.to !== undefined)
            .map((item) => (
              <li key={item.id}>
                <a href={item.to} className="dropdown__item">
                  {item.label}
                </a>
              </li>
            ))}
        </ul>
      </details>
    );
  }

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={() => {
          pressing.current = true;
        }}
        onFocus={() => {
          if (!pressing.current && !returningFocus.current) send('focus');
        }}
        // A press dragged off the button gives no click: the next focus must open again.
        onBlur={() => {
          pressing.current = false;
        }}
        onClick={() => {
          pressing.current = false;
          send('toggle');
        }}
      >
        {label}
      </button>
      <ul className="dropdown__panel" id={panelId} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            {item.to !== undefined ? (
              <Link to={item.to} className="dropdown__item" onClick={() => select(item)}>
                {item.label}
              </Link>
            ) : (
              <button type="button" className="dropdown__item" onClick={() => select(item)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

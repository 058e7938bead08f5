// A modal dialog on a plain element: focus trap, Escape/backdrop close, focus returned.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/ui/use-hydrated';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The controls Tab can reach inside the dialog, in document order; hidden ones do not count. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

export function Modal({
  open,
  onClose,
  title,
  description,
  initialFocus,
  closeLabel,
  children,
}: {
  open: boolean;
  /** Escape, a backdrop click and the close button all call this; the caller decides what closing means. */
  onClose: () => void;
  title: string;
  /** A short text that screen readers read with the title when the dialog opens. */
  description?: string;
  /** The control that gets focus on opening; the first focusable control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const descriptionId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // The latest handler, so the listeners below need not be re-added on every render.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    // Still the opener: the dialog is rendered but nothing inside it has taken focus yet.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = dialog.current;
    if (container) (initialFocus?.current ?? focusableIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // A press that starts inside the dialog and ends on the backdrop (selecting text) is no close.
    let pressedOnBackdrop = false;
    const onMouseDown = (event: MouseEvent) => {
      pressedOnBackdrop = event.target === backdrop.current;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === backdrop.current) close.current();
    };
    const shade = backdrop.current;
    document.addEventListener('keydown', onKeyDown);
    shade?.addEventListener('mousedown', onMouseDown);
    shade?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      shade?.removeEventListener('mousedown', onMouseDown);
      shade?.removeEventListener('click', onClick);
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves once per opening; a new initialFocus ref while open must not move it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Dialogs only open through JavaScript, so the server never renders one.
  if (!open || !hydrated) return null;
  return createPortal(
    <div className="modal-backdrop" ref={backdrop}>
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel ?? t('widgets.modal.close')}</span>
          </button>
        </div>
        {description ? <p id={descriptionId}>{description}</p> : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}

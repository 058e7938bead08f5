// A form's submit button that cannot send twice: while the submission is in flight it says so
// (busy label, announced politely), is marked aria-disabled and ignores further clicks. It stays
// focusable: a disabled button would drop the keyboard user's focus.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormPending } from './form-pending';

export function SubmitButton({
  children,
  busyLabel,
  pending,
  action,
  className = 'button',
  name,
  value,
}: {
  children: ReactNode;
  /** Shown and announced while the form is sent; 'Bezig met versturen…' by default. */
  busyLabel?: string;
  /** The form's own pending state (`useSingleSubmit`); else the router's submission to `action`. */
  pending?: boolean;
  /** The form's action, when it is not the current route's. */
  action?: string;
  className?: string;
  /** An intent: sent with the form when this button submits it. */
  name?: string;
  value?: string;
}) {
  const { t } = useTranslation();
  const routerPending = useFormPending(action, name && value ? { [name]: value } : undefined);
  const busy = pending ?? routerPending;
  const busyText = busyLabel ?? t('form.submitting');
  return (
    <>
      <button
        type="submit"
        className={className}
        name={name}
        value={value}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-busy={busy || undefined}
        onClick={(event) => {
          // A click (or Enter in a field, which clicks this button) while busy sends nothing.
          if (busy) event.preventDefault();
        }}
      >
        {busy ? busyText : children}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? busyText : ''}
      </span>
    </>
  );
}

// Whether a form's submission is on its way, and a guard that keeps a form from being sent again
// while it is. Without JavaScript the browser sends what it sends: the server protects itself
// (an idempotency key, for a form that creates something).
import { useFormAction, useLocation, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

function pathOf(action: string): string {
  const { pathname } = new URL(action, 'http://portal.invalid');
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/**
 * True while the router submits to `action` (the current route's action when left out) or loads
 * the page that submission leads to. `fields` and `carrying` tell apart several forms sending to
 * one action: only a submission carrying these values, and a field of this name, counts.
 */
export function useFormPending(
  action?: string,
  fields?: Readonly<Record<string, string>>,
  carrying?: string,
): boolean {
  const navigation = useNavigation();
  const target = useFormAction(action);
  if (navigation.state === 'idle' || !navigation.formAction) return false;
  if (pathOf(navigation.formAction) !== pathOf(target)) return false;
  const sent = navigation.formData;
  if (carrying !== undefined && !sent?.has(carrying)) return false;
  return Object.entries(fields ?? {}).every(([name, value]) => sent?.get(name) === value);
}

/**
 * A form that is sent once: `guard` wraps the form's onSubmit and stops a submission while the
 * previous one is in flight; `pending` is true from the moment one leaves until the page it leads
 * to is shown (the same page again after a refusal: the form can then be sent again).
 */
export function useSingleSubmit(action?: string, fields?: Readonly<Record<string, string>>) {
  const navigationPending = useFormPending(action, fields);
  const { key } = useLocation();
  // A ref as well as state: a second click can arrive before React renders the first one's state.
  const inFlight = useRef(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    // Every finished navigation, a refused submission included, lands on a new location.
    inFlight.current = false;
    setSent(false);
  }, [key]);

  const guard = useCallback(
    <Event extends FormEvent<HTMLFormElement>>(handler?: (event: Event) => void) =>
      (event: Event) => {
        if (inFlight.current) {
          event.preventDefault();
          return;
        }
        handler?.(event);
        // A handler that stopped the submission (the form's own checks failed) sent nothing.
        if (event.defaultPrevented) return;
        inFlight.current = true;
        setSent(true);
      },
    [],
  );

  return { pending: sent || navigationPending, guard };
}

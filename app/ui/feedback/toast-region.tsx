// Toasts: short confirmations in a status region that vanish after 5 seconds.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/ui/use-hydrated';
import { toastLifetimeMs, type Toast } from './feedback';
import { useFeedback } from './feedback-context';

export function ToastRegion({ serverToast }: { serverToast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { state, dispatch } = useFeedback();

  useEffect(() => {
    if (serverToast) dispatch({ type: 'showToast', toast: serverToast });
  }, [serverToast, dispatch]);

  // Before hydration the server's toast is rendered directly, so it shows without JavaScript too.
  const toasts = hydrated ? state.toasts : serverToast ? [serverToast] : [];

  return (
    <div
      className="toast-region"
      role="status"
      aria-live="polite"
      aria-label={t('feedback.toasts')}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { dispatch } = useFeedback();
  const onDismiss = () => dispatch({ type: 'dismissToast', id: toast.id });
  useEffect(() => {
    const timer = window.setTimeout(
      () => dispatch({ type: 'dismissToast', id: toast.id }),
      toastLifetimeMs,
    );
    return () => window.clearTimeout(timer);
  }, [toast.id, dispatch]);
  return (
    <div className={`toast toast--${toast.kind}`}>
      <div>
        {toast.title ? <p className="toast__title">{toast.title}</p> : null}
        <p className="toast__description">{toast.description}</p>
      </div>
      {hydrated ? (
        <button type="button" className="toast__close" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('feedback.close')}</span>
        </button>
      ) : null}
    </div>
  );
}

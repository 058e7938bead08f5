// A button that copies a value (a national number, a BIS number) to the clipboard and announces
// it in a live region. Without JavaScript there is no button: the value stays plain, selectable
// text next to it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from './use-hydrated';

/** How long 'Gekopieerd' stays; the live region has announced it by then. */
const announcementMs = 4000;

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), announcementMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="copy-button no-print">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={label}
        onClick={() => void copy()}
      >
        {t('copy.button')}
      </button>
      <span className="copy-button__status" role="status">
        {state === 'copied' ? t('copy.done') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}

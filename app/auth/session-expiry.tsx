// Session expiry in the browser: a timer from the backend's expiry shows a panel that
// cannot be closed; user activity extends the session through /sss/api/refresh, at most once a minute.
import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointHref, signInHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;
export const refreshThrottleMs = 60_000;

export function SessionExpiry({
  remainingMs,
  locale,
}: {
  remainingMs: number | null;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [expired, setExpired] = useState(false);
  const lastRefresh = useRef(Date.now());
  const button = useRef<HTMLAnchorElement>(null);

  // Every page load brings the server's latest remaining time; the countdown runs on this clock.
  useEffect(
    () => setDeadline(remainingMs === null ? null : Date.now() + remainingMs),
    [remainingMs],
  );

  useEffect(() => {
    if (deadline === null || expired) return;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, deadline - Date.now()));
    return () => window.clearTimeout(timer);
  }, [deadline, expired]);

  useEffect(() => {
    if (expired) return;
    let inFlight = false;
    const onActivity = () => {
      if (inFlight || Date.now() - lastRefresh.current < refreshThrottleMs) return;
      inFlight = true;
      lastRefresh.current = Date.now();
      fetch(endpointHref('sessionRefresh'), {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      })
        .then(async (response) => {
          if (response.status === 401) return setExpired(true);
          if (!response.ok) return;
          const body = (await response.json()) as { remainingMs?: number | null };
          if (typeof body.remainingMs === 'number') setDeadline(Date.now() + body.remainingMs);
        })
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    };
    for (const event of activityEvents)
      window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of activityEvents) window.removeEventListener(event, onActivity);
    };
  }, [expired]);

  useEffect(() => {
    if (expired) button.current?.focus();
  }, [expired]);

  if (!expired) return null;
  const signIn = signInHref(`${pathname}${search}`);
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="session-expired-title"
        aria-describedby="session-expired-text"
        lang={locale}
      >
        <h2 id="session-expired-title">{t('sessionExpired.title')}</h2>
        <p id="session-expired-text">{t('sessionExpired.text')}</p>
        <a ref={button} className="button" href={signIn}>
          {t('sessionExpired.button')}
        </a>
      </div>
    </div>
  );
}

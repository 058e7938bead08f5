// An alert box in the Flemish style; the close button appears only where JavaScript can act on it.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/ui/use-hydrated';
import type { FeedbackKind } from './feedback';

export function Alert({
  kind,
  title,
  children,
  onClose,
  scrollIntoView = false,
}: {
  kind: FeedbackKind;
  title?: string;
  children: ReactNode;
  onClose?: () => void;
  scrollIntoView?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [scrollIntoView]);
  return (
    <div ref={ref} className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <div className="alert__body">
        <p className="alert__title">
          <span className="visually-hidden">{t(`feedback.kinds.${kind}`)}: </span>
          {title}
        </p>
        <div className="alert__content">{children}</div>
      </div>
      {onClose && hydrated ? (
        <button type="button" className="alert__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('feedback.closeAlert')}</span>
        </button>
      ) : null}
    </div>
  );
}

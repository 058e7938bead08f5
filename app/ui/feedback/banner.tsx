// A banner that confirms what was just done (the GOV.UK success notification banner): it stays on
// the page and takes focus when the page opens, so keyboard and screen-reader users start there.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from './feedback';

export function ConfirmationBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [banner]);
  return (
    <div
      ref={ref}
      className={`alert alert--${banner.kind} banner`}
      role={banner.kind === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      aria-labelledby="confirmation-banner-title"
    >
      <div className="alert__body">
        <h2 id="confirmation-banner-title" className="alert__title">
          <span className="visually-hidden">{t(`feedback.kinds.${banner.kind}`)}: </span>
          {banner.title}
        </h2>
        <div className="alert__content">
          <p>{banner.description}</p>
        </div>
      </div>
    </div>
  );
}

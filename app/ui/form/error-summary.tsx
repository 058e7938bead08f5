// The error summary at the top of a form (GOV.UK pattern): after a failed submission it takes focus,
// lists every error with a link to its field, and the page title gets an error prefix.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { useIssueText } from './field-error';

export interface SummaryEntry {
  /** Id of the control the link moves focus to. */
  targetId: string;
  errors: ValidationIssue[] | undefined;
}

/**
 * `attempt` changes with every submission (a counter in the browser, the server's result after a
 * post): only then does the summary appear and take focus, not while the user moves between fields.
 */
export function ErrorSummary({ entries, attempt }: { entries: SummaryEntry[]; attempt: unknown }) {
  const { t } = useTranslation();
  const text = useIssueText();
  const summary = useRef<HTMLDivElement>(null);
  const shown = entries.flatMap(({ targetId, errors }) => {
    const [first] = errors ?? [];
    return first ? [{ targetId, first }] : [];
  });
  const visible = Boolean(attempt) && shown.length > 0;

  useEffect(() => {
    if (!visible) return;
    summary.current?.focus();
    const prefix = t('form.titlePrefix');
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    // Only a new attempt moves focus again; corrections while typing do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (!visible) return null;
  return (
    <div
      className="error-summary"
      ref={summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {t('form.errorSummaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {shown.map(({ targetId, first }) => (
          <li key={targetId}>
            <a href={`#${targetId}`}>{text(first)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

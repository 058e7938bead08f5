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
  /** The field's name in the form: the message names the field (field-names.tsx). */
  field?: string;
}

/** What the summary reads of a form field (conform's field metadata has both). */
export interface SummaryField {
  id: string;
  errors?: ValidationIssue[] | undefined;
}

export interface SummaryFields<Name extends string> {
  /** The form's fields (conform's fieldset). */
  fields: { readonly [Key in Name]: SummaryField };
  /** The names of the fields in the order the form shows them. */
  order: readonly Name[];
  /**
   * The control a link moves focus to, for a field whose first control has another id than the
   * field (a radio group's first option, a date's day: `FieldGroup.optionId`,
   * `DatePartsField.targetId`).
   */
  targets?: Partial<Record<Name, string>>;
  /** Errors that do not come from the form's fields (a check only the server makes), each list
   * shown before the named field. */
  before?: Partial<Record<Name, readonly SummaryEntry[]>>;
  /** The same, after the last field. */
  after?: readonly SummaryEntry[];
}

/** The summary's entries from the form's fields, in their order, with the extra entries in place. */
export function summaryEntries<Name extends string>({
  fields,
  order,
  targets = {},
  before = {},
  after = [],
}: SummaryFields<Name>): SummaryEntry[] {
  return [
    ...order.flatMap((name) => {
      const field = fields[name];
      const extra: readonly SummaryEntry[] = before[name] ?? [];
      return [...extra, { targetId: targets[name] ?? field.id, errors: field.errors, field: name }];
    }),
    ...after,
  ];
}

type ErrorSummaryProps<Name extends string> = {
  /**
   * Changes with every submission (a counter in the browser, the server's result after a post):
   * only then does the summary appear and take focus, not while the user moves between fields.
   */
  attempt: unknown;
} & ({ entries: readonly SummaryEntry[] } | SummaryFields<Name>);

export function ErrorSummary<Name extends string>(props: ErrorSummaryProps<Name>) {
  const { attempt } = props;
  const { t } = useTranslation();
  const text = useIssueText();
  const summary = useRef<HTMLDivElement>(null);
  const entries = 'entries' in props ? props.entries : summaryEntries(props);
  const shown = entries.flatMap(({ targetId, errors, field }) => {
    const [first] = errors ?? [];
    return first ? [{ targetId, first, field }] : [];
  });
  const visible = Boolean(attempt) && shown.length > 0;

  // The attempt the summary last took focus for. Only a new attempt moves focus again;
  // corrections while typing do not. A new attempt's errors may come a render after it (the
  // server's answer to a search sent before its rules were loaded): focus moves when they do.
  const focusedFor = useRef<unknown>(undefined);
  useEffect(() => {
    if (!visible || focusedFor.current === attempt) return;
    focusedFor.current = attempt;
    summary.current?.focus();
    const prefix = t('form.titlePrefix');
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, visible]);

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
        {shown.map(({ targetId, first, field }) => (
          <li key={targetId}>
            <a href={`#${targetId}`}>{text(first, field)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

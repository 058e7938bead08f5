// A date as three inputs (day, month, year), each with its required marker; a pasted date of
// 8 digits (or DD.MM.YYYY) is split over the three. Works as three plain inputs without JavaScript.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { FieldError } from './field-error';
import { RequiredMarker } from './text-field';

type Parts = { day?: string; month?: string; year?: string };

/** The parts of a pasted date, or null when the text is not a whole date. */
export function splitPastedDate(text: string): Required<Parts> | null {
  const match = /^\s*(\d{2})[.\-/]?(\d{2})[.\-/]?(\d{4})\s*$/.exec(text);
  return match?.[1] && match[2] && match[3]
    ? { day: match[1], month: match[2], year: match[3] }
    : null;
}

export function DatePartsField({
  meta,
  legend,
  hint,
  required = false,
}: {
  meta: FieldMetadata<Parts, Record<string, unknown>, ValidationIssue[]>;
  legend: string;
  hint?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const parts = meta.getFieldset();
  const inputs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  const describedBy = [hint ? meta.descriptionId : null, meta.errors ? meta.errorId : null]
    .filter(Boolean)
    .join(' ');

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = splitPastedDate(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    for (const part of ['day', 'month', 'year'] as const) {
      const input = inputs[part].current;
      if (!input) continue;
      input.value = pasted[part];
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    inputs.year.current?.focus();
  };

  const part = (name: 'day' | 'month' | 'year', width: 'short' | 'long') => {
    const field = parts[name];
    const props = getInputProps(field, { type: 'text' });
    return (
      <div className={`date-parts__item date-parts__item--${width}`}>
        <label htmlFor={field.id}>
          {t(`form.date.${name}`)}
          {required ? <RequiredMarker /> : null}
        </label>
        <input
          {...props}
          key={props.key}
          ref={inputs[name]}
          inputMode="numeric"
          autoComplete="off"
          maxLength={width === 'long' ? 4 : 2}
          required={required}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={describedBy || undefined}
          onPaste={onPaste}
        />
      </div>
    );
  };

  return (
    <div className={meta.errors ? 'form-field form-field--error' : 'form-field'}>
      <fieldset className="date-parts" id={meta.id} aria-describedby={describedBy || undefined}>
        <legend>
          {legend}
          {required ? <RequiredMarker /> : null}
        </legend>
        {hint ? (
          <p id={meta.descriptionId} className="form-hint">
            {hint}
          </p>
        ) : null}
        <FieldError id={meta.errorId} errors={meta.errors} />
        <div className="date-parts__inputs">
          {part('day', 'short')}
          {part('month', 'short')}
          {part('year', 'long')}
        </div>
      </fieldset>
    </div>
  );
}

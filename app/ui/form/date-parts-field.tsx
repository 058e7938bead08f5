// A date as three inputs (day, month, year), each with its required marker; a pasted date of
// 8 digits (or DD.MM.YYYY) is split over the three. Works as three plain inputs without JavaScript.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, FieldGroup } from './field-group';
import { RequiredMarker } from './required-marker';

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
  const describedBy = describedByIds(meta, Boolean(hint));

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
          aria-describedby={describedBy}
          onPaste={onPaste}
        />
      </div>
    );
  };

  return (
    <FieldGroup meta={meta} legend={legend} hint={hint} required={required} className="date-parts">
      <div className="date-parts__inputs">
        {part('day', 'short')}
        {part('month', 'short')}
        {part('year', 'long')}
      </div>
    </FieldGroup>
  );
}

/** The control an error summary's link points at: the day, the group's first input. */
DatePartsField.targetId = (meta: { getFieldset: () => { day: { id: string } } }): string =>
  meta.getFieldset().day.id;

// The month/year picker: two selects, 2019 to now, no future month, no JS needed.
import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formattingLocale, isLocale } from '~/i18n/locale';
import type { ValidationIssue } from '~/lib/validation/issue';
import { monthPickerYears, selectableMonths } from '~/lib/validation/month-picker';
import { describedByIds, FieldGroup } from '~/ui/form/field-group';
import { useHydrated } from '~/ui/use-hydrated';

const allMonths = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The months to offer once a year is known in the browser: up to the current month in the current
 * year. Without a (valid) year every month is offered and the rules report what is wrong.
 */
export function offeredMonths(year: number | null, today: Date = new Date()): number[] {
  if (year === null) return allMonths;
  const months = selectableMonths(year, today);
  return months.length > 0 ? months : allMonths;
}

/** The years newest first: the recent ones are the ones people pick. */
export function offeredYears(today: Date = new Date()): number[] {
  return monthPickerYears(today).reverse();
}

/** The name of a month (1-12) in the interface language, e.g. 'maart' or 'March'. */
export function monthName(month: number, language: string): string {
  const locale = formattingLocale(isLocale(language) ? language : 'nl');
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
}

function yearOf(value: unknown): number | null {
  return typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : null;
}

type MonthYearMeta = FieldMetadata<
  { month?: number | null; year?: number | null },
  Record<string, unknown>,
  ValidationIssue[]
>;

export function MonthYearPicker({
  meta,
  legend,
  hint,
  monthLabel,
  yearLabel,
  required = false,
  today,
}: {
  meta: MonthYearMeta;
  legend: string;
  hint?: string;
  /** The labels of the two selects; 'Maand' and 'Jaar' unless the screen needs more precise ones. */
  monthLabel?: string;
  yearLabel?: string;
  required?: boolean;
  today?: Date;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const parts = meta.getFieldset();
  const yearSelect = useRef<HTMLSelectElement>(null);
  // Kept here rather than read from conform's form value: a render of the form that skips this
  // field would drop its subscription to that value, and the months would stop following the year.
  const [year, setYear] = useState(() => yearOf(parts.year.initialValue));
  // Conform gives the select a new key when it resets it (a server reply, a form reset).
  const yearKey = parts.year.key;
  useEffect(() => {
    if (yearSelect.current) setYear(yearOf(yearSelect.current.value));
  }, [yearKey]);
  const now = today ?? new Date();
  // Without JavaScript the month list cannot follow the chosen year, so it offers all twelve.
  const months = hydrated ? offeredMonths(year, now) : allMonths;
  const describedBy = describedByIds(meta, Boolean(hint));

  const select = (
    part: 'month' | 'year',
    label: string,
    placeholder: string,
    options: { value: number; label: string }[],
  ) => {
    const field = parts[part];
    const { key, ...props } = getSelectProps(field);
    return (
      <div className="field-group__item">
        <label htmlFor={field.id}>{label}</label>
        <select
          {...props}
          key={key}
          ref={part === 'year' ? yearSelect : undefined}
          onChange={
            part === 'year' ? (event) => setYear(yearOf(event.currentTarget.value)) : undefined
          }
          required={required}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <FieldGroup meta={meta} legend={legend} hint={hint} required={required} className="field-group">
      <div className="field-group__inputs">
        {select(
          'month',
          monthLabel ?? t('form.date.month'),
          t('widgets.monthYear.chooseMonth'),
          months.map((month) => ({ value: month, label: monthName(month, i18n.language) })),
        )}
        {select(
          'year',
          yearLabel ?? t('form.date.year'),
          t('widgets.monthYear.chooseYear'),
          offeredYears(now).map((year) => ({ value: year, label: String(year) })),
        )}
      </div>
    </FieldGroup>
  );
}

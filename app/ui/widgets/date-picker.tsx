// Date picker: a text input in d.m.Y (placeholder dd.mm.jjjj) that anyone can
// type in, plus, with JavaScript, a calendar dialog (the ARIA date picker dialog pattern) that
// respects min/max, jumps by month and by year (buttons and lists), and opens on the typed date or
// else on today. A picked date that carries a time gets minute 59 by default.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formattingLocale, type Locale } from '~/i18n/locale';
import { pickedValue, parseDisplayDateTime } from '~/lib/validation/date-time';
import {
  calendarDateInBelgium,
  parseDisplayDate,
  toCalendarDate,
  type CalendarDate,
  type DateInput,
} from '~/lib/validation/dates';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { useHydrated } from '~/ui/use-hydrated';
import {
  addMonths,
  clampDate,
  isSelectable,
  jumpTo,
  monthWeeks,
  moveFocus,
  openingDay,
  sameDay,
  selectableYears,
  type Bounds,
} from './calendar';

/** 1 January 2024 was a Monday: the week's day names are read from the week that follows. */
const aMonday = Date.UTC(2024, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

function asUtc({ year, month, day }: CalendarDate): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function calendarTexts(locale: Locale) {
  const tag = formattingLocale(locale);
  const weekday = (style: 'short' | 'long') =>
    Array.from({ length: 7 }, (_, index) =>
      new Intl.DateTimeFormat(tag, { weekday: style, timeZone: 'UTC' }).format(
        new Date(aMonday + index * dayMs),
      ),
    );
  const monthTitle = new Intl.DateTimeFormat(tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const fullDate = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  return {
    monthNames: Array.from({ length: 12 }, (_, index) =>
      monthName.format(new Date(Date.UTC(2024, index, 1))),
    ),
    weekdaysShort: weekday('short'),
    weekdaysLong: weekday('long'),
    monthTitle: (date: CalendarDate) => monthTitle.format(asUtc(date)),
    dayLabel: (date: CalendarDate) => fullDate.format(asUtc(date)),
  };
}

/** The day the input's text stands for, with or without a time; null when it is not a date. */
function dateOfValue(value: string): CalendarDate | null {
  return parseDisplayDate(value) ?? parseDisplayDateTime(value);
}

export function DatePickerField({
  meta,
  label,
  hint,
  required = false,
  min,
  max,
  notInFuture = false,
  withTime = false,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  label: string;
  hint?: string;
  required?: boolean;
  /** Earliest day the calendar offers (the schema's own min must say the same). */
  min?: DateInput;
  max?: DateInput;
  /** Today is the latest day offered. */
  notInFuture?: boolean;
  /** The value carries a time: DD.MM.YYYY HH:mm, 23:59 when a day is picked. */
  withTime?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const inputProps = getInputProps(meta, { type: 'text' });
  const hintText = hint ?? t(withTime ? 'widgets.datePicker.hintTime' : 'widgets.datePicker.hint');
  const placeholder = t(
    withTime ? 'widgets.datePicker.placeholderTime' : 'widgets.datePicker.placeholder',
  );

  const choose = (date: CalendarDate) => {
    const field = input.current;
    if (field) {
      field.value = pickedValue(date, field.value, withTime);
      // conform follows the form's input events: tell it the value changed.
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <LabelledField meta={meta} label={label} hint={hintText} required={required}>
      <div className="date-picker">
        <input
          {...inputProps}
          key={inputProps.key}
          ref={input}
          aria-describedby={describedByIds(meta, true)}
          required={required}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className={withTime ? 'input--date-time' : 'input--date'}
        />
        {hydrated ? (
          <button
            ref={opener}
            type="button"
            className="date-picker__open"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
              />
            </svg>
            <span className="visually-hidden">{t('widgets.datePicker.open', { label })}</span>
          </button>
        ) : null}
        {open ? (
          <CalendarDialog
            locale={i18n.language === 'en' ? 'en' : 'nl'}
            initial={dateOfValue(input.current?.value ?? '')}
            bounds={{
              min: min === undefined ? null : toCalendarDate(min),
              max: notInFuture
                ? calendarDateInBelgium(new Date())
                : max === undefined
                  ? null
                  : toCalendarDate(max),
            }}
            onChoose={choose}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) opener.current?.focus();
            }}
          />
        ) : null}
      </div>
    </LabelledField>
  );
}

function CalendarDialog({
  locale,
  initial,
  bounds,
  onChoose,
  onClose,
}: {
  locale: Locale;
  initial: CalendarDate | null;
  bounds: Bounds;
  onChoose: (date: CalendarDate) => void;
  /** `returnFocus`: the dialog was left by Escape or its close button, not by clicking elsewhere. */
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [today] = useState(() => calendarDateInBelgium(new Date()));
  const [focused, setFocused] = useState(() => openingDay(initial, today, bounds));
  const texts = calendarTexts(locale);
  const close = useRef(onClose);
  close.current = onClose;
  const previousMonth = addMonths({ ...focused, day: 1 }, -1);
  const nextMonth = addMonths({ ...focused, day: 1 }, 1);
  const lastOfPrevious = addMonths({ ...focused, day: 31 }, -1);
  const canGoBack = isSelectable(lastOfPrevious, { min: bounds.min });
  const canGoForward = isSelectable(nextMonth, { max: bounds.max });
  const previousYear = addMonths({ ...focused, day: 1 }, -12);
  const nextYear = addMonths({ ...focused, day: 1 }, 12);
  const canGoBackYear = isSelectable(addMonths(lastOfPrevious, -11), { min: bounds.min });
  const canGoForwardYear = isSelectable(addMonths(nextMonth, 11), { max: bounds.max });
  const years = selectableYears(today, bounds);

  // The focused day takes focus whenever it changes (also on opening), except after a jump from
  // the month or year list: focus stays in the list, where arrow keys keep changing it.
  const focusDay = useRef(true);
  useEffect(() => {
    if (focusDay.current) {
      dialog.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    }
    focusDay.current = true;
  }, [focused]);
  const jump = (target: { year?: number; month?: number }) => {
    focusDay.current = false;
    setFocused(jumpTo(focused, target, bounds));
  };

  // A click outside closes the calendar without taking focus back to the button.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const container = dialog.current?.parentElement;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        close.current(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = moveFocus(focused, event.key, event.shiftKey, bounds);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
  };

  // Escape closes; focus stays in the dialog: Tab cycles through its enabled buttons.
  useEffect(() => {
    const container = dialog.current;
    if (!container) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = Array.from(
        container.querySelectorAll<HTMLButtonElement>(
          '.date-picker__nav button:not([disabled]), .date-picker__jump select, button[tabindex="0"], .date-picker__close',
        ),
      );
      const index = stops.indexOf(document.activeElement as HTMLButtonElement);
      const next = stops[(index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      ref={dialog}
      className="date-picker__dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <div className="date-picker__nav">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!canGoBackYear}
          onClick={() => setFocused(clampDate(addMonths(focused, -12), bounds))}
        >
          <span aria-hidden="true">«</span>
          <span className="visually-hidden">
            {t('widgets.datePicker.previousYear', { month: texts.monthTitle(previousYear) })}
          </span>
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!canGoBack}
          onClick={() => setFocused(clampDate(addMonths(focused, -1), bounds))}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">
            {t('widgets.datePicker.previousMonth', { month: texts.monthTitle(previousMonth) })}
          </span>
        </button>
        <h2 id={titleId} className="date-picker__title" aria-live="polite">
          {texts.monthTitle(focused)}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!canGoForward}
          onClick={() => setFocused(clampDate(addMonths(focused, 1), bounds))}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">
            {t('widgets.datePicker.nextMonth', { month: texts.monthTitle(nextMonth) })}
          </span>
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!canGoForwardYear}
          onClick={() => setFocused(clampDate(addMonths(focused, 12), bounds))}
        >
          <span aria-hidden="true">»</span>
          <span className="visually-hidden">
            {t('widgets.datePicker.nextYear', { month: texts.monthTitle(nextYear) })}
          </span>
        </button>
      </div>
      <div className="date-picker__jump">
        <label htmlFor={`${titleId}-month`} className="visually-hidden">
          {t('widgets.datePicker.month')}
        </label>
        <select
          id={`${titleId}-month`}
          value={focused.month}
          onChange={(event) => jump({ month: Number(event.target.value) })}
        >
          {texts.monthNames.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${titleId}-year`} className="visually-hidden">
          {t('widgets.datePicker.year')}
        </label>
        <select
          id={`${titleId}-year`}
          value={focused.year}
          onChange={(event) => jump({ year: Number(event.target.value) })}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <table className="date-picker__grid">
        <thead>
          <tr>
            {texts.weekdaysShort.map((short, index) => (
              <th key={short} scope="col" abbr={texts.weekdaysLong[index]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)?.day}>
              {week.map((day, index) =>
                day ? (
                  <td key={day.day}>
                    <button
                      type="button"
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-label={texts.dayLabel(day)}
                      aria-pressed={sameDay(day, initial)}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      disabled={!isSelectable(day, bounds)}
                      onKeyDown={onDayKeyDown}
                      onClick={() => onChoose(day)}
                    >
                      {day.day}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="date-picker__keys form-hint">{t('widgets.datePicker.keys')}</p>
      <button
        type="button"
        className="button button--link date-picker__close"
        onClick={() => onClose(true)}
      >
        {t('widgets.datePicker.close')}
      </button>
    </div>
  );
}

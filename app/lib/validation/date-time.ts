// The date picker's values: DD.MM.YYYY, or DD.MM.YYYY HH:mm when it carries a time; a
// time the user did not choose defaults to the last minute of its hour (minute 59).
import { type DateRules, parseDisplayDate, toDisplayDate, validateDate } from './dates';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';

/** The minute a picked date gets when it carries a time and none was chosen. */
export const DATE_PICKER_DEFAULT_MINUTE = 59;
/** The hour a picked date gets when it carries a time and none was chosen: the end of the day. */
export const DATE_PICKER_DEFAULT_HOUR = 23;

export interface DatePickerRules extends Pick<DateRules, 'min' | 'max' | 'notInFuture' | 'today'> {
  /** The value carries a time: DD.MM.YYYY HH:mm. */
  withTime?: boolean;
  /** An empty value passes only when this is false. */
  required?: boolean;
}

export interface DateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const dateTimePattern = /^(?<date>\d{2}\.\d{2}\.\d{4}) (?<hour>\d{2}):(?<minute>\d{2})$/;

/** Strict DD.MM.YYYY HH:mm on the 24-hour clock. */
export function parseDisplayDateTime(value: string): DateTime | null {
  const match = dateTimePattern.exec(value.trim());
  if (!match?.groups) return null;
  const date = parseDisplayDate(match.groups.date ?? '');
  const hour = Number(match.groups.hour);
  const minute = Number(match.groups.minute);
  if (!date || hour > 23 || minute > 59) return null;
  return { ...date, hour, minute };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function toDisplayDateTime(value: DateTime): string {
  return `${toDisplayDate(value)} ${pad(value.hour)}:${pad(value.minute)}`;
}

/**
 * The value a date picker shows once a day is picked: just the date, or the date with the time
 * already typed, or else the default time (23:59).
 */
export function pickedValue(
  picked: { year: number; month: number; day: number },
  current: string,
  withTime: boolean,
): string {
  if (!withTime) return toDisplayDate(picked);
  const time = /(\d{2}):(\d{2})\s*$/.exec(current.trim());
  const hour = time ? Number(time[1]) : DATE_PICKER_DEFAULT_HOUR;
  const minute = time ? Number(time[2]) : DATE_PICKER_DEFAULT_MINUTE;
  const valid = hour <= 23 && minute <= 59;
  return toDisplayDateTime({
    ...picked,
    hour: valid ? hour : DATE_PICKER_DEFAULT_HOUR,
    minute: valid ? minute : DATE_PICKER_DEFAULT_MINUTE,
  });
}

export function validateDatePicker(
  value: string,
  rules: DatePickerRules = {},
): ValidationIssue | null {
  if (isBlank(value)) return rules.required === false ? null : issue('required');
  const { withTime = false, required: _required, ...dateRules } = rules;
  if (!withTime) return validateDate(value, dateRules);
  const dateTime = parseDisplayDateTime(value);
  if (!dateTime) return issue('date.invalidDateTime');
  return validateDate(toDisplayDate(dateTime), dateRules);
}

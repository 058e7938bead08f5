// The date picker's calendar: the weeks of a month (Monday first), keyboard moves and min/max.
import { type CalendarDate, compareDates, daysInMonth } from '~/lib/validation/dates';

export interface CalendarMonth {
  year: number;
  month: number;
}

/** A day cell; `null` pads the first and last week. */
export type CalendarWeek = (CalendarDate | null)[];

/** Day of the week with Monday 0 … Sunday 6, as Belgian calendars start the week. */
export function weekdayIndex({ year, month, day }: CalendarDate): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

export function monthWeeks({ year, month }: CalendarMonth): CalendarWeek[] {
  const lead = weekdayIndex({ year, month, day: 1 });
  const cells: (CalendarDate | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, index) => ({
      year,
      month,
      day: index + 1,
    })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The same day some months later, kept inside the shorter month (31 January + 1 → 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export interface Bounds {
  min?: CalendarDate | null;
  max?: CalendarDate | null;
}

export function isSelectable(date: CalendarDate, { min, max }: Bounds): boolean {
  return !(min && compareDates(date, min) < 0) && !(max && compareDates(date, max) > 0);
}

export function clampDate(date: CalendarDate, { min, max }: Bounds): CalendarDate {
  if (min && compareDates(date, min) < 0) return min;
  if (max && compareDates(date, max) > 0) return max;
  return date;
}

/**
 * Where a key moves the focused day (the ARIA date picker dialog pattern): arrows by a day or a
 * week, Home/End to the week's start/end, PageUp/PageDown by a month, with Shift by a year.
 * `null` for a key that does not move; the result stays inside min/max.
 */
export function moveFocus(
  focused: CalendarDate,
  key: string,
  shiftKey: boolean,
  bounds: Bounds,
): CalendarDate | null {
  const moves: Record<string, () => CalendarDate> = {
    ArrowLeft: () => addDays(focused, -1),
    ArrowRight: () => addDays(focused, 1),
    ArrowUp: () => addDays(focused, -7),
    ArrowDown: () => addDays(focused, 7),
    Home: () => addDays(focused, -weekdayIndex(focused)),
    End: () => addDays(focused, 6 - weekdayIndex(focused)),
    PageUp: () => addMonths(focused, shiftKey ? -12 : -1),
    PageDown: () => addMonths(focused, shiftKey ? 12 : 1),
  };
  const move = moves[key];
  return move ? clampDate(move(), bounds) : null;
}

export function sameDay(a: CalendarDate | null | undefined, b: CalendarDate | null | undefined) {
  return Boolean(a && b && compareDates(a, b) === 0);
}

/**
 * The day a calendar opens on: the field's date, or today when the field is empty or holds the
 * earliest day allowed (a default meaning 'from the start', not a day anyone picked: opening
 * there would show January 1901). Kept inside min/max.
 */
export function openingDay(
  selected: CalendarDate | null,
  today: CalendarDate,
  bounds: Bounds,
): CalendarDate {
  const start = selected && !sameDay(selected, bounds.min) ? selected : today;
  return clampDate(start, bounds);
}

/** The years a calendar's year list offers: from min's (or 100 years back) to max's (or 10 on). */
export function selectableYears(today: CalendarDate, { min, max }: Bounds): number[] {
  const first = min?.year ?? today.year - 100;
  const last = max?.year ?? today.year + 10;
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** The same day in another month or year (a jump from the month or year list), inside bounds. */
export function jumpTo(
  focused: CalendarDate,
  target: { year?: number; month?: number },
  bounds: Bounds,
): CalendarDate {
  const year = target.year ?? focused.year;
  const month = target.month ?? focused.month;
  return clampDate({ year, month, day: Math.min(focused.day, daysInMonth(year, month)) }, bounds);
}

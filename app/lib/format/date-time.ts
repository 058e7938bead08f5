// Dates as the portal shows them: DD.MM.YYYY and DD.MM.YYYY HH:mm, in Belgian time.
const belgianTime = new Intl.DateTimeFormat('nl-BE', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const found = Object.fromEntries(
    belgianTime.formatToParts(value).map((part) => [part.type, part.value]),
  );
  return {
    day: found.day ?? '',
    month: found.month ?? '',
    year: found.year ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
  };
}

function toDate(value: Date | string | number): Date | null {
  // A bare calendar date (YYYY-MM-DD) is a day, not an instant: read it as noon in Brussels
  // so that it never shifts to the day before or after.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** DD.MM.YYYY, or '' for a missing or invalid value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  // A bare calendar date is its own day in every time zone: its digits, reordered, without
  // asking Intl (a record page shows dozens of them); one that does not exist (31 April) is
  // invalid, not the day it would roll over to.
  const bare = typeof value === 'string' ? calendarDate.exec(value) : null;
  if (bare) {
    const [, year = '', month = '', day = ''] = bare;
    const noon = new Date(`${year}-${month}-${day}T12:00:00Z`);
    if (Number.isNaN(noon.getTime()) || noon.getUTCDate() !== Number(day)) return '';
    if (Number(year) >= 1000) return `${day}.${month}.${year}`;
  }
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const { day, month, year } = parts(date);
  return `${day}.${month}.${year}`;
}

/** DD.MM.YYYY HH:mm in Belgian time, or '' for a missing or invalid value. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute } = parts(date);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

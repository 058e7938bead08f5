// A day and a time as a Belgian desk types them, as the moment they name: the offset of Belgian
// time on that day (+01:00 in winter, +02:00 in summer) is written with it, so the backend reads
// the same moment whatever time zone it runs in.
import type { CalendarDate } from '~/lib/validation/dates';

const belgianClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes Belgian time is ahead of UTC at an instant. */
function belgianOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(
    belgianClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/**
 * The moment of a Belgian day and time ('HH:mm:ss', with fractions if any) as ISO 8601 with its
 * offset: 2025-03-01T08:00:00+01:00. A time the clock skips in spring (02:30 on the last Sunday of
 * March) is read with the winter offset, which names the moment an hour later.
 */
export function belgianTimeToIso(date: CalendarDate, time: string): string {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute, Math.floor(second));
  // The offset at the wall time read as UTC is right except within hours of a change; the offset
  // at the moment that first guess names settles it.
  const guess = belgianOffsetMinutes(wallAsUtc);
  const offset = belgianOffsetMinutes(wallAsUtc - guess * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const fraction = time.includes('.') ? `.${time.split('.')[1] ?? ''}` : '';
  const seconds = `${pad(Math.floor(second))}${fraction}`;
  return (
    `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}T${pad(hour)}:${pad(minute)}:${seconds}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows DD.MM.YYYY HH:mm in Belgian winter time', () => {
    expect(formatDateTime('2026-11-22T05:31:00Z')).toBe('22.11.2026 06:31');
  });

  it('shows Belgian summer time', () => {
    expect(formatDateTime('2026-07-01T22:15:00Z')).toBe('02.07.2026 00:15');
  });

  it('uses 24-hour time with leading zeros', () => {
    expect(formatDateTime(new Date('2026-01-05T08:05:00Z'))).toBe('05.01.2026 09:05');
    expect(formatDateTime(Date.UTC(2026, 0, 5, 12, 0))).toBe('05.01.2026 13:00');
  });

  it('answers an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23.11.2026');
  });

  it('keeps a calendar date on its own day', () => {
    expect(formatDate('1901-01-01')).toBe('01.01.1901');
    expect(formatDate('2000-02-29')).toBe('29.02.2000');
  });

  it('answers an empty string for missing or invalid values', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-13-45')).toBe('');
    expect(formatDate('2023-02-29')).toBe('');
    expect(formatDate('2026-04-31')).toBe('');
  });

  it('shows a calendar date as Intl shows its noon in Brussels, over four centuries of days', () => {
    const intl = new Intl.DateTimeFormat('nl-BE', {
      timeZone: 'Europe/Brussels',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    for (let day = Date.UTC(1800, 0, 1); day < Date.UTC(2200, 0, 1); day += 86_400_000 * 7) {
      const noon = new Date(day + 43_200_000);
      expect(formatDate(noon.toISOString().slice(0, 10))).toBe(
        intl.format(noon).replaceAll('/', '.'),
      );
    }
  });
});

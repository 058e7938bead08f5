import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampDate,
  isSelectable,
  jumpTo,
  monthWeeks,
  moveFocus,
  openingDay,
  selectableYears,
  weekdayIndex,
} from './calendar';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe('monthWeeks', () => {
  it('starts weeks on Monday and pads both ends', () => {
    // 1 February 2024 is a Thursday; the 29th (leap year) a Thursday too.
    const weeks = monthWeeks({ year: 2024, month: 2 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.slice(0, 4)).toEqual([null, null, null, day(2024, 2, 1)]);
    expect(weeks[4]).toEqual([
      day(2024, 2, 26),
      day(2024, 2, 27),
      day(2024, 2, 28),
      day(2024, 2, 29),
      null,
      null,
      null,
    ]);
  });

  it('needs six rows for a month that starts on Sunday with 31 days', () => {
    // 1 December 2024 is a Sunday.
    expect(monthWeeks({ year: 2024, month: 12 })).toHaveLength(6);
  });

  it('fits February 2021 (Monday 1st, 28 days) in four rows', () => {
    expect(monthWeeks({ year: 2021, month: 2 })).toHaveLength(4);
  });
});

describe('weekdayIndex', () => {
  it('counts Monday as 0 and Sunday as 6', () => {
    expect(weekdayIndex(day(2026, 11, 23))).toBe(0);
    expect(weekdayIndex(day(2026, 11, 22))).toBe(6);
  });
});

describe('addMonths', () => {
  it('keeps the day inside a shorter month', () => {
    expect(addMonths(day(2024, 1, 31), 1)).toEqual(day(2024, 2, 29));
    expect(addMonths(day(2023, 1, 31), 1)).toEqual(day(2023, 2, 28));
    expect(addMonths(day(2024, 2, 29), 12)).toEqual(day(2025, 2, 28));
    expect(addMonths(day(2024, 1, 15), -1)).toEqual(day(2023, 12, 15));
  });
});

describe('moveFocus', () => {
  const from = day(2026, 11, 18); // a Wednesday
  it.each([
    ['ArrowLeft', false, day(2026, 11, 17)],
    ['ArrowRight', false, day(2026, 11, 19)],
    ['ArrowUp', false, day(2026, 11, 11)],
    ['ArrowDown', false, day(2026, 11, 25)],
    ['Home', false, day(2026, 11, 16)],
    ['End', false, day(2026, 11, 22)],
    ['PageUp', false, day(2026, 10, 18)],
    ['PageDown', false, day(2026, 12, 18)],
    ['PageUp', true, day(2025, 11, 18)],
    ['PageDown', true, day(2027, 11, 18)],
  ] as const)('%s (shift %s) moves to %j', (key, shift, expected) => {
    expect(moveFocus(from, key, shift, {})).toEqual(expected);
  });

  it('crosses month and year ends', () => {
    expect(moveFocus(day(2026, 12, 31), 'ArrowRight', false, {})).toEqual(day(2027, 1, 1));
    expect(moveFocus(day(2026, 3, 1), 'ArrowLeft', false, {})).toEqual(day(2026, 2, 28));
  });

  it('stays within min and max', () => {
    const bounds = { min: day(2026, 11, 10), max: day(2026, 11, 20) };
    expect(moveFocus(from, 'ArrowDown', false, bounds)).toEqual(day(2026, 11, 20));
    expect(moveFocus(from, 'PageUp', false, bounds)).toEqual(day(2026, 11, 10));
  });

  it('ignores other keys', () => {
    expect(moveFocus(from, 'a', false, {})).toBeNull();
  });
});

describe('bounds', () => {
  const bounds = { min: day(2026, 1, 1), max: day(2026, 12, 31) };
  it('allows the bounds themselves', () => {
    expect(isSelectable(day(2026, 1, 1), bounds)).toBe(true);
    expect(isSelectable(day(2026, 12, 31), bounds)).toBe(true);
    expect(isSelectable(day(2025, 12, 31), bounds)).toBe(false);
    expect(isSelectable(day(2027, 1, 1), bounds)).toBe(false);
  });
  it('clamps outside dates to the nearest bound', () => {
    expect(clampDate(day(2020, 5, 5), bounds)).toEqual(day(2026, 1, 1));
    expect(clampDate(day(2030, 5, 5), bounds)).toEqual(day(2026, 12, 31));
    expect(clampDate(day(2026, 5, 5), bounds)).toEqual(day(2026, 5, 5));
  });
});

describe('openingDay', () => {
  const today = day(2026, 11, 23);
  const bounds = { min: day(1901, 1, 1), max: today };

  it('opens on the field’s date', () => {
    expect(openingDay(day(2000, 5, 4), today, bounds)).toEqual(day(2000, 5, 4));
  });

  it('opens on today when the field is empty or holds the earliest day allowed', () => {
    expect(openingDay(null, today, bounds)).toEqual(today);
    expect(openingDay(day(1901, 1, 1), today, bounds)).toEqual(today);
  });

  it('stays inside the bounds', () => {
    expect(openingDay(null, today, { max: day(2020, 1, 1) })).toEqual(day(2020, 1, 1));
  });
});

describe('selectableYears and jumpTo', () => {
  const today = day(2026, 11, 23);

  it('lists the years between the bounds, or a century back and ten years on', () => {
    const years = selectableYears(today, { min: day(1901, 1, 1), max: today });
    expect(years[0]).toBe(1901);
    expect(years.at(-1)).toBe(2026);
    expect(years).toHaveLength(126);
    expect(selectableYears(today, {})).toHaveLength(111);
  });

  it('jumps to a month or a year, keeping the day inside the month and the bounds', () => {
    expect(jumpTo(day(2024, 1, 31), { month: 2 }, {})).toEqual(day(2024, 2, 29));
    expect(jumpTo(day(2024, 3, 15), { year: 1950 }, {})).toEqual(day(1950, 3, 15));
    expect(jumpTo(day(2026, 3, 15), { month: 12 }, { max: today })).toEqual(today);
  });
});

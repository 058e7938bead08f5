import { describe, expect, it } from 'vitest';
import {
  DATE_PICKER_DEFAULT_MINUTE,
  parseDisplayDateTime,
  pickedValue,
  validateDatePicker,
} from './date-time';
import { datePickerSchema } from './schemas';

const today = new Date('2026-11-22T10:00:00Z');

describe('parseDisplayDateTime', () => {
  it.each([
    ['22.11.2026 23:59', { year: 2026, month: 11, day: 22, hour: 23, minute: 59 }],
    ['29.02.2024 00:00', { year: 2024, month: 2, day: 29, hour: 0, minute: 0 }],
    [' 01.01.1901 12:30 ', { year: 1901, month: 1, day: 1, hour: 12, minute: 30 }],
  ])('reads %j', (value, expected) => {
    expect(parseDisplayDateTime(value)).toEqual(expected);
  });

  it.each([
    '22.11.2026',
    '22.11.2026 24:00',
    '22.11.2026 12:60',
    '29.02.2023 10:00',
    '22.11.2026 9:05',
    '2026-11-22 10:00',
  ])('refuses %j', (value) => {
    expect(parseDisplayDateTime(value)).toBeNull();
  });
});

describe('pickedValue', () => {
  const picked = { year: 2026, month: 12, day: 5 };
  it('is just the date without a time', () => {
    expect(pickedValue(picked, '', false)).toBe('05.12.2026');
  });
  it('defaults the time to minute 59 of the last hour', () => {
    expect(DATE_PICKER_DEFAULT_MINUTE).toBe(59);
    expect(pickedValue(picked, '', true)).toBe('05.12.2026 23:59');
  });
  it('keeps a time already typed', () => {
    expect(pickedValue(picked, '01.01.2026 08:15', true)).toBe('05.12.2026 08:15');
    expect(pickedValue(picked, '01.01.2026 28:15', true)).toBe('05.12.2026 23:59');
  });
});

describe('validateDatePicker', () => {
  it('is mandatory unless told otherwise', () => {
    expect(validateDatePicker('')).toEqual({ key: 'required' });
    expect(validateDatePicker('  ', { required: false })).toBeNull();
  });

  it('reads strict DD.MM.YYYY (d.m.Y)', () => {
    expect(validateDatePicker('22.11.2026')).toBeNull();
    expect(validateDatePicker('2.11.2026')).toEqual({ key: 'date.invalid' });
    expect(validateDatePicker('31.04.2026')).toEqual({ key: 'date.invalid' });
  });

  it('keeps min and max, both included', () => {
    const rules = { min: '01.01.2026', max: '31.12.2026' };
    expect(validateDatePicker('01.01.2026', rules)).toBeNull();
    expect(validateDatePicker('31.12.2026', rules)).toBeNull();
    expect(validateDatePicker('31.12.2025', rules)).toEqual({
      key: 'date.notBefore',
      values: { date: '01.01.2026' },
    });
    expect(validateDatePicker('01.01.2027', rules)).toEqual({
      key: 'date.notAfter',
      values: { date: '31.12.2026' },
    });
  });

  it('checks date and time together when it carries a time', () => {
    expect(validateDatePicker('22.11.2026 23:59', { withTime: true })).toBeNull();
    expect(validateDatePicker('22.11.2026', { withTime: true })).toEqual({
      key: 'date.invalidDateTime',
    });
    expect(
      validateDatePicker('23.11.2026 00:00', { withTime: true, notInFuture: true, today }),
    ).toEqual({
      key: 'date.future',
    });
  });

  it('gives zod the same issues', () => {
    const schema = datePickerSchema({ max: '31.12.2026' });
    expect(schema.safeParse('15.06.2026').success).toBe(true);
    const failed = schema.safeParse('15.06.2027');
    expect(failed.success).toBe(false);
    expect(schema.safeParse(undefined).success).toBe(false);
    expect(datePickerSchema({ required: false }).safeParse(undefined)).toEqual({
      success: true,
      data: '',
    });
  });
});

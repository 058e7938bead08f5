import { describe, expect, it } from 'vitest';
import {
  belgianMonth,
  monthAfter,
  parseReportPeriod,
  periodMonths,
  reportPeriodProblem,
  reportPeriodText,
} from './reporting-codes';
import { maskSubject } from './subject-mask';

describe('a report period', () => {
  it('is one month or two joined, read back as written', () => {
    expect(parseReportPeriod('2026-11')).toEqual({ from: '2026-11', to: '2026-11' });
    expect(parseReportPeriod('2026-06_2026-11')).toEqual({ from: '2026-06', to: '2026-11' });
    expect(reportPeriodText({ from: '2026-06', to: '2026-11' })).toBe('2026-06_2026-11');
    expect(reportPeriodText({ from: '2026-11', to: '2026-11' })).toBe('2026-11');
    for (const text of ['2026-13', '2026-1', '2026-06_', '2026-06-2026-11', '2026-00'])
      expect(parseReportPeriod(text), text).toBeNull();
  });

  it('counts its months, across a year', () => {
    expect(periodMonths({ from: '2025-11', to: '2026-02' })).toBe(4);
    expect(periodMonths({ from: '2026-02', to: '2026-01' })).toBe(0);
  });

  it('may not start before January 2019 nor end after the current month', () => {
    expect(reportPeriodProblem({ from: '2018-12', to: '2019-02' }, '2026-11')).toBe(
      'beforeFirstMonth',
    );
    expect(reportPeriodProblem({ from: '2026-10', to: '2026-12' }, '2026-11')).toBe(
      'afterCurrentMonth',
    );
    expect(reportPeriodProblem({ from: '2019-01', to: '2026-11' }, '2026-11')).toBeNull();
  });

  it('knows the month after one and the Belgian month of a moment', () => {
    expect(monthAfter('2026-12')).toBe('2027-01');
    expect(monthAfter('2026-01')).toBe('2026-02');
    // 23:30 UTC on the last day of a month: the next month in winter time (UTC+1) and summer time
    // (UTC+2) alike; 21:30 UTC in summer time is still the same month.
    expect(belgianMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    expect(belgianMonth(new Date('2026-01-31T22:30:00Z'))).toBe('2026-01');
    expect(belgianMonth(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
    expect(belgianMonth(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03');
  });
});

describe('a masked subject', () => {
  it('keeps the last four characters of a national number visible, two of a plate', () => {
    expect(maskSubject('85073003328')).toBe('•••••••3328');
    expect(maskSubject('1ABC123')).toBe('•••••23');
    expect(maskSubject('AB')).toBe('••');
  });
});

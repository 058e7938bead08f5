import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  monthsOf,
  periodProblem,
  selectionOfQuery,
  selectionQuery,
  shiftMonth,
} from './period';
import { reportOfTitle, reportTitle } from './report-titles';

// 28 November 2026, 23:30 UTC: already 29 November in Belgium, still November.
const today = new Date('2026-11-28T23:30:00Z');

describe('a report period', () => {
  it('covers the last three months up to the current Belgian month by default', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2026-09', to: '2026-11' });
    // 31 December 23:30 UTC is already January in Belgium.
    expect(defaultPeriod(new Date('2026-12-31T23:30:00Z'))).toEqual({
      from: '2026-11',
      to: '2027-01',
    });
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-02', 3)).toBe('2025-11');
    expect(shiftMonth('2025-11', -3)).toBe('2026-02');
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('reads the URL: months, one month, organisation and threshold', () => {
    expect(selectionOfQuery(new URLSearchParams('van=2026-01&tot=2026-03'), today)).toEqual({
      selection: { period: { from: '2026-01', to: '2026-03' }, organisation: null, threshold: 10 },
    });
    expect(
      selectionOfQuery(new URLSearchParams('van=2026-05&organisatie=OVO100001&drempel=4'), today),
    ).toEqual({
      selection: {
        period: { from: '2026-05', to: '2026-05' },
        organisation: 'OVO100001',
        threshold: 4,
      },
    });
    // A threshold out of range or not a number is the default; an organisation code with other
    // characters is none (the backend decides the scope).
    expect(selectionOfQuery(new URLSearchParams('drempel=1&organisatie=<b>'), today)).toEqual({
      selection: { period: defaultPeriod(today), organisation: null, threshold: 10 },
    });
  });

  it('names what is wrong with a period', () => {
    const problem = (query: string) => selectionOfQuery(new URLSearchParams(query), today);
    expect(problem('van=2026-13')).toEqual({ problem: 'invalid' });
    expect(problem('van=26-01')).toEqual({ problem: 'invalid' });
    expect(problem('van=2026-05&tot=2026-04')).toEqual({ problem: 'endBeforeStart' });
    expect(problem('van=2023-01&tot=2026-01')).toEqual({ problem: 'tooLong' });
    expect(problem('van=2026-11&tot=2026-12')).toEqual({ problem: 'future' });
    expect(problem('van=2018-12&tot=2019-02')).toEqual({ problem: 'tooEarly' });
    expect(periodProblem({ from: '2023-12', to: '2026-11' }, today)).toBeNull();
  });

  it('writes the URL back, leaving out the defaults', () => {
    expect(
      selectionQuery({
        period: { from: '2026-01', to: '2026-03' },
        organisation: null,
        threshold: 10,
      }).toString(),
    ).toBe('van=2026-01&tot=2026-03');
    expect(
      selectionQuery({
        period: { from: '2026-01', to: '2026-01' },
        organisation: 'OVO100002',
        threshold: 3,
      }).toString(),
    ).toBe('van=2026-01&tot=2026-01&organisatie=OVO100002&drempel=3');
  });
});

describe('a report title in a path', () => {
  it('is the Dutch id or its English title, either opening the report', () => {
    expect(reportTitle('bulkopdrachten', 'en')).toBe('bulk-jobs');
    expect(reportTitle('bulkopdrachten', 'nl')).toBe('bulkopdrachten');
    expect(reportOfTitle('bulk-jobs')).toBe('bulkopdrachten');
    expect(reportOfTitle('Source-Availability')).toBe('bronbeschikbaarheid');
    expect(reportOfTitle('ongebruikelijk-gebruik')).toBe('ongebruikelijk-gebruik');
    expect(reportOfTitle('selectie')).toBeNull();
    expect(reportOfTitle(undefined)).toBeNull();
  });
});

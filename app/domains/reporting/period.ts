// A report's period and scope as the report screen's URL carries them: `van` and `tot` as
// 'YYYY-MM' months, `organisatie` as one organisation's code (absent: the whole scope), `drempel`
// for the unusual-use report. Without a period a report covers the last three months up to the
// current one, in Belgian time.
import {
  firstReportYear,
  maximumReportMonths,
  periodMonths,
  unusualUseRules,
  type ReportPeriod,
} from '@contracts/reporting-codes';
import { calendarDateInBelgium } from '~/lib/validation/dates';

/** The query names of a report's screen (and of its downloads). */
export const reportQueryNames = {
  from: 'van',
  to: 'tot',
  organisation: 'organisatie',
  threshold: 'drempel',
} as const;

/** How many months a report covers when its link names no period. */
export const defaultReportMonths = 3;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The month `count` months before (negative: after) the one given, as 'YYYY-MM'. */
export function shiftMonth(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function currentMonth(today: Date = new Date()): string {
  const { year, month } = calendarDateInBelgium(today);
  return `${year}-${pad(month)}`;
}

export function defaultPeriod(today: Date = new Date()): ReportPeriod {
  const to = currentMonth(today);
  return { from: shiftMonth(to, defaultReportMonths - 1), to };
}

export interface ReportSelection {
  period: ReportPeriod;
  organisation: string | null;
  threshold: number;
}

export type PeriodProblem = 'invalid' | 'endBeforeStart' | 'tooLong' | 'future' | 'tooEarly';

/**
 * The selection a report's URL names, or what is wrong with its period: a month that is not
 * 'YYYY-MM', an end before the start, more than the longest period, a month after the current
 * one or before the first year. A missing period is the default one.
 */
export function selectionOfQuery(
  query: URLSearchParams,
  today: Date = new Date(),
): { selection: ReportSelection } | { problem: PeriodProblem } {
  const fallback = defaultPeriod(today);
  const from = query.get(reportQueryNames.from) ?? fallback.from;
  const to =
    query.get(reportQueryNames.to) ?? (query.has(reportQueryNames.from) ? from : fallback.to);
  if (!monthPattern.test(from) || !monthPattern.test(to)) return { problem: 'invalid' };
  const period = { from, to };
  const problem = periodProblem(period, today);
  if (problem) return { problem };
  const organisation = query.get(reportQueryNames.organisation);
  const threshold = Number(
    query.get(reportQueryNames.threshold) ?? unusualUseRules.defaultThreshold,
  );
  return {
    selection: {
      period,
      organisation: organisation && /^[A-Za-z0-9]{1,20}$/.test(organisation) ? organisation : null,
      threshold:
        Number.isInteger(threshold) &&
        threshold >= unusualUseRules.minimumThreshold &&
        threshold <= unusualUseRules.maximumThreshold
          ? threshold
          : unusualUseRules.defaultThreshold,
    },
  };
}

/** What is wrong with a period of valid months, or null. */
export function periodProblem(
  period: ReportPeriod,
  today: Date = new Date(),
): PeriodProblem | null {
  const months = periodMonths(period);
  if (months < 1) return 'endBeforeStart';
  if (months > maximumReportMonths) return 'tooLong';
  if (period.to > currentMonth(today)) return 'future';
  if (Number(period.from.slice(0, 4)) < firstReportYear) return 'tooEarly';
  return null;
}

/** The query of a report's URL for a selection (the default threshold and whole scope left out). */
export function selectionQuery(selection: ReportSelection): URLSearchParams {
  const query = new URLSearchParams({
    [reportQueryNames.from]: selection.period.from,
    [reportQueryNames.to]: selection.period.to,
  });
  if (selection.organisation) query.set(reportQueryNames.organisation, selection.organisation);
  if (selection.threshold !== unusualUseRules.defaultThreshold) {
    query.set(reportQueryNames.threshold, String(selection.threshold));
  }
  return query;
}

/** Every month of a period, oldest first. */
export function monthsOf(period: ReportPeriod): string[] {
  return Array.from({ length: Math.max(0, periodMonths(period)) }, (_, index) =>
    shiftMonth(period.to, periodMonths(period) - 1 - index),
  );
}

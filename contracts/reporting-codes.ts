// The usage reports, without the calls' schemas (contracts/reporting.ts): the screens list them,
// build their paths and label their figures with these.

/** The reports, by the id the backend's path names them with. */
export const reportIds = [
  'raadplegingen-per-domein',
  'raadplegingen-per-gebruiker',
  'ongebruikelijk-gebruik',
  'bulkopdrachten',
  'documentendienst',
  'bronbeschikbaarheid',
] as const;
export type ReportId = (typeof reportIds)[number];

export function isReportId(value: string): value is ReportId {
  return (reportIds as readonly string[]).includes(value);
}

/** The first month a report covers (the month pickers start there too). */
export const firstReportYear = 2019;
/** The longest period one report covers, in months. */
export const maximumReportMonths = 36;

/** A period: one month ('2026-11') or two joined by an underscore ('2026-06_2026-11'). */
export const reportPeriodPattern = /^(\d{4})-(0[1-9]|1[0-2])(?:_(\d{4})-(0[1-9]|1[0-2]))?$/;

export interface ReportPeriod {
  /** 'YYYY-MM', the first month. */
  from: string;
  /** 'YYYY-MM', the last month (the same as `from` for one month). */
  to: string;
}

/** The period's path part: one month once, two months joined. */
export function reportPeriodText({ from, to }: ReportPeriod): string {
  return from === to ? from : `${from}_${to}`;
}

/** The period a path part names, or null when it is not one (the order is not checked here). */
export function parseReportPeriod(text: string): ReportPeriod | null {
  const match = reportPeriodPattern.exec(text);
  if (!match) return null;
  const from = `${match[1]}-${match[2]}`;
  return { from, to: match[3] ? `${match[3]}-${match[4]}` : from };
}

/** How many months a period spans (1 for one month; 0 or less when its end lies before it). */
export function periodMonths({ from, to }: ReportPeriod): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from) + 1;
}

/** The month after one: '2026-12' → '2027-01'. */
export function monthAfter(month: string): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  const year = Math.floor(index / 12);
  const rest = index % 12;
  return `${year}-${String(rest + 1).padStart(2, '0')}`;
}

/** The month ('YYYY-MM') a moment lies in, in Belgian time. */
export function belgianMonth(moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * What is wrong with a period a report is asked for, or null: its first month may not lie before
 * the first report year's January, its last not after the current month (`currentMonth`).
 */
export function reportPeriodProblem(
  { from, to }: ReportPeriod,
  currentMonth: string,
): 'beforeFirstMonth' | 'afterCurrentMonth' | null {
  if (from < `${firstReportYear}-01`) return 'beforeFirstMonth';
  if (to > currentMonth) return 'afterCurrentMonth';
  return null;
}

/** The kinds of unusual use the report finds. */
export const unusualUseKinds = ['buitenKantooruren', 'herhaaldOnderwerp', 'piek'] as const;
export type UnusualUseKind = (typeof unusualUseKinds)[number];

/**
 * The rules of unusual use. Office hours: 07:00 to 19:00 Belgian time on working days (Monday to
 * Friday); a consultation outside them is unusual. A subject consulted by one user more often
 * than the threshold in the period is unusual (the threshold is the report's `drempel`). A burst:
 * at least `burstCount` consultations by one user within `burstMinutes` minutes.
 */
export const unusualUseRules = {
  officeHoursFrom: 7,
  officeHoursTo: 19,
  defaultThreshold: 10,
  minimumThreshold: 2,
  maximumThreshold: 1000,
  burstCount: 20,
  burstMinutes: 5,
} as const;

/** How the answers of a source end: answered, answered too late for the portal, or failed. */
export const sourceAnswerStatuses = ['OK', 'TIMEOUT', 'ERROR'] as const;
export type SourceAnswerStatus = (typeof sourceAnswerStatuses)[number];

/**
 * The time a synchronous source answer is allowed, in milliseconds: an answer that took this long
 * or longer reached the portal too late and counts as TIMEOUT in the source availability report.
 */
export const sourceAnswerTimeoutMs = 10_000;

/**
 * The outcome the legal log records for a source that could not answer: such an answer counts as
 * ERROR in the source availability report.
 */
export const sourceFailedOutcome = 'bron kon niet antwoorden';

/** The most users the report per user lists (the rest is summed as one line). */
export const reportUserLimit = 50;
/** The most findings the unusual-use report lists per kind. */
export const reportFindingLimit = 200;

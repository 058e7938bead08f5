// The counts the reports take from the legal log, per organisation: consultations per month and
// permission, per month, user and role, and the source answers per Belgian day and source. A month
// the chain has passed (its last entry lies after the month) can no longer change, since the chain
// takes no entry before its end: such a month is counted once, when a report first needs it, into
// the rollup tables (migration 025), and marked rolled. A report reads the rolled months from the
// rollups and the months after them (the current one) from the log itself, with the same
// statements, so both parts count alike.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  monthAfter,
  sourceAnswerTimeoutMs,
  sourceFailedOutcome,
  type ReportPeriod,
} from '@contracts/reporting-codes';
import type { Database } from '../db/schema';

type Executor = Kysely<Database>;

/** The zone the reports' months, weeks and days are in. */
export const reportTimeZone = 'Europe/Brussels';

/** The zone as a literal in the statement: grouped and selected expressions match as written. */
export const zone = sql.lit(reportTimeZone);

/** The first moment of a month ('YYYY-MM'): local midnight of its first day in Belgium. */
export function monthStart(month: string): RawBuilder<Date> {
  return sql<Date>`(${`${month}-01`}::timestamp at time zone ${zone})`;
}

/** The months of a period, in order. */
export function monthsOf({ from, to }: ReportPeriod): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = monthAfter(month)) months.push(month);
  return months;
}

/** Whole months: from the first (included) to the month after the last. */
interface MonthRange {
  from: string;
  /** The month after the last one. */
  until: string;
}

function inRange(range: MonthRange, organisations: readonly string[] | null) {
  return (db: Executor) => {
    let query = db
      .selectFrom('legal_log')
      .where('legal_log.logged_at', '>=', monthStart(range.from))
      .where('legal_log.logged_at', '<', monthStart(range.until));
    if (organisations) query = query.where('legal_log.organisation_code', 'in', [...organisations]);
    return query;
  };
}

/** The consultations per organisation, month and permission. */
function permissionCounts(
  db: Executor,
  range: MonthRange,
  organisations: readonly string[] | null,
) {
  // Grouped by the month's first moment (cheaper than its text for every entry), named outside.
  return db
    .selectFrom(
      inRange(
        range,
        organisations,
      )(db)
        .select([
          'legal_log.organisation_code as organisation_code',
          sql<Date>`date_trunc('month', legal_log.logged_at, ${zone})`.as('start'),
          'legal_log.permission as permission',
          sql<number>`count(*)::int`.as('count'),
        ])
        .groupBy(['legal_log.organisation_code', 'start', 'legal_log.permission'])
        .as('grouped'),
    )
    .select([
      'grouped.organisation_code',
      sql<string>`to_char(grouped.start at time zone ${zone}, 'YYYY-MM')`.as('month'),
      'grouped.permission',
      'grouped.count',
    ]);
}

/** The consultations per organisation, month, user and role, with the user's name as logged. */
function userCounts(db: Executor, range: MonthRange, organisations: readonly string[] | null) {
  return db
    .selectFrom(
      inRange(
        range,
        organisations,
      )(db)
        .select([
          'legal_log.organisation_code as organisation_code',
          sql<Date>`date_trunc('month', legal_log.logged_at, ${zone})`.as('start'),
          'legal_log.user_subject as user_subject',
          'legal_log.role as role',
          sql<string>`max(legal_log.user_name)`.as('user_name'),
          sql<number>`count(*)::int`.as('count'),
        ])
        .groupBy([
          'legal_log.organisation_code',
          'start',
          'legal_log.user_subject',
          'legal_log.role',
        ])
        .as('grouped'),
    )
    .select([
      'grouped.organisation_code',
      sql<string>`to_char(grouped.start at time zone ${zone}, 'YYYY-MM')`.as('month'),
      'grouped.user_subject',
      'grouped.role',
      'grouped.user_name',
      'grouped.count',
    ]);
}

/**
 * The source answers (the consultations the backend answered itself, registered by Magda) per
 * organisation, Belgian day and source: ERROR when the source could not answer, TIMEOUT when it
 * took the allowed time or longer, OK otherwise; and the measured times, ascending.
 */
function sourceCounts(db: Executor, range: MonthRange, organisations: readonly string[] | null) {
  const failed = sql<boolean>`legal_log.outcome = ${sourceFailedOutcome}`;
  const late = sql<boolean>`legal_log.source_ms >= ${sql.lit(sourceAnswerTimeoutMs)}`;
  return inRange(
    range,
    organisations,
  )(db)
    .where('legal_log.registered_by', '=', 'Magda')
    .select([
      'legal_log.organisation_code as organisation_code',
      sql<string>`(legal_log.logged_at at time zone ${zone})::date`.as('day'),
      'legal_log.source as source',
      sql<number>`(count(*) filter (where not (${failed}) and (legal_log.source_ms is null or not (${late}))))::int`.as(
        'ok',
      ),
      sql<number>`(count(*) filter (where not (${failed}) and ${late}))::int`.as('timeout'),
      sql<number>`(count(*) filter (where ${failed}))::int`.as('error'),
      sql<number[]>`coalesce(array_agg(legal_log.source_ms order by legal_log.source_ms)
        filter (where legal_log.source_ms is not null), '{}')`.as('source_ms'),
    ])
    .groupBy(['legal_log.organisation_code', 'day', 'legal_log.source']);
}

/** Counts a closed month into the rollups, once: false when it already was. */
async function rollUpMonth(db: Executor, month: string, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The marker first: a second report rolling the same month waits here for the first, then
    // finds it done.
    const marked = await trx
      .insertInto('report_rollup_months')
      .values({ month, rolled_at: at })
      .onConflict((conflict) => conflict.column('month').doNothing())
      .returning('month')
      .executeTakeFirst();
    if (!marked) return false;
    const range = { from: month, until: monthAfter(month) };
    await trx
      .insertInto('report_month_permissions')
      .columns(['organisation_code', 'month', 'permission', 'count'])
      .expression(permissionCounts(trx, range, null))
      .execute();
    await trx
      .insertInto('report_month_users')
      .columns(['organisation_code', 'month', 'user_subject', 'role', 'user_name', 'count'])
      .expression(userCounts(trx, range, null))
      .execute();
    await trx
      .insertInto('report_day_sources')
      .columns(['organisation_code', 'day', 'source', 'ok', 'timeout', 'error', 'source_ms'])
      .expression(sourceCounts(trx, range, null))
      .execute();
    return true;
  });
}

/**
 * Rolls up the period's closed months that are not yet, and tells from which month on the period
 * is read from the log itself (null: none of it).
 */
export async function rollUpClosedMonths(
  db: Executor,
  period: ReportPeriod,
  at: Date,
): Promise<string | null> {
  const months = monthsOf(period);
  const { rows } = await sql<{ month: string; rolled: boolean; closed: boolean }>`
    select candidate.month,
      exists (select 1 from report_rollup_months where report_rollup_months.month = candidate.month)
        as rolled,
      coalesce((candidate.next || '-01')::timestamp at time zone ${zone}
        <= (select logged_at from legal_log order by id desc limit 1), false) as closed
    from (values ${sql.join(months.map((month) => sql`(${month}, ${monthAfter(month)})`))})
      as candidate (month, next)`.execute(db);
  const state = new Map(rows.map((row) => [row.month, row]));
  for (const month of months) {
    const row = state.get(month);
    if (row?.closed && !row.rolled) await rollUpMonth(db, month, at);
  }
  // The months before the first one not rolled come from the rollups; a month rolled after one
  // that is not (which closing in order never leaves) is read from the log like those around it.
  return months.find((month) => !state.get(month)?.closed) ?? null;
}

/** A period's counts: the rolled months from the rollups, the others from the log. */
async function periodCounts<Row>(
  db: Executor,
  scope: { organisations: readonly string[]; period: ReportPeriod },
  at: Date,
  fromRollups: (rolled: MonthRange) => Promise<Row[]>,
  fromLog: (live: MonthRange) => Promise<Row[]>,
): Promise<Row[]> {
  const liveFrom = await rollUpClosedMonths(db, scope.period, at);
  const until = monthAfter(scope.period.to);
  const [rolled, live] = await Promise.all([
    liveFrom === scope.period.from
      ? []
      : fromRollups({ from: scope.period.from, until: liveFrom ?? until }),
    liveFrom === null ? [] : fromLog({ from: liveFrom, until }),
  ]);
  return [...rolled, ...live];
}

/** The scope's consultations per month and permission, over the organisations. */
export function permissionsPerMonth(
  db: Executor,
  scope: { organisations: readonly string[]; period: ReportPeriod },
  at: Date,
): Promise<{ month: string; permission: string; count: number }[]> {
  return periodCounts(
    db,
    scope,
    at,
    (rolled) =>
      db
        .selectFrom('report_month_permissions')
        .where('organisation_code', 'in', [...scope.organisations])
        .where('month', '>=', rolled.from)
        .where('month', '<', rolled.until)
        .select(['month', 'permission', sql<number>`sum(count)::int`.as('count')])
        .groupBy(['month', 'permission'])
        .execute(),
    (live) => permissionCounts(db, live, scope.organisations).execute(),
  );
}

/** The scope's consultations per organisation, user and role (a line per month). */
export function usersPerMonth(
  db: Executor,
  scope: { organisations: readonly string[]; period: ReportPeriod },
  at: Date,
): Promise<
  {
    organisation_code: string;
    user_subject: string;
    role: string;
    user_name: string;
    count: number;
  }[]
> {
  return periodCounts(
    db,
    scope,
    at,
    (rolled) =>
      db
        .selectFrom('report_month_users')
        .where('organisation_code', 'in', [...scope.organisations])
        .where('month', '>=', rolled.from)
        .where('month', '<', rolled.until)
        .select([
          'organisation_code',
          'user_subject',
          'role',
          sql<string>`max(user_name)`.as('user_name'),
          sql<number>`sum(count)::int`.as('count'),
        ])
        .groupBy(['organisation_code', 'user_subject', 'role'])
        .execute(),
    (live) => userCounts(db, live, scope.organisations).execute(),
  );
}

/** The scope's source answers per organisation, day and source, the times ascending. */
export function sourcesPerDay(
  db: Executor,
  scope: { organisations: readonly string[]; period: ReportPeriod },
  at: Date,
): Promise<
  {
    day: string;
    source: string;
    ok: number;
    timeout: number;
    error: number;
    source_ms: number[];
  }[]
> {
  return periodCounts(
    db,
    scope,
    at,
    (rolled) =>
      db
        .selectFrom('report_day_sources')
        .where('organisation_code', 'in', [...scope.organisations])
        .where('day', '>=', `${rolled.from}-01`)
        .where('day', '<', `${rolled.until}-01`)
        .select([sql<string>`day::text`.as('day'), 'source', 'ok', 'timeout', 'error', 'source_ms'])
        .execute(),
    (live) =>
      db
        .selectFrom(sourceCounts(db, live, scope.organisations).as('counted'))
        .select([
          sql<string>`counted.day::text`.as('day'),
          'counted.source',
          'counted.ok',
          'counted.timeout',
          'counted.error',
          'counted.source_ms',
        ])
        .execute(),
  );
}

// The usage reports, each an aggregate over the organisations in scope and the period's whole
// months in Belgian time: a month starts at local midnight of its first day in Europe/Brussels,
// and months, weeks and days are grouped in that zone. The reports that count the legal log per
// month, user or source read the months the chain has passed from their rollups (rollup.ts);
// the unusual use is looked for in the log itself, through its index by organisation and time
// and the partial and ordered indexes of migration 024.
import { sql, type Kysely } from 'kysely';
import { domainOfPermissionFamily } from '@contracts/domains';
import type { Domain } from '@contracts/permissions';
import {
  monthAfter,
  reportFindingLimit,
  reportUserLimit,
  unusualUseRules,
  type ReportPeriod,
} from '@contracts/reporting-codes';
import { maskSubject } from '@contracts/subject-mask';
import type { Database } from '../db/schema';
import { mergeBurstWindows } from './bursts';
import { monthStart, permissionsPerMonth, sourcesPerDay, usersPerMonth, zone } from './rollup';

type Executor = Kysely<Database>;

/** What a report covers: the organisations' codes and the period. */
export interface ReportScope {
  organisations: readonly string[];
  period: ReportPeriod;
}

/** The moments the period runs from (included) and to (excluded). */
export function periodBounds(period: ReportPeriod) {
  return { start: monthStart(period.from), end: monthStart(monthAfter(period.to)) };
}

/** The legal log's entries of the scope and period. */
function entriesInScope(db: Executor, scope: ReportScope) {
  const { start, end } = periodBounds(scope.period);
  return db
    .selectFrom('legal_log')
    .where('legal_log.organisation_code', 'in', [...scope.organisations])
    .where('legal_log.logged_at', '>=', start)
    .where('legal_log.logged_at', '<', end);
}

/** A moment as the Belgian wall clock shows it (a timestamp without zone). */
const local = (column: string) => sql`(${sql.ref(column)} at time zone ${zone})`;

export interface DomainRow {
  maand: string;
  domein: Domain;
  aantal: number;
}

/**
 * Every consultation per month and domain (its permission's family's). A permission of no known
 * family, which no call writes, has no domain to be counted under and is left out.
 */
export async function consultationsPerDomain(
  db: Executor,
  scope: ReportScope,
  at: Date,
): Promise<DomainRow[]> {
  // Per month and permission (a few of each), named by domain here.
  const rows = await permissionsPerMonth(db, scope, at);
  const counts = new Map<string, DomainRow>();
  for (const row of rows) {
    const domain = domainOfPermissionFamily(row.permission.split('.')[0] ?? '');
    if (!domain) continue;
    const key = `${row.month} ${domain}`;
    const known = counts.get(key);
    if (known) known.aantal += row.count;
    else counts.set(key, { maand: row.month, domein: domain, aantal: row.count });
  }
  return [...counts.values()].sort((a, b) =>
    a.maand === b.maand ? a.domein.localeCompare(b.domein) : a.maand < b.maand ? -1 : 1,
  );
}

export interface UserRow {
  gebruiker: { id: string; naam: string };
  profiel: { uri: string; naam: string };
  organisatie: string;
  aantal: number;
}

/** The role's key in its URI, `urn:backoffice:rol:<key>:<organisation>`; the URI when not one. */
export function roleKeyOf(uri: string): string {
  const match = /^urn:backoffice:rol:([^:]+):/.exec(uri);
  return match?.[1] ?? uri;
}

/**
 * The consultations per user, profile and organisation, most first (then by user and profile), at
 * most `reportUserLimit` lines; the others summed, and everyone's total.
 */
export async function consultationsPerUser(db: Executor, scope: ReportScope, at: Date) {
  const lines = new Map<
    string,
    { user: string; name: string; role: string; organisation: string; count: number }
  >();
  for (const row of await usersPerMonth(db, scope, at)) {
    const key = `${row.user_subject}\n${row.role}\n${row.organisation_code}`;
    const known = lines.get(key);
    if (known) {
      known.count += row.count;
      if (row.user_name > known.name) known.name = row.user_name;
    } else {
      lines.set(key, {
        user: row.user_subject,
        name: row.user_name,
        role: row.role,
        organisation: row.organisation_code,
        count: row.count,
      });
    }
  }
  const before = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);
  const rows = [...lines.values()].sort(
    (a, b) =>
      b.count - a.count ||
      before(a.user, b.user) ||
      before(a.role, b.role) ||
      before(a.organisation, b.organisation),
  );
  const roleNames = new Map(
    (await db.selectFrom('roles').select(['key', 'name']).execute()).map((role) => [
      role.key,
      role.name,
    ]),
  );
  const listed = rows.slice(0, reportUserLimit);
  const rest = rows.slice(reportUserLimit);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    rijen: listed.map((row): UserRow => ({
      gebruiker: { id: row.user, naam: row.name },
      profiel: { uri: row.role, naam: roleNames.get(roleKeyOf(row.role)) ?? roleKeyOf(row.role) },
      organisatie: row.organisation,
      aantal: row.count,
    })),
    overige: { lijnen: rest.length, aantal: rest.reduce((sum, row) => sum + row.count, 0) },
    totaal: total,
  };
}

export interface Finding {
  soort: 'buitenKantooruren' | 'herhaaldOnderwerp' | 'piek';
  gebruiker: { id: string; naam: string };
  organisatie: string;
  van: string;
  tot: string;
  aantal: number;
  onderwerp: { type: string; gemaskeerd: string } | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The unusual use in the scope and period, each kind at most `reportFindingLimit` findings (then
 * `afgekapt`): per user and Belgian day the consultations outside office hours (before 07:00, from
 * 19:00, or on a Saturday or Sunday); per user the subjects consulted more often than the
 * threshold; and the bursts, at least `burstCount` consultations by one user within
 * `burstMinutes` minutes, overlapping windows being one burst.
 */
export async function unusualUse(
  db: Executor,
  scope: ReportScope,
  threshold: number,
): Promise<{ bevindingen: Finding[]; afgekapt: boolean }> {
  const rules = unusualUseRules;
  const limit = reportFindingLimit;
  const at = local('legal_log.logged_at');

  // The three parts are independent: asked side by side (a server's pool answers them at once).
  const outsideQuery = entriesInScope(db, scope)
    .select([
      'legal_log.user_subject as user',
      sql<string>`max(legal_log.user_name)`.as('name'),
      'legal_log.organisation_code as organisation',
      sql<string>`(${at})::date::text`.as('day'),
      sql<Date>`min(legal_log.logged_at)`.as('from'),
      sql<Date>`max(legal_log.logged_at)`.as('to'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where(
      // As literals, the same expressions as the partial index of the entries outside office
      // hours (migration 024), so that only those are read.
      sql<boolean>`(extract(hour from ${at}) < ${sql.lit(rules.officeHoursFrom)}
        or extract(hour from ${at}) >= ${sql.lit(rules.officeHoursTo)}
        or extract(isodow from ${at}) >= 6)`,
    )
    .groupBy(['legal_log.user_subject', 'legal_log.organisation_code', 'day'])
    // The busiest days first: a night of consultations before an evening's late one.
    .orderBy('count', 'desc')
    .orderBy('from')
    .orderBy('legal_log.user_subject')
    .limit(limit + 1)
    .execute();

  const repeatedQuery = entriesInScope(db, scope)
    .select([
      'legal_log.user_subject as user',
      sql<string>`max(legal_log.user_name)`.as('name'),
      'legal_log.organisation_code as organisation',
      'legal_log.subject_kind as kind',
      'legal_log.subject as subject',
      sql<Date>`min(legal_log.logged_at)`.as('from'),
      sql<Date>`max(legal_log.logged_at)`.as('to'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .groupBy([
      'legal_log.user_subject',
      'legal_log.organisation_code',
      'legal_log.subject_kind',
      'legal_log.subject',
    ])
    .having(sql<number>`count(*)`, '>', threshold)
    .orderBy('count', 'desc')
    .orderBy('from')
    .orderBy('legal_log.user_subject')
    .limit(limit + 1)
    .execute();

  // A burst spans less than `burstMinutes`, so it lies in at most two consecutive buckets of that
  // length, one of which holds at least half of it: first the busy buckets (a few), then only the
  // consultations of those buckets and their neighbours are read and ordered, not every
  // consultation of the period.
  const { start, end } = periodBounds(scope.period);
  const bucket = sql.lit(`${rules.burstMinutes} minutes`);
  const busyQuery = sql<{ user: string; organisation: string; bucket: Date }>`
    select user_subject as user, organisation_code as organisation,
      date_bin(${bucket}::interval, logged_at, 'epoch') as bucket
    from legal_log
    where organisation_code in (${sql.join([...scope.organisations])})
      and logged_at >= ${start} and logged_at < ${end}
    group by organisation_code, user_subject, 3
    having count(*) >= ${sql.lit(Math.ceil(rules.burstCount / 2))}`.execute(db);
  const [outside, repeated, { rows: busy }] = await Promise.all([
    outsideQuery,
    repeatedQuery,
    busyQuery,
  ]);
  const bucketMs = rules.burstMinutes * 60_000;
  const near = busy.map(
    (row) =>
      sql`(${row.user}, ${row.organisation},
        ${new Date(new Date(row.bucket).getTime() - bucketMs)}::timestamptz,
        ${new Date(new Date(row.bucket).getTime() + 2 * bucketMs)}::timestamptz)`,
  );
  const { rows: windows } =
    near.length === 0
      ? { rows: [] }
      : await sql<{
          user: string;
          name: string;
          organisation: string;
          at: Date;
          position: string;
          window_end: Date;
        }>`
    with near as (
      select distinct legal_log.id, legal_log.user_subject, legal_log.user_name,
        legal_log.organisation_code, legal_log.logged_at
      from (values ${sql.join(near)}) as busy (user_subject, organisation_code, from_at, to_at)
      join legal_log on legal_log.organisation_code = busy.organisation_code
        and legal_log.user_subject = busy.user_subject
        and legal_log.logged_at >= busy.from_at and legal_log.logged_at < busy.to_at
      where legal_log.logged_at >= ${start} and legal_log.logged_at < ${end}
    ),
    ordered as (
      select user_subject as user, user_name as name, organisation_code as organisation,
        logged_at as at, row_number() over consultations as position,
        lead(logged_at, ${sql.lit(rules.burstCount - 1)}) over consultations as window_end
      from near
      window consultations as (
        partition by user_subject, organisation_code order by logged_at, id
      )
    )
    select * from ordered
    where window_end is not null
      and window_end < at + make_interval(mins => ${sql.lit(rules.burstMinutes)})`.execute(db);
  const names = new Map(windows.map((row) => [`${row.user}\n${row.organisation}`, row.name]));
  const bursts = mergeBurstWindows(
    windows.map((row) => ({
      key: `${row.user}\n${row.organisation}`,
      first: Number(row.position),
      last: Number(row.position) + rules.burstCount - 1,
      from: new Date(row.at),
      to: new Date(row.window_end),
    })),
  ).sort((a, b) => a.from.getTime() - b.from.getTime() || (a.key < b.key ? -1 : 1));

  const findings: Finding[] = [
    ...outside.slice(0, limit).map((row): Finding => ({
      soort: 'buitenKantooruren',
      gebruiker: { id: row.user, naam: row.name },
      organisatie: row.organisation,
      van: iso(row.from),
      tot: iso(row.to),
      aantal: row.count,
      onderwerp: null,
    })),
    ...repeated.slice(0, limit).map((row): Finding => ({
      soort: 'herhaaldOnderwerp',
      gebruiker: { id: row.user, naam: row.name },
      organisatie: row.organisation,
      van: iso(row.from),
      tot: iso(row.to),
      aantal: row.count,
      onderwerp: { type: row.kind, gemaskeerd: maskSubject(row.subject) },
    })),
    ...bursts.slice(0, limit).map((burst): Finding => {
      const [user = '', organisation = ''] = burst.key.split('\n');
      return {
        soort: 'piek',
        gebruiker: { id: user, naam: names.get(burst.key) ?? user },
        organisatie: organisation,
        van: burst.from.toISOString(),
        tot: burst.to.toISOString(),
        aantal: burst.count,
        onderwerp: null,
      };
    }),
  ];
  return {
    bevindingen: findings,
    afgekapt: outside.length > limit || repeated.length > limit || bursts.length > limit,
  };
}

export interface BulkRow {
  soort: string;
  opdrachten: number;
  regels: number;
  gelukt: number;
  nietGevonden: number;
  fouten: number;
  bezig: number;
  duurMediaan: number | null;
  duurMaximum: number | null;
}

/**
 * The bulk jobs of files sent in the period per kind: their lines and how those ended (200 done, 404 not
 * found, any other status from 205 an error, none yet still processing), and the median and
 * longest time in seconds from sending to the last line's end of the jobs that finished.
 */
export async function bulkJobs(db: Executor, scope: ReportScope): Promise<BulkRow[]> {
  const { start, end } = periodBounds(scope.period);
  const { rows } = await sql<{
    kind: string;
    jobs: number;
    lines: number;
    done: number;
    not_found: number;
    errors: number;
    processing: number;
    median: number | null;
    longest: number | null;
  }>`
    with jobs as (
      select id, kind, extract(epoch from finished_at - created_at)::float8 as seconds
      from bulk_jobs
      where organisation_code in (${sql.join([...scope.organisations])})
        and created_at >= ${start} and created_at < ${end}
        -- The jobs of files; a push notification's send to its audience is not one.
        and file_id is not null
    ),
    lines as (
      select job_id,
        count(*)::int as lines,
        count(*) filter (where status = 200)::int as done,
        count(*) filter (where status = 404)::int as not_found,
        count(*) filter (where status >= 205 and status <> 404)::int as errors,
        count(*) filter (where status is null)::int as processing
      from bulk_items where job_id in (select id from jobs)
      group by job_id
    )
    select jobs.kind,
      count(*)::int as jobs,
      coalesce(sum(lines.lines), 0)::int as lines,
      coalesce(sum(lines.done), 0)::int as done,
      coalesce(sum(lines.not_found), 0)::int as not_found,
      coalesce(sum(lines.errors), 0)::int as errors,
      coalesce(sum(lines.processing), 0)::int as processing,
      percentile_cont(0.5) within group (order by jobs.seconds) as median,
      max(jobs.seconds) as longest
    from jobs left join lines on lines.job_id = jobs.id
    group by jobs.kind
    order by jobs.kind`.execute(db);
  const seconds = (value: number | null) =>
    value === null ? null : Math.round(Number(value) * 10) / 10;
  return rows.map((row) => ({
    soort: row.kind,
    opdrachten: row.jobs,
    regels: row.lines,
    gelukt: row.done,
    nietGevonden: row.not_found,
    fouten: row.errors,
    bezig: row.processing,
    duurMediaan: seconds(row.median),
    duurMaximum: seconds(row.longest),
  }));
}

export interface ShipmentRow {
  week: string;
  kanaal: 'paper' | 'ebox' | 'email';
  status: string;
  aantal: number;
}

/** The shipments made in the period per Belgian week (its Monday), channel and current status. */
export async function shipments(db: Executor, scope: ReportScope): Promise<ShipmentRow[]> {
  const { start, end } = periodBounds(scope.period);
  const rows = await db
    .selectFrom('document_shipments')
    .select([
      sql<string>`to_char(date_trunc('week', ${local('document_shipments.created_at')}), 'YYYY-MM-DD')`.as(
        'week',
      ),
      'document_shipments.channel as channel',
      'document_shipments.status as status',
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('document_shipments.organisation_code', 'in', [...scope.organisations])
    .where('document_shipments.created_at', '>=', start)
    .where('document_shipments.created_at', '<', end)
    .groupBy(['week', 'document_shipments.channel', 'document_shipments.status'])
    .orderBy('week')
    .orderBy('document_shipments.channel')
    .orderBy('document_shipments.status')
    .execute();
  return rows.map((row) => ({
    week: row.week,
    kanaal: row.channel,
    status: row.status,
    aantal: row.count,
  }));
}

const milliseconds = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * The continuous percentile of ascending values, as PostgreSQL's percentile_cont: interpolated
 * between the two values around the fraction's position; null of none.
 */
export function percentile(sorted: ArrayLike<number>, fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (position - below);
}

export interface SourceRow {
  dag: string;
  bron: string;
  OK: number;
  TIMEOUT: number;
  ERROR: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

/**
 * The source answers (the consultations the backend answered itself, registered by Magda) per
 * Belgian day and source: ERROR when the source could not answer, TIMEOUT when it took the
 * allowed time or longer, OK otherwise; and the percentiles of the answers' measured times.
 */
export async function sourceAnswers(
  db: Executor,
  scope: ReportScope,
  at: Date,
): Promise<SourceRow[]> {
  const lines = new Map<string, SourceRow & { times: number[][] }>();
  for (const row of await sourcesPerDay(db, scope, at)) {
    const key = `${row.day}\n${row.source}`;
    const known = lines.get(key);
    if (known) {
      known.OK += row.ok;
      known.TIMEOUT += row.timeout;
      known.ERROR += row.error;
      known.times.push(row.source_ms);
    } else {
      lines.set(key, {
        dag: row.day,
        bron: row.source,
        OK: row.ok,
        TIMEOUT: row.timeout,
        ERROR: row.error,
        p50: null,
        p95: null,
        p99: null,
        times: [row.source_ms],
      });
    }
  }
  return [...lines.values()]
    .sort((a, b) => (a.dag === b.dag ? (a.bron < b.bron ? -1 : 1) : a.dag < b.dag ? -1 : 1))
    .map(({ times, ...line }) => {
      // One organisation's times come sorted; several are sorted together.
      const sorted = times.length === 1 ? (times[0] ?? []) : Int32Array.from(times.flat()).sort();
      return {
        ...line,
        p50: milliseconds(percentile(sorted, 0.5)),
        p95: milliseconds(percentile(sorted, 0.95)),
        p99: milliseconds(percentile(sorted, 0.99)),
      };
    });
}

/** The organisations' names, in the order given (a code the table does not know: the code). */
export async function organisationsNamed(
  db: Executor,
  codes: readonly string[],
): Promise<{ code: string; naam: string }[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('organisations')
    .select(['code', 'name'])
    .where('code', 'in', [...codes])
    .execute();
  const names = new Map(rows.map((row) => [row.code, row.name]));
  return codes.map((code) => ({ code, naam: names.get(code) ?? code }));
}

/** When the user last viewed each report. */
export async function reportViews(db: Executor, user: string): Promise<Map<string, Date>> {
  const rows = await db
    .selectFrom('report_views')
    .select(['report', 'viewed_at'])
    .where('user_subject', '=', user)
    .execute();
  return new Map(rows.map((row) => [row.report, new Date(row.viewed_at)]));
}

/** Records that the user viewed a report now. */
export async function recordReportView(
  db: Executor,
  user: string,
  report: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('report_views')
    .values({ user_subject: user, report, viewed_at: at })
    .onConflict((conflict) =>
      conflict.columns(['user_subject', 'report']).doUpdateSet({ viewed_at: at }),
    )
    .execute();
}

// `npx tsx bench/reporting.ts`: the usage reports (backend/reporting/read.ts) over a year of
// traffic. A throwaway in-memory database gets the migrations and a busy year: the legal log's
// synthetic history over 365 days with its ordinary traffic scaled up (appended through the chain
// itself, with its source latencies), bulk jobs with their items, and document shipments; then
// the year's closed months are rolled up (timed on their own: a report does it once, the first
// time it needs them), then each report is computed over the whole year for the functional
// administrator's whole scope, five times after a warm-up, and its median is compared with the target: 200 ms a report. With
// `BENCH_DATABASE_URL` (a PostgreSQL server, as the production topology runs) the same is done in
// a throwaway database made on that server and dropped afterwards, instead of in memory.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { bulkHistoryRows } from '../backend/bulk/history-seed';
import { openDatabase } from '../backend/db/database';
import { insertAll } from '../backend/db/insert-all';
import { appendTimedBatchIn, legalLogKey } from '../backend/legal-log/chain';
import { historyEntries } from '../backend/legal-log/history-seed';
import {
  bulkJobs,
  consultationsPerDomain,
  consultationsPerUser,
  shipments,
  sourceAnswers,
  unusualUse,
  type ReportScope,
} from '../backend/reporting/read';
import { monthsOf, rollUpClosedMonths } from '../backend/reporting/rollup';
import { belgianMonth, reportIds, type ReportId } from '../contracts/reporting-codes';

const ordinaryEntries = Number(process.env.BENCH_ENTRIES ?? 120_000);
const jobs = Number(process.env.BENCH_JOBS ?? 600);
const shipmentCount = Number(process.env.BENCH_SHIPMENTS ?? 30_000);
const targetMs = 200;
const runs = 5;

const key = legalLogKey('bench-hash-secret-that-is-long-enough-32');
const now = new Date();
const server = process.env.BENCH_DATABASE_URL;
const throwaway = `bench_reporting_${process.pid}`;
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let databaseUrl: string | undefined;
if (server) {
  await onServer(`create database ${throwaway}`);
  const url = new URL(server);
  url.pathname = `/${throwaway}`;
  databaseUrl = url.toString();
}
const db = await openDatabase(
  databaseUrl ? { databaseUrl, dataDir: '' } : { dataDir: 'memory://' },
);
try {
  const loading = performance.now();
  const people = Array.from({ length: 600 }, (_, index) =>
    String(85_073_003_328 + index * 97).slice(0, 11),
  );
  const { entries } = historyEntries(
    {
      featured: true,
      Insz: people,
      PersoonsIdentificatie: people.map((_, index) => `naam${index} 1985`),
      CapaKey: Array.from({ length: 200 }, (_, index) => `${10_000 + index}A0678/00B000`),
      Nrplaat: Array.from({ length: 300 }, (_, index) => `1ABC${String(index).padStart(3, '0')}`),
      KboNummer: Array.from({ length: 200 }, (_, index) => String(403_170_701 + index)),
    },
    now,
    'full',
    { days: 365, ordinaryEntries },
  );
  for (let from = 0; from < entries.length; from += 2000) {
    await db
      .transaction()
      .execute((trx) => appendTimedBatchIn(trx, key, entries.slice(from, from + 2000)));
  }
  const bulk = bulkHistoryRows(now, { days: 365, jobs, maximumLines: 400 });
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'bulk_files', bulk.bulk_files);
    await insertAll(trx, 'bulk_jobs', bulk.bulk_jobs);
    await insertAll(trx, 'bulk_items', bulk.bulk_items);
  });
  const organisations = ['OVO100001', 'OVO100002', 'OVO100003', 'OVO100004', 'OVO100005'];
  const statuses = ['created', 'printed', 'handedOver', 'sent', 'delivered', 'read'] as const;
  const channels = ['paper', 'ebox', 'email'] as const;
  await db.transaction().execute(async (trx) => {
    await insertAll(
      trx,
      'document_sender_profiles',
      organisations.map((code) => ({
        id: `bench-${code}`,
        organisation_code: code,
        name: code,
        address: '{}',
      })),
    );
    await insertAll(
      trx,
      'document_shipments',
      Array.from({ length: shipmentCount }, (_, index) => {
        const organisation = organisations[index % organisations.length] as string;
        const created = new Date(now.getTime() - ((index * 7919) % 365) * 86_400_000 - index);
        const channel = channels[index % 3] as (typeof channels)[number];
        return {
          id: randomUUID(),
          organisation_code: organisation,
          sender_profile_id: `bench-${organisation}`,
          sent_by: 'Bench',
          sent_by_role: 'Documentendienst',
          channel,
          requested_delivery: channel,
          subject: 'Bench',
          recipient_name: 'Iemand',
          recipient_search_name: 'iemand',
          options: '{}',
          status: statuses[index % statuses.length] as (typeof statuses)[number],
          status_at: created,
          fate: 'delivered' as const,
          created_at: created,
        };
      }),
    );
  });
  // As a seed leaves its tables: analysed, and (for index-only scans) vacuumed.
  await sql`vacuum analyze`.execute(db);
  const loaded = performance.now() - loading;

  const thisMonth = belgianMonth(now);
  const year = Number(thisMonth.slice(0, 4)) - 1;
  const scope: ReportScope = {
    organisations: ['OVO100004', 'OVO100001', 'OVO100002', 'OVO100003', 'OVO100005'],
    period: { from: `${year}-${thisMonth.slice(5, 7)}`, to: thisMonth },
  };
  const reports: Record<ReportId, () => Promise<unknown>> = {
    'raadplegingen-per-domein': () => consultationsPerDomain(db, scope, now),
    'raadplegingen-per-gebruiker': () => consultationsPerUser(db, scope, now),
    'ongebruikelijk-gebruik': () => unusualUse(db, scope, 10),
    bulkopdrachten: () => bulkJobs(db, scope),
    documentendienst: () => shipments(db, scope),
    bronbeschikbaarheid: () => sourceAnswers(db, scope, now),
  };

  console.log(
    `reporting (${server ? 'PostgreSQL' : 'embedded PGlite'}): ${entries.length} legal-log entries, ${bulk.bulk_jobs.length} bulk jobs ` +
      `(${bulk.bulk_items.length} lines), ${shipmentCount} shipments over 365 days ` +
      `(loaded in ${Math.round(loaded / 1000)} s); period ${scope.period.from}_${scope.period.to}`,
  );
  // The closed months are counted once, by the first report that needs them: timed apart.
  const rolling = performance.now();
  await rollUpClosedMonths(db, scope.period, now);
  console.log(
    `  rolling up the period's closed months (${monthsOf(scope.period).length - 1}): ` +
      `${Math.round(performance.now() - rolling)} ms, once`,
  );
  const over: string[] = [];
  for (const id of reportIds) {
    await reports[id]();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await reports[id]();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(runs / 2)] as number;
    if (median > targetMs) over.push(id);
    console.log(
      `  ${id.padEnd(28)} median ${String(Math.round(median)).padStart(5)} ms ` +
        `(min ${Math.round(times[0] as number)}, max ${Math.round(times.at(-1) as number)})` +
        `${median > targetMs ? `  over ${targetMs} ms` : ''}`,
    );
  }
  if (over.length > 0) {
    console.error(`over the target of ${targetMs} ms: ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
  if (server) await onServer(`drop database if exists ${throwaway}`);
}

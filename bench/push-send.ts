// `node_modules/.bin/tsx bench/push-send.ts`: a send to everyone over 10,000 devices, as ADR 024
// makes it. A throwaway in-memory database gets the migrations and an organisation of 5,500
// members with two devices each: 10,000 of them reachable (onboarding, active, inactive) and
// 1,000 held back or removed, which the send leaves out. Then two phases are timed:
// - the send: `createSend` (backend/push/notifications.ts), the call's transaction that makes the
//   notification, its job and one item per reachable device;
// - the delivery: `runBulkBatch` (backend/bulk/worker.ts) with the worker's default batch size and
//   the push processor on the simulated push service, batch after batch until no item waits.
// During both the process's memory (resident set and JavaScript heap) is sampled every 50 ms and
// at each phase's start and end, the peak kept (on the embedded database the send's transaction
// never yields to the event loop: there only its start and end are sampled). At the end every
// reachable device must have exactly one delivery. The targets, on the idle machine, for a send
// the city's officer makes and the workers then deliver:
// - the send's transaction within 2 s (the call answers when it commits);
// - the delivery at least 500 devices a second on PostgreSQL, as the production topology runs it
//   (10,000 devices within 20 s), and 250 on the embedded database, whose one connection the
//   calls share with the batches;
// - the peak resident set at most 200 MB above what it was with the data loaded.
// `BENCH_MEMBERS` changes the number of members (two devices each).
// With `BENCH_DATABASE_URL` (a PostgreSQL server) the same is done in a throwaway database made on
// that server and dropped afterwards, instead of in memory.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import type { BulkProcessor } from '../backend/bulk/processor';
import { defaultBatchSize, runBulkBatch } from '../backend/bulk/worker';
import { openDatabase } from '../backend/db/database';
import { insertAll } from '../backend/db/insert-all';
import { createSend, type Sender } from '../backend/push/notifications';
import { pushSendProcessor } from '../backend/push/processor';
import { simulatedPushService } from '../backend/push/push-service';
import {
  reachableStatuses,
  type DeviceStatus,
  type NotificationContent,
} from '../contracts/push-notification';

const members = Number(process.env.BENCH_MEMBERS ?? 5500);
const devicesPerMember = 2;
const sendTargetMs = 2000;
const server = process.env.BENCH_DATABASE_URL;
const deliveryTarget = server ? 500 : 250;
const memoryGrowthTargetMb = 200;

const organisation = 'OVO100003';
const throwaway = `bench_push_send_${process.pid}`;
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;
const startRss = megabytes(process.memoryUsage().rss);

/** The peak resident set and heap while it runs: every 50 ms and whenever asked. */
function memorySampler() {
  const peak = { rss: 0, heapUsed: 0, samples: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.samples += 1;
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  };
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * Of every eleven devices one is suspended or cancelled (not reached); of the reachable ones one
 * in ten is still onboarding, one in ten inactive, the rest active.
 */
function statusOf(index: number): DeviceStatus {
  if (index % 11 === 10) return index % 2 === 0 ? 'suspended' : 'cancelled';
  const reachable = index - Math.floor(index / 11);
  if (reachable % 10 === 0) return 'onboarding';
  if (reachable % 10 === 1) return 'inactive';
  return 'active';
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
const migratedRss = megabytes(process.memoryUsage().rss);
try {
  const now = new Date();
  const loading = performance.now();
  const memberRows = Array.from({ length: members }, (_, index) => ({
    id: randomUUID(),
    organisation_code: organisation,
    insz: String(10_000_000_000 + index),
    family_name: `Lid${index}`,
    given_name: 'Bench',
    search_name: `lid${index} bench`,
    phone: null,
    email: null,
    created_at: now,
    updated_at: now,
  }));
  const deviceRows = memberRows.flatMap((member, memberIndex) =>
    Array.from({ length: devicesPerMember }, (_, position) => {
      const status = statusOf(memberIndex * devicesPerMember + position);
      return {
        id: randomUUID(),
        member_id: member.id,
        organisation_code: organisation,
        platform: position === 0 ? ('ios' as const) : ('android' as const),
        app_version: '4.0.1',
        status,
        failures: status === 'inactive' ? 3 : 0,
        registered_at: now,
        last_seen_at: status === 'onboarding' ? null : now,
        status_at: now,
      };
    }),
  );
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'push_members', memberRows);
    await insertAll(trx, 'push_devices', deviceRows);
  });
  // As a seed leaves its tables: analysed.
  await sql`analyze`.execute(db);
  const reachable = deviceRows.filter((device) => reachableStatuses.includes(device.status)).length;
  console.log(
    `push send (${server ? 'PostgreSQL' : 'embedded PGlite'}): ${members} members, ` +
      `${deviceRows.length} devices of which ${reachable} reachable ` +
      `(loaded in ${Math.round(performance.now() - loading)} ms); batches of ${defaultBatchSize} items`,
  );

  const sender: Sender = {
    subject: 'bench',
    name: 'Bench Gebruiker',
    organisation,
    roleUri: `urn:backoffice:rol:Documentendienst:${organisation}`,
    correlationId: randomUUID(),
    language: 'nl',
  };
  const content: NotificationContent = {
    nl: {
      titel: 'Afvalophaling verschoven',
      subtitel: '',
      bericht:
        '<p>Door de feestdag wordt het restafval <strong>een dag later</strong> opgehaald.</p>',
      url: 'https://www.rivierstad.be/nieuws',
      afbeelding: null,
    },
    fr: null,
    de: null,
    en: null,
  };
  const baseline = megabytes(process.memoryUsage().rss);

  const sendMemory = memorySampler();
  const sending = performance.now();
  const id = await createSend(db, sender, { kind: 'allen' }, content, new Date());
  const sendMs = performance.now() - sending;
  const sendPeak = sendMemory.stop();
  if (!id) throw new Error('the send reached no device');

  const deliveryMemory = memorySampler();
  // The push processor timed apart: the rest of a batch is the worker's own claiming, savepoints
  // and ending of the items.
  const pushProcessor = pushSendProcessor(simulatedPushService);
  let processingMs = 0;
  const processors: BulkProcessor[] = [
    {
      kind: pushProcessor.kind,
      async process(trx, item, job) {
        const started = performance.now();
        try {
          return await pushProcessor.process(trx, item, job);
        } finally {
          processingMs += performance.now() - started;
        }
      },
    },
  ];
  const log = pino({ level: 'silent' });
  const delivering = performance.now();
  let batches = 0;
  let items = 0;
  for (;;) {
    const ended = await runBulkBatch({ db, processors, log, workerId: 'bench' });
    if (ended === 0) break;
    batches += 1;
    items += ended;
    // As the worker's loop does: on PGlite a batch never yields to the event loop (nor would the
    // memory sampler's timer run).
    await new Promise((resolve) => setImmediate(resolve));
  }
  const deliveryMs = performance.now() - delivering;
  const deliveryPeak = deliveryMemory.stop();
  const perSecond = items / (deliveryMs / 1000);

  const deliveries = await db
    .selectFrom('push_deliveries')
    .where('notification_id', '=', id)
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(distinct device_id)::int`.as('devices'),
      sql<number>`count(*) filter (where outcome = 'delivered')::int`.as('delivered'),
    ])
    .executeTakeFirstOrThrow();

  const peakRss = megabytes(Math.max(sendPeak.rss, deliveryPeak.rss));
  const mb = (value: number) => `${Math.round(value)} MB`;
  const memory = (peak: typeof sendPeak) =>
    `peak RSS ${mb(megabytes(peak.rss))}, heap ${mb(megabytes(peak.heapUsed))} (${peak.samples} samples)`;
  console.log(
    `  the send      ${String(Math.round(sendMs)).padStart(6)} ms  notification, job and ` +
      `${reachable} items; ${memory(sendPeak)}${sendMs > sendTargetMs ? `  over ${sendTargetMs} ms` : ''}`,
  );
  console.log(
    `  the delivery  ${String(Math.round(deliveryMs)).padStart(6)} ms  ${Math.round(perSecond)} items/s ` +
      `in ${batches} batches, ${Math.round((processingMs / deliveryMs) * 100)} % of it in the push ` +
      `processor; ${memory(deliveryPeak)}` +
      `${perSecond < deliveryTarget ? `  under ${deliveryTarget} items/s` : ''}`,
  );
  console.log(
    `  RSS ${mb(startRss)} at the start, ${mb(migratedRss)} with the migrations, ` +
      `${mb(baseline)} with the data loaded, peak ` +
      `${mb(peakRss)} (+${mb(peakRss - baseline)}); ${deliveries.all} deliveries to ` +
      `${deliveries.devices} devices, ${deliveries.delivered} delivered`,
  );

  const missed: string[] = [];
  if (sendMs > sendTargetMs) missed.push(`the send over ${sendTargetMs} ms`);
  if (perSecond < deliveryTarget) missed.push(`the delivery under ${deliveryTarget} items/s`);
  if (peakRss - baseline > memoryGrowthTargetMb)
    missed.push(`the peak RSS over ${memoryGrowthTargetMb} MB above the loaded data`);
  // Every reachable device once: an item done twice, or left out, is a wrong send, not a slow one.
  if (items !== reachable || deliveries.all !== reachable || deliveries.devices !== reachable) {
    missed.push(
      `${deliveries.all} deliveries to ${deliveries.devices} devices (${items} items) instead of ${reachable}`,
    );
  }
  if (missed.length > 0) {
    console.error(`missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
  if (server) await onServer(`drop database if exists ${throwaway}`);
}

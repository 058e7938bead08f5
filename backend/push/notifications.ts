// Sending notifications and reading what they reached. A send to one member, to every member or
// to a group is a notification and a durable job of one item per reachable device, made in one
// transaction: the call answers at once and the workers deliver (processor.ts), so a send to ten
// thousand devices survives a restart and shows its progress. A test send reaches the few devices
// of the members registered with the phone numbers given, at once, in the call's transaction.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  reachableStatuses,
  type AudienceKind,
  type Delivery,
  type DeliveryOutcome,
  type NotificationContent,
  type NotificationSummary,
} from '@contracts/push-notification';
import { pageWindow } from '../db/paging';
import type { Database } from '../db/schema';
import { languagesOf } from './content';
import { deliverTo } from './deliver';
import type { PushService } from './push-service';

type Executor = Kysely<Database>;

/** The bulk kind of a notification's delivery job. */
export const pushSendKind = 'pushSend';
/** The permission a send is made under. */
export const pushSendPermission = 'pushNotifications.notifications';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Who sends, under which profile. */
export interface Sender {
  subject: string;
  name: string;
  organisation: string;
  roleUri: string;
  correlationId: string;
  language: 'nl' | 'en';
}

export type Audience =
  { kind: 'allen' } | { kind: 'groep'; group: string } | { kind: 'lid'; member: string };

/** The organisation's reachable devices of the audience's members. */
function audienceDevices(db: Executor, organisation: string, audience: Audience) {
  let query = db
    .selectFrom('push_devices as d')
    .where('d.organisation_code', '=', organisation)
    .where('d.status', 'in', [...reachableStatuses]);
  if (audience.kind === 'lid') query = query.where('d.member_id', '=', audience.member);
  if (audience.kind === 'groep') {
    const group = audience.group;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('push_member_groups as g')
          .whereRef('g.member_id', '=', 'd.member_id')
          .where('g.group_id', '=', group)
          .select(sql`1`.as('one')),
      ),
    );
  }
  return query;
}

/** How many members the audience has with a reachable device, and how many such devices. */
export async function countAudience(db: Executor, organisation: string, audience: Audience) {
  const row = await audienceDevices(db, organisation, audience)
    .select([
      sql<number>`count(distinct d.member_id)::int`.as('members'),
      sql<number>`count(*)::int`.as('devices'),
    ])
    .executeTakeFirstOrThrow();
  return { leden: row.members, toestellen: row.devices };
}

/** The name of the organisation's group, or null when it has no such group. */
export async function groupName(db: Executor, organisation: string, id: string) {
  const row = await db
    .selectFrom('push_groups')
    .where('organisation_code', '=', organisation)
    .where('id', '=', id)
    .select('name')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The name of the organisation's member ("first name family name"), or null when none. */
export async function memberName(db: Executor, organisation: string, id: string) {
  const row = await db
    .selectFrom('push_members')
    .where('organisation_code', '=', organisation)
    .where('id', '=', id)
    .select(['given_name', 'family_name'])
    .executeTakeFirst();
  return row ? `${row.given_name} ${row.family_name}` : null;
}

/**
 * Makes the notification and its job, one item per reachable device of the audience; null (and
 * nothing made) when the audience has none.
 */
export async function createSend(
  db: Executor,
  sender: Sender,
  audience: Audience,
  content: NotificationContent,
  at: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const devices = await audienceDevices(trx, sender.organisation, audience)
      .select('d.id')
      .orderBy('d.member_id')
      .orderBy('d.id')
      .execute();
    if (devices.length === 0) return null;
    const jobId = randomUUID();
    const id = randomUUID();
    await trx
      .insertInto('bulk_jobs')
      .values({
        id: jobId,
        kind: pushSendKind,
        file_id: null,
        owner_subject: sender.subject,
        owner_name: sender.name,
        organisation_code: sender.organisation,
        role_uri: sender.roleUri,
        permission: pushSendPermission,
        correlation_id: sender.correlationId,
        reference: null,
        language: sender.language,
        file_name: content.nl.titel,
        item_count: devices.length,
        created_at: at,
      })
      .execute();
    for (let start = 0; start < devices.length; start += 1000) {
      await trx
        .insertInto('bulk_items')
        .values(
          devices.slice(start, start + 1000).map((device, index) => ({
            job_id: jobId,
            position: start + index,
            line: start + index + 1,
            payload: JSON.stringify({ toestel: device.id }),
          })),
        )
        .execute();
    }
    await trx
      .insertInto('push_notifications')
      .values({
        id,
        organisation_code: sender.organisation,
        audience: audience.kind,
        member_id: audience.kind === 'lid' ? audience.member : null,
        group_id: audience.kind === 'groep' ? audience.group : null,
        description: null,
        content: JSON.stringify(content),
        title: content.nl.titel,
        sent_by_subject: sender.subject,
        sent_by_name: sender.name,
        role_uri: sender.roleUri,
        device_count: devices.length,
        job_id: jobId,
        created_at: at,
      })
      .execute();
    return id;
  });
}

/**
 * A test: the notification delivered at once to the reachable devices of the organisation's
 * members registered with the phone numbers given (international form); per number how many
 * devices it had and how many got it.
 */
export async function sendTest(
  db: Executor,
  service: PushService,
  sender: Sender,
  content: NotificationContent,
  phoneNumbers: readonly string[],
  at: Date,
) {
  return db.transaction().execute(async (trx) => {
    const devices = await trx
      .selectFrom('push_devices as d')
      .innerJoin('push_members as m', 'm.id', 'd.member_id')
      .where('m.organisation_code', '=', sender.organisation)
      .where('m.phone', 'in', [...phoneNumbers])
      .where('d.status', 'in', [...reachableStatuses])
      .select(['d.id', 'm.phone'])
      .orderBy('d.id')
      .execute();
    const id = randomUUID();
    await trx
      .insertInto('push_notifications')
      .values({
        id,
        organisation_code: sender.organisation,
        audience: 'test',
        member_id: null,
        group_id: null,
        description: phoneNumbers.join(', '),
        content: JSON.stringify(content),
        title: content.nl.titel,
        sent_by_subject: sender.subject,
        sent_by_name: sender.name,
        role_uri: sender.roleUri,
        device_count: devices.length,
        job_id: null,
        created_at: at,
      })
      .execute();
    const perNumber = new Map(
      phoneNumbers.map((number) => [number, { toestellen: 0, afgeleverd: 0 }]),
    );
    for (const device of devices) {
      const outcome = await deliverTo(trx, service, id, device.id, at);
      const counts = perNumber.get(device.phone ?? '');
      if (!counts) continue;
      counts.toestellen += 1;
      if (outcome === 'delivered') counts.afgeleverd += 1;
    }
    return {
      id,
      nummers: [...perNumber].map(([telefoonnummer, counts]) => ({ telefoonnummer, ...counts })),
    };
  });
}

interface NotificationRow {
  id: string;
  audience: AudienceKind;
  member_id: string | null;
  group_id: string | null;
  description: string | null;
  content: NotificationContent;
  title: string;
  sent_by_name: string;
  device_count: number;
  job_id: string | null;
  content_per_line: boolean;
  created_at: Date;
  member_family_name: string | null;
  member_given_name: string | null;
  group_name: string | null;
}

function notificationsOf(db: Executor, organisation: string) {
  return db
    .selectFrom('push_notifications as n')
    .leftJoin('push_members as m', 'm.id', 'n.member_id')
    .leftJoin('push_groups as g', 'g.id', 'n.group_id')
    .where('n.organisation_code', '=', organisation)
    .select([
      'n.id',
      'n.audience',
      'n.member_id',
      'n.group_id',
      'n.description',
      'n.content',
      'n.title',
      'n.sent_by_name',
      'n.device_count',
      'n.job_id',
      'n.content_per_line',
      'n.created_at',
      'm.family_name as member_family_name',
      'm.given_name as member_given_name',
      'g.name as group_name',
    ]);
}

/** The deliveries per outcome and the devices still waiting, per notification. */
async function progressOf(db: Executor, rows: readonly NotificationRow[]) {
  const progress = new Map<string, Record<DeliveryOutcome | 'waiting', number>>();
  for (const row of rows)
    progress.set(row.id, { delivered: 0, failed: 0, inactive: 0, waiting: 0 });
  if (rows.length === 0) return progress;
  const [outcomes, waiting] = await Promise.all([
    db
      .selectFrom('push_deliveries')
      .where(
        'notification_id',
        'in',
        rows.map((row) => row.id),
      )
      .groupBy(['notification_id', 'outcome'])
      .select(['notification_id', 'outcome', sql<number>`count(*)::int`.as('count')])
      .execute(),
    (() => {
      const jobs = rows.flatMap((row) => (row.job_id ? [row.job_id] : []));
      return jobs.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('bulk_items')
            .where('job_id', 'in', jobs)
            .where('status', 'is', null)
            .groupBy('job_id')
            .select(['job_id', sql<number>`count(*)::int`.as('count')])
            .execute();
    })(),
  ]);
  for (const row of outcomes) {
    const counts = progress.get(row.notification_id);
    if (counts) counts[row.outcome] = row.count;
  }
  const byJob = new Map(waiting.map((row) => [row.job_id, row.count]));
  for (const row of rows) {
    const counts = progress.get(row.id);
    if (!counts || !row.job_id) continue;
    const items = byJob.get(row.job_id) ?? 0;
    // A file's items are its lines, one member each: while any waits, the devices not yet tried
    // are those the send was made for less those tried so far.
    counts.waiting =
      row.audience === 'bestand' && items > 0
        ? Math.max(0, row.device_count - counts.delivered - counts.failed - counts.inactive)
        : items;
  }
  return progress;
}

function summaryOf(
  row: NotificationRow,
  progress: Record<DeliveryOutcome | 'waiting', number> | undefined,
): NotificationSummary {
  return {
    id: row.id,
    doelgroep: {
      soort: row.audience,
      lid:
        row.member_id === null
          ? null
          : { id: row.member_id, naam: `${row.member_given_name} ${row.member_family_name}` },
      groep: row.group_id === null ? null : { id: row.group_id, naam: row.group_name ?? '' },
      omschrijving: row.description,
    },
    talen: languagesOf(row.content),
    titel: row.title,
    verstuurd: iso(row.created_at),
    verstuurdDoor: row.sent_by_name,
    toestellen: row.device_count,
    afgeleverd: progress?.delivered ?? 0,
    mislukt: progress?.failed ?? 0,
    inactief: progress?.inactive ?? 0,
    bezig: progress?.waiting ?? 0,
    inhoudPerRegel: row.content_per_line,
  };
}

/** The organisation's notifications, newest first, paged. */
export async function listNotifications(
  db: Executor,
  organisation: string,
  query: { take: number; skip: number; order: 'Asc' | 'Desc'; opdracht?: string },
) {
  const job = query.opdracht;
  const total = await db
    .selectFrom('push_notifications')
    .where('organisation_code', '=', organisation)
    .$if(job !== undefined, (builder) => builder.where('job_id', '=', job ?? ''))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(total.count, query);
  const direction = query.order === 'Asc' ? 'asc' : 'desc';
  const rows =
    window.limit === 0
      ? []
      : ((await notificationsOf(db, organisation)
          .$if(job !== undefined, (builder) => builder.where('n.job_id', '=', job ?? ''))
          .orderBy('n.created_at', direction)
          .orderBy('n.id', direction)
          .limit(window.limit)
          .offset(query.skip)
          .execute()) as NotificationRow[]);
  const progress = await progressOf(db, rows);
  return {
    resultaten: rows.map((row) => summaryOf(row, progress.get(row.id))),
    totaal: window.totaal,
    afgekapt: window.afgekapt,
  };
}

/** One notification of the organisation with its content; null: none such. */
export async function readNotification(db: Executor, organisation: string, id: string) {
  const row = (await notificationsOf(db, organisation)
    .where('n.id', '=', id)
    .executeTakeFirst()) as NotificationRow | undefined;
  if (!row) return null;
  const progress = await progressOf(db, [row]);
  return { ...summaryOf(row, progress.get(row.id)), inhoud: row.content };
}

/** A notification's deliveries (of the organisation's), paged; null when it has no such one. */
export async function listDeliveries(
  db: Executor,
  organisation: string,
  id: string,
  query: {
    uitkomst?: DeliveryOutcome | undefined;
    take: number;
    skip: number;
    order: 'Asc' | 'Desc';
  },
) {
  const owned = await db
    .selectFrom('push_notifications')
    .where('organisation_code', '=', organisation)
    .where('id', '=', id)
    .select('id')
    .executeTakeFirst();
  if (!owned) return null;
  let deliveries = db
    .selectFrom('push_deliveries as pd')
    .innerJoin('push_devices as d', 'd.id', 'pd.device_id')
    .innerJoin('push_members as m', 'm.id', 'd.member_id')
    .where('pd.notification_id', '=', id);
  if (query.uitkomst) deliveries = deliveries.where('pd.outcome', '=', query.uitkomst);
  const total = await deliveries
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(total.count, query);
  const direction = query.order === 'Asc' ? 'asc' : 'desc';
  const rows =
    window.limit === 0
      ? []
      : await deliveries
          .select([
            'd.id as device_id',
            'd.platform',
            'd.status',
            'm.id as member_id',
            'm.family_name',
            'm.given_name',
            'pd.outcome',
            'pd.delivered_at',
          ])
          .orderBy('pd.delivered_at', direction)
          .orderBy('pd.device_id', direction)
          .limit(window.limit)
          .offset(query.skip)
          .execute();
  return {
    resultaten: rows.map((row): Delivery => ({
      toestel: { id: row.device_id, platform: row.platform, status: row.status },
      lid: { id: row.member_id, naam: `${row.given_name} ${row.family_name}` },
      uitkomst: row.outcome,
      tijdstip: iso(row.delivered_at),
    })),
    totaal: window.totaal,
    afgekapt: window.afgekapt,
  };
}

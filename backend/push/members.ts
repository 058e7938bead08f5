// An organisation's members and their devices: the search (by name or national number, by a
// device status, by group), one member with its groups and devices, registering, changing and
// deleting a member, and removing a device. Every query names the organisation: another
// organisation's member or device does not exist here.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  deviceStatuses,
  type Device,
  type DeviceStatus,
  type DeviceStatusFilter,
  type Member,
  type MemberSummary,
} from '@contracts/push-notification';
import { escapeLike } from '../db/like';
import { pageWindow } from '../db/paging';
import type { Database } from '../db/schema';
import { foldName } from '../population/fold';

type Executor = Kysely<Database>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** What a name search matches: the folded family name, a space, the folded given name. */
export function memberSearchName(familyName: string, givenName: string): string {
  return `${foldName(familyName)} ${foldName(givenName)}`;
}

export interface MemberSearch {
  zoek: string;
  status: DeviceStatusFilter;
  groep?: string | undefined;
  take: number;
  skip: number;
  orderBy: 'naam' | 'aangemaakt';
  order: 'Asc' | 'Desc';
}

function matching(db: Executor, organisation: string, search: MemberSearch) {
  let query = db.selectFrom('push_members as m').where('m.organisation_code', '=', organisation);
  const digits = search.zoek.replace(/[\s.-]/g, '');
  if (/^\d{11}$/.test(digits)) {
    query = query.where('m.insz', '=', digits);
  } else {
    // Every word of the search in the name, in any order ('peeters an' finds An Peeters).
    for (const word of search.zoek.split(/\s+/).map(foldName).filter(Boolean)) {
      query = query.where('m.search_name', 'like', `%${escapeLike(word)}%`);
    }
  }
  if (search.status !== 'all') {
    const status = search.status;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('push_devices as d')
          .whereRef('d.member_id', '=', 'm.id')
          .where('d.status', '=', status)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (search.groep) {
    const group = search.groep;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('push_member_groups as g')
          .whereRef('g.member_id', '=', 'm.id')
          .where('g.group_id', '=', group)
          .select(sql`1`.as('one')),
      ),
    );
  }
  return query;
}

type MemberRow = {
  id: string;
  insz: string;
  family_name: string;
  given_name: string;
  phone: string | null;
  email: string | null;
  created_at: Date;
  updated_at: Date;
};

const memberColumns = [
  'm.id',
  'm.insz',
  'm.family_name',
  'm.given_name',
  'm.phone',
  'm.email',
  'm.created_at',
  'm.updated_at',
] as const;

async function deviceCounts(db: Executor, memberIds: readonly string[]) {
  const counts = new Map<string, MemberSummary['toestellen']>();
  if (memberIds.length === 0) return counts;
  const rows = await db
    .selectFrom('push_devices')
    .where('member_id', 'in', [...memberIds])
    .groupBy(['member_id', 'status'])
    .select(['member_id', 'status', sql<number>`count(*)::int`.as('count')])
    .execute();
  for (const row of rows) {
    const known = counts.get(row.member_id) ?? {};
    known[row.status] = row.count;
    counts.set(row.member_id, known);
  }
  return counts;
}

function summaryOf(
  row: MemberRow,
  devices: MemberSummary['toestellen'] | undefined,
): MemberSummary {
  const toestellen: MemberSummary['toestellen'] = {};
  for (const status of deviceStatuses) {
    const count = devices?.[status];
    if (count) toestellen[status] = count;
  }
  return {
    id: row.id,
    insz: row.insz,
    naam: row.family_name,
    voornaam: row.given_name,
    telefoon: row.phone,
    email: row.email,
    toestellen,
    aangemaakt: iso(row.created_at),
  };
}

export async function searchMembers(db: Executor, organisation: string, search: MemberSearch) {
  const total = await matching(db, organisation, search)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(total.count, search);
  const direction = search.order === 'Asc' ? 'asc' : 'desc';
  const rows =
    window.limit === 0
      ? []
      : await matching(db, organisation, search)
          .select(memberColumns)
          .orderBy(search.orderBy === 'naam' ? 'm.search_name' : 'm.created_at', direction)
          .orderBy('m.id', direction)
          .limit(window.limit)
          .offset(search.skip)
          .execute();
  const counts = await deviceCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    resultaten: rows.map((row) => summaryOf(row, counts.get(row.id))),
    totaal: window.totaal,
    afgekapt: window.afgekapt,
  };
}

export function deviceOf(row: {
  id: string;
  platform: Device['platform'];
  app_version: string;
  status: DeviceStatus;
  registered_at: Date;
  last_seen_at: Date | null;
  failures: number;
}): Device {
  return {
    id: row.id,
    platform: row.platform,
    appVersie: row.app_version,
    status: row.status,
    geregistreerd: iso(row.registered_at),
    laatstGezien: row.last_seen_at === null ? null : iso(row.last_seen_at),
    mislukt: row.failures,
  };
}

const deviceColumns = [
  'id',
  'platform',
  'app_version',
  'status',
  'registered_at',
  'last_seen_at',
  'failures',
] as const;

/** One member of the organisation with its groups, devices and notifications; null: none such. */
export async function readMember(
  db: Executor,
  organisation: string,
  id: string,
): Promise<Member | null> {
  const row = await db
    .selectFrom('push_members as m')
    .where('m.organisation_code', '=', organisation)
    .where('m.id', '=', id)
    .select(memberColumns)
    .executeTakeFirst();
  if (!row) return null;
  const [groups, devices, notified] = await Promise.all([
    db
      .selectFrom('push_member_groups as mg')
      .innerJoin('push_groups as g', 'g.id', 'mg.group_id')
      .where('mg.member_id', '=', id)
      .select(['g.id', 'g.name'])
      .orderBy('g.name')
      .execute(),
    db
      .selectFrom('push_devices')
      .where('member_id', '=', id)
      .select(deviceColumns)
      .orderBy('registered_at')
      .orderBy('id')
      .execute(),
    memberNotificationCount(db, id),
  ]);
  const counts: MemberSummary['toestellen'] = {};
  for (const device of devices) counts[device.status] = (counts[device.status] ?? 0) + 1;
  return {
    ...summaryOf(row, counts),
    groepen: groups.map((group) => ({ id: group.id, naam: group.name })),
    apparaten: devices.map(deviceOf),
    meldingen: notified,
    gewijzigd: iso(row.updated_at),
  };
}

/** How many notifications were delivered to (or tried on) the member's devices. */
export async function memberNotificationCount(db: Executor, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('push_deliveries as pd')
    .innerJoin('push_devices as d', 'd.id', 'pd.device_id')
    .where('d.member_id', '=', memberId)
    .select(sql<number>`count(distinct pd.notification_id)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export interface MemberInput {
  naam: string;
  voornaam: string;
  telefoon: string | null;
  email: string | null;
  groepen: string[];
}

/** The groups of the organisation among those named; the others are not the caller's. */
export async function ownGroups(
  db: Executor,
  organisation: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('push_groups')
    .where('organisation_code', '=', organisation)
    .where('id', 'in', [...ids])
    .select('id')
    .execute();
  return rows.map((row) => row.id);
}

async function setGroups(trx: Executor, memberId: string, groups: readonly string[]) {
  await trx.deleteFrom('push_member_groups').where('member_id', '=', memberId).execute();
  if (groups.length > 0) {
    await trx
      .insertInto('push_member_groups')
      .values([...new Set(groups)].map((group) => ({ member_id: memberId, group_id: group })))
      .execute();
  }
}

/** Registers a member; null when the organisation has one with this national number already. */
export async function insertMember(
  db: Executor,
  organisation: string,
  insz: string,
  input: MemberInput,
  at: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('push_members')
      .values({
        id,
        organisation_code: organisation,
        insz,
        family_name: input.naam,
        given_name: input.voornaam,
        search_name: memberSearchName(input.naam, input.voornaam),
        phone: input.telefoon,
        email: input.email,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(['organisation_code', 'insz']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await setGroups(trx, id, input.groepen);
    return id;
  });
}

/** Changes a member; false when the organisation has no such member. */
export async function changeMember(
  db: Executor,
  organisation: string,
  id: string,
  input: MemberInput,
  at: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('push_members')
      .set({
        family_name: input.naam,
        given_name: input.voornaam,
        search_name: memberSearchName(input.naam, input.voornaam),
        phone: input.telefoon,
        email: input.email,
        updated_at: at,
      })
      .where('organisation_code', '=', organisation)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!changed) return false;
    await setGroups(trx, id, input.groepen);
    return true;
  });
}

/**
 * Deletes a member with its devices and groups: 'deleted'; 'notified' when a notification was
 * delivered to (or tried on) one of its devices (the deliveries are the record of what was sent,
 * so such a member stays; removing its devices stops further notifications); 'unknown' when the
 * organisation has no such member.
 */
export async function removeMember(
  db: Executor,
  organisation: string,
  id: string,
): Promise<'deleted' | 'notified' | 'unknown'> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('push_members')
      .where('organisation_code', '=', organisation)
      .where('id', '=', id)
      .select('id')
      .forUpdate()
      .executeTakeFirst();
    if (!member) return 'unknown';
    if ((await memberNotificationCount(trx, id)) > 0) return 'notified';
    // A notification sent to the member alone that reached no device still names it.
    const named = await trx
      .selectFrom('push_notifications')
      .where('member_id', '=', id)
      .select('id')
      .executeTakeFirst();
    if (named) return 'notified';
    await trx.deleteFrom('push_members').where('id', '=', id).execute();
    return 'deleted';
  });
}

/**
 * Removes a device (its status becomes cancelled): 'removed' with the device; 'refused' when it
 * was removed already, or when it is the last device of a member still onboarding (a member's
 * only device that has not been reached yet: removing it would leave a registration no device can
 * finish); 'unknown' when the organisation has no such device.
 */
export async function cancelDevice(
  db: Executor,
  organisation: string,
  id: string,
  at: Date,
): Promise<
  | { kind: 'removed'; device: Device & { lid: { id: string; naam: string } } }
  | { kind: 'refused'; reason: 'cancelled' | 'lastOnboarding' }
  | { kind: 'unknown' }
> {
  return db.transaction().execute(async (trx) => {
    const device = await trx
      .selectFrom('push_devices')
      .where('organisation_code', '=', organisation)
      .where('id', '=', id)
      .select(['id', 'member_id', 'status'])
      .forUpdate()
      .executeTakeFirst();
    if (!device) return { kind: 'unknown' as const };
    if (device.status === 'cancelled')
      return { kind: 'refused' as const, reason: 'cancelled' as const };
    if (device.status === 'onboarding') {
      const others = await trx
        .selectFrom('push_devices')
        .where('member_id', '=', device.member_id)
        .where('id', '<>', id)
        .where('status', '<>', 'cancelled')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      if (others.count === 0)
        return { kind: 'refused' as const, reason: 'lastOnboarding' as const };
    }
    const row = await trx
      .updateTable('push_devices')
      .set({ status: 'cancelled', status_at: at })
      .where('id', '=', id)
      .returning(deviceColumns)
      .executeTakeFirstOrThrow();
    const member = await trx
      .selectFrom('push_members')
      .where('id', '=', device.member_id)
      .select(['id', 'family_name', 'given_name'])
      .executeTakeFirstOrThrow();
    return {
      kind: 'removed' as const,
      device: {
        ...deviceOf(row),
        lid: { id: member.id, naam: `${member.given_name} ${member.family_name}` },
      },
    };
  });
}

export interface ReceiverSearch {
  status: DeviceStatusFilter;
  lid?: string | undefined;
  take: number;
  skip: number;
  orderBy: 'geregistreerd' | 'laatstGezien';
  order: 'Asc' | 'Desc';
}

/** The organisation's devices with their member, paged. */
export async function searchReceivers(db: Executor, organisation: string, search: ReceiverSearch) {
  let query = db
    .selectFrom('push_devices as d')
    .innerJoin('push_members as m', 'm.id', 'd.member_id')
    .where('d.organisation_code', '=', organisation);
  if (search.status !== 'all') query = query.where('d.status', '=', search.status);
  if (search.lid) query = query.where('d.member_id', '=', search.lid);
  const total = await query
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(total.count, search);
  const direction = search.order === 'Asc' ? 'asc' : 'desc';
  const rows =
    window.limit === 0
      ? []
      : await query
          .select([
            'd.id',
            'd.platform',
            'd.app_version',
            'd.status',
            'd.registered_at',
            'd.last_seen_at',
            'd.failures',
            'm.id as member_id',
            'm.family_name',
            'm.given_name',
          ])
          .orderBy(
            search.orderBy === 'geregistreerd' ? 'd.registered_at' : 'd.last_seen_at',
            sql.raw(`${direction} nulls last`),
          )
          .orderBy('d.id', direction)
          .limit(window.limit)
          .offset(search.skip)
          .execute();
  return {
    resultaten: rows.map((row) => ({
      ...deviceOf(row),
      lid: { id: row.member_id, naam: `${row.given_name} ${row.family_name}` },
    })),
    totaal: window.totaal,
    afgekapt: window.afgekapt,
  };
}

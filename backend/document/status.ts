// The status machine: every shipment whose next step is due moves through its statuses up to now,
// each status recorded at the time it was due (not the time the machine ran). A letter handed to
// the postal service gets its hand-over time and a track code. Rows are taken with FOR UPDATE SKIP
// LOCKED in small transactions, so that two backends on one database never advance a shipment
// twice. Called before every read of shipments and periodically by backend/main.ts.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShipmentStatus } from '@contracts/document';
import type { Database } from '../db/schema';
import { followingStatus, nextStep, type PostalClock } from './schedule';

const batch = 200;

/** The postal service's track code of a letter: 'CD', nine digits drawn from its id, 'BE'. */
export function trackCodeOf(shipmentId: string): string {
  const value = createHash('sha256').update(`track:${shipmentId}`).digest().readUInt32BE(0);
  return `CD${String(value % 1_000_000_000).padStart(9, '0')}BE`;
}

type Executor = Kysely<Database>;

/** Advances up to one batch of due shipments with the executor given; answers how many. */
async function advanceBatch(trx: Executor, now: Date, clock: PostalClock): Promise<number> {
  const due = await trx
    .selectFrom('document_shipments')
    .select(['id', 'channel', 'status', 'status_at', 'next_step_at', 'fate', 'handed_over_at'])
    .where('next_step_at', 'is not', null)
    .where('next_step_at', '<=', now)
    .orderBy('next_step_at')
    .orderBy('id')
    .limit(batch)
    .forUpdate()
    .skipLocked()
    .execute();
  for (const shipment of due) {
    const last = await trx
      .selectFrom('document_status_events')
      .select((eb) => eb.fn.max('sequence').as('sequence'))
      .where('shipment_id', '=', shipment.id)
      .executeTakeFirst();
    let sequence = Number(last?.sequence ?? 0);
    let status: ShipmentStatus = shipment.status;
    let at = new Date(shipment.status_at);
    let handedOverAt = shipment.handed_over_at ? new Date(shipment.handed_over_at) : null;
    // The first step is the one stored: its due time was fixed when the status was reached.
    const following = followingStatus(shipment.channel, status, shipment.fate);
    let step: { status: ShipmentStatus; at: Date } | null =
      following && shipment.next_step_at
        ? { status: following, at: new Date(shipment.next_step_at) }
        : null;
    const events: { shipment_id: string; sequence: number; status: ShipmentStatus; at: Date }[] =
      [];
    while (step && step.at.getTime() <= now.getTime()) {
      status = step.status;
      at = step.at;
      sequence += 1;
      events.push({ shipment_id: shipment.id, sequence, status, at });
      if (status === 'handedOver') handedOverAt = at;
      step = nextStep(shipment.channel, status, at, shipment.fate, clock.schedule);
    }
    if (events.length > 0) await trx.insertInto('document_status_events').values(events).execute();
    await trx
      .updateTable('document_shipments')
      .set({
        status,
        status_at: at,
        next_step_at: step?.at ?? null,
        handed_over_at: handedOverAt,
        track_code: handedOverAt && shipment.channel === 'paper' ? trackCodeOf(shipment.id) : null,
      })
      .where('id', '=', shipment.id)
      .execute();
  }
  return due.length;
}

/** Advances every due shipment inside the caller's transaction (the seed's). */
export async function advanceWithin(trx: Executor, clock: PostalClock): Promise<number> {
  const now = clock.now();
  let moved = 0;
  for (;;) {
    const count = await advanceBatch(trx, now, clock);
    moved += count;
    if (count < batch) return moved;
  }
}

/** Advances the due shipments, a batch per transaction; answers how many moved. */
export async function advanceDueShipments(db: Executor, clock: PostalClock): Promise<number> {
  const now = clock.now();
  let moved = 0;
  for (;;) {
    const count = await db.transaction().execute((trx) => advanceBatch(trx, now, clock));
    moved += count;
    if (count < batch) return moved;
  }
}

/** Runs the machine every few seconds until stopped; failures are logged, never thrown. */
export function startStatusMachine(
  db: Kysely<Database>,
  clock: PostalClock,
  onError: (error: unknown) => void,
  intervalMs = 3000,
): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    advanceDueShipments(db, clock)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

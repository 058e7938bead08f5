// A lock on one key, held until the transaction ends: two requests under the same idempotency key
// wait for each other, so the second finds what the first stored instead of storing it again.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Takes the lock on `key` within the caller's own `space` (any constant of its own). */
export async function holdKeyLock(trx: Kysely<Database>, space: number, key: string) {
  await sql`select pg_advisory_xact_lock(${space}, hashtext(${key}))`.execute(trx);
}

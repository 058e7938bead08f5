// Reads the role catalogue for the session calls (api/session.ts): the MAGDA services a role's
// permissions may call.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The MAGDA services one of the permissions grants, by name. */
export async function magdaServicesFor(db: Kysely<Database>, permissions: readonly string[]) {
  return db
    .selectFrom('magda_services')
    .selectAll()
    .where('permission', 'in', permissions)
    .orderBy('name')
    .execute();
}

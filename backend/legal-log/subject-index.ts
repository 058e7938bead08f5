// The blind index of the legal log's subjects: an entry's subject is found by an HMAC of its kind
// and normalised value (normaliseSubject in contracts/legal-log-filters.ts) under a key derived
// from the backend's hash secret for this one purpose, never by its clear text. A search for a
// national number computes the same HMAC and looks it up in the column's index; someone who reads
// the index, or the table without the secret, learns no subject from it. The index is not part
// of the content the chain's hash covers (the chain's format is unchanged), so it is written
// beside every new entry and filled at the start for the entries written before it.
import { createHmac, hkdfSync } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { normaliseSubject } from '@contracts/legal-log-filters';
import type { Database } from '../db/schema';

/** The key of the subjects' blind index, derived from the hash secret for this purpose only. */
export function subjectIndexKey(hashSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', hashSecret, 'backoffice-backend', 'legal-log-subject-index', 32),
  );
}

/** The index of one subject: the same for every way its value can be written. */
export function subjectIndex(key: Buffer, kind: string, value: string): string {
  return createHmac('sha256', key)
    .update(kind)
    .update('\n')
    .update(normaliseSubject(kind, value))
    .digest('hex');
}

/**
 * Fills the index of the entries that have none (written before it existed), a batch at a time,
 * in id order; answers how many it filled. Run at the start, after the migrations: a second
 * instance starting at once fills the same values, so the two do no harm to each other.
 */
export async function fillSubjectIndex(
  db: Kysely<Database>,
  hashSecret: string,
  batchSize = 5000,
): Promise<number> {
  const key = subjectIndexKey(hashSecret);
  let filled = 0;
  let after = '0';
  for (;;) {
    const rows = await db
      .selectFrom('legal_log')
      .select(['id', 'subject_kind', 'subject'])
      .where('subject_index', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map(
        (row) =>
          sql`(${String(row.id)}::bigint, ${subjectIndex(key, row.subject_kind, row.subject)}::text)`,
      ),
    );
    await sql`update legal_log as l set subject_index = v.subject_index
      from (values ${values}) as v (id, subject_index)
      where l.id = v.id`.execute(db);
    filled += rows.length;
    after = String(rows.at(-1)?.id);
  }
}

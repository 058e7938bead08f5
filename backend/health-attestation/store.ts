// Writes to the health attestation source for its calls (api/health-attestation.ts), each in the
// caller's transaction: a document made of a certificate or a prescription (its latest replaces
// the one before), a request to send a certificate and its being sent, recreated and revoked
// certificates, and a person's one-dose rule.
import { sql, type Insertable, type Kysely } from 'kysely';
import type {
  AttestationHistoryEvent,
  Database,
  HealthAttestationSendingTable,
  HealthAttestationTable,
} from '../db/schema';
import type { DocumentKind } from './read';

type Executor = Kysely<Database>;

/** Stores a document as the latest made of its certificate or prescription. */
export async function storeDocument(
  db: Executor,
  kind: DocumentKind,
  subjectId: string,
  made: { fileName: string; generatedAt: Date; code: string; content: Uint8Array },
): Promise<void> {
  const values = {
    generated_at: made.generatedAt,
    verification_code: made.code,
    file_name: made.fileName,
    content: made.content,
  };
  await db
    .insertInto('health_documents')
    .values({ kind, subject_id: subjectId, ...values })
    .onConflict((conflict) => conflict.columns(['kind', 'subject_id']).doUpdateSet(values))
    .execute();
}

/** Keeps a request to send a certificate, refused or not. */
export async function recordSending(
  db: Executor,
  sending: Insertable<HealthAttestationSendingTable>,
): Promise<void> {
  await db.insertInto('health_attestation_sendings').values(sending).execute();
}

/** Marks a certificate sent at the moment given. */
export async function markSent(db: Executor, attestationId: string, now: Date): Promise<void> {
  await db
    .updateTable('health_attestations')
    .set({ sent_on: now })
    .where('id', '=', attestationId)
    .execute();
}

/** Revokes every certificate of the person not revoked yet; how many it revoked. */
export async function revokeAttestationsOf(db: Executor, insz: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .updateTable('health_attestations')
    .set({
      state: 'REVOKED',
      suspended_until: null,
      changed: now,
      history: sql<string>`history || ${JSON.stringify([{ at, event: 'REVOKED' }])}::jsonb`,
    })
    .where('insz', '=', insz)
    .where('state', '<>', 'REVOKED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Inserts new certificates, their history as JSON. */
export async function insertAttestations(
  db: Executor,
  rows: readonly (Omit<Insertable<HealthAttestationTable>, 'history'> & {
    history: AttestationHistoryEvent[];
  })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('health_attestations')
    .values(rows.map((row) => ({ ...row, history: JSON.stringify(row.history) })))
    .execute();
}

/** Sets the person's one-dose rule, who set it and when. */
export async function setOneDoseFlag(
  db: Executor,
  insz: string,
  values: { is_required: boolean; changed_at: Date; changed_by: string },
): Promise<void> {
  await db
    .insertInto('health_one_dose_required')
    .values({ insz, ...values })
    .onConflict((conflict) => conflict.column('insz').doUpdateSet(values))
    .execute();
}

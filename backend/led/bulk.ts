// The LED bulk processor: one item of a bulk registration is one proof registered, with its
// legal-log entry, in the transaction that ends the item (ADR 014): the proof, the entry and the
// item's status stand or fall together, so a job's proof is registered exactly once.
import type { Kysely } from 'kysely';
import { bulkItemStatus } from '@contracts/bulk';
import { ledSource, proofItemSchema, registerProof } from '@contracts/led';
import { itemProcessor, jobEntryFields } from '../bulk/items';
import type { BulkProcessor } from '../bulk/processor';
import type { Database } from '../db/schema';
import { message } from '../http/messages';
import { appendEntry, legalLogKey } from '../legal-log/chain';
import { insertProof } from './register';

/** The bulk kind of LED files and jobs. */
export const ledBulkKind = 'led';

export function ledBulkProcessor({ hashSecret }: { hashSecret: string }): BulkProcessor {
  const key = legalLogKey(hashSecret);
  // The supplier's name every proof of a job names, read once per organisation.
  const names = new Map<string, string>();
  async function organisationName(trx: Kysely<Database>, code: string): Promise<string> {
    const known = names.get(code);
    if (known !== undefined) return known;
    const row = await trx
      .selectFrom('organisations')
      .where('code', '=', code)
      .select('name')
      .executeTakeFirst();
    const name = row?.name ?? code;
    if (names.size > 1000) names.clear();
    names.set(code, name);
    return name;
  }
  return itemProcessor(ledBulkKind, proofItemSchema, async (trx, proof, job, item) => {
    const entry = {
      ...jobEntryFields(job),
      operation: registerProof.id,
      subjectKind: 'Insz',
      subject: proof.insz,
      source: ledSource,
    } as const;
    const person = await trx
      .selectFrom('persons')
      .where('insz', '=', proof.insz)
      .select('insz')
      .executeTakeFirst();
    if (!person) {
      // As the single registration: an attempt on an unknown number is recorded too.
      await appendEntry(trx, key, { ...entry, outcome: 'niet gevonden' });
      return { status: bulkItemStatus.notFound, message: message(job.language, 'ledNoData') };
    }
    const registered = await insertProof(trx, proof, {
      channel: 'BULK',
      organisationCode: job.organisationCode,
      organisationName: await organisationName(trx, job.organisationCode),
      registeredBy: job.ownerSubject,
      jobId: job.id,
      jobPosition: item.position,
    });
    await appendEntry(trx, key, { ...entry, outcome: 'geregistreerd' });
    return {
      status: bulkItemStatus.done,
      message: message(job.language, 'ledProofRegistered'),
      result: registered.bewijsreferte,
    };
  });
}

// What every domain's processor does first with an item: parse the stored item with the
// domain's own schema again (a rule that changed since the file was stored refuses it now, with
// the same translated finding as the error file, naming its field), and the legal-log entry's
// fields that come from the job (who sent it, under which profile, with which reference).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { bulkItemStatus } from '@contracts/bulk';
import type { Database } from '../db/schema';
import { message } from '../http/messages';
import { itemFindings } from './files';
import type { BulkItem, BulkJobContext, BulkOutcome, BulkProcessor } from './processor';

/**
 * A domain's processor of the items of one schema: each item parsed again (refused when it no
 * longer passes), then the domain's own work on its value.
 */
export function itemProcessor<Schema extends z.ZodType>(
  kind: string,
  schema: Schema,
  process: (
    trx: Kysely<Database>,
    value: z.output<Schema>,
    job: BulkJobContext,
    item: BulkItem,
  ) => Promise<BulkOutcome>,
): BulkProcessor {
  return {
    kind,
    async process(trx, item, job) {
      const parsed = parseItem(schema, item, job);
      return parsed.ok ? process(trx, parsed.value, job, item) : parsed.outcome;
    },
  };
}

export function parseItem<Schema extends z.ZodType>(
  schema: Schema,
  item: BulkItem,
  job: BulkJobContext,
): { ok: true; value: z.output<Schema> } | { ok: false; outcome: BulkOutcome } {
  const parsed = schema.safeParse(item.payload);
  if (parsed.success) return { ok: true, value: parsed.data };
  const [finding] = itemFindings(parsed.error.issues, item.payload, [], job.language);
  return {
    ok: false,
    outcome: {
      status: bulkItemStatus.refused,
      message: finding?.melding ?? message(job.language, 'bulkValueInvalid'),
    },
  };
}

/** The fields of an item's legal-log entry that the job gives: its sender, profile, reference. */
export function jobEntryFields(job: BulkJobContext) {
  return {
    correlationId: job.correlationId,
    userSubject: job.ownerSubject,
    userName: job.ownerName,
    organisationCode: job.organisationCode,
    role: job.roleUri,
    permission: job.permission,
    reference: job.reference,
    registeredBy: 'Magda',
  } as const;
}

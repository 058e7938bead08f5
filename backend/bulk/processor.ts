// What a domain gives the bulk machinery: how one item of its jobs is processed. The worker calls
// the processor inside the transaction that ends the item, so the item's effect (a proof
// registered, a legal-log entry) and its status are written together or not at all (ADR 014).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The job an item belongs to, as the processor needs it (who sent it, under which profile). */
export interface BulkJobContext {
  id: string;
  kind: string;
  ownerSubject: string;
  ownerName: string;
  organisationCode: string;
  roleUri: string;
  permission: string;
  correlationId: string;
  reference: string | null;
  language: 'nl' | 'en';
}

export interface BulkItem {
  jobId: string;
  position: number;
  /** The item's row number in the sheet. */
  line: number;
  /** The row schema's item, as stored: the processor parses it with its own schema again. */
  payload: unknown;
}

/** The longest message or result an item keeps: the worker cuts a longer one. */
export const BULK_TEXT_MAX_LENGTH = 1000;

/** How an item ended: 200 done, 404 not found, 205 and up an error; a message for the result. */
export interface BulkOutcome {
  status: number;
  message: string;
  /** What the item made (a new proof's reference), shown in the result file. */
  result?: string | null;
}

export interface BulkProcessor {
  /** The bulk kind of the files and jobs it processes ('led'). */
  kind: string;
  /**
   * Processes one item inside `trx`. A business refusal is an outcome (404, 422), not an
   * exception; an exception rolls the item's transaction back and ends it with 500.
   */
  process(trx: Kysely<Database>, item: BulkItem, job: BulkJobContext): Promise<BulkOutcome>;
}

// One entry of the legal log (with its link in the chain verified) and the entries of one request,
// as their screens read them: found, not found (an unknown reference or correlation id, 404) or
// failed (the backend's failure, with this request's correlation id for the service desk). A
// value that cannot name an entry or a request is not asked at all.
import {
  getLegalLogEntry,
  getLegalLogRequest,
  legalLogReferenceParams,
  type LegalLogEntry,
} from '@contracts/legal-log';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import type { RequestArgs } from '~/load-context';

type Lookup<Found> =
  ({ state: 'found' } & Found) | { state: 'notFound' } | { state: 'failed'; correlationId: string };

async function lookup<Found>(args: RequestArgs, ask: () => Promise<Found>): Promise<Lookup<Found>> {
  try {
    return { state: 'found', ...(await ask()) };
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400)) {
      return { state: 'notFound' };
    }
    if (isSourceFailure(error))
      return { state: 'failed', correlationId: args.context.correlationId };
    throw error;
  }
}

/** Whether a path's value can be an entry's reference (a UUID, or an entry's number). */
export function isEntryReference(value: string | undefined): value is string {
  return legalLogReferenceParams.safeParse({ referte: value?.toLowerCase() }).success;
}

/** Whether a path's value can be a request's correlation id: 1 to 200 visible characters. */
export function isRequestId(value: string | undefined): value is string {
  return value !== undefined && /^[\x21-\x7e]{1,200}$/.test(value);
}

export function lookupEntry(args: RequestArgs, reference: string) {
  return lookup(args, async () => ({
    entry: await callBackend(getLegalLogEntry, {
      ...args,
      params: { referte: reference.toLowerCase() },
    }),
  }));
}

export type EntryLookup = Awaited<ReturnType<typeof lookupEntry>>;

/** The entries of one request in the order they were written; none found is not found. */
export async function lookupRequest(
  args: RequestArgs,
  correlationId: string,
): Promise<Lookup<{ entries: LegalLogEntry[]; truncated: boolean }>> {
  const found = await lookup(args, async () => {
    const answer = await callBackend(getLegalLogRequest, {
      ...args,
      params: { correlationId },
    });
    return { entries: answer.resultaten, truncated: answer.afgekapt };
  });
  return found.state === 'found' && found.entries.length === 0 ? { state: 'notFound' } : found;
}

export type RequestLookup = Awaited<ReturnType<typeof lookupRequest>>;

/** The page's status for a lookup: 200, 404 or 502. */
export function statusOfLookup(found: { state: 'found' | 'notFound' | 'failed' }): 200 | 404 | 502 {
  return found.state === 'found' ? 200 : found.state === 'notFound' ? 404 : 502;
}

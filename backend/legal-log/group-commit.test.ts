// Group commit when the database fails: entries waiting together are refused together, in one
// attempt, when the database does not answer; only an entry the database refuses as data is tried
// again on its own (the integration tests write real batches, backend-legal-log.test.ts).
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { consultationEntry } from '../../tests/support/legal-log-entry';
import type { Database } from '../db/schema';
import { legalLogKey } from './chain';
import { GroupCommitLog } from './group-commit';

/** A database whose every transaction fails with `error`, counting the attempts. */
function failingDatabase(error: Error) {
  const attempts = { count: 0 };
  const db = {
    transaction: () => ({
      execute: () => {
        attempts.count += 1;
        return Promise.reject(error);
      },
    }),
  } as unknown as Kysely<Database>;
  return { db, attempts };
}

describe('GroupCommitLog', () => {
  it('refuses every waiting entry in one attempt when the database does not answer', async () => {
    const { db, attempts } = failingDatabase(new Error('connect ECONNREFUSED'));
    const log = new GroupCommitLog(db, legalLogKey('a-secret-that-is-long-enough-for-tests'));
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((id) => log.append(consultationEntry(id))),
    );
    expect(results.map((result) => result.status)).toEqual(Array(4).fill('rejected'));
    // The first alone, the three that waited for it together.
    expect(attempts.count).toBe(2);
  });

  it('tries each entry of a batch the database refused as data again on its own', async () => {
    const refused = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const { db, attempts } = failingDatabase(refused);
    const log = new GroupCommitLog(db, legalLogKey('a-secret-that-is-long-enough-for-tests'));
    await Promise.allSettled(['a', 'b', 'c', 'd'].map((id) => log.append(consultationEntry(id))));
    expect(attempts.count).toBe(1 + 1 + 3);
  });
});

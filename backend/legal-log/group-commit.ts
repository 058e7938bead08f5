// Group commit for the legal log. A consultation's entry must be in the database before its data
// leaves, and the chain orders every entry after the one before it, so each append takes the
// chain's lock. One transaction per entry would make concurrent consultations wait for each other
// one commit at a time; instead, while one batch is being committed, the entries that arrive wait
// together and the next transaction appends all of them (one lock, one read of the chain's end,
// one insert, one commit). Alone, an entry is written at once: there is no timer, only the time
// the previous batch takes. Each caller still learns whether its own entry was committed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  appendBatchIn,
  type AppendedEntry,
  type LegalLogKey,
  type NewLegalLogEntry,
} from './chain';

interface Waiting {
  entry: NewLegalLogEntry;
  resolve: (appended: AppendedEntry) => void;
  reject: (error: unknown) => void;
}

/** The most entries one transaction appends (its insert's parameters stay far below the limit). */
export const maxBatchSize = 500;

export class GroupCommitLog {
  private waiting: Waiting[] = [];
  private draining = false;
  /** How many transactions appended entries, and how many entries: batching at work, for tests. */
  readonly stats = { batches: 0, entries: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: LegalLogKey,
  ) {}

  /** Resolves once the entry is committed in the chain; rejects when it could not be written. */
  append(entry: NewLegalLogEntry): Promise<AppendedEntry> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ entry, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, maxBatchSize);
      await this.commit(batch);
    }
    this.draining = false;
  }

  private async commit(batch: readonly Waiting[]): Promise<void> {
    try {
      const appended = await this.db.transaction().execute((trx) =>
        appendBatchIn(
          trx,
          this.key,
          batch.map(({ entry }) => entry),
        ),
      );
      this.stats.batches += 1;
      this.stats.entries += appended.length;
      batch.forEach((waiting, index) => waiting.resolve(appended[index] as AppendedEntry));
    } catch (error) {
      if (batch.length === 1 || !refusedData(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // One entry the database refuses must not cost the others theirs: each again on its own.
      // A database that does not answer fails them all at once instead of once per entry.
      for (const waiting of batch) await this.commit([waiting]);
    }
  }
}

/** The database refused what was written (SQLSTATE classes 22 and 23: data, constraints). */
function refusedData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

const logs = new WeakMap<Kysely<Database>, Map<string, GroupCommitLog>>();

/** The group-commit log of this process for a database and key: one queue, whoever appends. */
export function groupCommitLog(db: Kysely<Database>, key: LegalLogKey): GroupCommitLog {
  let byKey = logs.get(db);
  if (!byKey) {
    byKey = new Map();
    logs.set(db, byKey);
  }
  let log = byKey.get(key.fingerprint);
  if (!log) {
    log = new GroupCommitLog(db, key);
    byKey.set(key.fingerprint, log);
  }
  return log;
}

// `npx tsx bench/legal-log-verify.ts`: the legal log's verification over a range (verifyRange in
// backend/legal-log/chain.ts, the walk the consultation screens and the audit reports use): a
// throwaway in-memory database gets 100,000 entries appended through the chain itself (batches
// of 2000, as one transaction each), then the whole range is verified, read in batches. The
// target: 100,000 entries verified within 10 s.
import { openDatabase } from '../backend/db/database';
import {
  appendBatchIn,
  legalLogKey,
  verifyRange,
  type NewLegalLogEntry,
} from '../backend/legal-log/chain';

const count = Number(process.env.BENCH_ENTRIES ?? 100_000);
const batch = 2000;
const targetMs = 10_000;

const key = legalLogKey('bench-hash-secret-that-is-long-enough-32');
const db = await openDatabase({ dataDir: 'memory://' });
try {
  const entry = (index: number): NewLegalLogEntry => ({
    correlationId: `bench-${index}`,
    userSubject: `demo-user-${index % 7}`,
    userName: 'Bench Gebruiker',
    organisationCode: 'OVO100001',
    role: 'urn:backoffice:rol:Burgerzaken:OVO100001',
    permission: 'persoon.geefPersoon',
    operation: 'geefPersoon',
    subjectKind: 'Insz',
    subject: String(85_073_003_328 + index).slice(0, 11),
    reference: `BENCH-${index % 100}`,
    registeredBy: 'Magda',
    source: 'RR',
    outcome: 'gevonden',
  });
  const writing = performance.now();
  for (let from = 0; from < count; from += batch) {
    const entries = Array.from({ length: Math.min(batch, count - from) }, (_, i) =>
      entry(from + i),
    );
    await db.transaction().execute((trx) => appendBatchIn(trx, key, entries));
  }
  const written = performance.now() - writing;

  const started = performance.now();
  const result = await verifyRange(db, [key], {});
  const ms = performance.now() - started;
  const perSecond = Math.round((result.entries / ms) * 1000);
  console.log(
    `legal-log verification: ${result.entries} entries in ${Math.round(ms)} ms ` +
      `(${perSecond} entries/s; writing them took ${Math.round(written)} ms), intact: ${result.ok}`,
  );
  if (!result.ok || result.entries !== count) {
    console.error('the chain did not verify whole');
    process.exitCode = 1;
  } else if (ms > targetMs) {
    console.error(`over the target of ${targetMs} ms`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}

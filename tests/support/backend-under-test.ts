// Runs the reference backend in-process on a loopback port, on a clone of a seeded template
// (tests/support/templates.ts): a PostgreSQL database or a PGlite data directory.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import { createBackendApp } from '../../backend/app';
import { createTokenVerifier } from '../../backend/auth/access-token';
import { startBulkWorker, type BulkWorker } from '../../backend/bulk/worker';
import { bulkProcessors } from '../../backend/bulk-processors';
import { openDatabase } from '../../backend/db/database';
import type { Database } from '../../backend/db/schema';
import type { PostalClock } from '../../backend/document/schedule';
import { seedDocuments } from '../../backend/document/seed';
import type { PublicDownloadSettings } from '../../backend/http/call';
import { makeWaitingReport } from '../../backend/legal-log/reports';
import { createLogger } from '../../logging/logger';
import {
  createTestDatabase,
  pgliteClone,
  postgresAdminUrl,
  testHashSecret,
  type DatabaseKind,
  type TemplateLevel,
  type TestDatabase,
} from './templates';
import type { TestIssuer } from './test-issuer';

/** The options that ask for synthetic sources (a clone of the 'sources' template or more). */
const sourceOptions = new Set([
  'population',
  'enterprises',
  'education',
  'led',
  'childBenefits',
  'vehicles',
  'socialSecurity',
  'documents',
]);

export {
  createTestDatabase,
  postgresAdminUrl,
  testHashSecret,
  type DatabaseKind,
  type TestDatabase,
};

export interface BackendUnderTest {
  url: string;
  db: Kysely<Database>;
  /** postgres://… of its database; null on PGlite. */
  databaseUrl: string | null;
  /** The Express app itself (which calls it serves: `servedCalls(app)`). */
  app: Express;
  stop: () => Promise<void>;
}

export async function startBackend(
  kind: DatabaseKind,
  issuer: TestIssuer,
  options: {
    sessionTtlSeconds?: number;
    population?: boolean;
    enterprises?: boolean;
    education?: boolean;
    /** The learning and experience proofs (LED), made from the people. */
    led?: boolean;
    /** The child-benefits source (Groeipakket), made from the people and their households. */
    childBenefits?: boolean;
    /** The vehicle registers, with the people and enterprises that hold the vehicles. */
    vehicles?: boolean;
    /** The social security source (social statutes, living wage), made from the people. */
    socialSecurity?: boolean;
    /** The document service (sender profiles, eBoxes, the synthetic shipments), on the clock given. */
    documents?: boolean;
    /** The document service's clock and schedule (a fake clock drives the status machine). */
    postal?: PostalClock;
    /** The push notification source (its members, groups and history, on the system clock). */
    push?: boolean;
    /** Runs a bulk worker with every domain's processor next to the app, as backend/main.ts does. */
    bulkWorker?: boolean;
    /** The public document download's rate limit and proof-of-work difficulty. */
    publicDownload?: PublicDownloadSettings;
  } = {},
): Promise<BackendUnderTest> {
  // A clone of the seeded template that holds what the options ask for: the code lists alone, or
  // every source but the document service, or (documents on the system clock) all of it. The
  // document service on a clock of the test's own is seeded on the clone.
  const wantsSources = Object.entries(options).some(
    ([option, value]) => sourceOptions.has(option) && value === true,
  );
  const level: TemplateLevel =
    (options.documents || options.push) && !options.postal
      ? 'full'
      : wantsSources
        ? 'sources'
        : 'bare';
  let databaseUrl: string | undefined;
  let dataDir = 'memory://';
  let removeDatabase = async () => {};
  if (kind === 'postgresql') {
    const database = await createTestDatabase(level);
    databaseUrl = database.url;
    removeDatabase = database.drop;
  } else {
    const clone = await pgliteClone(level);
    dataDir = clone.dataDir;
    removeDatabase = async () => clone.remove();
  }

  const db = await openDatabase({ databaseUrl, dataDir });
  if (options.documents && options.postal)
    await seedDocuments(db, { size: 'small', clock: options.postal });
  const app = createBackendApp(
    {
      db,
      clock: options.postal,
      verifyToken: createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience }),
      hashSecret: testHashSecret,
      sessionTtlSeconds: options.sessionTtlSeconds ?? 1800,
      publicDownload: options.publicDownload,
    },
    createLogger('silent', 'backend'),
    { postalSchedule: options.postal?.schedule },
  );
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const worker: BulkWorker | null = options.bulkWorker
    ? startBulkWorker({
        db,
        processors: bulkProcessors({ hashSecret: testHashSecret }),
        tasks: [(database) => makeWaitingReport(database, testHashSecret)],
        log: createLogger('silent', 'backend'),
        workerId: 'backend-under-test',
        idleMs: 50,
      })
    : null;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    databaseUrl: databaseUrl ?? null,
    app,
    stop: async () => {
      await worker?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      await removeDatabase();
    },
  };
}

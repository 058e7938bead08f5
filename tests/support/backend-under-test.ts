// Runs the reference backend in-process on a loopback port, on PGlite or on a fresh PostgreSQL database.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createBackendApp } from '../../backend/app';
import { createTokenVerifier } from '../../backend/auth/access-token';
import { startBulkWorker, type BulkWorker } from '../../backend/bulk/worker';
import { seedCatalogue } from '../../backend/catalogue/seed';
import { childBenefitsBulkProcessor } from '../../backend/child-benefits/bulk';
import { seedChildBenefits } from '../../backend/child-benefits/seed';
import { seedCodeLists } from '../../backend/codelists/seed';
import { openDatabase } from '../../backend/db/database';
import type { Database } from '../../backend/db/schema';
import type { PostalClock } from '../../backend/document/schedule';
import { seedDocuments } from '../../backend/document/seed';
import { seedEducation } from '../../backend/education/seed';
import { seedEnterprises } from '../../backend/enterprise/seed';
import type { PublicDownloadSettings } from '../../backend/http/call';
import { ownershipBulkProcessor, parcelBulkProcessor } from '../../backend/land-registry/bulk';
import { ledBulkProcessor } from '../../backend/led/bulk';
import { seedLed } from '../../backend/led/seed';
import { seedPopulation } from '../../backend/population/seed';
import { seedSocialSecurity } from '../../backend/social-security/seed';
import { seedVehicles } from '../../backend/vehicle/seed';
import { createLogger } from '../../server/logger';
import type { TestIssuer } from './test-issuer';

export type DatabaseKind = 'pglite' | 'postgresql';

/** The machine's PostgreSQL server (trust authentication on loopback). */
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The backend's hash secret in tests (national-number hashes, the legal-log chain key). */
export const testHashSecret = 'test-hash-secret-that-is-long-enough-32';

export interface BackendUnderTest {
  url: string;
  db: Kysely<Database>;
  /** postgres://… of its database; null on PGlite. */
  databaseUrl: string | null;
  /** The Express app itself (which calls it serves: `servedCalls(app)`). */
  app: Express;
  stop: () => Promise<void>;
}

export interface TestDatabase {
  /** postgres://… of the new, empty database. */
  url: string;
  name: string;
  /** Drops it, whoever is still connected. */
  drop: () => Promise<void>;
}

/** A fresh, empty PostgreSQL database on the machine's server, dropped by its `drop`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `backend_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
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
    /** Runs a bulk worker with every domain's processor next to the app, as backend/main.ts does. */
    bulkWorker?: boolean;
    /** The public document download's rate limit and proof-of-work difficulty. */
    publicDownload?: PublicDownloadSettings;
  } = {},
): Promise<BackendUnderTest> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgresql') {
    ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
  }

  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await seedCatalogue(db);
  await seedCodeLists(db);
  // Only the tests that read people ask for them, and the small population serves them all.
  if (
    options.population ||
    options.enterprises ||
    options.education ||
    options.vehicles ||
    options.led ||
    options.socialSecurity ||
    options.childBenefits ||
    options.documents
  )
    await seedPopulation(db, { size: 'small' });
  // The enterprise register draws its directors from the people, so it comes with them.
  if (options.enterprises || options.vehicles || options.documents)
    await seedEnterprises(db, { size: 'small' });
  // The education source is made from the people: it needs the population too.
  if (options.education) await seedEducation(db, { size: 'small' });
  // So are the learning and experience proofs.
  if (options.led) await seedLed(db, { size: 'small' });
  // So are the child benefits, from the households too.
  if (options.childBenefits) await seedChildBenefits(db, { size: 'small' });
  // So is the social security source, from the households and nationalities too.
  if (options.socialSecurity) await seedSocialSecurity(db, { size: 'small' });
  // The vehicles' holders are people of the population and enterprises of the register.
  if (options.vehicles) await seedVehicles(db, { size: 'small' });
  // The document service's recipients are people and enterprises.
  if (options.documents) await seedDocuments(db, { size: 'small', clock: options.postal });
  const app = createBackendApp(
    {
      db,
      postal: options.postal,
      verifyToken: createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience }),
      hashSecret: testHashSecret,
      sessionTtlSeconds: options.sessionTtlSeconds ?? 1800,
      publicDownload: options.publicDownload,
    },
    createLogger('silent', 'backend'),
  );
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const worker: BulkWorker | null = options.bulkWorker
    ? startBulkWorker({
        db,
        processors: [
          ledBulkProcessor({ hashSecret: testHashSecret }),
          childBenefitsBulkProcessor({ hashSecret: testHashSecret }),
          ownershipBulkProcessor({ hashSecret: testHashSecret }),
          parcelBulkProcessor(),
        ],
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
      await dropDatabase();
    },
  };
}

// The reference backend's process: `npm run backend`, or started by server.ts on a loopback port.
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import { createLogger } from '../logging/logger';
import { createBackendApp } from './app';
import { createTokenVerifier } from './auth/access-token';
import { purgeExpiredSessions } from './auth/sessions';
import { purgeUnsentFiles } from './bulk/files';
import { startBulkWorker, type BulkWorker } from './bulk/worker';
import { bulkProcessors } from './bulk-processors';
import { seedCatalogue } from './catalogue/seed';
import { systemClock } from './clock';
import { seedCodeLists } from './codelists/seed';
import { parseBackendConfig } from './config';
import { openDatabase, SchemaNewerThanCode } from './db/database';
import { postalClock } from './document/schedule';
import { startStatusMachine } from './document/status';
import { resolveHashSecret } from './hash-secret';
import { makeWaitingReport } from './legal-log/reports';
import { fillSubjectIndex } from './legal-log/subject-index';
import { PopulationSizeMismatch } from './population/seed';
import { syntheticSources } from './synthetic-sources';

const parsed = parseBackendConfig(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const config = parsed.config;
const logger = createLogger(config.LOG_LEVEL, 'backend');
const hashSecret = resolveHashSecret(config);
if (hashSecret.origin === 'random' && config.DATABASE_URL) {
  logger.warn('HASH_SECRET is unset: the legal log written now will not verify after a restart');
}

// Started by the portal: if it goes while we are still preparing the database, go too (a signal
// would end us just the same); once we serve, shutdown() below drains first.
const leaveEarly = () => process.exit(1);
process.on('disconnect', leaveEarly);

/** A database that a newer release migrated stops this one with one plain log line. */
async function openedDatabase() {
  try {
    return await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof SchemaNewerThanCode)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}
const db = await openedDatabase();
// The subjects' blind index of entries written before it existed (none after the first start).
const indexed = await fillSubjectIndex(db, hashSecret.secret);
if (indexed > 0) logger.info({ entries: indexed }, 'legal log subject index filled');
await seedCatalogue(db);
await seedCodeLists(db);
/**
 * Seeds one synthetic source when its tables are empty (the seeds decide), and says so with what
 * it made and how long it took; a source already there is left as it is, silently.
 */
async function seeded<Result extends { generated: boolean }>(
  what: string,
  seed: () => Promise<Result>,
): Promise<void> {
  const started = performance.now();
  const { generated, ...result } = await seed();
  const made: Record<string, unknown> = result;
  if (generated) {
    logger.info(
      { ...made, ms: Math.round(performance.now() - started) },
      `synthetic ${what} generated`,
    );
  }
}

const clock = systemClock;
const context = {
  size: config.POPULATION_SIZE,
  clock,
  postalSchedule: config.POSTAL_SCHEDULE,
  hashSecret: hashSecret.secret,
};
try {
  for (const source of syntheticSources) {
    await seeded(source.what, () => source.seed(db, context));
  }
} catch (error) {
  if (!(error instanceof PopulationSizeMismatch)) throw error;
  logger.fatal(error.message);
  await db.destroy();
  process.exit(1);
}

const app = createBackendApp(
  {
    db,
    verifyToken: createTokenVerifier({
      issuer: config.OIDC_ISSUER,
      audience: config.BACKEND_AUDIENCE,
      jwksUri: config.OIDC_JWKS_URI,
    }),
    hashSecret: hashSecret.secret,
    sessionTtlSeconds: config.SESSION_TTL_SECONDS,
    clock,
    publicDownload: {
      limit: config.DOWNLOAD_RATE_LIMIT,
      windowSeconds: 300,
      difficulty: config.CAPTCHA_DIFFICULTY,
    },
  },
  logger,
  { postalSchedule: config.POSTAL_SCHEDULE, pushImageBaseUrl: config.PUSH_IMAGE_BASE_URL },
);

const purge = setInterval(() => {
  purgeExpiredSessions(db).catch((error: unknown) =>
    logger.warn({ err: error }, 'session purge failed'),
  );
  purgeUnsentFiles(db)
    .then((removed) => {
      if (removed > 0) logger.info({ removed }, 'unsent bulk files removed');
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'bulk file purge failed'));
}, 3_600_000);
purge.unref();

// Shipments move on by themselves, also when nobody reads them (every few seconds).
const statusMachine = startStatusMachine(
  db,
  postalClock(clock, config.POSTAL_SCHEDULE),
  (error: unknown) => logger.warn({ err: error }, 'shipment status advance failed'),
);

/** Set once the server listens; stopped before the database closes. */
let worker: BulkWorker | null = null;
let stopping = false;
// Its callers are the portals, which send a request whole: one that stalls is let go (408) rather
// than holding a connection; a 30 MB letter's attachments are passed on well within the time.
const server = createServer(
  { headersTimeout: 20_000, requestTimeout: 300_000, connectionsCheckingInterval: 1000 },
  app,
);
server.listen(config.BACKEND_PORT, config.BACKEND_HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.BACKEND_PORT;
  logger.info({ url: `http://${config.BACKEND_HOST}:${port}` }, 'backend listening');
  // The portal that started us waits for this line to learn the port.
  process.send?.({ type: 'listening', port });
  // The bulk jobs' items, shared with every other instance on the same database (ADR 014).
  if (!stopping) {
    worker = startBulkWorker({
      db,
      processors: bulkProcessors({ hashSecret: hashSecret.secret }),
      // The legal log's audit reports, made by the same loop (one at a time).
      tasks: [
        (database) =>
          makeWaitingReport(database, hashSecret.secret, (error: unknown) =>
            logger.error({ err: error }, 'audit report failed'),
          ),
      ],
      log: logger,
      workerId: `${hostname()}:${process.pid}`,
    });
  }
});

function shutdown() {
  if (stopping) return;
  stopping = true;
  statusMachine.stop();
  // The running batch commits (or rolls back) before the database closes.
  const workerStopped = worker?.stop() ?? Promise.resolve();
  server.close(() => {
    void workerStopped.then(() => db.destroy()).finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// Started by the portal: go when the portal goes.
process.off('disconnect', leaveEarly);
process.on('disconnect', shutdown);

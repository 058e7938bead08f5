// The development identity provider as a service of its own (`node build/dev-idp.js`): behind
// the reverse proxy at the public issuer's path, with its sessions, tokens and signing keys in
// PostgreSQL when DATABASE_URL is set, so a restart signs nobody out and instances sign alike.
import express from 'express';
import { createLogger } from '../logging/logger';
import { requestLogger } from '../logging/request-logger';
import { forgeryProtection } from '../server/forgery-protection';
import { liveness, readiness, type ReadinessCheck } from '../server/health';
import { cspNonce, securityHeaders } from '../server/security';
import { fixedLifetimes, parseDevIdpConfig } from './config';
import { openPostgresStore, type PostgresStore } from './postgres-store';
import { createDevIdentityProvider } from './provider';

/** Expired sessions, codes and tokens are deleted this often (and once at start). */
const purgeIntervalMs = 15 * 60 * 1000;
/** Requests still running after SIGTERM get this long before the process exits anyway. */
const shutdownTimeoutMs = 10_000;

const parsed = parseDevIdpConfig(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const config = parsed.config;
const logger = createLogger(config.LOG_LEVEL, 'dev-idp');

// Started by a parent over IPC (a test): if it goes while we are still starting, go too; once we
// serve, shutdown() below drains first.
const leaveEarly = () => process.exit(1);
process.on('disconnect', leaveEarly);

async function openStore(): Promise<PostgresStore | undefined> {
  if (!config.DATABASE_URL) return undefined;
  try {
    return await openPostgresStore(config.DATABASE_URL, {
      onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
    });
  } catch (error) {
    logger.fatal({ err: error }, 'the identity provider database could not be prepared');
    process.exit(1);
  }
}

const store = await openStore();
const { handler, issuer } = await createDevIdentityProvider({
  issuer: config.OIDC_ISSUER,
  environment: config.ENVIRONMENT,
  cookieSecret: config.IDP_COOKIE_SECRET,
  clients: [
    {
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      redirectUris: [`${config.PUBLIC_URL}/auth/callback`],
      postLogoutRedirectUris: [`${config.PUBLIC_URL}/`, `${config.PUBLIC_URL}/en`],
    },
  ],
  backendAudience: config.BACKEND_AUDIENCE,
  accessTokenTtlSeconds: config.DEV_IDP_ACCESS_TOKEN_TTL_SECONDS,
  ...fixedLifetimes,
  proxy: config.IDP_PROXY,
  adapter: store?.adapter,
  jwks: store?.jwks,
  logServerError: (error) => logger.error({ err: error }, 'identity provider error'),
});
const basePath = new URL(issuer).pathname.replace(/\/$/, '');

/** The database answers within the readiness check's time, or counts as down. */
const databaseCheck = (database: PostgresStore): ReadinessCheck => ({
  name: 'database',
  check: (signal) =>
    new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('database did not answer')));
      database.ping().then(resolve, reject);
    }),
});

let draining = false;
const app = express();
app.disable('x-powered-by');
// Behind the reverse proxy: the client's address is the one the proxy saw, and the host and
// scheme are the ones the browser used.
app.set('trust proxy', config.IDP_PROXY ? 1 : false);
app.use(
  requestLogger(logger, {
    quietPaths: (url) => url === '/healthz' || url === '/readyz',
    patterns: [`${basePath}/interaction/:uid`, `${basePath}/interaction/:uid/login`],
  }),
);
// The same headers as in front of the embedded provider. The sign-in and sign-out forms end in
// a redirect to the portal, which form-action must allow when the portal is another origin.
app.use(cspNonce);
app.use(
  securityHeaders({
    secureTransport: issuer.startsWith('https:'),
    development: false,
    formActions: [new URL(config.PUBLIC_URL).origin],
  }),
);
app.get('/healthz', liveness);
app.get(
  '/readyz',
  readiness(
    () => (store ? [databaseCheck(store)] : []),
    () => draining,
  ),
);
app.use(forgeryProtection);
// oidc-provider parses its own bodies: no body parser comes before it.
app.use(basePath || '/', handler);

const purge = store
  ? setInterval(() => {
      store
        .purgeExpired()
        .then((removed) => {
          if (removed > 0) logger.info({ removed }, 'expired identity provider records removed');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'purge of expired records failed'));
    }, purgeIntervalMs)
  : undefined;
purge?.unref();
await store?.purgeExpired();

const server = app.listen(config.IDP_PORT, config.IDP_HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.IDP_PORT;
  logger.info(
    {
      url: `http://${config.IDP_HOST}:${port}`,
      issuer,
      environment: config.ENVIRONMENT,
      store: store ? 'postgresql' : 'memory',
    },
    'identity provider listening',
  );
  // A parent that started us on port 0 learns the port from this message.
  process.send?.({ type: 'listening', port });
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'identity provider could not listen');
  process.exit(1);
});

function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info({ signal }, 'draining connections before exit');
  clearInterval(purge);
  server.close(() => {
    void (store?.close() ?? Promise.resolve()).finally(() => {
      logger.info('identity provider stopped');
      process.exit(0);
    });
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn('forced exit after shutdown timeout');
    process.exit(1);
  }, shutdownTimeoutMs).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
process.off('disconnect', leaveEarly);
process.on('disconnect', () => shutdown('disconnect'));

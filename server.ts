// The portal's process: validates the environment, connects to the Redis of the rate limits when
// one is configured, starts the embedded identity provider and reference backend when none are
// configured, serves the Express app, and drains on SIGTERM.
import { createServer } from 'node:http';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import { parseEnv } from './app/config/env.server';
import { createLogger } from './logging/logger';
import packageJson from './package.json' with { type: 'json' };
import { createApp } from './server/app';
import { loadBuildInfo } from './server/build-info';
import { startEmbeddedBackend } from './server/embedded-backend';
import { connectSharedRateLimitStore, type SharedRateLimitStore } from './server/rate-limits';
import { userStoreFor } from './server/user-store';

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const env = parsed.env;
// The Remix build reads the same variables; pin the generated defaults so both halves agree.
process.env.SESSION_SECRET = env.SESSION_SECRET;
process.env.OIDC_CLIENT_SECRET = env.OIDC_CLIENT_SECRET;

const logger = createLogger(env.LOG_LEVEL);
const development = env.NODE_ENV === 'development';
const buildDir = path.resolve('build');
const buildInfo = loadBuildInfo(path.join(buildDir, 'buildinfo.json'), {
  name: packageJson.name,
  version: packageJson.version,
});
/** Where the portal itself answers on this machine, for calls it makes to its own embedded parts. */
const loopbackUrl = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`;

let draining = false;

async function remixSetup() {
  if (!development) {
    const serverBuildPath = path.join(buildDir, 'server', 'index.js');
    const build = (await import(serverBuildPath)) as ServerBuild;
    return { mode: 'production' as const, build, clientDir: path.join(buildDir, 'client') };
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    mode: 'development' as const,
    middleware: devServer.middlewares,
    build: () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
  };
}

async function identityProviderSetup() {
  if (!env.embeddedIdentityProvider) return undefined;
  // Loaded only when used: a deployment with a real provider never loads the development one.
  const { createDevIdentityProvider } = await import('./dev-idp/provider');
  const { handler, issuer } = await createDevIdentityProvider({
    issuer: env.OIDC_ISSUER,
    environment: env.ENVIRONMENT,
    cookieSecret: env.SESSION_SECRET,
    clients: [
      {
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        redirectUris: [`${env.PUBLIC_URL}/auth/callback`],
        postLogoutRedirectUris: [`${env.PUBLIC_URL}/`, `${env.PUBLIC_URL}/en`],
      },
    ],
    backendAudience: env.BACKEND_AUDIENCE,
    accessTokenTtlSeconds: env.DEV_IDP_ACCESS_TOKEN_TTL_SECONDS,
    idTokenTtlSeconds: 3600,
    refreshTokenTtlSeconds: 12 * 3600,
    sessionTtlSeconds: 12 * 3600,
    proxy: env.TRUST_PROXY !== false,
  });
  return { path: new URL(issuer).pathname, handler };
}

// Before anything else starts: without its Redis the portal does not start at all.
let sharedRateLimits: SharedRateLimitStore | undefined;
if (env.REDIS_URL) {
  try {
    sharedRateLimits = await connectSharedRateLimitStore(env.REDIS_URL, logger);
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

// The embedded backend (opening its database, in its own process), the Remix build and the
// identity provider start side by side: a restart waits for the slowest, not for the sum. The
// backend fetches the provider's keys when the first token comes, not at its start.
const [identityProvider, embeddedBackend, remix] = await Promise.all([
  identityProviderSetup(),
  env.BACKEND_URL
    ? undefined
    : startEmbeddedBackend(env, logger, {
        development,
        // The embedded provider's keys, fetched over loopback rather than through the public
        // address.
        jwksUri: env.embeddedIdentityProvider
          ? `${loopbackUrl}/idp/jwks`
          : `${env.OIDC_ISSUER}/jwks`,
      }),
  remixSetup(),
]);
const backendUrl = env.BACKEND_URL ?? embeddedBackend?.url ?? '';

const app = createApp({
  env,
  logger,
  buildInfo,
  remix,
  isDraining: () => draining,
  backendUrl,
  identityProvider,
  sharedRateLimits,
  users: userStoreFor({ sharedRateLimits, embeddedBackend, env, logger }),
});

// A client that sends its request too slowly (a header a byte at a time, a body that stops) is
// answered 408 and let go, so slow clients cannot hold the server's connections; the time-outs are
// checked every second.
const server = createServer(
  {
    headersTimeout: env.REQUEST_HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionsCheckingInterval: 1000,
  },
  app,
);
server.listen(env.PORT, env.HOST, () => {
  logger.info(
    {
      url: env.PUBLIC_URL,
      environment: env.ENVIRONMENT,
      version: buildInfo.version,
      identityProvider: env.embeddedIdentityProvider ? 'embedded' : env.OIDC_ISSUER,
      backend: embeddedBackend ? 'embedded' : backendUrl,
      rateLimits: sharedRateLimits?.address ?? 'memory',
    },
    'portal listening',
  );
});

function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info({ signal }, 'draining connections before exit');
  // No request counts any more once the server has drained: then Redis may go.
  server.close(() => {
    void Promise.allSettled([embeddedBackend?.stop(), sharedRateLimits?.close()]).finally(() => {
      logger.info('portal stopped');
      process.exit(0);
    });
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn('forced exit after shutdown timeout');
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

// The portal's process: validates the environment, builds the Express app and serves it,
// then drains in-flight requests on SIGTERM before exiting.
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import { parseEnv } from './app/config/env.server';
import packageJson from './package.json' with { type: 'json' };
import { createApp } from './server/app';
import { loadBuildInfo } from './server/build-info';
import { createLogger } from './server/logger';

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const env = parsed.env;
// The Remix build reads the same variables; pin the generated defaults so both halves agree.
process.env.SESSION_SECRET = env.SESSION_SECRET;

const logger = createLogger(env.LOG_LEVEL);
const buildDir = path.resolve('build');
const buildInfo = loadBuildInfo(path.join(buildDir, 'buildinfo.json'), {
  name: packageJson.name,
  version: packageJson.version,
});

let draining = false;

async function remixSetup() {
  if (env.NODE_ENV !== 'development') {
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

const app = createApp({
  env,
  logger,
  buildInfo,
  remix: await remixSetup(),
  isDraining: () => draining,
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(
    {
      url: `http://${env.HOST}:${env.PORT}`,
      environment: env.ENVIRONMENT,
      version: buildInfo.version,
    },
    'portal listening',
  );
});

function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info({ signal }, 'draining connections before exit');
  server.close(() => {
    logger.info('portal stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn('forced exit after shutdown timeout');
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

// Starts the reference backend as a child process on a loopback port, so database work never
// blocks page rendering; it stops when the portal stops (its IPC channel closes).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Env } from '../app/config/env.server';

export interface EmbeddedBackend {
  url: string;
  stop: () => Promise<void>;
}

export async function startEmbeddedBackend(
  env: Env,
  logger: Logger,
  options: { development: boolean; jwksUri: string },
): Promise<EmbeddedBackend> {
  const entry = options.development
    ? path.resolve('backend/main.ts')
    : path.resolve('build/backend.js');
  const child: ChildProcess = fork(entry, [], {
    execArgv: options.development ? ['--import', 'tsx'] : [],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV,
      ENVIRONMENT: env.ENVIRONMENT,
      LOG_LEVEL: env.LOG_LEVEL,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: '0',
      OIDC_ISSUER: env.OIDC_ISSUER,
      OIDC_JWKS_URI: options.jwksUri,
      BACKEND_AUDIENCE: env.BACKEND_AUDIENCE,
      SESSION_TTL_SECONDS: String(env.BACKEND_SESSION_TTL_SECONDS),
      DATABASE_URL: env.DATABASE_URL,
      DATA_DIR: env.DATA_DIR,
      POPULATION_SIZE: env.POPULATION_SIZE,
      POSTAL_SCHEDULE: env.POSTAL_SCHEDULE,
      // The public download's limit per link and its proof of work (the backend's defaults unset).
      DOWNLOAD_RATE_LIMIT: process.env.DOWNLOAD_RATE_LIMIT,
      CAPTCHA_DIFFICULTY: process.env.CAPTCHA_DIFFICULTY,
      // Where the notification images are published (the backend's default outside live).
      PUSH_IMAGE_BASE_URL: process.env.PUSH_IMAGE_BASE_URL,
      // Its own secret, never the session secret's: rotating the cookie secret must leave the
      // legal log verifiable. Unset, the backend keeps one in DATA_DIR.
      HASH_SECRET: env.HASH_SECRET,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  const port = await new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error('the embedded backend did not start within 60 s')),
      60_000,
    );
    child.on('message', (message: unknown) => {
      if (
        message &&
        typeof message === 'object' &&
        'type' in message &&
        message.type === 'listening' &&
        'port' in message
      ) {
        clearTimeout(timeout);
        resolve(Number(message.port));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`the embedded backend exited with code ${code}`));
    });
  });

  let stopping = false;
  child.on('exit', (code) => {
    if (stopping) return;
    logger.fatal({ code }, 'the embedded backend stopped; the portal cannot work without it');
    process.exit(1);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      stopping = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

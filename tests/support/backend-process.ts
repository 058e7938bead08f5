// Starts the built reference backend (build/backend.js) as a process of its own on a loopback
// port, as the portal's embedded backend is started, for a portal given BACKEND_URL; or its source
// (backend/main.ts through tsx) for a test that needs a backend process without a build.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { pgliteClone } from './templates';

export interface BackendProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startBackendProcess(
  env: Record<string, string>,
  { fromSource = false }: { fromSource?: boolean } = {},
): Promise<BackendProcess> {
  let output = '';
  // A copy of the seeded template for the built backend without a database of its own; the
  // source may be ahead of the build, so it seeds its own.
  const data =
    fromSource || env.DATABASE_URL || env.DATA_DIR || (env.POPULATION_SIZE ?? 'small') !== 'small'
      ? { dataDir: 'memory://', remove: () => {} }
      : await pgliteClone('full');
  const child = fork(fromSource ? 'backend/main.ts' : 'build/backend.js', [], {
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ENVIRONMENT: 'test',
      LOG_LEVEL: 'info',
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: '0',
      DATA_DIR: data.dataDir,
      POPULATION_SIZE: 'small',
      POSTAL_SCHEDULE: 'fast',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.once('exit', data.remove);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`backend did not start:\n${output}`));
    }, 60_000);
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && message.port) {
        clearTimeout(timeout);
        resolve(message.port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`backend exited with code ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

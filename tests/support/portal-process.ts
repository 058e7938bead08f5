// Starts the built portal (build/server.js) as a real process on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createTestDatabase, testHashSecret } from './templates';

export interface PortalProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout so far (its JSON log lines). */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** The processes a process started (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts the portal; on env.PORT when given (a caller that must know its address first). */
export async function startPortal(env: Record<string, string> = {}): Promise<PortalProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // Each process gets its own database with the small population, unless the test gives it one:
  // a PostgreSQL clone of the seeded template (tests/support/templates.ts), production's kind and
  // the quickest to make and open, dropped when the process has stopped.
  const database =
    env.DATABASE_URL || env.DATA_DIR || (env.POPULATION_SIZE ?? 'small') !== 'small'
      ? null
      : await createTestDatabase('full');
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ENVIRONMENT: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: 'memory://',
      ...(database ? { DATABASE_URL: database.url, HASH_SECRET: testHashSecret } : {}),
      POPULATION_SIZE: 'small',
      POSTAL_SCHEDULE: 'fast',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  /** Drops its database once, when it has stopped (by `stop` or by itself). */
  let dropped: Promise<void> | null = null;
  const dropDatabase = () => (dropped ??= database?.drop() ?? Promise.resolve());
  child.once('exit', () => void dropDatabase().catch(() => {}));

  // As long as the portal gives its embedded backend to seed its database (60 s): on a busy
  // machine that is most of its start. A portal that does not start is stopped, backend and all.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Its embedded backend first: still seeding, it would not notice the portal go.
      for (const pid of childrenOf(child.pid ?? 0)) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
      throw new Error(`portal did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null) {
        await dropDatabase();
        return child.exitCode;
      }
      child.kill(signal);
      const [code] = (await once(child, 'exit')) as [number | null];
      await dropDatabase();
      return code;
    },
  };
}

/** Runs the portal expecting it to refuse to start; returns its exit code and output. */
export async function runPortalExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      POPULATION_SIZE: 'small',
      POSTAL_SCHEDULE: 'fast',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

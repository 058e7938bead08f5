// The topology under test: `npm run topology` itself (scripts/topology/main.ts), started once for
// the whole run on a throwaway PostgreSQL database, a Redis database of its own and a free proxy
// port, and stopped at the end as Ctrl-C would.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

/** What scripts/topology/main.ts writes to state.json once everything answers. */
export interface TopologyState {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  logs: string;
  backendProxy: string;
  processes: { name: string; pid: number; url: string }[];
}

export const topologyFolder = path.resolve('data/topology-test');
/** A Redis database of the tests' own, emptied before the run: the rate limits start at zero. */
export const topologyRedisUrl = 'redis://127.0.0.1:6379/7';
/** Low enough for the tests to reach in a few requests. */
export const signInLimit = 20;

export function topologyState(): TopologyState {
  return JSON.parse(readFileSync(path.join(topologyFolder, 'state.json'), 'utf8')) as TopologyState;
}

export function processOf(state: TopologyState, name: string) {
  const found = state.processes.find((entry) => entry.name === name);
  if (!found) throw new Error(`no process ${name} in the topology`);
  return found;
}

export function logOf(state: TopologyState, name: string): string {
  try {
    return readFileSync(path.join(state.logs, `${name}.log`), 'utf8');
  } catch {
    return '';
  }
}

/** Empties one Redis database (RESP over a plain socket: the tests need no client for this). */
export async function flushRedis(url: string): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  const database = pathname.slice(1) || '0';
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  await once(socket, 'connect');
  socket.write(`SELECT ${database}\r\nFLUSHDB\r\n`);
  let answer = '';
  for await (const chunk of socket) {
    answer += String(chunk);
    if (answer.split('\r\n').length > 2) break;
  }
  socket.destroy();
  if (!/^\+OK\r\n\+OK/.test(answer)) throw new Error(`Redis refused to empty ${url}: ${answer}`);
}

export interface RunningTopology {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

export async function startTopology(options: {
  port: number;
  databaseUrl: string;
}): Promise<RunningTopology> {
  rmSync(topologyFolder, { recursive: true, force: true });
  await flushRedis(topologyRedisUrl);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/topology/main.ts'], {
    env: {
      ...process.env,
      TOPOLOGY_PORT: String(options.port),
      TOPOLOGY_DIR: topologyFolder,
      TOPOLOGY_DATABASE_URL: options.databaseUrl,
      TOPOLOGY_REDIS_URL: topologyRedisUrl,
      POPULATION_SIZE: 'small',
      ENVIRONMENT: 'test',
      RATE_LIMIT_SIGN_IN: String(signInLimit),
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    return code;
  };
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 240_000);
    const check = () => {
      if (/^topology: ready http:\/\/127\.0\.0\.1:\d+$/m.test(output)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!ready) {
    await stop();
    throw new Error(`the topology did not start:\n${output}`);
  }
  return { child, output: () => output, stop };
}

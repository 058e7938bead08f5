// A backend database seeded once per build: the first start of a backend on an empty database
// spends most of its seconds on its migrations, code lists and synthetic sources (about 8 s of
// CPU on this machine); a copy of a seeded PGlite folder opens in about 1.5 s. The integration
// tests' global setup makes the template from the built backend (build/backend.js, with the small
// population), and every backend process a test starts without a database of its own gets a
// fresh copy, removed when it stops. A new build makes a new template.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const templatesFolder = path.resolve('data/test-templates');
const copiesFolder = path.resolve('data/test-runs');
const backendBundle = 'build/backend.js';

/** The template of this build, named after the bundle's content. */
function templateFolder(): string | null {
  if (!existsSync(backendBundle)) return null;
  const key = createHash('sha256').update(readFileSync(backendBundle)).digest('hex').slice(0, 16);
  return path.join(templatesFolder, `backend-small-${key}`);
}

/** Makes this build's template when it is missing, and removes older ones and old copies. */
export async function ensureSeededTemplate(): Promise<void> {
  rmSync(copiesFolder, { recursive: true, force: true });
  const folder = templateFolder();
  if (!folder || existsSync(folder)) return;
  rmSync(templatesFolder, { recursive: true, force: true });
  const making = `${folder}.making`;
  let output = '';
  const child = spawn(process.execPath, [backendBundle], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ENVIRONMENT: 'test',
      LOG_LEVEL: 'info',
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: '0',
      DATA_DIR: making,
      POPULATION_SIZE: 'small',
      // Never used to verify anything: the template holds no legal-log entry.
      OIDC_ISSUER: 'http://127.0.0.1:9/idp',
      OIDC_JWKS_URI: 'http://127.0.0.1:9/idp/jwks',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('"backend listening"')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the seeded template could not be made:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  // Its own secret file goes: each copy's backend makes one, or is given HASH_SECRET.
  rmSync(path.join(making, 'hash-secret'), { force: true });
  renameSync(making, folder);
}

/**
 * A fresh copy of the seeded template for one backend process, with the function that removes
 * it; 'memory://' (seeded at start) when there is no template, e.g. a test run without the setup.
 */
export function seededDataDir(): { dataDir: string; remove: () => void } {
  const folder = templateFolder();
  if (!folder || !existsSync(folder)) return { dataDir: 'memory://', remove: () => {} };
  const copy = path.join(copiesFolder, randomUUID());
  cpSync(folder, copy, { recursive: true });
  return { dataDir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

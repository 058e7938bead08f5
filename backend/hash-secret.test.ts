// Where the backend's hash secret comes from outside live.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashSecretFile, resolveHashSecret } from './hash-secret';

describe('resolveHashSecret', () => {
  const made: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hash-secret-'));
    made.push(dir);
    return path.join(dir, 'backend');
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('takes HASH_SECRET when it is set, and writes nothing', () => {
    const dir = dataDir();
    const secret = 'a'.repeat(40);
    expect(resolveHashSecret({ HASH_SECRET: secret, DATA_DIR: dir })).toEqual({
      secret,
      origin: 'HASH_SECRET',
    });
    expect(() => statSync(dir)).toThrow();
  });

  it('keeps one in the data directory, the same at every start, for its owner only', () => {
    const dir = dataDir();
    const first = resolveHashSecret({ DATA_DIR: dir });
    expect(first.origin).toBe('data directory');
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveHashSecret({ DATA_DIR: dir })).toEqual(first);
    const file = path.join(dir, hashSecretFile);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a data directory whose secret is too short', () => {
    const dir = dataDir();
    resolveHashSecret({ DATA_DIR: dir });
    writeFileSync(path.join(dir, hashSecretFile), 'short\n');
    expect(() => resolveHashSecret({ DATA_DIR: dir })).toThrow(/at least 32 characters/);
  });

  it('is random per start with a throwaway database', () => {
    const one = resolveHashSecret({ DATA_DIR: 'memory://' });
    const two = resolveHashSecret({ DATA_DIR: 'memory://' });
    expect(one.origin).toBe('random');
    expect(one.secret).not.toBe(two.secret);
  });
});

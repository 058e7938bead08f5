// The backend's hash secret: the key of the national-number hash and of the legal-log chain
// (ADR 006). It is a setting of its own (HASH_SECRET, required on live), never derived from
// another secret, so rotating the portal's cookie secret leaves the legal log verifiable.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in the data directory that keeps the secret outside live when HASH_SECRET is unset. */
export const hashSecretFile = 'hash-secret';

export interface HashSecret {
  secret: string;
  /** Where it came from: the variable, the data directory's file, or random for this start. */
  origin: 'HASH_SECRET' | 'data directory' | 'random';
}

/**
 * HASH_SECRET when set. Otherwise (never on live, where the configuration requires it) the secret
 * kept in DATA_DIR, made at the first start, so the chain verifies across restarts; with a
 * throwaway database (DATA_DIR=memory://) a random one for this start.
 */
export function resolveHashSecret(config: { HASH_SECRET?: string; DATA_DIR: string }): HashSecret {
  if (config.HASH_SECRET) return { secret: config.HASH_SECRET, origin: 'HASH_SECRET' };
  if (config.DATA_DIR.startsWith('memory://')) {
    return { secret: randomBytes(32).toString('hex'), origin: 'random' };
  }
  const file = path.join(config.DATA_DIR, hashSecretFile);
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    // Written whole under another name, then linked into place: a process starting at the same
    // moment reads either no file or the complete one, and only the first link wins.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} must hold a secret of at least 32 characters`);
  return { secret, origin: 'data directory' };
}

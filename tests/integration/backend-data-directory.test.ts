// The embedded backend's data directory across restarts of the portal: the hash secret it keeps
// there outlives a new session secret, so the legal log still verifies, and a database seeded
// with one population size is refused with the other.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../backend/db/database';
import { hashSecretFile } from '../../backend/hash-secret';
import { legalLogKey, verifyChain } from '../../backend/legal-log/chain';
import { signInOverHttp, visit } from '../support/http-sign-in';
import { runPortalExpectingExit, startPortal } from '../support/portal-process';
import { pgliteClone, testHashSecret } from '../support/templates';

/** Signs in as bart.claes and opens a person's detail: one consultation in the legal log. */
async function consultOnce(sessionSecret: string, dataDir: string) {
  const portal = await startPortal({ DATA_DIR: dataDir, SESSION_SECRET: sessionSecret });
  try {
    const { jar } = await signInOverHttp(portal.url, 'bart.claes');
    const detail = await visit(jar, `${portal.url}/persoon/insz/60111842284`);
    expect(detail.response.status).toBe(200);
  } finally {
    await portal.stop();
  }
}

describe('the embedded backend in a data directory', () => {
  let dataDir = '';

  // The directory holds the seeded template's database, as after a first start, and no secret:
  // the backend makes its own there.
  beforeAll(async () => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-data-')), 'backend');
    await pgliteClone('full', dataDir);
  });

  afterAll(() => {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('keeps its own hash secret there: a new session secret leaves the legal log verifiable', async () => {
    await consultOnce('first-session-secret-of-at-least-32-chars', dataDir);
    const secret = readFileSync(path.join(dataDir, hashSecretFile), 'utf8').trim();
    await consultOnce('second-session-secret-of-at-least-32-chars', dataDir);
    expect(readFileSync(path.join(dataDir, hashSecretFile), 'utf8').trim()).toBe(secret);

    const db = await openDatabase({ dataDir });
    try {
      const entries = await db.selectFrom('legal_log').select('key_version').execute();
      expect(entries.length).toBeGreaterThanOrEqual(2);
      // The template's synthetic history was written under the tests' secret (version 1); the
      // backend's own secret took the next version at its first append, as a key rotation does,
      // and kept it across the restart with another session secret.
      expect(new Set(entries.map((entry) => entry.key_version))).toEqual(new Set([1, 2]));
      expect(await verifyChain(db, [legalLogKey(testHashSecret), legalLogKey(secret)])).toEqual({
        ok: true,
        entries: entries.length,
      });
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('refuses to start on the small population with the full size asked', async () => {
    const { code, output } = await runPortalExpectingExit({
      DATA_DIR: dataDir,
      POPULATION_SIZE: 'full',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('the database holds the small population, not the full one');
  }, 60_000);
});

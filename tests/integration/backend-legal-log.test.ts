// The legal log's chain on both databases: parallel consultations, forgeries by someone who can
// write to the table but lacks the key, key rotation, group commit under many concurrent
// appends, and a backend killed while consultations are being written.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@contracts/session';
import { openDatabase } from '../../backend/db/database';
import {
  appendEntry,
  canonicalContent,
  entryContent,
  entryHash,
  genesisHash,
  legalLogKey,
  verifyChain,
  type LegalLogContent,
} from '../../backend/legal-log/chain';
import { groupCommitLog, maxBatchSize } from '../../backend/legal-log/group-commit';
import { startBackendProcess, type BackendProcess } from '../support/backend-process';
import {
  createTestDatabase,
  startBackend,
  testHashSecret,
  type BackendUnderTest,
} from '../support/backend-under-test';
import { parityKinds } from '../support/database-kinds';
import { demoClaims, newCorrelationId, newSessionId } from '../support/demo-callers';
import { consultationEntry } from '../support/legal-log-entry';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';
import { until } from '../support/until';

/** The key of the backend under test. */
const backendKey = legalLogKey(testHashSecret);

describe.each(parityKinds)('the legal-log chain on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  let token = '';
  let role = '';

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer);
    token = await issuer.sign(demoClaims('an.peeters'));
    const response = await fetch(`${backend.url}/sss/api/backend/user`, {
      headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
    });
    role = userSchema.parse(await response.json()).roles[0]?.uri ?? '';
  });

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  /** One consultation the portal registers: the backend appends it to the chain. */
  const register = (correlationId: string) =>
    registration(backend.url, { token, role, session: newSessionId(), correlationId });

  const entries = () => backend.db.selectFrom('legal_log').selectAll().orderBy('id').execute();

  it('forms one intact chain of parallel consultations, in time order', async () => {
    const before = (await entries()).length;
    const parallel = 24;
    const ids = Array.from({ length: parallel }, () => `chain-${newCorrelationId()}`);
    const responses = await Promise.all(ids.map((id) => register(id)));
    expect(responses.map((response) => response.status)).toEqual(ids.map(() => 200));

    const after = await entries();
    expect(after).toHaveLength(before + parallel);
    expect(after.filter((row) => ids.includes(row.correlation_id))).toHaveLength(parallel);
    expect(await verifyChain(backend.db, backendKey)).toEqual({
      ok: true,
      entries: before + parallel,
    });
    // Each entry took its time under the chain's lock: id order is time order.
    const times = after.map((row) => new Date(row.logged_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(after.map((row) => row.key_version))).toEqual(new Set([1]));
  });

  it('gives every entry a server id of its own, whatever correlation id the caller sends', async () => {
    const chosen = `reused-${newCorrelationId()}`;
    expect((await register(chosen)).status).toBe(200);
    expect((await register(chosen)).status).toBe(200);
    const rows = (await entries()).filter((row) => row.correlation_id === chosen);
    expect(rows).toHaveLength(2);
    const serverIds = rows.map((row) => row.server_id);
    for (const id of serverIds) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(new Set(serverIds).size).toBe(2);
    expect(rows.map((row) => row.content_format)).toEqual([2, 2]);
    expect((await verifyChain(backend.db, backendKey)).ok).toBe(true);
  });

  it('verifies entries written before server ids, and refuses a new one passed off as old', async () => {
    // As the migration leaves a chain written before: format 1, no server id, hashed without.
    let previous = genesisHash;
    for (const row of await entries()) {
      const content: LegalLogContent = { ...entryContent(row), serverId: null, format: 1 };
      const hash = entryHash(backendKey.hmacKey, previous, content);
      await backend.db
        .updateTable('legal_log')
        .set({ server_id: null, content_format: 1, previous_hash: previous, hash })
        .where('id', '=', String(row.id))
        .execute();
      previous = hash;
    }
    expect((await verifyChain(backend.db, backendKey)).ok).toBe(true);
    // New entries follow in format 2 and the whole chain verifies.
    expect((await register(`chain-${newCorrelationId()}`)).status).toBe(200);
    expect((await register(`chain-${newCorrelationId()}`)).status).toBe(200);
    const rows = await entries();
    expect(rows.slice(-2).map((row) => row.content_format)).toEqual([2, 2]);
    expect(await verifyChain(backend.db, backendKey)).toEqual({ ok: true, entries: rows.length });
    // Stripping a new entry of its server id (as if written before) breaks its hash.
    const newest = rows.at(-1);
    if (!newest) throw new Error('no entries');
    await backend.db
      .updateTable('legal_log')
      .set({ server_id: null, content_format: 1 })
      .where('id', '=', String(newest.id))
      .execute();
    expect(await verifyChain(backend.db, backendKey)).toMatchObject({
      ok: false,
      firstBadId: String(newest.id),
      problem: 'altered',
    });
    await backend.db
      .updateTable('legal_log')
      .set({ server_id: newest.server_id, content_format: 2 })
      .where('id', '=', String(newest.id))
      .execute();
    expect((await verifyChain(backend.db, backendKey)).ok).toBe(true);
  });

  /**
   * Rewrites one entry's reference, then recomputes its hash and every following one over the
   * chain's exact format (previous hash, a newline, the canonical content) with `hash`: what
   * someone with write access to the table could do.
   */
  async function rewriteFrom(victimId: string, hash: (text: string) => string) {
    const rows = await entries();
    let previous: string | null = null;
    for (const row of rows) {
      if (previous === null && String(row.id) !== victimId) continue;
      const content: LegalLogContent = entryContent(row);
      if (String(row.id) === victimId) content.reference = 'ANDERS';
      const previousHash: string = previous ?? row.previous_hash;
      const forged = hash(`${previousHash}\n${canonicalContent(content)}`);
      await backend.db
        .updateTable('legal_log')
        .set({ reference: content.reference, previous_hash: previousHash, hash: forged })
        .where('id', '=', String(row.id))
        .execute();
      previous = forged;
    }
  }

  it('finds a rewritten entry even when every following hash is recomputed without the key', async () => {
    const rows = await entries();
    const victim = String(rows[2]?.id);
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const hmacUnder = (key: Buffer) => (text: string) =>
      createHmac('sha256', key).update(text).digest('hex');

    // An unkeyed chain of the same format would take this rewrite for the original.
    await rewriteFrom(victim, sha256);
    expect(await verifyChain(backend.db, backendKey)).toEqual({
      ok: false,
      entries: 2,
      firstBadId: victim,
      problem: 'altered',
    });
    // So would a chain under a guessed key.
    await rewriteFrom(victim, hmacUnder(legalLogKey(`guessed-${testHashSecret}`).hmacKey));
    expect(await verifyChain(backend.db, backendKey, 2)).toMatchObject({
      ok: false,
      firstBadId: victim,
      problem: 'altered',
    });
    // The same rewrite under the backend's own key passes: the format above is the chain's
    // exactly, and only the key told the forgeries apart.
    await rewriteFrom(victim, hmacUnder(backendKey.hmacKey));
    expect(await verifyChain(backend.db, backendKey)).toEqual({ ok: true, entries: rows.length });
  });

  it('finds a removed entry and an entry moved to another key version', async () => {
    const rows = await entries();
    const victim = rows[3];
    if (!victim) throw new Error('too few entries');
    await backend.db.deleteFrom('legal_log').where('id', '=', String(victim.id)).execute();
    expect(await verifyChain(backend.db, backendKey)).toEqual({
      ok: false,
      entries: 3,
      firstBadId: String(rows[4]?.id),
      problem: 'removed',
    });
    await backend.db.insertInto('legal_log').values(victim).execute();
    expect((await verifyChain(backend.db, backendKey)).ok).toBe(true);

    const other = legalLogKey(`other-${testHashSecret}`);
    await backend.db
      .insertInto('legal_log_keys')
      .values({ version: 2, fingerprint: other.fingerprint })
      .execute();
    await backend.db
      .updateTable('legal_log')
      .set({ key_version: 2 })
      .where('id', '=', String(victim.id))
      .execute();
    expect(await verifyChain(backend.db, [backendKey, other])).toMatchObject({
      firstBadId: String(victim.id),
      problem: 'altered',
    });
    await backend.db
      .updateTable('legal_log')
      .set({ key_version: 1 })
      .where('id', '=', String(victim.id))
      .execute();
    await backend.db.deleteFrom('legal_log_keys').where('version', '=', 2).execute();
    expect((await verifyChain(backend.db, backendKey)).ok).toBe(true);
  });

  it('recognises the key of entries written before key versions at the next append', async () => {
    // As the migration leaves a chain written before versions: version 1, key not yet named.
    await backend.db.updateTable('legal_log_keys').set({ fingerprint: null }).execute();
    expect((await verifyChain(backend.db, backendKey)).ok).toBe(true);
    expect(await verifyChain(backend.db, legalLogKey(`other-${testHashSecret}`))).toMatchObject({
      ok: false,
      problem: 'unknown key',
    });
    expect((await register(`chain-${newCorrelationId()}`)).status).toBe(200);
    const keys = await backend.db.selectFrom('legal_log_keys').selectAll().execute();
    expect(keys).toEqual([
      { version: 1, fingerprint: backendKey.fingerprint, registered_at: expect.any(Date) },
    ]);
  });

  it('rotates the key: new entries name the new version, each verifies under its own key', async () => {
    const before = (await entries()).length;
    const rotated = legalLogKey(`rotated-${testHashSecret}`);
    const appended = await appendEntry(backend.db, rotated, {
      correlationId: `chain-${newCorrelationId()}`,
      userSubject: 'demo-an.peeters',
      userName: 'An Peeters',
      organisationCode: 'OVO100001',
      role,
      permission: 'persoon.geefPersoon',
      operation: 'afdrukFiche',
      subjectKind: 'Insz',
      subject: '85073003328',
      reference: 'KETEN-2',
      registeredBy: 'Vip',
      source: 'RR',
      outcome: 'gevonden',
    });
    expect(appended.keyVersion).toBe(2);
    expect(await verifyChain(backend.db, [backendKey, rotated])).toEqual({
      ok: true,
      entries: before + 1,
    });
    // Without the retired key the older entries cannot be checked, and the reverse.
    expect(await verifyChain(backend.db, rotated)).toMatchObject({
      ok: false,
      entries: 0,
      problem: 'unknown key',
    });
    expect(await verifyChain(backend.db, backendKey)).toEqual({
      ok: false,
      entries: before,
      firstBadId: appended.id,
      problem: 'unknown key',
    });
    // A backend still on the retired key writes nothing after the newer one took over, so it
    // answers no data either.
    expect((await register(`chain-${newCorrelationId()}`)).status).toBe(503);
    expect(await entries()).toHaveLength(before + 1);
  });
});

/** One consultation the portal registers with a backend: the backend appends it to the chain. */
function registration(
  url: string,
  {
    token,
    role,
    session,
    correlationId,
    reference = 'KETEN-1',
  }: { token: string; role: string; session: string; correlationId: string; reference?: string },
) {
  return fetch(`${url}/api/v1/legallog/registraties`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-session-id': session,
      'x-active-role': role,
      'x-correlation-id': correlationId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      permissie: 'persoon.geefPersoon',
      operatie: 'afdrukFiche',
      onderwerp: { type: 'Insz', waarde: '85073003328' },
      referentie: reference,
      bron: 'RR',
    }),
  });
}

describe.each(parityKinds)('group commit of the legal log on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer);
  });

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  it('appends 10,000 concurrent entries in a few transactions, every one in one intact chain', async () => {
    const log = groupCommitLog(backend.db, backendKey);
    const before = log.stats.batches;
    const count = 10_000;
    const ids = Array.from({ length: count }, (_, index) => `group-${index}`);
    const appended = await Promise.all(ids.map((id) => log.append(consultationEntry(id))));

    // Each caller learns its own entry, in the chain's order of the moment it asked.
    expect(new Set(appended.map((entry) => entry.id)).size).toBe(count);
    const batches = log.stats.batches - before;
    expect(batches).toBeGreaterThanOrEqual(count / maxBatchSize);
    expect(batches).toBeLessThan(count / 10);
    const rows = await backend.db
      .selectFrom('legal_log')
      .select(['id', 'correlation_id', 'server_id'])
      .where('correlation_id', 'like', 'group-%')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row.server_id)).toEqual(
      [...appended].sort((a, b) => Number(a.id) - Number(b.id)).map((entry) => entry.serverId),
    );
    expect(await verifyChain(backend.db, backendKey)).toMatchObject({ ok: true });
  }, 60_000);

  it('writes the others of a batch when the database refuses one entry, and refuses that one', async () => {
    const log = groupCommitLog(backend.db, backendKey);
    // A text PostgreSQL cannot hold: the entry with it cannot be written.
    const refused = consultationEntry('group-refused', '8507\u00003328');
    const results = await Promise.allSettled([
      log.append(consultationEntry('group-kept-1')),
      log.append(consultationEntry('group-kept-2')),
      log.append(refused),
      log.append(consultationEntry('group-kept-3')),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const written = await backend.db
      .selectFrom('legal_log')
      .select('correlation_id')
      .where('correlation_id', 'in', [
        'group-kept-1',
        'group-kept-2',
        'group-kept-3',
        'group-refused',
      ])
      .execute();
    expect(written.map((row) => row.correlation_id).sort()).toEqual([
      'group-kept-1',
      'group-kept-2',
      'group-kept-3',
    ]);
    expect(await verifyChain(backend.db, backendKey)).toMatchObject({ ok: true });
  });
});

describe('a backend killed while consultations are being written', () => {
  let issuer: TestIssuer;

  beforeAll(async () => {
    issuer = await startTestIssuer();
  });

  afterAll(async () => {
    await issuer?.close();
  });

  it('loses no entry of a consultation it answered, and leaves the chain intact', async () => {
    const database = await createTestDatabase('full');
    const env = {
      DATABASE_URL: database.url,
      OIDC_ISSUER: issuer.issuer,
      OIDC_JWKS_URI: `${issuer.issuer}/jwks`,
      HASH_SECRET: testHashSecret,
      LOG_LEVEL: 'warn',
    };
    let first: BackendProcess | null = null;
    const db = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    try {
      first = await startBackendProcess(env, { fromSource: true });
      const url = first.url;
      const token = await issuer.sign(demoClaims('an.peeters'));
      const session = newSessionId();
      const userResponse = await fetch(`${url}/sss/api/backend/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-session-id': session },
      });
      const role = userSchema.parse(await userResponse.json()).roles[0]?.uri ?? '';
      const answered: string[] = [];
      let killed = false;
      /** Registers consultations one after the other until the backend is gone. */
      async function consult(lane: number) {
        for (let index = 0; !killed; index += 1) {
          const correlationId = `kill-${lane}-${index}`;
          try {
            const response = await registration(url, {
              token,
              role,
              session,
              correlationId,
              reference: 'KILL-1',
            });
            if (response.status === 200) answered.push(correlationId);
            else await response.body?.cancel();
          } catch {
            return; // The connection went with the backend.
          }
        }
      }
      const lanes = Array.from({ length: 20 }, (_, lane) => consult(lane));
      // Killed while twenty consultations at a time are being written.
      await until('answered consultations', async () => (answered.length >= 300 ? true : null));
      killed = true;
      first.child.kill('SIGKILL');
      await Promise.all(lanes);
      await new Promise((resolve) =>
        first?.child.exitCode !== null || first?.child.signalCode !== null
          ? resolve(null)
          : first?.child.once('exit', resolve),
      );

      const written = new Set(
        (
          await db
            .selectFrom('legal_log')
            .select('correlation_id')
            .where('correlation_id', 'like', 'kill-%')
            .execute()
        ).map((row) => row.correlation_id),
      );
      expect(answered.filter((id) => !written.has(id))).toEqual([]);
      expect(await verifyChain(db, legalLogKey(testHashSecret))).toMatchObject({ ok: true });
    } finally {
      if (first && first.child.exitCode === null && first.child.signalCode === null) {
        first.child.kill('SIGKILL');
      }
      await db.destroy();
      await database.drop();
    }
  }, 90_000);
});

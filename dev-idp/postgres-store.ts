// The provider's state in PostgreSQL, for the provider run as a service of its own: sessions,
// interactions, grants, codes and tokens in one table, the signing keys in another. A restart
// then signs nobody out, and every instance on the same database signs and verifies alike.
import type { Adapter, AdapterFactory, AdapterPayload, JWKS } from 'oidc-provider';
import pg from 'pg';
import { generateSigningKeys, parseSigningKeys } from './signing-keys';

export interface PostgresStore {
  /** oidc-provider's storage, one adapter per model (Session, Grant, RefreshToken, …). */
  adapter: AdapterFactory;
  /** The signing keys every instance on this database uses. */
  jwks: JWKS;
  /** Deletes what has expired; resolves to the number of rows removed. */
  purgeExpired: () => Promise<number>;
  /** Resolves when the database answers. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export interface PostgresStoreOptions {
  /** An idle connection that fails (the server restarted): reported, never fatal. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Rows are keyed by model and id. The secondary lookups oidc-provider asks for (a grant's tokens,
 * a session by its uid, a device flow by its user code) are columns with indexes of their own.
 * Rows without an expiry never expire; none of the models this provider uses has one.
 */
const schema = `
CREATE TABLE IF NOT EXISTS dev_idp_payloads (
  kind text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS dev_idp_payloads_grant_id
  ON dev_idp_payloads (kind, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS dev_idp_payloads_uid
  ON dev_idp_payloads (kind, uid) WHERE uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS dev_idp_payloads_user_code
  ON dev_idp_payloads (kind, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS dev_idp_payloads_expires_at
  ON dev_idp_payloads (expires_at) WHERE expires_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS dev_idp_signing_keys (
  name text PRIMARY KEY,
  jwks jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

/** Instances starting at once wait for each other here: one creates, the others find. */
const schemaLock = `SELECT pg_advisory_xact_lock(hashtext('dev_idp_payloads schema and keys'))`;

const currentKeys = 'current';

interface PayloadRow {
  payload: AdapterPayload;
  /** When it was consumed, in seconds since the epoch, as oidc-provider records it. */
  consumed: number | null;
}

const live = '(expires_at IS NULL OR expires_at > now())';
const selectPayload = `SELECT payload, floor(extract(epoch FROM consumed_at))::float8 AS consumed
  FROM dev_idp_payloads`;

const payloadOf = (row: PayloadRow | undefined): AdapterPayload | undefined =>
  row && (row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed });

function adapterFor(pool: pg.Pool, kind: string): Adapter {
  const findBy = async (column: 'id' | 'uid' | 'user_code', value: string) => {
    const { rows } = await pool.query<PayloadRow>(
      `${selectPayload} WHERE kind = $1 AND ${column} = $2 AND ${live} LIMIT 1`,
      [kind, value],
    );
    return payloadOf(rows[0]);
  };
  return {
    async upsert(id, payload, expiresIn) {
      // Consumption is for good: saving the record again keeps it consumed.
      await pool.query(
        `INSERT INTO dev_idp_payloads (kind, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6,
                 now() + make_interval(secs => $7::double precision))
         ON CONFLICT (kind, id) DO UPDATE SET
           payload = EXCLUDED.payload,
           grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code,
           uid = EXCLUDED.uid,
           expires_at = EXCLUDED.expires_at`,
        [
          kind,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          typeof expiresIn === 'number' ? expiresIn : null,
        ],
      );
    },
    find: (id) => findBy('id', id),
    findByUid: (uid) => findBy('uid', uid),
    findByUserCode: (userCode) => findBy('user_code', userCode),
    async consume(id) {
      await pool.query(
        `UPDATE dev_idp_payloads SET consumed_at = coalesce(consumed_at, now())
         WHERE kind = $1 AND id = $2`,
        [kind, id],
      );
    },
    async destroy(id) {
      await pool.query('DELETE FROM dev_idp_payloads WHERE kind = $1 AND id = $2', [kind, id]);
    },
    async revokeByGrantId(grantId) {
      await pool.query('DELETE FROM dev_idp_payloads WHERE kind = $1 AND grant_id = $2', [
        kind,
        grantId,
      ]);
    },
  };
}

/**
 * Creates the tables when they are missing and the signing keys when there are none, under one
 * lock, then hands out the adapter and the keys. The keys are made once per database, so tokens
 * signed before a restart, or by another instance, still verify.
 */
async function prepare(pool: pg.Pool): Promise<JWKS> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(schemaLock);
    await client.query(schema);
    const { rows } = await client.query<{ jwks: unknown }>(
      'SELECT jwks FROM dev_idp_signing_keys WHERE name = $1',
      [currentKeys],
    );
    let jwks: JWKS;
    if (rows[0]) {
      jwks = parseSigningKeys(rows[0].jwks);
    } else {
      jwks = await generateSigningKeys();
      await client.query('INSERT INTO dev_idp_signing_keys (name, jwks) VALUES ($1, $2::jsonb)', [
        currentKeys,
        JSON.stringify(jwks),
      ]);
    }
    await client.query('COMMIT');
    return jwks;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function openPostgresStore(
  databaseUrl: string,
  options: PostgresStoreOptions = {},
): Promise<PostgresStore> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  pool.on('error', (error) => options.onConnectionError?.(error));
  let jwks: JWKS;
  try {
    jwks = await prepare(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    adapter: (kind) => adapterFor(pool, kind),
    jwks,
    purgeExpired: async () => {
      const result = await pool.query('DELETE FROM dev_idp_payloads WHERE expires_at <= now()');
      return result.rowCount ?? 0;
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

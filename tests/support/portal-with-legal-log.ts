// A domain's screens over HTTP: the built portal with its embedded backend on a fresh PostgreSQL
// database, signed in as one demo profile, and that database's legal log to read what each
// answer wrote. The domain tests of the portal (enterprise, vehicle, education) share it.
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from './backend-under-test';
import { demoProfiles, sessionFor } from './demo-profiles';
import type { CookieJar } from './http-sign-in';
import { startPortal, type PortalProcess } from './portal-process';

export interface LegalLogRow {
  operation: string;
  outcome: string;
  subject_kind: string;
  subject: string;
  source: string;
  reference: string | null;
}

export interface PortalWithLegalLog {
  url: string;
  /**
   * A page as the signed-in user's browser asks it from the portal's own pages: same-origin,
   * redirects not followed; the cookies it sets are kept.
   */
  get: (path: string) => Promise<Response>;
  /** A form post as the signed-in user's browser sends it from the portal's own page. */
  post: (path: string, form: URLSearchParams) => Promise<Response>;
  /** The legal log's entries in the order they were written, for one subject or all. */
  legalLog: (subject?: string) => Promise<LegalLogRow[]>;
  stop: () => Promise<void>;
}

/**
 * Starts the portal and signs in as `login` with the profile `roleKey` chosen (an account with one
 * profile has it chosen for it: leave `roleKey` out).
 */
export async function startPortalWithLegalLog({
  login,
  roleKey,
  hashSecret,
}: {
  login: string;
  roleKey?: string;
  /** The legal log's key for this portal: its own per test file. */
  hashSecret: string;
}): Promise<PortalWithLegalLog> {
  let testDatabase: TestDatabase | undefined;
  let portal: PortalProcess | undefined;
  let database: pg.Client | undefined;
  const stop = async () => {
    await database?.end();
    await portal?.stop();
    await testDatabase?.drop();
  };
  try {
    testDatabase = await createTestDatabase('full');
    portal = await startPortal({ DATABASE_URL: testDatabase.url, HASH_SECRET: hashSecret });
    const profile = demoProfiles({ full: true }).find(
      (candidate) =>
        candidate.login === login && (roleKey === undefined || candidate.roleKey === roleKey),
    );
    if (!profile) throw new Error(`no demo profile ${login} as ${roleKey ?? 'its only role'}`);
    const jar: CookieJar = await sessionFor(portal.url, profile);
    database = new pg.Client({ connectionString: testDatabase.url });
    await database.connect();
    const url = portal.url;
    const client = database;
    return {
      url,
      get: async (path) => {
        const response = await fetch(`${url}${path}`, {
          redirect: 'manual',
          headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' },
        });
        jar.store(response);
        return response;
      },
      post: async (path, form) => {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            origin: url,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        });
        jar.store(response);
        return response;
      },
      legalLog: async (subject) => {
        const answer = await client.query<LegalLogRow>(
          `SELECT operation, outcome, subject_kind, subject, source, reference FROM legal_log
           ${subject === undefined ? '' : 'WHERE subject = $1'} ORDER BY id`,
          subject === undefined ? [] : [subject],
        );
        return answer.rows;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

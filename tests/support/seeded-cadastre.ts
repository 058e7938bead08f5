// The land registry's backend suites share their set-up: a reference backend on the database kind
// given, the small cadastre seeded (with the population and the enterprises its owners are), and
// callers with the demo roles a suite names. Started before the suite's tests, stopped after.
import { afterAll, beforeAll } from 'vitest';
import { seedLandRegistry } from '../../backend/land-registry/seed';
import { startBackend, type BackendUnderTest, type DatabaseKind } from './backend-under-test';
import { callerWithRole, type RoleCaller } from './demo-callers';
import { startTestIssuer, type TestIssuer } from './test-issuer';

export interface SeededCadastre {
  /** The backend under test, once started. */
  readonly backend: BackendUnderTest;
  /** A suite's callers by the key it gave them. */
  readonly callers: ReadonlyMap<string, RoleCaller>;
}

/** Registers the suite's backend: [key, login, role name] for each caller it calls with. */
export function seededCadastre(
  kind: DatabaseKind,
  roles: readonly (readonly [key: string, login: string, roleName: string])[],
): SeededCadastre {
  let issuer: TestIssuer | undefined;
  let backend: BackendUnderTest | undefined;
  const callers = new Map<string, RoleCaller>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { enterprises: true });
    await seedLandRegistry(backend.db, { size: 'small' });
    for (const [key, login, roleName] of roles) {
      callers.set(key, await callerWithRole(backend.url, issuer, login, roleName));
    }
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  return {
    get backend() {
      if (!backend) throw new Error('the backend has not started');
      return backend;
    },
    callers,
  };
}

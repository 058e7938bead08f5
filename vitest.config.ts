// Unit tests sit next to the code they test; integration tests run the built server over HTTP.
import { defineConfig } from 'vitest/config';

const alias = {
  '~': new URL('./app', import.meta.url).pathname,
  '@contracts': new URL('./contracts', import.meta.url).pathname,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at a time on this 2-core machine, each in a process of its own: no unit test
    // mocks a module, and every integration file starts its own servers on free loopback ports
    // with databases of their own (clones of the templates), keeping its figures per process
    // (tests/support/figures.ts).
    maxWorkers: 2,
    minWorkers: 1,
    // The unit files run in worker threads that share one module graph per thread instead of
    // importing it again per file: loading the modules cost more than running the tests. No unit
    // test mocks a module or leaves global state behind, and the suite passes in any order
    // (`--sequence.shuffle`). The pool decides this for all projects, so the unit project is the
    // one on threads; the integration files keep a process of their own each (forks).
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // One module graph per thread (poolOptions above).
          pool: 'threads',
          // The generators' tests make the whole population in seconds of CPU: with two files at
          // a time they get the room to do it; a hang still fails.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'logging/**/*.test.ts',
            'rich-text/**/*.test.ts',
            'contracts/**/*.test.ts',
            'backend/**/*.test.ts',
            'dev-idp/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/e2e/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // The seeded templates every test database clones (tests/support/templates.ts).
          globalSetup: ['tests/support/integration-setup.ts'],
          include: [
            'tests/integration/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/load/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});

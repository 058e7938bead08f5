// Unit tests sit next to the code they test; integration tests run the built server over HTTP.
import { defineConfig } from 'vitest/config';

const alias = {
  '~': new URL('./app', import.meta.url).pathname,
  '@contracts': new URL('./contracts', import.meta.url).pathname,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'contracts/**/*.test.ts',
            'backend/**/*.test.ts',
            'dev-idp/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // The seeded database every backend process copies (tests/support/seeded-data.ts).
          globalSetup: ['tests/support/integration-setup.ts'],
          include: [
            'tests/integration/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/load/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own servers; run the files one after another on this small machine.
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});

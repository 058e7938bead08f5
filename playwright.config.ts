// End-to-end tests: Debian's Chromium against the production build, one shared server per role.
import { defineConfig } from '@playwright/test';
import { e2eServers } from './tests/e2e/servers';
import { chromiumLaunchOptions } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Only the *.spec.ts files: tests/e2e's *.test.ts are unit tests (Vitest).
  testMatch: '**/*.spec.ts',
  // With E2E_ALL_STATES=1, fails the run when a state of the axe table went unchecked.
  globalTeardown: './tests/e2e/axe-states-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, traced (a trace of every test costs every test its time); it
  // still fails the run when the retry passes: a test that passes only sometimes is a defect.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A flow takes seconds on an idle machine; the limit is there to end a test that hangs, with
  // room for a 2-core machine running two workers, each with its browser, portal, backend and
  // database, whose system calls may cost several times what they cost elsewhere.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: e2eServers.main.url,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: Object.values(e2eServers).map((server) => ({
    command: server.command,
    url: `${server.url}/healthz`,
    env: { ...server.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(server.port) },
    reuseExistingServer: false,
    // A server on a database of its own drops it when it stops (tests/e2e/serve.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    // The toggles-on server builds first when its build is missing or out of date.
    timeout: 120_000,
  })),
});

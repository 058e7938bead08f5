// `npm run test:topology`: the production topology (`npm run topology`: nginx, 2 portals,
// 2 backends, the identity provider, PostgreSQL and Redis) driven through its proxy. The checks
// that stop instances run last, in a project of their own.
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { fullChromiumLaunchOptions } from './tests/support/chromium';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

// Chosen once: the workers read the configuration again, and inherit this variable.
process.env.TOPOLOGY_TEST_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.TOPOLOGY_TEST_PORT}`;

export default defineConfig({
  testDir: 'tests/topology',
  globalSetup: './tests/topology/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: fullChromiumLaunchOptions,
  },
  projects: [
    { name: 'through the proxy', testMatch: /(flow|replicas|proxy-config)\.spec\.ts$/ },
    {
      name: 'stopping instances',
      testMatch: /stopping\.spec\.ts$/,
      dependencies: ['through the proxy'],
    },
  ],
});

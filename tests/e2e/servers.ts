// The servers the end-to-end tests share: the main one (ENVIRONMENT=test, embedded identity
// provider and backend, on a PostgreSQL clone of the seeded template with the small population,
// which holds every featured person: tests/e2e/serve.ts), the same on the build with the toggles
// the tests need on (scripts/variants.mjs), and a live one for what live must not show.
const generousLimits = {
  // Both test workers share one loopback address; the limits themselves are tested elsewhere.
  RATE_LIMIT_GENERAL: '100000',
  RATE_LIMIT_MUTATIONS: '100000',
  RATE_LIMIT_SIGN_IN: '100000',
  DOWNLOAD_RATE_LIMIT: '100000',
};

/**
 * The public download's proof of work at a few bits: the browser passes the check at once. The
 * product's difficulty is proven over HTTP (tests/integration/portal-document-download.test.ts).
 */
const quickCaptcha = { CAPTCHA_DIFFICULTY: '4' };

/** The servers' first port: another checkout's run beside this one sets its own (E2E_PORT_BASE). */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const port = { main: portBase, live: portBase + 1, togglesOn: portBase + 2 };
const url = (which: keyof typeof port) => `http://127.0.0.1:${port[which]}`;

export const e2eServers = {
  main: {
    command: 'tsx tests/e2e/serve.ts main',
    port: port.main,
    url: url('main'),
    env: {
      ENVIRONMENT: 'test',
      LOG_LEVEL: 'warn',
      POPULATION_SIZE: 'small',
      // Shipments advance a status every two seconds: a test sees a letter delivered.
      POSTAL_SCHEDULE: 'fast',
      ...generousLimits,
      ...quickCaptcha,
    },
  },
  /**
   * The main server's set-up on the build with every toggle the tests need on that the product
   * has off (the living wage, the push groups: scripts/variants.mjs).
   */
  togglesOn: {
    port: port.togglesOn,
    url: url('togglesOn'),
    env: {
      ENVIRONMENT: 'test',
      LOG_LEVEL: 'warn',
      POPULATION_SIZE: 'small',
      // Shipments advance a status every two seconds: a test sees a letter delivered.
      POSTAL_SCHEDULE: 'fast',
      ...generousLimits,
      ...quickCaptcha,
    },
    command: 'tsx tests/e2e/serve.ts toggles-on',
  },
  live: {
    command: 'node ./build/server.js',
    port: port.live,
    url: url('live'),
    env: {
      ENVIRONMENT: 'live',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url('live'),
      // Throwaway values for this test process only; the pages tested here call neither.
      SESSION_SECRET: 'e2e-live-server-secret-not-used-anywhere-else',
      OIDC_ISSUER: `${url('main')}/idp`,
      OIDC_CLIENT_SECRET: 'e2e-live-client-secret',
      BACKEND_URL: 'http://127.0.0.1:9',
      ...generousLimits,
    },
  },
} as const;

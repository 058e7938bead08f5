// The servers the end-to-end tests share: the main one (ENVIRONMENT=test) and a live one.
export const e2eServers = {
  main: {
    port: 3100,
    url: 'http://127.0.0.1:3100',
    env: { ENVIRONMENT: 'test', LOG_LEVEL: 'warn' },
  },
  live: {
    port: 3101,
    url: 'http://127.0.0.1:3101',
    env: {
      ENVIRONMENT: 'live',
      PUBLIC_URL: 'http://127.0.0.1:3101',
      LOG_LEVEL: 'warn',
      // A throwaway secret for this test process only.
      SESSION_SECRET: 'e2e-live-server-secret-not-used-anywhere-else',
    },
  },
} as const;

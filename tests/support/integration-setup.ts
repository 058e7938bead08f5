// Vitest's global setup of the integration tests: the seeded templates every test database clones,
// and one portal shared by the files that only read pages (`sharedPortal()`): it saves each of them
// a start of its own. A file that writes, counts the legal log, reads the portal's log or needs
// other settings starts its own.
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal-process';
import { ensureTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedPortalUrl: string;
  }
}

export default async function setup(project: TestProject) {
  await ensureTemplates();
  const portal = await startPortal({
    // Several files sign in and browse at once from one address: the limits are tested elsewhere.
    RATE_LIMIT_GENERAL: '100000',
    RATE_LIMIT_MUTATIONS: '100000',
    RATE_LIMIT_SIGN_IN: '100000',
  });
  project.provide('sharedPortalUrl', portal.url);
  return async () => {
    await portal.stop();
  };
}

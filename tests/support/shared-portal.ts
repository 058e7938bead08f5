// The portal the integration tests' global setup started for the files that only read pages.
import { inject } from 'vitest';

/** The shared portal's address (http://127.0.0.1:<port>). */
export function sharedPortal(): { url: string } {
  return { url: inject('sharedPortalUrl') };
}

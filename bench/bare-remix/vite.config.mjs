// The bare framework the bench holds /privacy against: one route of the same Remix, React and
// Express versions and the same future flags as the portal, built into build/bench-bare-remix.
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The project's root (its package.json and node_modules), the app in this folder.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  logLevel: 'warn',
  plugins: [
    remix({
      appDirectory: `${here}app`,
      buildDirectory: fileURLToPath(new URL('../../build/bench-bare-remix', import.meta.url)),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: false,
        v3_singleFetch: true,
      },
    }),
  ],
});

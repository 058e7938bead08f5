// Build of the portal: Remix with every v3 future flag, routes from app/routes.ts (built from app/screens.ts).
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { defaultFeatures } from './app/config/features';
import { buildDirectory, parseFeatureOverrides } from './scripts/feature-overrides.mjs';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

// A build with toggles set otherwise (PORTAL_FEATURES), e.g. the end-to-end tests' toggles-on
// build; none for the product.
const featureOverrides = parseFeatureOverrides(
  process.env.PORTAL_FEATURES,
  Object.keys(defaultFeatures),
);

export default defineConfig({
  define: { __PORTAL_FEATURES__: JSON.stringify(featureOverrides) },
  resolve: {
    alias: {
      '~': new URL('./app', import.meta.url).pathname,
      '@contracts': new URL('./contracts', import.meta.url).pathname,
    },
  },
  build: {
    // Keep the client bundle honest: react-dom with the Remix runtime is one ~250 kB chunk;
    // anything of ours that grows past that is worth a warning.
    chunkSizeWarningLimit: 260,
    cssMinify: true,
  },
  server: { host: '127.0.0.1' },
  plugins: [
    remix({
      buildDirectory: buildDirectory(),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        // Off (ADR 008): the whole route manifest is one small immutable file, cheaper than a
        // partial one matched and inlined on every page.
        v3_lazyRouteDiscovery: false,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
});

// Bundles server.ts into build/server.js, the reference backend into build/backend.js (with its
// PDF preview's worker, build/preview-worker.js) and the development identity provider's own
// service into build/dev-idp.js, and records what was built in build/buildinfo.json.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { defaultFeatures } from '../app/config/features.ts';
import { buildDirectory, parseFeatureOverrides } from './feature-overrides.mjs';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));

const bundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The same toggles the Remix build compiles in (vite.config.ts).
  define: {
    __PORTAL_FEATURES__: JSON.stringify(
      parseFeatureOverrides(process.env.PORTAL_FEATURES, Object.keys(defaultFeatures)),
    ),
  },
};
const out = buildDirectory();

await Promise.all([
  build({ ...bundle, entryPoints: ['server.ts'], outfile: `${out}/server.js` }),
  build({ ...bundle, entryPoints: ['backend/main.ts'], outfile: `${out}/backend.js` }),
  build({ ...bundle, entryPoints: ['dev-idp/main.ts'], outfile: `${out}/dev-idp.js` }),
  // The PDF preview's drawing thread, which the backend starts next to its own module.
  build({
    ...bundle,
    entryPoints: ['backend/document/preview-worker.ts'],
    outfile: `${out}/preview-worker.js`,
  }),
]);

// The development identity provider reads its stylesheet next to its module: keep it next to the
// bundles (build/server.js embeds it, build/dev-idp.js runs it alone; both read build/static).
cpSync('dev-idp/static', `${out}/static`, { recursive: true });
// The backend loads its code lists from data/ next to its bundle (backend/data-directory.ts),
// with their README and licences.
cpSync('backend/data', `${out}/data`, { recursive: true });

function commit() {
  if (process.env.SOURCE_COMMIT) return process.env.SOURCE_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

const info = {
  name: packageJson.name,
  version: packageJson.version,
  commit: commit(),
  builtAt: new Date().toISOString(),
};
writeFileSync(`${out}/buildinfo.json`, `${JSON.stringify(info, null, 2)}\n`);

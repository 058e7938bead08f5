// Bundles server.ts into build/server.js, the reference backend into build/backend.js and the
// development identity provider's own service into build/dev-idp.js, and records what was built
// in build/buildinfo.json.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));

const bundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await Promise.all([
  build({ ...bundle, entryPoints: ['server.ts'], outfile: 'build/server.js' }),
  build({ ...bundle, entryPoints: ['backend/main.ts'], outfile: 'build/backend.js' }),
  build({ ...bundle, entryPoints: ['dev-idp/main.ts'], outfile: 'build/dev-idp.js' }),
]);

// The development identity provider reads its stylesheet next to its module: keep it next to the
// bundles (build/server.js embeds it, build/dev-idp.js runs it alone; both read build/static).
cpSync('dev-idp/static', 'build/static', { recursive: true });
// The backend loads its code lists from data/ next to its bundle (backend/data-directory.ts),
// with their README and licences.
cpSync('backend/data', 'build/data', { recursive: true });

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
writeFileSync('build/buildinfo.json', `${JSON.stringify(info, null, 2)}\n`);

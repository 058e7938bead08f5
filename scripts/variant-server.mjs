// Builds the portal with some build-time feature toggles set otherwise and serves that build: the
// end-to-end tests' living-wage server (`node scripts/variant-server.mjs living-wage livingWage`).
// The build goes to build-variants/<name>/build, next to the product's build/, which it leaves as
// it is; the server then runs from build-variants/<name> as the product's runs from the root.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [name, toggles] = process.argv.slice(2);
if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !toggles) {
  console.error('usage: node scripts/variant-server.mjs <name> <toggle>[,<toggle>=off...]');
  process.exit(2);
}
const root = process.cwd();
const directory = path.join(root, 'build-variants', name);
mkdirSync(directory, { recursive: true });
const built = spawnSync('npm', ['run', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORTAL_FEATURES: toggles,
    PORTAL_BUILD_DIR: path.relative(root, path.join(directory, 'build')),
  },
});
if (built.status !== 0) {
  console.error(`the ${name} build failed`);
  process.exit(built.status ?? 1);
}
process.chdir(directory);
await import(pathToFileURL(path.join(directory, 'build', 'server.js')).href);

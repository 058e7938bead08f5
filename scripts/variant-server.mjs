// Serves a build with some build-time feature toggles set otherwise (scripts/variants.mjs): the
// end-to-end tests' server with the toggles on (`node scripts/variant-server.mjs toggles-on`).
// It serves the build `npm run build:variants` made, from build-variants/<name> as the product's
// build is served from the root; it builds it first only when it is missing or out of date.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildVariant, isUpToDate, variantDirectory, variants } from './variants.mjs';

const [name] = process.argv.slice(2);
if (!name || !(name in variants)) {
  console.error(
    `usage: node scripts/variant-server.mjs <name>, one of: ${Object.keys(variants).join(', ')}`,
  );
  process.exit(2);
}
if (!isUpToDate(name)) {
  console.error(`the ${name} build is missing or out of date: building it`);
  if (!buildVariant(name, { quiet: true })) {
    console.error(`the ${name} build failed`);
    process.exit(1);
  }
}
const directory = variantDirectory(name);
process.chdir(directory);
await import(pathToFileURL(path.join(directory, 'build', 'server.js')).href);

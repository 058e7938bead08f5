// The builds with some build-time feature toggles set otherwise (ADR 016) that the end-to-end tests
// serve beside the product's: what each sets, where it goes, whether the one on disk is up to date,
// and how one is made. `npm run build:variants` makes them (`npm test`'s build step);
// scripts/variant-server.mjs serves one, making it first only when it is missing or out of date.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The variants by name: the toggles each sets otherwise (PORTAL_FEATURES). Every build costs the
 * test suite its time, so one variant turns on every toggle the tests need on, not one per toggle.
 */
export const variants = {
  'toggles-on': 'livingWage,pushGroups',
};

const root = process.cwd();

/** What a build reads: a file here changed after a variant was made leaves it out of date. */
const sources = [
  'app',
  'backend',
  'contracts',
  'dev-idp',
  'public',
  'server',
  'patches',
  'server.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/feature-overrides.mjs',
  'scripts/variants.mjs',
  // npm rewrites it on every install: the packages a build bundles changed.
  'node_modules/.package-lock.json',
];

/** The directory a variant is served from; its build is `build` inside it. */
export function variantDirectory(name) {
  return path.join(root, 'build-variants', name);
}

/**
 * Removes the builds of variants no longer listed (a variant renamed or dropped): each is a whole
 * portal build that nothing serves any more. The names removed.
 */
export function removeUnlistedVariants() {
  const parent = path.join(root, 'build-variants');
  if (!existsSync(parent)) return [];
  const unlisted = readdirSync(parent).filter((entry) => !(entry in variants));
  for (const entry of unlisted) rmSync(path.join(parent, entry), { recursive: true, force: true });
  return unlisted;
}

/** Written once a variant's build has succeeded: its toggles and the sources it was made of. */
const stampOf = (name) => path.join(variantDirectory(name), 'variant.json');

/** The last change (epoch milliseconds) of any file a build reads; tests are not read. */
function newestSource() {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stats = statSync(file);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(file)) {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}

/**
 * Whether the variant on disk can be served as it is: built with these toggles, and nothing it
 * was made of has changed since.
 */
export function isUpToDate(name) {
  const stamp = stampOf(name);
  if (!existsSync(stamp) || !existsSync(path.join(variantDirectory(name), 'build', 'server.js'))) {
    return false;
  }
  const made = JSON.parse(readFileSync(stamp, 'utf8'));
  return made.toggles === variants[name] && made.sources >= newestSource();
}

/** Builds a variant (`npm run build` with its toggles, into its own directory); true when built. */
export function buildVariant(name, { quiet = false } = {}) {
  const toggles = variants[name];
  if (toggles === undefined) throw new Error(`no variant named '${name}'`);
  const directory = variantDirectory(name);
  mkdirSync(directory, { recursive: true });
  rmSync(stampOf(name), { force: true });
  // Taken before the build starts: a file changed while it runs leaves the variant out of date.
  const sourcesAsOf = newestSource();
  const built = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORTAL_FEATURES: toggles,
      PORTAL_BUILD_DIR: path.relative(root, path.join(directory, 'build')),
    },
  });
  if (built.status !== 0) return false;
  writeFileSync(stampOf(name), `${JSON.stringify({ toggles, sources: sourcesAsOf }, null, 2)}\n`);
  return true;
}

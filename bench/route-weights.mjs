// The JavaScript every screen loads, gzipped, from the build's client manifest: the entry, the
// layout and the screen's own modules with everything they import. Every screen belongs to a
// family with a budget; the bench fails when one is over it.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const kB = 1024;

/** Screens without a form of a domain: the start page and the general pages. */
const general = new Set([
  'home',
  'privacy',
  'accessibility',
  'profileSelection',
  'profileNotAvailable',
  'notFound',
  'publicDownload',
]);
/** Screens that make, send or upload something: their editors and file widgets. */
const editors = new Set([
  'personAdd',
  'personAddError',
  'ledAdd',
  'ledBulk',
  'ledBulkResult',
  'landRegistryBulk',
  'landRegistryBulkResult',
  'documentLetter',
  'documentEbox',
  'documentLetterResend',
  'documentEboxResend',
]);

export const routeFamilies = [
  { family: 'start and general pages', budget: 125 * kB, has: (id) => general.has(id) },
  { family: 'editors and uploads', budget: 190 * kB, has: (id) => editors.has(id) },
  // The widget gallery shows every widget at once: it is the sum of the others, by design.
  { family: 'widget gallery', budget: 220 * kB, has: (id) => id === 'widgetGallery' },
  { family: 'searches and detail pages', budget: 170 * kB, has: () => true },
];

function clientManifest(buildDir) {
  const assets = `${buildDir}/client/assets`;
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no client manifest in ${assets}`);
  const text = readFileSync(`${assets}/${file}`, 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/**
 * Per screen (its route id; the language variants are the same modules): the gzipped bytes of
 * every script it loads, its family and that family's budget.
 */
export function routeWeights(buildDir = 'build') {
  const manifest = clientManifest(buildDir);
  const sizes = new Map();
  const gzipped = (asset) => {
    if (!sizes.has(asset)) {
      sizes.set(asset, gzipSync(readFileSync(`${buildDir}/client${asset}`)).length);
    }
    return sizes.get(asset);
  };
  const chain = (id) => {
    const routes = [];
    for (let at = id; at; at = manifest.routes[at]?.parentId) routes.unshift(manifest.routes[at]);
    return routes;
  };
  return Object.keys(manifest.routes)
    .filter((id) => id !== 'root' && !id.startsWith('endpoint.') && !/\.(nl|en)$/.test(id))
    .map((id) => {
      const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (const route of chain(id)) {
        scripts.add(route.module);
        for (const imported of route.imports ?? []) scripts.add(imported);
      }
      const bytes = [...scripts].reduce((sum, asset) => sum + gzipped(asset), 0);
      const { family, budget } = routeFamilies.find((candidate) => candidate.has(id));
      return { screen: id, family, bytes, budget };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

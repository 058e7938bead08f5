// Translations per page, over HTTP against the built server: a page names the translation files of
// its own namespaces and carries no texts of others; the files are content-hashed and immutable.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namespaces } from '~/i18n/namespaces';
import { sharedPortal } from '../support/shared-portal';

const portal = sharedPortal();

const locales = new URL('../../app/locales/', import.meta.url);
const texts = (locale: string, namespace: string): unknown =>
  JSON.parse(readFileSync(new URL(`${locale}/${namespace}.json`, locales), 'utf8'));

/** The strings of a namespace long enough to be unmistakably its own. */
function distinctiveTexts(node: unknown): string[] {
  if (typeof node === 'string') return node.length >= 20 && !node.includes('{{') ? [node] : [];
  return node && typeof node === 'object' ? Object.values(node).flatMap(distinctiveTexts) : [];
}

async function page(path: string) {
  const response = await fetch(`${portal.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const files = [
    ...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)" data-namespace="(\w+)"/g),
  ].map(([, href = '', namespace = '']) => ({ href, namespace }));
  return { html, files };
}

describe('/privacy', () => {
  it('names the files of common and info only', async () => {
    const { files } = await page('/privacy');
    expect(files.map((file) => file.namespace)).toEqual(['common', 'info']);
    for (const { href } of files) expect(href).toMatch(/^\/assets\/(common|info)-[\w-]{8}\.json$/);
  });

  it('carries neither the person namespace nor its file', async () => {
    const { html } = await page('/privacy');
    const personFiles = readdirSync('build/client/assets').filter((name) =>
      /^person-[\w-]+\.json$/.test(name),
    );
    expect(personFiles).toHaveLength(2);
    for (const name of personFiles) expect(html).not.toContain(name);
    const personTexts = distinctiveTexts(texts('nl', 'person'));
    expect(personTexts.length).toBeGreaterThan(20);
    expect(personTexts.filter((text) => html.includes(text))).toEqual([]);
  });

  it('carries no translation resources in its data, only the texts it renders', async () => {
    const { html } = await page('/privacy');
    const unrendered = distinctiveTexts((texts('nl', 'common') as { errors: unknown }).errors);
    expect(unrendered.filter((text) => html.includes(text))).toEqual([]);
  });
});

describe('translation files', () => {
  it('are served immutable, compressed, with the texts of their locale and namespace', async () => {
    for (const [path, locale] of [
      ['/privacy', 'nl'],
      ['/en/privacy', 'en'],
    ] as const) {
      const { files } = await page(path);
      for (const { href, namespace } of files) {
        const response = await fetch(`${portal.url}${href}`, {
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(response.headers.get('content-encoding')).toBe('gzip');
        expect(await response.json()).toEqual(texts(locale, namespace));
      }
    }
  });

  it('exist once per locale and namespace, each under its own content hash', () => {
    const files = readdirSync('build/client/assets').filter((name) => name.endsWith('.json'));
    expect(new Set(files.map((name) => name.replace(/-[\w-]{8}\.json$/, ''))).size).toBe(
      namespaces.length,
    );
    expect(files).toHaveLength(namespaces.length * 2);
  });
});

// The translation files of this build: one per locale and namespace, emitted by the build into the
// client assets under a content-hashed name (served immutable), so a browser fetches each at most
// once per build. Server and browser read the same map of addresses.
import type { Locale } from './locale';
import { isNamespace, type Namespace } from './namespaces';

const files = import.meta.glob<string>(['../locales/*/*.json', '!../locales/*/idp.json'], {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const addresses = new Map<string, string>();
for (const [file, address] of Object.entries(files)) {
  const [, locale, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (locale && isNamespace(namespace)) addresses.set(`${locale}/${namespace}`, address);
}

/** The address of one namespace's texts in one locale. */
export function translationFileUrl(locale: Locale, namespace: Namespace): string {
  const address = addresses.get(`${locale}/${namespace}`);
  if (!address) throw new Error(`no translation file for ${locale}/${namespace}`);
  return address;
}

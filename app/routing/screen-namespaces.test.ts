// Every screen declares exactly the translation namespaces its modules use (besides common), so a
// page carries the texts it renders and no others. Read from the sources: the screen's module and
// everything it imports from this project, except server-only modules (they translate on the server,
// where every namespace is at hand).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '~/endpoints';
import { defaultNamespace, isNamespace, namespaces } from '~/i18n/namespaces';
import { getScreen, screenIds } from '~/screens';
import { namespacesForPath, pageNamespaces } from './page-namespaces';

const root = path.resolve(import.meta.dirname, '../..');
const aliases: Record<string, string> = { '~/': 'app/', '@contracts/': 'contracts/' };

function resolve(from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(root, aliases[alias] ?? '', specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

const literal = String.raw`\s*['"]([\w-]+)['"]`;
/** How code names a namespace: useTranslation('x'), getFixedT(…, 'x'), { ns: 'x' }, t('x:key'). */
const uses = [
  new RegExp(String.raw`useTranslation\(${literal}`, 'g'),
  new RegExp(String.raw`getFixedT\((?:[^()]|\([^()]*\))*?,${literal}`, 'g'),
  new RegExp(String.raw`\bns[:=]\s*\{?${literal}`, 'g'),
  new RegExp(String.raw`['"\`](${namespaces.join('|')}):[\w.]`, 'g'),
];
/** A namespace the reading above cannot follow: it must be a literal. */
const computed = [/useTranslation\(\s*[^)'"\s]/, /getFixedT\((?:[^()]|\([^()]*\))*?,\s*[^'"\s)]/];

interface Reading {
  used: Set<string>;
  unreadable: string[];
}

function read(entry: string): Reading {
  const reading: Reading = { used: new Set(), unreadable: [] };
  const seen = new Set<string>();
  const queue = [path.join(root, 'app', entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const pattern of uses) {
      for (const match of source.matchAll(pattern)) reading.used.add(match[1] ?? '');
    }
    if (computed.some((pattern) => pattern.test(source))) {
      reading.unreadable.push(path.relative(root, file));
    }
    const imports = source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g);
    for (const [, specifier = ''] of imports) {
      const target = resolve(file, specifier);
      if (target && !/\.server\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return reading;
}

describe('the namespaces of a screen', () => {
  for (const id of screenIds) {
    it(`${id}: declares exactly the namespaces its modules use`, () => {
      const { used, unreadable } = read(getScreen(id).module);
      expect(unreadable, 'namespaces named by a variable').toEqual([]);
      for (const namespace of used) expect(isNamespace(namespace), namespace).toBe(true);
      used.delete(defaultNamespace);
      expect([...getScreen(id).namespaces].sort()).toEqual([...used].sort());
    });
  }

  it('endpoints that render a page use common only', () => {
    for (const { module } of Object.values(endpoints)) {
      if (!module.endsWith('.tsx')) continue;
      const { used, unreadable } = read(module);
      expect(unreadable, module).toEqual([]);
      expect(
        [...used].filter((namespace) => namespace !== defaultNamespace),
        module,
      ).toEqual([]);
    }
  });
});

describe('pageNamespaces', () => {
  it('is common plus what the matched screens declare, whatever the route id variant', () => {
    expect(pageNamespaces(['root', 'privacy'])).toEqual(['common', 'info']);
    expect(pageNamespaces(['root', 'privacy.en'])).toEqual(['common', 'info']);
    expect(pageNamespaces(['root', 'endpoint.callback'])).toEqual(['common']);
    expect(pageNamespaces([])).toEqual(['common']);
  });
});

describe('namespacesForPath', () => {
  it('finds the screen a path leads to, in both languages', () => {
    expect(namespacesForPath('/privacy')).toEqual(['common', 'info']);
    expect(namespacesForPath('/nl/privacy')).toEqual(['common', 'info']);
    expect(namespacesForPath('/en/privacy')).toEqual(['common', 'info']);
    expect(namespacesForPath('/persoon/insz/60111842284')).toEqual(
      pageNamespaces(['personDetail']),
    );
    expect(namespacesForPath('/en/person/familycomposition')).toEqual(
      pageNamespaces(['familySearch']),
    );
  });

  it('falls back on the not-found screen for unknown paths', () => {
    expect(namespacesForPath('/bestaat-niet')).toEqual(['common']);
  });
});

import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './resources';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keys(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function interpolations(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort()
    : [];
}

function lookup(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
}

describe('translations', () => {
  for (const namespace of namespaces) {
    it(`${namespace}: English has exactly the Dutch keys`, () => {
      expect(keys(resources.en[namespace]).sort()).toEqual(keys(resources.nl[namespace]).sort());
    });

    it(`${namespace}: both languages use the same placeholders and tags`, () => {
      for (const key of keys(resources.nl[namespace])) {
        expect(interpolations(lookup(resources.en[namespace], key)), key).toEqual(
          interpolations(lookup(resources.nl[namespace], key)),
        );
      }
    });

    it(`${namespace}: no text is empty`, () => {
      for (const locale of ['nl', 'en'] as const) {
        for (const key of keys(resources[locale][namespace])) {
          expect(
            String(lookup(resources[locale][namespace], key)).trim(),
            `${locale}:${key}`,
          ).not.toBe('');
        }
      }
    });
  }

  it('carries the prescribed texts word for word', () => {
    expect(resources.nl.common.notFound.title).toBe('Oeps, die pagina vonden we niet terug');
    expect(resources.nl.common.errors.titles['401']).toBe(
      'Enkel aangemelde gebruikers kunnen deze gegevens raadplegen',
    );
    expect(resources.nl.common.errors.titles['403']).toBe(
      'U bent niet gemachtigd om deze actie uit te voeren',
    );
    expect(resources.nl.common.errors.titles['404']).toBe(
      'We kunnen deze pagina helaas niet terug vinden',
    );
    expect(resources.nl.common.errors.titles['5xx']).toBe('Interne server fout');
    expect(resources.nl.common.errors.messages['5xx']).toBe('Er is een systeemfout opgetreden.');
  });
});

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

/** Every text of a tree with its dotted key. */
function texts(tree: unknown): [string, string][] {
  return keys(tree).map((key) => [key, String(lookup(tree, key))]);
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

/**
 * What only the shared lookup namespace says, so that every screen says it in the same words: a
 * source that failed (a request to try again that names the reference for the service desk), a
 * source that did not answer in time, and a link followed from another site.
 */
const lookupMeanings: Record<string, (text: string) => boolean> = {
  failure: (text) => text.includes('{{correlationId}}') && /\bopnieuw\b/.test(text),
  'time-out': (text) => /\bniet (op tijd|tijdig)\b/i.test(text),
  'cross-site': (text) => /\bandere (web)?site\b/i.test(text),
};

/**
 * Texts that read alike but mean something else: the error page of any request (common, shown
 * where no screen can speak) and the failure of a change, which says what was not changed.
 */
const otherMeanings = new Set([
  'common:errors.messages.504',
  'healthattestation:failedText',
  'led:add.errorText',
  'led:proof.removeFailed',
]);

describe('the lookup messages', () => {
  it('are in the lookup namespace only, one text per meaning', () => {
    const found: string[] = [];
    for (const namespace of namespaces) {
      for (const [key, text] of texts(resources.nl[namespace])) {
        const id = `${namespace}:${key}`;
        if (otherMeanings.has(id)) continue;
        for (const [meaning, says] of Object.entries(lookupMeanings)) {
          if (says(text)) found.push(`${meaning} ${id}`);
        }
      }
    }
    expect(found.sort()).toEqual([
      'cross-site lookup:confirmOpen',
      'cross-site lookup:confirmSearch',
      'failure lookup:failed',
      'failure lookup:timedOut',
      'time-out lookup:timedOut',
    ]);
  });
});

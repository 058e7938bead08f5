import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n-provider';
import { i18nServer, pageI18n } from './i18next.server';
import { resources } from './resources';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keys(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('server-side translation', () => {
  it('keeps one instance per locale and set of namespaces', () => {
    expect(pageI18n('nl', ['common', 'info'])).toBe(pageI18n('nl', ['info', 'common']));
    expect(pageI18n('nl', ['common'])).not.toBe(pageI18n('en', ['common']));
  });

  it('holds only the namespaces of the page', () => {
    const page = pageI18n('nl', ['common', 'info']);
    expect(page.hasResourceBundle('nl', 'info')).toBe(true);
    expect(page.hasResourceBundle('nl', 'person')).toBe(false);
    expect(page.getFixedT('nl', 'person')('detail.title')).toBe('detail.title');
  });

  it('gives every text, asked once or again, as a fresh instance does', () => {
    for (const locale of ['nl', 'en'] as const) {
      const page = pageI18n(locale, ['common', 'info']);
      const fresh = createI18n(locale, resources[locale]);
      for (const namespace of ['common', 'info'] as const) {
        const expected = fresh.getFixedT(locale, namespace) as (key: string) => string;
        // As react-i18next asks (no language), and as loaders ask (the page's language).
        const asked = [page.getFixedT(null, namespace), page.getFixedT(locale, namespace)];
        for (const t of asked as ((key: string) => string)[]) {
          for (const key of keys(resources[locale][namespace])) {
            expect(t(key), `${locale} ${namespace}:${key}`).toBe(expected(key));
            expect(t(key)).toBe(expected(key));
          }
        }
      }
    }
  });

  it('still fills in values and counts', async () => {
    const t = await i18nServer.getFixedT('en', 'common');
    expect(t('footer.version', { version: '6.19' })).toBe('Version 6.19');
    expect(t('footer.version', { version: '7.0' })).toBe('Version 7.0');
    expect(t('widgets.textArea.remaining', { count: 1 })).toBe('1 character left');
    expect(t('widgets.textArea.remaining', { count: 3 })).toBe('3 characters left');
  });

  it('takes the locale from the request path', async () => {
    const t = await i18nServer.getFixedT(new Request('http://portal/en/privacy'), 'info');
    expect(t('privacy.title')).toBe('Privacy notice');
    expect(
      (await i18nServer.getFixedT(new Request('http://portal/privacy'), 'info'))('privacy.title'),
    ).toBe('Privacyverklaring');
  });
});

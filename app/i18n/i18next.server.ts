// Server-side translation for loaders and meta titles; the locale always comes from the path.
import { RemixI18Next } from 'remix-i18next/server';
import { defaultLocale, localeFromPath, locales, type Locale } from './locale';
import { defaultNamespace, namespaces, resources } from './resources';

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ['custom'],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: {
    resources,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    interpolation: { escapeValue: false },
  },
});

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** The resources of one locale, sent once to the browser through the root loader. */
export function localeResources(locale: Locale) {
  return resources[locale];
}

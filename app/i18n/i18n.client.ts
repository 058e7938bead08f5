// The browser's i18next instances: one per locale, filled from the build's translation files. The
// page's own files are loaded before hydration; a screen reached later brings its namespaces along,
// and a component whose namespace is still loading holds the navigation (React keeps the previous
// screen on view) instead of showing keys.
import {
  createInstance,
  type BackendModule,
  type i18n as I18n,
  type ReadCallback,
  type ResourceKey,
} from 'i18next';
import type { I18nSource } from './i18n-provider';
import { locales, isLocale, type Locale } from './locale';
import { defaultNamespace, isNamespace, type Namespace } from './namespaces';
import { translationFileUrl } from './translation-files';

async function fetchTranslations(locale: Locale, namespace: Namespace): Promise<ResourceKey> {
  const response = await fetch(translationFileUrl(locale, namespace));
  if (!response.ok) throw new Error(`translation file ${locale}/${namespace}: ${response.status}`);
  return (await response.json()) as ResourceKey;
}

const translationFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLocale(language) || !isNamespace(namespace)) {
      callback(new Error(`no translation file for ${language}/${namespace}`), false);
      return;
    }
    fetchTranslations(language, namespace).then(
      (texts) => callback(null, texts),
      // A newer build has replaced the files this page knows: the server renders the page anew.
      (error: unknown) => {
        if (document.documentElement.dataset.js) window.location.reload();
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    instance.use(translationFiles);
    void instance.init({
      lng: locale,
      // English has every Dutch key (a unit test sees to it): no Dutch files on English pages.
      fallbackLng: false,
      supportedLngs: [...locales],
      load: 'currentOnly',
      ns: [],
      defaultNS: defaultNamespace,
      partialBundledLanguages: true,
      resources: {},
      initImmediate: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
    instances.set(locale, instance);
  }
  return instance;
}

export const browserI18n: I18nSource = (locale, namespaces) => {
  const instance = instanceFor(locale);
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(locale, namespace));
  // All at once rather than one by one as components ask: no waterfall of suspended renders.
  if (missing.length > 0) void instance.loadNamespaces(missing);
  return instance;
};

/** Loads the namespaces the server rendered the page with (listed in its head), before hydration. */
export async function loadPageTranslations(): Promise<void> {
  const locale = document.documentElement.lang;
  if (!isLocale(locale)) throw new Error(`unknown page locale ${locale}`);
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-namespace]');
  const namespaces = [...links].map((link) => link.dataset.namespace).filter(isNamespace);
  await Promise.all(
    namespaces.map(async (namespace) => {
      instanceFor(locale).addResourceBundle(
        locale,
        namespace,
        await fetchTranslations(locale, namespace),
      );
    }),
  );
}

// Server-side translation; the locale always comes from the path. i18next instances are built once
// per process (per locale, and per set of namespaces a page carries), never per request.
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { defaultLocale, isLocale, localeFromPath, locales, type Locale } from './locale';
import { defaultNamespace, namespaces, type Namespace } from './namespaces';
import { resources } from './resources';

function createServerInstance(locale: Locale, loaded: readonly Namespace[]): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: [...loaded],
    defaultNS: defaultNamespace,
    resources: {
      [locale]: Object.fromEntries(
        loaded.map((namespace) => [namespace, resources[locale][namespace]]),
      ),
    },
    initImmediate: false,
    interpolation: { escapeValue: false },
    // Rendering on the server never waits: a namespace the page does not carry shows its keys.
    react: { useSuspense: false },
  });
  rememberPlainTexts(instance, locale);
  return instance;
}

/** What react-i18next's t() passes along when the caller gave no options of its own. */
const plainOptionNames = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/**
 * Every page translates the same few dozen layout texts, and a lookup costs i18next some
 * microseconds: a text asked for without options (no values, count, context or default) is looked
 * up once per instance. An instance's texts never change. Anything else is translated as usual.
 */
function rememberPlainTexts(instance: I18n, locale: Locale): void {
  type Translate = (key: unknown, options?: Record<string, unknown>) => unknown;
  const translate = instance.t.bind(instance) as Translate;
  // Per namespace, per key: no string is built to look a text up.
  const texts = new Map<string, Map<string, unknown>>();
  const onlyPlainOptions = (options: Record<string, unknown>) => {
    for (const name in options) if (!plainOptionNames.has(name)) return false;
    return true;
  };
  const remembering: Translate = (key, options) => {
    const plain =
      typeof key === 'string' &&
      typeof options?.ns === 'string' &&
      options.keyPrefix === undefined &&
      (options.lng === undefined || options.lng === locale) &&
      (options.lngs === undefined || options.lngs === null) &&
      onlyPlainOptions(options);
    if (!plain) return translate(key, options);
    const namespace = options.ns as string;
    let known = texts.get(namespace);
    if (!known) texts.set(namespace, (known = new Map()));
    let text = known.get(key);
    if (text === undefined) {
      text = translate(key, options);
      known.set(key, text);
    }
    return text;
  };
  instance.t = remembering as I18n['t'];
}

/** Every namespace of one locale, for loaders and actions. */
const complete = {
  nl: createServerInstance('nl', namespaces),
  en: createServerInstance('en', namespaces),
} satisfies Record<Locale, I18n>;

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

export const i18nServer = {
  /** The texts of one namespace in the request's (or the given) locale. */
  getFixedT<N extends Namespace = typeof defaultNamespace>(
    requestOrLocale: Request | string,
    namespace?: N,
  ): Promise<TFunction<N>> {
    const locale =
      typeof requestOrLocale === 'string'
        ? isLocale(requestOrLocale)
          ? requestOrLocale
          : defaultLocale
        : requestLocale(requestOrLocale);
    return Promise.resolve(
      complete[locale].getFixedT<N, undefined, N>(locale, namespace ?? (defaultNamespace as N)),
    );
  },
};

const pageInstances = new Map<string, I18n>();

/**
 * The instance a page renders with on the server: only the namespaces the page carries to the
 * browser, so that server and browser render the same texts (a screen that uses a namespace it did
 * not declare shows keys here too, and the tests see it).
 */
export function pageI18n(locale: Locale, pageNamespaces: readonly Namespace[]): I18n {
  const key = `${locale}:${[...pageNamespaces].sort().join(',')}`;
  let instance = pageInstances.get(key);
  if (!instance) {
    instance = createServerInstance(locale, pageNamespaces);
    pageInstances.set(key, instance);
  }
  return instance;
}

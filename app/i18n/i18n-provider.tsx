// The i18next instance a page renders with. The entry modules say where instances come from: on the
// server one holding exactly the page's namespaces, in the browser one per locale that loads the
// translation files as screens need them.
import { useNavigation } from '@remix-run/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Locale, defaultLocale, locales, localeFromPath } from './locale';
import { defaultNamespace, type Namespace } from './namespaces';

/** An instance of this locale that holds (or is loading) these namespaces. */
export type I18nSource = (locale: Locale, namespaces: readonly Namespace[]) => I18n;

export const I18nSourceContext = createContext<I18nSource | null>(null);

/** A complete instance from texts at hand, for tests of components and texts. */
export function createI18n(locale: Locale, resources: Partial<Record<Namespace, unknown>>): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: Object.keys(resources),
    defaultNS: defaultNamespace,
    resources: { [locale]: resources as Record<string, object> },
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function I18nProvider({
  locale,
  namespaces,
  namespacesForPath,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  /** The namespaces of the page at a path: the route table knows them, this module does not. */
  namespacesForPath: (pathname: string) => readonly Namespace[];
  children: ReactNode;
}) {
  const source = useContext(I18nSourceContext);
  if (!source) throw new Error('I18nProvider needs an I18nSourceContext from the entry module');
  // Where a navigation goes is known before its loaders answer: its texts load meanwhile.
  const target = useNavigation().location?.pathname;
  useEffect(() => {
    if (target) source(localeFromPath(target), namespacesForPath(target));
  }, [source, target, namespacesForPath]);
  return (
    <I18nextProvider i18n={source(locale, namespaces)} defaultNS={defaultNamespace}>
      {children}
    </I18nextProvider>
  );
}

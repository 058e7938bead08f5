// One i18next instance per locale, built from the resources the root loader sent (no extra request).
import { createInstance, type i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type Locale, defaultLocale, locales } from './locale';
import { defaultNamespace, namespaces, type Resources } from './resources';

export function createI18n(locale: Locale, resources: Partial<Resources>): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources: { [locale]: resources },
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function I18nProvider({
  locale,
  resources,
  children,
}: {
  locale: Locale;
  resources: Partial<Resources>;
  children: ReactNode;
}) {
  // Resources of a locale never change within a build; a new instance only when the locale does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const instance = useMemo(() => createI18n(locale, resources), [locale]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

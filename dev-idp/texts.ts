// The identity provider's texts in Dutch and English, and which of the two a request gets.
import { defaultLocale, isLocale, type Locale } from '../app/i18n/locale';
import en from '../app/locales/en/idp.json';
import nl from '../app/locales/nl/idp.json';

export type Texts = typeof nl;

const catalogue: Record<Locale, Texts> = { nl, en };

export const textsFor = (language: Locale): Texts => catalogue[language];

export const otherLanguage = (language: Locale): Locale => (language === 'nl' ? 'en' : 'nl');

/** The first supported language of a list of language tags in order of preference ('en-GB nl'). */
export function firstSupported(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** The language an OpenID Connect request asked for with `ui_locales`, Dutch when none fits. */
export function languageOfUiLocales(uiLocales: unknown): Locale {
  return (typeof uiLocales === 'string' && firstSupported(uiLocales.split(' '))) || defaultLocale;
}

/**
 * For pages reached without the request's `ui_locales` (signed out, some errors): the browser's
 * preference. Weights are ignored because browsers list languages in order of preference anyway.
 */
export function languageOfAcceptLanguage(header: string | undefined): Locale | undefined {
  return header
    ? firstSupported(header.split(',').map((part) => part.split(';')[0] ?? ''))
    : undefined;
}

/** Fills the `{{name}}` placeholders of an already escaped text with HTML. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

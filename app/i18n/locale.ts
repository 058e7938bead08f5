// The locale of a request comes from its path: /en… is English, everything else Dutch.
export const locales = ['nl', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : defaultLocale;
}

/** BCP 47 tag for formatting: dates follow the Belgian form in both languages. */
export function formattingLocale(locale: Locale): string {
  return locale === 'en' ? 'en-BE' : 'nl-BE';
}

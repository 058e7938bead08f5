// The common namespace of both locales, for the rare error page rendered without the root loader.
import enCommon from '~/locales/en/common.json';
import nlCommon from '~/locales/nl/common.json';
import type { Locale } from './locale';

export const fallbackResources = {
  nl: { common: nlCommon },
  en: { common: enCommon },
} satisfies Record<Locale, { common: unknown }>;

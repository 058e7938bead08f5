// The labels of the authentic sources' code lists in both of the portal's languages, so a value
// is shown in the screen's language with its code ('Gehuwd (20)', 'Married (20)'). A list without
// an English label for a code gives the Dutch one, marked as Dutch: the screen sets lang="nl".
// Each domain's lists are a module of their own next to this one (person.ts, vehicle.ts, …): a
// screen carries the lists it shows, not every domain's. Sources and licences: README.md.
import type { CodeLabels } from '@contracts/person-codes';

export type CodeListLanguage = 'nl' | 'en';

export type { CodeLabels };

/** A code list: the labels by code. */
export type CodeList = Readonly<Record<string, CodeLabels>>;

/** A code's label in a language, and the language it is actually in. */
export interface CodeLabel {
  text: string;
  lang: CodeListLanguage;
}

/**
 * The label of `code` in `language`. Without an English label, the Dutch one; a code the list
 * does not know keeps the label the source gave (`sourceLabel`, in Dutch), or the bare code.
 */
export function codeLabel(
  list: CodeList,
  code: string,
  language: CodeListLanguage,
  sourceLabel?: string,
): CodeLabel {
  const labels = list[code];
  if (labels && language === 'en' && labels.en) return { text: labels.en, lang: 'en' };
  if (labels) return { text: labels.nl, lang: 'nl' };
  return { text: sourceLabel ?? code, lang: 'nl' };
}

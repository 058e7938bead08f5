// The texts a refusal may show, read from the translation catalogue: the error texts of the common
// namespace (what the Express layer and the error pages answer) and every validation message.
import { readFileSync } from 'node:fs';

const languages = ['nl', 'en'] as const;

function strings(node: unknown, prefix: string, into: Map<string, string>) {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      strings(value, prefix ? `${prefix}.${key}` : key, into);
    }
  }
}

function catalogue(language: (typeof languages)[number], namespace: string): unknown {
  return JSON.parse(readFileSync(`app/locales/${language}/${namespace}.json`, 'utf8'));
}

/**
 * A message as a pattern: '{{size}}' and the like stand for any text. Its first letter in either
 * case: a form that names the field first ('Titel (Nederlands): dit veld is verplicht') lowers it.
 */
function pattern(text: string): RegExp {
  const parts = text
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const first = parts[0]?.charAt(0) ?? '';
  if (parts[0] && first.toLowerCase() !== first.toUpperCase()) {
    parts[0] = `[${first.toLowerCase()}${first.toUpperCase()}]${parts[0].slice(1)}`;
  }
  return new RegExp(parts.join('[^<]*'));
}

/** Every validation message of a language by its key ('files.xlsxOnly'), as a pattern. */
export function validationMessages(language: (typeof languages)[number]): Map<string, RegExp> {
  const texts = new Map<string, string>();
  strings(catalogue(language, 'validation'), '', texts);
  return new Map([...texts].map(([key, text]) => [key, pattern(text)]));
}

const refusalTexts: RegExp[] = languages.flatMap((language) => {
  const texts = new Map<string, string>();
  strings((catalogue(language, 'common') as { errors: unknown }).errors, '', texts);
  strings(catalogue(language, 'validation'), '', texts);
  // Texts of a word or two ('Fout {{status}}') prove nothing on their own.
  return [...texts.values()].filter((text) => text.length >= 12).map(pattern);
});

export function decodeEntities(html: string): string {
  return html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * Whether an answer's body shows a text of the catalogue's errors or validation messages, outside
 * scripts (a page carries its translation namespaces in a script, every text of them included).
 */
export function showsTranslatedRefusal(body: string): boolean {
  const text = decodeEntities(body.replace(/<script\b[\s\S]*?<\/script>/gi, ''));
  return refusalTexts.some((expression) => expression.test(text));
}

// Numbers as the screen's language writes them: Belgian Dutch groups thousands with a dot
// (1.250), British English with a comma (1,250).
const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'nl-BE');

/** A whole number with the language's grouping: 1.250. */
export function formatWhole(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** An amount in whole euros: € 245.000 (nl), €245,000 (en). */
export function formatEuros(euros: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(euros);
}

// The report selection form's names, as its GET query carries them, without the schema
// (selection-schema.ts): the form and the screen use them on the page, the schema is loaded when
// the form is first used.
export const selectionFields = {
  report: 'rapport',
  from: 'van',
  to: 'tot',
  organisation: 'organisatie',
  threshold: 'drempel',
  /** Sent with every choice: a link that only fills the form in is not a choice yet. */
  submit: 'tonen',
} as const;

type Values = Record<string, unknown>;

const monthParts = (month: string | null) =>
  month && /^\d{4}-\d{2}$/.test(month)
    ? { month: String(Number(month.slice(5, 7))), year: month.slice(0, 4) }
    : { month: '', year: '' };

/**
 * The values the form shows: what it sent (a refused choice), or what a link to it fills in — a
 * report and its period as the report's own URL names them ('van=2026-06').
 */
export function selectionFormValues(query: URLSearchParams): Values {
  const f = selectionFields;
  const group = (name: string) =>
    query.has(`${name}.month`) || query.has(`${name}.year`)
      ? { month: query.get(`${name}.month`) ?? '', year: query.get(`${name}.year`) ?? '' }
      : monthParts(query.get(name));
  return {
    [f.report]: query.get(f.report) ?? '',
    [f.from]: group(f.from),
    [f.to]: group(f.to),
    [f.organisation]: query.get(f.organisation) ?? '',
    [f.threshold]: query.get(f.threshold) ?? '',
  };
}

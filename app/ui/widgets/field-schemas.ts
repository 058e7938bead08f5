// The widgets' values as a form sends them, as zod schemas (a fiche 60, a month and year, a range,
// a text area's text): in a module of their own, so that a page showing the widgets carries no
// zod; the schemas come with a form's rules, loaded when the form is first used.
import { z } from 'zod';
import { validateFiche60, type Fiche60Field as Fiche60Part } from '~/lib/validation/fiche60';
import { reportIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import { validateMonthYear, type MonthYear } from '~/lib/validation/month-picker';
import { parseRange, validateRange, type RangeRules } from '~/lib/validation/range';
import { stringField } from '~/lib/validation/schemas';
import { normalizeLineBreaks } from './text-area-field';

/**
 * A fiche 60 as a form sends it: an empty input is left out, so each part defaults to the empty
 * string and the fiche-60 rule decides (all or none).
 */
export function fiche60FieldSchema() {
  const part = z.string().default('');
  return z
    .object({
      jaar: part,
      kantoorNummer: part,
      volgNummer: part,
      typeFiche: part,
      goedNummer: part,
    } satisfies Record<Fiche60Part, z.ZodType>)
    .superRefine((value, ctx) => reportIssue(ctx, validateFiche60(value)));
}

/**
 * The picked month as a form sends it: an unpicked select is left out, so each part defaults to
 * null and the month-picker rule decides (both or neither, no future month). `today` is for tests.
 */
export function monthYearFieldSchema(today?: Date) {
  const part = z.number().nullable().default(null);
  return z
    .object({ month: part, year: part })
    .superRefine((value: MonthYear, ctx) => reportIssue(ctx, validateMonthYear(value, today)));
}

/**
 * A range as a form sends it: an empty input is left out, so each bound defaults to the empty
 * string and the range rule decides (both or neither). The value is `{ min, max }` as numbers or null.
 */
export function rangeFieldSchema(rules: RangeRules = {}) {
  const bound = z.string().default('');
  return z
    .object({ min: bound, max: bound })
    .superRefine((input, ctx) => reportIssue(ctx, validateRange(input, rules)))
    .transform(parseRange);
}

/** A text area's value with a maximum length; an empty text area gives undefined unless required. */
export function textAreaSchema(maximum: number, { required = false } = {}) {
  const text = stringField((value) =>
    validateMaxLength(normalizeLineBreaks(value), maximum),
  ).transform(normalizeLineBreaks);
  return required ? text : text.optional();
}

// The sale prices search as a zod schema shared by the browser and the server, under the names of
// the screen's URL: lists of municipalities (at most 3), divisions, sale types, natures and building
// indications (at most 5 each), price, surface and construction-year ranges (both bounds or
// neither, the maximum not below the minimum), a period of months from January 2019 up to the
// current month (its end not before its start) and a fiche 60 (all five fields or none).
import { z } from 'zod';
import type { salesFilters } from '@contracts/land-registry-sales';
import { issue, reportIssue } from '~/lib/validation/issue';
import { validateMonthOrder } from '~/lib/validation/month-picker';
import { multiSelectSchema } from '~/lib/validation/schemas';
import {
  fiche60FieldSchema,
  monthYearFieldSchema,
  rangeFieldSchema,
} from '~/ui/widgets/field-schemas';
import { salesFields, salesListLimits } from './search-fields';

/**
 * A single select sends one value, a checkbox group several, an empty one none; a code that comes
 * twice (a link written by hand) counts once, so the source is never asked for it twice.
 */
const toList = (value: unknown): unknown => [
  ...new Set(
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
      (item) => item !== '',
    ),
  ),
];

/** A list of codes (digits and capitals, as the code lists hold them), at most `maximum`. */
function listSchema(maximum: number) {
  return z.preprocess(
    toList,
    multiSelectSchema(maximum).superRefine((values, ctx) => {
      if (values.some((value) => !/^[0-9A-Z]{1,6}$/.test(value)))
        reportIssue(ctx, issue('invalid'));
    }),
  );
}

const fiche60Part = {
  jaar: /^\d{4}$/,
  kantoorNummer: /^\d{1,3}$/,
  volgNummer: /^\d{1,6}$/,
  typeFiche: /^[A-Za-z]$/,
  goedNummer: /^\d{1,3}$/,
} as const;

/** `today` decides the last month the period may reach (tests give their own). */
export function salesSearchSchema(today?: Date) {
  const f = salesFields;
  return z
    .object({
      [f.municipalities]: listSchema(salesListLimits[f.municipalities]),
      [f.divisions]: listSchema(salesListLimits[f.divisions]),
      [f.types]: listSchema(salesListLimits[f.types]),
      [f.natures]: listSchema(salesListLimits[f.natures]),
      [f.buildings]: listSchema(salesListLimits[f.buildings]),
      [f.price]: rangeFieldSchema().default({ min: null, max: null }),
      [f.surface]: rangeFieldSchema().default({ min: null, max: null }),
      [f.constructionYear]: rangeFieldSchema({ years: true }).default({ min: null, max: null }),
      [f.from]: monthYearFieldSchema(today).default({ month: null, year: null }),
      [f.to]: monthYearFieldSchema(today).default({ month: null, year: null }),
      [f.fiche60]: fiche60FieldSchema()
        .superRefine((value, ctx) => {
          const filled = Object.values(value).every((part) => part.trim() !== '');
          const wrong = (Object.keys(fiche60Part) as (keyof typeof fiche60Part)[]).some(
            (part) => !fiche60Part[part].test(value[part].trim()),
          );
          if (filled && wrong) reportIssue(ctx, issue('invalid'));
        })
        .default({ jaar: '', kantoorNummer: '', volgNummer: '', typeFiche: '', goedNummer: '' }),
      [f.search]: z.string().optional(),
    })
    .superRefine((search, ctx) => {
      reportIssue(ctx, validateMonthOrder(search[f.from], search[f.to]), [f.to]);
    });
}

export type SalesSearch = z.output<ReturnType<typeof salesSearchSchema>>;

const rangeOf = (range: { min: number | null; max: number | null }) =>
  range.min === null && range.max === null ? undefined : range;

/** The search's filters as the backend takes them. */
export function salesFiltersOf(search: SalesSearch): z.input<typeof salesFilters> {
  const f = salesFields;
  const from = search[f.from];
  const to = search[f.to];
  const month = (value: { month: number | null; year: number | null }) =>
    value.month === null || value.year === null ? null : { month: value.month, year: value.year };
  const fiche = search[f.fiche60];
  const fiche60 =
    fiche.jaar.trim() === ''
      ? undefined
      : {
          jaar: Number(fiche.jaar.trim()),
          kantoorNummer: fiche.kantoorNummer.trim(),
          volgNummer: Number(fiche.volgNummer.trim()),
          typeFiche: fiche.typeFiche.trim().toUpperCase(),
          goedNummer: Number(fiche.goedNummer.trim()),
        };
  const period = month(from) || month(to) ? { van: month(from), tot: month(to) } : undefined;
  return {
    gemeenten: search[f.municipalities],
    afdelingen: search[f.divisions],
    verkoopTypes: search[f.types],
    kadastraleAarden: search[f.natures],
    gebouwIndicaties: search[f.buildings],
    prijs: rangeOf(search[f.price]),
    oppervlakte: rangeOf(search[f.surface]),
    bouwjaar: rangeOf(search[f.constructionYear]),
    periode: period,
    fiche60,
  };
}

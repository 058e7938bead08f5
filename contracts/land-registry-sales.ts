// The land registry's sale prices (verkoopprijzen): a search of the sales the cadastre registered,
// filtered by place (municipalities, cadastral divisions), by kind (sale type, cadastral nature,
// building indication), by ranges (price, surface, construction year), by a period of months and by
// a fiche 60, one page at a time, and the same search as a workbook of every matching sale. A sale
// names no parties: a sale price is not personal data, so neither call is written to the legal log.
import { z } from 'zod';
import { codeSchema } from './code-lists';
import { anyOf, defineCall, maximumPagedRows, pageSchema, pagingQuery } from './http';
import { salesFilterLimits } from './land-registry-codes';
import { landRegistryPermissions } from './land-registry-permissions';

const base = '/sss/api/backend/kadaster';

export { salesFilterLimits } from './land-registry-codes';

/** The first year the sales search covers: the month picker starts in its January. */
export const firstSalesYear = 2019;

/** A sales search's results are ordered on one of these, the sale's id breaking ties. */
export const salesOrderFields = ['datum', 'prijs', 'oppervlakte', 'bouwjaar', 'gemeente'] as const;
export type SalesOrderField = (typeof salesOrderFields)[number];

const listOf = (item: z.ZodString, maximum: number) =>
  z
    .array(item)
    .max(maximum, { error: `at most ${maximum} values` })
    .refine((values) => new Set(values).size === values.length, { error: 'values repeat' })
    .default([]);

const nisCode = z.string().regex(/^\d{5}$/, { error: 'must be a NIS code of 5 digits' });
const divisionCode = z
  .string()
  .regex(/^\d{5}$/, { error: 'must be a cadastral division code of 5 digits' });
const code = z.string().regex(/^[0-9A-Z]{1,6}$/, { error: 'must be a code of the list' });

/** A range of whole numbers; either end may be open (null), the minimum not above the maximum. */
export const rangeValue = z
  .object({
    min: z.number().int().min(0).nullable().default(null),
    max: z.number().int().min(0).nullable().default(null),
  })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    path: ['max'],
    error: 'the maximum must not be below the minimum',
  });
export type RangeValue = z.infer<typeof rangeValue>;

/** A month of a year, from January 2019 on. */
export const monthYearValue = z.object({
  month: z.number().int().min(1, { error: 'a month is 1 to 12' }).max(12, {
    error: 'a month is 1 to 12',
  }),
  year: z
    .number()
    .int()
    .min(firstSalesYear, { error: `a year from ${firstSalesYear}` })
    .max(2100),
});
export type MonthYearValue = z.infer<typeof monthYearValue>;

/** The fiche 60 a deed's sale is registered under: all five of its fields identify it. */
export const fiche60Value = z.object({
  jaar: z.number().int().min(1900).max(2100),
  /** The office of legal security (GeefLocoNummers). */
  kantoorNummer: z.string().regex(/^\d{1,3}$/, { error: 'must be an office number' }),
  volgNummer: z.number().int().min(1).max(999_999),
  typeFiche: z.string().regex(/^[A-Z]$/, { error: 'must be a letter' }),
  goedNummer: z.number().int().min(1).max(999),
});
export type Fiche60Value = z.infer<typeof fiche60Value>;

const fiche60Input = z
  .object({
    jaar: z.number().int().nullable().optional(),
    kantoorNummer: z.string().nullable().optional(),
    volgNummer: z.number().int().nullable().optional(),
    typeFiche: z.string().nullable().optional(),
    goedNummer: z.number().int().nullable().optional(),
  })
  .superRefine((value, context) => {
    const fields = ['jaar', 'kantoorNummer', 'volgNummer', 'typeFiche', 'goedNummer'] as const;
    const filled = fields.filter((field) => value[field] !== null && value[field] !== undefined);
    if (filled.length > 0 && filled.length < fields.length) {
      for (const field of fields.filter((name) => !filled.includes(name))) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'a fiche 60 needs all five fields',
        });
      }
      return;
    }
    if (filled.length === fields.length) {
      const parsed = fiche60Value.safeParse(value);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          context.addIssue({ ...issue, code: 'custom', message: issue.message });
    }
  })
  .transform((value): Fiche60Value | null =>
    value.jaar == null ? null : (fiche60Value.safeParse(value).data ?? null),
  );

/** What a sales search filters on; every filter left out or empty does not narrow it. */
export const salesFilters = z
  .object({
    gemeenten: listOf(nisCode, salesFilterLimits.gemeenten),
    afdelingen: listOf(divisionCode, salesFilterLimits.afdelingen),
    verkoopTypes: listOf(code, salesFilterLimits.verkoopTypes),
    kadastraleAarden: listOf(code, salesFilterLimits.kadastraleAarden),
    gebouwIndicaties: listOf(code, salesFilterLimits.gebouwIndicaties),
    prijs: rangeValue.optional(),
    oppervlakte: rangeValue.optional(),
    bouwjaar: rangeValue.optional(),
    periode: z
      .object({
        van: monthYearValue.nullable().default(null),
        tot: monthYearValue.nullable().default(null),
      })
      .refine(
        (period) =>
          period.van === null ||
          period.tot === null ||
          period.van.year * 12 + period.van.month <= period.tot.year * 12 + period.tot.month,
        { path: ['tot'], error: 'the period must not end before it begins' },
      )
      .optional(),
    fiche60: fiche60Input.optional(),
  })
  .strict();
export type SalesFilters = z.output<typeof salesFilters>;

/** One page of a sales search: the filters, `take` rows from `skip` on (or the `page` of `take`). */
export const salesSearchRequest = salesFilters.safeExtend({
  ...pagingQuery(salesOrderFields, { orderBy: 'datum', order: 'Desc', take: 20 }),
  page: z.number().int().min(1).max(maximumPagedRows).optional(),
});
export type SalesSearchRequest = z.output<typeof salesSearchRequest>;

/** A sale as a notary's record of it shows it. */
export const saleSchema = z.object({
  id: z.string(),
  /** The date of the deed. */
  datum: z.iso.date(),
  /** Whole euros. */
  prijs: z.number().int(),
  verkoopType: codeSchema,
  perceel: z.object({
    /** The partition id: 12345A0678-00B000-P0000. */
    id: z.string(),
    capakey: z.string(),
    partitie: z.string(),
    gemeente: z.object({ nisCode: z.string(), naam: z.string() }),
    afdeling: z.object({ code: z.string(), naam: z.string() }),
    sectie: z.string(),
    perceelnummer: z.string(),
    aard: codeSchema,
    /** m². */
    oppervlakte: z.number().int(),
  }),
  /** The building on the partition; null for land. */
  gebouw: z
    .object({ indicatie: codeSchema, bouwjaar: z.number().int(), type: codeSchema })
    .nullable(),
  /** The fiche 60 the sale is registered under (null for a sale registered without one). */
  fiche60: fiche60Value.nullable(),
  /** The office of legal security (GeefLocoNummers). */
  kantoor: codeSchema,
});
export type Sale = z.infer<typeof saleSchema>;

/** A page of sales, ordered and paged in the backend. */
export const searchSales = defineCall({
  id: 'zoekVerkoopPrijzen',
  method: 'POST',
  path: `${base}/zoekVerkoopPrijzen`,
  access: anyOf(landRegistryPermissions.salesPrices),
  request: salesSearchRequest,
  response: pageSchema(saleSchema),
});

/** One sale by its id; 404 with 30001 for an id the cadastre does not know. */
export const getSale = defineCall({
  id: 'geefVerkoopPrijs',
  method: 'GET',
  path: `${base}/verkoopPrijs/:id`,
  access: anyOf(landRegistryPermissions.salesPrices),
  params: z.object({
    id: z.string().regex(/^\d{5}[A-Z]\d{4}-\d{2}[A-Z_]\d{3}-P\d{4}-\d{2}-V$/, {
      error: 'must be a sale id such as 12345A0678-00B000-P0000-02-V',
    }),
  }),
  response: saleSchema,
});

/** The most sales one workbook holds: a search that matches more must be refined. */
export const maximumDownloadedSales = 5000;

/** Every sale the filters match, ordered as asked, as a workbook (cells never formulas). */
export const downloadSales = defineCall({
  id: 'downloadVerkoopprijzen',
  method: 'POST',
  path: `${base}/downloadVerkoopprijzen`,
  access: anyOf(landRegistryPermissions.salesPrices),
  answersFile: true,
  request: salesFilters.safeExtend({
    orderBy: z.enum(salesOrderFields).default('datum'),
    order: z.enum(['Asc', 'Desc']).default('Desc'),
  }),
  response: undefined,
});

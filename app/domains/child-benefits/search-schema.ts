// The child-benefits search as a zod schema shared by the browser and the server: the national
// number of a child or a beneficiary, how the answer names the paying fund, the months asked
// (either end open), the source and 'Uw referentie', under the names of the screen's URL, so the
// GET form's URL is the consultation's link itself.
import { z } from 'zod';
import { childBenefitsSource, fundKeys } from '@contracts/child-benefits';
import { reportIssue } from '~/lib/validation/issue';
import { parseMonth, validateMonth } from '~/lib/validation/month';
import { inszSchema, referenceFieldSchema } from '~/lib/validation/schemas';
import { childBenefitsFields } from './search-fields';

export function childBenefitsSearchSchema(options: { referenceRequired: boolean }) {
  const f = childBenefitsFields;
  return z
    .object({
      [f.insz]: inszSchema,
      [f.fundKey]: z.enum(fundKeys).default('Ondernemingsnummer').catch('Ondernemingsnummer'),
      [f.from]: z.string().trim().default(''),
      [f.until]: z.string().trim().default(''),
      [f.source]: z
        .literal(childBenefitsSource)
        .default(childBenefitsSource)
        .catch(childBenefitsSource),
      [f.reference]: referenceFieldSchema(options.referenceRequired),
    })
    .superRefine((search, ctx) => {
      const fromIssue = validateMonth(search[f.from]);
      reportIssue(ctx, fromIssue, [f.from]);
      const from = fromIssue ? null : parseMonth(search[f.from]);
      reportIssue(ctx, validateMonth(search[f.until], from), [f.until]);
    });
}

export type FamilySearch = z.output<ReturnType<typeof childBenefitsSearchSchema>>;

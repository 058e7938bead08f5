// The names the child-benefits search sends, without its rules: the form and the screen need them
// on every page, the schema (search-schema.ts, with zod) only when the form is checked.
import { consultationNames } from '~/routing/href';

export const childBenefitsFields = {
  insz: 'insz',
  fundKey: 'zoeksleutel',
  from: 'vanaf',
  until: 'tot',
  source: consultationNames.source,
  reference: consultationNames.reference,
} as const;

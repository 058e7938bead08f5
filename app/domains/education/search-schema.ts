// The education search form as a zod schema shared by the browser and the server: the national
// number, the source (there is one) and 'Uw referentie', under the names a consultation link
// carries, so the GET form's URL is the consultation's link itself.
import { z } from 'zod';
import type { ConsultationOptions } from '@contracts/consultation';
import { educationSource } from '@contracts/education';
import { inszSchema, referenceFieldSchema } from '~/lib/validation/schemas';
import { consultationNames } from '~/routing/href';
import { inszParameter } from './search-fields';

export function educationSearchSchema(options: ConsultationOptions) {
  return z.object({
    [inszParameter]: inszSchema,
    [consultationNames.source]: z
      .literal(educationSource)
      .default(educationSource)
      .catch(educationSource),
    [consultationNames.reference]: referenceFieldSchema(options.referenceRequired),
  });
}

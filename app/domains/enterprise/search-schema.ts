// The enterprise search forms as zod schemas shared by the browser and the server: an enterprise
// by its number (typed with or without dots and spaces) and an association by its vCode.
import { z } from 'zod';
import type { ConsultationOptions } from '@contracts/consultation';
import {
  referenceFieldSchema,
  enterpriseNumberSchema,
  vCodeSchema,
} from '~/lib/validation/schemas';

/** The query parameters the two GET forms send to the search screen. */
export const searchFields = { number: 'kbo', vCode: 'vcode' } as const;

export function enterpriseSearchSchema(options: ConsultationOptions) {
  return z.object({
    kbo: enterpriseNumberSchema,
    reference: referenceFieldSchema(options.referenceRequired),
  });
}

export function associationSearchSchema(options: ConsultationOptions) {
  return z.object({
    vcode: vCodeSchema,
    reference: referenceFieldSchema(options.referenceRequired),
  });
}

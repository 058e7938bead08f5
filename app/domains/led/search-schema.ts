// The search for a person's learning and experience proofs as a zod schema shared by the browser
// and the server: the national number (the person search's rules and messages) and 'Uw referentie'
// when the role's rules demand one. The GET form goes to the search screen, which sends a valid
// number on to the person's proofs.
import { z } from 'zod';
import type { ConsultationOptions } from '@contracts/consultation';
import { inszSchema, referenceFieldSchema } from '~/lib/validation/schemas';
import { searchFields } from './search-fields';

export function ledSearchSchema(options: Pick<ConsultationOptions, 'referenceRequired'>) {
  return z.object({
    [searchFields.insz]: inszSchema,
    [searchFields.reference]: referenceFieldSchema(options.referenceRequired),
  });
}

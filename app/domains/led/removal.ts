// The form that removes (cancels) a proof, shared by the browser and the server: the mutation the
// screen read (a proof changed since is not removed), 'Uw referentie' when the role's rules demand
// one, and what the banner afterwards names.
import { z } from 'zod';
import { referenceFieldSchema } from '~/lib/validation/schemas';
import { removeIntent } from './links';

/** The longest title or name the form carries to the banner. */
const bannerText = z.string().max(200).default('');

export function removalSchema(referenceRequired: boolean) {
  return z.object({
    intent: z.literal(removeIntent),
    bewijsmutatiereferte: z.uuid(),
    reference: referenceFieldSchema(referenceRequired),
    titel: bannerText,
    naam: bannerText,
    /** The person had only this proof: afterwards there is nothing to show but the search. */
    laatste: z.literal('1').optional(),
  });
}

/** Why a removal did not happen: the proof changed, is no longer given, or the source failed. */
export type RemovalFailure = 'changed' | 'gone' | 'failed';

// What the proof's add form needs on the page, without the form's rules (proof-schema.ts, with
// zod, loaded when the form is first used): the most validity periods, the idempotency key's
// field, the code lists of the selects and the names of the periods' date fields.
import {
  awardingBodyCodes,
  categoryCodes,
  MAX_VALIDITY_PERIODS,
  proofStageCodes,
  proofTypeCodes,
  qualificationLevelCodes,
} from '@contracts/led-codes';
import type { CodeLabels } from '@contracts/person-codes';

export { MAX_VALIDITY_PERIODS };

/** The hidden field with the form's idempotency key (not part of the schema: never shown). */
export const idempotencyKeyField = 'idempotencyKey';

/** The code lists the form's selects choose from, by field. */
export const proofCodeLists = {
  categorie: categoryCodes,
  bewijstype: proofTypeCodes,
  bewijsstaat: proofStageCodes,
  instantie: awardingBodyCodes,
  niveau: qualificationLevelCodes,
} as const satisfies Record<string, Readonly<Record<string, CodeLabels>>>;

export type ProofCodeField = keyof typeof proofCodeLists;

/** The name of a period's date field in the form: `geldigheidsperiodes[1].einde`. */
export function periodFieldName(index: number, part: 'begin' | 'einde'): string {
  return `geldigheidsperiodes[${index}].${part}`;
}

// The subject rules of the shared subject lookup (subject-lookup.server.ts) that more than one
// domain uses: a national number is checked and normalised the same way wherever it is asked.
import { normaliseInsz, validateInsz } from '~/lib/validation/insz';
import type { SubjectRule } from './subject-lookup.server';

/** A national number in a path: typed any way, consulted as its eleven digits. */
export const inszSubject: SubjectRule = {
  field: 'insz',
  validate: validateInsz,
  normalise: normaliseInsz,
};

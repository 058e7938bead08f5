// The shared shape of a validation result, and a rule's issue reported to zod (the schemas built
// from the validators are in schemas.ts; the keys that exist and zod's issues read back as
// validation issues in message-keys.ts).
import type { z } from 'zod';
import type messages from '~/locales/nl/validation.json';

/** Dotted paths to the texts of a nested message tree, e.g. 'insz.checkDigit'. */
type MessagePaths<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : MessagePaths<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A key of the `validation` namespace; the Dutch texts define which keys exist. */
export type ValidationMessageKey = MessagePaths<typeof messages>;

/** What a failed rule reports: a message key plus the values its text interpolates. */
export interface ValidationIssue {
  key: ValidationMessageKey;
  values?: Record<string, string | number>;
}

/** A rule: `null` when the value passes, otherwise the first problem found. */
export type Validator<T> = (value: T) => ValidationIssue | null;

export function issue(
  key: ValidationMessageKey,
  values?: Record<string, string | number>,
): ValidationIssue {
  return values ? { key, values } : { key };
}

/** Runs the rules in order and reports the first one that fails. */
export function firstIssue<T>(
  value: T,
  validators: readonly Validator<T>[],
): ValidationIssue | null {
  for (const validate of validators) {
    const found = validate(value);
    if (found) return found;
  }
  return null;
}

/** Adds a rule's issue to a zod refinement; the form layer translates `validation:<message>`. */
export function reportIssue(
  ctx: z.RefinementCtx,
  found: ValidationIssue | null,
  path?: PropertyKey[],
): void {
  if (!found) return;
  ctx.addIssue({
    code: 'custom',
    message: found.key,
    ...(found.values ? { params: found.values } : {}),
    ...(path ? { path } : {}),
  });
}

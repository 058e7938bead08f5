// The shared shape of a validation result and the bridge that turns validators into zod schemas.
import { z } from 'zod';
import messages from '~/locales/nl/validation.json';

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

const knownKeys = new Set<string>(messagePaths(messages));

function messagePaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, child]: [string, unknown]) =>
    typeof child === 'object' && child !== null
      ? messagePaths(child, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return knownKeys.has(value);
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

/**
 * A text field checked by a validator. A missing value (not even an empty string) counts as an
 * unfilled mandatory field, so that a form that leaves the field out still gets a message.
 */
export function stringField(validate: Validator<string>) {
  return z
    .string({ error: 'required' satisfies ValidationMessageKey })
    .superRefine((value, ctx) => reportIssue(ctx, validate(value)));
}

/**
 * Reads a zod issue back as a validation issue. Issues raised by zod itself (wrong type, unknown
 * shape) carry no key of ours and become the generic 'invalid' message.
 */
export function validationIssueFromZod(zodIssue: z.core.$ZodIssue): ValidationIssue {
  if (!isValidationMessageKey(zodIssue.message)) return issue('invalid');
  const params: unknown = zodIssue.code === 'custom' ? zodIssue.params : undefined;
  return issue(zodIssue.message, isInterpolationValues(params) ? params : undefined);
}

function isInterpolationValues(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number')
  );
}

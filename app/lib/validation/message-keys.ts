// Which keys of the `validation` namespace exist (the Dutch texts define them), and zod's issues
// read back as validation issues by them. In a module of its own: it carries the message tree,
// which a page does not need (its messages come with the translations); the forms' checks and the
// server read issues with it.
import type { z } from 'zod';
import messages from '~/locales/nl/validation.json';
import { issue, type ValidationIssue, type ValidationMessageKey } from './issue';

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

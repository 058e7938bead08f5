// One way to read a form, in the browser and on the server: conform with zod, and every error
// kept as a validation issue (message key plus values) so it can be translated anywhere.
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { type ValidationIssue } from '~/lib/validation/issue';
import { validationIssueFromZod } from '~/lib/validation/message-keys';

export type FormErrors = ValidationIssue[];

export function parseForm<Schema extends z.ZodType>(
  payload: FormData | URLSearchParams,
  schema: Schema,
) {
  return parseWithZod(payload, {
    schema,
    formatError: (issues: $ZodIssue[]): FormErrors => issues.map(validationIssueFromZod),
  });
}
